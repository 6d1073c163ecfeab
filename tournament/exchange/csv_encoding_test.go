package exchange

import (
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// Lists saved by spreadsheets in a Windows code page or in UTF-16 read as
// the names they hold.
func TestReadPlayersCSVEncodings(t *testing.T) {
	encode := func(e interface{ String(string) (string, error) }, s string) []byte {
		out, err := e.String(s)
		if err != nil {
			t.Fatal(err)
		}
		return []byte(out)
	}
	tests := []struct {
		name  string
		data  []byte
		names []string
	}{
		{"Windows-1257, Latvian", encode(charmap.Windows1257.NewEncoder(), "Name;Club\nJānis Bērziņš;Rīgas ŠK\nĻena Ķēniņa;Liepāja\n"),
			[]string{"Jānis Bērziņš", "Ļena Ķēniņa"}},
		{"Windows-1257, Estonian", encode(charmap.Windows1257.NewEncoder(), "Nimi;Klubi\nTõnu Õunapuu;Tallinna Kalev\nŽanna Šmidt;Tartu\n"),
			[]string{"Tõnu Õunapuu", "Žanna Šmidt"}},
		{"Windows-1252, Finnish", encode(charmap.Windows1252.NewEncoder(), "Nimi;Seura\nPekka Äijälä;Åbo Schackklubb\nJosé Müller;HShK\n"),
			[]string{"Pekka Äijälä", "José Müller"}},
		{"UTF-16LE", encode(unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder(), "Name,Club\nJānis Bērziņš,Rīga\n"),
			[]string{"Jānis Bērziņš"}},
		{"UTF-16BE", encode(unicode.UTF16(unicode.BigEndian, unicode.UseBOM).NewEncoder(), "Name\tClub\nÜlle Müür\tPärnu\n"),
			[]string{"Ülle Müür"}},
		{"UTF-8 with BOM", []byte("\xef\xbb\xbfName\nJüri Saar\n"), []string{"Jüri Saar"}},
	}
	for _, tt := range tests {
		ps, _, err := ReadPlayersCSV(strings.NewReader(string(tt.data)))
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		var got []string
		for _, p := range ps {
			got = append(got, p.Name)
		}
		if strings.Join(got, "|") != strings.Join(tt.names, "|") {
			t.Errorf("%s: read %q, want %q", tt.name, got, tt.names)
		}
	}
}
