// Package trfevent is the event in TRF's model (trf.Tournament), the one
// conversion of its rounds into per-player entries: the Swiss pairing
// reads it (tournament/pairing) and tournament/exchange writes it
// (ExportTRF, with the records of an export). It lies below both, which
// test each other.
package trfevent

import (
	"sort"
	"strconv"

	"arbiter/tournament"
	"arbiter/tournament/schedule"
	"arbiter/tournament/swiss"
	"arbiter/tournament/tiebreak"
	"arbiter/tournament/trf"
)

// ToTRF converts the event into a FIDE TRF-16 report. Players are numbered
// as TRFNumbers says. Each round's
// entries are the recorded results, except that games a withdrawal turns
// into forfeits (1953 §27) are written as forfeits, and games a withdrawal
// voids or annuls before they were played are left out; points are the sum of what the line states and the
// rank is the player's place in rank (the standings', which lie above the
// model: standings.Table.Ranks). TRF-16 has no field for the round
// after which a player withdrew; exchange.ExportTRF adds records for it.
func ToTRF(ev *tournament.Event, rank map[int64]int) *trf.Tournament {
	s := ev.Settings
	t := &trf.Tournament{
		Name: s.Name, City: s.Site, Federation: s.Federation,
		StartDate: trf.LongDate(s.StartDate), EndDate: trf.LongDate(s.EndDate),
		Type: s.System.TRFType(), ChiefArbiter: s.ChiefArbiter, TimeControl: s.TimeControl,
		Rounds: ev.TotalRounds(),
	}
	t.Deputies = s.DeputyList()
	for _, id := range s.TieBreaks {
		if code := tiebreak.Code(id); code != "" {
			t.TieBreaks = append(t.TieBreaks, code)
		}
	}
	number := ev.TRFNumbers()
	t.NumPlayers, t.NumRated = strconv.Itoa(len(ev.Players)), strconv.Itoa(ev.RatedPlayers())
	t.RoundDates = RoundDates(ev)
	eff := ev.EffectiveResults()
	byID := map[int64]*trf.Player{}
	for _, p := range ev.Players {
		tp := &trf.Player{ID: number[p.ID], Sex: string(p.Sex), Title: p.Title, Name: trf.FitName(p.FamilyFirst()),
			Rating: p.Rating, Federation: p.Federation, FideID: p.FIDEID, BirthDate: trf.LongDate(p.BirthDate),
			Rank: rank[p.ID], Games: make([]trf.Game, len(ev.Rounds))}
		for i := range tp.Games {
			tp.Games[i] = trf.Game{Colour: '-', Result: ' '}
		}
		byID[p.ID] = tp
		t.Players = append(t.Players, tp)
	}
	sort.Slice(t.Players, func(i, j int) bool { return t.Players[i].ID < t.Players[j].ID })
	for ri, rd := range eff.Rounds {
		for _, g := range rd.Games {
			if g.Status == tournament.Void || (g.Status == tournament.Annulled && !g.Recorded.Finished()) {
				continue // never played: nothing to report
			}
			res := g.Recorded
			if g.Status == tournament.WithdrawalForfeit {
				res = g.Result
			}
			w := byID[g.White]
			if w == nil {
				continue
			}
			if g.IsBye() {
				w.Games[ri] = trf.Game{Colour: '-', Result: g.Bye.TRFCode()}
				w.Points += g.Bye.Points().Float()
				continue
			}
			b := byID[g.Black]
			if b == nil {
				continue
			}
			wc, bc := res.TRFCodes(g.Unrated)
			w.Games[ri] = trf.Game{Opponent: b.ID, Colour: 'w', Result: wc}
			b.Games[ri] = trf.Game{Opponent: w.ID, Colour: 'b', Result: bc}
			if res.Finished() {
				wp, bp := res.Scores()
				w.Points += wp.Float()
				b.Points += bp.Float()
			}
		}
	}
	// The round to pair carries a cell only for its absentees: the byes
	// asked for it (0000 - H/Z/F, counted in the points, as the pairing
	// programs write and read a bye entered before its round is paired)
	// and a Swiss's players who withdrew before it (0000 - Z), so that
	// another engine pairs everyone else.
	if next := ev.NextRound(); s.System.IndividualSwiss() && next <= s.Rounds {
		for _, b := range ev.RequestsFor(next) {
			if w := byID[b.Player]; w != nil {
				w.Games = append(w.Games, trf.Game{Colour: '-', Result: b.Kind.TRFCode()})
				w.Points += b.Kind.Points().Float()
			}
		}
		for _, p := range ev.Players {
			if w := byID[p.ID]; len(ev.Rounds) > 0 && p.GoneBefore(next) && len(w.Games) == next-1 {
				w.Games = append(w.Games, trf.Game{Colour: '-', Result: trf.ResultZeroBye})
			}
		}
	}
	return t
}

// RoundDates is the 132 record's dates of the rounds played or paired,
// from the event's schedule (schedule.Round), an individual event's and a
// team event's alike; nil when none is dated.
func RoundDates(ev *tournament.Event) []string {
	var dates []string
	dated := false
	for _, rd := range ev.Rounds {
		d := schedule.Round(ev, rd.Number).Date
		dates = append(dates, trf.RoundDate(d))
		dated = dated || d != ""
	}
	if !dated {
		return nil
	}
	return dates
}

// AddSwissRecords adds to a Swiss's report what its pairing depends on
// beyond the rounds: the initial colour (stated, not read from round 1,
// which a manual colour swap on its top board would change), forbidden
// pairs (each from the round it is kept apart from,
// tournament.SwissOptions.KeptApartFrom), Baku acceleration and the byes
// asked for rounds after the next.
func AddSwissRecords(t *trf.Tournament, ev *tournament.Event, number map[int64]int, opts tournament.SwissOptions) {
	total := ev.Settings.Rounds
	t.Rounds = total
	t.InitialColour = 'W'
	if opts.InitialBlack {
		t.InitialColour = 'B'
	}
	for _, f := range opts.Forbidden {
		if a, b := number[f[0]], number[f[1]]; a != 0 && b != 0 {
			t.Prohibitions = append(t.Prohibitions, trf.Prohibition{FirstRound: opts.KeptApartFrom(f), LastRound: total, Players: []int{a, b}})
			if opts.KeptFromAFixedRound(f) {
				// Its first round stays when rounds are taken back,
				// which a 260 record cannot say.
				t.FixedProhibitions = append(t.FixedProhibitions, [2]int{a, b})
			}
		}
	}
	if opts.Baku {
		t.Accelerations = swiss.BakuRecords(total, BakuLastGA(ev, number))
	}
	for _, a := range opts.Accelerations {
		if n := number[a.Player]; n != 0 {
			t.PlayerAccelerations = append(t.PlayerAccelerations, trf.PlayerAcceleration{ID: n, Points: a.Points})
		}
	}
	// The byes asked for the rounds after the next, as the pairing of
	// each will give them (RequestsFor): none to a player who withdrew
	// before it, whom the report already marks as gone.
	for r := ev.NextRound() + 1; r <= total; r++ {
		for _, pb := range ev.RequestsFor(r) {
			if n := number[pb.Player]; n != 0 {
				t.Byes = append(t.Byes, trf.Bye{Kind: pb.Kind.TRFCode(), Round: pb.Round, Players: []int{n}})
			}
		}
	}
}

// BakuLastGA is the pairing number of the last player of Baku group A.
// The group is fixed by the players who started in round 1 (a late
// entry's bye for round 1, the points he was given for missing it, is no
// start); a late entry ranked above its last member joins it.
func BakuLastGA(ev *tournament.Event, number map[int64]int) int {
	started := ev.Players
	if len(ev.Rounds) > 0 {
		started = nil
		in := map[int64]bool{}
		for _, p := range ev.Rounds[0].Pairings {
			in[p.White], in[p.Black] = true, true
		}
		for _, p := range ev.Players {
			if in[p.ID] && p.Entered <= 1 {
				started = append(started, p)
			}
		}
	}
	nums := make([]int, len(started))
	for i, p := range started {
		nums[i] = number[p.ID]
	}
	return swiss.BakuLastNumber(nums)
}
