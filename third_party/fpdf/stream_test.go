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
func streamedDoc(streamed bool, spill PageSpill) *Fpdf {
	f := New("P", "mm", "A4", "")
	f.SetCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f.SetModificationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f.AliasNbPages("")
	f.SetCompressFinishedPages(true)
	f.SetOutputStreamed(streamed)
	if spill != nil {
		f.SpillFinishedPages(spill)
	}
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
	if err := streamedDoc(false, nil).Output(&whole); err != nil {
		t.Fatal(err)
	}
	if err := streamedDoc(true, nil).Output(&streamed); err != nil {
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
	if err := streamedDoc(true, nil).Output(&w); err == nil {
		t.Error("Output to a failing writer succeeded")
	}
	if w.n != 2 {
		t.Errorf("%d writes, want the one that succeeded and the one that failed", w.n)
	}
}

// memSpill is a spill in memory that can be made to fail.
type memSpill struct {
	data []byte
	fail bool
}

func (m *memSpill) WriteAt(b []byte, off int64) (int, error) {
	if m.fail {
		return 0, errors.New("disk full")
	}
	m.data = append(m.data[:min(int(off), len(m.data))], b...)
	return len(b), nil
}

func (m *memSpill) ReadAt(b []byte, off int64) (int, error) {
	return copy(b, m.data[off:]), nil
}

// TestSpillFinishedPages: the pages kept in a spill make the same document
// as those kept in memory, none of them held in memory; pages a spill
// fails to take are kept in memory, the document the same.
func TestSpillFinishedPages(t *testing.T) {
	var whole, spilled writes
	if err := streamedDoc(true, nil).Output(&whole); err != nil {
		t.Fatal(err)
	}
	spill := &memSpill{}
	f := streamedDoc(true, spill)
	if len(f.sealed) == 0 || len(spill.data) == 0 {
		t.Errorf("%d pages finished, %d bytes spilled", len(f.sealed), len(spill.data))
	}
	for n, sp := range f.sealed {
		if sp.data != nil {
			t.Errorf("page %d held in memory", n)
		}
	}
	if err := f.Output(&spilled); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(spilled.all.Bytes(), whole.all.Bytes()) {
		t.Error("the document of spilled pages differs")
	}
	var unspilled writes
	if err := streamedDoc(true, &memSpill{fail: true}).Output(&unspilled); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(unspilled.all.Bytes(), whole.all.Bytes()) {
		t.Error("the document of pages a spill refused differs")
	}
}
