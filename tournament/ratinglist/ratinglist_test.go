package ratinglist

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/encoding/charmap"

	"arbiter/engine"
	"arbiter/i18n"
	fl "arbiter/internal/testfidelist"
	"arbiter/internal/testform"
)

// samplePlayers are written in both FIDE layouts by the tests; the names
// carry letters beyond ASCII so that a column counted in bytes would shift.
var samplePlayers = []fl.Player{
	{ID: "4500121", Name: "Tõnisson, Kalle", Fed: "EST", Sex: "M", Tit: "FM", Std: 2301, SGm: 9, SK: 20,
		Rapid: 2250, RK: 20, Blitz: 2199, BK: 20, Born: 1984},
	{ID: "503150", Name: "Virtanen, Anna-Liisa", Fed: "FIN", Sex: "F", Tit: "", WTit: "WIM", Std: 2150, SGm: 0, SK: 40,
		Born: 2009, Flag: "w"},
	{ID: "1503014", Name: "Carlsen, Magnus", Fed: "NOR", Sex: "M", Tit: "GM", OTit: "FT", Std: 2823, SK: 10,
		Rapid: 2801, RGm: 12, RK: 10, Blitz: 2860, BK: 10, Born: 1990},
	{ID: "13300474", Name: "Ødegård, Øystein", Fed: "NOR", Sex: "M", Tit: "g", Std: 2400, SK: 10, Born: 1970, Flag: "i"},
	{ID: "4100018", Name: "Müller, Jürgen", Fed: "GER", Sex: "M", Std: 0, Born: 0},
}

// wantSample is what the lists must hold for samplePlayers.
func wantSample(list string) []Entry {
	return []Entry{
		{FIDEID: "4500121", FamilyName: "Tõnisson", GivenNames: "Kalle", Federation: "EST", Sex: "m", Title: "FM",
			Rating: 2301, Games: 9, K: 20, Rapid: 2250, Blitz: 2199, BirthYear: 1984, List: list},
		{FIDEID: "503150", FamilyName: "Virtanen", GivenNames: "Anna-Liisa", Federation: "FIN", Sex: "w", Title: "WIM",
			Rating: 2150, K: 40, BirthYear: 2009, List: list},
		{FIDEID: "1503014", FamilyName: "Carlsen", GivenNames: "Magnus", Federation: "NOR", Sex: "m", Title: "GM",
			Rating: 2823, K: 10, Rapid: 2801, Blitz: 2860, BirthYear: 1990, List: list},
		{FIDEID: "13300474", FamilyName: "Ødegård", GivenNames: "Øystein", Federation: "NOR", Sex: "m", Title: "GM",
			Rating: 2400, K: 10, BirthYear: 1970, Inactive: true, List: list},
		{FIDEID: "4100018", FamilyName: "Müller", GivenNames: "Jürgen", Federation: "GER", Sex: "m", List: list},
	}
}

// openLists opens the rating lists of a folder of the test's own,
// closed when the test ends, and returns them and the folder.
func openLists(t testing.TB) (*Lists, string) {
	t.Helper()
	dir := t.TempDir()
	l := Open(filepath.Join(dir, "lists"))
	t.Cleanup(func() { l.Close() })
	return l, dir
}

func writeFile(t testing.TB, path string, write func(f *os.File) error) string {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := write(f); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// writeText writes a file of text and returns its path.
func writeText(t *testing.T, path, text string) string {
	t.Helper()
	return writeFile(t, path, func(f *os.File) error { _, err := f.WriteString(text); return err })
}

func zipped(t *testing.T, path, member string, data []byte) string {
	return writeFile(t, path, func(f *os.File) error {
		zw := zip.NewWriter(f)
		w, err := zw.Create(member)
		if err != nil {
			return err
		}
		if _, err := w.Write(data); err != nil {
			return err
		}
		return zw.Close()
	})
}

// all returns every entry of a list by id order of the file.
func all(t *testing.T, l *Lists, ids []string, list string) []Entry {
	t.Helper()
	var out []Entry
	for _, id := range ids {
		e, ok, err := l.ByFIDEID(id, list)
		if err != nil || !ok {
			t.Fatalf("FIDE id %s in %s: found %v, %v", id, list, ok, err)
		}
		out = append(out, bare(e))
	}
	return out
}

// bare is an entry as the tests write one: without the lists it was
// merged from and what they give.
func bare(e Entry) Entry {
	e.Lists, e.gives = nil, 0
	return e
}

func TestImportReadsBothFIDELayoutsZippedOrNot(t *testing.T) {
	dir := t.TempDir()
	var txt, xml bytes.Buffer
	if err := fl.WriteTXT(&txt, fl.Slice(samplePlayers)); err != nil {
		t.Fatal(err)
	}
	if err := fl.WriteXML(&xml, fl.Slice(samplePlayers)); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"txt":     writeFile(t, filepath.Join(dir, "players_list_foa.txt"), func(f *os.File) error { _, err := f.Write(txt.Bytes()); return err }),
		"xml":     writeFile(t, filepath.Join(dir, "players_list_xml.xml"), func(f *os.File) error { _, err := f.Write(xml.Bytes()); return err }),
		"txt-zip": zipped(t, filepath.Join(dir, "players_list.zip"), "players_list_foa.txt", txt.Bytes()),
		"xml-zip": zipped(t, filepath.Join(dir, "players_list_xml.zip"), "players_list_xml_foa.xml", xml.Bytes()),
	}
	formats := map[string]string{"txt": "fide-txt", "xml": "fide-xml", "txt-zip": "fide-txt", "xml-zip": "fide-xml"}
	var ids []string
	for _, p := range samplePlayers {
		ids = append(ids, p.ID)
	}
	for name, path := range files {
		t.Run(name, func(t *testing.T) {
			// Lists of their own: one list in two files is refused.
			l := Open(filepath.Join(dir, "lists-"+name))
			defer l.Close()
			res, err := l.Import(path, Options{Name: name, Date: "2026-11-01"})
			if err != nil {
				t.Fatal(err)
			}
			if res.Info.Players != len(samplePlayers) || res.Info.Format != formats[name] || res.Info.Date != "2026-11-01" {
				t.Errorf("info = %+v", res.Info)
			}
			if got, want := all(t, l, ids, name), wantSample(name); !reflect.DeepEqual(got, want) {
				t.Errorf("entries\n got %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestTXTIsReadByCharactersInEitherEncoding(t *testing.T) {
	importLatin1(t, t.TempDir(), "list.txt", latin1Sample(t, fl.WriteTXT))
}

// latin1Sample is the sample list as write writes it, in Latin-1
// (Windows-1252), with Tõnisson written Tonisson.
func latin1Sample(t *testing.T, write func(io.Writer, fl.Players) error) []byte {
	t.Helper()
	var list bytes.Buffer
	if err := write(&list, fl.Slice(samplePlayers)); err != nil {
		t.Fatal(err)
	}
	latin, err := charmap.Windows1252.NewEncoder().Bytes(bytes.ReplaceAll(list.Bytes(), []byte("Tõnisson"), []byte("Tonisson")))
	if err != nil {
		t.Fatal(err)
	}
	return latin
}

// importLatin1 imports the sample list written in Latin-1 as file name of
// dir, checks that its Danish grandmaster is read whole, and returns what
// the import said.
func importLatin1(t *testing.T, dir, name string, latin []byte) Result {
	t.Helper()
	path := writeFile(t, filepath.Join(dir, name), func(f *os.File) error { _, err := f.Write(latin); return err })
	l := Open(dir)
	defer l.Close()
	res, err := l.Import(path, Options{Name: "latin", Date: "2026-11-01"})
	if err != nil {
		t.Fatal(err)
	}
	e, ok, err := l.ByFIDEID("13300474", "latin")
	if err != nil || !ok || e.FamilyName != "Ødegård" || e.Rating != 2400 || e.Title != "GM" {
		t.Errorf("got %+v %v %v", e, ok, err)
	}
	return res
}

// An XML list saved in Latin-1 (a declaration's ISO-8859-1, or none) is
// read as the TXT list is: its accented names were no UTF-8, each such
// player was left out, and a list of them alone said it held no players.
func TestXMLInLatin1IsReadAsTheTXTIs(t *testing.T) {
	dir := t.TempDir()
	latin := latin1Sample(t, fl.WriteXML)
	latin = append([]byte(`<?xml version="1.0" encoding="ISO-8859-1"?>`+"\n"), latin...)
	if res := importLatin1(t, dir, "list.xml", latin); res.Info.Players != len(samplePlayers) || len(res.Notes) > 0 {
		t.Errorf("%d players of %d read, notes %v", res.Info.Players, len(samplePlayers), res.Notes)
	}
}

// A list whose every player is left out says why, not that it holds no
// players.
func TestListOfPlayersAllLeftOutSaysWhy(t *testing.T) {
	dir := t.TempDir()
	var txt bytes.Buffer
	if err := fl.WriteTXT(&txt, fl.Slice(samplePlayers[:1])); err != nil {
		t.Fatal(err)
	}
	bell := bytes.ReplaceAll(txt.Bytes(), []byte("Kalle"), []byte("Kal\x07e"))
	path := writeFile(t, filepath.Join(dir, "list.txt"), func(f *os.File) error { _, err := f.Write(bell); return err })
	l := Open(dir)
	defer l.Close()
	_, err := l.Import(path, Options{Name: "bell"})
	var m *engine.Message
	if !errors.As(err, &m) || m.Key != "ratinglist.err.all-left-out" {
		t.Fatalf("error %v, want ratinglist.err.all-left-out", err)
	}
	if got := i18n.For(i18n.English).Error(err); !strings.Contains(got, "one player could not be kept") || !strings.Contains(got, "4500121") {
		t.Errorf("the refusal says %q: want the one player and his id", got)
	}
}

func TestFindFoldsAccentsAndMatchesEveryWordOrAnID(t *testing.T) {
	l, dir := openLists(t)
	importTXT(t, l, dir, "players_list_foa.txt", fl.Slice(samplePlayers), Options{})
	tests := []struct {
		query string
		want  []string // FIDE ids
	}{
		{"tonisson", []string{"4500121"}},
		{"TÕN", []string{"4500121"}},
		{"kal ton", []string{"4500121"}},
		{"ton anna", nil},
		{"liisa", []string{"503150"}},
		{"anna-liisa virt", []string{"503150"}},
		{"odegard", []string{"13300474"}},
		{"oyst", []string{"13300474"}},
		{"muller", []string{"4100018"}},
		{"1503014", []string{"1503014"}},
		{"150301", nil},
		{"", nil},
		{"zzz", nil},
	}
	for _, tt := range tests {
		got, err := l.Find(tt.query, "", 20)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, e := range got {
			ids = append(ids, e.FIDEID)
			if e.List != "FIDE" {
				t.Errorf("%q: list %q", tt.query, e.List)
			}
		}
		if !reflect.DeepEqual(ids, tt.want) {
			t.Errorf("Find(%q) = %v, want %v", tt.query, ids, tt.want)
		}
	}
}

func TestNationalCSVListMapsItsColumnsOnceAndListsTheSkipped(t *testing.T) {
	l, dir := openLists(t)
	first := "Jäsennumero;Sukunimi;Etunimi;Seura;Vahvuusluku;Syntymäaika;FIDE ID;Luku2\n" +
		"1234;Tõnisson;Kalle;SK Tallinn;2210;15.6.1984;4500121;x\n" +
		"77;Virtanen;Anna;HSK;1650;2009;;y\n" +
		"88;Mäki;Olli;HSK;1500;0000;;z\n" // 0000: the year not known
	path := writeText(t, filepath.Join(dir, "ssl.csv"), first)
	res, err := l.Import(path, Options{Name: "SSL", Date: "2026-10-01", Columns: map[string]string{"luku2": ""}})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(res.Skipped, []string{"Luku2"}) || res.Info.Players != 3 {
		t.Errorf("result %+v", res)
	}
	if e, ok, err := l.ByNationalID("88", "SSL"); err != nil || !ok || e.BirthYear != 0 || e.BirthDate != "" {
		t.Errorf("born 0000: %+v %v %v, want no birth year", e, ok, err)
	}
	e, ok, err := l.ByNationalID("1234", "SSL")
	want := Entry{FIDEID: "4500121", NationalID: "1234", FamilyName: "Tõnisson", GivenNames: "Kalle", Club: "SK Tallinn",
		Rating: 2210, BirthYear: 1984, BirthDate: "1984-06-15", List: "SSL"}
	if err != nil || !ok || !reflect.DeepEqual(bare(e), want) {
		t.Errorf("got %+v %v %v\nwant %+v", e, ok, err, want)
	}
	// Next month's file has a header of its own words: the mapping kept
	// from the first import reads it.
	second := "Nro;Nimi;Kerho;Luku\n1234;Tõnisson, Kalle;SK Tallinn;2230\n"
	path = writeText(t, filepath.Join(dir, "ssl2.csv"), second)
	if _, err := l.Import(path, Options{Name: "SSL", Date: "2026-11-01", Columns: map[string]string{"Nro": "natid", "Luku": "rating"}}); err != nil {
		t.Fatal(err)
	}
	third := "Nro;Nimi;Kerho;Luku\n1234;Tõnisson, Kalle;SK Tallinn;2240\n"
	path = writeText(t, filepath.Join(dir, "ssl3.csv"), third)
	if _, err := l.Import(path, Options{Name: "SSL", Date: "2026-12-01"}); err != nil {
		t.Fatal(err)
	}
	if e, ok, err := l.ByNationalID("1234", "SSL"); err != nil || !ok || e.Rating != 2240 {
		t.Errorf("after the kept mapping: %+v %v %v", e, ok, err)
	}
}

func TestImportRefusesBadInputAndKeepsTheOldList(t *testing.T) {
	l, dir := openLists(t)
	importTXT(t, l, dir, "players_list_foa.txt", fl.Slice(samplePlayers), Options{})
	tests := []struct {
		name, data string
		players    []fl.Player
		opt        Options
		key        string
	}{
		{"an id with a letter", "", []fl.Player{samplePlayers[0], {ID: "12x", Name: "Bad, Id"}}, Options{}, "ratinglist.err.id"},
		{"an unknown title", "", []fl.Player{{ID: "12", Name: "Bad, Title", Tit: "XX"}}, Options{}, "ratinglist.err.title"},
		{"a rating that is no number", "", []fl.Player{{ID: "12", Name: "Bad, Rating", FOA: "AGM", OTit: "SI,FI,LSI,SLI,NAAFM"}}, Options{}, "ratinglist.err.number"},
		{"a TXT without FIDE's header", "Id Name\n1 A\n", nil, Options{}, "ratinglist.err.csv.noname"},
		{"XML without players list", "<html></html>", nil, Options{}, "ratinglist.err.xml"},
		{"a CSV without a name", "Rating\n2000\n", nil, Options{}, "ratinglist.err.csv.noname"},
		{"a CSV without players", "Name\n", nil, Options{}, "ratinglist.err.empty"},
		{"a bad date", "Name\nA\n", nil, Options{Date: "1.11.2026"}, "ratinglist.err.date"},
		{"a name that is a path", "Name\nA\n", nil, Options{Name: "../x"}, "ratinglist.err.name"},
		{"a field that does not exist", "Name;X\nA;1\n", nil, Options{Columns: map[string]string{"X": "shoe"}}, "ratinglist.err.field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, "bad.txt")
			if tt.data == "" {
				writeFile(t, path, func(f *os.File) error { return fl.WriteTXT(f, fl.Slice(tt.players)) })
			} else {
				writeText(t, path, tt.data)
			}
			opt := tt.opt
			if opt.Name == "" {
				opt.Name = "FIDE"
			}
			_, err := l.Import(path, opt)
			if testform.KeyOf(err) != tt.key {
				t.Fatalf("err = %v, want %s", err, tt.key)
			}
			if e, ok, err := l.ByFIDEID("1503014", "FIDE"); err != nil || !ok || e.Rating != 2823 {
				t.Errorf("the old list is gone: %+v %v %v", e, ok, err)
			}
		})
	}
	infos, err := l.All()
	if err != nil || len(infos) != 1 {
		t.Errorf("lists after refusals: %+v %v", infos, err)
	}
}

func TestByFIDEIDTakesTheNewestListHoldingTheID(t *testing.T) {
	l, dir := openLists(t)
	older := append([]fl.Player(nil), samplePlayers...)
	newer := append([]fl.Player(nil), samplePlayers[:3]...)
	newer[2].Std = 2830
	for _, f := range []struct {
		name, date string
		players    []fl.Player
	}{{"old", "2026-10-01", older}, {"new", "2026-11-01", newer}} {
		importTXT(t, l, dir, f.name+".txt", fl.Slice(f.players), Options{Name: f.name, Date: f.date})
	}
	if e, ok, _ := l.ByFIDEID("1503014", ""); !ok || e.Rating != 2830 || e.List != "new" {
		t.Errorf("newest: %+v", e)
	}
	if e, ok, _ := l.ByFIDEID("4100018", ""); !ok || e.List != "old" {
		t.Errorf("only in the older list: %+v", e)
	}
}

func TestXMLReadsEmptyElementsEntitiesAndADeclaration(t *testing.T) {
	dir := t.TempDir()
	xml := `<?xml version="1.0" encoding="UTF-8"?>
<playerslist><player><fideid>77</fideid><name>O&apos;Brien &amp; Co, Seán</name><country>IRL</country><sex>M</sex>` +
		`<title/><w_title></w_title><rating>2011</rating><birthday>1999</birthday><flag/></player></playerslist>`
	path := writeText(t, filepath.Join(dir, "players_list_xml.xml"), xml)
	l := Open(filepath.Join(dir, "lists"))
	defer l.Close()
	// Without a rapid or blitz rating the XML is a list of one period,
	// which its name does not say.
	if _, err := l.Import(path, Options{}); testform.KeyOf(err) != "ratinglist.err.period" {
		t.Fatalf("no period: %v", err)
	}
	if _, err := l.Import(path, Options{Name: "FIDE", Period: Standard}); err != nil {
		t.Fatal(err)
	}
	e, ok, err := l.ByFIDEID("77", "")
	want := Entry{FIDEID: "77", FamilyName: "O'Brien & Co", GivenNames: "Seán", Federation: "IRL", Sex: "m", Rating: 2011, BirthYear: 1999, List: "FIDE"}
	if err != nil || !ok || !reflect.DeepEqual(bare(e), want) {
		t.Errorf("got %+v %v %v", e, ok, err)
	}
	if found, _ := l.Find("brien sean", "", 5); len(found) != 1 {
		t.Errorf("brien sean: %+v", found)
	}
}

func TestCSVColumnsProposesTheKeptMappingElseTheHeaderWords(t *testing.T) {
	l, dir := openLists(t)
	path := writeText(t, filepath.Join(dir, "ssl.csv"), "Nimi;Seura;Luku;Selo;Kenkä\nTõnisson, Kalle;SK;1;2210;42\n")
	got, err := l.CSVColumns(path, "SSL")
	want := []Column{{"Nimi", "name"}, {"Seura", "club"}, {"Luku", ""}, {"Selo", "rating"}, {"Kenkä", ""}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("before an import: %+v %v", got, err)
	}
	// The arbiter reads Luku as the national id and skips Selo.
	if _, err := l.Import(path, Options{Name: "SSL", Columns: map[string]string{"Nimi": "name", "Seura": "club", "Luku": "natid", "Selo": "", "Kenkä": ""}}); err != nil {
		t.Fatal(err)
	}
	got, err = l.CSVColumns(path, "SSL")
	want = []Column{{"Nimi", "name"}, {"Seura", "club"}, {"Luku", "natid"}, {"Selo", ""}, {"Kenkä", ""}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("after an import: %+v %v", got, err)
	}
	if e, ok, _ := l.ByNationalID("1", "SSL"); !ok || e.Rating != 0 || e.Club != "SK" {
		t.Errorf("read as mapped: %+v", e)
	}
}

func TestListsLiveInAFolderWhoseNameSQLiteWouldReadAsURI(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Shakki #1 100%")
	l := Open(dir)
	defer l.Close()
	importTXT(t, l, t.TempDir(), "players_list_foa.txt", fl.Slice(samplePlayers), Options{})
	if found, err := l.Find("carlsen", "", 5); err != nil || len(found) != 1 {
		t.Errorf("%+v %v", found, err)
	}
}

func TestASearchSeesAListAnotherProgramImportedAgain(t *testing.T) {
	dir := t.TempDir()
	window, cli := Open(filepath.Join(dir, "lists")), Open(filepath.Join(dir, "lists"))
	defer window.Close()
	defer cli.Close()
	importTXT(t, cli, dir, "oct.txt", fl.Slice(samplePlayers), Options{})
	if e, ok, err := window.ByFIDEID("1503014", "FIDE"); err != nil || !ok || e.Rating != 2823 {
		t.Fatalf("October: %+v %v %v", e, ok, err)
	}
	newer := append([]fl.Player(nil), samplePlayers...)
	newer[2].Std = 2840
	importTXT(t, cli, dir, "nov.txt", fl.Slice(newer), Options{})
	if e, ok, err := window.ByFIDEID("1503014", "FIDE"); err != nil || !ok || e.Rating != 2840 {
		t.Errorf("November, read by the other handle: %+v %v %v", e, ok, err)
	}
}

// A search lists those whose family name it begins before those found by
// a given name: "anni" listed Anni Aaltonen before Pekka Annila, her
// given name coming first in the index.
func TestFindRanksFamilyNamesFirst(t *testing.T) {
	players := []fl.Player{
		{ID: "501001", Name: "Aaltonen, Anni", Fed: "FIN", Sex: "F", Std: 1800, SK: 20, Born: 1990},
		{ID: "501002", Name: "Annila, Pekka", Fed: "FIN", Sex: "M", Std: 1900, SK: 20, Born: 1980},
		{ID: "501003", Name: "Berg, Annika", Fed: "FIN", Sex: "F", Std: 1700, SK: 20, Born: 2000},
		{ID: "501004", Name: "Annist, Mari", Fed: "EST", Sex: "F", Std: 1750, SK: 20, Born: 1995},
	}
	l, dir := openLists(t)
	importTXT(t, l, dir, "players_list_foa.txt", fl.Slice(players), Options{})
	for _, tc := range []struct {
		query string
		limit int
		want  []string
	}{
		{"anni", 20, []string{"Annila", "Annist", "Aaltonen", "Berg"}},
		{"anni", 2, []string{"Annila", "Annist"}},
		{"anni aal", 20, []string{"Aaltonen"}},
	} {
		got, err := l.Find(tc.query, "", tc.limit)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, e := range got {
			names = append(names, e.FamilyName)
		}
		if !reflect.DeepEqual(names, tc.want) {
			t.Errorf("%q (at most %d): %v, want %v", tc.query, tc.limit, names, tc.want)
		}
	}
}

// A national list with a name column beside a given-names column and none
// for the family name ("Nimi;Eesnimi") keeps the family name of each
// entry, where it once kept the given names alone.
func TestNationalCSVListWithANameAndAGivenNameColumnKeepsTheFamilyName(t *testing.T) {
	l, dir := openLists(t)
	path := writeText(t, filepath.Join(dir, "esf.csv"), "Kood;Nimi;Eesnimi;Reiting\n77;Järv;Oskar;1995\n78;Kati Õun;Kati;1590\n")
	if _, err := l.Import(path, Options{Name: "ESF", Date: "2026-10-01"}); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string][2]string{"77": {"Järv", "Oskar"}, "78": {"Õun", "Kati"}} {
		e, ok, err := l.ByNationalID(id, "ESF")
		if err != nil || !ok || e.FamilyName != want[0] || e.GivenNames != want[1] {
			t.Errorf("entry %s: family %q, given %q (%v %v), want %q, %q", id, e.FamilyName, e.GivenNames, ok, err, want[0], want[1])
		}
	}
}

// A list whose file names no month (a national CSV list, FIDE's combined
// list or its XML), imported without a date, is dated by the day its file
// was last changed, and the import says so, in every language: it gave
// that date as the list's own. Given a date, or a file naming its month,
// nothing is said.
func TestListDatedByItsFilesDaySaysSo(t *testing.T) {
	l, dir := openLists(t)
	path := writeText(t, filepath.Join(dir, "ssl.csv"), "Nro;Sukunimi;Etunimi;Vahvuusluku\n1;Virtanen;Anna;1650\n")
	day := time.Date(2026, 3, 15, 12, 0, 0, 0, time.Local)
	if err := os.Chtimes(path, day, day); err != nil {
		t.Fatal(err)
	}
	res, err := l.Import(path, Options{Name: "SSL"})
	if err != nil {
		t.Fatal(err)
	}
	want := *engine.NewMessage("ratinglist.note.date-of-file", "date", "2026-03-15")
	if res.Info.Date != "2026-03-15" || !slices.ContainsFunc(res.Notes, func(n engine.Message) bool { return reflect.DeepEqual(n, want) }) {
		t.Fatalf("dated %s, notes %v: want 2026-03-15 and %v", res.Info.Date, res.Notes, want)
	}
	for _, lang := range i18n.Complete {
		if s := i18n.For(lang).Message(want); !strings.Contains(s, "2026-03-15") || strings.Contains(s, "ratinglist.") {
			t.Errorf("%s: %q", lang, s)
		}
	}
	res, err = l.Import(writeText(t, filepath.Join(dir, "ssl2.csv"), "Nro;Sukunimi;Etunimi;Vahvuusluku\n1;Virtanen;Anna;1660\n"), Options{Name: "SSL", Date: "2026-04-01"})
	if err != nil || len(res.Notes) != 0 {
		t.Errorf("dated by the arbiter: notes %v, %v", res.Notes, err)
	}
}

// FIDE's lists before September 2012 wrote two columns under one word of
// their header ("TitlFed", "GamesBorn"), had no Sex column (a woman's flag
// is "w" or "wi") and wrote titles as TRF does ("wf", "m"); national
// federations still write their lists in that layout for Swiss-Manager
// (the Irish Chess Union's, with the player's club after the flag, which
// is no flag: "U Limerick" is not an inactive woman). Such
// a list was refused at its first player: the rating column ran on to
// the flag, "2005    0" no number.
func TestTXTInThePre2012LayoutIsRead(t *testing.T) {
	dir := t.TempDir()
	list := "ID number Name                              TitlFed  Sep11 GamesBorn  Flag\r\n" +
		"12508608  Abbasi, Erkki                         IRI  1925    0\r\n" +
		" 7900139  Aalto, Meeri                      wf  ALG  2005    0        wi\r\n" +
		" 2500388  Kask, Liisa                           IRL  2012   11  1963  w\r\n" +
		" 2500035  Orav, Mart J L                    m   IRL  2260    0  1955  U Limerick\r\n"
	path := writeFile(t, filepath.Join(dir, "sep11frl.txt"), func(f *os.File) error { _, err := f.WriteString(list); return err })
	l := Open(dir)
	defer l.Close()
	if _, err := l.Import(path, Options{Name: "old", Date: "2011-09-01", Period: Standard}); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{
		"12508608": "Abbasi Erkki IRI  1925 0 0 false",
		"7900139":  "Aalto Meeri ALG WFM 2005 0 0 true w",
		"2500388":  "Kask Liisa IRL  2012 11 1963 false w",
		"2500035":  "Orav Mart J L IRL IM 2260 0 1955 false",
	} {
		e, ok, err := l.ByFIDEID(id, "old")
		got := fmt.Sprint(e.FamilyName, " ", e.GivenNames, " ", e.Federation, " ", e.Title, " ", e.Rating, " ", e.Games, " ", e.BirthYear, " ", e.Inactive)
		if e.Sex != "" {
			got += " " + e.Sex
		}
		if err != nil || !ok || got != strings.TrimSpace(want) && got != want {
			t.Errorf("%s: %q (%v %v), want %q", id, got, ok, err, want)
		}
	}
}
