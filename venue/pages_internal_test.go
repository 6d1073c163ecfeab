package venue

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/words"
)

// TestWithdrawnMarkFromTheRoundAfter: a player who withdrew after round 2
// played round 2, so its pages name him plainly; the pages of round 3 and
// later mark him, and so does a page of no round (0: the starting list,
// the search), as the paper's list of players does: it named him
// unmarked there beside the standings' mark.
func TestWithdrawnMarkFromTheRoundAfter(t *testing.T) {
	ev := &tournament.Event{Players: []tournament.Player{
		{ID: 1, Name: "Anna Aho", WithdrawnAfter: 2},
		{ID: 2, Name: "Boris Berg"},
	}}
	number := map[int64]int{1: 1, 2: 2}
	for _, tt := range []struct {
		id    int64
		round int
		want  bool
	}{
		{1, 1, false}, {1, 2, false}, {1, 3, true}, {1, 7, true}, {1, 0, true},
		{2, 3, false}, {2, 0, false},
	} {
		if got := whoOf(ev, number, tt.id, tt.round).Withdrawn; got != tt.want {
			t.Errorf("player %d on round %d's page: withdrawn %v, want %v", tt.id, tt.round, got, tt.want)
		}
	}
}

// TestPageNames: a page has one name, read by the one table of page
// kinds, and the names an export writes are the ones it takes back as
// its own.
func TestPageNames(t *testing.T) {
	for _, tt := range []struct {
		name     string
		stem     string
		n        int
		ok       bool
		exported bool
	}{
		{"index.html", "index", 0, true, true},
		{"names.html", "names", 0, true, true},
		{"names-3.html", "names", 3, true, true},
		{"round-12.html", "round", 12, true, true},
		{"player-7.html", "player", 7, true, true},
		{"wall.html", "wall", 1, true, false},
		{"wall-2.html", "wall", 2, true, false},
		{"round.html", "", 0, false, false},
		{"index-1.html", "", 0, false, false},
		{"round-0.html", "", 0, false, false},
		{"round-01.html", "", 0, false, false},
		{"round-+1.html", "", 0, false, false},
		{"round-1", "", 0, false, false},
		{"player-1-2.html", "", 0, false, false},
		{"style.css", "", 0, false, false},
		{"enter.html", "", 0, false, false},
	} {
		k, n, ok := pageOf(pageKinds, tt.name)
		if ok != tt.ok || ok && (k.stem != tt.stem || n != tt.n) {
			t.Errorf("%s: %v %d %v, want %s %d %v", tt.name, k, n, ok, tt.stem, tt.n, tt.ok)
		}
		if got := exportedName(tt.name); got != tt.exported {
			t.Errorf("%s: exported %v, want %v", tt.name, got, tt.exported)
		}
	}
	ev := &tournament.Event{Players: []tournament.Player{{ID: 4, Name: "Anna Aho"}}, Rounds: []tournament.Round{{Number: 1}}}
	for _, name := range pageNames(newFacts(ev, Rules{})) {
		if !exportedName(name) {
			t.Errorf("an export writes %s, which it would not take back as its own", name)
		}
	}
}

// TestEventPageCountsTheRoundsOfEveryKind: a round robin's rounds come
// from its field, not from the Swiss's rounds setting (0 there), so that
// the event page and the venue's front page say "round 1/3" for a
// four-team league as "1/5" for a five-round Swiss.
func TestEventPageCountsTheRoundsOfEveryKind(t *testing.T) {
	cat := i18n.For(i18n.English)
	swiss := &tournament.Event{Settings: tournament.Settings{System: tournament.SwissDutch, Rounds: 5}}
	league := &tournament.Event{Settings: tournament.Settings{System: tournament.TeamRoundRobin},
		Teams: []tournament.Team{{ID: 1}, {ID: 2}, {ID: 3}, {ID: 4}}}
	rr := &tournament.Event{Settings: tournament.Settings{System: tournament.RoundRobin},
		Players: []tournament.Player{{ID: 1}, {ID: 2}, {ID: 3}, {ID: 4}, {ID: 5}, {ID: 6}}}
	for _, tt := range []struct {
		name string
		ev   *tournament.Event
		want int
	}{{"swiss", swiss, 5}, {"team round robin", league, 3}, {"round robin", rr, 5}} {
		if got := eventData(tt.ev, cat).Planned; got != tt.want {
			t.Errorf("%s: %d rounds on the pages, want %d", tt.name, got, tt.want)
		}
	}
}

// TestTheWallsByeIsOnNoBoard: the wall's round gives a bye's row the
// paper's no-board mark in its board column, where it stood blank, a
// board's number missing.
func TestTheWallsByeIsOnNoBoard(t *testing.T) {
	ev := &tournament.Event{
		Settings: tournament.DefaultSettings(),
		Players:  []tournament.Player{{ID: 1, Name: "Anna Aho"}, {ID: 2, Name: "Boris Berg"}, {ID: 3, Name: "Carl Cole"}},
		Rounds: []tournament.Round{{Number: 1, Pairings: []tournament.Pairing{
			{Round: 1, Board: 1, White: 1, Black: 2},
			{Round: 1, Board: 2, White: 3, Bye: tournament.ByePairingAllocated},
		}}},
	}
	ev.Settings.System = tournament.SwissDutch
	var rows []wallRow
	for _, p := range wallParts(newFacts(ev, Rules{}), i18n.For(i18n.English)) {
		if !p.standings {
			rows = append(rows, p.rows...)
		}
	}
	found := false
	for _, r := range rows {
		if strings.HasSuffix(r.Left, "Carl Cole") {
			found = true
			if r.Num != words.NoBoard {
				t.Errorf("the bye's row on the wall: board %q, want %q", r.Num, words.NoBoard)
			}
		}
	}
	if !found {
		t.Fatalf("no bye's row among the wall's %+v", rows)
	}
}

// TestTheWallMarksTheWithdrawn: the wall's standings and its round's
// boards mark a withdrawn player as the standings and round pages do
// (words.WithdrawnName), where the TV named him plainly among those who
// play on.
func TestTheWallMarksTheWithdrawn(t *testing.T) {
	ev := &tournament.Event{
		Settings: tournament.DefaultSettings(),
		Players: []tournament.Player{{ID: 1, Name: "Anna Aho"}, {ID: 2, Name: "Boris Berg", WithdrawnAfter: 1},
			{ID: 3, Name: "Carl Cole"}, {ID: 4, Name: "Dana Dahl"}},
		Rounds: []tournament.Round{
			{Number: 1, Pairings: []tournament.Pairing{
				{Round: 1, Board: 1, White: 1, Black: 3, Result: tournament.WhiteWins},
				{Round: 1, Board: 2, White: 2, Black: 4, Result: tournament.Draw},
			}},
			// Round 2 was paired before he withdrew after round 1.
			{Number: 2, Pairings: []tournament.Pairing{
				{Round: 2, Board: 1, White: 4, Black: 1},
				{Round: 2, Board: 2, White: 3, Black: 2},
			}},
		},
	}
	ev.Settings.System = tournament.SwissDutch
	cat := i18n.For(i18n.English)
	mark := cat.T("print.mark.withdrawn")
	var standing, board bool
	for _, p := range wallParts(newFacts(ev, Rules{}), cat) {
		for _, r := range p.rows {
			for _, side := range []string{r.Left, r.Right} {
				if !strings.Contains(side, "Boris Berg") {
					continue
				}
				if !strings.HasSuffix(side, "Boris Berg "+mark) {
					t.Errorf("the wall names the withdrawn player %q, without %q", side, mark)
				}
				standing, board = standing || p.standings, board || !p.standings
			}
		}
	}
	if !standing || !board {
		t.Errorf("the withdrawn player is not on the wall's standings (%v) and round (%v)", standing, board)
	}
}

// While a check-in is open, the wall says of a player not in who asked for
// a bye in its round that he did, as the window's list, the command line,
// the tablet and the door's list do: it listed him with no mark, as the
// absent.
func TestTheCheckInWallNamesAByeAskedFor(t *testing.T) {
	ev := &tournament.Event{
		Settings: tournament.DefaultSettings(),
		Players:  []tournament.Player{{ID: 1, Name: "Anna Aho"}, {ID: 2, Name: "Boris Berg"}, {ID: 3, Name: "Carl Cole"}},
		Requests: []tournament.PlannedBye{{Player: 2, Round: 1, Kind: tournament.ByeHalfPoint}},
		CheckIns: []tournament.CheckIn{{Round: 1, Marks: []tournament.Presence{{Player: 1, In: true}}}},
	}
	ev.Settings.System, ev.Settings.Rounds = tournament.SwissDutch, 5
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		bye := cat.T("checkin.mark.bye", "kind", cat.T(tournament.ByeHalfPoint.NameKey()))
		named := 0
		for _, p := range wallParts(newFacts(ev, Rules{}), cat) {
			for _, r := range p.rows {
				if strings.Contains(r.Left, bye) != strings.HasPrefix(r.Left, "Berg") {
					t.Errorf("%s: the check-in's wall lists %q", lang, r.Left)
				}
				if strings.HasPrefix(r.Left, "Berg") {
					named++
				}
			}
		}
		if named != 1 {
			t.Errorf("%s: Boris Berg listed %d times on the check-in's wall", lang, named)
		}
	}
}

// TestTheWallKeepsAFewLastRowsOnTheRoundsPage: a round of 15 boards, a
// bye and two players withdrawn earlier is one page of the wall, where
// the TV turned for 10 s to a page of the two withdrawn alone; a round
// longer by more than wallSpill rows still turns at wallRows.
func TestTheWallKeepsAFewLastRowsOnTheRoundsPage(t *testing.T) {
	for _, c := range []struct{ withdrawn, pages int }{{1, 1}, {2, 1}, {3, 2}} {
		ev := &tournament.Event{Settings: tournament.DefaultSettings()}
		ev.Settings.System, ev.Settings.Rounds = tournament.SwissDutch, 7
		for id := int64(1); id <= int64(31+c.withdrawn); id++ {
			pl := tournament.Player{ID: id, Name: fmt.Sprintf("Player %d", id)}
			if id > 31 {
				pl.WithdrawnAfter = 1
			}
			ev.Players = append(ev.Players, pl)
		}
		round := tournament.Round{Number: 1}
		for b := 1; b <= 15; b++ {
			round.Pairings = append(round.Pairings, tournament.Pairing{Round: 1, Board: b, White: int64(2*b - 1), Black: int64(2 * b)})
		}
		round.Pairings = append(round.Pairings, tournament.Pairing{Round: 1, Board: 16, White: 31, Bye: tournament.ByePairingAllocated})
		ev.Rounds = []tournament.Round{round}
		var pages [][][]wallRow
		rows := 0
		for _, p := range wallParts(newFacts(ev, Rules{}), i18n.For(i18n.English)) {
			if !p.standings {
				pages = append(pages, wallPageOf(p, 1, 1).Columns)
				rows += len(p.rows)
			}
		}
		if rows != 16+c.withdrawn {
			t.Fatalf("%d withdrawn: the wall's round has %d rows, want 15 boards, the bye and the withdrawn", c.withdrawn, rows)
		}
		if len(pages) != c.pages {
			t.Errorf("%d withdrawn: the round's %d rows are %d pages of the wall, want %d", c.withdrawn, rows, len(pages), c.pages)
		}
		for i, cols := range pages {
			if len(cols) != 1 {
				t.Errorf("%d withdrawn: the round's page %d has %d columns, want one", c.withdrawn, i+1, len(cols))
			}
		}
	}
}

// Before round 1 the wall lists the players by start number with their
// ratings under the starting list's heading: it showed "Standings", every
// player at 0 in a shared place 1–30.
func TestTheWallBeforeRoundOneListsThePlayers(t *testing.T) {
	ev := &tournament.Event{
		Settings: tournament.DefaultSettings(),
		Players:  []tournament.Player{{ID: 1, Name: "Carl Cole", Rating: 1900}, {ID: 2, Name: "Anna Aho", Rating: 2300}, {ID: 3, Name: "Boris Berg"}},
	}
	ev.Settings.System, ev.Settings.Rounds = tournament.SwissDutch, 5
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		parts := wallParts(newFacts(ev, Rules{}), cat)
		if len(parts) != 1 || parts[0].heading != cat.T("venue.nav.start") {
			t.Fatalf("%s: the wall before round 1 is %+v, want the players under %q", lang, parts, cat.T("venue.nav.start"))
		}
		var got []string
		for _, r := range parts[0].rows {
			got = append(got, r.Num+" "+r.Left+" "+r.Mid)
		}
		if want := []string{"1 Anna Aho 2300", "2 Carl Cole 1900", "3 Boris Berg "}; !slices.Equal(got, want) {
			t.Errorf("%s: the wall lists %q, want %q", lang, got, want)
		}
	}
}
