package printing

import (
	"strconv"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament/rating"
	"arbiter/words"
)

// What FIDE's forms ask of an event: the certificate of a title result
// (IT1, the norm certificate) and the tournament report (IT3, which the
// arbiter's report carries) both name the event's particulars — its
// organiser, the rating list it was rated from, the rate of play in words,
// the chief arbiter with his FIDE id — and close with dated signatures.
// The rating report, the norm certificate and the arbiter's report print
// them from the event's settings, so that the arbiter copies nothing by
// hand.

// formFacts prints label–value pairs as a two-column table.
func (s *sheet) formFacts(rows [][2]string) {
	s.formFactsAt(margin, s.contentWidth(), rows)
	s.pdf.Ln(2)
}

// formFactsBeside prints two lists of label–value pairs side by side (the
// event's and the player's), so that a certificate keeps to one page.
func (s *sheet) formFactsBeside(left, right [][2]string) {
	const gap = 4.0
	top := s.pdf.GetY()
	w := (s.contentWidth() - gap) / 2
	s.formFactsAt(margin, w, left)
	end := s.pdf.GetY()
	s.pdf.SetY(top)
	s.formFactsAt(margin+w+gap, w, right)
	s.pdf.SetY(max(end, s.pdf.GetY()) + 2)
}

func (s *sheet) formFactsAt(x, w float64, rows [][2]string) {
	t := s.newTableAt(x, w, []column{{head: "", width: 40, align: "L", bold: true, wrap: true}, {head: "", width: 60, align: "L", wrap: true}}, 8.5, 4.8)
	cells := make([][]string, len(rows))
	for i, r := range rows {
		cells[i] = r[:]
	}
	t.draw(cells)
}

// formEvent is the event as the forms name it: name, place, host
// federation, dates, type, number of players and rounds, rate of play,
// chief and deputy arbiters.
func (s *sheet) formEvent() [][2]string {
	st := s.ev.Settings
	return [][2]string{
		{s.t("print.report.event"), st.Name},
		{s.t("print.report.site"), st.Site},
		{s.t("print.form.host"), st.Federation},
		{s.t("print.form.organiser"), st.Organiser},
		{s.t("print.report.dates"), s.dates()},
		{s.t("print.report.system"), s.t(st.System.NameKey())},
		{s.t("print.form.players"), strconv.Itoa(len(s.ev.Players))},
		{s.t("print.form.rounds"), strconv.Itoa(s.ev.TotalRounds())},
		{s.t("print.report.time-control"), s.timeControl()},
		s.ratingLists(),
		{s.t("print.form.chief"), s.chiefArbiter()},
		{s.t("print.report.deputies"), s.deputies()},
	}
}

// chiefArbiter is the chief arbiter's name with his FIDE id, as FIDE's
// forms ask for both.
func (s *sheet) chiefArbiter() string {
	return s.arbiter(s.ev.Settings.ChiefArbiter, s.ev.Settings.ChiefArbiterFIDEID)
}

// deputies are the deputy arbiters, each with his FIDE id where the event
// has it (arbiter deputy add --fide-id); an event whose deputies are only
// a text (an import, a file made before) prints that text.
func (s *sheet) deputies() string {
	if len(s.ev.Deputies) == 0 {
		return s.ev.Settings.Deputies
	}
	names := make([]string, len(s.ev.Deputies))
	for i, d := range s.ev.Deputies {
		names[i] = s.arbiter(d.Name, d.FIDEID)
	}
	return strings.Join(names, "; ")
}

// arbiter is an arbiter's name with his FIDE id, when known.
func (s *sheet) arbiter(name, fideID string) string {
	if fideID == "" {
		return name
	}
	return s.t("print.form.arbiter-id", "name", name, "id", fideID)
}

// ratingLists is the row naming the rating lists the event was rated
// from, each with its date on a line of its own, or saying that none was
// recorded (the ratings typed in): FIDE's list among the others where an
// update took some players from a national list.
func (s *sheet) ratingLists() [2]string {
	lists := s.ev.Settings.RatingLists
	// Which ratings the event took (its game type's), on a line after the
	// lists: ratings typed in are taken as those too.
	taken := i18n.UpperFirst(words.RatingsTaken(s.cat, s.ev.Settings))
	if len(lists) == 0 {
		return [2]string{s.t("print.form.rating-list"), s.t("print.form.rating-list.none") + "\n" + taken}
	}
	names := make([]string, len(lists))
	for i, r := range lists {
		names[i] = r.List
		if r.Date != "" {
			names[i] = s.t("print.form.rating-list.value", "list", r.List, "date", s.date(r.Date))
		}
	}
	label := "print.form.rating-list"
	if len(lists) > 1 {
		label = "print.form.rating-lists"
	}
	// A line each, none cut, a narrow form's column wrapping none.
	names = append(names, taken)
	return [2]string{s.t(label), strings.Join(names, "\n")}
}

// formField is what the tournament report adds about the players: how
// many are rated and how many federations they come from (FID, FIDE's own,
// is no federation).
func (s *sheet) formField() [][2]string {
	feds := map[string]bool{}
	for _, p := range s.ev.Players {
		if p.Federation != "" && p.Federation != rating.NoFederation {
			feds[p.Federation] = true
		}
	}
	return [][2]string{
		{s.t("print.form.rated-players"), strconv.Itoa(s.ev.RatedPlayers())},
		{s.t("print.form.federations"), strconv.Itoa(len(feds))},
	}
}

// formSignatures are the chief arbiter's and the host federation
// official's signatures and the date they sign on, which both forms ask
// for.
func (s *sheet) formSignatures() {
	s.signOffWith([]string{s.t("print.report.signature", "name", s.ev.Settings.ChiefArbiter), s.t("print.certificate.officer"),
		s.t("print.report.date")})
}
