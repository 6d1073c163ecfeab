package tournament

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament/trf"
)

// Reading a team event's TRF report: the teams of the TRF-2026 310
// records (or, without them, TRF-16's 013), the players' 001 records, the
// boards (352), the match points (362), a bye's score (320), forfeited
// matches (330) and line-ups out of board order (300). Each round's
// matches are found from the players' games: the team with White on
// board 1 is the match's White; a team's players sit on the boards in its
// board order unless a 300 record places them. Whatever is not kept is a
// note.

// teamRecord is one 310 or 013 record.
type teamRecord struct {
	no          int
	name, short string
	mp, gp      float64
	hasPoints   bool
	players     []int // TRF numbers in board order
	line        int
}

// trfColumn is s's columns from..to (1-based, inclusive), blanks trimmed.
func trfColumn(s string, from, to int) string {
	r := []rune(s)
	if from > len(r) {
		return ""
	}
	return strings.TrimSpace(string(r[from-1 : min(to, len(r))]))
}

// readTeamRecords reads the 310 records, or the 013 records when there
// are none.
func readTeamRecords(lines []string) ([]teamRecord, error) {
	var ext, old []teamRecord
	for i, l := range lines {
		tag := l[:min(3, len(l))]
		if tag != "310" && tag != "013" {
			continue
		}
		var tr teamRecord
		tr.line = i + 1
		start := 40
		if tag == "310" {
			n, err := strconv.Atoi(trfColumn(l, 5, 7))
			if err != nil || n < 1 {
				return nil, errorf("teams.err.trf.team", []any{"value", trfColumn(l, 5, 7), "line", i + 1})
			}
			tr.no, tr.name, tr.short = n, trfColumn(l, 9, 40), trfColumn(l, 42, 46)
			mp, err1 := strconv.ParseFloat(trfColumn(l, 55, 60), 64)
			gp, err2 := strconv.ParseFloat(trfColumn(l, 62, 67), 64)
			tr.mp, tr.gp, tr.hasPoints = mp, gp, err1 == nil && err2 == nil
			start = 77
		} else {
			tr.no, tr.name = len(old)+1, trfColumn(l, 5, 36)
		}
		for end := start; end <= len([]rune(l)); end += 5 {
			f := trfColumn(l, end-3, end)
			if f == "" {
				continue
			}
			n, err := strconv.Atoi(f)
			if err != nil {
				return nil, errorf("teams.err.trf.player", []any{"value", f, "line", i + 1})
			}
			if n != 0 {
				tr.players = append(tr.players, n)
			}
		}
		if tag == "310" {
			ext = append(ext, tr)
		} else {
			old = append(old, tr)
		}
	}
	if len(ext) > 0 {
		return ext, nil
	}
	return old, nil
}

// TeamReport is an imported team report: the event and what the import
// did not keep or read as written.
type TeamReport struct {
	Event *Event
	Notes []engine.Message
}

// isTeamTRF reports whether a report's lines hold team records.
func isTeamTRF(lines []string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, "013") || strings.HasPrefix(l, "310") {
			return true
		}
	}
	return false
}

// readTeamLines reads the records of a team report beside the teams' own
// (310/013): the boards (352) and match points (362), each round's board
// order (300), the forfeited matches (330), the bye's points (320) and
// Arbiter's spelling of team names. It returns the board orders by round
// and team number and the forfeits by round and teams, and notes in rep
// what it does not read as written.
func readTeamLines(lines []string, records []teamRecord, ev *Event, o *teamOptionsRead, rep *TeamReport) (map[[2]int][]int, map[[3]int]Result, error) {
	ooo := map[[2]int][]int{} // round, team number → players board by board
	forfeits := map[[3]int]Result{}
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "352":
			if len(f) > 1 {
				o.Boards = len(f[1])
				if f[1] != boardPattern(len(f[1])) {
					rep.Notes = append(rep.Notes, note("teams.trf.pattern", "value", f[1]))
				}
			}
		case "362":
			readMatchPoints(l, o)
		case "300":
			if len(f) >= 4 {
				r, _ := strconv.Atoi(f[1])
				tn, _ := strconv.Atoi(f[2])
				var order []int
				for _, x := range f[4:] {
					n, _ := strconv.Atoi(x)
					order = append(order, n)
				}
				ooo[[2]int{r, tn}] = order
			}
		case "330":
			if len(f) >= 5 {
				r, _ := strconv.Atoi(f[2])
				w, _ := strconv.Atoi(f[3])
				b, _ := strconv.Atoi(f[4])
				res := map[string]Result{"+-": WhiteForfeitWin, "-+": BlackForfeitWin, "--": DoubleForfeit}[f[1]]
				forfeits[[3]int{r, w, b}] = res
			}
		case trfTeamNameTag:
			if len(f) >= 3 {
				n, err1 := strconv.Atoi(f[1])
				name, err2 := strconv.Unquote(strings.TrimSpace(strings.SplitN(strings.TrimSpace(l), " ", 3)[2]))
				i := indexOfTeam(records, n)
				if err1 != nil || err2 != nil || i < 0 {
					return nil, nil, errorf("event.err.trf.name", []any{"value", l})
				}
				if ASCIIName(name) == ASCIIName(ev.Teams[i].Name) {
					ev.Teams[i].Name = name
				}
			}
		case "320":
			if len(f) >= 3 {
				mp, _ := strconv.ParseFloat(f[1], 64)
				gp, _ := strconv.ParseFloat(f[2], 64)
				o.pab = &[2]float64{mp, gp}
			}
			// The team given the bye in each round: 3 columns a round
			// from column 15, 4 apart.
			for r, col := 1, 15; col <= len([]rune(l)); r, col = r+1, col+4 {
				if n, err := strconv.Atoi(trfColumn(l, col, col+2)); err == nil && n > 0 {
					o.pabTeams[[2]int{r, n}] = true
				}
			}
		}
	}
	return ooo, forfeits, nil
}

// ReadTeamTRF reads a team event's TRF report (already decoded text).
func ReadTeamTRF(t *trf.Tournament, text string) (*TeamReport, error) {
	text = strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(text)
	lines := strings.Split(text, "\n")
	records, err := readTeamRecords(lines)
	if err != nil {
		return nil, err
	}
	if len(records) == 1 {
		return nil, errorf("teams.err.trf.oneteam", []any{"team", records[0].name})
	}
	if len(records) < 2 {
		return nil, errorf("teams.err.pair.few", nil)
	}
	// The players as an individual report reads them (names, federations,
	// ratings, with the notes on what was not read as written); their
	// games are the teams'.
	pr := t.Problem()
	players, notes, err := fromTRF(t, pr)
	if err != nil {
		return nil, err
	}
	// Arbiter's own records: the names and texts as spelt.
	ext := &TRFReport{Event: players}
	if err := ext.readExtensions(t); err != nil {
		return nil, err
	}
	rep := &TeamReport{Event: &Event{Settings: players.Settings}}
	for _, n := range append(notes, ext.Notes...) {
		if n.Kind != blankByesNote {
			rep.Notes = append(rep.Notes, n)
		}
	}
	ev := rep.Event
	ev.Players = players.Players
	typ := strings.ToUpper(t.TypeCode + " " + t.Type)
	ev.Settings.System = TeamSwiss
	if strings.Contains(typ, "ROBIN") || strings.Contains(typ, "BERGER") {
		ev.Settings.System = TeamRoundRobin
	}
	ev.Settings.Rounds = max(t.Rounds, t.PairedRounds())
	ev.Settings.WithdrawalPolicy = WithdrawalAsPlayed
	ev.Settings.TieBreaks = DefaultTeamTieBreaks(ev.Settings.System)
	if codes := append(append([]string{}, t.TieBreaks...), t.StandingsTieBreaks...); len(codes) > 0 {
		ev.Settings.TieBreaks = nil
		for _, code := range codes {
			id, ok := teamTieBreakFromCode(code)
			switch {
			case ok && id != "" && !slices.Contains(ev.Settings.TieBreaks, id):
				ev.Settings.TieBreaks = append(ev.Settings.TieBreaks, id)
			case !ok:
				rep.Notes = append(rep.Notes, note("teams.trf.tiebreak", "code", code))
			}
		}
	}
	o := teamOptionsRead{TeamOptions: DefaultTeamOptions(ev.Settings.System, 0), pabTeams: map[[2]int]bool{}}
	team := map[int]int{} // TRF player number → team index
	for i, tr := range records {
		ev.Teams = append(ev.Teams, Team{ID: int64(i + 1), Seat: tr.no, Name: tr.name, ShortName: tr.short, Players: []int64{}})
		for _, n := range tr.players {
			if _, dup := team[n]; dup || !slices.ContainsFunc(ev.Players, func(p Player) bool { return p.ID == int64(n) }) {
				return nil, errorf("teams.err.trf.member", []any{"number", n, "team", tr.name, "line", tr.line})
			}
			team[n] = i
			ev.Teams[i].Players = append(ev.Teams[i].Players, int64(n))
		}
	}
	for _, p := range ev.Players {
		if _, ok := team[int(p.ID)]; !ok {
			return nil, errorf("teams.err.trf.noteam", []any{"number", p.ID, "name", p.Name})
		}
	}
	ooo, forfeits, err := readTeamLines(lines, records, ev, &o, rep)
	if err != nil {
		return nil, err
	}
	if o.Boards == 0 {
		for _, tr := range records {
			o.Boards = max(o.Boards, min(len(tr.players), MaxBoards))
		}
		rep.Notes = append(rep.Notes, note("teams.trf.boards", "boards", o.Boards))
	}
	if o.pab != nil {
		if !o.setBye(o.pab[0], o.pab[1]) {
			rep.Notes = append(rep.Notes, note("teams.trf.pab", "mp", o.pab[0], "gp", o.pab[1]))
		}
		o.pab = nil
	}
	ev.TeamOptions = o.TeamOptions
	ev.TeamOptions.InitialBlack = ev.Settings.System == TeamSwiss && t.InitialColour == 'B'
	ev.TeamOptions.TypeB = ev.Settings.System == TeamSwiss && strings.Contains(typ, "TYPEB")
	rep.Notes = append(rep.Notes, readTeamForbidden(ev, t, records)...)
	byes, err := readTeamByes(ev, t, records)
	if err != nil {
		return nil, err
	}
	for key := range o.pabTeams {
		byes[key] = NoBye
	}
	rep.Notes = append(rep.Notes, accelerationNotes(t, typ)...)
	byNumber := map[int]*trf.Player{}
	for _, tp := range t.Players {
		byNumber[tp.ID] = tp
	}
	teamNo := func(i int) int { return records[i].no }
	paired := t.PairedRounds()
	absentIn := map[int][]string{} // team index → the rounds it sat out with nothing
	blankIn := map[int][]int{}     // … with blank cells
	for r := 1; r <= paired; r++ {
		blank := func(i int) bool {
			return !slices.ContainsFunc(records[i].players, func(n int) bool { return pr.Entry(n, r) })
		}
		ms, absent, err := readTeamRound(ev, records, team, byNumber, r, ooo, forfeits, byes, teamNo, blank)
		if err != nil {
			return nil, err
		}
		for _, i := range absent {
			if blank(i) {
				blankIn[i] = append(blankIn[i], r)
			} else {
				absentIn[i] = append(absentIn[i], strconv.Itoa(r))
			}
		}
		ev.Matches = append(ev.Matches, ms...)
	}
	for i := range records {
		if rounds := absentIn[i]; len(rounds) > 0 {
			rep.Notes = append(rep.Notes, note("teams.trf.absent", "team", records[i].name, "n", len(rounds), "rounds", strings.Join(rounds, ", ")))
		}
		if rounds := blankIn[i]; len(rounds) > 0 {
			rep.Notes = append(rep.Notes, withdrawnWhereBlank(ev, i, rounds, paired, byes, records)...)
		}
	}
	// The byes asked for rounds not paired yet are requests.
	for key, kind := range byes {
		if key[0] > paired && RequestedBye(kind) {
			ev.Requests = append(ev.Requests, PlannedBye{Team: ev.Teams[indexOfTeam(records, key[1])].ID, Round: key[0], Kind: kind})
		}
	}
	sort.Slice(ev.Requests, func(i, j int) bool {
		a, b := ev.Requests[i], ev.Requests[j]
		return a.Round < b.Round || a.Round == b.Round && a.Team < b.Team
	})
	// A line-up out of its team's board order (300) is another program's
	// event rule: the event keeps it.
	if n := lineupsOutOfOrder(ev); n > 0 {
		ev.TeamOptions.FreeLineupOrder = true
		rep.Notes = append(rep.Notes, note("teamrules.trf.lineup.free", "n", n))
	}
	// The teams' points as the file states them, against the results.
	mp, gp := teamTotals(ev)
	for i, tr := range records {
		id := ev.Teams[i].ID
		if tr.hasPoints && (tr.mp != float64(mp[id]) || tr.gp != gp[id].Float()) {
			rep.Notes = append(rep.Notes, note("teams.trf.points", "team", tr.name, "mp", tr.mp, "gp", tr.gp,
				"rmp", mp[id], "rgp", gp[id].Float()))
		}
	}
	if err := ValidateTeamOptions(ev.TeamOptions); err != nil {
		return nil, err
	}
	return rep, nil
}

// lineupsOutOfOrder counts the line-ups that put players out of their
// team's board order.
func lineupsOutOfOrder(ev *Event) int {
	n := 0
	for _, m := range ev.Matches {
		for _, team := range []int64{m.White, m.Black} {
			if t, ok := ev.Team(team); ok && !m.IsBye() && !inBoardOrder(*t, m.Lineup(ev, team)) {
				n++
			}
		}
	}
	return n
}

// boardPattern is the boards' colours for the team with White on board 1:
// White on the odd boards.
func boardPattern(boards int) string {
	var b strings.Builder
	for i := 1; i <= boards; i++ {
		if WhiteTeamOnBoard(i) {
			b.WriteByte('W')
		} else {
			b.WriteByte('B')
		}
	}
	return b.String()
}

// readTeamForbidden keeps a team Swiss's prohibited pairings (260, team
// numbers) as forbidden pairs for the whole event, and says so of a
// record that names fewer rounds, or a team the report does not have.
func readTeamForbidden(ev *Event, t *trf.Tournament, records []teamRecord) []engine.Message {
	var notes []engine.Message
	for _, f := range t.Prohibitions {
		var ids []int64
		var nos []string
		for _, n := range f.Players {
			nos = append(nos, strconv.Itoa(n))
			if i := indexOfTeam(records, n); i >= 0 {
				ids = append(ids, ev.Teams[i].ID)
			} else {
				notes = append(notes, note("teams.trf.forbidden.team", "team", n))
			}
		}
		if ev.Settings.System != TeamSwiss {
			notes = append(notes, note("teams.trf.forbidden.rr", "teams", strings.Join(nos, ", ")))
			continue
		}
		last := f.LastRound
		if last == 0 {
			last = f.FirstRound
		}
		if f.FirstRound > 1 || last < ev.Settings.Rounds {
			notes = append(notes, note("teams.trf.forbidden.rounds", "teams", strings.Join(nos, ", "), "from", f.FirstRound, "to", last))
		}
		for i := range ids {
			for j := i + 1; j < len(ids); j++ {
				ev.TeamOptions = ForbidTeams(ev.TeamOptions, ids[i], ids[j], true)
			}
		}
	}
	return notes
}

// teamOptionsRead are the options as a report states them, with the
// pairing-allocated bye's points until they are read into outcomes.
type teamOptionsRead struct {
	TeamOptions
	pab      *[2]float64
	pabTeams map[[2]int]bool // round, team number: the 320 record's bye
}

// setBye reads a bye's match and game points as outcomes; false when they
// are no outcome of the options.
func (o *teamOptionsRead) setBye(mp, gp float64) bool {
	var m, g Outcome
	for _, oc := range []Outcome{OutcomeWin, OutcomeDraw, OutcomeLoss} {
		if float64(o.points(oc)) == mp {
			m = oc
		}
		if map[Outcome]float64{OutcomeWin: 1, OutcomeDraw: 0.5}[oc]*float64(o.Boards) == gp {
			g = oc
		}
	}
	if m == "" || g == "" {
		return false
	}
	o.ByeMatch, o.ByeGame = m, g
	return true
}

// readMatchPoints reads a 362 record ("362 TW 2.0   TD 1.0   TL 0.0",
// a letter and its points, the letters W, D and L).
func readMatchPoints(l string, o *teamOptionsRead) {
	f := strings.Fields(l[3:])
	for i := 0; i+1 < len(f); i++ {
		code := strings.TrimPrefix(strings.ToUpper(f[i]), "T")
		v, err := strconv.ParseFloat(f[i+1], 64)
		if err != nil || v != float64(int(v)) {
			continue
		}
		switch code {
		case "W":
			o.MatchWin = int(v)
		case "D":
			o.MatchDraw = int(v)
		case "L":
			o.MatchLoss = int(v)
		}
	}
}

// teamTieBreakFromCode reads a tie-break code of a report: "" for the
// primary score the standings always rank by first.
func teamTieBreakFromCode(code string) (string, bool) {
	code = strings.ToUpper(strings.TrimSpace(code))
	switch code {
	case "PTS", "MPTS", "MP":
		return "", true
	case "GP":
		return "gp", true
	}
	parts := strings.Split(code, "/")
	base := strings.TrimSuffix(parts[0], ":MP")
	for id, c := range teamTRFCodes {
		if c == base {
			for _, p := range parts[1:] {
				id += "-" + strings.ToLower(p)
			}
			_, _, ok := parseTeamTieBreak(id)
			return id, ok
		}
	}
	return "", false
}

// readTeamRound finds round r's matches from the players' games.
func readTeamRound(ev *Event, records []teamRecord, team map[int]int, byNumber map[int]*trf.Player, r int,
	ooo map[[2]int][]int, forfeits map[[3]int]Result, byes map[[2]int]ByeKind, teamNo func(int) int, blank func(int) bool) (out []TeamMatch, absent []int, err error) {
	type side struct {
		players []int // in board order
		// spare are the players with a forfeit and no opponent: a board
		// the team left empty, or a reserve some programs write so.
		spare     []int
		opp       int  // the other team's index, -1 none
		white     bool // White on board 1 (a forfeited match's)
		forfeited bool // its match is forfeited as a whole (330)
		wins      bool // a spare player has a forfeit win
		bye       bool
	}
	sides := make([]side, len(records))
	for i := range sides {
		sides[i].opp = -1
	}
	for i, tr := range records {
		for _, n := range tr.players {
			g := byNumber[n].Game(r)
			switch {
			case g.Opponent != 0:
				o := team[g.Opponent]
				if sides[i].opp >= 0 && sides[i].opp != o {
					return nil, nil, errorf("teams.err.trf.twoteams", []any{"round", r, "team", tr.name})
				}
				sides[i].opp = o
				sides[i].players = append(sides[i].players, n)
			case g.Code() == trf.ResultPairingBye:
				sides[i].bye = true
			case g.Code() == trf.ResultForfeitWin || g.Code() == trf.ResultForfeitLoss:
				sides[i].spare = append(sides[i].spare, n)
				sides[i].wins = sides[i].wins || g.Code() == trf.ResultForfeitWin
			}
		}
	}
	for key := range forfeits {
		if key[0] != r {
			continue
		}
		w, b := indexOfTeam(records, key[1]), indexOfTeam(records, key[2])
		if w < 0 || b < 0 {
			return nil, nil, errorf("teams.err.trf.forfeit", []any{"round", r})
		}
		sides[w].opp, sides[b].opp = b, w
		sides[w].white = true
		sides[w].forfeited, sides[b].forfeited = true, true
	}
	// A team's boards without a game are filled from its spare players,
	// in its board order, when no 300 record places them: the boards it
	// left empty. A whole match forfeited (330) takes them all.
	for i := range sides {
		s := &sides[i]
		for _, n := range s.spare {
			if s.forfeited || len(s.players) < ev.TeamOptions.Boards || ooo[[2]int{r, teamNo(i)}] != nil {
				s.players = append(s.players, n)
			}
		}
	}

	done := map[int]bool{}
	order := make([]int, len(records))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return teamNo(order[a]) < teamNo(order[b]) })
	for _, i := range order {
		s := sides[i]
		if done[i] {
			continue
		}
		done[i] = true
		if kind, ok := byes[[2]int{r, teamNo(i)}]; ok {
			// A bye of the 240 or 320 record: its players have no game.
			if s.opp >= 0 {
				return nil, nil, errorf("teams.err.trf.byegame", []any{"round", r, "team", records[i].name})
			}
			out = append(out, TeamMatch{Round: r, White: ev.Teams[i].ID, Bye: kind})
			continue
		}
		if s.opp < 0 {
			if s.bye || ev.Settings.System == TeamRoundRobin {
				out = append(out, TeamMatch{Round: r, White: ev.Teams[i].ID})
				continue
			}
			switch {
			case s.wins: // forfeit wins with no opponent team: no match to keep
				return nil, nil, errorf("teams.err.trf.noopponent", []any{"round", r, "team", records[i].name})
			case len(s.players) > 0 || blank(i):
				// Every player absent ("0000 - -"), or no entry on any
				// player's line, and no bye record: the team sat the
				// round out with nothing, as FIDE's tie-break program
				// reads it, and as a player's blank round is read.
				out = append(out, TeamMatch{Round: r, White: ev.Teams[i].ID, Bye: ByeZeroPoint})
				absent = append(absent, i)
				continue
			}
			return nil, nil, errorf("teams.err.trf.absent", []any{"round", r, "team", records[i].name})
		}
		j := s.opp
		done[j] = true
		lineups := [2][]int{boardOrder(records[i], s.players, ooo[[2]int{r, teamNo(i)}]), boardOrder(records[j], sides[j].players, ooo[[2]int{r, teamNo(j)}])}
		w, b := i, j
		if res, ok := forfeitFor(forfeits, r, teamNo(i), teamNo(j)); ok {
			if !sides[i].white {
				w, b = j, i
				lineups[0], lineups[1] = lineups[1], lineups[0]
			}
			m := TeamMatch{Round: r, White: ev.Teams[w].ID, Black: ev.Teams[b].ID, Forfeit: res}
			m.Boards = MatchBoards(ev.TeamOptions.Boards, ids(lineups[0]), ids(lineups[1]))
			out = append(out, m)
			continue
		}
		// The team with White on board 1 is the match's White: its
		// board-1 player's colour, or, that board left empty, the first
		// board played (White on the odd boards).
		if swapColours(byNumber, r, lineups) {
			w, b = j, i
			lineups[0], lineups[1] = lineups[1], lineups[0]
		}
		m := TeamMatch{Round: r, White: ev.Teams[w].ID, Black: ev.Teams[b].ID}
		m.Boards = MatchBoards(ev.TeamOptions.Boards, ids(lineups[0]), ids(lineups[1]))
		for k := range m.Boards {
			bd := &m.Boards[k]
			if bd.White == 0 || bd.Black == 0 {
				continue
			}
			wg := byNumber[int(bd.White)].Game(r)
			if wg.Opponent != int(bd.Black) || wg.ColourCode() != 'w' {
				return nil, nil, errorf("teams.err.trf.board", []any{"round", r, "white", records[w].name, "black", records[b].name, "board", bd.Board})
			}
			bg := byNumber[int(bd.Black)].Game(r)
			res, _, err := resultFromTRF(wg.Code(), bg.Code())
			if err != nil {
				return nil, nil, err
			}
			bd.Result = res
		}
		out = append(out, m)
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].IsBye() != out[b].IsBye() && !out[a].IsBye() })
	for k := range out {
		out[k].Number = k + 1
	}
	return out, absent, nil
}

// withdrawnWhereBlank says what was read of team i's rounds without an
// entry on any of its players' lines (blank, before the rounds not yet
// paired), as a player's blank rounds are read (trf.Problem: Absent,
// Withdrawn): absences without points, kept as zero-point byes; and when
// they run to the last round paired after an entry, a team withdrawn
// after its last entry. A team has no withdrawal of its own, so it is
// given a zero-point bye request in each round left that has none, which
// leaves it out of their pairings.
func withdrawnWhereBlank(ev *Event, i int, blank []int, paired int, byes map[[2]int]ByeKind, records []teamRecord) []engine.Message {
	var rounds []string
	for _, r := range blank {
		rounds = append(rounds, strconv.Itoa(r))
	}
	name := records[i].name
	out := []engine.Message{note("teams.trf.blank", "team", name, "n", len(blank), "rounds", strings.Join(rounds, ", "))}
	last := paired // the team's last round with an entry
	for last > 0 && slices.Contains(blank, last) {
		last--
	}
	if last == paired || last == 0 || ev.Settings.System != TeamSwiss || paired >= ev.Settings.Rounds {
		return out
	}
	var asked []string
	for r := paired + 1; r <= ev.Settings.Rounds; r++ {
		if _, ok := byes[[2]int{r, records[i].no}]; !ok {
			ev.Requests = append(ev.Requests, PlannedBye{Team: ev.Teams[i].ID, Round: r, Kind: ByeZeroPoint})
			asked = append(asked, strconv.Itoa(r))
		}
	}
	if len(asked) > 0 {
		out = append(out, note("teams.trf.blank.withdrawn", "team", name, "round", last, "n", len(asked), "rounds", strings.Join(asked, ", ")))
	}
	return out
}

func indexOfTeam(records []teamRecord, no int) int {
	for i, tr := range records {
		if tr.no == no {
			return i
		}
	}
	return -1
}

func forfeitFor(forfeits map[[3]int]Result, r, a, b int) (Result, bool) {
	if res, ok := forfeits[[3]int{r, a, b}]; ok {
		return res, true
	}
	res, ok := forfeits[[3]int{r, b, a}]
	return res, ok
}

// boardOrder places a team's players of a round on the boards: as its 300
// record says, else in the team's board order (0 for an empty board).
func boardOrder(tr teamRecord, players []int, ooo []int) []int {
	if ooo != nil {
		out := append([]int{}, ooo...)
		for len(out) > 0 && out[len(out)-1] == 0 {
			out = out[:len(out)-1]
		}
		return out
	}
	var out []int
	for _, n := range tr.players {
		if slices.Contains(players, n) {
			out = append(out, n)
		}
	}
	return out
}

func ids(ns []int) []int64 {
	out := make([]int64, len(ns))
	for i, n := range ns {
		out[i] = int64(n)
	}
	return out
}

// IsTeamTRF reports whether a TRF report is a team event's: it has team
// records (310 or 013).
func IsTeamTRF(data []byte) bool {
	text, _, err := decodeText(data)
	if err != nil {
		return false
	}
	return isTeamTRF(strings.Split(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(string(text)), "\n"))
}

// ReadTeamTRFReport reads a team event's TRF report in whatever encoding
// its program wrote (as ReadTRFReport does).
func ReadTeamTRFReport(data []byte) (*TeamReport, error) {
	data, encoding, err := decodeText(data)
	if err != nil {
		return nil, err
	}
	t, err := trf.Parse(data)
	if err != nil {
		return nil, err
	}
	rep, err := ReadTeamTRF(t, string(data))
	if err != nil {
		return nil, err
	}
	rep.Notes = append(encodingNote(encoding), rep.Notes...)
	return rep, nil
}

// readTeamByes reads the teams' requested byes (240 records, by team
// number) by round and team number: a team Swiss's only.
func readTeamByes(ev *Event, t *trf.Tournament, records []teamRecord) (map[[2]int]ByeKind, error) {
	kinds := map[byte]ByeKind{'F': ByeFullPoint, 'H': ByeHalfPoint, 'Z': ByeZeroPoint}
	out := map[[2]int]ByeKind{}
	for _, b := range t.Byes {
		if ev.Settings.System != TeamSwiss {
			return nil, errorf("teams.err.bye.system", nil)
		}
		for _, n := range b.Players {
			if indexOfTeam(records, n) < 0 {
				return nil, errorf("teams.err.trf.byeteam", []any{"round", b.Round, "team", n})
			}
			out[[2]int{b.Round, n}] = kinds[b.Kind]
		}
	}
	return out, nil
}

// accelerationNotes say that a report's acceleration (250 records, or a
// 192 code naming Baku) is not kept: Arbiter's team Swiss pairs without
// acceleration, so a round it pairs, or checks, is paired without it.
func accelerationNotes(t *trf.Tournament, typ string) []engine.Message {
	if len(t.Accelerations) == 0 && !strings.Contains(typ, "BAKU") {
		return nil
	}
	return []engine.Message{note("teams.trf.acceleration", "n", len(t.Accelerations))}
}

// swapColours reports whether the second of a match's line-ups is the
// team with White on board 1, from the first board whose player has a
// colour.
func swapColours(byNumber map[int]*trf.Player, r int, lineups [2][]int) bool {
	for k := 0; k < max(len(lineups[0]), len(lineups[1])); k++ {
		for side, l := range lineups {
			if k >= len(l) || l[k] == 0 {
				continue
			}
			c := byNumber[l[k]].Game(r).ColourCode()
			if c == '-' {
				continue
			}
			firstWhite := (c == 'w') == WhiteTeamOnBoard(k+1)
			return firstWhite == (side == 1)
		}
	}
	return false
}
