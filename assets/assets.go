package assets

import _ "embed"

// IconPNG is the application icon, a 512×512 PNG (see README.md for how it
// was drawn). It stays plain bytes so that this package does not pull the
// GUI toolkit into the printing code that shares it.
//
//go:embed icon.png
var IconPNG []byte
