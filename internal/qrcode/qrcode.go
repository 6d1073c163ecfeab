// Package qrcode draws the QR code of the venue pages' address, for the
// window, the pages and the printed lists alike. It wraps rsc.io/qr
// rather than encoding by hand: QR's Reed–Solomon blocks and masks are
// easy to get subtly wrong.
package qrcode

import "rsc.io/qr"

// PNG is a PNG image of the QR code of text (error correction M, 15 %
// of the code may be lost), each module scale pixels wide.
func PNG(text string, scale int) ([]byte, error) {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return nil, err
	}
	c.Scale = max(scale, 1)
	return c.PNG(), nil
}
