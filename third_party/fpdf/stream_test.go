// Copyright ©2026 The Arbiter authors. Use of this source code is governed
// by the MIT-style licence in this directory's LICENSE file.

package fpdf

import (
	"bytes"
	"errors"
	"strconv"
	"testing"
	"time"
)

// writes records what Output wrote, one write at a time.
type writes struct {
	all     bytes.Buffer
	largest int
	n       int
	failAt  int // the write that fails, and every one after it (0: none)
}

func (w *writes) Write(b []byte) (int, error) {
	w.n++
	if w.failAt > 0 && w.n >= w.failAt {
		return 0, errors.New("disk full")
	}
	w.largest = max(w.largest, len(b))
	return w.all.Write(b)
}

// streamedDoc is a document of many pages with the page-count alias, its
// dates fixed so that two builds are the same bytes.
func streamedDoc(streamed bool) *Fpdf {
	f := New("P", "mm", "A4", "")
	f.SetCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f.SetModificationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f.AliasNbPages("")
	f.SetCompressFinishedPages(true)
	f.SetOutputStreamed(streamed)
	f.SetFont("Helvetica", "", 10)
	f.SetFooterFunc(func() { f.CellFormat(0, 5, "Page "+strconv.Itoa(f.PageNo())+" of {nb}", "", 0, "R", false, 0, "") })
	for i := range 60 {
		f.AddPage()
		for j := range 50 {
			f.Cell(0, 5, "page "+strconv.Itoa(i)+" line "+strconv.Itoa(j)+" of {nb}")
			f.Ln(5)
		}
	}
	return f
}

// TestOutputStreamed: the streamed document is the same bytes as the one
// written whole, and comes in blocks, not whole at the end.
func TestOutputStreamed(t *testing.T) {
	var whole, streamed writes
	if err := streamedDoc(false).Output(&whole); err != nil {
		t.Fatal(err)
	}
	if err := streamedDoc(true).Output(&streamed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(streamed.all.Bytes(), whole.all.Bytes()) {
		t.Fatal("the streamed document differs from the one written whole")
	}
	size := whole.all.Len()
	if streamed.largest > size/2 || streamed.n < 2 {
		t.Errorf("%d writes, the largest %d bytes of %d: not streamed", streamed.n, streamed.largest, size)
	}
}

// TestOutputStreamedFails: a write that fails halfway makes Output fail,
// and nothing more is written after it.
func TestOutputStreamedFails(t *testing.T) {
	w := writes{failAt: 2}
	if err := streamedDoc(true).Output(&w); err == nil {
		t.Error("Output to a failing writer succeeded")
	}
	if w.n != 2 {
		t.Errorf("%d writes, want the one that succeeded and the one that failed", w.n)
	}
}
