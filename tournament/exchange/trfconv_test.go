package exchange

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/shareddata"
	"arbiter/internal/testdir"
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/input"
	"arbiter/tournament/schedule"
	"arbiter/tournament/standings"
	"arbiter/tournament/trf"
)

// clubEvent is eleven players (odd, so a bye every round) with names that
// need UTF-8, three rounds played with every kind of result, a fourth
// round paired and partly played.
func clubEvent(t *testing.T) *tournament.Event {
	ev := testfield.Field(11, tournament.RoundRobin)
	names := []string{"Äijälä, Pekka", "Õunapuu, Tõnu", "Šmidt, Žanna", "Müür, Ülle", "Kärkkäinen, Jyrki",
		"Tamm, Kadri", "Virtanen, Mikko", "Saar, Jüri", "Lehtonen, Aino", "Kask, Jaan", "Nieminen, Sanna"}
	for i := range ev.Players {
		ev.Players[i].SetNames(input.SplitName(names[i]))
		ev.Players[i].Federation = []string{"FIN", "EST"}[i%2]
		ev.Players[i].Sex = []tournament.Sex{tournament.Male, tournament.Female}[i%2]
		ev.Players[i].FIDEID = strconv.Itoa(5000100 + i)
		ev.Players[i].BirthDate = "1990-01-0" + string(rune('1'+i%9))
	}
	ev.Players[3].Rating = 0
	ev.Settings.Name, ev.Settings.Site, ev.Settings.Federation = "Kevätturnaus 2025", "Helsinki", "FIN"
	ev.Settings.StartDate, ev.Settings.EndDate = "2025-03-01", "2025-05-31"
	ev.Settings.ChiefArbiter, ev.Settings.Deputies = "Laine, Matti", "Kuusk, Liis; Tamm, Mari"
	ev.Settings.TimeControl = "40/120+30'"
	ev.Settings.TieBreaks = []string{"sb", "de", "wins", "koya"}
	testfield.Play(t, ev, [][]tournament.Result{
		{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.WhiteForfeitWin, tournament.Draw},
		{tournament.BlackForfeitWin, tournament.DoubleForfeit, tournament.Draw, tournament.WhiteWins, tournament.WhiteWins},
		{tournament.Draw, tournament.Draw, tournament.Draw, tournament.BlackWins, tournament.WhiteWins},
		{tournament.WhiteWins, tournament.NoResult, tournament.Adjourned, tournament.Draw},
	})
	ev.Rounds[0].Date, ev.Rounds[1].Date = "2025-03-01", "2025-03-08"
	return ev
}

func TestTRFRoundTripIsByteStable(t *testing.T) {
	ev := clubEvent(t)
	first := rankedTRF(ev).Bytes()
	parsed, err := trf.Parse(first)
	if err != nil {
		t.Fatalf("our TRF does not parse: %v\n%s", err, first)
	}
	back := eventOfTRF(t, parsed)
	// One 112 record for each deputy (TRF-16), a comma inside a name kept.
	if bytes.Count(first, []byte("112 ")) != 2 || !bytes.Contains(first, []byte("112 Kuusk, Liis\r112 Tamm, Mari\r")) {
		t.Errorf("deputies:\n%s", first)
	}
	second := rankedTRF(back).Bytes()
	if !bytes.Equal(first, second) {
		t.Fatalf("export → import → export differs:\n%s\n---\n%s", first, second)
	}
	// The import holds the same event: settings, players, pairings and
	// results (an adjourned game reads back as pending: TRF has no code).
	if back.Settings.Name != ev.Settings.Name || back.Settings.System != tournament.RoundRobin ||
		!slices.Equal(back.Settings.TieBreaks, ev.Settings.TieBreaks) || back.Settings.Deputies != ev.Settings.Deputies {
		t.Errorf("settings %+v", back.Settings)
	}
	for i, p := range ev.Players {
		q := back.Players[i]
		if q.Name != p.Name || q.Seat != p.Seat || q.Rating != p.Rating || q.FIDEID != p.FIDEID || q.Sex != p.Sex ||
			q.Federation != p.Federation || strings.ReplaceAll(q.BirthDate, "/", "-") != p.BirthDate {
			t.Errorf("player %d: %+v, want %+v", i, q, p)
		}
	}
	// Imported ids are the TRF numbers until the store gives its own.
	ids := map[int64]int64{}
	for _, p := range ev.Players {
		ids[int64(p.Seat)] = p.ID
	}
	RemapIDs(back, ids)
	if len(back.Rounds) != len(ev.Rounds) {
		t.Fatalf("%d rounds, want %d", len(back.Rounds), len(ev.Rounds))
	}
	for r := range ev.Rounds {
		if back.Rounds[r].Date != ev.Rounds[r].Date {
			t.Errorf("round %d date %q", r+1, back.Rounds[r].Date)
		}
		for b, p := range ev.Rounds[r].Pairings {
			q := back.Rounds[r].Pairings[b]
			if p.Result == tournament.Adjourned {
				p.Result = tournament.NoResult
			}
			if q != p {
				t.Errorf("round %d board %d: %+v, want %+v", r+1, b+1, q, p)
			}
		}
	}
	want := standings.Of(ev)
	got := standings.Of(back)
	for i := range want.Rows {
		if want.Rows[i].Place != got.Rows[i].Place || want.Rows[i].Name != got.Rows[i].Name {
			t.Errorf("standings row %d: %s %s, want %s %s", i, got.Rows[i].Place, got.Rows[i].Name, want.Rows[i].Place, want.Rows[i].Name)
		}
	}
}

func TestTRFWithdrawalForfeitsAreWritten(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 3)
	data := rankedTRF(ev).Bytes()
	parsed := readAs(t, trf.Parse, data)
	p5 := parsed.PlayerByID(5)
	if g := p5.Game(4); g.Opponent != 6 || g.Code() != '+' {
		t.Errorf("round 4 of seat 5: %+v, want a forfeit win against 6", g)
	}
	if p5.Points != 3 {
		t.Errorf("seat 5 points %v, want 3", p5.Points)
	}
	back := eventOfTRF(t, parsed)
	if !bytes.Equal(rankedTRF(back).Bytes(), data) {
		t.Error("not byte-stable")
	}
}

// ExportTRF carries the withdrawals and the policy, so even an event with
// a player struck from the table survives export → import → export byte
// for byte, with the same standings.
func TestExportImportTRFWithWithdrawals(t *testing.T) {
	for _, tt := range []struct {
		policy tournament.WithdrawalPolicy
		after  int
	}{{tournament.WithdrawalUSSR1953, 2}, {tournament.WithdrawalUSSR1953, 3}, {tournament.WithdrawalAsPlayed, 2}} {
		ev := testfield.SixPlayers(t, tt.policy, tt.after)
		ev.Players[1].WithdrawnAfter = 4 // a second withdrawal, listed after the first by seat
		ev.Players[0], ev.Players[5] = ev.Players[5], ev.Players[0]
		first := ExportTRF(ev, TRFOptions{})
		back := readAs(t, ImportTRF, first)
		if second := ExportTRF(back, TRFOptions{}); !bytes.Equal(first, second) {
			t.Errorf("%s after %d: not byte-stable:\n%s\n---\n%s", tt.policy, tt.after, first, second)
		}
		if back.Settings.WithdrawalPolicy != tt.policy || back.Players[5].WithdrawnAfter != tt.after || back.Players[1].WithdrawnAfter != 4 {
			t.Errorf("policy %s, withdrawal %d", back.Settings.WithdrawalPolicy, back.Players[5].WithdrawnAfter)
		}
		want, got := standings.Of(ev), standings.Of(back)
		if len(want.Rows) != len(got.Rows) || len(want.Struck) != len(got.Struck) {
			t.Fatalf("%s after %d: %d rows %d struck, want %d %d", tt.policy, tt.after, len(got.Rows), len(got.Struck), len(want.Rows), len(want.Struck))
		}
		for i := range want.Rows {
			if want.Rows[i].Points != got.Rows[i].Points || want.Rows[i].Place != got.Rows[i].Place {
				t.Errorf("row %d: %+v, want %+v", i, got.Rows[i], want.Rows[i])
			}
		}
	}
	for _, bad := range []string{"XXP never\r", "XXW 9 2\r", "XXW 1 x\r"} {
		data := append(ExportTRF(testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 3), TRFOptions{}), bad...)
		if _, err := ImportTRF(data); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestTRFKeepsTheGameTypeTheArbiterSet: the game type the arbiter set
// over the time control's (a rapid event played at 3+2, a blitz one at
// 10+5), exported in either edition, an individual or a team event, comes
// back from the import as set; it came back as the control's type, nothing
// said, for no TRF record states a game type. An event that takes its
// control's type still does. An XXG naming no game type is refused at its
// line.
func TestTRFKeepsTheGameTypeTheArbiterSet(t *testing.T) {
	_, team := teamTRFFile(t, "arbiter-swiss10.trf")
	for _, tt := range []struct {
		control string
		set     rules.GameType
	}{{"3+2", rules.Rapid}, {"10+5", rules.Blitz}, {"3+2", ""}, {"90+30", rules.Blitz}} {
		for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
			ev := testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 0)
			ev.Settings.TimeControl, ev.Settings.GameType = tt.control, tt.set
			back := readAs(t, ImportTRF, ExportTRF(ev, TRFOptions{Version: v}))
			if back.Settings.GameType != tt.set || back.Settings.TimeControl != tt.control {
				t.Errorf("TRF-%d, %s set %q: read back %s set %q", v, tt.control, tt.set, back.Settings.TimeControl, back.Settings.GameType)
			}
			tev := team.Event
			tev.Settings.TimeControl, tev.Settings.GameType = tt.control, tt.set
			tback := readAs(t, ReadTeamTRFReport, ExportTRF(tev, TRFOptions{Version: v}))
			if tback.Event.Settings.GameType != tt.set {
				t.Errorf("team TRF-%d, %s set %q: read back set %q", v, tt.control, tt.set, tback.Event.Settings.GameType)
			}
		}
	}
	ev := testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 0)
	ev.Settings.GameType = rules.Rapid
	out := ExportTRF(ev, TRFOptions{})
	if !bytes.Contains(out, []byte("\rXXG rapid\r")) {
		t.Fatalf("a rapid event's report without its XXG:\n%s", out)
	}
	bad := bytes.Replace(out, []byte("XXG rapid"), []byte("XXG lightning"), 1)
	line := strconv.Itoa(bytes.Count(bad[:bytes.Index(bad, []byte("XXG"))], []byte("\r")) + 1)
	var m *engine.Message
	if _, err := ImportTRF(bad); !errors.As(err, &m) || m.Key != "event.err.trf.gametype.line" || m.Args["line"] != line || m.Args["value"] != "lightning" {
		t.Errorf("an XXG of no game type: %v, want refused at line %s", err, line)
	}
}

// A report imported into a file of the arbiter's brings the game type
// the arbiter set where it states one (XXG), naming the file's it
// replaces; one that states none leaves the file's. The report's XXG was
// read and then lost: the file kept its own type, nothing said.
func TestTRFImportIntoAFileTakesTheReportsGameType(t *testing.T) {
	for _, tt := range []struct {
		file, reported, want rules.GameType
		named                bool
	}{{"", rules.Rapid, rules.Rapid, false}, {rules.Blitz, rules.Rapid, rules.Rapid, true}, {rules.Blitz, "", rules.Blitz, false}} {
		file, reported := tournament.DefaultSettings(), tournament.DefaultSettings()
		file.GameType, reported.GameType = tt.file, tt.reported
		got, notes := OverReport(file, reported)
		named := slices.ContainsFunc(notes, func(m engine.Message) bool {
			setting, ok := m.Args["setting"].(*engine.Message)
			return m.Key == "event.trf.replaced" && ok && setting.Key == "ui.settings.gametype"
		})
		if got.GameType != tt.want || named != tt.named {
			t.Errorf("file %q, report %q: %q (named %v), want %q (named %v)", tt.file, tt.reported, got.GameType, named, tt.want, tt.named)
		}
	}
}

// TestMatchConcessionTRF: the TRF report keeps a conceded match's games as
// played and leaves the void ones out; the concession itself travels in
// Arbiter's own records (the withdrawal rule and the withdrawal, XXW),
// from which the import restores it.
func TestMatchConcessionTRF(t *testing.T) {
	// A match of six games between seats 1 (id 101) and 2 (id 102).
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds = 6
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins}, {tournament.Draw}})
	testfield.PairNext(t, ev)
	p, _ := ev.Player(101)
	p.WithdrawnAfter = 2
	back := readAs(t, ImportTRF, ExportTRF(ev, TRFOptions{}))
	m, ok := standings.MatchStanding(back)
	if !ok || m.Outcome != standings.MatchConceded || m.Winner != m.Players[1] || m.ConcededBy != m.Players[0] || m.ConcededAfter != 2 || m.Points != [2]tournament.Points{3, 1} {
		t.Errorf("imported match %+v, want conceded by the first seat after round 2, 1½–½", m)
	}
	for _, rd := range back.Rounds {
		for _, g := range rd.Pairings {
			if rd.Number == 3 && g.Result != tournament.NoResult {
				t.Errorf("round 3 imported as %v, want no game", g.Result)
			}
		}
	}
}

func TestUnratedGamesInTRF(t *testing.T) {
	data := rankedTRF(testfield.Unrated()).Bytes()
	parsed, err := trf.Parse(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	codes := func(id int) string {
		p := parsed.PlayerByID(id)
		return string([]byte{p.Game(1).Code(), p.Game(2).Code()})
	}
	// Start ranks are the seats here.
	for start, want := range map[int]string{1: "WD", 2: "L1", 3: "00", 4: "1D"} {
		if got := codes(start); got != want {
			t.Errorf("start rank %d: codes %q, want %q\n%q", start, got, want, data)
		}
	}
	back := eventOfTRF(t, parsed)
	var unrated []int
	for _, rd := range back.Rounds {
		for _, p := range rd.Pairings {
			if p.Unrated {
				unrated = append(unrated, rd.Number)
			}
		}
	}
	if !slices.Equal(unrated, []int{1, 2}) {
		t.Errorf("games read back as not rated in rounds %v, want [1 2]", unrated)
	}
	if again := rankedTRF(back).Bytes(); !bytes.Equal(again, data) {
		t.Errorf("export → import → export differs:\n%s\n---\n%s", data, again)
	}
	// W against 0 is no game's result.
	if _, _, err := resultFromTRF('W', '0'); err == nil {
		t.Error("W against 0 was read as a result")
	}
}

func TestTRFStruckPlayerLeavesNoPendingGames(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 2)
	parsed := readAs(t, trf.Parse, rankedTRF(ev).Bytes())
	p6 := parsed.PlayerByID(6)
	if g := p6.Game(1); g.Opponent != 1 || g.Code() != '0' {
		t.Errorf("round 1 (played, kept for rating): %+v", g)
	}
	for r := 3; r <= 5; r++ {
		if g := p6.Game(r); g.Opponent != 0 {
			t.Errorf("round %d after the withdrawal: %+v, want no game", r, g)
		}
	}
	back := eventOfTRF(t, parsed)
	if open := back.Unfinished(6); len(open) != 0 {
		t.Errorf("imported event has pending games: %+v", open)
	}
}

func TestReadPlayersTRF(t *testing.T) {
	ps, _, err := readPlayersTRF(bytes.NewReader(rankedTRF(clubEvent(t)).Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	// TRF's "Family, Given" fills the two name fields.
	if len(ps) != 11 || ps[2].FamilyName != "Šmidt" || ps[2].GivenNames != "Žanna" || ps[2].Name != "Žanna Šmidt" || ps[2].ID != 0 || ps[2].Seat != 0 || ps[2].Federation != "FIN" {
		t.Errorf("players: %+v", ps)
	}
	if _, _, err := readPlayersTRF(strings.NewReader("001    x      A\n")); err == nil {
		t.Error("a malformed file was accepted")
	}
}

// ReadPlayerList tells another program's TRF file from a CSV list by its
// first record: a TRF file gives its players only, anything else is read
// as CSV, and a TRF file whose player line is broken is refused, not read
// as a CSV list of one odd column.
func TestReadPlayerList(t *testing.T) {
	trfText := rankedTRF(clubEvent(t)).Bytes()
	tests := []struct {
		name    string
		data    []byte
		players int
		first   string // the first player's name
		fails   bool
	}{
		{"TRF", trfText, 11, "", false},
		{"TRF with a byte-order mark and a blank line first", append([]byte("\uFEFF\r\n"), trfText...), 11, "", false},
		{"TRF of one player, Arbiter's own record first", []byte("XXR 5\n001    1      Berg, Boris                       1850 FIN\n"), 1, "Boris Berg", false},
		{"CSV", []byte("Nimi;Seura;Vahvuusluku\nBoris Berg;TSK;1850\n"), 1, "Boris Berg", false},
		{"CSV whose first cell is a number: not TRF, and no header it knows", []byte("001,Boris Berg\n"), 0, "", true},
		{"TRF with a broken player line", []byte("012 Club\n001    x      A\n"), 0, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps, _, err := ReadPlayerList(tt.data, rules.Standard)
			if (err != nil) != tt.fails {
				t.Fatalf("err %v, want failure %v", err, tt.fails)
			}
			if len(ps) != tt.players {
				t.Fatalf("%d players, want %d", len(ps), tt.players)
			}
			if tt.first != "" && ps[0].Name != tt.first {
				t.Errorf("first player %q, want %q", ps[0].Name, tt.first)
			}
		})
	}
}

// TestPlayersTakenFromAReportWhoseByeIsALineNamedSpielfreiLeaveTheLineOut:
// the arbiter takes the players of an event from the Karl-Mala-Gedenkturnier's
// report, whose pairing bye is the line of player 284 "spielfrei": the
// 283 players come, "spielfrei" not, and the note names its line.
func TestPlayersTakenFromAReportWhoseByeIsALineNamedSpielfreiLeaveTheLineOut(t *testing.T) {
	data := testdir.Read(t, filepath.Join("..", "testdata", "outside", "sklangen-karl_mala_2005.trf"))
	ps, notes, err := ReadPlayerList(data, rules.Standard)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 283 || slices.ContainsFunc(ps, func(p tournament.Player) bool { return p.Name == "spielfrei" }) {
		t.Errorf("%d players, want the 283 who played, without \"spielfrei\"", len(ps))
	}
	if !slices.Contains(testform.Keys(notes), "event.trf.byestandin") {
		t.Errorf("notes %v: none names the line left out", notes)
	}
}

// tableReport is a report of n players (starting numbers 1 to n) whose
// rounds are paired as given, each round's pairs white first; a player
// in no pair (or paired with a number above n) has no game. declared is its XXR, typ its 092.
func tableReport(typ string, n, declared int, rounds ...[]berger.SeatPair) *trf.Tournament {
	t := &trf.Tournament{Type: typ, Rounds: declared}
	for id := 1; id <= n; id++ {
		p := &trf.Player{ID: id}
		for _, pairs := range rounds {
			g := trf.Game{Colour: '-', Result: 'Z'}
			for _, sp := range pairs {
				if sp.White > n || sp.Black > n {
					continue // the odd field's bye
				}
				switch id {
				case sp.White:
					g = trf.Game{Opponent: sp.Black, Colour: 'w', Result: '1'}
				case sp.Black:
					g = trf.Game{Opponent: sp.White, Colour: 'b', Result: '0'}
				}
			}
			p.Games = append(p.Games, g)
		}
		t.Players = append(t.Players, p)
	}
	return t
}

// The system is record 092's when it names one; otherwise the games
// decide, and the note says which and why: a round robin only when every
// round paired is the Berger table of the field.
func TestSystemFromTRF(t *testing.T) {
	played := func(exchanged bool) func(n, rounds int) [][]berger.SeatPair {
		return func(n, rounds int) [][]berger.SeatPair {
			var out [][]berger.SeatPair
			for r := 1; r <= rounds; r++ {
				out = append(out, berger.Play(berger.TableSize(n), r, exchanged))
			}
			return out
		}
	}
	table, exchanged := played(false), played(true)
	swiss := [][]berger.SeatPair{{{White: 1, Black: 4}, {White: 5, Black: 2}, {White: 3, Black: 6}}, {{White: 4, Black: 2}, {White: 6, Black: 1}, {White: 5, Black: 3}}}
	tests := []struct {
		name string
		t    *trf.Tournament
		want tournament.System
		note string
	}{
		{"092 round robin", tableReport("Round robin", 6, 5, swiss...), tournament.RoundRobin, ""},
		{"092 double", tableReport("Double round robin", 6, 10), tournament.DoubleRoundRobin, ""},
		{"092 Swiss", tableReport("Swiss system (Dutch)", 6, 5, table(6, 2)...), tournament.SwissDutch, ""},
		// Swiss-Manager's and Swiss Perfect's words: a Swiss, not which of
		// FIDE's three, so the Dutch is assumed, and said.
		{"092 a Swiss naming no system", tableReport("Swiss-System", 6, 5, swiss...), tournament.SwissDutch, "event.trf.system.swiss"},
		{"092 Swiss, no more", tableReport("Swiss", 6, 5, swiss...), tournament.SwissDutch, "event.trf.system.swiss"},
		{"092 Berger", tableReport("Berger", 8, 7), tournament.RoundRobin, ""},
		{"Berger table", tableReport("", 6, 5, table(6, 3)...), tournament.RoundRobin, "event.trf.system.berger"},
		{"Berger table, odd field", tableReport("", 5, 0, table(5, 5)...), tournament.RoundRobin, "event.trf.system.berger"},
		{"two cycles", tableReport("", 6, 10, table(6, 7)...), tournament.DoubleRoundRobin, "event.trf.system.double"},
		{"two cycles, the first's last two rounds exchanged", tableReport("", 6, 10, exchanged(6, 10)...), tournament.DoubleRoundRobin, "event.trf.system.double"},
		{"two cycles of an odd field, exchanged", tableReport("", 7, 14, exchanged(7, 9)...), tournament.DoubleRoundRobin, "event.trf.system.double"},
		{"Berger table over 9 rounds of 6 players", tableReport("", 6, 9, table(6, 2)...), tournament.SwissDutch, "event.trf.system.rounds"},
		{"Swiss games, 5 rounds of 6 players", tableReport("", 6, 5, swiss...), tournament.SwissDutch, "event.trf.system.notberger"},
		{"Swiss games, 092 naming none", tableReport("Open", 6, 5, swiss...), tournament.SwissDutch, "event.trf.system.unknown|event.trf.system.notberger"},
		{"no games, rounds declared", tableReport("", 12, 9), tournament.SwissDutch, "event.trf.system.nogames"},
		{"no games, no rounds", tableReport("", 12, 0), tournament.RoundRobin, "event.trf.system.empty"},
		{"two players", tableReport("", 2, 4, []berger.SeatPair{{White: 1, Black: 2}}, []berger.SeatPair{{White: 2, Black: 1}}), tournament.Match, "event.trf.system.match"},
	}
	for _, tt := range tests {
		got, notes := systemFromTRF(tt.t)
		keys := testform.Keys(notes)
		if got != tt.want || strings.Join(keys, "|") != tt.note {
			t.Errorf("%s: %s, notes %v; want %s, %s", tt.name, got, keys, tt.want, tt.note)
		}
	}
}

func TestFromTRFErrors(t *testing.T) {
	game := func(opp int, colour, result byte) []trf.Game {
		return []trf.Game{{Opponent: opp, Colour: colour, Result: result}}
	}
	tests := []struct {
		name    string
		players []*trf.Player
		key     string
	}{
		{"opponent disagrees", []*trf.Player{{ID: 1, Name: "A", Games: game(2, 'w', '1')},
			{ID: 2, Name: "B", Games: game(3, 'b', '0')}}, "trf.err.game.opponent"},
		{"same colour", []*trf.Player{{ID: 1, Name: "A", Games: game(2, 'w', '1')},
			{ID: 2, Name: "B", Games: game(1, 'w', '0')}}, "trf.err.game.colour"},
		{"results do not fit", []*trf.Player{{ID: 1, Name: "A", Games: game(2, 'w', '1')},
			{ID: 2, Name: "B", Games: game(1, 'b', '1')}}, "trf.err.game.result"},
		// Players carry no line of the file, so the messages name them
		// instead of a line number.
		{"duplicate player", []*trf.Player{{ID: 1, Name: "A"}, {ID: 2, Name: "a"}}, "event.err.player.dup_name"},
		{"start number twice", []*trf.Player{{ID: 1, Name: "A"}, {ID: 2, Name: "B"}, {ID: 2, Name: "C"}}, "event.err.trf.dupnumber"},
		{"no players", nil, "event.err.trf.noplayers"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := FromTRF(&trf.Tournament{Players: tt.players})
			if e, ok := err.(*engine.Message); !ok || e.MessageKey() != tt.key {
				t.Errorf("error %v, want %s", err, tt.key)
			}
		})
	}
}

func TestImportTRFRefusesWhatIsNotTRF(t *testing.T) {
	for _, data := range []string{"", "hello world\n", "012 Club Open\r092 Round robin\r"} {
		if _, err := ImportTRF([]byte(data)); err == nil {
			t.Errorf("%q imported", data)
		}
	}
}

// The Dutch reference tournaments (forfeits, withdrawals, half-point
// byes) import, and every player's points are the ones the file states.
func TestFromTRFReferenceFiles(t *testing.T) {
	for _, f := range shareddata.Files(t, "data/swiss-dutch", "*.trf") {
		_, parsed := parseTRFFile(t, f)
		ev, _, err := FromTRF(parsed)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if ev.Settings.System != tournament.SwissDutch {
			t.Errorf("%s: system %s", f, ev.Settings.System)
		}
		rows := testfield.RowsByID(standings.Of(ev))
		for _, p := range parsed.Players {
			if got := rows[int64(p.ID)].Score; got != p.Points {
				t.Errorf("%s: player %d has %v points, the file says %v", filepath.Base(f), p.ID, got, p.Points)
			}
		}
	}
}

// TestFromTRFSwissWithoutRoundCount reads a Swiss report that says
// neither its type (092) nor its number of rounds (142, XXR), as pairing
// programs' own test files are: the rounds it holds make it a Swiss.
func TestFromTRFSwissWithoutRoundCount(t *testing.T) {
	data := shareddata.Read(t, "data/swiss-dutch/d_10_1.trf")
	var kept []string
	for _, line := range strings.Split(string(data), "\r") {
		if !strings.HasPrefix(line, "XXR") && !strings.HasPrefix(line, "092") {
			kept = append(kept, line)
		}
	}
	parsed := readAs(t, trf.Parse, []byte(strings.Join(kept, "\r")))
	ev := eventOfTRF(t, parsed)
	if ev.Settings.System != tournament.SwissDutch || ev.Settings.Rounds != 7 {
		t.Errorf("10 players, 7 rounds, no 092/142/XXR: %s of %d rounds, want a Swiss of 7", ev.Settings.System, ev.Settings.Rounds)
	}
}

func TestFromTRFTieBreaksFollowTheSystem(t *testing.T) {
	players := []*trf.Player{{ID: 1, Name: "A"}, {ID: 2, Name: "B"}}
	tests := []struct {
		typ       string
		tieBreaks []string
		want      []string
	}{
		{"Swiss system", nil, []string{"bh-c1", "bh", "sb", "wins"}},
		{"Round robin", nil, []string{"sb", "de", "wins"}},
		{"Swiss system", []string{"SB", "BH"}, []string{"sb", "bh"}},
	}
	for _, tt := range tests {
		ev := eventOfTRF(t, &trf.Tournament{Type: tt.typ, TieBreaks: tt.tieBreaks, Players: players})
		if !slices.Equal(ev.Settings.TieBreaks, tt.want) {
			t.Errorf("%s %v: tie-breaks %v, want %v", tt.typ, tt.tieBreaks, ev.Settings.TieBreaks, tt.want)
		}
	}
}

// TestImportTRFLatin1 reads a report from an older program that writes
// names in Latin-1, one byte a letter, as its columns count them.
func TestImportTRFLatin1(t *testing.T) {
	line := func(n int, name string, rating int) string {
		b := []byte(fmt.Sprintf("001 %4d m    %-33s %4d FIN", n, "", rating))
		copy(b[14:], name) // name bytes in Latin-1: one column each
		return string(b)
	}
	data := "012 Kes\xe4turnaus\r\n" + line(1, "V\xe4in\xf6 H\xf6glund", 1540) + "\r\n" + line(2, "Ville \xc5str\xf6m", 1600) + "\r\n"
	ev := readAs(t, ImportTRF, []byte(data))
	got := []string{ev.Players[0].Name, ev.Players[1].Name}
	if want := []string{"Väinö Höglund", "Ville Åström"}; !slices.Equal(got, want) || ev.Players[1].Rating != 1600 {
		t.Errorf("names %q (rating %d), want %q", got, ev.Players[1].Rating, want)
	}
	if ev.Settings.Name != "Kesäturnaus" {
		t.Errorf("event name %q", ev.Settings.Name)
	}
}

// TestTRFRoundDatesFromSchedule: the 132 record carries the scheduled
// date of each round paired, the date a round carries where the schedule
// has none, and is left out when no round is dated.
func TestTRFRoundDatesFromSchedule(t *testing.T) {
	ev := clubEvent(t)
	ev.Settings.Schedule = []tournament.RoundTime{{Round: 2, Date: "2025-03-09", Time: "18:00"}, {Round: 4, Date: "2025-03-22"},
		{Round: 5, Date: "2025-03-29"}}
	want := []string{"25/03/01", "25/03/09", "", "25/03/22"}
	if got := rankedTRF(ev).RoundDates; !slices.Equal(got, want) {
		t.Errorf("round dates %q, want %q", got, want)
	}
	line := ""
	for _, l := range strings.FieldsFunc(string(rankedTRF(ev).Bytes()), func(r rune) bool { return r == '\r' || r == '\n' }) {
		if strings.HasPrefix(l, "132") {
			line = l
		}
	}
	if !strings.Contains(line, "25/03/09") || !strings.Contains(line, "25/03/22") {
		t.Errorf("the 132 record reads %q", line)
	}
	undated(ev)
	if got := rankedTRF(ev).RoundDates; got != nil {
		t.Errorf("undated rounds give round dates %q", got)
	}
}

// undated takes ev's schedule and every round's date away.
func undated(ev *tournament.Event) {
	ev.Settings.Schedule = nil
	for i := range ev.Rounds {
		ev.Rounds[i].Date = ""
	}
}

// A club evening, its first and last days one day, its rounds dated by
// no schedule: its report's 132 dates every round that day, and the
// export does not name 132 among the records it cannot write; it named
// it, and wrote no 132, though the event's dates fix every round's.
func TestTRFRoundDatesOfAOneDayEvent(t *testing.T) {
	ev := clubEvent(t)
	undated(ev)
	ev.Settings.StartDate, ev.Settings.EndDate = "2026-12-04", "2026-12-04"
	want := slices.Repeat([]string{"26/12/04"}, len(ev.Rounds))
	if got := rankedTRF(ev).RoundDates; !slices.Equal(got, want) {
		t.Errorf("round dates %q, want %q", got, want)
	}
	if gaps := TRFRatingGaps(ev); slices.Contains(gaps, "132") {
		t.Errorf("gaps %v name 132", gaps)
	}
	// Read back, the rounds are the event's day's, as they were, not
	// each dated by a date of its own.
	back := readAs(t, ImportTRF, ExportTRF(ev, TRFOptions{}))
	for _, rd := range back.Rounds {
		if rd.Date != "" || schedule.Round(back, rd.Number).Date != "2026-12-04" {
			t.Errorf("round %d read back dated %q, on %q", rd.Number, rd.Date, schedule.Round(back, rd.Number).Date)
		}
	}
}

// FIDE's example report and a Swiss-Manager report import whole: every
// player's points equal the file's points column (the sum of the round
// cells, as TieBreakServer counts them), the rating list's title letters
// and dates are read, forfeits written with colour "-" are games, a
// forfeit win without opponent keeps its point, and what a pairing depends
// on (initial colour, forbidden pairs, the round not yet paired) is kept.
func TestTRFImportOfOtherProgramsKeepsEveryPoint(t *testing.T) {
	for _, c := range []struct {
		file   string
		titles map[string]string
		born   string
	}{
		{"fide-example-layout.trf", map[string]string{"Acosta": "GM", "Baker": "WGM", "Cruz": "IM", "Dunn": "WIM", "Egger": "FM", "Fox": "WFM"}, "1969-12-06"},
		{"swissmanager-layout.trf", map[string]string{"Kask": "CM", "Tamm": "WCM", "Saar": ""}, "1969-12-06"},
	} {
		t.Run(c.file, func(t *testing.T) {
			_, rep := importTRFFile(t, filepath.Join("..", "testdata", c.file))
			_, parsed := parseTRFFile(t, filepath.Join("..", "testdata", c.file))
			ev := rep.Event
			score := map[int64]float64{}
			for _, r := range standings.Of(ev).Rows {
				score[r.ID] = r.Score
			}
			for _, tp := range parsed.Players {
				if got := score[int64(tp.ID)]; got != tp.Points {
					t.Errorf("player %d %s: %v points, the file says %v", tp.ID, tp.Name, got, tp.Points)
				}
			}
			for _, p := range ev.Players {
				family, _ := p.Names()
				if want, ok := c.titles[family]; ok && p.Title != want {
					t.Errorf("%s: title %q, want %q", family, p.Title, want)
				}
			}
			if ev.Players[0].BirthDate != c.born {
				t.Errorf("birth date %q, want %q", ev.Players[0].BirthDate, c.born)
			}
			// What is said: the Dutch assumed for both's "Swiss-System",
			// the forfeit without colours, kept with the lower number
			// White, and where the report states no number of rounds
			// and has a forfeit win without opponent (FIDE's example,
			// TRF-16 without XXR), that the event has the rounds it holds
			// and keeps that win as a full-point bye.
			keys := testform.Keys(rep.Notes)
			want := []string{"event.trf.system.swiss", "event.trf.uncoloured"}
			if parsed.Rounds == 0 {
				want = []string{"event.trf.system.swiss", "event.trf.rounds.held", "event.trf.forfeitbye", "event.trf.uncoloured"}
			}
			if !slices.Equal(keys, want) {
				t.Errorf("notes: %v, want %v", rep.Notes, want)
			}
		})
	}
	_, rep := importTRFFile(t, filepath.Join("..", "testdata", "swissmanager-layout.trf"))
	if rep.Swiss.InitialBlack || len(rep.Swiss.Forbidden) != 1 || rep.Swiss.Forbidden[0] != [2]int64{1, 4} {
		t.Errorf("Swiss options %+v", rep.Swiss)
	}
}

// A team report, and a scoring Arbiter cannot keep, are refused with a
// message that says so, never read as something else.
func TestTRFImportRefusesWhatItCannotKeep(t *testing.T) {
	base := "012 Open\r001    1      A, B                              2000                             0.0    1\r"
	for _, c := range []struct{ name, extra, key string }{
		{"team report", "013 Team A    1    2\r", "event.err.trf.team.line"},
		{"3-1-0 scoring", "162  W 3.0    D 1.0\r", "event.err.trf.scoring.line"},
		{"an absence that takes a point", "162  W 1.0    D 0.5    L 0.0    A-1.0\r", "event.err.trf.scoring.line"},
		{"a half-point pairing bye", "162  W 1.0    D 0.5    L 0.0    A 0.0    P 0.5\r", "event.err.trf.scoring.line"},
		// bbpPairings' records of the points (its TRF(bx)), which it
		// pairs by: they were listed as not kept, and the report read
		// and paired as 1-½-0.
		{"3-1-0 scoring as bbpPairings writes it", "BBW  3.0\rBBD  1.0\r", "event.err.trf.scoring.line"},
		{"a half-point pairing bye as bbpPairings writes it", "BBU  0.5\r", "event.err.trf.scoring.line"},
		{"a forfeit loss that takes a point, as bbpPairings writes it", "BBF  1.0\r", "event.err.trf.scoring.line"},
		// JaVaFo's record of the points, which it pairs by.
		{"3-1-0 scoring as JaVaFo writes it", "XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 FW=3.0 FPB=3.0 PAB=3.0\r", "event.err.trf.scoring.line"},
		{"a black win worth more, as JaVaFo writes it", "XXS WW=1.0 BW=1.5\r", "event.err.trf.scoring.line"},
	} {
		_, err := ReadTRFReport([]byte(base + c.extra))
		var e *engine.Message
		if !errors.As(err, &e) || e.Key != c.key {
			t.Errorf("%s: %v, want %s", c.name, err, c.key)
		} else if line := e.Args["line"]; strings.HasSuffix(c.key, ".line") && line != "3" {
			t.Errorf("%s: at line %v, want 3", c.name, line)
		}
	}
	if _, err := ReadTRFReport([]byte(base + "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0\r")); err != nil {
		t.Errorf("the standard scoring written out: %v", err)
	}
	if _, err := ReadTRFReport([]byte(base + "BBW  1.0\rBBD  0.5\rBBL  0.0\rBBZ  0.0\rBBF  0.0\rBBU  1.0\r")); err != nil {
		t.Errorf("the standard scoring written out in bbpPairings' records: %v", err)
	}
	if _, err := ReadTRFReport([]byte(base + "XXS WW=1.0 BW=1.0 WD=0.5 BD=0.5 WL=0.0 BL=0.0 ZPB=0.0 HPB=0.5 FPB=1.0 PAB=1.0 FW=1.0 FL=0.0\r")); err != nil {
		t.Errorf("the standard scoring written out in JaVaFo's record: %v", err)
	}
}

// Nothing read is dropped unsaid: records Arbiter does not keep (an
// unknown record, the standings' own tie-breaks, a tie-break it does not
// compute) are listed; an acceleration that is not Baku's, by 250 records
// or JaVaFo's XXA, is kept as each player's points, the two added as
// bbpPairings adds them.
func TestTRFImportListsWhatItDoesNotKeep(t *testing.T) {
	line := func(n int, cells string) string {
		return fmt.Sprintf("001 %4d      Player %-26d 2000                             0.0       %s", n, n, cells)
	}
	rep := importLines(t, "012 Open", "082 2", "082 0", "092 Swiss system", "XXR 5", "202 BH,ZZZ", "212 PTS,BH",
		"250      1.0 001 002 0001 0001", "XXA    1  1.0", "XYZ something else", "### a comment",
		"BBW  1.0", "BBD  0.5", "XXS WW=1.0 BW=1.0 WD=0.5 BD=0.5 WL=0.0 BL=0.0 ZPB=0.0 HPB=0.5 FPB=1.0 PAB=1.0 FW=1.0 FL=0.0", "XXS XYZ=2",
		line(1, "   2 w 1"), line(2, "   1 b 0"))
	if want := []tournament.Acceleration{{Player: 1, Points: []float64{2, 1, 0, 0, 0}}}; !reflect.DeepEqual(rep.Swiss.Accelerations, want) || rep.Swiss.Baku {
		t.Errorf("accelerations %+v, Baku %v", rep.Swiss.Accelerations, rep.Swiss.Baku)
	}
	// The records of the points (bbpPairings' BB…, JaVaFo's XXS) are the
	// event's scoring, which it keeps; a key of no result's points is not.
	for _, want := range []string{"202 ZZZ", "212 PTS,BH", "XYZ something else", "082 2", "XXS XYZ=2"} {
		if !slices.ContainsFunc(rep.Notes, func(n engine.Message) bool { return strings.HasPrefix(fmt.Sprint(n.Args["record"]), want) }) {
			t.Errorf("%q not listed: %v", want, rep.Notes)
		}
	}
	for _, quiet := range []string{"###", "082 0", "250", "XXA", "BBW", "BBD", "XXS WW"} {
		if slices.ContainsFunc(rep.Notes, func(n engine.Message) bool { return strings.HasPrefix(fmt.Sprint(n.Args["record"]), quiet) }) {
			t.Errorf("%q listed, though nothing of it is lost: %v", quiet, rep.Notes)
		}
	}
}

// A 260 record is kept as the pairs it forbids, from its first round to
// the event's last, as pair-trf reads it in the round to pair: one to the
// last round is kept without a word, its first round with it (it was kept
// for every round, and named), one ending before the last round is kept
// and named, one starting after the round to pair is kept from its first
// round, the round to pair free (it was named as not kept), and one ended
// before the round to pair is listed as not kept, naming the players it
// no longer keeps apart (it named the record, "260 1 1 1 3"). A first
// round after the round to pair (2) is fixed: the round taken back keeps
// the pair free (tournament.PairFrom.Fixed); one from the round to pair
// is where the report kept them apart from then on, and follows it.
func TestTRFImportForbiddenPairsByRound(t *testing.T) {
	line := func(n int, points float64, cells string) string {
		return fmt.Sprintf("001 %4d      Player %-26d 2000                             %3.1f       %s", n, n, points, cells)
	}
	for _, tt := range []struct {
		record    string
		forbidden [][2]int64
		from      int
		fixed     bool
		note      string
	}{
		{"260   1   5    1    3", [][2]int64{{1, 3}}, 1, false, ""},
		{"260   2   5    1    3", [][2]int64{{1, 3}}, 2, false, ""},
		{"260   2   3    1    3", [][2]int64{{1, 3}}, 2, false, "event.trf.forbiddenlast"},
		{"260   4   5    1    3", [][2]int64{{1, 3}}, 4, true, ""},
		{"260   3   4    1    3", [][2]int64{{1, 3}}, 3, true, "event.trf.forbiddenlast"},
		{"260   6   7    1    3", nil, 0, false, "event.trf.forbidden.notkept"},
		{"260   1   1    1    3", nil, 0, false, "event.trf.forbidden.notkept"},
	} {
		t.Run(tt.record, func(t *testing.T) {
			data := trfText("012 Open", "092 Swiss system (Dutch)", "142 5", tt.record,
				line(1, 1, "   2 w 1"), line(2, 0, "   1 b 0"), line(3, 1, "   4 w 1"), line(4, 0, "   3 b 0"))
			rep := readAs(t, ReadTRFReport, data)
			if !reflect.DeepEqual(rep.Swiss.Forbidden, tt.forbidden) {
				t.Errorf("forbidden %v, want %v", rep.Swiss.Forbidden, tt.forbidden)
			}
			if from := rep.Swiss.KeptApartFrom([2]int64{1, 3}); tt.forbidden != nil && from != tt.from {
				t.Errorf("kept apart from round %d, want %d", from, tt.from)
			}
			if fixed := slices.ContainsFunc(rep.Swiss.ForbiddenFrom, func(f tournament.PairFrom) bool { return f.Fixed }); fixed != tt.fixed {
				t.Errorf("the round fixed: %v, want %v (%+v)", fixed, tt.fixed, rep.Swiss.ForbiddenFrom)
			}
			if last := rep.Swiss.ForRound(5).Forbidden; !slices.Equal(last, tt.forbidden) {
				t.Errorf("forbidden in round 5 %v, want %v", last, tt.forbidden)
			}
			keys := testform.Keys(rep.Notes)
			if want := []string{tt.note}; tt.note == "" && len(keys) != 0 || tt.note != "" && !slices.Equal(keys, want) {
				t.Errorf("notes %v, want %q", keys, tt.note)
			}
			if tt.note == "event.trf.forbidden.notkept" && rep.Notes[0].Args["players"] != "1 Player 1, 3 Player 3" {
				t.Errorf("the note names %v, want the players by number and name", rep.Notes[0].Args)
			}
			viaTRF, _ := pairedBothWays(t, data, 2, "")
			if met := strings.Contains(viaTRF, "1 3\n") || strings.Contains(viaTRF, "3 1\n"); met == (tt.forbidden != nil && tt.from <= 2) {
				t.Errorf("round 2 pairs 1 and 3 %v, forbidden %v:\n%s", met, tt.forbidden, viaTRF)
			}
		})
	}
}

// TestTRFImportOfAnotherProgramsLocalForms reads what real reports of
// other programs carry beside FIDE's layout: names family first without a
// comma (kept as written, never turned round), dates day first and in
// words, a record of no teams.
func TestTRFImportOfAnotherProgramsLocalForms(t *testing.T) {
	rep := importLines(t, "012 Open Internacional", "042 24/09/2010", "052 02.10.2010", "082 0", "XXR 5",
		"001    1 m  g Argandona Riveiro Inigo           2408 ESP     2212072 1981        1.0    1     2 w 1",
		"001    2 m    Virtanen, Mikko                   2100 FIN             1990        0.0    2     1 b 0")
	// No 092: two players meeting over five rounds are a match, named.
	if len(rep.Notes) != 1 || rep.Notes[0].Key != "event.trf.system.match" {
		t.Errorf("notes: %v", rep.Notes)
	}
	ev := rep.Event
	if s := ev.Settings; s.StartDate != "2010-09-24" || s.EndDate != "2010-10-02" {
		t.Errorf("dates %q, %q", s.StartDate, s.EndDate)
	}
	p := ev.Players[0]
	if p.FamilyFirst() != "Argandona Riveiro Inigo" || p.Name != "Argandona Riveiro Inigo" {
		t.Errorf("a name without a comma became %q (%q)", p.FamilyFirst(), p.Name)
	}
	if q := ev.Players[1]; q.FamilyName != "Virtanen" || q.GivenNames != "Mikko" {
		t.Errorf("a name with a comma: %q / %q", q.FamilyName, q.GivenNames)
	}
	out := string(ExportTRF(ev, TRFOptions{}))
	if !strings.Contains(out, " Argandona Riveiro Inigo ") {
		t.Errorf("the export writes the name otherwise:\n%s", out)
	}
}

// ImportTRF reads a TRF report's event as every import does
// (ReadTRFReport), for the tests that need only the event.
func ImportTRF(data []byte) (*tournament.Event, error) {
	r, err := ReadTRFReport(data)
	if err != nil {
		return nil, err
	}
	return r.Event, nil
}

// A report that states its tie-breaks only as the standings' order (212,
// the points first), as TieBreakServer's fixtures and the reports of its
// corpus do (5,521 of its 6,000 carry a 212 record, none a 202), gives
// the event those tie-breaks, the ones Arbiter does not compute named;
// a 212 that does not rank by points first, and one beside a 202, are
// named as not kept, the event's tie-breaks then 202's or the system's.
func TestTRFImportTakesTheStandingsTieBreaksWithout202(t *testing.T) {
	line := func(n int, cells string) string {
		return fmt.Sprintf("001 %4d      Player %-26d 2000                             0.0       %s", n, n, cells)
	}
	listed := func(rep *TRFReport) []string {
		var out []string
		for _, n := range rep.Notes {
			if r := fmt.Sprint(n.Args["record"]); n.Key == "event.trf.notkept" && (strings.HasPrefix(r, "202") || strings.HasPrefix(r, "212")) {
				out = append(out, r)
			}
		}
		return out
	}
	defaults := tournament.SwissDutch.DefaultTieBreaks()
	for _, c := range []struct {
		records    []string
		tieBreaks  []string
		notKeptRec []string
	}{
		{[]string{"212 PTS,DE,BH"}, []string{"de", "bh"}, nil},
		{[]string{"212 PTS BH SB"}, []string{"bh", "sb"}, nil},
		{[]string{"212 PTS,DE,ZZZ"}, []string{"de"}, []string{"212 ZZZ"}},
		{[]string{"212 BH,SB"}, defaults, []string{"212 BH,SB"}},
		{[]string{"202 SB", "212 PTS,BH"}, []string{"sb"}, []string{"212 PTS,BH"}},
	} {
		lines := append([]string{"012 Open", "092 Swiss system", "XXR 5"}, c.records...)
		rep := importLines(t, append(lines, line(1, "   2 w 1"), line(2, "   1 b 0"))...)
		if got := rep.Event.Settings.TieBreaks; !slices.Equal(got, c.tieBreaks) {
			t.Errorf("%v: tie-breaks %v, want %v", c.records, got, c.tieBreaks)
		}
		if got := listed(rep); !slices.Equal(got, c.notKeptRec) {
			t.Errorf("%v: not kept %q, want %q", c.records, got, c.notKeptRec)
		}
	}
}

// A player listed twice with one FIDE id, one of the two lines holding no
// game and no point (as Swiss-Manager lists a player moved elsewhere),
// keeps the id on the line that played and says so; two lines that both
// played are still one person twice, refused.
func TestTRFImportLeavesAnUnplayedLinesTwiceUsedFIDEIDOff(t *testing.T) {
	line := func(n int, name, id string, points float64, games string) string {
		return fmt.Sprintf("001 %4d m    %-33s 2000 FIN %11s 1990/01/01 %4.1f %4d%s\r", n, name, id, points, n, games)
	}
	report := func(third, fourth string) []byte {
		return []byte("012 Open\r" + line(1, "Virtanen, Matti", "502123", 1, "     2 w 1") +
			line(2, "Laine, Ilkka", "502131", 0, "     1 b 0") +
			line(3, "Virtanen, M.", "502123", 0, third) + line(4, "Nieminen, Juha", "", 0, fourth))
	}
	_, err := ReadTRFReport(report("     4 w 1", "     3 b 0"))
	var e *engine.Message
	if !errors.As(err, &e) || e.Key != "event.err.player.dup_fideid.line" {
		t.Fatalf("two lines that played under one FIDE id: %v, want it refused", err)
	}
	rep, err := ReadTRFReport(report("  0000 - -", "  0000 - -"))
	if err != nil {
		t.Fatal(err)
	}
	if ids := fmt.Sprint(rep.Event.Players[0].FIDEID, ",", rep.Event.Players[2].FIDEID); ids != "502123," {
		t.Errorf("FIDE ids %s, want 502123 kept on the line that played alone", ids)
	}
	var said []string
	for _, n := range rep.Notes {
		if n.Key == "event.trf.fideid.unplayed" {
			said = append(said, fmt.Sprint(n.Args["line"], " ", n.Args["otherline"]))
		}
	}
	if fmt.Sprint(said) != "[4 2]" {
		t.Errorf("notes on the id left off: %v, want line 4's naming line 2", said)
	}
}
