package venue

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
)

// A team event's pages: the event with its teams and their players in
// board order, each round's matches with their boards, the team
// standings, the results by board with the board prizes, and the team
// crosstable. The individual event's pages (by name, a player's own)
// have no team event counterpart and are no pages of it.

// teamPageNames are the pages a team event has, for the export.
func teamPageNames(ev *tournament.Event) []string {
	names := []string{"index.html", "pairings.html", "start.html", "standings.html", "boards.html", "crosstable.html"}
	for r := 1; r <= tournament.TeamRoundsPaired(ev); r++ {
		names = append(names, fmt.Sprintf("round-%d.html", r))
	}
	return names
}

// buildTeam makes a team event's page called name (kind and n read from
// it), or reports that it has none.
func buildTeam(f *facts, cat *i18n.Catalog, p *page, kind, arg string, n int) bool {
	ev := f.ev
	current := tournament.TeamRoundsPaired(ev)
	p.NoSearch = true
	switch {
	case kind == "index" && arg == "", kind == "start" && arg == "":
		p.Kind, p.Title, p.Data = "teamindex", cat.T("venue.nav.event"), teamIndexData(ev, cat)
		if kind == "start" {
			p.Title = cat.T("teams.venue.teams")
		}
	case kind == "pairings" && arg == "", kind == "wall":
		// The venue's screen shows the round's matches.
		if current == 0 {
			p.Kind, p.Title = "none", cat.T("venue.nav.pairings")
			break
		}
		n = current
		fallthrough
	case kind == "round" && n > 0 && n <= current:
		p.Name = fmt.Sprintf("round-%d.html", n)
		p.Kind, p.Title, p.Data = "teamround", cat.T("venue.title.round", "round", n), teamRoundData(ev, cat, n)
	case kind == "standings" && arg == "":
		p.Kind, p.Data = "teamstandings", teamStandingsData(ev, cat)
		p.Title = cat.T("venue.title.standings", "round", tournament.TeamCompletedRounds(ev))
	case kind == "boards" && arg == "":
		p.Kind, p.Title, p.Data = "teamboards", cat.T("teams.print.boards.title"), teamBoardsData(ev, cat)
	case kind == "crosstable" && arg == "":
		p.Kind, p.Title, p.Data = "teamcross", cat.T("print.crosstable.title"), teamCrossData(ev, cat)
	default:
		return false
	}
	items := []struct{ href, key, kind string }{
		{"index.html", "venue.nav.event", "teamindex"},
		{"pairings.html", "teams.venue.matches", "teamround"},
		{"standings.html", "venue.nav.standings", "teamstandings"},
		{"boards.html", "teams.venue.boards", "teamboards"},
		{"crosstable.html", "venue.nav.crosstable", "teamcross"},
	}
	for _, it := range items {
		p.Nav = append(p.Nav, link{Href: it.href, Text: cat.T(it.key), Current: it.kind == p.Kind})
	}
	return true
}

// --- the event and its teams ----------------------------------------------

type teamIndexPage struct {
	Facts  []fact
	Teams  []teamEntry
	Rounds []int
}

type fact struct{ Term, Value string }

type teamEntry struct {
	No                      int
	Name, Federation, Coach string
	Players                 []teamPlayer
}

type teamPlayer struct {
	Board   int
	Name    string
	Meta    string
	Reserve bool
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
	add("venue.event.arbiter", s.ChiefArbiter)
	add("venue.event.system", cat.T("event.system."+string(s.System)))
	add("teams.venue.boards.count", strconv.Itoa(ev.TeamOptions.Boards))
	add("teams.venue.match-points", fmt.Sprintf("%d/%d/%d", ev.TeamOptions.MatchWin, ev.TeamOptions.MatchDraw, ev.TeamOptions.MatchLoss))
	add("venue.event.time-control", s.TimeControl)
	add("venue.event.tiebreaks", strings.Join(e.TieBreaks, ", "))
	number := tournament.TeamNumbers(ev)
	for _, t := range ev.Teams {
		te := teamEntry{No: number[t.ID], Name: t.Name, Federation: t.Federation, Coach: t.Captain}
		for k, id := range t.Players {
			p, _ := ev.Player(id)
			te.Players = append(te.Players, teamPlayer{Board: k + 1, Name: p.Name, Meta: whoOf(ev, nil, id, 0).Meta(), Reserve: k >= ev.TeamOptions.Boards})
		}
		d.Teams = append(d.Teams, te)
	}
	// In the teams' order of number.
	for i := 1; i < len(d.Teams); i++ {
		for j := i; j > 0 && d.Teams[j].No < d.Teams[j-1].No; j-- {
			d.Teams[j], d.Teams[j-1] = d.Teams[j-1], d.Teams[j]
		}
	}
	for r := 1; r <= tournament.TeamRoundsPaired(ev); r++ {
		d.Rounds = append(d.Rounds, r)
	}
	return d
}

// --- a round's matches ------------------------------------------------------

type teamRoundPage struct {
	Round   int
	Rounds  []int
	Matches []matchBlock
	Bye     string
}

type matchBlock struct {
	Number       int
	White, Black string
	Score        string
	Boards       []matchBoardRow
}

type matchBoardRow struct {
	Board                int
	White, Black         string
	WhiteMeta, BlackMeta string
	Result               string
}

func teamRoundData(ev *tournament.Event, cat *i18n.Catalog, n int) teamRoundPage {
	d := teamRoundPage{Round: n}
	for r := 1; r <= tournament.TeamRoundsPaired(ev); r++ {
		d.Rounds = append(d.Rounds, r)
	}
	number := tournament.TeamNumbers(ev)
	team := func(id int64) string {
		t, _ := ev.Team(id)
		return fmt.Sprintf("%d. %s", number[id], t.Name)
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
			bye, _ := m.Score(ev.TeamOptions)
			d.Bye = cat.T("teams.print.bye", "team", team(m.White), "mp", bye.Match, "gp", bye.Games.String())
			continue
		}
		b := matchBlock{Number: m.Number, White: team(m.White), Black: team(m.Black)}
		w, k := m.Score(ev.TeamOptions)
		switch {
		case m.Forfeit != tournament.NoResult:
			b.Score = m.Forfeit.Text(cat.T)
		case m.Finished():
			b.Score = w.Games.String() + "–" + k.Games.String()
		}
		for _, bd := range m.Boards {
			row := matchBoardRow{Board: bd.Board}
			row.White, row.WhiteMeta = player(bd.White)
			row.Black, row.BlackMeta = player(bd.Black)
			if m.Forfeit == tournament.NoResult {
				row.Result = bd.Result.Text(cat.T)
			}
			b.Boards = append(b.Boards, row)
		}
		d.Matches = append(d.Matches, b)
	}
	return d
}

// --- standings, boards, crosstable ------------------------------------------

type teamStandingsPage struct {
	Heads []tbHead
	Rows  []teamStandingRow
	Rules string
}

type teamStandingRow struct {
	Place, Name string
	No          int
	MP          int
	GP          string
	TieBreaks   []string
}

func teamStandingsData(ev *tournament.Event, cat *i18n.Catalog) teamStandingsPage {
	t := tournament.TeamStandings(ev)
	shown := t.TieBreakColumns()
	var ids []string
	for _, k := range shown {
		ids = append(ids, t.TieBreaks[k])
	}
	d := teamStandingsPage{Heads: tieHeads(cat, ids)}
	for _, r := range t.Rows {
		row := teamStandingRow{Place: r.Place, Name: r.Name, No: r.No, MP: r.MatchPoints, GP: tournament.FormatFraction(r.GamePoints)}
		for _, k := range shown {
			row.TieBreaks = append(row.TieBreaks, r.TieBreaks[k].Text)
		}
		d.Rows = append(d.Rows, row)
	}
	return d
}

type teamBoardsPage struct {
	Sections []boardSection
	Rule     string
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
	d := teamBoardsPage{Rule: cat.T("teams.ui.prizes.rule", "n", tournament.DefaultBoardPrizeMinGames)}
	for _, sec := range tournament.BoardSections(ev, tournament.DefaultBoardPrizeMinGames) {
		s := boardSection{Head: cat.T("teams.cli.board", "board", sec.Board)}
		if sec.Board == 0 {
			s.Head = cat.T("teams.cli.board.all")
		}
		for i, r := range sec.Records {
			s.Rows = append(s.Rows, boardResultRow{Cells: r.Cells(), Prize: sec.Prize[i]})
		}
		d.Sections = append(d.Sections, s)
	}
	return d
}

type teamCrossPage struct {
	Cols   []string
	Rows   []teamCrossRow
	Legend string
}

type teamCrossRow struct {
	Place, Name string
	No          int
	Cells       []string
	MP          int
	GP          string
}

func teamCrossData(ev *tournament.Event, cat *i18n.Catalog) teamCrossPage {
	ct := tournament.TeamCrosstable(ev)
	d := teamCrossPage{Legend: cat.T("teams.print.crosstable.note")}
	if ct.RoundRobin {
		for _, r := range ct.Rows {
			d.Cols = append(d.Cols, strconv.Itoa(r.No))
		}
	} else {
		for r := 1; r <= ct.Rounds; r++ {
			d.Cols = append(d.Cols, cat.T("print.col.round-n", "n", r))
		}
	}
	for _, r := range ct.Rows {
		d.Rows = append(d.Rows, teamCrossRow{Place: r.Place, Name: r.Name, No: r.No, Cells: ct.Cells(r, cat.T), MP: r.MatchPoints, GP: tournament.FormatFraction(r.GamePoints)})
	}
	return d
}
