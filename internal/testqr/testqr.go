// Package testqr reads back, for the tests, the QR codes Arbiter draws.
//
// A drawn code is read as the clean image it is (zxing's pure-barcode
// reading: the corners are found from the image's edges). zxing's finder
// search, meant for a photograph, misplaces the finder patterns of about
// one valid code in 500 (a data area that looks like a finder), so a test
// on the address a machine happens to have would fail by chance.
package testqr

import (
	"image"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// Read decodes the QR code that is the whole of img.
func Read(img image.Image) (string, error) {
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		return "", err
	}
	hints := map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, hints)
	if err != nil {
		return "", err
	}
	return res.GetText(), nil
}
