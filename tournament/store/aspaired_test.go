package store

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
)

// TestAsPairedRewindsOnlyWhatTheLogHolds: a file upgraded after round 2
// was paired (a schema 6 file, as users have them) cannot tell how the
// event stood then, and says so with today's event; round 3, paired after
// the upgrade, is rewound past a correction of round 2 on a copy, the
// event given in left as it is.
func TestAsPairedRewindsOnlyWhatTheLogHolds(t *testing.T) {
	s := v6Opened(t)
	ev := eventOf(t, s)
	then := asPairedOf(t, s, ev, 2)
	if then.Since == nil || then.Since.Key != "swisscli.check.since.unknown" || then.Event != ev || then.Corrected != nil {
		t.Errorf("round 2, paired before the upgrade: %+v", then)
	}

	drawRound(t, s, 2)
	pairRound(t, s, 3)
	ev = eventOf(t, s)
	if then, err := s.AsPaired(ev, 3); err != nil || then.Since != nil || then.Event != ev {
		t.Fatalf("round 3 with nothing corrected: %+v, %v", then, err)
	}
	board := ev.Rounds[1].Pairings[0].Board
	if err := s.SetResult(2, board, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	ev = eventOf(t, s)
	then = asPairedOf(t, s, ev, 3)
	if then.Since == nil || then.Since.Key != "swisscli.check.since" || len(then.Corrected) != 1 || then.Corrected[0].Args["board"] != board {
		t.Fatalf("round 3 after a correction of round 2: %+v", then)
	}
	if got, now := then.Event.Rounds[1].Pairings[0].Result, ev.Rounds[1].Pairings[0].Result; got != tournament.Draw || now != tournament.WhiteWins {
		t.Errorf("round 2, board %d: %v as paired and %v now, want ½–½ and 1–0", board, got, now)
	}

	// What a pairing number is drawn from (C.04.2) and was corrected since
	// is rewound and said, each in its words, naming the player as now.
	was := ev.Players[0]
	p := was
	p.Rating, p.Title = was.Rating+100, "FM"
	p.SetNames("Uusinimi", "Ulla")
	if err := s.UpdatePlayer(p); err != nil {
		t.Fatal(err)
	}
	ev = eventOf(t, s)
	then = asPairedOf(t, s, ev, 3)
	var said []string
	for _, m := range then.Corrected[1:] {
		if m.Args["name"] != p.Name {
			t.Errorf("%s names %v, want %q", m.Key, m.Args["name"], p.Name)
		}
		said = append(said, m.Key)
	}
	if want := []string{"swisscli.check.since.rating", "swisscli.check.since.title", "swisscli.check.since.name"}; !slices.Equal(said, want) {
		t.Errorf("said %v, want %v", said, want)
	}
	got, _ := then.Event.Player(p.ID)
	if got.Rating != was.Rating || got.Title != was.Title || got.Name != was.Name || got.FamilyName != was.FamilyName || ev.Players[0].Name != p.Name {
		t.Errorf("player as paired %+v, want %+v; today's %+v", *got, was, ev.Players[0])
	}

	// A pair kept apart since is rewound and said; an image of the options
	// the file cannot read (a hand-edited log) leaves today's, and says so.
	opts := swissOptionsOf(t, s)
	met := ev.Rounds[2].Pairings[0]
	if err := s.SetSwissOptions(opts.ForbidPair(met.White, met.Black, true)); err != nil {
		t.Fatal(err)
	}
	then = asPairedOf(t, s, ev, 3)
	if len(then.Options.Forbidden) != len(opts.Forbidden) || !saysKey(then.Corrected, "swisscli.check.since.forbidden") {
		t.Errorf("options as paired %+v, said %+v; want %+v and the pair forbidden since", then.Options, then.Corrected, opts)
	}
	spoilLastBeforeImage(t, s, Row{"key": swissOptionsKey, "value": "{"})
	then = asPairedOf(t, s, ev, 3)
	now := swissOptionsOf(t, s)
	if !saysKey(then.Corrected, "swisscli.check.since.options.unknown") || len(then.Options.Forbidden) != len(now.Forbidden) {
		t.Errorf("an unreadable image of the options: options %+v, said %+v; want today's %+v, said", then.Options, then.Corrected, now)
	}
}

// forbidPair keeps a and b apart in s's Swiss options (on), or lets them
// meet again, as the arbiter does, and returns the pair as the options
// name it, the lower id first; a refusal fails the test.
func forbidPair(t *testing.T, s *Store, a, b int64, on bool) [2]int64 {
	t.Helper()
	opts, err := s.SwissOptions()
	if err == nil {
		err = s.SetSwissOptions(opts.ForbidPair(a, b, on))
	}
	if err != nil {
		t.Fatal(err)
	}
	return [2]int64{min(a, b), max(a, b)}
}

// v6Opened opens a copy of testdata/v6-requested-byes.arbiter, a file of
// schema 6 as users have them (upgraded as it opens), after round 2 was
// paired; the store is closed when the test ends.
func v6Opened(t *testing.T) *Store {
	t.Helper()
	return testdir.Opened(t, Open, copiedFile(t, filepath.Join("testdata", "v6-requested-byes.arbiter")))
}

// v6InRound3 is v6Opened with round 2 drawn on every board and round 3
// paired, and its event then.
func v6InRound3(t *testing.T) (*Store, *tournament.Event) {
	t.Helper()
	s := v6Opened(t)
	drawRound(t, s, 2)
	pairRound(t, s, 3)
	return s, eventOf(t, s)
}

// asPairedOf is s.AsPaired(ev, r), the test ended on its error.
func asPairedOf(t *testing.T, s *Store, ev *tournament.Event, r int) AsPaired {
	t.Helper()
	then, err := s.AsPaired(ev, r)
	if err != nil {
		t.Fatal(err)
	}
	return then
}

// saysKey reports whether one of said has the catalogue key key.
func saysKey(said []engine.Message, key string) bool {
	return slices.ContainsFunc(said, func(m engine.Message) bool { return m.Key == key })
}

// spoilLastBeforeImage writes row as the before-image of the audit log's
// last action's first change, as a hand-edited log might hold it.
func spoilLastBeforeImage(t *testing.T, s *Store, row Row) {
	t.Helper()
	var id int64
	var text string
	if err := s.db.QueryRow(`SELECT id, changes FROM audit ORDER BY id DESC LIMIT 1`).Scan(&id, &text); err != nil {
		t.Fatal(err)
	}
	var changes []Change
	if err := json.Unmarshal([]byte(text), &changes); err != nil {
		t.Fatal(err)
	}
	changes[0].Before = []Row{row}
	edited, _ := json.Marshal(changes)
	if _, err := s.db.Exec(`UPDATE audit SET changes = ? WHERE id = ?`, string(edited), id); err != nil {
		t.Fatal(err)
	}
}

// A file of the build before pairs kept their round, whose pair was
// forbidden once round 3 paired them (the log tells it; the options do
// not), keeps the pair apart from round 4 once upgraded, as that build's
// export wrote it from the log; the upgrade's entry would end the log's
// rewinding, and the pair would be kept apart from round 1. A pair
// forbidden before round 3 was paired, which the log tells no earlier
// round of (the file was upgraded since round 2), stays from round 1.
func TestUpgradeKeepsTheRoundTheLogTellsAPairIsKeptApartFrom(t *testing.T) {
	saved := migrations
	defer func() { migrations = saved }()
	// This build reads the settings' and the teams' columns of later
	// steps, which the older build had not: there for the rounds played,
	// gone below.
	older := slices.Index(saved, schemaForbiddenFrom)
	migrations = append(slices.Clip(saved[:older]), schemaLateEntryByes, schemaTeamWithdrawn, schemaPairingRating, schemaUnratedRating)
	s := v6Opened(t)
	drawRound(t, s, 2)
	ev := eventOf(t, s)
	early := forbidPair(t, s, ev.Players[0].ID, ev.Players[1].ID, true)
	pairRound(t, s, 3)
	met := eventOf(t, s).Rounds[2].Pairings[0]
	pair := forbidPair(t, s, met.White, met.Black, true)
	// As the older build wrote them: the pairs without their rounds.
	if _, err := s.db.Exec(`UPDATE meta SET value = json_remove(value, '$.forbidden_from') WHERE key = ?`, swissOptionsKey); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(fmt.Sprintf(`ALTER TABLE settings DROP COLUMN late_entry_byes; ALTER TABLE settings DROP COLUMN unrated_rating; ALTER TABLE teams DROP COLUMN withdrawn_after; ALTER TABLE players DROP COLUMN pairing_rating; PRAGMA user_version = %d`, older)); err != nil {
		t.Fatal(err)
	}
	path := closedFile(s)
	migrations = saved
	s = testdir.Opened(t, Open, path)
	opts := swissOptionsOf(t, s)
	if opts.KeptApartFrom(pair) != 4 || opts.KeptApartFrom(early) != 1 || len(opts.Forbidden) != 2 {
		t.Errorf("upgraded: %+v; want %v from round 4, %v from round 1", opts, pair, early)
	}
}

// A pair forbidden once a round was paired is kept apart from the next
// round to pair, in the file: kept apart once round 3 was paired, from
// round 4; allowed, round 4 paired, and kept apart again, from round 5;
// round 4 taken back, from round 4, the round to pair again. Reopened, the
// file says the same, and a build before the step that keeps the round
// refuses the file as newer rather than keep the pair apart in every
// round.
func TestForbiddenPairKeepsTheRoundItIsKeptApartFrom(t *testing.T) {
	s, ev := v6InRound3(t)
	met := ev.Rounds[2].Pairings[0]
	pair := forbidPair(t, s, met.White, met.Black, true)
	from := func(when string, want int) {
		t.Helper()
		opts := swissOptionsOf(t, s)
		if got := opts.KeptApartFrom(pair); got != want || !slices.Contains(opts.Forbidden, pair) {
			t.Errorf("%s: %v kept apart from round %d, forbidden %v; want from round %d", when, pair, got, opts.Forbidden, want)
		}
	}
	from("kept apart once round 3 was paired", 4)
	if opts := swissOptionsOf(t, s); slices.Contains(opts.ForRound(3).Forbidden, pair) || !slices.Contains(opts.ForRound(4).Forbidden, pair) {
		t.Errorf("the options round 3 and round 4 are judged by: %+v, %+v", opts.ForRound(3), opts.ForRound(4))
	}
	forbidPair(t, s, met.White, met.Black, false)
	if opts := swissOptionsOf(t, s); len(opts.ForbiddenFrom) != 0 {
		t.Errorf("allowed again, the pair keeps its round: %+v", opts)
	}
	drawRound(t, s, 3)
	pairRound(t, s, 4)
	forbidPair(t, s, met.White, met.Black, true)
	from("kept apart again once round 4 was paired", 5)
	s = reopened(t, s)
	from("reopened", 5)
	if err := s.Unpair(4, false); err != nil {
		t.Fatal(err)
	}
	from("round 4 taken back", 4)
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	from("the taking back undone", 5)

	refusedBefore(t, s, schemaForbiddenFrom, "a build before the round a pair is kept apart from")
}

// TestFixedRoundStaysWhenRoundsAreTakenBack: of two pairs kept apart
// once round 3 was paired, one by the arbiter, from the next round (4),
// and one from round 5 with its round fixed (as a report's 260 starting
// after its round to pair is imported), round 3 taken back moves only
// the arbiter's to round 3, the round to pair again; the fixed one keeps
// round 5 through the arbiter's forbidding, reopening and the taking
// back, and Undo brings round 4 back. A build before the step that keeps
// whether a round is fixed refuses the file as newer rather than move
// the pair back and drop "fixed" on saving.
func TestFixedRoundStaysWhenRoundsAreTakenBack(t *testing.T) {
	s, ev := v6InRound3(t)
	met, other := ev.Rounds[2].Pairings[0], ev.Rounds[2].Pairings[1]
	fixed := [2]int64{min(other.White, other.Black), max(other.White, other.Black)}
	err := s.Batch(func(tx *Tx) error {
		opts := tournament.SwissOptions{}.ForbidPair(fixed[0], fixed[1], true)
		opts.ForbiddenFrom = []tournament.PairFrom{{Pair: fixed, Round: 5, Fixed: true}}
		return tx.SetSwissOptions(opts)
	})
	if err != nil {
		t.Fatal(err)
	}
	arbiters := forbidPair(t, s, met.White, met.Black, true)
	from := func(when string, wantArbiters, wantFixed int) {
		t.Helper()
		opts := swissOptionsOf(t, s)
		if a, f := opts.KeptApartFrom(arbiters), opts.KeptApartFrom(fixed); a != wantArbiters || f != wantFixed || len(opts.Forbidden) != 2 {
			t.Errorf("%s: the arbiter's pair kept apart from round %d, the fixed one from %d (%+v); want %d and %d", when, a, f, opts, wantArbiters, wantFixed)
		}
	}
	from("both kept apart", 4, 5)
	s = reopened(t, s)
	from("reopened", 4, 5)
	if err := s.Unpair(3, false); err != nil {
		t.Fatal(err)
	}
	from("round 3 taken back", 3, 5)
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	from("the taking back undone", 4, 5)

	refusedBefore(t, s, schemaForbiddenFromFixed, "a build before a pair's round could be fixed")
}

// TestRoundTakenBackDropsItsReportSpellings: FIDE's example report
// imported writes player 3's round 2 bye as a forfeit win without
// opponent ("0000 - +") and a round 3 forfeit without colours. Round 3
// taken back takes its game without colours with it, round 2's bye
// staying, and the check of round 2 reads no change to the report's own
// options since it was paired (it read none in round 3's game); Undo
// brings it back. Round 2 taken back and paired anew, its full-point bye
// (player 3's again) is written as Arbiter writes it: it was exported as
// the report's "0000 - +".
func TestRoundTakenBackDropsItsReportSpellings(t *testing.T) {
	rep, err := exchange.ReadTRFReport(testdir.Read(t, filepath.Join("..", "testdata", "fide-example-layout.trf")))
	if err != nil {
		t.Fatal(err)
	}
	s, err := CreateImported(filepath.Join(t.TempDir(), "example.arbiter"), rep.Event, true, rep.Swiss)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	spelt := func(when string, uncoloured, byes []int) {
		t.Helper()
		opts := swissOptionsOf(t, s)
		var u, b []int
		for _, g := range opts.Uncoloured {
			u = append(u, g.Round)
		}
		for _, f := range opts.ForfeitByes {
			b = append(b, int(f[0]))
		}
		if !slices.Equal(u, uncoloured) || !slices.Equal(b, byes) {
			t.Errorf("%s: games without colours in rounds %v, forfeit byes in rounds %v; want %v and %v", when, u, b, uncoloured, byes)
		}
	}
	spelt("imported", []int{3}, []int{2})
	if err := s.Unpair(3, true); err != nil {
		t.Fatal(err)
	}
	spelt("round 3 taken back", nil, []int{2})
	for _, m := range asPairedOf(t, s, eventOf(t, s), 2).Corrected {
		if m.Key == "swisscli.check.since.imported" {
			t.Errorf("round 2's check says the report's own options changed since it was paired: %+v", m)
		}
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	spelt("the taking back undone", []int{3}, []int{2})

	for _, r := range []int{3, 2} {
		if err := s.Unpair(r, true); err != nil {
			t.Fatal(err)
		}
	}
	spelt("rounds 3 and 2 taken back", nil, nil)
	pairRound(t, s, 2)
	out := string(exchange.ExportTRF(eventOf(t, s), exchange.TRFOptions{Swiss: swissOptionsOf(t, s)}))
	if strings.Contains(out, "0000 - +") || !strings.Contains(out, "0000 - F") {
		t.Error(`round 2 paired anew: its full-point bye is written as the report wrote the one taken back, "0000 - +", not "0000 - F"`)
	}
}

// A team game's result corrected after the next round was paired is said
// by its match and its board there, as the Matches view, the command
// line's result and the match sheets name it: the note said "round 1,
// board 4", a board of no match, for match 2's board 2.
func TestAsPairedNamesATeamGameByItsMatchAndBoard(t *testing.T) {
	s := newTeamSwissEvent(t, 6)
	pairRound(t, s, 1)
	finishTeamRound(t, s, 1, tournament.Draw)
	pairRound(t, s, 2)
	if err := setMatchBoard(t, s, 1, 2, 2, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	then := asPairedOf(t, s, eventOf(t, s), 2)
	if len(then.Corrected) != 1 {
		t.Fatalf("round 2 after a correction of round 1: %+v", then.Corrected)
	}
	got := then.Corrected[0]
	if got.Key != "swisscli.check.since.result.match" || got.Args["round"] != 1 || got.Args["match"] != 2 || got.Args["board"] != 2 {
		t.Errorf("the correction said as %s %v, want match 2, board 2 of round 1", got.Key, got.Args)
	}
}

// A round robin's table pairs no round by the results before it: a result
// of round 1 corrected once round 2 was paired is no fact round 2 was
// paired on, and its check says none. A Tallinn league's board result of
// round 6 corrected in round 7 made `arbiter check` and the window's pair
// editor say that round 7 was judged as paired, "2 facts it was paired on
// have changed since".
func TestAsPairedSaysNothingOfARoundRobinsResults(t *testing.T) {
	s, _ := pairedTeamEvent(t, 5, 2, 2)
	finishTeamRound(t, s, 1, tournament.Draw)
	pairRound(t, s, 2)
	if err := setMatchBoard(t, s, 1, 1, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	if then := asPairedOf(t, s, eventOf(t, s), 2); then.Since != nil || len(then.Corrected) > 0 {
		t.Errorf("round 2 of a team round robin after a result of round 1 corrected: %+v, said %+v; want nothing", then.Since, then.Corrected)
	}
	if got, err := s.CorrectedSincePaired(eventOf(t, s)); err != nil || len(got) > 0 {
		t.Errorf("corrected since paired: %v, %v; want none", got, err)
	}
}

// Round 1 of a Swiss is paired on the initial ranking (C.04.2), so a
// rating corrected once it is paired is a fact it was paired on, as
// `arbiter check --round 1` says: a Helsinki open's export after a
// rating corrected after round 2 named round 2 alone, and check-trf of
// the report then found round 1 departing from the Dutch rules.
func TestCorrectedSincePairedNamesRoundOne(t *testing.T) {
	s, _, _ := swissEvent(t, 6)
	pairRound(t, s, 1)
	p := eventOf(t, s).Players[2]
	p.Rating += 300
	if err := s.UpdatePlayer(p); err != nil {
		t.Fatal(err)
	}
	got, err := s.CorrectedSincePaired(eventOf(t, s))
	if err != nil || len(got[1]) != 1 || got[1][0].Args["name"] != p.Name {
		t.Errorf("corrected since paired after a rating of round 1's field: %v, %v; want round 1 naming %s", got, err, p.Name)
	}
}

// A withdrawal recorded after a round was paired is said of that round
// only where it changes who played in it: a player withdrawn after round
// 3 once round 3 was paired played rounds 2 and 3 either way, and `arbiter
// check` said of both that the data their pairing used was corrected
// since; one withdrawn after round 2 was in round 3 when it was paired.
func TestAsPairedSaysOnlyAWithdrawalFromTheRound(t *testing.T) {
	s, ev := v6InRound3(t)
	late, early := ev.Rounds[2].Pairings[0].White, ev.Rounds[2].Pairings[1].White
	if err := s.WithdrawPlayer(late, 3); err != nil {
		t.Fatal(err)
	}
	ev = eventOf(t, s)
	if then := asPairedOf(t, s, ev, 3); then.Since != nil || saysKey(then.Corrected, "swisscli.check.since.withdrawn") {
		t.Errorf("round 3, a player withdrawn after it: %+v, said %+v; want nothing corrected", then.Since, then.Corrected)
	}
	if err := s.WithdrawPlayer(early, 2); err != nil {
		t.Fatal(err)
	}
	ev = eventOf(t, s)
	then := asPairedOf(t, s, ev, 3)
	if len(then.Corrected) != 1 || then.Corrected[0].Key != "swisscli.check.since.withdrawn" || then.Corrected[0].Args["round"] != 2 {
		t.Fatalf("round 3, a player withdrawn after round 2 since: said %+v; want that withdrawal alone", then.Corrected)
	}
	if p, _ := then.Event.Player(early); p.WithdrawnAfter != 0 {
		t.Errorf("round 3 as paired: %s withdrawn after round %d, want not withdrawn", p.Name, p.WithdrawnAfter)
	}
}
