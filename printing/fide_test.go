package printing

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/rating"
)

// TestNormVerdictCannotJudge: a norm that a rule not implemented decides
// is said to be neither met nor missed, in every language.
func TestNormVerdictCannotJudge(t *testing.T) {
	r := rating.NormResult{Title: "GM", CannotJudge: []rating.CannotJudge{{Rule: "1.4.5", Kind: rating.JudgeDoubleRoundRobin}}}
	for lang, want := range map[i18n.Lang]string{
		i18n.English:  "GM: cannot judge — the rule of 1.4.5 for a double round robin is not implemented; check the norm by hand",
		i18n.Finnish:  "GM: ei voida ratkaista — kohdan 1.4.5 sääntöä kaksinkertaiselle kaikki vastaan kaikki -turnaukselle ei ole toteutettu; tarkista normi käsin",
		i18n.Estonian: "GM: ei saa otsustada — punkti 1.4.5 reeglit kahekordse ringturniiri kohta pole rakendatud; kontrolli normi käsitsi",
	} {
		if got := NormVerdict(i18n.For(lang), r); got != want {
			t.Errorf("%s: %q", lang, got)
		}
	}
}

// formEvent is the norm event with the arbiters the forms ask for.
func formEvent(t *testing.T) *tournament.Event {
	ev := testevent.Norm(t)
	ev.Settings.ChiefArbiter = "Matti Laine (502001)"
	ev.Settings.Deputies = "Anna Apu (502002); Bert Berg"
	return ev
}

// field finds "label … value" on one line of the read-back text.
func field(text, label, value string) bool {
	return regexp.MustCompile(`(?m)` + regexp.QuoteMeta(label) + `[ \t]+` + regexp.QuoteMeta(value) + `(\s|$)`).MatchString(text)
}

// playerLine matches a table line naming a player with his title (when he
// has one), FIDE id, federation and rating in that order.
func formPlayerLine(name, title, id, fed string, rating int) *regexp.Regexp {
	return regexp.MustCompile(regexp.QuoteMeta(name) + `\s+(` + title + `\s+)?` + id + `\s+` + fed + `\s+` + strconv.Itoa(rating))
}

// checkField fails the test when the value of f is not beside its label.
func checkField(t *testing.T, lang i18n.Lang, text string, f [2]string) {
	t.Helper()
	if !field(text, f[0], f[1]) {
		t.Errorf("%s: no %q beside %q", lang, f[1], f[0])
	}
}

// TestIT3CertificateCarriesEveryField prints the norm certificates in
// every language, reads them back and finds each field of the title norm
// report with the event's own data beside its label: the event (host
// federation, dates, type, number of players and rounds, rate of play,
// chief and deputy arbiters), the player, the norm's figures, and for
// every game counted the opponent's title, FIDE id, federation and rating.
func TestIT3CertificateCarriesEveryField(t *testing.T) {
	ev := formEvent(t)
	rows := tournament.RatingReport(ev, tournament.RatingOptions{})
	for _, lang := range i18n.Complete {
		c := i18n.For(lang)
		var buf bytes.Buffer
		if err := NormCertificates(&buf, ev, tournament.RatingOptions{}, Options{Lang: lang}); err != nil {
			t.Fatal(err)
		}
		text := pdfText(t, buf.Bytes())
		st := ev.Settings
		aalto := rows[0]
		p, _ := ev.Player(aalto.ID)
		// Eero Aalto's GM and IM norms: a page each, with the right article.
		for _, n := range aalto.Norms {
			if !strings.Contains(text, c.T("print.certificate.heading."+n.Title)) {
				t.Errorf("%s: no heading for the %s norm", lang, n.Title)
			}
		}
		if lang == i18n.English && (!strings.Contains(text, "Certificate of an IM norm") || strings.Contains(text, "a IM")) {
			t.Errorf("en: the article of the IM norm:\n%s", text)
		}
		gm := aalto.Norms[0]
		for _, f := range [][2]string{
			{c.T("print.report.event"), st.Name},
			{c.T("print.report.site"), st.Site},
			{c.T("print.form.host"), "FIN"},
			{c.T("print.report.system"), c.T("print.system.round-robin")},
			{c.T("print.form.players"), "10"},
			{c.T("print.form.rounds"), "9"},
			{c.T("print.report.time-control"), "90/90+30'"},
			{c.T("print.report.chief"), st.ChiefArbiter},
			{c.T("print.report.deputies"), st.Deputies},
			{c.T("print.certificate.player"), "Eero Aalto"},
			{c.T("print.col.fide-id"), p.FIDEID},
			{c.T("print.certificate.born"), "2001"},
			{c.T("ratings.col.rating"), "2440"},
			{c.T("print.certificate.points"), "7/9"},
			// 7/9 is exactly what the GM norm needs (1.4.8: 78 % → +220).
			{c.T("print.certificate.need-points"), "7"},
			{c.T("print.certificate.aro"), c.T("print.certificate.need-value", "value", gm.ARO, "need", 2380)},
			{c.T("print.certificate.tpr"), c.T("print.certificate.need-value", "value", gm.TPR, "need", 2600)},
			// FIN opponents of Aalto: Nurmi, Salo, Koski.
			{c.T("print.certificate.host-opponents", "host", "FIN"), "3"},
		} {
			checkField(t, lang, text, f)
		}
		if !strings.Contains(text, "10.4.2026") && !strings.Contains(text, "10 Apr 2026") {
			t.Errorf("%s: no start date:\n%s", lang, text)
		}
		for _, g := range aalto.NormGames {
			if !formPlayerLine(g.Name, g.Title, g.FIDEID, g.Federation, g.Rating).MatchString(text) {
				t.Errorf("%s: no line for %s %s %s %s %d", lang, g.Name, g.Title, g.FIDEID, g.Federation, g.Rating)
			}
		}
	}
}

// TestIT1RatingReportCarriesEveryField: the rating report names the event
// as the tournament report does and every player with title, FIDE id,
// federation and rating, in every language, with no command-line syntax.
func TestIT1RatingReportCarriesEveryField(t *testing.T) {
	ev := formEvent(t)
	for _, lang := range i18n.Complete {
		c := i18n.For(lang)
		var buf bytes.Buffer
		if err := Ratings(&buf, ev, tournament.RatingOptions{}, Options{Lang: lang}); err != nil {
			t.Fatal(err)
		}
		text := pdfText(t, buf.Bytes())
		for _, f := range [][2]string{
			{c.T("print.form.host"), "FIN"},
			{c.T("print.form.players"), "10"},
			{c.T("print.form.rounds"), "9"},
			{c.T("print.report.chief"), ev.Settings.ChiefArbiter},
			{c.T("print.report.deputies"), ev.Settings.Deputies},
			// every player is rated; FIN EST GER SWE NOR LAT.
			{c.T("print.form.rated-players"), "10"},
			{c.T("print.form.federations"), "6"},
		} {
			checkField(t, lang, text, f)
		}
		for _, p := range ev.Players {
			if !formPlayerLine(p.Name, p.Title, p.FIDEID, p.Federation, p.Rating).MatchString(text) {
				t.Errorf("%s: no line for %s %s %s %s %d", lang, p.Name, p.Title, p.FIDEID, p.Federation, p.Rating)
			}
		}
		for _, cli := range []string{"--k", "NUMBER=", "NUMERO=", "--save"} {
			if strings.Contains(text, cli) {
				t.Errorf("%s: command-line syntax %q on paper", lang, cli)
			}
		}
		if !strings.Contains(text, c.T("print.certificate.officer")) {
			t.Errorf("%s: no host federation official's signature", lang)
		}
	}
}
