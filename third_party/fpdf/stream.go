// Copyright ©2026 The Arbiter authors. Use of this source code is governed
// by the MIT-style licence in this directory's LICENSE file.

package fpdf

// Output made the whole document in memory and only then wrote it: a
// document of thousands of pages was held twice over at its end, once as
// its compressed pages and once as the file they became. With
// SetOutputStreamed the document goes to Output's writer as it is made,
// a block at a time, so that each finished page is let go as it is
// written.

// drainSize is how much of the document is gathered before it is written.
const drainSize = 64 << 10

// SetOutputStreamed makes Output write the document to its writer as it is
// made, in blocks of about 64 KiB, rather than whole once made. The bytes
// written are the same. An error met while the document is made (a font
// that cannot be read) may then come after part of it has been written, so
// the writer's content is to be discarded when Output fails (a file
// written beside its destination and only then renamed).
func (f *Fpdf) SetOutputStreamed(on bool) {
	f.streamOutput = on
}

// offset is where the next byte of the document stands in it.
func (f *Fpdf) offset() int {
	return f.sunk + f.buffer.Len()
}

// drain writes what has been gathered of the document to Output's writer,
// once there is enough of it, between two objects.
func (f *Fpdf) drain() {
	if f.sink == nil || f.err != nil || f.buffer.Len() < drainSize {
		return
	}
	n, err := f.buffer.WriteTo(f.sink)
	f.sunk += int(n)
	if err != nil {
		f.err = err
	}
}
