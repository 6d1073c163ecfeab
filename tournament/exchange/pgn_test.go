package exchange

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/testfield"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

func TestEventPGN(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.Name, ev.Settings.Site = "Kevätturnaus", "Tallinn"
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}})
	ev.Rounds[0].Date = "2025-03-01"
	// PGN writes the family name first, whatever the lists show.
	ev.Players[0].SetNames("Õunapuu", "Tõnu")
	ev.Players[3].SetNames("Kask", "Mari")
	recs := []*replay.GameRecord{
		{Round: 1, Board: 1, Result: tournament.WhiteWins, Moves: []replay.RecordedMove{
			{Ply: 1, UCI: "e2e4", Clock: 118 * time.Minute, HasClock: true},
			{Ply: 2, UCI: "e7e5"},
			{Ply: 3, UCI: "g1f3", DrawOffer: true},
			{Ply: 4, UCI: "b8c6"},
			{Ply: 5, UCI: "f1c4"},
			{Ply: 6, UCI: "g8f6"},
			{Ply: 7, UCI: "e1g1"}, // castling written king to g1
		}},
		{Round: 1, Board: 2, StartFEN: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4"}}},
	}
	text := eventPGN(t, ev, recs)
	testtext.SaysEach(t, "PGN", text, `[Event "Kevätturnaus"]`, `[Site "Tallinn"]`, `[Date "2025.03.01"]`, `[Round "1"]`,
		`[White "Õunapuu, Tõnu"]`, `[Black "Kask, Mari"]`, `[Result "1-0"]`, `[WhiteElo "2010"]`, `[Board "1"]`,
		"1. e4 {[%clk 1:58:00]} 1... e5 2. Nf3 {(=)} 2... Nc6 3. Bc4 Nf6 4. O-O 1-0", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]`,
		`[Result "1/2-1/2"]`)
	games := readPGN(t, text)
	if len(games) != 2 || len(games[0].Moves) != 7 || !games[0].Moves[0].HasClock {
		t.Errorf("parsed back: %d games", len(games))
	}
}

// A blitz event's games carry its time control in PGN's TimeControl tag
// (seconds, "180+2"), as every reader of PGN tells a blitz game from a
// standard one; they carried none, and read as the event's games nothing
// said they were blitz. A game imported with a TimeControl of its own
// keeps it; an event with no control, or one PGN cannot state (a
// Bronstein delay), writes none.
func TestEventPGNStatesTheTimeControl(t *testing.T) {
	for _, tt := range []struct{ control, tag string }{
		{"3+2", "180+2"}, {"15'+10\"", "900+10"}, {"40/90+30'+30\"", "40/5400:1800+30"}, {"", ""}, {"5+d3\"", ""},
	} {
		ev := testfield.Field(4, tournament.RoundRobin)
		ev.Settings.TimeControl = tt.control
		testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}})
		recs := []*replay.GameRecord{{Round: 1, Board: 2, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4"}},
			Tags: []engine.Tag{{Name: "TimeControl", Value: "300"}}}}
		games := readPGN(t, eventPGN(t, ev, recs))
		if len(games) != 2 {
			t.Fatalf("%s: %d games", tt.control, len(games))
		}
		if got := games[0].Tag("TimeControl"); got != tt.tag {
			t.Errorf("%q: TimeControl %q, want %q", tt.control, got, tt.tag)
		}
		if got := games[1].Tag("TimeControl"); got != "300" {
			t.Errorf("%q: an imported game's own TimeControl written %q, want 300", tt.control, got)
		}
	}
}

func TestGamePGNIllegalMove(t *testing.T) {
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds = 2
	rec := &replay.GameRecord{Round: 1, Board: 1, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4"}, {Ply: 2, UCI: "e2e4"}}}
	_, err := GamePGN(ev, rec)
	if e, ok := err.(*engine.Message); !ok || e.Key != "event.err.record.move" || e.Args["ply"] != 2 {
		t.Errorf("error %v, want the second move refused", err)
	}
}

// A board without recorded moves is written as its skeleton, tags and
// result, with titles and FIDE ids, which a broadcast fills; a forfeit is
// the win it scores; byes are no games; an event with no game paired is
// refused rather than written empty.
func TestEventPGNWritesSkeletonsOfBoardsWithoutMoves(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	if _, err := EventPGN(ev, nil); err == nil || err.(*engine.Message).Key != "event.err.pgn.nogames" {
		t.Errorf("an event without games: %v", err)
	}
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteForfeitWin, tournament.Draw}})
	ev.Players[0].Title, ev.Players[0].FIDEID = "GM", "4100018"
	text := eventPGN(t, ev, nil)
	if games := readPGN(t, text); len(games) != 2 {
		t.Fatalf("%d games:\n%s", len(games), text)
	}
	testtext.SaysEach(t, "the PGN", text, `Title "GM"]`, `FideId "4100018"]`, "{forfeit} 1-0", `[Result "1/2-1/2"]`, `[Board "2"]`)
}

// A game a withdrawal left unplayed is written as the withdrawal rule
// counts it: as played, it is no game, as a bye is none (not a game still
// in play, "*", no broadcast will fill); under the 1953 code it is the
// forfeit the crosstable shows. Seat 6 withdrew after round 3 of six
// players: his games of rounds 4 (6-5) and 5 (3-6) were never played;
// after round 2 under the 1953 code he leaves the table, his two games
// played kept with their results and his three unplayed no games.
func TestEventPGNWritesAWithdrawalsUnplayedGamesAsTheyCount(t *testing.T) {
	for _, tt := range []struct {
		policy  tournament.WithdrawalPolicy
		after   int
		games   int
		results []string
	}{
		{tournament.WithdrawalAsPlayed, 3, 13, nil},
		{tournament.WithdrawalUSSR1953, 3, 15, []string{"{forfeit} 0-1", "{forfeit} 1-0"}},
		{tournament.WithdrawalUSSR1953, 2, 12, nil},
	} {
		text := eventPGN(t, testfield.SixPlayers(t, tt.policy, tt.after), nil)
		if games := readPGN(t, text); len(games) != tt.games || strings.Contains(text, `[Result "*"]`) {
			t.Errorf("%s after round %d: %d games, want %d, none in play:\n%s", tt.policy, tt.after, len(games), tt.games, text)
		}
		testtext.SaysEach(t, fmt.Sprintf("%s: the PGN", tt.policy), text, tt.results...)
	}
}

// eventPGN is the event's PGN with the game records recs (EventPGN); an
// event it refuses fails the test.
func eventPGN(t *testing.T, ev *tournament.Event, recs []*replay.GameRecord) string {
	t.Helper()
	text, err := EventPGN(ev, recs)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// readPGN reads every game of text as the command line and the desk read
// a PGN file (engine.ReadPGN); a game it cannot read fails the test.
func readPGN(t *testing.T, text string) []engine.PGNGame {
	t.Helper()
	var games []engine.PGNGame
	for g, err := range engine.ReadPGN(strings.NewReader(text)) {
		if err != nil {
			t.Fatalf("our PGN does not read back: %v\n%s", err, text)
		}
		games = append(games, g)
	}
	return games
}

// An imported game's file keeps its own tags; of the event's, those whose
// value the record does not keep are named, and a result or an unknown
// value the event would write alike is none of them.
func TestImportedTags(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.Name = "Kevätturnaus"
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.NoResult}})
	tags := func(kv ...string) []engine.Tag {
		var ts []engine.Tag
		for i := 0; i < len(kv); i += 2 {
			ts = append(ts, engine.Tag{Name: kv[i], Value: kv[i+1]})
		}
		return ts
	}
	board := func(b int) engine.PGNGame {
		g, err := GamePGN(ev, &replay.GameRecord{Round: 1, Board: b})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	for _, c := range []struct {
		name     string
		board    int
		file     []engine.Tag
		kept     []engine.Tag
		replaced string
	}{
		{"own tags kept in order", 2, tags("Event", "Kevätturnaus", "ECO", "C20", "Site", "?", "Annotator", "X"), tags("ECO", "C20", "Annotator", "X"), ""},
		{"another event and players", 2, tags("Event", "Other", "White", "Nobody", "Date", "????.??.??"), nil, "Event White"},
		{"a result the board has not yet is taken", 2, tags("Result", "0-1"), nil, ""},
		{"a result against the board's", 1, tags("Result", "0-1"), nil, "Result"},
		{"the board's own result", 1, tags("Result", "1-0", "SetUp", "1", "FEN", "8/8/8/8/8/8/8/K1k5 w - - 0 1"), nil, ""},
		{"a rating the event does not write", 2, tags("WhiteElo", "2999"), nil, "WhiteElo"},
	} {
		kept, replaced := ImportedTags(c.file, board(c.board))
		if len(kept) != len(c.kept) || (len(kept) > 0 && !slices.Equal(kept, c.kept)) || strings.Join(replaced, " ") != c.replaced {
			t.Errorf("%s: kept %v, replaced %v; want %v, %q", c.name, kept, replaced, c.kept, c.replaced)
		}
	}
}

// A game's Date is its round's as every front end reads it (the
// schedule, else the date the round carries); where the round has none,
// what the event's first and last days fix of it, the rest unknown as PGN
// writes it: every game was dated with the event's first day, a Sunday's
// round of a weekend and one the schedule dates alike; then the first
// round took the first day and the last the last, which no other door
// said.
func TestEventPGNDatesAGameByItsRound(t *testing.T) {
	for _, c := range []struct {
		name, start, end, scheduled, carried string
		want                                 [3]string // rounds 1 to 3
	}{
		{"scheduled", "2025-03-01", "2025-03-03", "2025-03-02", "", [3]string{"2025.03.??", "2025.03.02", "2025.03.??"}},
		{"carried", "2025-03-01", "", "", "2025-03-02", [3]string{"????.??.??", "2025.03.02", "????.??.??"}},
		{"one day", "2025-03-01", "2025-03-01", "", "", [3]string{"2025.03.01", "2025.03.01", "2025.03.01"}},
		{"one month", "2025-03-01", "2025-03-09", "", "", [3]string{"2025.03.??", "2025.03.??", "2025.03.??"}},
		{"one year", "2025-03-29", "2025-04-06", "", "", [3]string{"2025.??.??", "2025.??.??", "2025.??.??"}},
		{"first day only", "2025-03-01", "", "", "", [3]string{"????.??.??", "????.??.??", "????.??.??"}},
		{"no dates", "", "", "", "", [3]string{"????.??.??", "????.??.??", "????.??.??"}},
	} {
		ev := testfield.Field(2, tournament.Match)
		ev.Settings.Rounds = 3
		ev.Settings.StartDate, ev.Settings.EndDate = c.start, c.end
		draw := []tournament.Result{tournament.Draw}
		testfield.Play(t, ev, [][]tournament.Result{draw, draw, draw})
		ev.Rounds[1].Date = c.carried
		if c.scheduled != "" {
			ev.Settings.Schedule = []tournament.RoundTime{{Round: 2, Date: c.scheduled}}
		}
		text := eventPGN(t, ev, nil)
		games := readPGN(t, text)
		if len(games) != 3 {
			t.Fatalf("%s: %d games:\n%s", c.name, len(games), text)
		}
		for r, g := range games {
			if got := g.Tag("Date"); got != c.want[r] {
				t.Errorf("%s: round %d dated %q, want %q", c.name, r+1, got, c.want[r])
			}
		}
	}
}

// TestEventPGNGivesAnUndatedRoundNeitherEndOfTheEvent: a round robin of
// four plays three rounds, its number of rounds following from the
// players (Settings.Rounds 0), none dated: its games were dated the
// event's first day in round 1 and its last in round 3, where the
// scoresheets, the pairing sheets, the venue's rounds and the TRF's round
// dates leave those rounds undated; each is now the month the two days
// fix, as round 2 was.
func TestEventPGNGivesAnUndatedRoundNeitherEndOfTheEvent(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.Rounds = 0
	ev.Settings.StartDate, ev.Settings.EndDate = "2025-03-01", "2025-03-09"
	if ev.TotalRounds() != 3 {
		t.Fatalf("a round robin of four plays %d rounds, want 3", ev.TotalRounds())
	}
	draw := []tournament.Result{tournament.Draw, tournament.Draw}
	testfield.Play(t, ev, [][]tournament.Result{draw, draw, draw})
	text := eventPGN(t, ev, nil)
	want := []string{"2025.03.??", "2025.03.??", "2025.03.??", "2025.03.??", "2025.03.??", "2025.03.??"}
	var got []string
	for _, g := range readPGN(t, text) {
		got = append(got, g.Tag("Date"))
	}
	if !slices.Equal(got, want) {
		t.Errorf("the games' dates %q, want %q", got, want)
	}
}

// A game of a round's file is a board's by its players (by FIDE id where
// both give one, by name in either order), its round not contradicting;
// a game naming no players by its round and board.
func TestBoardGame(t *testing.T) {
	board := engine.PGNGame{Tags: []engine.Tag{{Name: "Round", Value: "3"}, {Name: "White", Value: "Virtanen, Anna"},
		{Name: "Black", Value: "Tamm, Mari"}, {Name: "WhiteFideId", Value: "501000"}, {Name: "Board", Value: "5"}}}
	game := func(tags ...string) engine.PGNGame {
		var g engine.PGNGame
		for i := 0; i < len(tags); i += 2 {
			g.Tags = append(g.Tags, engine.Tag{Name: tags[i], Value: tags[i+1]})
		}
		return g
	}
	tests := []struct {
		name string
		g    engine.PGNGame
		want BoardMatch
	}{
		{"as the event writes it", game("Round", "3", "White", "Virtanen, Anna", "Black", "Tamm, Mari", "Board", "5"), ByPlayers},
		{"names given first, another case", game("Round", "3.5", "White", "anna virtanen", "Black", "Mari Tamm"), ByPlayers},
		{"no round", game("White", "Virtanen, Anna", "Black", "Tamm, Mari"), ByPlayers},
		{"another round", game("Round", "4", "White", "Virtanen, Anna", "Black", "Tamm, Mari"), NotBoardGame},
		{"colours reversed", game("Round", "3", "White", "Tamm, Mari", "Black", "Virtanen, Anna"), NotBoardGame},
		{"another FIDE id", game("Round", "3", "White", "Virtanen, Anna", "WhiteFideId", "502000", "Black", "Tamm, Mari"), NotBoardGame},
		{"the FIDE id over a name spelt otherwise", game("Round", "3", "White", "Virtanen, A.", "WhiteFideId", "501000", "Black", "Tamm, Mari"), ByPlayers},
		{"another board's players", game("Round", "3", "White", "Korhonen, Pekka", "Black", "Tamm, Mari", "Board", "5"), NotBoardGame},
		{"no players, round and board", game("Round", "3", "White", "?", "Black", "?", "Board", "5"), ByPlace},
		{"no players, round.board", game("Round", "3.5"), ByPlace},
		{"no players, another board", game("Round", "3", "Board", "4"), NotBoardGame},
	}
	for _, tt := range tests {
		if got := BoardGame(tt.g, board); got != tt.want {
			t.Errorf("%s: BoardGame = %v, want %v", tt.name, got, tt.want)
		}
	}
	// A broadcast that writes the names in ASCII ("Tonisson" for
	// "Tõnisson") names the same players.
	accented := game("Round", "3", "White", "Tõnisson, Kalle", "Black", "Õunapuu, Tõnis", "Board", "5")
	if got := BoardGame(game("Round", "3", "White", "Tonisson, Kalle", "Black", "Ounapuu, Tonis"), accented); got != ByPlayers {
		t.Errorf("names in ASCII: BoardGame = %v, want ByPlayers", got)
	}
}

// TestPGNNotKeptSaysATimeControlTheTagCannotState: the games of an event
// under a control with a repeating period (the 1953 code's 40/150*) are
// written with no TimeControl tag, which cannot state it; the export said
// nothing of it. PGNNotKept names the control; one the tag states ("90+30")
// and no control at all leave nothing to say.
func TestPGNNotKeptSaysATimeControlTheTagCannotState(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}})
	for _, c := range []struct {
		control string
		said    bool
	}{{"40/150*", true}, {"90+30", false}, {"", false}} {
		ev.Settings.TimeControl = c.control
		text, err := EventPGN(ev, nil)
		if err != nil {
			t.Fatal(err)
		}
		if tagged := strings.Contains(text, "[TimeControl "); c.control != "" && tagged == c.said {
			t.Fatalf("%q: a TimeControl tag %v, yet the note would be %v", c.control, tagged, c.said)
		}
		said := slices.ContainsFunc(PGNNotKept(ev), func(m engine.Message) bool {
			return m.Key == "event.pgn.export.time-control" && m.Args["control"] == c.control
		})
		if said != c.said {
			t.Errorf("%q: the control named %v, want %v (%v)", c.control, said, c.said, PGNNotKept(ev))
		}
	}
}

// A game the desk ended by a ruling says so in its PGN: the standard's
// Termination tag for how it ended and a comment naming the ruling's
// articles after its last move. The export wrote a game lost to a second
// illegal move, one lost to a phone and a flag fall ruled a draw as if
// they had ended over the board. A game whose rulings ended nothing, or
// whose ending ruling the arbiter overruled, is written as before.
func TestEventPGNSaysHowARuledGameEnded(t *testing.T) {
	ev := testfield.Field(8, tournament.RoundRobin)
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.BlackWins, tournament.Draw, tournament.Draw}})
	moves := []replay.RecordedMove{{Ply: 1, UCI: "e2e4"}, {Ply: 2, UCI: "e7e5"}}
	ruling := func(board int, kind rules.IncidentKind, proposed engine.Result, overruled bool, articles ...string) replay.Ruling {
		return replay.Ruling{Round: 1, Board: board, Incident: string(kind), Ruleset: rules.FIDE2023,
			Articles: articles, Proposed: proposed, Overruled: overruled, Ply: 2}
	}
	recs := []*replay.GameRecord{
		{Round: 1, Board: 1, Result: tournament.WhiteWins, Moves: moves, Rulings: []replay.Ruling{
			ruling(1, rules.KindIllegalMove, engine.Ongoing, false, "7.5.1", "7.5.4"),
			ruling(1, rules.KindIllegalMove, engine.WhiteWins, false, "7.5.5")}},
		{Round: 1, Board: 2, Result: tournament.BlackWins, Moves: moves, Rulings: []replay.Ruling{
			ruling(2, rules.KindDevice, engine.BlackWins, false, "11.3.2.1")}},
		{Round: 1, Board: 3, Result: tournament.Draw, Moves: moves, Rulings: []replay.Ruling{
			ruling(3, rules.KindFlagFall, engine.Draw, false, "6.9")}},
		{Round: 1, Board: 4, Result: tournament.Draw, Moves: moves, Rulings: []replay.Ruling{
			ruling(4, rules.KindTouchMove, engine.Ongoing, false, "4.3"),
			ruling(4, rules.KindDevice, engine.WhiteWins, true, "11.3.2.1")}},
	}
	text := eventPGN(t, ev, recs)
	games := readPGN(t, text)
	if len(games) != 4 {
		t.Fatalf("%d games:\n%s", len(games), text)
	}
	for i, want := range []struct{ termination, comment string }{
		{"rules infraction", "illegal-move: FIDE 2023, 7.5.5"},
		{"rules infraction", "device: FIDE 2023, 11.3.2.1"},
		{"time forfeit", "flag-fall: FIDE 2023, 6.9"},
		{"", ""},
	} {
		g := games[i]
		if got := g.Tag("Termination"); got != want.termination {
			t.Errorf("board %d: Termination %q, want %q", i+1, got, want.termination)
		}
		if got := g.Moves[len(g.Moves)-1].Comment; got != want.comment {
			t.Errorf("board %d: the last move's comment %q, want %q", i+1, got, want.comment)
		}
	}
}

// TestPGNNotKeptSaysAGameTypeSetOverTheControl: an event the arbiter set
// as blitz (Settings.GameType) is written with the TimeControl tag of its
// control alone, by which a reader tells blitz from rapid (FIDE A.1, B.1):
// 10+5 reads as rapid, and no control writes no tag at all, so the type
// set was lost in silence. PGNNotKept names it; a type the control makes
// (3+2 as blitz) or none set leave nothing to say.
func TestPGNNotKeptSaysAGameTypeSetOverTheControl(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	for _, c := range []struct {
		control string
		set     rules.GameType
		said    bool
	}{{"10+5", rules.Blitz, true}, {"", rules.Blitz, true}, {"3+2", rules.Blitz, false}, {"3+2", "", false}, {"", "", false}} {
		ev.Settings.TimeControl, ev.Settings.GameType = c.control, c.set
		said := slices.ContainsFunc(PGNNotKept(ev), func(m engine.Message) bool {
			return m.Key == "event.pgn.export.game-type"
		})
		if said != c.said {
			t.Errorf("%q set %q: the game type named %v, want %v (%v)", c.control, c.set, said, c.said, PGNNotKept(ev))
		}
	}
}
