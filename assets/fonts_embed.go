// Package assets holds the files embedded in the binary: the DejaVu fonts
// (whose chess glyphs draw the pieces) and the application icon at two
// sizes.
package assets

import _ "embed"

// The DejaVu Sans faces (Bitstream Vera licence, fonts/LICENSE-DejaVu.txt)
// are embedded because printed sheets need one font that covers Finnish,
// Estonian and Russian text as well as the chess figurines U+2654–U+265F,
// and the machine printing them may have none installed.
var (
	//go:embed fonts/DejaVuSans.ttf
	DejaVuSans []byte
	//go:embed fonts/DejaVuSans-Bold.ttf
	DejaVuSansBold []byte
)
