package tournament

import (
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/internal/testform"
	"arbiter/tournament/input"
)

func TestValidatePlayer(t *testing.T) {
	ok := Player{Name: "Mikko Virtanen", Rating: 1850, FIDEID: "502123", Federation: "FIN", Title: "FM",
		Sex: Male, Category: CategoryII, BirthDate: "1990-05-31"}
	tests := []struct {
		name   string
		change func(*Player)
		key    string
	}{
		{"valid", func(*Player) {}, ""},
		{"unrated", func(p *Player) { p.Rating = 0 }, ""},
		{"birth year only", func(p *Player) { p.BirthDate = "1990" }, ""},
		{"TRF birth date", func(p *Player) { p.BirthDate = "1990/05/31" }, ""},
		{"empty name", func(p *Player) { p.Name = "  " }, "event.err.player.name_empty"},
		{"long name", func(p *Player) { p.Name = strings.Repeat("ä", 61) }, "event.err.player.name_long"},
		{"tab in name", func(p *Player) { p.Name = "Mikko\tVirtanen" }, "event.err.text.char"},
		{"NUL in name", func(p *Player) { p.Name = "Mikko\x00" }, "event.err.text.char"},
		{"ESC in club", func(p *Player) { p.Club = "\x1b[2JSK" }, "event.err.text.char"},
		{"newline in club", func(p *Player) { p.Club = "SK\nTartu" }, "event.err.text.char"},
		{"bidi override", func(p *Player) { p.Name = "Mikko \u202eNENITRIV" }, "event.err.text.char"},
		{"bidi isolate", func(p *Player) { p.Club = "\u2067SK" }, "event.err.text.char"},
		{"zero-width space", func(p *Player) { p.Name = "Mikko\u200bVirtanen" }, "event.err.text.char"},
		{"zero-width joiner", func(p *Player) { p.Club = "SK\u200d" }, "event.err.text.char"},
		{"not UTF-8", func(p *Player) { p.Name = "Mikko \xe4" }, "event.err.text.utf8"},
		{"long club", func(p *Player) { p.Club = strings.Repeat("ä", 201) }, "event.err.text.long"},
		{"category date year 0", func(p *Player) { p.CategoryEarned = time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC) }, "event.err.player.category_date"},
		{"category date", func(p *Player) { p.CategoryEarned = time.Date(1987, 6, 1, 0, 0, 0, 0, time.UTC) }, ""},
		{"birth year 0", func(p *Player) { p.BirthDate = "0000-01-01" }, "event.err.player.birthyear"},
		{"birth year 3000", func(p *Player) { p.BirthDate = "3000" }, "event.err.player.birthyear"},
		{"birth year 1849, TRF", func(p *Player) { p.BirthDate = "1849/12/31" }, "event.err.player.birthyear"},
		{"birth year 1850", func(p *Player) { p.BirthDate = "1850-01-01" }, ""},
		{"emoji in name", func(p *Player) { p.Name = "Mikko 😀" }, ""},
		{"negative rating", func(p *Player) { p.Rating = -5 }, "event.err.player.rating"},
		{"rating too high", func(p *Player) { p.Rating = 3501 }, "event.err.player.rating"},
		{"FIDE id letters", func(p *Player) { p.FIDEID = "50A123" }, "event.err.player.fideid"},
		{"FIDE id of 11 digits, as TRF-2026 allows", func(p *Player) { p.FIDEID = "70123454321" }, ""},
		{"FIDE id too long", func(p *Player) { p.FIDEID = "123456789012" }, "event.err.player.fideid"},
		{"federation lower case", func(p *Player) { p.Federation = "fin" }, "event.err.player.federation"},
		{"federation two letters", func(p *Player) { p.Federation = "FI" }, "event.err.player.federation"},
		{"unknown title", func(p *Player) { p.Title = "XM" }, "event.err.player.title"},
		{"sex", func(p *Player) { p.Sex = "x" }, "event.err.player.sex"},
		{"category", func(p *Player) { p.Category = Category(42) }, "event.err.player.category"},
		{"birth date", func(p *Player) { p.BirthDate = "1990-13-01" }, "event.err.player.birthdate"},
		{"birth date form", func(p *Player) { p.BirthDate = "31.5.1990" }, "event.err.player.birthdate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ok
			tt.change(&p)
			err := p.Validate()
			testform.WantKey(t, err, tt.key)
		})
	}
}

// TestPlayerAllowed: a player added or changed is one person once, a
// player joins a round robin only before round 1 is paired, a Swiss at any
// time, and his seat changes only before round 1 is paired.
func TestPlayerAllowed(t *testing.T) {
	players := []Player{
		{ID: 1, Name: "Mikko Virtanen", FIDEID: "502123"},
		{ID: 2, Name: "Kadri Tamm"},
		{ID: 3, Name: "Tõnis Õunapuu", Seat: 3},
		{ID: 4, Name: "Jaan Kask"},
		{ID: 5, Name: "Jaan Kask", Namesake: true},
	}
	tests := []struct {
		name   string
		p      Player
		system System
		paired int
		key    string
	}{
		{"new", Player{Name: "Jüri Saar"}, RoundRobin, 0, ""},
		{"same name, case and blanks", Player{Name: "kadri  TAMM"}, SwissDutch, 0, "event.err.player.dup_name"},
		{"same FIDE id", Player{Name: "M. Virtanen", FIDEID: "502123"}, SwissDutch, 0, "event.err.player.dup_fideid"},
		{"namesake with other FIDE id", Player{Name: "Mikko Virtanen", FIDEID: "502999"}, SwissDutch, 0, ""},
		{"namesake without FIDE id", Player{Name: "Mikko Virtanen"}, SwissDutch, 0, "event.err.player.dup_name"},
		{"editing itself", Player{ID: 2, Name: "Kadri Tamm", Rating: 1700}, SwissDutch, 0, ""},
		{"the same name but for accents", Player{Name: "Tonis  OUNAPUU"}, SwissDutch, 0, "event.err.player.dup_folded"},
		{"a namesake the arbiter vouches for", Player{Name: "Tonis Ounapuu", Namesake: true}, SwissDutch, 0, ""},
		{"a namesake's edit that keeps his name", Player{ID: 5, Name: "jaan kask", Rating: 1500}, SwissDutch, 0, ""},
		{"a rename onto a namesake", Player{ID: 2, Name: "Jaan Kask"}, SwissDutch, 0, "event.err.player.dup_name"},
		{"a rename onto a namesake, vouched for", Player{ID: 2, Name: "Jaan Kask", Namesake: true}, SwissDutch, 0, ""},
		{"the vouching covers no FIDE id", Player{Name: "M. Virtanen", FIDEID: "502123", Namesake: true}, SwissDutch, 0, "event.err.player.dup_fideid"},
		{"late entry in a Swiss", Player{Name: "Jüri Saar"}, SwissDutch, 3, ""},
		{"late entry in a round robin", Player{Name: "Jüri Saar"}, RoundRobin, 1, "event.err.player.late"},
		{"late entry in a double round robin", Player{Name: "Jüri Saar"}, DoubleRoundRobin, 2, "event.err.player.late"},
		{"edit in a round robin under way", Player{ID: 2, Name: "Kadri Tamm", Rating: 1700}, RoundRobin, 4, ""},
		{"a bad field before the late entry's rule", Player{Name: ""}, SwissDutch, 2, "event.err.player.name_empty"},
		{"late entry in a Swiss with every round paired", Player{Name: "Jüri Saar"}, SwissDutch, 7, "event.err.entry.over"},
		{"edit in a Swiss with every round paired", Player{ID: 2, Name: "Kadri Tamm", Rating: 1700}, SwissDutch, 7, ""},
		{"a seat changed before round 1", Player{ID: 3, Name: "Tõnis Õunapuu", Seat: 1}, RoundRobin, 0, ""},
		{"a seat changed once round 1 is paired", Player{ID: 3, Name: "Tõnis Õunapuu", Seat: 1}, RoundRobin, 1, "event.err.seats.paired"},
		{"a seat kept in an edit under way", Player{ID: 3, Name: "Tõnis Õunapuu", Seat: 3, Rating: 1800}, RoundRobin, 1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := PlayerAllowed(tt.p, Settings{System: tt.system, Rounds: 7}, tt.paired, players)
			testform.WantKey(t, err, tt.key)
			// A refusal of the name alone is the one the arbiter may overrule.
			if got, want := IsNamesake(err), strings.HasPrefix(tt.key, "event.err.player.dup_") && tt.key != "event.err.player.dup_fideid"; got != want {
				t.Errorf("IsNamesake = %v, want %v", got, want)
			}
		})
	}
}

// TestNamesakeNamesTheOther: the refusal of a name written otherwise names
// the player already in, as he is written there.
func TestNamesakeNamesTheOther(t *testing.T) {
	err := PlayerAllowed(Player{Name: "Tonis Ounapuu"}, Settings{System: SwissDutch, Rounds: 7}, 0, []Player{{ID: 1, Name: "Tõnis Õunapuu"}})
	m, ok := err.(*engine.Message)
	if !ok || m.Args["other"] != "Tõnis Õunapuu" || m.Args["name"] != "Tonis Ounapuu" {
		t.Fatalf("refusal %#v, want one naming Tõnis Õunapuu", err)
	}
}

func TestParseDateRefusesYearZero(t *testing.T) {
	for _, s := range []string{"0000-01-01", "1.1.0000", "31.12.9999"} {
		if _, err := input.ParseDate(s); err == nil {
			t.Errorf("ParseDate(%q) accepted", s)
		}
	}
	if _, err := input.ParseDate("1.6.1987"); err != nil {
		t.Error(err)
	}
}

func TestValidateSettings(t *testing.T) {
	for _, tt := range []struct {
		change func(*Settings)
		key    string
	}{
		{func(*Settings) {}, ""},
		{func(s *Settings) { s.Site = "Tartu\x1b]0;owned\x07" }, "event.err.text.char"},
		{func(s *Settings) { s.ChiefArbiter = "A\u2066B" }, "event.err.text.char"},
		{func(s *Settings) { s.StartDate = "0000-01-01" }, "event.err.settings.date"},
		{func(s *Settings) { s.EndDate = "2026-13-01" }, "event.err.settings.date"},
		{func(s *Settings) { s.StartDate = "2026-11-20" }, ""},
	} {
		s := DefaultSettings()
		s.Name = "Open"
		tt.change(&s)
		err := s.Validate()
		if tt.key == "" && err != nil || tt.key != "" && (err == nil || err.(*engine.Message).Key != tt.key) {
			t.Errorf("%+v: error %v, want %q", s, err, tt.key)
		}
	}
}

// TestSeatTaken: a seat changed to one another player holds gives him the
// seat left (none where there was none), so that no two share one; an
// unchanged seat, none, or a free one takes no one's.
func TestSeatTaken(t *testing.T) {
	players := []Player{{ID: 1, Name: "Anna", Seat: 1}, {ID: 2, Name: "Boris", Seat: 2}, {ID: 3, Name: "Carl"}}
	for _, tt := range []struct {
		name  string
		p     Player
		other int64
		seat  int
	}{
		{"a seat held", Player{ID: 1, Seat: 2}, 2, 1},
		{"a seat held, by one who had none", Player{ID: 3, Seat: 1}, 1, 0},
		{"a free seat", Player{ID: 1, Seat: 3}, 0, 0},
		{"the seat kept", Player{ID: 2, Seat: 2}, 0, 0},
		{"no seat", Player{ID: 1}, 0, 0},
	} {
		other, ok := SeatTaken(players, tt.p)
		if ok != (tt.other != 0) || other.ID != tt.other || other.Seat != tt.seat {
			t.Errorf("%s: %+v, %v; want player %d on seat %d", tt.name, other, ok, tt.other, tt.seat)
		}
	}
}

// TestAMatchTakesTwoPlayers: a third player added to a match was taken,
// seated by the draw, and refused only when round 1 was paired; once
// paired he was told of "a round robin's tables". A match takes its two
// players and says so, before and after round 1 alike; its players'
// edits stand.
func TestAMatchTakesTwoPlayers(t *testing.T) {
	two := []Player{{ID: 1, Name: "Matti Virtanen"}, {ID: 2, Name: "Kalev Tamm"}}
	for _, tt := range []struct {
		name    string
		p       Player
		players []Player
		paired  int
		key     string
	}{
		{"the second player", Player{Name: "Kalev Tamm"}, two[:1], 0, ""},
		{"a third before round 1", Player{Name: "Kalle Kolmas"}, two, 0, "event.err.player.match"},
		{"a third once paired", Player{Name: "Kalle Kolmas"}, two, 2, "event.err.player.match"},
		{"an edit of one of the two", Player{ID: 2, Name: "Kalev Tamm", Rating: 2285}, two, 2, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := PlayerAllowed(tt.p, Settings{System: Match, Rounds: 6}, tt.paired, tt.players)
			testform.WantKey(t, err, tt.key)
		})
	}
}
