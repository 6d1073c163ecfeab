package printing

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/pairing"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/replay"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// ReportSource holds what the arbiter's report reads beside the event:
// the rulings logged and the rating options (a store does).
type ReportSource interface {
	Rulings() ([]replay.Ruling, error)
	RatingOptions() (tournament.RatingOptions, error)
}

// ArbiterReportOf prints ArbiterReport with the rulings and rating options
// src holds, as the window and the command line print it from the file.
func ArbiterReportOf(w io.Writer, ev *tournament.Event, src ReportSource, opt Options) error {
	rulings, err := src.Rulings()
	if err != nil {
		return err
	}
	ro, err := src.RatingOptions()
	if err != nil {
		return err
	}
	return ArbiterReport(w, ev, rulings, ro, opt)
}

// ArbiterReport prints the chief arbiter's report for the federation,
// which carries what FIDE's tournament report (IT3) asks: the event's
// particulars, the title norms achieved (ratingreport.Of with the
// event's rating options ro), the rulings log (incident, the proposed
// ruling with its articles, the arbiter's decision and when; one of a
// round un-paired since marked so), the results of every round, the final standings and a place for the chief arbiter's
// signature and the date.
func ArbiterReport(w io.Writer, ev *tournament.Event, rulings []replay.Ruling, ro tournament.RatingOptions, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error {
		s.title = s.t("print.report.title")
		s.addPage()
		s.reportParticulars()
		s.pdf.Ln(4)
		s.normsAchieved(ratingreport.Of(ev, ro), ro)

		s.pdf.Ln(4)
		s.heading(s.t("print.report.rulings"), 14)
		if len(rulings) == 0 {
			s.font("", 9)
			s.pdf.CellFormat(s.contentWidth(), 6, s.t("print.report.no-rulings"), "", 1, "L", false, 0, "")
		} else {
			t := s.newTable([]column{
				{head: s.t("print.report.game"), width: 10, align: "C", bold: true},
				{head: s.t("print.report.time"), width: 16, align: "C"},
				{head: s.t("print.scoresheet.move"), width: 8, align: "C"},
				{head: s.t("print.report.incident"), width: 27, align: "L", wrap: true},
				{head: s.t("print.report.proposal"), width: 27, align: "L", wrap: true},
				{head: s.t("print.report.decision"), width: 27, align: "L", wrap: true},
			}, 8, 4.2)
			var rows [][]string
			for _, r := range rulings {
				what := strings.TrimSpace(s.incident(r.Incident) + "\n" + s.rulingWhat(r))
				if r.Unpaired {
					// Its round.board names a game paired anew since.
					what += "\n" + s.t("print.report.unpaired")
				}
				move, mover := r.MoveNumber()
				rows = append(rows, []string{
					fmt.Sprintf("%d.%d", r.Round, r.Board),
					s.dateTime(r.At),
					moveLabel(move, mover == engine.Black),
					what,
					s.proposal(r),
					s.decision(r)})
			}
			t.draw(rows)
		}

		byID := players(ev)
		s.pdf.Ln(4)
		// Rounds without a single result yet are only pairings, not results.
		var played []tournament.Round
		for _, r := range ev.Rounds {
			if slices.ContainsFunc(r.Pairings, func(pr tournament.Pairing) bool { return !pr.IsBye() && pr.Result != tournament.NoResult }) {
				played = append(played, r)
			}
		}
		// The marks the results use explained, as on a pairing list, but
		// above them: under rounds that filled a page to its foot the
		// legend went alone onto a page of its own.
		legend, legendH := "", 0.0
		if !ev.Settings.System.Team() {
			forfeits, adjourned, withdrawn := false, false, false
			gone := func(id int64, round int) bool { p := byID[id]; return p != nil && p.GoneBefore(round) }
			for _, r := range played {
				boards, _, _ := pairing.RoundList(ev, r.Number)
				f, a := pairing.Marks(boards)
				forfeits, adjourned = forfeits || f, adjourned || a
				for _, pr := range r.Pairings {
					withdrawn = withdrawn || gone(pr.White, r.Number) || gone(pr.Black, r.Number)
				}
			}
			if legend = s.marksLegend(forfeits, adjourned, withdrawn); legend != "" {
				legendH = s.notesHeight(legend) + 2
			}
		}
		// The heading stays with the legend and the label and first boards
		// of round 1.
		s.heading(s.t("print.report.results"), legendH+7+3*5)
		if legend != "" {
			s.note(legend)
			s.pdf.Ln(2)
		}
		// A team event's results are its matches': each with its game
		// points or its forfeit and its boards forfeited, and its byes.
		if ev.Settings.System.Team() {
			s.teamRoundResults(played)
		} else {
			shown, resultW := s.listedResults(ev, played, false)
			s.roundColumns(played, byID, shown, resultW)
		}

		// A team event is ranked by its teams.
		if ev.Settings.System.Team() {
			if err := s.teamStandings(); err != nil {
				return err
			}
		} else {
			s.standingsHeaded(standings.Of(ev), "", signOffH)
		}
		s.signOff()
		return nil
	})
}

// signOff puts the chief arbiter's signature and the date under a report:
// 14 mm below it, less when that is all the page has left, and on a new
// page only when the last one is full.
func (s *sheet) signOff() {
	s.signOffWith([]string{s.t("print.report.signature", "name", s.ev.Settings.ChiefArbiter), s.t("print.report.date")})
}

// signOffH is the least height signOff needs below what was printed.
const signOffH = 17.0

// signOffWith places signature lines with these labels under what was
// printed, moving them (with the page before laid out again, ended
// higher) to a page of their own only when they would not fit.
func (s *sheet) signOffWith(labels []string) {
	const h = signOffH - 4 // the signature lines and their labels
	y := min(s.pdf.GetY()+14, s.bottom()-h)
	if y < s.pdf.GetY()+4 {
		s.alone = keepPage{page: s.pdf.PageNo(), bottom: s.pdf.GetY()}
		s.addPage()
		y = s.top() + 10
	}
	s.signatures(y, labels)
}

// reportParticulars is the table of the event's facts that opens the report.
func (s *sheet) reportParticulars() {
	st := s.ev.Settings
	played, forfeits, adjourned, annulled, void, open := 0, 0, 0, 0, 0, 0
	rounds := s.ev.Rounds
	// Each board as its round's pairing list and the results by round
	// give it (pairing.RoundList): a struck player's game with its result
	// is annulled (1953 §27), another game a withdrawal took out of the
	// event is not played, not one still without a result, and one it
	// decided as a forfeit is that forfeit.
	for _, r := range rounds {
		boards, _, _ := pairing.RoundList(s.ev, r.Number)
		for _, b := range boards {
			switch {
			case b.AnnulledPlayed():
				annulled++
			case b.Void:
				void++
			case b.Shown.Played():
				played++
			case b.Shown.Finished():
				forfeits++
			case b.Shown == tournament.Adjourned:
				adjourned++
			default:
				open++
			}
		}
	}
	// Every game paired is counted: one adjourned, annulled or taken out
	// by a withdrawal or not yet entered is named, so that the counts add up to
	// the games of the rounds.
	games := s.t("print.report.games-value", "played", played, "forfeits", forfeits)
	for _, c := range []struct {
		key   string
		count int
	}{{"print.report.games-adjourned", adjourned}, {"print.report.games-annulled", annulled}, {"print.report.games-void", void}, {"print.report.games-open", open}} {
		if c.count > 0 {
			games += ", " + s.t(c.key, "count", c.count)
		}
	}
	rows := [][2]string{
		{s.t("print.report.event"), st.Name},
		{s.t("print.report.site"), st.Site},
		{s.t("print.report.dates"), s.dates()},
		{s.t("print.report.federation"), st.Federation},
		{s.t("print.form.organiser"), st.Organiser},
		{s.t("print.form.chief"), s.chiefArbiter()},
		{s.t("print.report.deputies"), s.deputies()},
		{s.t("print.report.system"), s.t(st.System.NameKey())},
		{s.t("print.report.time-control"), s.timeControl()},
		s.ratingLists(),
		{s.t("print.report.ruleset"), words.RulesetName(s.cat, st.Ruleset)},
		{s.t("print.report.players"), fmt.Sprint(len(s.ev.Players))},
		{s.t("print.report.rounds"), fmt.Sprint(len(rounds))},
		{s.t("print.report.games"), games},
		{s.t("print.report.withdrawals"), s.withdrawals()},
		{s.t("print.report.federations"), s.federations()},
		{s.t("print.report.rated"), s.t("print.report.rated-value", "rated", s.ev.RatedPlayers(), "players", len(s.ev.Players))},
		{s.t("print.report.titled"), s.titled()},
	}
	if st.System.Team() {
		rows = slices.Insert(rows, 14, [2]string{s.t("print.report.matches"), s.matchCounts()})
	}
	if st.System.IndividualSwiss() {
		// After the system, whose regulations the limit and the late
		// entries' byes are of.
		rows = slices.Insert(rows, 8, [2]string{s.t("event.halfbyes"), words.HalfByeLimit(s.cat, st)},
			[2]string{s.t("event.latebyes"), s.t(st.LateEntryByes.NameKey())})
	}
	s.formFactsAt(margin, s.contentWidth(), rows)
}

// normsAchieved lists the title norms the players made, as the
// tournament report asks: the player with his number, FIDE id and
// federation, the title, the score and the performance; or says that
// no one made one, or, where no one has the games yet, why, as the
// rating changes sheet says it; provisional while rounds remain, the
// forecast under it (ro, the event's rating options, as the sheet's).
func (s *sheet) normsAchieved(rows []ratingreport.Row, ro tournament.RatingOptions) {
	var made [][]string
	for _, r := range rows {
		p, _ := s.ev.Player(r.ID)
		for _, n := range r.Norms {
			if n.Met {
				score := tournament.Points(n.Points).String() + "/" + strconv.Itoa(n.Games)
				if n.Through > 0 {
					score += " · " + s.t("print.certificate.through") + " 1–" + strconv.Itoa(n.Through)
				}
				made = append(made, []string{s.numbered(p), p.FIDEID, p.Federation, n.Title, score, strconv.Itoa(n.TPR)})
			}
		}
	}
	s.heading(s.t("print.report.norms"), 14)
	if no := words.NoNorms(s.cat, s.ev); no != "" {
		s.note(no)
		return
	}
	// Printed with rounds to play, the norms made so far are not the
	// event's, as the rating changes sheet says of its own.
	if p := words.Provisional(s.cat, s.ev); p != "" {
		s.warn(p)
	}
	forecast, noForecast := s.titleForecastBeforeEnd(ro)
	open := norms.AnyOpen(forecast)
	defer s.titleForecastAfter(s.titleForecastTable(8, 5), s.titleForecastRows(forecast, func(id int64) string { return words.Number(s.number[id]) }), open, noForecast)
	if len(made) == 0 {
		// "No one achieved one" is a verdict where some were judged; with
		// none judged the line says why, "none has the games yet" among
		// its reasons, as the rating changes sheet says it.
		none := s.t("print.report.norms.none")
		if !slices.ContainsFunc(rows, func(r ratingreport.Row) bool { return len(r.Norms) > 0 }) {
			none = words.NoNormListed(s.cat, s.ev, rows, open)
		}
		s.note(none)
		return
	}
	s.newTable([]column{
		{head: s.t("print.col.player"), width: 40, align: "L", bold: true, wrap: true, names: true},
		{head: s.t("print.col.fide-id"), width: 14, align: "C"},
		{head: s.t("print.col.federation"), width: 9, align: "C"},
		{head: s.t("print.certificate.norm"), width: 10, align: "C", bold: true},
		{head: s.t("print.certificate.points"), width: 12, align: "C"},
		{head: words.TieBreakShort(s.cat, "tpr"), width: 10, align: "C"},
	}, 9, 5.5).draw(made)
	s.note(words.TieBreakLegend(s.cat, []string{"tpr"}))
}

// withdrawals names the teams and the players who withdrew and after
// which round, or says there were none.
func (s *sheet) withdrawals() string {
	var out []string
	for _, t := range s.ev.Teams {
		if t.Withdrawn() {
			out = append(out, s.t("print.report.withdrawal", "name", s.teamName(t.ID), "round", t.WithdrawnAfter))
		}
	}
	for _, p := range s.ev.Players {
		if p.Withdrawn() {
			out = append(out, s.t("print.report.withdrawal", "name", s.numbered(&p), "round", p.WithdrawnAfter))
		}
	}
	if len(out) == 0 {
		return s.t("print.report.none")
	}
	return strings.Join(out, "; ")
}

// federations counts the players of each federation, the largest first
// ("FIN 16, EST 15"), as a federation's report asks.
func (s *sheet) federations() string {
	return countList(s.ev.Players, func(p tournament.Player) string { return p.Federation }, s.t("print.report.no-federation"))
}

// titled counts the titled players by title ("GM 2, IM 2"), or says
// there are none.
func (s *sheet) titled() string {
	var titled []tournament.Player
	for _, p := range s.ev.Players {
		if p.Title != "" {
			titled = append(titled, p)
		}
	}
	if len(titled) == 0 {
		return s.t("print.report.none")
	}
	return countList(titled, func(p tournament.Player) string { return p.Title }, "")
}

// countList counts players by key, the largest count first, then by
// key; a player without a key counts under none.
func countList(players []tournament.Player, key func(tournament.Player) string, none string) string {
	counts := map[string]int{}
	for _, p := range players {
		k := cmp.Or(key(p), none)
		counts[k]++
	}
	keys := slices.Collect(maps.Keys(counts))
	slices.SortFunc(keys, func(a, b string) int { return cmp.Or(counts[b]-counts[a], strings.Compare(a, b)) })
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, counts[k])
	}
	return strings.Join(parts, ", ")
}

// incident names an incident of the rulings log: the desk records its
// kind ("illegal-move"), which the rules catalogue names; text entered by
// hand prints as it is.
func (s *sheet) incident(kind string) string {
	if key := rules.IncidentKind(kind).Key(); s.cat.Knows(key) {
		return s.t(key)
	}
	return kind
}

// dateTime writes a moment as the sheet's language writes a date, and
// under it the time of day on the arbiter's clock, as the language writes
// it (words.ClockTime, as the sheet heads a round).
func (s *sheet) dateTime(at time.Time) string {
	at = at.Local()
	return s.date(at.Format(time.DateOnly)) + "\n" + words.ClockTime(s.cat, at.Format("15:04"))
}

// proposal is the ruling the app proposed: its result, the articles and
// its notes, a line each as `arbiter ruling` prints them (that it rests
// on the arbiter's finding, 9.5, where no move was recorded).
func (s *sheet) proposal(r replay.Ruling) string {
	res := s.t("print.report.play-on")
	if pr := r.ProposedResult(); pr != tournament.NoResult {
		res = pr.Text(s.t)
	}
	if len(r.Articles) > 0 {
		res += "\n" + s.cite(r.Ruleset, r.Articles)
	}
	if d, ok := r.ProposedDecision(); ok {
		d.Localize(s.cat.TMap)
		for _, n := range d.NoteTexts {
			res += "\n— " + n
		}
	}
	return res
}

// cite is the articles of a ruleset as every door cites them (rules.Cite):
// "NSVL 1953, §21", not "NSVL 1953 punkt §21" beside the desk's words.
func (s *sheet) cite(id rules.RulesetID, articles []string) string {
	return rules.Cite{Ruleset: id, Articles: articles}.Text(s.cat.TMap)
}

// decision is what the arbiter decided: an accepted ruling with the time
// it added and the warning it gave (the proposal beside it names the
// result), an overruling with its reason.
func (s *sheet) decision(r replay.Ruling) string {
	d := s.accepted(r, false)
	if r.Overruled {
		d = s.t("print.report.overruled", "reason", r.Reason)
	}
	if r.FinalNotes != "" {
		d += "\n" + r.FinalNotes
	}
	return d
}

// matchCounts says a team event's matches as the report counts them: those
// decided on the boards, those forfeited whole and the byes.
func (s *sheet) matchCounts() string {
	decided, forfeited, byes := 0, 0, 0
	for _, m := range s.ev.Matches {
		switch {
		case m.IsBye():
			byes++
		case m.Forfeit != tournament.NoResult:
			forfeited++
		case m.Finished(s.ev.MatchGames(m)):
			decided++
		}
	}
	return s.t("print.report.matches-value", "decided", decided, "forfeited", forfeited, "byes", byes)
}

// teamRoundResults lists the results of a team event's rounds match by
// match: the teams and the game points, a match forfeited whole with its
// forfeit, the boards a match had forfeited, and each round's byes with
// what they scored.
func (s *sheet) teamRoundResults(rounds []tournament.Round) {
	cols := []column{
		{head: s.t("print.report.match"), width: 12, align: "C", bold: true},
		{head: s.t("print.col.white"), width: 48, align: "L", wrap: true},
		// A match in progress says so under its score.
		{head: s.t("print.col.result"), width: 18, align: "C", bold: true, wrap: true},
		{head: s.t("print.col.black"), width: 48, align: "L", wrap: true},
		{head: s.t("print.report.forfeits"), width: 40, align: "L", wrap: true},
	}
	for _, rd := range rounds {
		var rows [][]string
		var byes []string
		for _, m := range s.ev.RoundMatches(rd.Number) {
			games := s.ev.MatchGames(m)
			if m.IsBye() {
				byes = append(byes, words.TeamBye(s.cat, s.ev.TeamOptions, m, s.teamName(m.White)))
				continue
			}
			res, remark := words.MatchResult(s.cat, s.ev.TeamOptions, m, games), ""
			if n := forfeitedBoards(games); m.Forfeit != tournament.NoResult {
				remark = s.t("print.report.match-forfeited")
			} else if n > 0 {
				remark = s.t("print.report.boards-forfeited", "n", n)
			}
			rows = append(rows, []string{strconv.Itoa(m.Number), s.teamName(m.White), res, s.teamName(m.Black), remark})
		}
		// The round's byes are told under its matches and go over to the
		// next page with its last matches, its heading with its first: a
		// bye's line alone at a page's top was read as no round's.
		t := s.newTable(cols, 9, 6)
		t.again = s.t("print.round.continued", "round", s.roundLabel(rd.Number))
		need := t.lead(rows)
		if len(rows) <= orphanRows {
			need += 2 + s.notesHeight(byes...)
		}
		s.heading(s.roundLabel(rd.Number), need)
		t.drawNoted(rows, byes)
		s.pdf.Ln(2)
	}
}

// forfeitedBoards counts a match's games decided without play.
func forfeitedBoards(games []tournament.Pairing) int {
	n := 0
	for _, g := range games {
		if g.Result.Forfeit() {
			n++
		}
	}
	return n
}
