package assets

import _ "embed"

// IconPNG is the application icon, a 512×512 PNG (see README.md for how it
// was drawn). It stays plain bytes so that this package does not pull the
// GUI toolkit into the printing code that shares it.
//
//go:embed icon.png
var IconPNG []byte

// WindowIconPNG is the icon at 128×128, for the window's title bar and
// task switcher: the window decodes its icon as it opens, and the
// 512×512 one cost a thirtieth of a second there.
//
//go:embed icon-128.png
var WindowIconPNG []byte
