package venue

import (
	"fmt"
	"slices"
	"strconv"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/prizes"
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/words"
)

// A team event's pages: the event with its teams and their players in
// board order, each round's matches with their boards, the team
// standings, the results by board with the board prizes, and the team
// crosstable. The individual event's pages (by name, a player's own)
// have no team event counterpart and are no pages of it.

// teamPairingsNow is the matches of the round paired last (inCurrentRound).
func teamPairingsNow(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
	return inCurrentRound(f, cat, "pairings", teamRoundContent)
}

// teamPageKinds are a team event's pages, as pageKinds are an individual
// event's: the bar's order and an export's.
var teamPageKinds = []pageKind{
	{stem: "index", nav: "venue.nav.event", marks: "teamindex", export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
		return content{"teamindex", cat.T("venue.nav.event"), teamIndexData(f.ev, cat)}, true
	}},
	{stem: "pairings", nav: "teams.venue.matches", marks: "teamround", export: true, build: teamPairingsNow},
	{stem: "start", marks: "teamindex", export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
		return content{"teamindex", cat.T("teams.venue.teams"), teamIndexData(f.ev, cat)}, true
	}},
	{stem: "standings", nav: "venue.nav.standings", marks: "teamstandings", export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
		d := teamStandingsData(f.ev, cat)
		d.Groups = f.groupLinks(cat, 0)
		return content{"teamstandings", words.StandingsTitle(cat, standings.ProgressOf(f.ev)), d}, true
	}},
	// Each ranking group's standings, linked from the standings.
	{stem: "group", number: numbered, files: groupNumbers, build: teamGroupData},
	{stem: "boards", nav: "teams.venue.boards", marks: "teamboards", export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
		return content{"teamboards", words.BoardsTitle(cat, standings.ProgressOf(f.ev)), teamBoardsData(f.ev, cat)}, true
	}},
	{stem: "crosstable", nav: "venue.nav.crosstable", marks: "teamcross", export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
		ct := team.TeamCrosstable(f.ev)
		return content{"teamcross", words.TeamCrossTitle(cat, ct), teamCrossData(f.ev, ct, cat)}, true
	}},
	// The team prizes and each group's, as the command line and the
	// paper give them.
	prizeList,
	{stem: "round", number: numbered, files: roundPages, build: teamRoundContent},
	// The venue's screen turns through the round's matches and the
	// standings as an individual event's does.
	wallScreen,
}

// teamWallParts are a team event's wall, as wallParts are an individual
// event's: the current round's matches, each its teams' line and its
// boards or the sentence of its forfeit as a whole, then the team standings (match points, then game points).
func teamWallParts(f *facts, cat *i18n.Catalog) []wallPart {
	var parts []wallPart
	if cur := f.ev.PairedRounds(); cur > 0 {
		d := teamRoundData(f.ev, cat, cur)
		var rows []wallRow
		for _, m := range d.Matches {
			rows = append(rows, wallRow{Left: m.White, Mid: m.Score, Right: m.Black, Match: true})
			if m.Forfeit != "" { // as the round's page says it, under the match's line
				rows = append(rows, wallRow{Left: m.Forfeit, Line: true})
			}
			for _, b := range m.Boards {
				rows = append(rows, wallRow{Num: strconv.Itoa(b.Board), Left: b.White, Mid: b.Result, Right: b.Black})
			}
		}
		for _, b := range d.Byes {
			rows = append(rows, wallRow{Left: b, Line: true})
		}
		parts = chunked(parts, cat.T("venue.title.round", "round", cur), false, rows)
	}
	var rows []wallRow
	st := teamStandingsData(f.ev, cat)
	for _, r := range st.Rows {
		rows = append(rows, wallRow{Num: r.Place, Left: fmt.Sprintf("%d. %s", r.No, words.WithdrawnName(cat, r.Name, r.Withdrawn)), Mid: r.Scores[0] + " · " + r.Scores[1]})
	}
	// The wall has no column heads: its heading names the two figures.
	heading := cat.T("venue.wall.team-standings", "title", words.StandingsTitle(cat, standings.ProgressOf(f.ev)), "scores", st.Scores[0]+" · "+st.Scores[1])
	return chunked(parts, heading, true, rows)
}

// teamRoundContent is round n's matches, or for a round not paired the
// page that says so (notPaired).
func teamRoundContent(f *facts, cat *i18n.Catalog, n int) (content, bool) {
	if n > f.current {
		return notPaired(f, cat, n, cat.T("venue.title.round", "round", n))
	}
	return content{"teamround", cat.T("venue.title.round", "round", n), teamRoundData(f.ev, cat, n)}, true
}

// --- the event and its teams ----------------------------------------------

type teamIndexPage struct {
	Facts []fact
	Teams []teamEntry
	// Rounds are the rounds paired or planned with their dates, as an
	// individual event's front page has them (eventData).
	Rounds roundLinks
}

type fact struct{ Term, Value string }

type teamEntry struct {
	No                      int
	Name, Federation, Coach string
	Withdrawn               bool // marked as the window's list of teams marks it
	Players                 []teamPlayer
}

type teamPlayer struct {
	Board     int
	Name      string
	Withdrawn bool // marked as the paper's list of players marks him
	Meta      string
	Reserve   bool
}

// Withdrawn reports whether a team or a player of a team is marked, which
// the page then explains.
func (d teamIndexPage) Withdrawn() bool {
	for _, t := range d.Teams {
		if t.Withdrawn || slices.ContainsFunc(t.Players, func(p teamPlayer) bool { return p.Withdrawn }) {
			return true
		}
	}
	return false
}

func teamIndexData(ev *tournament.Event, cat *i18n.Catalog) teamIndexPage {
	s := ev.Settings
	e := eventData(ev, cat)
	d := teamIndexPage{}
	add := func(key, value string) {
		if value != "" {
			d.Facts = append(d.Facts, fact{cat.T(key), value})
		}
	}
	add("venue.event.site", s.Site)
	add("venue.event.dates", e.Dates)
	// The individual event's facts (eventData, the "index" page), in its
	// order, with the match's boards and points beside the system.
	add("venue.event.arbiter", s.ChiefArbiter)
	add("venue.event.deputies", s.Deputies)
	add("venue.event.system", e.System)
	if e.Planned > 0 {
		add("venue.event.rounds", strconv.Itoa(e.Planned))
	}
	add("teams.venue.boards.count", strconv.Itoa(ev.TeamOptions.Boards))
	add("teams.venue.match-points", fmt.Sprintf("%d/%d/%d", ev.TeamOptions.MatchWin, ev.TeamOptions.MatchDraw, ev.TeamOptions.MatchLoss))
	add("venue.event.time-control", e.TimeControl)
	add("venue.event.gametype", e.GameType)
	add("venue.event.rules", e.Ruleset)
	add("venue.event.tiebreaks", e.TieBreaks)
	number := seats.TeamNumbers(ev)
	for _, t := range ev.Teams {
		te := teamEntry{No: number[t.ID], Name: t.Name, Federation: t.Federation, Coach: t.Captain, Withdrawn: t.Withdrawn()}
		for k, id := range t.Players {
			w := whoOf(ev, nil, id, 0)
			te.Players = append(te.Players, teamPlayer{Board: k + 1, Name: w.Name, Withdrawn: w.Withdrawn, Meta: w.Meta(), Reserve: team.Reserve(ev, k)})
		}
		d.Teams = append(d.Teams, te)
	}
	// In the teams' order of number.
	for i := 1; i < len(d.Teams); i++ {
		for j := i; j > 0 && d.Teams[j].No < d.Teams[j-1].No; j-- {
			d.Teams[j], d.Teams[j-1] = d.Teams[j-1], d.Teams[j]
		}
	}
	d.Rounds = e.Rounds
	return d
}

// --- a round's matches ------------------------------------------------------

type teamRoundPage struct {
	Round   int
	Rounds  []int
	Matches []matchBlock
	// Byes are the round's byes, each said: a round may have several
	// (the pairing-allocated bye, requested byes, teams absent).
	Byes []string
	// Unpaired are the teams withdrawn before the round, said as the
	// pairing list says them (words.TeamsUnpaired).
	Unpaired []string
	// Forfeits is set where a board of the round is forfeited (a match
	// forfeited whole, each of its boards), its marks explained under
	// the matches as the paper explains them.
	Forfeits bool
}

type matchBlock struct {
	Number       int
	White, Black string
	Score        string
	// Forfeit says the match was forfeited as a whole (TeamMatch.Forfeit),
	// "" for one played: such a match has no games to list.
	Forfeit string
	Boards  []matchBoardRow
}

type matchBoardRow struct {
	Board                int
	White, Black         string
	WhiteMeta, BlackMeta string
	Result               string
}

func teamRoundData(ev *tournament.Event, cat *i18n.Catalog, n int) teamRoundPage {
	d := teamRoundPage{Round: n}
	for r := 1; r <= ev.PairedRounds(); r++ {
		d.Rounds = append(d.Rounds, r)
	}
	number := seats.TeamNumbers(ev)
	// A team named in a sentence (a match's heading, a bye), its name
	// in its own direction.
	team := func(id int64) string {
		t, _ := ev.Team(id)
		return fmt.Sprintf("%d. %s", number[id], isolated(t.Name))
	}
	player := func(id int64) (string, string) {
		if id == 0 {
			return cat.T("teams.print.empty"), ""
		}
		p, _ := ev.Player(id)
		return p.Name, whoOf(ev, nil, id, n).Meta()
	}
	for _, m := range ev.RoundMatches(n) {
		if m.IsBye() {
			d.Byes = append(d.Byes, words.TeamBye(cat, ev.TeamOptions, m, team(m.White)))
			continue
		}
		b := matchBlock{Number: m.Number, White: team(m.White), Black: team(m.Black)}
		games := ev.MatchGames(m)
		b.Score = words.MatchResult(cat, ev.TeamOptions, m, games)
		d.Forfeits = d.Forfeits || slices.ContainsFunc(games, func(g tournament.Pairing) bool { return g.Result.Forfeit() })
		if m.Forfeit != tournament.NoResult {
			// Forfeited as a whole, as the model has it: no board was
			// played, so none is listed as a game to come.
			b.Forfeit = cat.T("teams.print.sheet.forfeit", "result", b.Score)
			d.Matches = append(d.Matches, b)
			continue
		}
		for i, bd := range games {
			row := matchBoardRow{Board: i + 1}
			row.White, row.WhiteMeta = player(bd.White)
			row.Black, row.BlackMeta = player(bd.Black)
			row.Result = bd.Result.Text(cat.T)
			b.Boards = append(b.Boards, row)
		}
		d.Matches = append(d.Matches, b)
	}
	d.Unpaired = words.TeamsUnpaired(cat, ev, n, team)
	return d
}

// --- standings, boards, crosstable ------------------------------------------

type teamStandingsPage struct {
	Scores [2]string // the score columns' headings, the primary score first
	Heads  []tbHead
	Rows   []teamStandingRow
	Rules  string // the edition of the Tie-Break Regulations (words.TieBreakRules)
	Legend string // the columns' abbreviations, said whole
	Groups []link // the event's standings and its ranking groups', when it has groups
	Group  int    // the ranking group shown (1 for the first), 0 for the event's standings
}

type teamStandingRow struct {
	Place, Name string
	No          int
	Scores      [2]string // team.ScoreCells
	TieBreaks   []string
	Withdrawn   bool // marked after the name (page.Mark)
}

func teamStandingsData(ev *tournament.Event, cat *i18n.Catalog) teamStandingsPage {
	return teamTableData(ev, cat, team.TeamStandings(ev))
}

// teamGroupData is the standings of the team event's ranking group n (1
// for the first), as the printed group standings and the command line
// rank its teams (prizes.GroupStandings), in the columns of the whole
// team standings and explained alike, titled with the group's name.
func teamGroupData(f *facts, cat *i18n.Catalog, n int) (content, bool) {
	if n < 1 || n > len(f.rules.Groups) {
		return content{}, false
	}
	g := f.rules.Groups[n-1]
	d := teamTableData(f.ev, cat, team.TeamStandings(f.ev).Group(prizes.GroupStandings(f.ev, team.PrizeTable(f.ev), g)))
	d.Groups, d.Group = f.groupLinks(cat, n), n
	return content{"teamstandings", cat.T("venue.title.group", "group", g.Name, "standings", words.StandingsTitle(cat, standings.ProgressOf(f.ev))), d}, true
}

// teamTableData is the team standings t, the event's or a ranking group's,
// with the legend of their columns.
func teamTableData(ev *tournament.Event, cat *i18n.Catalog, t team.TeamTable) teamStandingsPage {
	ids, tbs := t.ShownTieBreaks()
	d := teamStandingsPage{Scores: scoreHeads(ev, cat), Heads: tieHeads(cat, ids),
		Rules: words.TieBreakRules(cat, t.Rules, t.EarlyStart), Legend: words.TeamTieBreakLegend(cat, t)}
	for i, r := range t.Rows {
		d.Rows = append(d.Rows, teamStandingRow{Place: r.Place, Name: r.Name, No: r.No, Scores: team.ScoreCells(ev.TeamOptions, r.MatchPoints, r.GamePoints), TieBreaks: tbs[i], Withdrawn: r.Withdrawn})
	}
	return d
}

type teamBoardsPage struct {
	Sections []boardSection
	Figures  []string // the last columns' heads, the rating report's (words.RatedShort)
	Rule     string
	Legend   []string // words.BoardNotes after the rule: the withdrawn mark's
}

type boardSection struct {
	Head string
	Rows []boardResultRow
}

type boardResultRow struct {
	Cells []string
	Prize bool
}

func teamBoardsData(ev *tournament.Event, cat *i18n.Catalog) teamBoardsPage {
	secs := team.BoardSections(ev, ev.TeamOptions.PrizeMinGames())
	notes := words.BoardNotes(cat, secs, ev.TeamOptions.PrizeMinGames(), ev)
	d := teamBoardsPage{Rule: notes[0], Legend: notes[1:],
		Figures: []string{words.RatedShort(cat, words.RatedAverage), words.RatedShort(cat, words.RatedPerformance)}}
	for _, sec := range secs {
		s := boardSection{Head: words.BoardHead(cat, sec)}
		for i := range sec.Records {
			s.Rows = append(s.Rows, boardResultRow{Cells: words.BoardRow(cat, sec, i), Prize: sec.Prize[i]})
		}
		d.Sections = append(d.Sections, s)
	}
	return d
}

type teamCrossPage struct {
	Scores [2]string // as teamStandingsPage's
	Cols   []string
	// Heads are the standings' tie-breaks that placed the teams, shown
	// beside the points as on paper; TieLegend says them whole.
	Heads     []tbHead
	Rows      []teamCrossRow
	Legend    []string // words.TeamCrossNotes
	TieLegend string
}

type teamCrossRow struct {
	Place, Name string
	No          int
	Cells       []string
	Scores      [2]string
	TieBreaks   []string
	Withdrawn   bool // marked after the name (page.Mark)
}

// scoreHeads are the headings of a team's two scores, the event's primary
// score first (team.ScoreHeads).
func scoreHeads(ev *tournament.Event, cat *i18n.Catalog) [2]string {
	h := team.ScoreHeads(ev.TeamOptions)
	return [2]string{cat.T(h[0]), cat.T(h[1])}
}

func teamCrossData(ev *tournament.Event, ct team.TeamCross, cat *i18n.Catalog) teamCrossPage {
	ids, tbs := ct.Standings.ShownTieBreaks()
	d := teamCrossPage{Scores: scoreHeads(ev, cat), Heads: tieHeads(cat, ids), Legend: words.TeamCrossNotes(cat, ct), TieLegend: words.TeamTieBreakLegend(cat, ct.Standings)}
	if ct.RoundRobin {
		for _, r := range ct.Rows {
			d.Cols = append(d.Cols, strconv.Itoa(r.No))
		}
	} else {
		for r := 1; r <= ct.Rounds; r++ {
			d.Cols = append(d.Cols, cat.T("print.col.round-n", "n", r))
		}
	}
	for i, r := range ct.Rows {
		d.Rows = append(d.Rows, teamCrossRow{Place: r.Place, Name: r.Name, No: r.No, Cells: ct.Cells(r, cat.T), Scores: team.ScoreCells(ev.TeamOptions, r.MatchPoints, r.GamePoints), TieBreaks: tbs[i], Withdrawn: r.Withdrawn})
	}
	return d
}

// --- the search by name -------------------------------------------------------

// teamSearchPage is a search's answer in a team event: the players found
// (found, as an individual event's search finds them), each with his team
// and the boards he played, each a link to its round's matches.
type teamSearchPage struct {
	Query string
	Rows  []teamFound
}

type teamFound struct {
	who
	Team   string
	Boards []link
}

// Withdrawn reports whether a row is marked, which the page then explains.
func (d teamSearchPage) Withdrawn() bool {
	return slices.ContainsFunc(d.Rows, func(r teamFound) bool { return r.Withdrawn })
}

// teamSearchData is the players of a team event a search for query
// finds, their boards' links under the folder in ("" on the event's own
// pages, its section's folder at a venue's front).
func teamSearchData(f *facts, cat *i18n.Catalog, query, in string) teamSearchPage {
	d := teamSearchPage{Query: query}
	number := seats.TeamNumbers(f.ev)
	for _, p := range found(f, cat.Lang(), query) {
		p.In = in
		d.Rows = append(d.Rows, teamFoundOf(f.ev, cat, number, p.who))
	}
	return d
}

// teamFoundOf is a player of a team event as a search lists him: with
// his team, by its number (number), and each board he played, a link to
// its round's matches in his event's folder (p.In). The served search and
// the exported one list him by it.
func teamFoundOf(ev *tournament.Event, cat *i18n.Catalog, number map[int64]int, p who) teamFound {
	row := teamFound{who: p}
	for _, t := range ev.Teams {
		if slices.Contains(t.Players, p.ID) {
			row.Team = fmt.Sprintf("%d. %s", number[t.ID], t.Name)
		}
	}
	for r := 1; r <= ev.PairedRounds(); r++ {
		for _, m := range ev.RoundMatches(r) {
			if m.IsBye() || m.Forfeit != tournament.NoResult {
				continue
			}
			for i, g := range ev.MatchGames(m) {
				if g.White == p.ID || g.Black == p.ID {
					row.Boards = append(row.Boards, link{Href: p.In + "round-" + strconv.Itoa(r) + ".html",
						Text: cat.T("print.col.round-n", "n", r) + " " + cat.T("teams.cli.board", "board", i+1)})
				}
			}
		}
	}
	return row
}
