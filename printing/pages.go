package printing

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// PageCount is how many pages a PDF made by this package has: fpdf opens
// every page's object with "<</Type /Page" and a line break (the page
// tree's "/Pages" does not match), so a print dialog can check the pages
// asked for without a PDF reader.
func PageCount(pdf []byte) int {
	return bytes.Count(pdf, []byte("<</Type /Page\n"))
}

// pageTree is the page tree fpdf writes: object 1, its pages in order;
// compiled when first needed, not at every command's start.
var pageTree = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\n1 0 obj\n<</Type /Pages\n/Kids \[([0-9 R]*)\]\n/Count ([0-9]+)\n`)
})

// KeepPages is a PDF made by this package with only the pages given
// (1-based, in the order given), for a PDF saved with the pages a print
// dialog asked for. Only the page tree is rewritten, padded to its old
// length, so that every object stays where the cross-reference table
// says; the pages left out stay in the file, unreferenced, as PDF
// allows. A page the PDF does not have is refused.
func KeepPages(pdf []byte, pages []int) ([]byte, error) {
	m := pageTree().FindSubmatchIndex(pdf)
	if m == nil {
		return nil, fmt.Errorf("printing: no page tree to cut")
	}
	kids := strings.Fields(string(pdf[m[2]:m[3]]))
	if len(kids)%3 != 0 {
		return nil, fmt.Errorf("printing: a page tree of %q", pdf[m[2]:m[3]])
	}
	var kept []string
	for _, p := range pages {
		if p < 1 || 3*p > len(kids) {
			return nil, fmt.Errorf("printing: page %d of a PDF of %d pages", p, len(kids)/3)
		}
		kept = append(kept, strings.Join(kids[3*(p-1):3*p], " "))
	}
	oldKids, oldCount := m[3]-m[2], m[5]-m[4]
	newKids := strings.Join(kept, " ")
	count := fmt.Sprint(len(pages))
	if len(newKids) > oldKids || len(count) > oldCount {
		return nil, fmt.Errorf("printing: more pages kept than the PDF has")
	}
	out := bytes.Clone(pdf)
	copy(out[m[2]:m[3]], newKids+strings.Repeat(" ", oldKids-len(newKids)))
	// "/Count 16" becomes "/Count 3 ": a space before the line break.
	copy(out[m[4]:m[5]+1], count+strings.Repeat(" ", oldCount-len(count))+"\n")
	return out, nil
}
