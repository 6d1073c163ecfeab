package tournament

import (
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/testform"
)

// Every error a form's field can raise, in the window and on the command
// line alike (both show these messages), names the field and shows a value
// it takes, so the user knows what to type without the manual.
func TestFormErrorsNameFieldAndExample(t *testing.T) {
	type words map[i18n.Lang]string
	player := func(edit func(*Player)) error {
		p := Player{Name: "Anna"}
		edit(&p)
		return p.Validate()
	}
	settings := func(edit func(*Settings)) error {
		s := Settings{Name: "Open", System: SwissDutch, Rounds: 7}
		edit(&s)
		return s.Validate()
	}
	team := func(edit func(*TeamOptions)) error {
		o := TeamOptions{Boards: 4, MatchWin: 2, MatchDraw: 1, ByeMatch: OutcomeWin, ByeGame: OutcomeWin}
		edit(&o)
		return o.Validate()
	}
	rating := words{i18n.English: "rating", i18n.Finnish: "vahvuusluku", i18n.Estonian: "reiting"}
	fideID := words{i18n.English: "FIDE i", i18n.Finnish: "FIDE-tunnus", i18n.Estonian: "FIDE-kood"}
	rounds := words{i18n.English: "number of rounds", i18n.Finnish: "kierrosten määrä", i18n.Estonian: "voorude arv"}
	tests := []struct {
		name    string
		err     error
		key     string
		field   words
		example string
	}{
		{"rating", player(func(p *Player) { p.Rating = -5 }), "event.err.player.rating", rating, "1850"},
		{"FIDE id", player(func(p *Player) { p.FIDEID = "12a" }), "event.err.player.fideid", fideID, "502001"},
		{"deputy's FIDE id", Deputy{Name: "Mia", FIDEID: "x"}.Validate(nil), "event.err.player.fideid", fideID, "502001"},
		{"federation", player(func(p *Player) { p.Federation = "fi" }), "event.err.player.federation",
			words{i18n.English: "federation", i18n.Finnish: "liitto", i18n.Estonian: "föderatsioon"}, "FIN"},
		{"title", player(func(p *Player) { p.Title = "XM" }), "event.err.player.title",
			words{i18n.English: "title", i18n.Finnish: "arvonimi", i18n.Estonian: "tiitel"}, "GM"},
		{"birth date", player(func(p *Player) { p.BirthDate = "84" }), "event.err.player.birthdate",
			words{i18n.English: "birth date", i18n.Finnish: "syntymäaika", i18n.Estonian: "sünniaeg"}, "1984-06-15"},
		{"category date", player(func(p *Player) { p.CategoryEarned = time.Date(1700, 1, 1, 0, 0, 0, 0, time.UTC) }),
			"event.err.player.category_date",
			words{i18n.English: "category date", i18n.Finnish: "luokan päivämäärä", i18n.Estonian: "kategooria kuupäev"}, "2024-05-31"},
		{"withdrawal round", player(func(p *Player) { p.WithdrawnAfter = -1 }), "event.err.player.withdrawn",
			words{i18n.English: "withdrawal round", i18n.Finnish: "keskeytyskierros", i18n.Estonian: "lahkumise voor"}, "3"},
		{"rounds negative", settings(func(s *Settings) { s.Rounds = -3 }), "event.err.settings.rounds.negative", rounds, "7"},
		{"rounds missing", settings(func(s *Settings) { s.Rounds = 0 }), "event.err.settings.rounds.needed", rounds, "7"},
		{"games of a match missing", settings(func(s *Settings) { s.System, s.Rounds = Match, 0 }), "event.err.settings.rounds.match",
			words{i18n.English: "number of games", i18n.Finnish: "pelien määrä", i18n.Estonian: "partiide arv"}, "6"},
		{"event date", settings(func(s *Settings) { s.StartDate = "2026-13-01" }), "event.err.settings.date",
			words{i18n.English: "date", i18n.Finnish: "päivämäärä", i18n.Estonian: "kuupäev"}, "2026-11-20"},
		{"host federation", settings(func(s *Settings) { s.Federation = "Suomi" }), "event.err.settings.federation",
			words{i18n.English: "federation", i18n.Finnish: "liitto", i18n.Estonian: "föderatsioon"}, "FI"},
		{"chief's FIDE id", settings(func(s *Settings) { s.ChiefArbiterFIDEID = "abc" }), "event.err.settings.chief-fide-id", fideID, "502001"},
		{"tie-break", settings(func(s *Settings) { s.TieBreaks = []string{"nope"} }), "event.err.tiebreak.unknown",
			words{i18n.English: "tie-break", i18n.Finnish: "lisäpisteperuste", i18n.Estonian: "lisanäitaja"}, "bh-c1"},
		{"boards", team(func(o *TeamOptions) { o.Boards = 0 }), "teams.err.boards",
			words{i18n.English: "boards", i18n.Finnish: "pöytä", i18n.Estonian: "lauda"}, "4"},
		{"match points", team(func(o *TeamOptions) { o.MatchWin = 1 }), "teams.err.matchpoints",
			words{i18n.English: "match points", i18n.Finnish: "ottelupisteet", i18n.Estonian: "matšipunktid"}, "2,1,0"},
		{"category", player(func(p *Player) { p.Category = Category(42) }), "event.err.player.category",
			words{i18n.English: "category", i18n.Finnish: "luokka", i18n.Estonian: "järk"}, "CM"},
	}
	for _, tt := range tests {
		testform.Check(t, tt.name, tt.err, tt.key, tt.field, tt.example)
	}
}
