package fpdf

import "sync"

// UTF8Font is a TrueType font parsed once, to be added to any number of
// documents (AddUTF8FontParsed), made one after another or at once on
// several goroutines: parsing it took about as long as making a small
// document. Nothing of it changes once parsed; each document keeps its
// own record of the characters it uses and cuts its own subset.
type UTF8Font struct {
	file *utf8FontFile
	mu   sync.Mutex
	ids  map[string]string // the font's identifier under each font key (generateFontID)
}

// ParseUTF8Font parses a TrueType font's bytes, which must not change
// while the font is used.
func ParseUTF8Font(utf8Bytes []byte) (*UTF8Font, error) {
	file := newUTF8Font(&fileReader{array: utf8Bytes})
	if err := file.parseFile(); err != nil {
		return nil, err
	}
	return &UTF8Font{file: file, ids: map[string]string{}}, nil
}

// AddUTF8FontParsed adds a parsed font under a family and style, as
// AddUTF8FontFromBytes does its bytes, the document the same.
func (f *Fpdf) AddUTF8FontParsed(familyStr, styleStr string, font *UTF8Font) {
	if f.err != nil {
		return
	}
	fontkey := getFontKey(fontFamilyEscape(familyStr), styleStr)
	if _, ok := f.fonts[fontkey]; ok {
		return
	}
	f.fonts[fontkey] = font.def(f, fontkey)
}

// def is the font's definition in document f under fontkey. Its
// identifier, a hash of the definition with every character's width, is
// made once for each key.
func (font *UTF8Font) def(f *Fpdf, fontkey string) fontDefType {
	def := f.utf8FontDef(fontkey, font.file)
	font.mu.Lock()
	defer font.mu.Unlock()
	id, ok := font.ids[fontkey]
	if !ok {
		id, _ = generateFontID(def)
		font.ids[fontkey] = id
	}
	def.i = id
	return def
}

// utf8FontDef is the definition of a parsed UTF-8 font under fontkey in
// document f, without its identifier. The characters' widths are the
// parsed font's, read only.
func (f *Fpdf) utf8FontDef(fontkey string, utf8File *utf8FontFile) fontDefType {
	// The characters every subset holds: with a page-count alias, the
	// digits that replace it are among them.
	subset := 57
	if f.aliasNbPagesStr != "" {
		subset = 32
	}
	return fontDefType{
		Tp:   "UTF8",
		Name: fontkey,
		Desc: FontDescType{
			Ascent:       int(utf8File.Ascent),
			Descent:      int(utf8File.Descent),
			CapHeight:    utf8File.CapHeight,
			Flags:        utf8File.Flags,
			FontBBox:     utf8File.Bbox,
			ItalicAngle:  utf8File.ItalicAngle,
			StemV:        utf8File.StemV,
			MissingWidth: round(utf8File.DefaultWidth),
		},
		Up:        int(round(utf8File.UnderlinePosition)),
		Ut:        round(utf8File.UnderlineThickness),
		Cw:        utf8File.CharWidths,
		utf8File:  utf8File,
		usedRunes: makeSubsetRange(subset),
	}
}

// cutter is a reader of the font's bytes of its own, for cutting a
// subset (GenerateCutFont), which moves the reader and keeps what it
// finds. The tables, characters and glyphs it cuts from are read once
// for the font, the same for every subset.
func (utf *utf8FontFile) cutter() *utf8FontFile {
	utf.cutOnce.Do(func() { utf.cut = readCutBase(utf.fileReader.array) })
	c := newUTF8Font(&fileReader{array: utf.fileReader.array})
	c.cutFrom = utf.cut
	return c
}

// readCutBase reads what every subset of a font is cut from.
func readCutBase(data []byte) *cutBase {
	r := newUTF8Font(&fileReader{array: data})
	r.skip(4)
	r.generateTableDescriptions()
	r.SeekTable("head")
	r.skip(50)
	locaFormat := r.readUint16()
	r.SeekTable("hhea")
	r.skip(34)
	metricsCount := r.readUint16()
	r.SeekTable("maxp")
	r.skip(4)
	numSymbols := r.readUint16()
	base := &cutBase{tables: r.tableDescriptions, locaFormat: locaFormat, metricsCount: metricsCount, numSymbols: numSymbols}
	if r.generateCMAP() == nil {
		return base
	}
	r.parseLOCATable(locaFormat, numSymbols)
	base.charSymbol, base.symbolPosition = r.charSymbolDictionary, r.symbolPosition
	return base
}
