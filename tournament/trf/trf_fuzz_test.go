package trf

import (
	"bytes"
	"testing"
)

// FuzzTRFRoundTrip: no bytes make the reader panic, and what it reads it
// writes so that reading that again gives the same bytes.
func FuzzTRFRoundTrip(f *testing.F) {
	f.Add([]byte(sample))
	f.Add([]byte("012 Open\r\n001    1 m    Test, One                         1800 FIN    1234567 1990/01/01  1.0    1     2 w 1\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tr, err := Parse(data)
		if err != nil {
			return
		}
		once := tr.Bytes()
		again, err := Parse(once)
		if err != nil {
			t.Fatalf("written file does not read: %v\n%q", err, once)
		}
		if twice := again.Bytes(); !bytes.Equal(once, twice) {
			t.Fatalf("written %q, rewritten %q", once, twice)
		}
	})
}
