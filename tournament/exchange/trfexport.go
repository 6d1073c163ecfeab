package exchange

import (
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/internal/lazy"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/standings"
	"arbiter/tournament/trf"
	"arbiter/tournament/trfevent"
)

// TRFOptions say what a report carries beyond the event itself.
type TRFOptions struct {
	// Swiss are the pairing options another engine needs to pair the
	// event as Arbiter does: the initial colour (152), forbidden pairs
	// (260), Baku acceleration (250) and byes asked for later rounds (240).
	// A pair kept apart from a later round than the first
	// (tournament.SwissOptions.ForbiddenFrom, a team Swiss's
	// TeamOptions.ForbiddenFrom) has its 260 from that round, so that a
	// check of the report judges the rounds paired before as they were
	// paired; TRF-16's XXP, which names no rounds, keeps the pair apart in
	// every round, the next included, and TRFNotKept says so.
	Swiss tournament.SwissOptions
	// UTF8 writes names as spelt, in UTF-8, for readers that take it
	// (bbpPairings). Otherwise names are written as FIDE's rating lists
	// spell them, in ASCII, which every reader takes (TieBreakServer and
	// the rating server read Latin-1); each original spelling follows in
	// an XXN record so that Arbiter's own import restores it.
	UTF8 bool
	// Version is the edition written: TRF-2026 (the zero value, as
	// trf.TRF2026) or TRF-16 for programs that read nothing newer
	// (trf.Tournament.AsTRF16).
	Version trf.Version
	// TeamRanks places a team event's teams (record 310's rank, by team
	// id): the team standings', which tournament/team computes (team.Ranks).
	// Without it the records name no rank.
	TeamRanks func(*tournament.Event) map[int64]int
	// Rating are the rating options the event keeps beside its players
	// and games (a K the arbiter set, the norm exemption, a national
	// list), which no record states: TRFNotKept names them, the export
	// writes none.
	Rating tournament.RatingOptions
	// PrizeGroups and Prizes count the ranking groups and prizes the
	// event keeps (prizes.Rules), which no record states: TRFNotKept
	// names them, the export writes none.
	PrizeGroups, Prizes int
	// Corrected are, by round, the figures a Swiss round was paired by
	// that were corrected since (store.Store.CorrectedSincePaired): the
	// report holds them as they are now, so that a check of it judges the
	// round by them where the file's check judges it as it was paired;
	// TRFNotKept says so.
	Corrected map[int][]engine.Message
}

// trf16 reports whether the options ask for TRF-16.
func (o TRFOptions) trf16() bool { return o.Version == trf.TRF16 }

// rankedTRF is the event's report ranked by the points its lines state
// (standings.Entered).
func rankedTRF(ev *tournament.Event) *trf.Tournament {
	return trfevent.ToTRF(ev, standings.Entered(ev).Ranks())
}

// ExportTRF is the one export of an event as a TRF report: the report of
// the event's system (trfReports), an individual event's (exportEventTRF)
// or a team event's with its team records (exportTeamTRF), so that the
// window and `export trf` write the same. TRF-16 states what TRF-2026
// added in JaVaFo's records where they have one (trf.Tournament.AsTRF16).
func ExportTRF(ev *tournament.Event, o TRFOptions) []byte {
	for _, r := range trfReports {
		if _, ok := r.codes.Get()[ev.Settings.System]; ok {
			return r.write(ev, o)
		}
	}
	return exportEventTRF(ev, o)
}

// writeUncoloured writes without colours ("   4 - +") the forfeits the
// imported report wrote so (tournament.SwissOptions.Uncoloured), as long
// as they stand forfeited: the event gave them the lower number White
// only to hold them.
func writeUncoloured(t *trf.Tournament, ev *tournament.Event, number map[int64]int, opts tournament.SwissOptions) {
	for _, rd := range ev.Rounds {
		for _, p := range rd.Pairings {
			if !p.Result.Forfeit() || !opts.IsUncoloured(p) {
				continue
			}
			for _, id := range []int64{p.White, p.Black} {
				if tp := t.PlayerByID(number[id]); tp != nil && rd.Number <= len(tp.Games) {
					tp.Games[rd.Number-1].Colour = '-'
				}
			}
		}
	}
}

// writeForfeitByes writes as a forfeit win without opponent ("0000 - +")
// the full-point byes the imported report wrote so
// (tournament.SwissOptions.ForfeitByes), as long as they stand.
func writeForfeitByes(t *trf.Tournament, ev *tournament.Event, number map[int64]int, opts tournament.SwissOptions) {
	for _, b := range opts.ForfeitByes {
		rd, ok := ev.Round(int(b[0]))
		tp := t.PlayerByID(number[b[1]])
		if !ok || tp == nil || rd.Number > len(tp.Games) || !slices.ContainsFunc(rd.Pairings, func(p tournament.Pairing) bool {
			return p.White == b[1] && p.Bye == tournament.ByeFullPoint
		}) {
			continue
		}
		tp.Games[rd.Number-1].Result = trf.ResultForfeitWin
	}
}

// trfReports are the reports Arbiter writes, each with the record 192
// codes of the systems it is written for; a system no table names (a
// match, a system this build does not know) is written as an individual
// event.
var trfReports = []struct {
	codes *lazy.Value[map[tournament.System]string]
	write func(*tournament.Event, TRFOptions) []byte
}{{&trfTypeCodes, exportEventTRF}, {&teamTRFTypeCodes, exportTeamTRF}}

// exportEventTRF is an individual event's report (trfevent.ToTRF) with the records
// of what changes a pairing and, in TRF-2026, the system's code, the
// pairing program and the time control encoded (trf2026Header), followed
// by Arbiter's records for the withdrawals and the original spelling of
// names, so that ImportTRF restores the event's standings exactly.
func exportEventTRF(ev *tournament.Event, o TRFOptions) []byte {
	t := rankedTRF(ev)
	number := ev.TRFNumbers()
	if ev.Settings.System.IndividualSwiss() {
		opts := o.Swiss
		if o.trf16() {
			opts.ForbiddenFrom = nil // XXP: every round (TRFNotKept)
		}
		trfevent.AddSwissRecords(t, ev, number, opts)
		writeUncoloured(t, ev, number, o.Swiss)
		keepLeftOut(t, ev, number)
	}
	writeForfeitByes(t, ev, number, o.Swiss)
	if o.trf16() {
		t.AsTRF16()
	} else {
		trf2026Header(t, ev.Settings, trfTypeCodes.Get())
	}
	wholeNames(t, ev, number)
	if !o.UTF8 {
		asciiNames(t)
	}
	// The withdrawal rule and each withdrawal carry what the games cannot:
	// a match conceded under 1953 §27 keeps its games as played, and
	// standings.MatchStanding restores the concession from these two records.
	t.WithdrawalRule = string(ev.WithdrawalRule())
	for _, p := range ev.Players {
		if p.Withdrawn() {
			t.Withdrawals = append(t.Withdrawals, trf.Withdrawal{ID: number[p.ID], After: p.WithdrawnAfter})
		}
	}
	slices.SortFunc(t.Withdrawals, func(a, b trf.Withdrawal) int { return a.ID - b.ID })
	keepGameType(t, ev.Settings)
	keepPairingRatings(t, ev, number)
	return t.Bytes()
}

// keepLeftOut keeps in Arbiter's XXO records the rounds in which a
// Swiss's player was not paired (leftOut). His cells there have no
// result, which a line with no entry after them (a reinstated player's,
// exported before the next round is paired) shares with another
// program's line that ends early, and a line with none before them (a
// late entry's given nothing for the rounds he missed) with another
// program's that starts late: the import keeps both as zero-point byes.
// A late entry's rounds before he joined that gave him a bye are named
// too: his cells hold the bye, which the import would read as one he
// asked for, not as the points given for a round he missed.
func keepLeftOut(t *trf.Tournament, ev *tournament.Event, number map[int64]int) {
	rounds := leftOut(ev)
	for _, p := range ev.Players {
		for r := 1; r < p.Entered && r <= len(ev.Rounds); r++ {
			if !slices.Contains(rounds[p.ID], r) {
				rounds[p.ID] = append(rounds[p.ID], r)
			}
		}
	}
	for id, rs := range rounds {
		slices.Sort(rs)
		t.LeftOut = append(t.LeftOut, trf.LeftOut{ID: number[id], Rounds: rs})
	}
	slices.SortFunc(t.LeftOut, func(a, b trf.LeftOut) int { return a.ID - b.ID })
}

// leftOut are, by player, the rounds held in which a Swiss's player not
// withdrawn was not paired: neither a game nor a bye (a withdrawal taken
// back, a late entry's rounds before he joined where the event gives no
// bye for them, LateByesTyped).
func leftOut(ev *tournament.Event) map[int64][]int {
	out := map[int64][]int{}
	if !ev.Settings.System.IndividualSwiss() {
		return out
	}
	for _, rd := range ev.Rounds {
		in := map[int64]bool{}
		for _, g := range rd.Pairings {
			in[g.White], in[g.Black] = true, true
		}
		for _, p := range ev.Players {
			if !in[p.ID] && !p.GoneBefore(rd.Number) {
				out[p.ID] = append(out[p.ID], rd.Number)
			}
		}
	}
	return out
}

// keepPairingRatings keeps in Arbiter's XXE records the provisional
// ratings the arbiter gave players for the Dubov pairing
// (tournament.Player.PairingRating, C.04.4.1 1.1.2), which their lines
// cannot hold: the rating columns state a FIDE rating, which an unrated
// player has not. Without them an imported Dubov round was refused,
// asking for the ratings again.
func keepPairingRatings(t *trf.Tournament, ev *tournament.Event, number map[int64]int) {
	for _, p := range ev.Players {
		if p.PairingRating > 0 {
			t.PairingRatings = append(t.PairingRatings, trf.PairingRating{ID: number[p.ID], Rating: p.PairingRating})
		}
	}
	slices.SortFunc(t.PairingRatings, func(a, b trf.PairingRating) int { return a.ID - b.ID })
}

// keepGameType keeps in Arbiter's XXG record the game type the arbiter
// set for the event (Settings.GameType), which no record of the report
// states: without it an import takes the time control's type, and a
// rapid event played at 3+2 came back as blitz, nothing said.
func keepGameType(t *trf.Tournament, s tournament.Settings) {
	t.GameType = string(s.GameType)
}

// wholeNames keeps in Arbiter's XXN records the names their player lines
// cut to the line's 33 characters (trf.FitName), which an import reads
// back whole.
func wholeNames(t *trf.Tournament, ev *tournament.Event, number map[int64]int) {
	for _, p := range ev.Players {
		if whole := p.FamilyFirst(); trf.FitName(whole) != whole {
			t.NameSpellings = append(t.NameSpellings, trf.NameSpelling{ID: number[p.ID], Name: whole})
		}
	}
}

// asciiNames writes the names and texts of t (players, event, site, chief
// arbiter, time control, deputies) in ASCII, as the pairing and tie-break
// programs read them, each spelling changed kept in Arbiter's own records
// (XXN, XXT).
func asciiNames(t *trf.Tournament) {
	whole := map[int]bool{} // spelt already (wholeNames)
	for _, sp := range t.NameSpellings {
		whole[sp.ID] = true
	}
	for _, tp := range t.Players {
		if a := input.ASCIIName(tp.Name); a != tp.Name {
			if !whole[tp.ID] {
				t.NameSpellings = append(t.NameSpellings, trf.NameSpelling{ID: tp.ID, Name: tp.Name})
			}
			tp.Name = a
		}
	}
	for _, f := range []struct {
		tag string
		v   *string
	}{{"012", &t.Name}, {"022", &t.City}, {"102", &t.ChiefArbiter}, {"122", &t.TimeControl}} {
		if a := input.ASCIIName(*f.v); a != *f.v {
			t.TextSpellings = append(t.TextSpellings, trf.TextSpelling{Tag: f.tag, Text: *f.v})
			*f.v = a
		}
	}
	// Every deputy's 112 line is spelt in ASCII; the event keeps its
	// deputies in one text, which one record restores.
	spelt := strings.Join(t.Deputies, "; ")
	for i, d := range t.Deputies {
		t.Deputies[i] = input.ASCIIName(d)
	}
	if a := strings.Join(t.Deputies, "; "); a != spelt {
		t.TextSpellings = append(t.TextSpellings, trf.TextSpelling{Tag: "112", Text: spelt})
	}
}
