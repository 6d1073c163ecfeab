package ratinglist

import (
	"bufio"
	"encoding/xml"
	"flag"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/procstat"
	fl "arbiter/internal/testfidelist"
)

// benchPlayers is the size of the generated list; FIDE's has about 1.2
// million players. go test -bench Import -args -players 100000 for less.
var benchPlayers = flag.Int("players", 1_200_000, "players in the generated list of the benchmarks")

// generate writes a list of n synthetic players in FIDE's layout.
func generate(b *testing.B, dir, layout string, n int) string {
	b.Helper()
	path := filepath.Join(dir, "players_list_foa.txt")
	write := fl.WriteTXT
	if layout == "xml" {
		path, write = filepath.Join(dir, "players_list_xml.xml"), fl.WriteXML
	}
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	err = write(f, fl.Synthetic(n))
	if err == nil {
		err = f.Close()
	}
	if err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkImportFIDE imports a generated list of -players players in each
// of FIDE's layouts and reports the file's size, the players read per
// second, the CPU time it used (which, unlike the clock, does not grow
// when other programs share the machine) and the process's peak resident
// memory during the import (Linux;
// SQLite's own memory is outside Go's statistics, so the kernel's count is
// the one that tells).
func BenchmarkImportFIDE(b *testing.B) {
	for _, layout := range []string{"txt", "xml"} {
		b.Run(layout, func(b *testing.B) {
			dir := b.TempDir()
			path := generate(b, dir, layout, *benchPlayers)
			st, err := os.Stat(path)
			if err != nil {
				b.Fatal(err)
			}
			runtime.GC()
			debug.FreeOSMemory()
			procstat.ResetPeak()
			cpu := procstat.CPU()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				l := Open(filepath.Join(dir, "lists"+strconv.Itoa(i)))
				res, err := l.Import(path, Options{Name: "FIDE", Date: "2026-11-01"})
				if err != nil {
					b.Fatal(err)
				}
				if res.Info.Players != *benchPlayers {
					b.Fatalf("%d players imported, want %d", res.Info.Players, *benchPlayers)
				}
				l.Close()
			}
			b.StopTimer()
			if used := procstat.CPU() - cpu; used > 0 {
				b.ReportMetric(used.Seconds()/float64(b.N), "cpu-s/op")
			}
			b.ReportMetric(float64(st.Size())/1e6, "file-MB")
			b.ReportMetric(float64(*benchPlayers)*float64(b.N)/b.Elapsed().Seconds(), "players/s")
			if peak := procstat.PeakRSS(); peak > 0 {
				b.ReportMetric(float64(peak)/1e6, "peak-RSS-MB")
			}
			if db, err := os.Stat(filepath.Join(dir, "lists0", "FIDE"+suffix)); err == nil {
				b.ReportMetric(float64(db.Size())/1e6, "list-MB")
			}
		})
	}
}

// BenchmarkFind searches a generated list of -players players as the
// arbiter types: three letters of a family name, a name and a given name,
// an id.
func BenchmarkFind(b *testing.B) {
	dir := b.TempDir()
	path := generate(b, dir, "txt", *benchPlayers)
	l := Open(filepath.Join(dir, "lists"))
	defer l.Close()
	if _, err := l.Import(path, Options{}); err != nil {
		b.Fatal(err)
	}
	for _, q := range []string{"vir", "kalo", "virtanen anna", "tõnu ka", "100007"} {
		b.Run(strings.ReplaceAll(q, " ", "_"), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				found, err := l.Find(q, "", 20)
				if err != nil {
					b.Fatal(err)
				}
				if len(found) == 0 && q != "virtanen anna" {
					b.Fatalf("%q found nothing", q)
				}
			}
		})
	}
}

// BenchmarkReadXML reads a generated XML list of -players players, without
// storing it, with this package's scanner and, as the reference it is
// measured against, with encoding/xml's decoder into the same records.
func BenchmarkReadXML(b *testing.B) {
	path := generate(b, b.TempDir(), "xml", *benchPlayers)
	read := map[string]func(r io.Reader, emit func(int, record) error) error{
		"scanner":      readXML,
		"encoding-xml": readXMLStd,
	}
	for _, name := range []string{"scanner", "encoding-xml"} {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				f, err := os.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				n := 0
				err = read[name](bufio.NewReaderSize(f, 1<<16), func(int, record) error { n++; return nil })
				f.Close()
				if err != nil || n != *benchPlayers {
					b.Fatalf("%d players, %v", n, err)
				}
			}
			b.ReportMetric(float64(*benchPlayers)*float64(b.N)/b.Elapsed().Seconds(), "players/s")
		})
	}
}

// readXMLStd is readXML written with encoding/xml, the reference of
// BenchmarkReadXML.
func readXMLStd(r io.Reader, emit func(int, record) error) error {
	dec := xml.NewDecoder(r)
	rec, field, n := record{}, "", 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Local == "player" {
				clear(rec)
			}
			field = xmlFields()[t.Name.Local]
		case xml.CharData:
			if field != "" {
				rec[field] = strings.TrimSpace(string(t))
			}
		case xml.EndElement:
			field = ""
			if t.Name.Local == "player" {
				n++
				if err := emit(n, rec); err != nil {
					return err
				}
			}
		}
	}
}
