package store

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
)

// TestOlderFilesForbiddenPairIsKeptApartFromRoundOne: a file made before
// a forbidden pair carried the round it is kept apart from opens, its
// pair kept apart from round 1, as that build kept it.
func TestOlderFilesForbiddenPairIsKeptApartFromRoundOne(t *testing.T) {
	s := upgraded(t, slices.Index(migrations, schemaForbiddenFrom), `INSERT INTO meta(key, value) VALUES ('swiss-options', '{"forbidden":[[1,2]]}')`)
	if v, err := s.Version(); err != nil || v != SchemaVersion() {
		t.Fatalf("version %d, %v; want %d", v, err, SchemaVersion())
	}
	opts := swissOptionsOf(t, s)
	if pair := [2]int64{1, 2}; opts.KeptApartFrom(pair) != 1 || !slices.Equal(opts.ForRound(1).Forbidden, [][2]int64{pair}) {
		t.Errorf("the older file's pair: %+v, kept apart from round %d; want from round 1", opts, opts.KeptApartFrom(pair))
	}
}

// TestSwissOptions: a new file has none; set options read back, survive
// reopening and undo restores the previous ones.
func TestSwissOptions(t *testing.T) {
	s, ids := newEvent(t, 4)
	checkUnset(t, s, (*Store).SwissOptions, "new file")
	first := tournament.SwissOptions{Baku: true}
	second := tournament.SwissOptions{Baku: true, Forbidden: [][2]int64{{ids[0], ids[1]}}}
	for _, o := range []tournament.SwissOptions{first, second} {
		if err := s.Batch(func(tx *Tx) error { return tx.SetSwissOptions(o) }); err != nil {
			t.Fatal(err)
		}
	}
	s = checkKeptThenUndone(t, s, (*Store).SwissOptions, second, first)
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	checkUnset(t, s, (*Store).SwissOptions, "after undoing both")
}

// A bye requested for a round not yet paired is a request, never a
// round: one logged action each, cancelled as one, undone as one.
func TestRequestBye(t *testing.T) {
	s, ids, _ := swissEvent(t, 6)
	if err := s.RequestBye(tournament.PlannedBye{Player: ids[2], Round: 1, Kind: tournament.ByeZeroPoint}); err != nil {
		t.Fatal(err)
	}
	if err := s.RequestBye(tournament.PlannedBye{Player: ids[3], Round: 4, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	want := []tournament.PlannedBye{{Player: ids[2], Round: 1, Kind: tournament.ByeZeroPoint}, {Player: ids[3], Round: 4, Kind: tournament.ByeHalfPoint}}
	if len(ev.Rounds) != 0 || !reflect.DeepEqual(ev.Requests, want) {
		t.Fatalf("rounds %+v, requests %+v", ev.Rounds, ev.Requests)
	}
	if err := s.RequestBye(tournament.PlannedBye{Player: ids[3], Round: 7, Kind: tournament.ByeHalfPoint}); err == nil {
		t.Error("a bye after the last round accepted")
	}
	if err := s.CancelBye(want[1]); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); !reflect.DeepEqual(ev.Requests, want[:1]) {
		t.Errorf("after cancelling: %+v", ev.Requests)
	}
	if last := newestEntry(t, s); last.Steps[0].Action != "swisscli.bye.cancel" {
		t.Errorf("last action %+v", last.Steps)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); !reflect.DeepEqual(ev.Requests, want) {
		t.Errorf("after undoing the cancel: %+v", ev.Requests)
	}
	// Pairing round 1 turns its request into a bye board.
	pairRound(t, s, 1)
	ev, _ = s.Event()
	rd := ev.Rounds[0]
	if last := rd.Pairings[len(rd.Pairings)-1]; last.White != ids[2] || last.Bye != tournament.ByeZeroPoint || !reflect.DeepEqual(ev.Requests, want[1:]) {
		t.Errorf("round 1 paired: last board %+v, requests %+v", last, ev.Requests)
	}
}

// A requested bye is logged with its player and kind, and pairing the
// round logs every bye it gives and counts only the boards with a game,
// in the words of each language: the log once said "Round 1 paired
// (2 boards)" for one game and a bye, and "(half)" inside Finnish.
func TestPairingLogsItsByes(t *testing.T) {
	tests := []struct {
		name    string
		players int
		kind    tournament.ByeKind
		want    map[i18n.Lang][]string // the request's entry, then the pairing's
	}{
		{"one game and a half-point bye", 3, tournament.ByeHalfPoint, map[i18n.Lang][]string{
			i18n.English:  {"Player B requested a half-point bye in round 1", "Round 1: Player B – half-point bye; Round 1 paired (1 board)"},
			i18n.Finnish:  {"Player B pyysi puolen pisteen vapaakierroksen kierrokselle 1", "Kierros 1: Player B – vapaakierros (½ pistettä); Kierros 1 paritettu (1 pöytä)"},
			i18n.Estonian: {"Player B soovis voorus 1 poolepunktist vaba vooru", "1. voor: Player B – vaba voor (½ punkti); 1. voor paaritatud (1 laud)"},
		}},
		{"a zero-point bye and the pairing's bye", 4, tournament.ByeZeroPoint, map[i18n.Lang][]string{
			i18n.English:  {"Player B requested a zero-point bye in round 1", "Round 1: Player D – bye (1 point); Round 1: Player B – zero-point bye; Round 1 paired (1 board)"},
			i18n.Finnish:  {"Player B pyysi nollan pisteen vapaakierroksen kierrokselle 1", "Kierros 1: Player D – vapaakierros (1 piste); Kierros 1: Player B – vapaakierros (0 pistettä); Kierros 1 paritettu (1 pöytä)"},
			i18n.Estonian: {"Player B soovis voorus 1 nullpunktist vaba vooru", "1. voor: Player D – vaba voor (1 punkt); 1. voor: Player B – vaba voor (0 punkti); 1. voor paaritatud (1 laud)"},
		}},
		{"no game at all", 2, tournament.ByeHalfPoint, map[i18n.Lang][]string{
			i18n.English:  {"Player B requested a half-point bye in round 1", "Round 1: Player A – bye (1 point); Round 1: Player B – half-point bye; Round 1 paired (0 boards)"},
			i18n.Finnish:  {"Player B pyysi puolen pisteen vapaakierroksen kierrokselle 1", "Kierros 1: Player A – vapaakierros (1 piste); Kierros 1: Player B – vapaakierros (½ pistettä); Kierros 1 paritettu (0 pöytää)"},
			i18n.Estonian: {"Player B soovis voorus 1 poolepunktist vaba vooru", "1. voor: Player A – vaba voor (1 punkt); 1. voor: Player B – vaba voor (½ punkti); 1. voor paaritatud (0 lauda)"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, ids, _ := swissEvent(t, tt.players)
			if err := s.RequestBye(tournament.PlannedBye{Player: ids[1], Round: 1, Kind: tt.kind}); err != nil {
				t.Fatal(err)
			}
			pairRound(t, s, 1)
			log, _ := s.Audit()
			for lang, want := range tt.want {
				c := i18n.For(lang)
				got := []string{i18n.Join(c, log[len(log)-2].Steps, "; "), i18n.Join(c, log[len(log)-1].Steps, "; ")}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s:\n got %q\nwant %q", lang, got, want)
				}
			}
		})
	}
}

// A file made before requested byes had their table (schema 6) keeps every
// request: the round that held only a requested bye becomes the request
// it was, the bye planned in the Swiss options joins it, and the rounds
// are the two paired, round 2 in play.
func TestMigrateRequestedByes(t *testing.T) {
	s := v6Opened(t)
	ev := eventOf(t, s)
	want := []tournament.PlannedBye{{Player: 3, Round: 3, Kind: tournament.ByeHalfPoint}, {Player: 4, Round: 4, Kind: tournament.ByeZeroPoint}}
	if !reflect.DeepEqual(ev.Requests, want) {
		t.Errorf("requests %+v, want %+v", ev.Requests, want)
	}
	if p, in, done, next := ev.PairedRounds(), ev.RoundInPlay(), ev.CompletedRounds(), ev.NextRound(); p != 2 || in != 2 || done != 1 || next != 3 {
		t.Errorf("paired %d, in play %d, complete %d, next %d; want 2, 2, 1, 3", p, in, done, next)
	}
	var opts string
	if err := s.db.QueryRow(`SELECT value FROM meta WHERE key = 'swiss-options'`).Scan(&opts); err != nil || strings.Contains(opts, "byes") {
		t.Errorf("Swiss options after the upgrade: %q, %v", opts, err)
	}
	// Round 2 finished, round 3 pairs with the requested bye as a board.
	drawRound(t, s, 2)
	ev, _ = s.Event()
	rd, err := conduct.Pair(s, ev, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	if last := rd.Round.Pairings[len(rd.Round.Pairings)-1]; last.White != 3 || last.Bye != tournament.ByeHalfPoint {
		t.Errorf("round 3's last board %+v, want player 3's half-point bye", last)
	}
	if ev, _ := s.Event(); !reflect.DeepEqual(ev.Requests, want[1:]) {
		t.Errorf("requests after pairing round 3: %+v", ev.Requests)
	}
}

// The event's limit of half-point byes is a setting of the file: one
// from before it reads as no limit, a limit set survives reopening and
// refuses, in the store, a request and a late entry's byes over it, and a
// build older than the step that keeps it refuses the file as newer
// rather than save its settings without the limit.
func TestHalfByeLimitKept(t *testing.T) {
	s := upgraded(t, slices.Index(migrations, schemaHalfByeLimit), `UPDATE settings SET system = 'swiss-dutch', tie_breaks = '["bh"]'`)
	ids := addedPlayers(t, s, unseated(testPlayers(6)))
	st := eventOf(t, s).Settings
	if st.MaxHalfByes != 0 || st.NoHalfByeRounds != 0 {
		t.Fatalf("a file from before the limit: %d, %d, want no limit", st.MaxHalfByes, st.NoHalfByeRounds)
	}
	st.MaxHalfByes, st.NoHalfByeRounds = 1, 1
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	s = reopened(t, s)
	if got := eventOf(t, s).Settings; got.MaxHalfByes != 1 || got.NoHalfByeRounds != 1 {
		t.Fatalf("reopened: %d, %d, want 1, 1", got.MaxHalfByes, got.NoHalfByeRounds)
	}
	half := func(id int64, r int) tournament.PlannedBye {
		return tournament.PlannedBye{Player: id, Round: r, Kind: tournament.ByeHalfPoint}
	}
	if err := s.RequestBye(half(ids[0], 2)); err != nil {
		t.Fatal(err)
	}
	if err := s.RequestBye(half(ids[0], 3)); testform.KeyOf(err) != "byes.err.half.max" {
		t.Errorf("a second half-point bye under a limit of one: %v", err)
	}
	if err := s.RequestBye(half(ids[1], 5)); testform.KeyOf(err) != "byes.err.half.last" {
		t.Errorf("a half-point bye in the last round: %v", err)
	}
	pairRound(t, s, 1)
	st.NoHalfByeRounds = 5
	if err := s.UpdateSettings(st); err != nil {
		t.Fatalf("a limit that a bye asked before exceeds: %v", err)
	}
	if over := eventOf(t, s).HalfByesOverLimit(); len(over) != 1 || over[0].Key != "byes.over.last" || over[0].Args["round"] != 2 {
		t.Errorf("over the limit set after the request: %+v", over)
	}
	late := testPlayers(7)[6]
	late.Seat, late.MissedRounds = 0, "H"
	if _, err := s.AddPlayer(late); testform.KeyOf(err) != "byes.err.half.last" {
		t.Errorf("a late entry's half-point bye in a round that gives none: %v", err)
	}
	refusedBefore(t, s, schemaHalfByeLimit, "a build before the limit")
}

// TestOlderFilesPairFollowsTheRoundsTakenBack: a file made before a
// pair's round could be fixed opens with its pair's round as it was, not
// fixed: it follows the rounds taken back, as that build had it.
func TestOlderFilesPairFollowsTheRoundsTakenBack(t *testing.T) {
	s := upgraded(t, slices.Index(migrations, schemaForbiddenFromFixed), `INSERT INTO meta(key, value) VALUES ('swiss-options', '{"forbidden":[[1,2]],"forbidden_from":[{"pair":[1,2],"round":3}]}')`)
	opts := swissOptionsOf(t, s)
	if want := []tournament.PairFrom{{Pair: [2]int64{1, 2}, Round: 3}}; !slices.Equal(opts.ForbiddenFrom, want) {
		t.Errorf("the older file's pair: %+v; want %+v", opts.ForbiddenFrom, want)
	}
}

// The event's setting for a late entry's missed rounds is a setting of
// the file: one from before it reads as typed for each entry, and a late
// entry added with nothing typed gets nothing, as it did; the setting set
// survives reopening, gives a late entry with nothing typed a zero-point
// bye for each round paired before he joined, and leaves one typed for
// an entry as typed. A build older than the step that keeps it refuses
// the file as newer rather than add late entries without it.
func TestLateEntryByesKept(t *testing.T) {
	s := upgraded(t, slices.Index(migrations, schemaLateEntryByes), `UPDATE settings SET system = 'swiss-dutch', rounds = 5, tie_breaks = '["bh"]'`)
	addedPlayers(t, s, unseated(testPlayers(6)))
	st := eventOf(t, s).Settings
	if st.LateEntryByes != tournament.LateByesTyped {
		t.Fatalf("a file from before the setting: %q, want typed for each entry", st.LateEntryByes)
	}
	pairRound(t, s, 1)
	byesOf := func(id int64) string {
		var out []byte
		for _, g := range eventOf(t, s).Rounds[0].Pairings {
			if g.IsBye() && g.White == id {
				out = append(out, g.Bye.TRFCode())
			}
		}
		return string(out)
	}
	players := testPlayers(9)
	late := func(i int, typed tournament.MissedRounds) int64 {
		t.Helper()
		p := players[i]
		p.Seat, p.MissedRounds = 0, typed
		id, err := s.AddPlayer(p)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	if id := late(6, ""); byesOf(id) != "" {
		t.Errorf("a late entry with nothing typed in an older file: round 1 %q, want nothing", byesOf(id))
	}
	st.LateEntryByes = tournament.LateByesZero
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	s = reopened(t, s)
	if got := eventOf(t, s).Settings.LateEntryByes; got != tournament.LateByesZero {
		t.Fatalf("reopened: %q, want zero", got)
	}
	if id := late(7, ""); byesOf(id) != "Z" {
		t.Errorf("a late entry with nothing typed under a setting of zero: round 1 %q, want a zero-point bye", byesOf(id))
	}
	if id := late(8, "H"); byesOf(id) != "H" {
		t.Errorf("½ typed under a setting of zero: round 1 %q, want the half-point bye typed", byesOf(id))
	}
	refusedBefore(t, s, schemaLateEntryByes, "a build before the setting")
}

// The rating for unrated players the event's regulations give
// (tournament.Settings.UnratedRating) is kept in the file: a file from
// before the step sets none, one set survives reopening, one outside a
// rating's range is refused, and a build older than the step refuses the
// file as newer rather than save the settings without it.
func TestUnratedRatingKept(t *testing.T) {
	s := upgraded(t, slices.Index(migrations, schemaUnratedRating), `UPDATE settings SET system = 'swiss-dutch', rounds = 5, tie_breaks = '["aro"]'`)
	st := eventOf(t, s).Settings
	if st.UnratedRating != 0 {
		t.Fatalf("a file from before the setting: %d, want none", st.UnratedRating)
	}
	st.UnratedRating = 1400
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	s = reopened(t, s)
	if got := eventOf(t, s).Settings.UnratedRating; got != 1400 {
		t.Fatalf("reopened: %d, want 1400", got)
	}
	st.UnratedRating = tournament.MaxRating + 1
	if err := s.UpdateSettings(st); testform.KeyOf(err) != "event.err.settings.unrated-rating" {
		t.Errorf("a rating for the unrated of %d: %v, want refused", st.UnratedRating, err)
	}
	refusedBefore(t, s, schemaUnratedRating, "a build before the setting")
}
