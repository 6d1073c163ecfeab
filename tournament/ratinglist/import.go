package ratinglist

import (
	"archive/zip"
	"bufio"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"arbiter/tournament"
)

// Options of an import. Name defaults to "FIDE" for FIDE's layouts and to
// the file's name for a CSV list; Date (the rating period, ISO) to the
// date the file was written. Columns maps a CSV list's header words to
// fields (see Fields) where the header's own words do not tell; a list
// imported before under the same name keeps its mapping.
type Options struct {
	Name    string
	Date    string
	Columns map[string]string
}

// Result of an import: the list as kept, the CSV columns that were
// skipped because they map to no field, and the notes of reading a CSV
// list's text (the code page it was read in when it is not UTF-8).
type Result struct {
	Info    Info
	Skipped []string
	Notes   []tournament.Note
}

// Import reads a list file (FIDE TXT or XML, a national CSV, any of them
// zipped) into the lists, replacing a list of the same name only once the
// new one is complete.
func (l *Lists) Import(path string, opt Options) (Result, error) {
	res, err := l.importList(path, opt)
	return res, l.writeError(err)
}

func (l *Lists) importList(path string, opt Options) (Result, error) {
	src, modified, closeSrc, err := openList(path)
	if err != nil {
		return Result{}, err
	}
	defer closeSrc()
	br := bufio.NewReaderSize(src, 1<<16)
	head, _ := br.Peek(512)
	format := sniff(head)
	name := opt.Name
	if name == "" {
		name = "FIDE"
		if format == "csv" {
			name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		}
	}
	if err := ValidName(name); err != nil {
		return Result{}, err
	}
	date := opt.Date
	if date == "" {
		date = modified.Format(time.DateOnly)
	} else if _, err := time.Parse(time.DateOnly, date); err != nil {
		return Result{}, errorf("ratinglist.err.date", "value", date)
	}
	columns := opt.Columns
	if columns == nil && format == "csv" {
		if old, err := l.Get(name); err == nil {
			columns = old.Columns
		}
	}
	if err := os.MkdirAll(l.dir, 0o755); err != nil {
		return Result{}, err
	}
	tmp, err := os.CreateTemp(l.dir, "."+name+"-*.tmp")
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
	info := Info{Name: name, Date: date, Format: format, Source: filepath.Base(path), Imported: time.Now().UTC()}
	var res Result
	emitFIDE := func(line int, rec record) error {
		e, err := fideEntry(rec, line)
		if err != nil {
			return err
		}
		return w.add(e)
	}
	switch format {
	case "fide-txt":
		err = readTXT(br, emitFIDE)
	case "fide-xml":
		err = readXML(br, emitFIDE)
	default:
		var data []byte
		if data, err = io.ReadAll(br); err == nil {
			info.Columns, res.Skipped, res.Notes, err = readCSV(data, columns, w.add)
		}
	}
	if err == nil && w.n == 0 {
		err = errorf("ratinglist.err.empty")
	}
	if err != nil {
		w.close()
		return Result{}, err
	}
	if err := w.finish(info); err != nil {
		return Result{}, err
	}
	res.Notes = append(res.Notes, w.left...)
	if err := l.putInPlace(tmpPath, name); err != nil {
		return Result{}, err
	}
	info.Players = int(w.n)
	res.Info = info
	return res, nil
}

// openList opens a list file, or the list inside a zip file (the first
// .txt, .xml or .csv member), with the date it was written.
func openList(path string) (io.Reader, time.Time, func(), error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, time.Time{}, nil, errorf("ratinglist.err.open", "file", path, "detail", err.Error())
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, time.Time{}, nil, err
	}
	var magic [4]byte
	if n, _ := io.ReadFull(f, magic[:]); n < 4 || string(magic[:]) != "PK\x03\x04" {
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			f.Close()
			return nil, time.Time{}, nil, err
		}
		return f, st.ModTime(), func() { f.Close() }, nil
	}
	zr, err := zip.NewReader(f, st.Size())
	if err != nil {
		f.Close()
		return nil, time.Time{}, nil, errorf("ratinglist.err.zip", "file", path)
	}
	for _, m := range zr.File {
		switch strings.ToLower(filepath.Ext(m.Name)) {
		case ".txt", ".xml", ".csv":
			rc, err := m.Open()
			if err != nil {
				f.Close()
				return nil, time.Time{}, nil, errorf("ratinglist.err.zip", "file", path)
			}
			return rc, m.Modified, func() { rc.Close(); f.Close() }, nil
		}
	}
	f.Close()
	return nil, time.Time{}, nil, errorf("ratinglist.err.zip", "file", path)
}

// sniff tells the layout from the file's first bytes.
func sniff(head []byte) string {
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	trimmed := bytes.TrimLeft(head, " \t\r\n")
	if bytes.HasPrefix(trimmed, []byte("<")) {
		return "fide-xml"
	}
	line, _, _ := bytes.Cut(head, []byte("\n"))
	if _, ok := txtLayout(string(bytes.TrimRight(line, "\r"))); ok && !bytes.ContainsAny(line, ",;\t") {
		return "fide-txt"
	}
	return "csv"
}
