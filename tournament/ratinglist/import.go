package ratinglist

import (
	"archive/zip"
	"bufio"
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/internal/fileio"
)

// Options of an import. Name, Date and Period default to what Inspect
// proposes. Period is the time control of a FIDE list of one period
// (standard, rapid or blitz), needed when the file's name does not say
// it. Columns maps a CSV list's header words to fields (see Fields) where
// the header's own words do not tell; a list imported before under the
// same name keeps its mapping.
type Options struct {
	Name    string
	Date    string
	Period  string
	Columns map[string]string
}

// Periods are the ratings a list can give: FIDE's three time controls and
// a national list's own rating.
const (
	Standard = "standard"
	Rapid    = "rapid"
	Blitz    = "blitz"
	National = "national"
)

// Layout is what a list file tells of itself before it is read: its
// format; for FIDE's lists of one period (standard_rating_list.txt,
// rapid_…, blitz_… and their XML) Single, the period its file's name
// says (else ""), and the month its rating column names; the name and
// date an import takes by default.
type Layout struct {
	Format string `json:"format"` // fide-txt, fide-xml or csv
	Single bool   `json:"single,omitempty"`
	Period string `json:"period,omitempty"`
	Name   string `json:"name"`
	Date   string `json:"date,omitempty"` // "" when the file does not say: the file's date is taken
}

// Inspect reads the beginning of a list file (zipped or not) and proposes
// how it is imported.
func Inspect(path string) (Layout, error) {
	src, closeSrc, err := openList(path)
	if err != nil {
		return Layout{}, err
	}
	defer closeSrc()
	head, _ := bufio.NewReaderSize(src.r, 1<<16).Peek(sniffSize)
	return layoutOf(head, path, src.member), nil
}

// sniffSize is how much of a file layoutOf reads: the header line, or the
// XML's first player whole.
const sniffSize = 4096

// layoutOf tells a list's layout from its first bytes and the names of
// its file and zip member. A FIDE list of one period is told by its
// header (a rating column named by the month; in the XML, no rapid or
// blitz rating), its period only by its name, as FIDE names its
// downloads: the file's content is the same for the three.
func layoutOf(head []byte, names ...string) Layout {
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	var lay Layout
	line, _, _ := bytes.Cut(head, []byte("\n"))
	switch trimmed := bytes.TrimLeft(head, " \t\r\n"); {
	case bytes.HasPrefix(trimmed, []byte("<")):
		lay.Format = "fide-xml"
		lay.Single = bytes.Contains(head, []byte("<player>")) && !bytes.Contains(head, []byte("<rapid_rating")) &&
			!bytes.Contains(head, []byte("<blitz_rating"))
	default:
		_, month, ok := txtLayout(string(bytes.TrimRight(line, "\r")))
		if !ok || bytes.ContainsAny(line, ",;\t") {
			lay.Format = "csv"
			break
		}
		lay.Format = "fide-txt"
		if month != "" {
			lay.Single, lay.Date = true, monthDate(month)
		}
	}
	if lay.Format == "csv" {
		lay.Name = strings.TrimSuffix(filepath.Base(names[0]), filepath.Ext(names[0]))
		return lay
	}
	lay.Name = "FIDE"
	if lay.Single {
		lay.Period = periodOfName(names...)
		lay.Name = lay.NameFor(lay.Period)
	}
	return lay
}

// NameFor is the name a list of this layout is kept under when the
// arbiter gives none and its period is period (the arbiter's choice, else
// the file's name's): a FIDE list of one period is "FIDE rapid", so that
// it never takes the place of the combined list, "FIDE", imported before.
func (lay Layout) NameFor(period string) string {
	if lay.Single && period != "" {
		return "FIDE " + period
	}
	return lay.Name
}

// periodOfName is the period FIDE's name of a list's file says:
// standard_rating_list.zip, rapid_rating_list_xml.xml, blitz_sep26frl.zip.
func periodOfName(names ...string) string {
	for _, n := range names {
		base := strings.ToLower(filepath.Base(n))
		for _, p := range []string{Standard, Rapid, Blitz} {
			if strings.HasPrefix(base, p+"_") {
				return p
			}
		}
	}
	return ""
}

// Result of an import: the list as kept, the CSV columns that were
// skipped because they map to no field, and the notes of reading a CSV
// list's text (the code page it was read in when it is not UTF-8).
type Result struct {
	Info    Info
	Skipped []string
	Notes   []engine.Message
}

// Import reads a list file (FIDE TXT or XML, a national CSV, any of them
// zipped) into the lists, replacing a list of the same name only once the
// new one is complete. A FIDE list of one period gives the rating of its
// period only; a file another list was imported from (the same content,
// or the same file of the same date) is refused, naming that list.
func (l *Lists) Import(path string, opt Options) (Result, error) {
	res, err := l.importList(path, opt)
	return res, l.writeError(err)
}

func (l *Lists) importList(path string, opt Options) (Result, error) {
	src, closeSrc, err := openList(path)
	if err != nil {
		return Result{}, err
	}
	defer closeSrc()
	sum := sha256.New()
	br := bufio.NewReaderSize(io.TeeReader(src.r, sum), 1<<16)
	head, _ := br.Peek(sniffSize)
	lay := layoutOf(head, path, src.member)
	info, dateNote, err := listInfo(lay, opt, path, src.modified)
	if err != nil {
		return Result{}, err
	}
	if err := l.refuseRepeat(info); err != nil {
		return Result{}, err
	}
	columns := opt.Columns
	if columns == nil && info.Format == "csv" {
		if old, err := l.Get(info.Name); err == nil {
			columns = old.Columns
		}
	}
	if err := os.MkdirAll(l.dir, 0o755); err != nil {
		return Result{}, err
	}
	tmp, err := os.CreateTemp(l.dir, "."+info.Name+"-*.tmp")
	if err != nil {
		return Result{}, err
	}
	tmpPath := tmp.Name()
	tmp.Close()
	defer os.Remove(tmpPath)
	w, err := newWriter(tmpPath)
	if err != nil {
		return Result{}, err
	}
	res, err := readEntries(br, lay, columns, &info, w)
	if err == nil {
		_, err = io.Copy(io.Discard, br) // the whole file is the list's fingerprint
	}
	if err == nil {
		info.SHA256 = hex.EncodeToString(sum.Sum(nil))
		err = l.refuseRepeat(info)
	}
	if err != nil {
		w.close()
		return Result{}, err
	}
	if err := w.finish(info); err != nil {
		return Result{}, err
	}
	// The list is checked whole as it was written, before it replaces
	// the one of its name (checkWhole says why once).
	if err := checkWritten(tmpPath); err != nil {
		return Result{}, l.writeError(err)
	}
	res.Notes = append(append(dateNote, res.Notes...), w.left...)
	info.Players = int(w.n)
	res.Info = info
	return l.keep(tmpPath, res)
}

// listInfo is what an import knows of a list before reading its
// players: its name (the arbiter's, else the file's), format, periods and
// date (the arbiter's, else the file's own, else the day the file was
// last changed, which the note it returns then says: a list's date
// decides which list is the newest holding a player).
func listInfo(lay Layout, opt Options, path string, modified time.Time) (Info, []engine.Message, error) {
	name := cmp.Or(opt.Name, lay.NameFor(cmp.Or(opt.Period, lay.Period)))
	if err := validName(name); err != nil {
		return Info{}, nil, err
	}
	periods, err := listPeriods(lay, opt.Period, path)
	if err != nil {
		return Info{}, nil, err
	}
	date := opt.Date
	var note []engine.Message
	switch {
	case date == "" && lay.Date != "":
		date = lay.Date
	case date == "":
		date = modified.Format(time.DateOnly)
		note = append(note, *engine.NewMessage("ratinglist.note.date-of-file", "date", date))
	default:
		if _, err := time.Parse(time.DateOnly, date); err != nil {
			return Info{}, nil, engine.NewMessage("ratinglist.err.date", "value", date)
		}
	}
	return Info{Name: name, Date: date, Format: lay.Format, Source: filepath.Base(path), Periods: periods, Imported: time.Now().UTC()}, note, nil
}

// readEntries reads the list's players into w by its format: a FIDE
// list's (of one period: that period's rating alone), a national CSV
// list's by its columns, which it then records with the periods they
// give. A list of no players is refused, and one whose every player
// is left out (writer.leftOut), saying why the first was.
func readEntries(br *bufio.Reader, lay Layout, columns map[string]string, info *Info, w *writer) (Result, error) {
	var res Result
	emitFIDE := func(line int, rec record) error {
		e, err := fideEntry(rec, line)
		if err != nil {
			return err
		}
		if lay.Single {
			e = e.ofPeriod(info.Periods[0])
		}
		return w.add(e)
	}
	var err error
	switch info.Format {
	case "fide-txt":
		err = readTXT(br, emitFIDE)
	case "fide-xml":
		err = readXML(br, emitFIDE)
	default:
		var data []byte
		if data, err = io.ReadAll(br); err == nil {
			info.Columns, res.Skipped, res.Notes, err = readCSV(data, columns, w.add)
			info.Periods = csvPeriods(info.Columns)
		}
	}
	switch {
	case err != nil || w.n > 0:
	case len(w.left) > 0: // players there were, each left out: the first says why
		err = engine.NewMessage("ratinglist.err.all-left-out", "n", len(w.left), "first", w.left[0])
	default:
		err = engine.NewMessage("ratinglist.err.empty")
	}
	return res, err
}

// keep puts the list written to tmpPath in the place of its name and
// records it as checked; a list kept whose folder could not be made final
// is said with its players.
func (l *Lists) keep(tmpPath string, res Result) (Result, error) {
	name := res.Info.Name
	if err := l.putInPlace(tmpPath, name); err != nil {
		var ke *engine.Message
		if errors.As(err, &ke) && ke.Key == "ratinglist.err.imported-but" {
			ke.Args["players"] = res.Info.Players
			return res, err
		}
		return Result{}, err
	}
	if file, err := os.Stat(l.path(name)); err == nil {
		if now, err := stateOf(l.path(name), file); err == nil {
			recordChecked(l.path(name), now)
		}
	}
	return res, nil
}

// listPeriods are the ratings a FIDE list gives: its one period (as the
// arbiter says it, else as its file's name does) or all three. A CSV
// list's follow from its columns once they are read.
func listPeriods(lay Layout, period, path string) ([]string, error) {
	if period != "" && period != Standard && period != Rapid && period != Blitz {
		return nil, engine.NewMessage("ratinglist.err.period.value", "value", period)
	}
	switch {
	case lay.Format == "csv":
		return nil, nil
	case !lay.Single && period != "":
		return nil, engine.NewMessage("ratinglist.err.period.combined", "file", filepath.Base(path))
	case !lay.Single:
		return []string{Standard, Rapid, Blitz}, nil
	case period == "":
		period = lay.Period
	}
	if period == "" {
		return nil, engine.NewMessage("ratinglist.err.period", "file", filepath.Base(path))
	}
	return []string{period}, nil
}

// csvPeriods are the ratings a national list's columns give.
func csvPeriods(columns map[string]string) []string {
	var out []string
	for _, p := range []struct{ field, period string }{{"rating", Standard}, {"rapid", Rapid}, {"blitz", Blitz}, {"natrating", National}} {
		for _, f := range columns {
			if f == p.field {
				out = append(out, p.period)
				break
			}
		}
	}
	return out
}

// refuseRepeat refuses a list that another list (of another name: one of
// the same name is replaced) was imported from: the same content, or the
// same file of the same rating period.
func (l *Lists) refuseRepeat(info Info) error {
	all, err := l.All()
	if err != nil {
		return err
	}
	for _, old := range all {
		if old.Name == info.Name {
			continue
		}
		same := info.SHA256 != "" && old.SHA256 == info.SHA256
		if same || (old.Source == info.Source && old.Date == info.Date && old.Format == info.Format) {
			return engine.NewMessage("ratinglist.err.repeat", "list", old.String(), "source", old.Source)
		}
	}
	return nil
}

// listFile is a list's text as read from its file or zip member.
type listFile struct {
	r        io.Reader
	modified time.Time // when the file (the member) was written
	member   string    // the zip member's name, "" for a plain file
}

// openList opens a list file, or the list inside a zip file (the first
// .txt, .xml or .csv member).
func openList(path string) (listFile, func(), error) {
	// Why it cannot be read is said in the user's words (fileio): the
	// system's own words ("no such file or directory") were English in
	// every language.
	f, err := fileio.Open(path)
	if err != nil {
		return listFile{}, nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return listFile{}, nil, err
	}
	var magic [4]byte
	if n, _ := io.ReadFull(f, magic[:]); n < 4 || string(magic[:]) != "PK\x03\x04" {
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			f.Close()
			return listFile{}, nil, err
		}
		return listFile{r: f, modified: st.ModTime()}, func() { f.Close() }, nil
	}
	zr, err := zip.NewReader(f, st.Size())
	if err != nil {
		f.Close()
		return listFile{}, nil, engine.NewMessage("ratinglist.err.zip", "file", path)
	}
	for _, m := range zr.File {
		switch strings.ToLower(filepath.Ext(m.Name)) {
		case ".txt", ".xml", ".csv":
			rc, err := m.Open()
			if err != nil {
				f.Close()
				return listFile{}, nil, engine.NewMessage("ratinglist.err.zip", "file", path)
			}
			return listFile{r: rc, modified: m.Modified, member: m.Name}, func() { rc.Close(); f.Close() }, nil
		}
	}
	f.Close()
	return listFile{}, nil, engine.NewMessage("ratinglist.err.zip", "file", path)
}
