package exchange

import (
	"bytes"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/lazy"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"arbiter/tournament/teamgames"
	"arbiter/tournament/trf"
	"arbiter/tournament/trfevent"
)

// A team event's TRF report as FIDE's tie-break program (TieBreakServer
// 1.9.57) reads TRF-2026 team records: the players' 001 records with
// their games, numbered team by team in board order; a 310 record a team
// (its number, name, match and game points, rank and players in board
// order); 352 (the boards' colours, WBWB…), 362 (match points); 240 for a
// team's requested bye (F, H, Z, by team number; its players have no game
// there) and one asked for a round not yet paired; 330 for a match
// forfeited as a whole; 320 for a bye that scores other than that
// program's default (a drawn match, every board won), with 162 scoring its
// players' U cells as the bye scores their boards; 300 for a match
// with a board left empty or a line-up out of its team's board order,
// naming each team's player board by board (a line-up in board order
// needs none). A player left out of a round has a blank cell there.

// trfTeamNameTag is Arbiter's own record of a team's name as spelt
// ("XXM 3 \"Äänekosken Shakki\""), beside the ASCII name of its 310
// record; other programs skip it.
const trfTeamNameTag = "XXM"

// trfTeamWithdrawalTag is Arbiter's record of a team's withdrawal ("XXD 3
// 4": team 3 took part up to round 4), which no edition has a record for.
const trfTeamWithdrawalTag = "XXD"

// teamTRFCodes are TieBreakServer's codes of the team tie-breaks.
var teamTRFCodes = lazy.Value[map[string]string]{Make: func() map[string]string {
	return map[string]string{"gp": "GPTS", "mp": "MPTS", "bh": "BH", "bh:gp": "BH:GP", "fb": "FB", "fb:gp": "FB:GP",
		"aob": "AOB", "aob:gp": "AOB:GP", "sb": "SB", "esb": "ESB",
		"emmsb": "EMMSB", "emgsb": "EMGSB", "egmsb": "EGMSB", "eggsb": "EGGSB", "bc": "BC", "tbr": "TBR", "bbe": "BBE", "de": "DE",
		"ede": "EDE", "edec": "EDEC", "edet": "EDET", "edeb": "EDEB", "edebt": "EDEBT", "edebb": "EDEBB", "mpvgp": "MPVGP"}
}}

// teamTRFCode is a team tie-break's code with its modifiers
// ("bh:gp-c1-p" is BH:GP/C1/P).
func teamTRFCode(id string, gpFirst bool) string {
	parts := strings.Split(id, "-")
	base, named := strings.CutSuffix(parts[0], ":mp")
	code := teamTRFCodes.Get()[base]
	if named && gpFirst {
		// Match points are not the primary score that BH alone reads.
		code += ":MP"
	}
	for _, p := range parts[1:] {
		code += "/" + strings.ToUpper(p)
	}
	return code
}

// teamPlayerNumbers numbers the players team by team (in team number
// order), each team's in its board order.
func teamPlayerNumbers(ev *tournament.Event, teamNo map[int64]int) map[int64]int {
	teams := append([]tournament.Team{}, ev.Teams...)
	sort.Slice(teams, func(i, j int) bool { return teamNo[teams[i].ID] < teamNo[teams[j].ID] })
	out := map[int64]int{}
	n := 0
	for _, t := range teams {
		for _, id := range t.Players {
			n++
			out[id] = n
		}
	}
	return out
}

// exportTeamTRF writes a team event as a TRF report (names in ASCII
// unless opts.UTF8, the spellings kept in Arbiter's own records), the
// report of the team systems (trfReports). TRF-16 writes each team as its 013
// record and leaves out 182, 192 and 222 (its 092 names the system);
// the team records TRF-2026 added have no TRF-16 form and stay.
func exportTeamTRF(ev *tournament.Event, opts TRFOptions) []byte {
	o, utf8 := ev.TeamOptions, opts.UTF8
	w := teamTRFWriter{ev: ev, teamNo: seats.TeamNumbers(ev), rounds: ev.PairedRounds(), byeRounds: map[int]int{}, trf16: opts.trf16(), ranks: opts.TeamRanks}
	w.number = teamPlayerNumbers(ev, w.teamNo)
	t := w.header()
	w.players(t)
	w.byeCode = byte(trf.ResultPairingBye)
	if o.ByeMatch == tournament.OutcomeLoss && o.ByeGame == tournament.OutcomeLoss {
		w.byeCode = trf.ResultZeroBye
	}
	for _, m := range ev.Matches {
		w.match(m)
	}
	// A player's U cell scores what the bye gives his board (record 162's
	// P where that is not a won game), so that the team's players add up
	// to the game points its 320 record states.
	sc := trf.DefaultScore
	if bye, _ := (tournament.TeamMatch{}).Score(o, nil); len(w.byeRounds) > 0 && w.byeCode == trf.ResultPairingBye && len(bye.Boards) > 0 && bye.Boards[0].Float() != sc.PairingBye {
		sc.PairingBye = bye.Boards[0].Float()
		t.Scoring = &sc
	}
	for _, tp := range t.Players {
		tp.Points = tp.Scored(sc)
	}
	wholeNames(t, ev, w.number)
	if !utf8 {
		asciiNames(t)
	}
	keepGameType(t, ev.Settings)
	keepPairingRatings(t, ev, w.number)
	t.NumTeams = strconv.Itoa(len(ev.Teams))
	w.team.BoardColours = o.BoardPattern()
	w.team.MatchPoints = []trf.MatchPoint{{Code: 'W', Points: float64(o.MatchWin)}, {Code: 'D', Points: float64(o.MatchDraw)},
		{Code: 'L', Points: float64(o.MatchLoss)}}
	if len(w.byeRounds) > 0 && w.byeCode == trf.ResultPairingBye && (o.ByeMatch != tournament.OutcomeDraw || o.ByeGame != tournament.OutcomeWin) {
		bye, _ := tournament.TeamMatch{}.Score(o, nil)
		b := &trf.TeamBye{MatchPoints: float64(bye.Match), GamePoints: bye.Games.Float(), HasPoints: true}
		for r := 1; r <= w.rounds; r++ {
			b.Teams = append(b.Teams, w.byeRounds[r])
		}
		w.team.Bye = b
	}
	w.teams(utf8)
	for _, bye := range ev.Requests {
		if bye.Team != 0 {
			t.Byes = append(t.Byes, trf.Bye{Kind: bye.Kind.TRFCode(), Round: bye.Round, Players: []int{w.teamNo[bye.Team]}})
		}
	}
	t.Byes = append(w.byes, t.Byes...)
	b := bytes.NewBuffer(t.Bytes())
	for _, l := range w.team.Records(opts.Version, w.rounds) {
		b.WriteString(l + "\r")
	}
	return b.Bytes()
}

// teamTRFWriter is a team event's report as it is written: the numbers
// of the teams and players, the players' lines by player ID, and the
// records beside the players' lines.
type teamTRFWriter struct {
	ev             *tournament.Event
	teamNo, number map[int64]int
	rounds         int
	byID           map[int64]*trf.Player
	byeCode        byte
	byes           []trf.Bye      // the teams' byes asked for, of the rounds paired
	team           trf.TeamReport // the team records
	byeRounds      map[int]int    // round → the bye team's number
	trf16          bool           // 013 records in place of 310, no TRF-2026 header records
	ranks          func(*tournament.Event) map[int64]int
}

// header is the report's header records.
func (w *teamTRFWriter) header() *trf.Tournament {
	ev, s, o := w.ev, w.ev.Settings, w.ev.TeamOptions
	t := &trf.Tournament{Name: s.Name, City: s.Site, Federation: s.Federation,
		StartDate: trf.LongDate(s.StartDate), EndDate: trf.LongDate(s.EndDate), ChiefArbiter: s.ChiefArbiter,
		TimeControl: s.TimeControl, Rounds: ev.TotalRounds(), Type: s.System.TRFType(), Deputies: s.DeputyList(),
		RoundDates: trfevent.RoundDates(ev)}
	if !w.trf16 {
		trf2026Header(t, s, teamTRFTypeCodes.Get())
		t.TypeCode = teamTypeCode(s.System, o)
		// 192 names neither type: the record says that none is meant.
		w.team.NoColourPreferences = s.System == tournament.TeamSwiss && o.ColourPreferences() == "none"
	}
	if s.System == tournament.TeamSwiss {
		for _, f := range o.Forbidden {
			t.Prohibitions = append(t.Prohibitions, trf.Prohibition{FirstRound: o.KeptApartFrom(f), LastRound: ev.TotalRounds(), Players: []int{w.teamNo[f[0]], w.teamNo[f[1]]}})
		}
		// The colour drawn before round 1 (C.04.6 art. 4.1), on which the
		// pairing of every round depends.
		t.InitialColour = 'W'
		if o.InitialBlack {
			t.InitialColour = 'B'
		}
	}
	for _, id := range s.TieBreaks {
		code := teamTRFCode(id, o.GamePointsFirst)
		if primary, _ := TeamTieBreakFromCode(code, o.GamePointsFirst); primary == "" && !slices.Contains(t.TieBreaks, "PTS") {
			// The primary score as a tie-break (mp, match points
			// first): its code alone reads as the primary score, which
			// PTS names first so that it reads as the tie-break.
			t.TieBreaks = append([]string{"PTS"}, t.TieBreaks...)
		}
		t.TieBreaks = append(t.TieBreaks, code)
	}
	if o.GamePointsFirst && (w.trf16 || s.System != tournament.TeamSwiss) {
		// No 192 code says it (TRF-16 writes none, a round robin's names
		// no score): the standings' record does, game points first.
		t.StandingsTieBreaks = append([]string{"GPTS"}, t.TieBreaks...)
	}
	return t
}

// teamTypeCode is record 192's code of a team event of system sys with the
// options o, as the export writes it and the import compares the code it
// read with.
func teamTypeCode(sys tournament.System, o tournament.TeamOptions) string {
	if sys == tournament.TeamSwiss {
		return teamSwissTypeCode(o)
	}
	return teamTRFTypeCodes.Get()[sys]
}

// teamSwissTypeCode is record 192's code of a team Swiss with the options
// o: its colour preferences, type A, type B or none (a code naming neither
// TYPEA nor TYPEB), and its primary score first, then the other (C.04.6
// arts. 1.2, 1.7; FIDE's Tournament Type Code Table).
func teamSwissTypeCode(o tournament.TeamOptions) string {
	scores := "_MP_GP"
	if o.GamePointsFirst {
		scores = "_GP_MP"
	}
	kind := map[string]string{"a": "_TYPEA", "b": "_TYPEB", "none": ""}[o.ColourPreferences()]
	return "FIDE_TEAM" + kind + scores
}

// players adds the players' lines, their games empty.
func (w *teamTRFWriter) players(t *trf.Tournament) {
	w.byID = map[int64]*trf.Player{}
	for _, p := range w.ev.Players {
		tp := &trf.Player{ID: w.number[p.ID], Sex: string(p.Sex), Title: p.Title, Name: trf.FitName(p.FamilyFirst()),
			Rating: p.Rating, Federation: p.Federation, FideID: p.FIDEID, BirthDate: trf.LongDate(p.BirthDate),
			Games: make([]trf.Game, w.rounds)}
		w.byID[p.ID] = tp
		t.Players = append(t.Players, tp)
	}
	sort.Slice(t.Players, func(i, j int) bool { return t.Players[i].ID < t.Players[j].ID })
	t.NumPlayers, t.NumRated = strconv.Itoa(len(w.ev.Players)), strconv.Itoa(w.ev.RatedPlayers())
}

// match writes one match into its players' cells and the records beside
// them.
func (w *teamTRFWriter) match(m tournament.TeamMatch) {
	ev, o, r := w.ev, w.ev.TeamOptions, m.Round-1
	switch {
	case m.IsBye() && m.Bye.Requested():
		// The team's record alone: its players have no game.
		w.byes = append(w.byes, trf.Bye{Kind: m.Bye.TRFCode(), Round: m.Round, Players: []int{w.teamNo[m.White]}})
	case m.IsBye():
		w.byeRounds[m.Round] = w.teamNo[m.White]
		team, _ := ev.Team(m.White)
		for _, id := range teamgames.DefaultLineup(ev, *team, m.Round, o.Boards) {
			w.byID[id].Games[r] = trf.Game{Colour: '-', Result: w.byeCode}
		}
	case m.Forfeit != tournament.NoResult:
		code := map[tournament.Result]string{tournament.WhiteForfeitWin: "+-", tournament.BlackForfeitWin: "-+", tournament.DoubleForfeit: "--"}[m.Forfeit]
		w.team.Forfeits = append(w.team.Forfeits, trf.TeamForfeit{Kind: code, Round: m.Round, White: w.teamNo[m.White], Black: w.teamNo[m.Black]})
		// Its players' cells say it too (0000 - + and 0000 - -), as
		// the program needs a game on each board of a match: the
		// line-up when it is whole, else the team's first players.
		// Two whole line-ups out of board order have their 300 records
		// too, as FIDE's own sample writes them, so that each forfeit
		// comes back on its board.
		whole := true
		for _, id := range []int64{m.White, m.Black} {
			whole = whole && len(m.Lineup(ev, id)) == o.Boards
		}
		if whole {
			w.team.Lineups = append(w.team.Lineups, lineupRecords(ev, m, w.teamNo, w.number)...)
		}
		for i, id := range []int64{m.White, m.Black} {
			lineup := m.Lineup(ev, id)
			if len(lineup) < o.Boards {
				team, _ := ev.Team(id)
				lineup = teamgames.DefaultLineup(ev, *team, m.Round, o.Boards)
			}
			for _, p := range lineup {
				w.byID[p].Games[r] = trf.Game{Colour: '-', Result: code[i]}
			}
		}
	default:
		w.team.Lineups = append(w.team.Lineups, lineupRecords(ev, m, w.teamNo, w.number)...)
		for _, b := range ev.MatchGames(m) {
			wc, bc := b.Result.TRFCodes(false)
			if b.White != 0 {
				w.byID[b.White].Games[r] = trf.Game{Opponent: w.number[b.Black], Colour: colourCode(b.Black, 'w'), Result: wc}
			}
			if b.Black != 0 {
				w.byID[b.Black].Games[r] = trf.Game{Opponent: w.number[b.White], Colour: colourCode(b.White, 'b'), Result: bc}
			}
		}
	}
}

// teams adds the team records (310) in team-number order, Arbiter's
// spellings (XXM) of the names they write in ASCII and its records of the
// teams' withdrawals (XXD).
func (w *teamTRFWriter) teams(utf8 bool) {
	ev := w.ev
	rank := map[int64]int{}
	if w.ranks != nil {
		rank = w.ranks(ev)
	}
	// The standings' points (Event.TeamPoints), a round's in play
	// among them, as the ranks beside them.
	mp, gp := ev.TeamPoints(ev.PairedRounds())
	teams := append([]tournament.Team{}, ev.Teams...)
	sort.Slice(teams, func(i, j int) bool { return w.teamNo[teams[i].ID] < w.teamNo[teams[j].ID] })
	for _, tm := range teams {
		name, short := tm.Name, tm.ShortName
		if !utf8 {
			name, short = input.ASCIIName(name), input.ASCIIName(short)
		}
		// A name spelt otherwise or longer than its columns is kept whole
		// in Arbiter's own record.
		if name != tm.Name || trf.FitTeamName(name) != name {
			w.team.NameSpellings = append(w.team.NameSpellings, trf.NameSpelling{ID: w.teamNo[tm.ID], Name: tm.Name})
		}
		if tm.Withdrawn() {
			w.team.Withdrawals = append(w.team.Withdrawals, trf.Withdrawal{ID: w.teamNo[tm.ID], After: tm.WithdrawnAfter})
		}
		strength := "" // blank when no player of the team is rated
		if r := ev.TeamRating(tm); r > 0 {
			strength = strconv.Itoa(r)
		}
		rec := trf.Team{No: w.teamNo[tm.ID], Name: name, Short: short, Strength: strength,
			MatchPoints: float64(mp[tm.ID]), GamePoints: gp[tm.ID].Float(), HasPoints: true, Rank: rank[tm.ID]}
		for _, id := range tm.Players {
			rec.Players = append(rec.Players, w.number[id])
		}
		w.team.Teams = append(w.team.Teams, rec)
	}
}

// lineupRecords are the 300 records of a match with a board left empty or
// a line-up out of its team's board order (an event whose line-up order
// is free): each team's players board by board, 0 for an empty board,
// so that a reader puts each game on its board, the White team's record
// first. A match one team left every board of empty has no game to say
// who met whom nor a colour on any board: its records name the opponent,
// and their order the White team (teamRead.named).
func lineupRecords(ev *tournament.Event, m tournament.TeamMatch, teamNo map[int64]int, number map[int64]int) []trf.TeamLineup {
	needed := false
	games := ev.MatchGames(m)
	for _, b := range games {
		needed = needed || !b.Seated()
	}
	for _, team := range []int64{m.White, m.Black} {
		t, ok := ev.Team(team)
		needed = needed || ok && !t.InBoardOrder(m.Lineup(ev, team))
	}
	if !needed {
		return nil
	}
	var out []trf.TeamLineup
	for _, side := range []bool{true, false} {
		team, other := m.White, m.Black
		if !side {
			team, other = other, team
		}
		l := trf.TeamLineup{Round: m.Round, Team: teamNo[team], Opponent: teamNo[other]}
		for i, b := range games {
			id := b.White
			if ev.TeamOptions.WhiteTeamOnBoard(i+1) != side {
				id = b.Black
			}
			l.Players = append(l.Players, number[id])
		}
		out = append(out, l)
	}
	return out
}

// colourCode is a board's colour for its player: '-' when the opponent's
// board was left empty.
func colourCode(opponent int64, c byte) byte {
	if opponent == 0 {
		return '-'
	}
	return c
}

// TRFNotKept names what the event's report in the edition o asks for
// cannot state, for the export to say it: the rules the event is played
// under and its rules at the board (whether it is FIDE-rated among
// them), the organiser and the chief arbiter's FIDE ID, the ranking groups
// and prizes (o.PrizeGroups, o.Prizes), a play-off (its ranks are the
// play-off's, an import ranks by the tie-breaks) and its armageddon with
// the side a draw wins it for, the players' clubs and 1953 categories and a team's withdrawal,
// which no edition has a field for (an import of the report reads none back), the names longer
// than a player line holds, the rating options of o.Rating (an import
// derives K again and rates no national list), the event's rating for
// unrated players (tournament.Settings.UnratedRating), and in TRF-16 a team
// Swiss's colour preferences other than type A, which it has no 192 record
// for (its primary score the standings' record states), and a Swiss's pair
// kept apart only from a later round (o.Swiss.ForbiddenFrom), which its
// XXP keeps apart in every round.
func TRFNotKept(ev *tournament.Event, o TRFOptions) []engine.Message {
	lost := playersNotKept(ev)
	lost = append(lost, ratingNotKept(o.Rating)...)
	if r := rulesNotKept(ev); r != nil {
		lost = append(lost, *r)
	}
	lost = append(lost, boardRulesNotKept(ev.Settings.Rules)...)
	lost = append(lost, officialsNotKept(ev.Settings)...)
	if r := ev.Settings.UnratedRating; r > 0 {
		// TRF-2026 has no record of it; FIDE's tie-break program takes it
		// on its command line (TieBreakServer's -u), not from the report.
		lost = append(lost, note("event.trf.export.unrated-rating", "rating", r))
	}
	if o.PrizeGroups+o.Prizes > 0 {
		lost = append(lost, note("event.trf.export.prizes", "groups", o.PrizeGroups, "prizes", o.Prizes))
	}
	if len(ev.Playoffs)+len(ev.PlayoffGames) > 0 {
		// The standings' play-offs: those recorded by order and a match's
		// won on its games alike.
		for _, p := range standings.Of(ev).Playoffs {
			names := make([]string, len(p.Players))
			for i, pl := range p.Players {
				names[i] = pl.Name
			}
			lost = append(lost, note("event.trf.export.playoff", "players", strings.Join(names, ", ")))
		}
		// Nor the armageddon: the side its draw wins for is said, as the
		// regulations gave the draw odds.
		for _, g := range ev.PlayoffGames {
			if g.Armageddon {
				lost = append(lost, note("event.trf.export.armageddon."+g.DrawOdds().String(), "game", g.Round))
			}
		}
	}
	if o.trf16() && ev.Settings.System.IndividualSwiss() {
		for _, f := range o.Swiss.Forbidden {
			if r := o.Swiss.KeptApartFrom(f); r > 1 {
				lost = append(lost, note("event.trf.export.forbidden-from", "a", ev.PlayerName(f[0]), "b", ev.PlayerName(f[1]), "round", r))
			}
		}
	}
	lost = append(lost, pointsNotKept(ev)...)
	lost = append(lost, leftOutNotKept(ev)...)
	lost = append(lost, adjournedNotKept(ev)...)
	lost = append(lost, teamsNotKept(ev, o)...)
	if n := unspeltTexts(ev); n > 0 && !o.UTF8 {
		lost = append(lost, note("event.trf.export.unspelt", "n", n))
	}
	return append(lost, correctionsNotKept(o.Corrected)...)
}

// unspeltTexts counts the names and texts an export in ASCII writes
// (asciiNames, and a team's name and short name) that have a letter ASCII
// has no spelling for, which it writes "?" (input.ASCIIName): other
// programs read them so, and only Arbiter's own records restore them.
func unspeltTexts(ev *tournament.Event) int {
	s := ev.Settings
	texts := append([]string{s.Name, s.Site, s.ChiefArbiter, s.TimeControl}, s.DeputyList()...)
	for _, p := range ev.Players {
		texts = append(texts, p.Name)
	}
	for _, t := range ev.Teams {
		texts = append(texts, t.Name, t.ShortName)
	}
	n := 0
	for _, t := range texts {
		if input.ASCIIUnspelt(t) {
			n++
		}
	}
	return n
}

// playersNotKept counts the players' clubs and 1953 categories, which no
// edition has a field for, and the names longer than a player line holds.
func playersNotKept(ev *tournament.Event) []engine.Message {
	var lost []engine.Message
	clubs, categories, cut := 0, 0, 0
	for _, p := range ev.Players {
		if strings.TrimSpace(p.Club) != "" {
			clubs++
		}
		if whole := p.FamilyFirst(); trf.FitName(whole) != whole {
			cut++
		}
		if p.Category != tournament.Unclassified {
			categories++
		}
	}
	if clubs > 0 {
		lost = append(lost, note("event.trf.export.clubs", "n", clubs))
	}
	if categories > 0 {
		lost = append(lost, note("event.trf.export.categories", "n", categories))
	}
	if cut > 0 {
		lost = append(lost, note("event.trf.export.names-cut", "n", cut))
	}
	return lost
}

// ratingNotKept names the rating options an import does not read back:
// it derives K again and rates no national list.
func ratingNotKept(o tournament.RatingOptions) []engine.Message {
	var lost []engine.Message
	if n := len(o.K); n > 0 {
		lost = append(lost, note("event.trf.export.k", "n", n))
	}
	if o.NormExemption != "" {
		lost = append(lost, note("event.trf.export.exemption"))
	}
	for _, nl := range o.NationalOn() {
		lost = append(lost, note("event.trf.export.national", "name", nl.Name, "k", nl.K, "floor", nl.Floor, "n", len(nl.Ratings)))
	}
	return lost
}

// boardRulesNotKept: no edition has a record of the rules at the board; a
// FIDE-rated event came back not FIDE-rated, its rating report refused,
// in silence.
func boardRulesNotKept(atBoard tournament.RuleOptions) []engine.Message {
	var lost []engine.Message
	if atBoard.FIDERated {
		lost = append(lost, note("event.trf.export.fiderated"))
		atBoard.FIDERated = false
	}
	if atBoard != (tournament.RuleOptions{}) {
		lost = append(lost, note("event.trf.export.ruleoptions"))
	}
	return lost
}

// officialsNotKept: no edition has a record of the organiser or of the
// chief arbiter's FIDE ID, which the rating report and the arbiter's
// report print; an event read back from its report lost both in silence.
func officialsNotKept(s tournament.Settings) []engine.Message {
	var lost []engine.Message
	if o := strings.TrimSpace(s.Organiser); o != "" {
		lost = append(lost, note("event.trf.export.organiser", "organiser", o))
	}
	if id := strings.TrimSpace(s.ChiefArbiterFIDEID); id != "" {
		lost = append(lost, note("event.trf.export.chief-fide-id", "id", id))
	}
	return lost
}

// pointsNotKept names the games the report's points count and the
// standings do not. The 1953 rule annuls the games of a player who
// withdrew before half of them: the standings leave them out, the report
// writes those he played with their results, as the rating report counts
// them (Arbiter's XXW records keep the annulment). A round under way: the
// report writes the results entered in it (standings.Entered), where a
// Swiss's standings count a round once it is complete; a round robin's
// count them as well (standings.Progress's Partial), and nothing is said.
func pointsNotKept(ev *tournament.Event) []engine.Message {
	var lost []engine.Message
	if !ev.Settings.System.Team() && ev.Settings.WithdrawalPolicy == tournament.WithdrawalUSSR1953 {
		for _, s := range standings.Of(ev).Struck {
			lost = append(lost, note("event.trf.export.annulled", "name", s.Name, "round", s.After))
		}
	}
	progress := standings.ProgressOf(ev)
	for r := progress.Complete + 1; r <= progress.Rounds; r++ {
		if slices.ContainsFunc(progress.Partial, func(p standings.RoundProgress) bool { return p.Round == r }) {
			continue
		}
		rd, _ := ev.Round(r)
		entered := 0
		for _, p := range rd.Pairings {
			if !p.IsBye() && p.Result.Finished() {
				entered++
			}
		}
		if entered > 0 {
			lost = append(lost, note("event.trf.export.under-way", "round", r, "n", entered))
		}
	}
	return lost
}

// leftOutNotKept names, in one note, the rounds in which a Swiss's player
// was not paired (leftOut): the report writes them without a result,
// which other programs read as absences without points, zero-point byes;
// only Arbiter's own record (XXO) keeps them as not paired.
func leftOutNotKept(ev *tournament.Event) []engine.Message {
	rounds := leftOut(ev)
	var players []string
	for _, p := range ev.Players {
		var named []string
		for _, r := range rounds[p.ID] {
			named = append(named, strconv.Itoa(r))
		}
		if len(named) > 0 {
			players = append(players, p.Name+": "+strings.Join(named, ", "))
		}
	}
	if len(players) == 0 {
		return nil
	}
	return []engine.Message{note("event.trf.export.leftout", "n", len(players), "players", strings.Join(players, "; "))}
}

// adjournedNotKept names each adjourned game (begun, to be finished),
// which the report writes as a game still to be played: TRF has no mark
// of an adjournment, and an import reads the game so.
func adjournedNotKept(ev *tournament.Event) []engine.Message {
	var lost []engine.Message
	for _, rd := range ev.Rounds {
		for _, p := range rd.Pairings {
			if p.Result == tournament.Adjourned {
				lost = append(lost, note("event.trf.export.adjourned", "round", rd.Number, "board", p.Board,
					"white", ev.PlayerName(p.White), "black", ev.PlayerName(p.Black)))
			}
		}
	}
	return lost
}

// teamsNotKept: no edition has a record of a team's withdrawal (Arbiter's
// XXD keeps it for Arbiter, another program reads the team in play), nor
// TRF-16 of a team Swiss's colour preferences other than type A.
func teamsNotKept(ev *tournament.Event, o TRFOptions) []engine.Message {
	var lost []engine.Message
	federations, captains, shorts := 0, 0, 0
	for _, t := range ev.Teams {
		if t.Withdrawn() {
			lost = append(lost, note("teams.trf.export.withdrawn", "team", t.Name, "round", t.WithdrawnAfter))
		}
		if strings.TrimSpace(t.Federation) != "" {
			federations++
		}
		if strings.TrimSpace(t.Captain) != "" {
			captains++
		}
		// TRF-16's 013 record has no short name; a 310 holds five letters.
		if short := strings.TrimSpace(t.ShortName); short != "" && (o.trf16() || trf.FitTeamShort(short) != short) {
			shorts++
		}
	}
	for _, c := range []struct {
		key string
		n   int
	}{{"teams.trf.export.federations", federations}, {"teams.trf.export.captains", captains}, {"teams.trf.export.short-names", shorts}} {
		if c.n > 0 {
			if c.key == "teams.trf.export.short-names" && o.trf16() {
				c.key += ".trf16"
			}
			lost = append(lost, note(c.key, "n", c.n))
		}
	}
	if o.trf16() && ev.Settings.System == tournament.TeamSwiss {
		if kind := ev.TeamOptions.ColourPreferences(); kind != "a" {
			lost = append(lost, note("teams.trf.export.preferences."+kind))
		}
	}
	return lost
}

// correctionsNotKept names each round's corrections the report does not
// keep. It keeps a pair kept apart since, written from the round after
// (260) or said above where TRF-16 cannot; a withdrawal from a later
// round, which it leaves unpaired, is no correction of this one
// (store.AsPaired).
func correctionsNotKept(corrected map[int][]engine.Message) []engine.Message {
	var lost []engine.Message
	for _, r := range slices.Sorted(maps.Keys(corrected)) {
		since := slices.DeleteFunc(slices.Clone(corrected[r]), func(m engine.Message) bool {
			return m.Key == "swisscli.check.since.forbidden"
		})
		if len(since) > 0 {
			lost = append(lost, note("event.trf.export.corrected", "round", r, "count", len(since)))
			lost = append(lost, since...)
		}
	}
	return lost
}

// rulesNotKept says that the report does not write the rules the event is
// played under, naming them and those an import of the report takes (the
// default ruleset); nil under those. The 1953 code's withdrawal rule goes
// in XXW, its categories are said apart, and its classification norms are
// refused an event read back under the FIDE Laws.
func rulesNotKept(ev *tournament.Event) *engine.Message {
	id, err := ev.Settings.RulesetID()
	played, ok := rules.Get(id)
	read, _ := rules.Get(rules.DefaultRuleset)
	if err != nil || !ok || id == rules.DefaultRuleset {
		return nil
	}
	return &engine.Message{Key: "event.trf.export.rules", Args: map[string]any{
		"rules": engine.Message{Key: played.Key}, "default": engine.Message{Key: read.Key}}}
}
