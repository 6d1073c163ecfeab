package printing

import (
	"io"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/schedule"
	"arbiter/words"
)

// Ratings prints the FIDE rating report that ratingreport.Of
// computed: per player K and its reason, the rated games, the score
// against the expected score, the change (or an unrated player's initial
// rating), the opponents' average and the performance; then every title
// norm verdict with what it misses; then the national list when the event
// rates one. The words are the command line's.
func Ratings(w io.Writer, ev *tournament.Event, ro tournament.RatingOptions, opt Options) error {
	rows := ratingreport.Of(ev, ro)
	// "#" names each player as the rating settings do: a start number, a
	// team event's player TEAM:NO.
	refs := ratingreport.PlayerRefs(ev)
	return render(w, ev, opt, func(s *sheet) error {
		s.title = s.t("ratings.title")
		cols := []column{
			{head: "#", width: 6, align: "C"},
			{head: s.t("ratings.col.name"), width: 21, align: "L", bold: true, wrap: true, names: true},
			{head: s.t("print.certificate.opp-title"), width: 7, align: "C"},
			{head: s.t("print.col.fide-id"), width: 13, align: "C"},
			{head: s.t("print.col.federation"), width: 8, align: "C"},
			// Wide enough for "Vahvuusluku", "Laskettuja pelejä" and
			// "Arvestatud partiisid" in the heading.
			{head: s.t("ratings.col.rating"), width: 14, align: "C"},
			{head: "K", width: 19, align: "L", wrap: true},
			{head: s.t("ratings.col.games"), width: 17, align: "C"},
			{head: s.t("ratings.col.score"), width: 9, align: "C"},
			{head: s.t("ratings.col.expected"), width: 10, align: "C"},
			// An unrated player's "algreiting 1907, veel avaldamata".
			{head: s.t("ratings.col.change"), width: 13, align: "C", bold: true, wrap: true},
			{head: words.RatedShort(s.cat, words.RatedAverage), width: 9, align: "C"},
			{head: words.RatedShort(s.cat, words.RatedPerformance), width: 9, align: "C"},
		}
		// Thirteen columns, as the tournament report asks (title and FIDE
		// id beside the rating's own), fit a landscape page only.
		s.setOrientation("L")
		defer s.setOrientation("P")
		s.addPage()
		s.warn(words.RatingsProvisional(s.cat, ev))
		s.note(s.t("ratings.edition"))
		// The heads of the opponents' average and the performance, and
		// the games they count, said.
		s.note(words.RatedLegend(s.cat, words.RatedAverage, words.RatedPerformance))
		for _, no := range []string{words.NoChanges(s.cat, ev), words.NoNorms(s.cat, ev)} {
			if no != "" {
				s.note(no)
			}
		}
		s.pdf.Ln(2)
		s.formFactsBeside(s.formEvent(), s.formField())
		if norms.ScopeOf(ev).Changes != nil {
			// Not FIDE-rated: no player's FIDE figures, as the note says;
			// the national list, if the event rates one, is the event's.
			s.nationalRatings(ev, ro, refs)
			s.formSignatures()
			return nil
		}
		t := s.newTable(cols, 8.5, 5)
		// A name breaks between its words, never inside one: the name
		// column takes what its longest word needs from the games column,
		// whose heading and numbers need less than it has.
		var nameWords []string
		for _, r := range rows {
			nameWords = append(nameWords, strings.Fields(r.Name)...)
		}
		t.widen(1, 7, nameWords)
		// The K of each reason keeps one line of its column, whichever
		// players the event has ("10 (2400 saavutatud)" broke onto two):
		// the column is as wide as the language's widest, from the games
		// column too.
		var ks []string
		for _, k := range rating.KReasons {
			ks = append(ks, words.KOf(s.cat, k))
		}
		t.widen(6, 7, ks)
		var cells [][]string
		for _, r := range rows {
			p, _ := ev.Player(r.ID)
			row := []string{refs[r.ID], r.Name, p.Title, p.FIDEID, p.Federation, words.RatingOrUnrated(s.cat, r.Rating), words.KText(s.cat, r),
				strconv.Itoa(r.Games), tournament.Points(r.Points).String(), "", words.ChangeText(s.cat, r), "", ""}
			if r.Rating > 0 {
				row[9] = s.cat.Decimal(words.Hundredths(r.Expected))
			}
			if r.TPR > 0 {
				row[11], row[12] = strconv.Itoa(r.ARO), strconv.Itoa(r.TPR)
			}
			cells = append(cells, row)
		}
		notes := []string{s.t("ratings.note")}
		if note := words.KDateNote(s.cat, ev, s.date); note != "" {
			notes = append(notes, note)
		}
		// While games remain, what they can give follows the verdicts, as
		// the forecast sheet, the window and the pages give it, the names
		// in the players' size; a Swiss round not yet paired has none, and
		// why is said as the forecast sheet says it.
		forecast, noForecast := s.titleForecastBeforeEnd(ro)
		// A forecast where no player can have the games a norm needs is
		// said once (norms.NoneCanCount), as the forecast sheet says it.
		open := norms.AnyOpen(forecast)
		ft, frows := s.titleForecastTable(8.5, 4.5), s.titleForecastRows(forecast, func(id int64) string { return refs[id] })
		if open {
			sameSize(1, []*table{t, ft}, [][][]string{cells, frows})
		}
		nt, normRows := s.ratingNormsTable(rows, refs)
		// Where no norm was made the title norms are a heading and a line
		// or two: they, and the signatures where nothing else follows,
		// keep with the players' last rows, which alone they went onto a
		// page of their own. A table of norms or a forecast stands alone.
		if len(normRows) == 0 && !open {
			t.tail = 3 + headingH + s.notesHeight(s.t("ratings.norms.edition")) + 1 + s.notesHeight(words.NoNormListed(s.cat, ev, rows, false))
			if noForecast != nil {
				t.tail += s.notesHeight(s.cat.Error(noForecast))
			}
			if len(ro.NationalOn()) == 0 {
				t.tail += signOffH
			}
		}
		t.drawNoted(cells, notes)

		s.ratingNorms(nt, normRows, words.NoNormListed(s.cat, ev, rows, open))
		if left := words.NormsTooFewGames(s.cat, rows, refs); left != "" {
			s.note(left)
		}
		s.titleForecastAfter(ft, frows, open, noForecast)
		s.nationalRatings(ev, ro, refs)
		s.formSignatures()
		return nil
	})
}

// titleForecastBeforeEnd is the title norms' forecast of an event under
// way that gives norms (ro, its rating options), or why there is none;
// none once the event is over.
func (s *sheet) titleForecastBeforeEnd(ro tournament.RatingOptions) ([]norms.TitleForecast, error) {
	if norms.CertaintyOf(s.ev) == norms.Final || words.NoNorms(s.cat, s.ev) != "" {
		return nil, nil
	}
	return norms.TitleNormForecasts(s.ev, ro)
}

// titleForecastAfter draws, under a sheet's title norms, why they have no
// forecast (noForecast) or, while one is open, the forecast (ft, frows)
// with what it weighs: the rating changes sheet and the chief arbiter's
// report say the same of an event under way.
func (s *sheet) titleForecastAfter(ft *table, frows [][]string, open bool, noForecast error) {
	if noForecast != nil {
		s.note(s.cat.Error(noForecast))
	}
	if !open {
		return
	}
	s.pdf.Ln(3)
	s.heading(s.t("forecast.title"), 20)
	for _, line := range words.ForecastWeighs(s.cat, s.ev, 0) {
		s.note(line)
	}
	ft.draw(frows)
}

// ratingNormsTable is the table of the norms the rating report's players
// made (rows, each named by refs) and its rows.
func (s *sheet) ratingNormsTable(rows []ratingreport.Row, refs map[int64]string) (*table, [][]string) {
	nt := s.newTable([]column{
		{head: "#", width: 5, align: "C"},
		{head: s.t("ratings.col.name"), width: 30, align: "L", bold: true, wrap: true, names: true},
		{head: s.t("print.ratings.verdict"), width: 65, align: "L", wrap: true},
		{head: words.TieBreakShort(s.cat, "aro"), width: 8, align: "C"},
		{head: words.TieBreakShort(s.cat, "tpr"), width: 8, align: "C"},
	}, 8.5, 4.5)
	var normRows [][]string
	for _, r := range rows {
		for _, n := range r.Norms {
			normRows = append(normRows, []string{refs[r.ID], r.Name, words.NormLine(s.cat, n), strconv.Itoa(n.ARO), strconv.Itoa(n.TPR)})
		}
	}
	return nt, normRows
}

// ratingNorms draws the title norms made (ratingNormsTable), or says why
// there are none (none, words.NoNormListed).
func (s *sheet) ratingNorms(nt *table, normRows [][]string, none string) {
	s.pdf.Ln(3)
	s.heading(s.t("ratings.norms.title"), 20)
	s.note(s.t("ratings.norms.edition"))
	s.pdf.Ln(1)
	nt.draw(normRows)
	if len(normRows) == 0 {
		s.note(none)
		return
	}
	// The norms' figures are the title regulations', headed as the
	// tie-breaks are and said as such.
	s.note(words.TieBreakLegend(s.cat, []string{"aro", "tpr"}))
}

// nationalRatings is each national list's table, if the event rates any:
// each player's change under its K and floor, the games it leaves out
// said under it; then the players no list rates.
func (s *sheet) nationalRatings(ev *tournament.Event, ro tournament.RatingOptions, refs map[int64]string) {
	reports, unlisted := ratingreport.NationalReports(ev, ro)
	for _, rep := range reports {
		s.pdf.Ln(3)
		s.heading(words.NationalTitle(s.cat, rep.List), 20)
		t := s.newTable([]column{
			{head: "#", width: 6, align: "C"},
			{head: s.t("ratings.col.name"), width: 30, align: "L", bold: true, wrap: true, names: true},
			{head: s.t("ratings.col.rating"), width: 14, align: "C"},
			{head: s.t("ratings.col.games"), width: 10, align: "C"},
			{head: s.t("ratings.col.score"), width: 9, align: "C"},
			{head: s.t("ratings.col.expected"), width: 10, align: "C"},
			{head: s.t("ratings.col.change"), width: 11, align: "C", bold: true},
			{head: s.t("ratings.col.new"), width: 11, align: "C", bold: true},
		}, 8.5, 5)
		var rows [][]string
		for _, r := range rep.Players {
			cells := words.NationalCells(s.cat, r)
			cells[0] = refs[r.ID]
			rows = append(rows, cells)
		}
		t.draw(rows)
		if off := words.NationalOffGames(s.cat, rep.Players, refs); off != "" {
			s.note(off)
		}
	}
	if none := words.NationalUnlisted(s.cat, unlisted, refs); none != "" {
		s.pdf.Ln(2)
		s.note(none)
	}
}

// errNoNorm is the error of a norm certificate for an event in which no
// player has made a norm.
var errNoNorm = &engine.Message{Key: "print.certificate.none"}

// errNoNormYet is the error of a norm certificate while games remain and
// no player has made a norm so far: the forecast says what they can give.
var errNoNormYet = &engine.Message{Key: "print.certificate.none-yet"}

// NormCertificates prints one title norm certificate for each norm made in
// the event, with what a federation needs to file it (B.01 1.8): the event
// (name, place, dates, host federation, system, rounds, time control,
// chief arbiter), the player (name, FIDE id, federation, birth date,
// title, rating), the norm (games and what they count for, points, the
// opponents' average with the floor raised, the performance, federations
// and title holders met), every game counted with the opponent's name,
// title, federation, rating and the result, and the signatures.
func NormCertificates(w io.Writer, ev *tournament.Event, ro tournament.RatingOptions, opt Options) error {
	if err := norms.ScopeOf(ev).Titles; err != nil {
		return err // rapid, blitz or not FIDE-rated: not that no norm was met, but that none can be
	}
	return normCertificates(w, ev, ratingreport.Of(ev, ro), opt)
}

func normCertificates(w io.Writer, ev *tournament.Event, rows []ratingreport.Row, opt Options) error {
	made := false
	for _, r := range rows {
		for _, n := range r.Norms {
			made = made || n.Met
		}
	}
	if !made && norms.CertaintyOf(ev) != norms.Final {
		return errNoNormYet
	}
	if !made {
		return errNoNorm
	}
	return render(w, ev, opt, func(s *sheet) error {
		s.title = s.t("print.certificate.title")
		for _, r := range rows {
			for _, n := range r.Norms {
				if n.Met {
					s.certificate(r, n)
				}
			}
		}
		return nil
	})
}

func (s *sheet) certificate(r ratingreport.Row, n rating.NormResult) {
	p, _ := s.ev.Player(r.ID)
	s.addPage()
	s.warn(words.Provisional(s.cat, s.ev))
	// "Certificate of an IM norm", the article right in English: one text
	// per title.
	s.heading(s.t("print.certificate.heading."+n.Title), 60)
	s.note(s.t("ratings.norms.edition"))
	s.pdf.Ln(2)
	s.formFactsBeside(s.formEvent(), [][2]string{
		{s.t("print.certificate.player"), r.Name},
		{s.t("print.col.fide-id"), p.FIDEID},
		{s.t("print.report.federation"), p.Federation},
		{s.t("print.certificate.born"), s.date(p.BirthDate)},
		{s.t("print.certificate.title-held"), p.Title},
		{s.t("ratings.col.rating"), words.RatingOrUnrated(s.cat, p.Rating)},
	})
	games := strconv.Itoa(n.Games)
	if n.CountsAs != n.Games {
		games = s.t("print.certificate.counts-as", "games", n.Games, "counts", n.CountsAs)
	}
	aro := s.t("print.certificate.need-value", "value", n.ARO, "need", n.MinARO)
	if n.Raised != nil {
		aro += " (" + s.t("ratings.norms.raised", "from", n.Raised.From, "to", n.Raised.To) + ")"
	}
	feds := s.t("print.certificate.federations", "other", n.OtherFeds, "own", n.OwnFed)
	if n.Exempt {
		feds += " · " + s.t("ratings.norms.exempt")
	}
	// A game after the round the norm was made in (1.4.1e) counts no more
	// than a win left out (1.4.1f).
	counted := func(i int, g norms.NormGame) bool {
		return !slices.Contains(n.Dropped, i) && (n.Through == 0 || g.Round <= n.Through)
	}
	host := 0
	for i, g := range r.NormGames {
		if g.Federation == s.ev.Settings.Federation && counted(i, g) {
			host++
		}
	}
	facts := [][2]string{
		{s.t("print.certificate.norm"), n.Title},
		{s.t("print.certificate.games"), games},
		{s.t("print.certificate.points"), tournament.Points(n.Points).String() + "/" + strconv.Itoa(n.Games)},
		{s.t("print.certificate.need-points"), tournament.Points(n.NeedPoints).String()},
		{s.t("print.certificate.aro"), aro},
		{s.t("print.certificate.tpr"), s.t("print.certificate.need-value", "value", n.TPR, "need", n.NeedTPR)},
		{s.t("print.certificate.opponents"), s.t("print.certificate.titled", "titled", n.Titled, "level", n.Level, "titles", n.Title)},
		{s.t("print.certificate.feds"), feds},
	}
	if s.ev.Settings.Federation != "" {
		facts = append(facts, [2]string{s.t("print.certificate.host-opponents", "host", s.ev.Settings.Federation), strconv.Itoa(host)})
	}
	if n.Through > 0 {
		facts = append(facts, [2]string{s.t("print.certificate.through"), "1–" + strconv.Itoa(n.Through)})
	}
	if len(n.Dropped) > 0 {
		facts = append(facts, [2]string{s.t("print.certificate.dropped"), strconv.Itoa(len(n.Dropped))})
	}
	s.formFacts(facts)
	t := s.newTable([]column{
		{head: s.t("print.certificate.round"), width: 8, align: "C"},
		{head: s.t("print.certificate.date"), width: 15, align: "C"},
		{head: s.t("print.certificate.colour"), width: 8, align: "C"},
		{head: s.t("print.certificate.opponent"), width: 34, align: "L", bold: true, wrap: true, names: true},
		{head: s.t("print.certificate.opp-title"), width: 7, align: "C"},
		{head: s.t("print.col.fide-id"), width: 13, align: "C"},
		{head: s.t("print.col.federation"), width: 8, align: "C"},
		{head: s.t("ratings.col.rating"), width: 15, align: "C"},
		{head: s.t("print.certificate.result"), width: 10, align: "C", bold: true},
	}, 8.5, 4.8)
	// The rounds won without play stand among the games: no game, yet
	// rounds of the event (1.4.1c).
	var rows [][]string
	var undated []string
	for _, nr := range r.NormRounds() {
		date := s.date(schedule.Round(s.ev, nr.Round).Date)
		if date == "" {
			undated = append(undated, strconv.Itoa(nr.Round))
		}
		g, i := nr.Game, nr.Index
		if g == nil {
			rows = append(rows, []string{strconv.Itoa(nr.Round), date, "", s.t("print.certificate.unplayed"), "", "", "", "", "+"})
			continue
		}
		colour := s.t("print.certificate.black")
		if g.White {
			colour = s.t("print.certificate.white")
		}
		rt := words.RatingOrUnrated(s.cat, g.Rating)
		if n.Raised != nil && n.Raised.Index == i {
			rt += " → " + strconv.Itoa(n.Raised.To)
		}
		res := tournament.Points(g.HalfPoints).String()
		switch {
		case slices.Contains(n.Dropped, i):
			res += " " + s.t("print.certificate.left-out")
		case !counted(i, *g):
			res += " " + s.t("print.certificate.not-counted")
		}
		rows = append(rows, []string{strconv.Itoa(g.Round), date, colour, g.Name, g.Title, g.FIDEID, g.Federation, rt, res})
	}
	t.draw(rows)
	// A date left blank is said, not left to be read as forgotten: the
	// title application asks the date of every game.
	if len(undated) > 0 {
		s.pdf.Ln(1)
		s.note(s.t("print.certificate.undated", "count", len(undated), "rounds", strings.Join(undated, ", ")))
	}
	s.formSignatures()
}

// warn sets text in red in a box, where there is any: that the figures
// are provisional while rounds remain to be completed.
func (s *sheet) warn(text string) {
	if text == "" {
		return
	}
	p := s.pdf
	s.font("B", 9)
	p.SetTextColor(160, 0, 0)
	p.SetX(margin)
	p.MultiCell(s.contentWidth(), 4.5, text, "1", "L", false)
	p.SetTextColor(0, 0, 0)
	p.Ln(2)
}
