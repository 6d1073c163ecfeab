package testqr

import (
	"bytes"
	"image/png"
	"testing"

	"arbiter/internal/qrcode"
)

// Addresses whose codes zxing's finder search misreads ("dimension = 27",
// a checksum error); the continuous-integration machine's address was one.
func TestReadsCodesTheFinderSearchMisplaces(t *testing.T) {
	for _, addr := range []string{
		"http://98.195.91.240:62347/team-cup/",
		"http://127.178.111.226:42514/junior-u12/",
		"http://145.224.101.189:53170/venue/",
		"http://80.22.162.129:39140/venue/",
		"http://35.93.234.82:42345/",
	} {
		b, err := qrcode.PNG(addr, 6)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if got, err := Read(img); got != addr {
			t.Errorf("%s reads %q (%v)", addr, got, err)
		}
	}
}
