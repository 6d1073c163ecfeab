package testevent

import (
	"strings"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// CheckNotesInOrder fails the test unless text, the notes a front end
// (door) writes under a table, says each of notes, in their order; runs of
// white space are one space in both, as the paper wraps its lines where
// the window and the command line do not.
func CheckNotesInOrder(t testing.TB, door, text string, notes []string) {
	t.Helper()
	if len(notes) == 0 {
		t.Fatalf("%s: no notes to look for", door)
	}
	rest := strings.Join(strings.Fields(text), " ")
	for _, n := range notes {
		note := strings.Join(strings.Fields(n), " ")
		i := strings.Index(rest, note)
		if i < 0 {
			t.Errorf("%s does not say %q, or not after the notes before it, in:\n%s", door, n, text)
			return
		}
		rest = rest[i+len(note):]
	}
}

// rankedUnderRules are two events whose tables name the rules they are
// ranked by, each with its file: a Swiss of 12 after 4 rounds with a
// player withdrawn after round 3 under the as-played rule and the 2026
// tie-break regulations (Swiss), and a double round robin of four under
// the 1953 rule with round 2 under way (StruckLater).
func rankedUnderRules(t testing.TB) (swiss *tournament.Event, swissFile string, rr *tournament.Event, rrFile string) {
	t.Helper()
	swiss = Swiss(t, 12, 4, false)
	rrFile, _ = StruckLater(t)
	return swiss, EventFile(t, swiss), Read(t, rrFile), rrFile
}

// notedOutcomes are two events whose tables say more than their rows,
// each with its file: a match of six games between two players after two
// (1–0, ½–½), whose own result stands under the table (Match), and a round
// robin of six under the 1953 rule whose seat 6 withdrew after round 2,
// fewer than half of his games played: struck from the table (Struck).
// The round robin started on 26 June 2015, before the earliest edition of
// the tie-break rules known (C.02's of 1 July 2017), which its notes say
// (standings.EarlyStart).
func notedOutcomes(t testing.TB) (match *tournament.Event, matchFile string, struck *tournament.Event, struckFile string) {
	t.Helper()
	m := testfield.Field(2, tournament.Match)
	m.Settings.Rounds = 6
	testfield.Play(t, m, [][]tournament.Result{{tournament.WhiteWins}, {tournament.Draw}})
	matchFile = EventFile(t, m)
	early := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 2)
	early.Settings.StartDate = "2015-06-26"
	struckFile = EventFile(t, early)
	return Read(t, matchFile), matchFile, Read(t, struckFile), struckFile
}

// decidedByPlayoff is a round robin of four over, seats 1 and 3 level on
// 2 points for first and the tie-breaks placing 3 first, whose play-off
// seat 1 won, recorded in its file (Playoffs).
func decidedByPlayoff(t testing.TB) (*tournament.Event, string) {
	t.Helper()
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.TieBreaks = []string{"sb", "de", "wins", "koya", "black"}
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.Draw}, {tournament.Draw, tournament.Draw}})
	file := EventFile(t, ev)
	st := Open(t, file)
	read := Read(t, file)
	number := map[int]int64{}
	for id, n := range read.StartNumbers() {
		number[n] = id
	}
	if err := st.SetPlayoff([]int64{number[1], number[3]}); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	ev = Read(t, file)
	if tb := standings.Of(ev); len(tb.Playoffs) != 1 || tb.Playoffs[0].Void != "" || tb.Rows[0].No != 1 {
		t.Fatalf("the play-off recorded is not followed: %+v", tb.Playoffs)
	}
	return ev, file
}

// Noted is an event of rankedUnderRules or notedOutcomes as every front
// end's notes test takes it: its name, the event and its file, and the
// tables its standings and its crosstable rank by (a Swiss's crosstable
// by standings.SwissCrosstable).
type Noted struct {
	Name                  string
	Event                 *tournament.Event
	File                  string
	Standings, Crosstable standings.Table
}

// NotedEvents are the four events of rankedUnderRules and notedOutcomes,
// in that order: the Swiss, the round robin, the match and the round
// robin with a player struck; then the round robin whose first place a
// play-off decided (decidedByPlayoff).
func NotedEvents(t testing.TB) []Noted {
	t.Helper()
	swiss, swissFile, rr, rrFile := rankedUnderRules(t)
	match, matchFile, struck, struckFile := notedOutcomes(t)
	playoff, playoffFile := decidedByPlayoff(t)
	out := []Noted{
		{Name: "Swiss", Event: swiss, File: swissFile, Crosstable: standings.SwissCrosstable(swiss).Table},
		{Name: "round robin", Event: rr, File: rrFile, Crosstable: standings.Crosstable(rr).Ranking},
		{Name: "match", Event: match, File: matchFile, Crosstable: standings.Crosstable(match).Ranking},
		{Name: "struck", Event: struck, File: struckFile, Crosstable: standings.Crosstable(struck).Ranking},
		{Name: "play-off", Event: playoff, File: playoffFile, Crosstable: standings.Crosstable(playoff).Ranking},
	}
	for i := range out {
		out[i].Standings = standings.Of(out[i].Event)
	}
	return out
}
