package exchange

import (
	"arbiter/engine/rules"
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf16"

	"golang.org/x/text/encoding/charmap"
	xunicode "golang.org/x/text/encoding/unicode"
)

// A text that is not UTF-8 is read in the code page its names' letters
// fit, whatever the computer's locale: real-looking lists of Irish,
// Finnish, Estonian, Latvian, Lithuanian, Russian, Polish and Czech
// players, each saved in its Windows code page.
func TestDecodeTextTellsCodePagesApart(t *testing.T) {
	tests := []struct {
		name     string
		page     *charmap.Charmap
		encoding string
		text     string
	}{
		{"Irish, Latin-1", charmap.Windows1252, "Windows-1252 (Latin-1)",
			"Mac an tSaoi, Seán\nÓ Briain, Pádraig\nLaighlèis, Éamonn\nNí Bhriain, Siobhán\n"},
		{"one Irish name alone", charmap.Windows1252, "Windows-1252 (Latin-1)", "Laighlèis, Cathal\n"},
		{"Finnish", charmap.Windows1252, "Windows-1252 (Latin-1)",
			"Äijälä, Pekka\nKärkkäinen, Jyrki\nÅström, Göran\nSööt, Väinö\n"},
		{"Estonian", charmap.Windows1257, "Windows-1257", "Õunapuu, Tõnu\nŠmidt, Žanna\nMüür, Ülle\nKärner, Jüri\n"},
		{"Latvian", charmap.Windows1257, "Windows-1257", "Bērziņš, Jānis\nĶēniņa, Ļena\nŠirovs, Aleksejs\n"},
		{"Lithuanian", charmap.Windows1257, "Windows-1257", "Šulskis, Šarūnas\nŽilinskas, Ąžuolas\nČesnauskas, Vytautas\n"},
		{"Russian", charmap.Windows1251, "Windows-1251", "Иванов, Сергей\nКарпов, Анатолий\nЁлкина, Дарья\n"},
		{"Polish", charmap.Windows1250, "Windows-1250", "Wójcik, Łukasz\nŻółć, Grzegorz\nŚwięcicki, Michał\n"},
		{"Czech", charmap.Windows1250, "Windows-1250", "Dvořák, Tomáš\nČerný, Jiří\nNavrátil, Luboš\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, err := tt.page.NewEncoder().Bytes([]byte(tt.text))
			if err != nil {
				t.Fatal(err)
			}
			got, enc := decodeText(data)
			if string(got) != tt.text || enc != tt.encoding {
				t.Errorf("read as %s:\n%s\nwant %s:\n%s", enc, got, tt.encoding, tt.text)
			}
		})
	}
	for _, utf8 := range []string{"Laighlèis, Éamonn\n", "\xef\xbb\xbfMüür, Ülle\n", "Smith, John\n"} {
		if got, enc := decodeText([]byte(utf8)); enc != encodingUTF8 || string(got) != strings.TrimPrefix(utf8, "\xef\xbb\xbf") {
			t.Errorf("%q: read as %s %q", utf8, enc, got)
		}
	}
}

// A file saved as UTF-16 (either byte order, told by its byte-order mark)
// reads as golang.org/x/text's decoder reads it, whatever it holds: names
// beyond the Basic Multilingual Plane, surrogates alone or in the wrong
// order, an odd last byte, a second byte-order mark kept as text.
func TestDecodeUTF16AsXText(t *testing.T) {
	units := []uint16{'A', 'a', ' ', '\n', 0xe4, 0x161, 0x416, 0xfeff, 0xfffd, 0xd83d, 0xde00, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0}
	texts := [][]byte{{}, {0x41}, {0xd8, 0x3d}, {0xd8, 0x3d, 0xde}, {0xdc, 0x00, 0xdc, 0x00}}
	rng := rand.New(rand.NewPCG(7, 11))
	for range 5000 {
		var b []byte
		for range rng.IntN(12) {
			u := units[rng.IntN(len(units))]
			b = append(b, byte(u>>8), byte(u))
		}
		if rng.IntN(4) == 0 {
			b = append(b, byte(rng.IntN(256)))
		}
		texts = append(texts, b)
	}
	for _, text := range texts {
		for _, bom := range [][]byte{{0xfe, 0xff}, {0xff, 0xfe}} {
			data := append(bytes.Clone(bom), text...)
			if bom[0] == 0xff { // little-endian: each unit's bytes turned
				for i := 2; i+1 < len(data); i += 2 {
					data[i], data[i+1] = data[i+1], data[i]
				}
			}
			want, err := xunicode.UTF16(xunicode.BigEndian, xunicode.ExpectBOM).NewDecoder().Bytes(data)
			if err != nil {
				t.Fatalf("% x: x/text: %v", data, err)
			}
			if got, enc := decodeText(data); enc != encodingUTF16 || !bytes.Equal(got, want) {
				t.Fatalf("% x: read as %s %q, x/text %q", data, enc, got, want)
			}
		}
	}
}

// The TRF and CSV imports name the code page they assumed among their
// notes, and say nothing of UTF-8.
func TestImportsNameTheEncoding(t *testing.T) {
	trf := trfText("012 Galway Open", "092 Round robin", "XXR 1",
		trfPlayer(1, "Laighlèis, Cathal", 1800, "IRL", "", "", 1, "   2 w 1"),
		trfPlayer(2, "Ó Briain, Seán", 1700, "IRL", "", "", 0, "   1 b 0"))
	latin1, err := charmap.Windows1252.NewEncoder().Bytes(trf)
	if err != nil {
		t.Fatal(err)
	}
	rep := readAs(t, ReadTRFReport, latin1)
	if got := rep.Event.Players[0].FamilyName; got != "Laighlèis" {
		t.Errorf("family name %q, want Laighlèis", got)
	}
	if len(rep.Notes) != 1 || rep.Notes[0].Key != "event.import.encoding" || rep.Notes[0].Args["encoding"] != "Windows-1252 (Latin-1)" {
		t.Errorf("notes %v, want the encoding named", rep.Notes)
	}
	if rep, err := ReadTRFReport(trf); err != nil || len(rep.Notes) != 0 {
		t.Errorf("UTF-8: notes %v, %v", rep.Notes, err)
	}
	ps, notes, err := readPlayersTRF(bytes.NewReader(latin1))
	if err != nil || ps[0].FamilyName != "Laighlèis" || len(notes) != 1 || notes[0].Key != "event.import.encoding" {
		t.Errorf("TRF player list: %v, notes %v, %v", ps, notes, err)
	}
	csv, _ := charmap.Windows1257.NewEncoder().Bytes([]byte("Nimi;Klubi\nÕunapuu, Tõnu;Tallinna Kalev\nŠmidt, Žanna;Tartu\n"))
	_, notes, err = ReadPlayersCSV(strings.NewReader(string(csv)), rules.Standard)
	if err != nil || len(notes) != 1 || notes[0].Args["encoding"] != "Windows-1257" {
		t.Errorf("CSV notes %v, %v", notes, err)
	}
	// A UTF-16 file is told by its byte-order mark, not by its names'
	// letters, and its note says so.
	rep = readAs(t, ReadTRFReport, utf16LE(string(trf)))
	if len(rep.Notes) != 1 || rep.Notes[0].Key != "event.import.utf16" || rep.Event.Players[1].FamilyName != "Ó Briain" {
		t.Errorf("UTF-16 TRF: notes %v, players %v", rep.Notes, rep.Event.Players)
	}
	_, notes, err = ReadPlayersCSV(bytes.NewReader(utf16LE("Nimi;Klubi\nÕunapuu, Tõnu;Tallinna Kalev\n")), rules.Standard)
	if err != nil || len(notes) != 1 || notes[0].Key != "event.import.utf16" {
		t.Errorf("UTF-16 CSV notes %v, %v", notes, err)
	}
}

// utf16LE is text as a spreadsheet saves it in "Unicode text": UTF-16,
// little-endian, after its byte-order mark.
func utf16LE(text string) []byte {
	b := []byte{0xff, 0xfe}
	for _, u := range utf16.Encode([]rune(text)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}
