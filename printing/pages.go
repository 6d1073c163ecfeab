package printing

import "bytes"

// PageCount is how many pages a PDF made by this package has: fpdf opens
// every page's object with "<</Type /Page" and a line break (the page
// tree's "/Pages" does not match), so a print dialog can check the pages
// asked for without a PDF reader.
func PageCount(pdf []byte) int {
	return bytes.Count(pdf, []byte("<</Type /Page\n"))
}
