// Package assets holds the files embedded in the binary: fonts for printing,
// piece images and the application icon.
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
