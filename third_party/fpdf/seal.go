// Copyright ©2026 The Arbiter authors. Use of this source code is governed
// by the MIT-style licence in this directory's LICENSE file.

package fpdf

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"fmt"
	"hash/adler32"
	"io"
	"slices"
)

// A document of thousands of pages held every page's content until Output,
// where the page-count alias was replaced across them: its memory grew with
// the pages. With SetCompressFinishedPages a page is compressed when it is
// finished, as raw deflate blocks of the text between the occurrences of the
// page-count alias, and only the compressed text is kept; Output joins the
// blocks with the page count, as a stored block, where the alias stood, into
// one zlib stream per page.

// SetCompressFinishedPages makes each page compressed when the next one
// begins (or the document closes), keeping only its compressed content
// until Output, so that memory does not grow with the pages' text. It works
// while compression is on. A finished page can no longer be written to
// (SetPage to it is an error), and the page-count alias (AliasNbPages) is
// the only alias it can take: RegisterAlias is then an error.
func (f *Fpdf) SetCompressFinishedPages(on bool) {
	f.compressFinished = on
}

// PageSpill holds the finished pages' compressed content until Output in
// place of memory: a temporary file.
type PageSpill interface {
	io.WriterAt
	io.ReaderAt
}

// SpillFinishedPages makes the pages compressed when finished
// (SetCompressFinishedPages) kept in s, written from its start, rather than
// in memory, so that only a few numbers a page stay in memory. A page
// that s fails to take (a full disk) is kept in memory instead; one that it
// fails to give back is the document's error.
func (f *Fpdf) SpillFinishedPages(s PageSpill) {
	f.spill = s
}

// sealedPage is the content of a finished page: deflate blocks of its text,
// each run between two aliases ended by a sync flush, and for each run what
// the zlib checksum needs and which form of the alias follows it. The
// blocks are data, or size bytes at off in the spill.
type sealedPage struct {
	data      []byte
	off, size int64
	runs      []sealedRun
}

type sealedRun struct {
	end   int    // where the run's blocks end in data
	n     int    // the run's length uncompressed
	sum   uint32 // its Adler-32
	alias int    // the alias after it: -1 none, 0 as written, 1 in UTF-16
}

// seal compresses page n's finished content and drops its text.
func (f *Fpdf) seal(n int) {
	if !f.compressFinished || !f.compress || f.sealed[n] != nil {
		return
	}
	text := f.pages[n].Bytes()
	var forms [2][]byte
	if f.aliasNbPagesStr != "" {
		forms = [2][]byte{[]byte(f.aliasNbPagesStr), []byte(utf8toutf16(f.aliasNbPagesStr, false))}
	}
	// One buffer takes every page's blocks before they are kept.
	buf := &f.sealBuf
	buf.Reset()
	if f.sealer == nil {
		var err error
		if f.sealer, err = flate.NewWriter(nil, flate.BestSpeed); err != nil {
			panic(fmt.Errorf("could not create flate writer: %w", err))
		}
	}
	w := f.sealer
	sp := &sealedPage{}
	for {
		at, form := -1, -1
		for i, a := range forms {
			if len(a) == 0 {
				continue
			}
			if j := bytes.Index(text, a); j >= 0 && (at < 0 || j < at) {
				at, form = j, i
			}
		}
		run := text
		if at >= 0 {
			run = text[:at]
		}
		if len(run) > 0 {
			w.Reset(buf)
			must(w.Write(run))
			if err := w.Flush(); err != nil {
				panic(fmt.Errorf("could not compress page: %w", err))
			}
		}
		sp.runs = append(sp.runs, sealedRun{end: buf.Len(), n: len(run), sum: adler32.Checksum(run), alias: form})
		if at < 0 {
			break
		}
		text = text[at+len(forms[form]):]
	}
	spilled := false
	if f.spill != nil {
		_, err := f.spill.WriteAt(buf.Bytes(), f.spilled)
		if spilled = err == nil; spilled {
			sp.off, sp.size = f.spilled, int64(buf.Len())
			f.spilled += sp.size
		}
	}
	if !spilled {
		sp.data = bytes.Clone(buf.Bytes())
	}
	if f.sealed == nil {
		f.sealed = make(map[int]*sealedPage)
	}
	f.sealed[n] = sp
	// The next page is written into this one's buffer, grown already.
	f.spare = f.pages[n]
	f.spare.Reset()
	f.pages[n] = nil
}

// sealedStream is the finished page's zlib stream with the page count nb
// where the alias stood.
func (f *Fpdf) sealedStream(sp *sealedPage, nb string) []byte {
	data := sp.data
	if data == nil && sp.size > 0 {
		f.unspilled = slices.Grow(f.unspilled[:0], int(sp.size))[:sp.size]
		if _, err := f.spill.ReadAt(f.unspilled, sp.off); err != nil {
			f.err = fmt.Errorf("could not read a finished page back: %w", err)
			return nil
		}
		data = f.unspilled
	}
	return sp.stream(data, nb)
}

// stream is the zlib stream of the page whose blocks are data, with the
// page count nb where the alias stood.
func (sp *sealedPage) stream(data []byte, nb string) []byte {
	forms := [2][]byte{[]byte(nb), []byte(utf8toutf16(nb, false))}
	out := make([]byte, 0, len(data)+64)
	out = append(out, 0x78, 0x01) // zlib header: deflate, 32 KiB window, fastest
	sum, prev := uint32(1), 0
	for _, r := range sp.runs {
		out = append(out, data[prev:r.end]...)
		sum, prev = adler32Combine(sum, r.sum, r.n), r.end
		if r.alias >= 0 {
			s := forms[r.alias]
			// A stored block, not the last: the count as it is.
			out = append(out, 0x00)
			out = binary.LittleEndian.AppendUint16(out, uint16(len(s)))
			out = binary.LittleEndian.AppendUint16(out, ^uint16(len(s)))
			out = append(out, s...)
			sum = adler32Combine(sum, adler32.Checksum(s), len(s))
		}
	}
	out = append(out, 0x01, 0x00, 0x00, 0xff, 0xff) // the last block: stored, empty
	return binary.BigEndian.AppendUint32(out, sum)
}

// adler32Combine is the Adler-32 of two texts joined, from their sums and
// the second's length (as zlib's adler32_combine).
func adler32Combine(a1, a2 uint32, len2 int) uint32 {
	const base = 65521
	rem := uint32(len2 % base)
	sum1 := a1 & 0xffff
	sum2 := rem * sum1 % base
	sum1 += (a2 & 0xffff) + base - 1
	sum2 += (a1 >> 16) + (a2 >> 16) + base - rem
	if sum1 >= base {
		sum1 -= base
	}
	if sum1 >= base {
		sum1 -= base
	}
	if sum2 >= base<<1 {
		sum2 -= base << 1
	}
	if sum2 >= base {
		sum2 -= base
	}
	return sum2<<16 | sum1
}
