package tournament

import "strings"

// titleWords are the ways lists write a title: FIDE's rating list letters
// (g, m, f, c, wg, wm, wf, wc, as Swiss-Manager and the older FIDE lists
// write them), the codes, and the titles' names in English, Finnish and
// Estonian. Keys are in lower case with hyphens read as blanks.
var titleWords = map[string]string{
	"g": "GM", "m": "IM", "f": "FM", "c": "CM", "wg": "WGM", "wm": "WIM", "wf": "WFM", "wc": "WCM",
	"gm": "GM", "im": "IM", "fm": "FM", "cm": "CM", "wgm": "WGM", "wim": "WIM", "wfm": "WFM", "wcm": "WCM",
	"grandmaster": "GM", "international master": "IM", "fide master": "FM", "candidate master": "CM",
	"woman grandmaster": "WGM", "woman international master": "WIM", "woman fide master": "WFM",
	"woman candidate master": "WCM",
	"suurmestari":            "GM", "kansainvälinen mestari": "IM", "fide mestari": "FM", "mestariehdokas": "CM",
	"naissuurmestari": "WGM", "naisten suurmestari": "WGM", "kansainvälinen naismestari": "WIM",
	"naisten kansainvälinen mestari": "WIM", "fide naismestari": "WFM", "naisten fide mestari": "WFM",
	"naisten mestariehdokas": "WCM",
	"suurmeister":            "GM", "rahvusvaheline meister": "IM", "fide meister": "FM", "meistrikandidaat": "CM",
	"naissuurmeister": "WGM", "naiste suurmeister": "WGM", "naiste rahvusvaheline meister": "WIM",
	"naiste fide meister": "WFM", "naiste meistrikandidaat": "WCM",
}

// ParseTitle reads a FIDE title however a list writes it and returns it as
// Arbiter writes titles (GM, IM, FM, CM, WGM, WIM, WFM, WCM); "" is no
// title. An unknown title is an error naming it.
func ParseTitle(s string) (string, error) {
	key := strings.Join(strings.Fields(strings.ReplaceAll(strings.ToLower(s), "-", " ")), " ")
	if key == "" {
		return "", nil
	}
	if t, ok := titleWords[key]; ok {
		return t, nil
	}
	return "", errorf("event.err.title", []any{"title", strings.TrimSpace(s)})
}
