package ratinglist

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	fl "arbiter/internal/testfidelist"
	"arbiter/tournament/input"
)

// The readers of the lists a user downloads (FIDE's TXT and XML, a
// national federation's CSV): no bytes make them panic, what they refuse is
// refused in the user's words, and every player they give has a name and
// text fields that pass input.ValidateText, as a player typed in does.
// The seeds run in every test; ARBITER_DEEP=1 fuzzes each (make fuzz).

func FuzzReadFIDETXT(f *testing.F) {
	var txt bytes.Buffer
	if err := fl.WriteTXT(&txt, fl.Slice(samplePlayers)); err != nil {
		f.Fatal(err)
	}
	f.Add(txt.Bytes())
	f.Add([]byte("ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n4500121        Tõnisson, Kalle                                              EST M   FM                               2301  9   20 2250  0   20 2199  0   20 1984\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkRead(t, readTXT(bytes.NewReader(data), fideChecked(t)))
	})
}

func FuzzReadFIDEXML(f *testing.F) {
	var xml bytes.Buffer
	if err := fl.WriteXML(&xml, fl.Slice(samplePlayers)); err != nil {
		f.Fatal(err)
	}
	f.Add(xml.Bytes())
	f.Add([]byte(`<?xml version="1.0"?><playerslist><player><fideid>1</fideid><name>A, B &amp; C</name><rating/></player></playerslist>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkRead(t, readXML(bytes.NewReader(data), fideChecked(t)))
	})
}

func FuzzReadNationalCSV(f *testing.F) {
	f.Add([]byte("Jäsen;Nimi;Seura;Luku;Syntynyt;FIDE\n1234;Tõnisson, Kalle;SK Tallinn;2210;15.6.1984;4500121\n88;Mäki, Ville;HSK;1720;2001;\n"), "")
	f.Add([]byte("Nr,Perenimi,Eesnimi,ELO,Sünd\n1,Saar,Jüri,1900,1.2.1990\n"), "Nr=natid")
	f.Add([]byte("\xff\xfeN\x00a\x00m\x00e\x00\n\x00A\x00\n\x00"), "")
	f.Fuzz(func(t *testing.T, data []byte, mapping string) {
		columns := map[string]string{}
		for _, pair := range strings.Split(mapping, ",") {
			if h, field, ok := strings.Cut(pair, "="); ok {
				columns[h] = field
			}
		}
		_, _, _, err := readCSV(data, columns, func(e Entry) error {
			checkEntry(t, e)
			return nil
		})
		checkRead(t, err)
	})
}

// fideChecked is the emit of a FIDE reader that makes each record an
// entry and checks it.
func fideChecked(t *testing.T) func(int, record) error {
	return func(line int, rec record) error {
		e, err := fideEntry(rec, line)
		if err != nil {
			return err
		}
		checkEntry(t, e)
		return nil
	}
}

// checkEntry: an entry a list gives is left out with a note, or becomes a
// player with a name that an event takes, and is found by its name.
func checkEntry(t *testing.T, e Entry) {
	t.Helper()
	w := &writer{}
	if w.leftOut(e) {
		if len(w.left) != 1 || i18n.For(i18n.Finnish).Message(w.left[0]) == w.left[0].Key {
			t.Fatalf("entry %+v left out without a note: %v", e, w.left)
		}
		return
	}
	p := e.Player(RatingKind{Type: rules.Standard})
	if err := p.ValidateText(); err != nil || p.Name == "" {
		t.Fatalf("entry %+v kept, a player %q whose text does not pass: %v", e, p.Name, err)
	}
	if len(input.Fold(e.FamilyName+" "+e.GivenNames)) == 0 && strings.ContainsFunc(p.Name, unicode.IsLetter) {
		t.Fatalf("entry %+v kept, but its name gives no words to find it by", e)
	}
}

// checkRead: a refusal reads in the user's language.
func checkRead(t *testing.T, err error) {
	t.Helper()
	var k *engine.Message
	if err != nil && !errors.As(err, &k) && i18n.For(i18n.Finnish).Error(err) == err.Error() {
		t.Fatalf("untranslated refusal: %v", err)
	}
}

// FuzzOpenList: a stored list (NAME.ratinglist in the lists' folder)
// holding whatever bytes, as a crafted or damaged file would: listing the
// lists, searching them and looking a player up do not panic, what is
// refused is refused in the user's words, every player found passes the
// checks a typed-in player does, and a list that cannot be read is named
// as broken.
func FuzzOpenList(f *testing.F) {
	data := testdir.Read(f, importSample(f).path("FIDE"))
	f.Add(data)
	f.Add(data[:len(data)/2])
	f.Add([]byte("SQLite format 3\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l := Open(t.TempDir())
		defer l.Close()
		if err := os.WriteFile(l.path("Fuzz"), data, 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := l.All(); err != nil {
			checkRead(t, err)
		}
		found, err := l.Find("virtanen", "", 5)
		checkRead(t, err)
		for _, e := range found {
			checkEntry(t, e)
		}
		if e, ok, err := l.ByFIDEID("503150", ""); err != nil {
			checkRead(t, err)
		} else if ok {
			checkEntry(t, e)
		}
		for _, b := range l.Broken() {
			checkRead(t, b.Error())
		}
	})
}

// FuzzZippedList: a rating list as FIDE and the federations ship it, in a
// zip file, holding whatever bytes: telling its layout and reading the
// list inside it do not panic, what is refused is refused in the user's
// words, and every player read passes the checks a typed-in player does.
func FuzzZippedList(f *testing.F) {
	var txt bytes.Buffer
	if err := fl.WriteTXT(&txt, fl.Slice(samplePlayers)); err != nil {
		f.Fatal(err)
	}
	var z bytes.Buffer
	zw := zip.NewWriter(&z)
	w, err := zw.Create("players_list_foa.txt")
	if err != nil {
		f.Fatal(err)
	}
	w.Write(txt.Bytes())
	zw.Close()
	f.Add(z.Bytes())
	f.Add(z.Bytes()[:z.Len()/2])
	f.Add([]byte("PK\x03\x04"))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "players_list.zip")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := Inspect(path); err != nil {
			checkRead(t, err)
			return
		}
		src, closeSrc, err := openList(path)
		if err != nil {
			checkRead(t, err)
			return
		}
		defer closeSrc()
		text, err := io.ReadAll(io.LimitReader(src.r, 1<<20))
		if err != nil {
			return // a member the zip reader refuses; the list readers are fuzzed on what it gives
		}
		checkRead(t, readTXT(bytes.NewReader(text), fideChecked(t)))
	})
}
