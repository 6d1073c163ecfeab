package pdftext

import (
	"reflect"
	"testing"
)

// sample is pdftotext -bbox's output of three pages, the second empty,
// with a word of the XML's escapes.
const sample = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml">
<head>
<title>Kask &amp; Saar</title>
<meta name="Creator" content="Arbiter"/>
</head>
<body>
<doc>
  <page width="595.276000" height="841.890000">
    <word xMin="36.850000" yMin="34.356000" xMax="141.578000" yMax="49.475000">Tartu–Helsinki</word>
    <word xMin="146.102000" yMin="34.356000" xMax="184.530000" yMax="49.475000">Kask&amp;Saar&lt;2&gt;</word>
  </page>
  <page width="595.276000" height="841.890000">
  </page>
  <page width="841.890000" height="595.280000">
    <word xMin="653.1" yMin="35.612" xMax="719.034" yMax="48.405">½–½</word>
  </page>
</doc>
</body>
</html>
`

// Words are read page by page, an empty page kept as one without words,
// and the XML's escapes undone.
func TestWordsOf(t *testing.T) {
	want := [][]Word{
		{{"Tartu–Helsinki", 36.85, 34.356, 141.578, 49.475}, {"Kask&Saar<2>", 146.102, 34.356, 184.53, 49.475}},
		nil,
		{{"½–½", 653.1, 35.612, 719.034, 48.405}},
	}
	if got := wordsOf(sample); !reflect.DeepEqual(got, want) {
		t.Errorf("wordsOf:\n got %v\nwant %v", got, want)
	}
	if got, want := sizesOf(sample), [][2]float64{{595.276, 841.89}, {595.276, 841.89}, {841.89, 595.28}}; !reflect.DeepEqual(got, want) {
		t.Errorf("sizesOf: %v, want %v", got, want)
	}
}
