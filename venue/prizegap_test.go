package venue_test

import (
	"database/sql"
	"net/http"
	"strings"
	"testing"

	"arbiter/internal/sqlitefile"
)

// A file whose prize list was saved before a place left out was refused
// (places 1 and 3, none for 2) shows the players no payout: the page
// paid place 3's prize to the player placed second. It says in the
// reader's language why there is no list.
func TestAPrizeListWithAPlaceLeftOutIsHeldBackAtTheVenue(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	db, err := sql.Open("sqlite3", sqlitefile.DSN(file, ""))
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec(`INSERT OR REPLACE INTO meta (key, value) VALUES ('prize-rules', ?)`,
		`{"prizes":[{"place":1,"amount":10000},{"place":3,"amount":5000}],"currency":"EUR"}`)
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	_, base := server(t, file, nil)
	for lang, want := range map[string]string{
		"en": "No prize list until this is mended: no prize for place 2, yet place 3 has one",
		"fi": "Palkintoluetteloa ei lasketa, ennen kuin tämä korjataan: sijalle 2 ei ole palkintoa, mutta sijalle 3 on",
		"et": "Auhinnanimekirja ei arvutata enne, kui see on parandatud: kohale 2 pole auhinda, kuid kohale 3 on",
	} {
		code, page := get(t, base+"/prizes.html", "Accept-Language", lang)
		if code != http.StatusOK || !strings.Contains(page, want) || strings.Contains(page, `class="prizes"`) || strings.Contains(page, "50.00") {
			t.Errorf("%s: %d, held back %v, a table %v:\n%s", lang, code, strings.Contains(page, want), strings.Contains(page, `class="prizes"`), page)
		}
	}
}
