package ui

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/internal/pdftext"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/prizes"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/ui/dropdown"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
	"arbiter/words"
)

// prizeList is the event's prize list as prizes.Of works it out, rules
// it refuses failing the test.
func prizeList(t *testing.T, ev *tournament.Event, rules prizes.Rules) prizes.List {
	t.Helper()
	list, err := prizes.Of(ev, team.PrizeTable(ev), rules)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// setPrizeRules saves the event's prize rules as the window saves a
// change.
func setPrizeRules(t *testing.T, s *Shell, rules prizes.Rules) {
	t.Helper()
	if !s.act(func() error { return s.doc.st.SetPrizeRules(rules) }) {
		t.Fatal("rules not saved")
	}
}

// The standings view shows a ranking group's standings and the prize list
// as prizes.GroupStandings and prizes.Of give them (the
// paper and the command line show the same), and the editor's lines read
// back to the rules they were written from.
func TestStandingsGroupsAndPrizes(t *testing.T) {
	s := fiveWithRoundOneWon(t)
	rules := prizes.Rules{
		Groups:   []prizes.Group{{ID: "u1985", Name: "Under 1985", Kind: prizes.GroupRating, To: new(1984)}},
		Prizes:   []prizes.Prize{{Place: 1, Amount: 10000}, {Place: 2, Amount: 5000}, {Group: "u1985", Place: 1, Amount: 2550, Item: "book"}},
		Currency: "EUR",
	}
	setPrizeRules(t, s, rules)
	v := shownView[*standingsView](s, areaStandings)
	if want := []string{"", "u1985", prizeListShow}; !slices.Equal(v.show.values, want) {
		t.Fatalf("choices %q, want %q", v.show.values, want)
	}
	// The choice shows its longest option whole, the group offered
	// after the view was made among them.
	s.win.Canvas().Refresh(v.content)
	if got, want := v.show.sel.Size().Width, dropdown.Width(&v.show.sel.Select.Select); got < want {
		t.Errorf("the choice is %.0f px wide, its longest option %.0f", got, want)
	}
	v.show.set("u1985")
	var want [][]string
	for _, r := range prizes.GroupStandings(&s.doc.event, team.PrizeTable(&s.doc.event), rules.Groups[0]).Rows {
		want = append(want, []string{r.Place, words.Number(r.No), r.Name})
	}
	var got [][]string
	for _, r := range v.grid.rows {
		got = append(got, r[:3])
	}
	if len(want) == 0 || !reflect.DeepEqual(got, want) {
		t.Errorf("group standings %q, want %q", got, want)
	}
	v.show.set(prizeListShow)
	list := prizeList(t, &s.doc.event, rules)
	want = nil
	for _, r := range append(words.PrizeRows(s.cat, rules, list), words.PrizeAccount(s.cat, list)...) {
		want = append(want, r.Cells())
	}
	// Four awards: the two under 1985 on 0 points share its 25.50, the
	// second past the paid place.
	if len(list.Awards) != 4 || !reflect.DeepEqual(v.grid.rows, want) {
		t.Errorf("prize list %q, want %q", v.grid.rows, want)
	}
	// 100 + 50 + 25.50 in the fund, all of it paid, nothing over.
	if head := v.grid.cols[4].title; head != "Amount (EUR)" {
		t.Errorf("the money column is headed %q", head)
	}
	for _, line := range [][]string{{s.t("prizes.account.fund"), "", "", "", "175.50 EUR"}, {s.t("prizes.account.remainder"), "", "", "", "0 EUR"}} {
		if !slices.ContainsFunc(v.grid.rows, func(r []string) bool { return slices.Equal(r, line) }) {
			t.Errorf("the prize list lacks the line %q: %q", line, v.grid.rows)
		}
	}

	lines := prizeFields{s: s, groups: s.newField(), places: s.newField(), currency: s.newField()}
	lines.groups.SetText(strings.Join(s.groupLines(rules.Groups), "\n"))
	lines.places.SetText(strings.Join(prizeLines(rules.Prizes), "\n"))
	bad := map[fyne.CanvasObject]error{}
	if back := lines.read(bad); len(bad) > 0 || !reflect.DeepEqual(back.Groups, rules.Groups) || !reflect.DeepEqual(back.Prizes, rules.Prizes) {
		t.Errorf("the editor's lines read back as %+v, %v", back, bad)
	}

	// The editor keeps the rules it does not change and saves the
	// currency typed, trimmed.
	v.editPrizes()
	for _, f := range overlayParts[*widget.Form](s) {
		for _, item := range f.Items {
			if item.Text == s.t("prizes.ui.currency") {
				itemField(item).SetText(" € ")
			}
		}
	}
	test.Tap(defaultButton(t, s))
	rules.Currency, rules.Order = "€", prizes.ByValue // the order "" is by value
	if got, err := s.doc.st.PrizeRules(); err != nil || !reflect.DeepEqual(got, rules) {
		t.Errorf("the editor saved %+v, %v; want %+v", got, err, rules)
	}
}

// The window's prize list gives every amount with the event's currency,
// an award's as the account's ("75 EUR (shared by 2)"): the awards' rows
// gave the bare number under the fund's "150 EUR".
func TestPrizeListAmountsHaveTheCurrency(t *testing.T) {
	s := fiveWithRoundOneWon(t)
	setPrizeRules(t, s, prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 10000}, {Place: 2, Amount: 5000, Item: "book"}}, Currency: "EUR"})
	v := shownView[*standingsView](s, areaStandings)
	v.show.set(prizeListShow)
	var money []string
	for _, r := range v.grid.rows {
		money = append(money, r[4])
	}
	for _, want := range []string{"75 EUR (shared by 2)", "75 EUR (shared by 2) + book", "150 EUR"} {
		if !slices.Contains(money, want) {
			t.Errorf("the amounts %q lack %q", money, want)
		}
	}
}

// A file's prize list with a place left out (prizes for places 1 and 3,
// saved before that was refused) shows no payout in the window, where it
// paid place 3's prize to the player placed second: the notes say why,
// and Edit prizes… is there to mend it.
func TestAPrizeListWithAPlaceLeftOutShowsTheReasonNotAPayout(t *testing.T) {
	s := fiveWithRoundOneWon(t)
	v := shownView[*standingsView](s, areaStandings)
	gap := prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 10000}, {Place: 3, Amount: 5000}}, Currency: "EUR"}
	v.showPrizes(gap)
	want := s.cat.T("prizes.held-back", "why", s.cat.Error(prizes.Check(gap)))
	if len(v.grid.rows) != 0 || !strings.Contains(want, "place 2") || !strings.Contains(v.note.Text, want) {
		t.Errorf("rows %q, notes %q; want none and %q", v.grid.rows, v.note.Text, want)
	}
	// Headed as a prize list, not by the standings' columns it replaced.
	if len(v.grid.cols) == 0 || v.grid.cols[0].title != s.t("prizes.col.prize") {
		t.Errorf("the empty list is headed %+v", v.grid.cols)
	}
}

// The window's prize list says its places are provisional while rounds
// remain, as the paper, the pages and prizes --json
// say it; it said only "after round 1".
func TestPrizeListSaysItIsProvisional(t *testing.T) {
	s, _ := fiveWithRoundOne(t)
	setPrizeRules(t, s, prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 10000}}, Currency: "EUR"})
	v := shownView[*standingsView](s, areaStandings)
	v.show.set(prizeListShow)
	if want := words.PrizesProvisional(s.cat, &s.doc.event); want == "" || !strings.Contains(v.note.Text, want) {
		t.Errorf("the prize list's notes %q lack %q", v.note.Text, want)
	}
}

// The window's prize list says the rules it follows as the paper, the
// pages and the command line do, a rating band's among them: that it
// leaves the unrated out, where a band typed 0-1599 left them out unsaid.
func TestPrizeListSaysItsRules(t *testing.T) {
	s, _ := fiveWithRoundOne(t)
	rules := prizes.Rules{Groups: []prizes.Group{{ID: "u16", Name: "Under 1600", Kind: prizes.GroupRating, To: new(1599)}},
		Prizes: []prizes.Prize{{Place: 1, Amount: 10000}, {Group: "u16", Place: 1, Amount: 1000}}, Currency: "EUR"}
	setPrizeRules(t, s, rules)
	v := shownView[*standingsView](s, areaStandings)
	v.show.set(prizeListShow)
	list, err := prizes.Of(&s.doc.event, team.PrizeTable(&s.doc.event), rules)
	if err != nil {
		t.Fatal(err)
	}
	testtext.SaysEach(t, "the prize list's notes", v.note.Text, words.PrizeLegend(s.cat, rules, list)...)
}

// The standings in the window name the edition of FIDE's Tie-Break
// Regulations as the paper does, in the same words and with the date
// written as the language writes dates: the window had words of its own
// and the bare ISO date, "in force from 2026-03-01" above a sheet that
// said "in force from 1 Mar 2026". The team standings say it so too, and
// of a team event started in 2020, before the earliest edition known,
// that these are not the rules of its day (standings.EarlyStart), as the
// paper says it: the team view wrote its own words and said nothing.
func TestStandingsNameTheTieBreakRulesAsThePaper(t *testing.T) {
	s, _ := roundOfTwelve(t)
	ts, _ := pairedTeamRound(t, 4, 4)
	ts.doc.event.Settings.StartDate = "2020-06-26"
	for _, lang := range i18n.Complete {
		for _, sh := range []*Shell{s, ts} {
			sh.SetLanguage(lang)
			sh.show(areaStandings)
			v := sh.areaView(areaStandings)
			var note string
			switch v := v.(type) {
			case *standingsView:
				note = v.note.Text
			case *teamStandingsView:
				note = v.note.Text
			}
			rules := standings.TieBreakRules(&sh.doc.event)
			want := words.TieBreakRules(sh.cat, rules, standings.EarlyStart(&sh.doc.event))
			if sh == ts && !strings.Contains(want, words.Date(sh.cat, "2020-06-26")) {
				t.Fatalf("%s: the team event of 2020 is not early: %q", lang, want)
			}
			if !strings.Contains(note, want) || strings.Contains(note, rules) {
				t.Errorf("%s, %T: the note %q, want it to say %q", lang, v, note, want)
			}
		}
	}
}

// Ctrl+Enter in the prizes dialog's fields of several lines, where Enter
// starts a new line, saves the dialog as Enter does in its other fields:
// it did nothing, and the arbiter had to Tab past the rule, the Hort box
// and the currency first.
func TestCtrlEnterSavesThePrizesDialog(t *testing.T) {
	s, places := prizesDialogPlaces(t)
	s.win.Canvas().Focus(places)
	test.Type(places, "1=300")
	pressShortcut(s, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	if len(openModals[s.win.Canvas()]) != 0 {
		t.Fatal("Ctrl+Enter in the prizes field left the dialog open")
	}
	if r := s.prizeRules(); len(r.Prizes) != 1 || r.Prizes[0].Place != 1 || r.Prizes[0].Amount == 0 {
		t.Errorf("the prizes after Ctrl+Enter: %+v", r.Prizes)
	}
}

// The standings and the crosstable head each tie-break as the paper does
// (words.TieBreakShort), in every language: the window had headings of
// its own, which in Finnish and Estonian named the direct encounter, the
// ARO and the TPR otherwise than the printed standings and the team
// standings beside them.
func TestStandingsHeadTheTieBreaksAsThePaper(t *testing.T) {
	s, _ := roundOfTwelve(t)
	st := s.doc.event.Settings
	st.TieBreaks = []string{"bh-c1", "de", "aro", "tpr"}
	if !s.act(func() error { return s.doc.updateSettings(st, nil, nil) }) {
		t.Fatal("tie-breaks not saved")
	}
	inEachLanguage(s, func(lang i18n.Lang) {
		for _, a := range []area{areaStandings, areaCrosstable} {
			s.show(a)
			cols := reportFrameOf(t, s, a).grid.cols
			if len(cols) < len(st.TieBreaks) {
				t.Fatalf("%s, %v: %d columns", lang, a, len(cols))
			}
			cols = cols[len(cols)-len(st.TieBreaks):]
			// The heads are said under the table, DE's blank among them,
			// as under the paper's: the window had no legend.
			if a == areaStandings {
				note := s.areaView(a).(*standingsView).note.Text
				if !strings.Contains(note, s.t("print.tb.de.note")) || !strings.Contains(note, words.TieBreakShort(s.cat, "aro")+" = "+words.TieBreakName(s.cat, "aro")) {
					t.Errorf("%s: the standings' notes do not say what the heads stand for:\n%s", lang, note)
				}
			}
			for i, id := range st.TieBreaks {
				if want := words.TieBreakShort(s.cat, id); cols[i].title != want {
					t.Errorf("%s, %v: %s is headed %q, the paper %q", lang, a, id, cols[i].title, want)
				}
			}
		}
	})
}

// The Standings view's Save PDF and Print (Ctrl+P) make what the view
// shows, in both kinds of event: the whole field (or all teams), a
// ranking group's standings alone, in a file named for the group, or the
// prize list. Print made the prize list whatever was shown (the prize
// list's button, made first, was taken for the view's document), and a
// group chosen saved the whole field.
func TestStandingsPrintWhatIsShown(t *testing.T) {
	group := prizes.Group{ID: "u", Name: "Under 2200", Kind: prizes.GroupRating, To: new(2199)}
	rules := prizes.Rules{Groups: []prizes.Group{group}, Prizes: []prizes.Prize{{Place: 1, Amount: 100}, {Group: "u", Place: 1, Amount: 50}}, Currency: "EUR"}
	for _, tc := range []struct {
		kind  string
		s     *Shell
		whole string // the view's own choice, the whole field
	}{
		{"individual", fiveWithRoundOneWon(t), ""},
		{"team", openShell(t, newPlayedTeamSwiss(t, 3)), showTeams},
	} {
		s := tc.s
		setPrizeRules(t, s, rules)
		ev := &s.doc.event
		in := prizes.GroupStandings(ev, team.PrizeTable(ev), group)
		if len(in.Rows) == 0 {
			t.Fatalf("%s: no one in the group: the test needs some", tc.kind)
		}
		var chosen *choice
		if tc.kind == "team" {
			chosen = shownView[*teamStandingsView](s, areaStandings).show
		} else {
			chosen = shownView[*standingsView](s, areaStandings).show
		}
		for _, shown := range []string{tc.whole, "u", prizeListShow} {
			chosen.set(shown)
			name, pdf, err := makePDF(s.doc, s.lang, s.printers[areaStandings]())
			if err != nil {
				t.Fatalf("%s, %q shown: %v", tc.kind, shown, err)
			}
			text := pdftext.Text(t, pdf)
			isGroup, isPrizes := strings.Contains(text, group.Name), strings.Contains(text, s.t("prizes.title"))
			switch shown {
			case "u":
				if !isGroup || isPrizes || name != fileio.Stem(s.t("print.file.standings")+"-"+group.Name)+".pdf" {
					t.Errorf("%s, the group shown: %s names the group %v, the prizes %v:\n%s", tc.kind, name, isGroup, isPrizes, text)
				}
			case prizeListShow:
				if !isPrizes {
					t.Errorf("%s, the prize list shown: %s is no prize list:\n%s", tc.kind, name, text)
				}
			default:
				if isGroup || isPrizes {
					t.Errorf("%s, the whole field shown: %s names the group %v, the prizes %v:\n%s", tc.kind, name, isGroup, isPrizes, text)
				}
			}
		}
	}
}

// The arbiter types prizes for places 1 and 3 in the prizes dialog, none
// for place 2: the dialog stays open with the refusal under the places,
// naming the place without a prize, and nothing is saved.
func TestPrizesForPlacesOneAndThreeAreRefusedUnderThePlaces(t *testing.T) {
	s, places := prizesDialogPlaces(t)
	s.win.Canvas().Focus(places)
	places.SetText("1=300\n3=100")
	pressShortcut(s, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	if len(openModals[s.win.Canvas()]) == 0 {
		t.Fatal("prizes for places 1 and 3 were saved: the dialog closed")
	}
	want := s.cat.Sentence(prizes.Check(prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 30000}, {Place: 3, Amount: 10000}}}))
	said := strings.ToLower(strings.Join(fieldProblems(s.win.Canvas().Overlays().Top()), "\n"))
	if !strings.Contains(want, "place 2") || !strings.Contains(said, strings.ToLower(want)) {
		t.Errorf("the dialog's problems %q, want %q", fieldProblems(s.win.Canvas().Overlays().Top()), want)
	}
	if r := s.prizeRules(); len(r.Prizes) != 0 {
		t.Errorf("prizes saved: %+v", r.Prizes)
	}
}

// prizesDialogPlaces opens the prizes dialog of a round robin of twelve
// and returns the shell and the dialog's field of the places' prizes.
func prizesDialogPlaces(t *testing.T) (*Shell, *field) {
	t.Helper()
	s, _ := roundOfTwelve(t)
	shownView[*standingsView](s, areaStandings).editPrizes()
	for _, f := range boxFields(s) {
		if f.MultiLine && strings.HasPrefix(f.PlaceHolder, "1=300") {
			return s, f
		}
	}
	t.Fatal("no prizes field in the dialog")
	return nil, nil
}

// A rating band typed from 0 in the prize editor is written back as
// typed when the editor opens again: its lower bound went as "-1599",
// unsaid (the same players, a band never holding the unrated).
func TestPrizeEditorKeepsABandFromZero(t *testing.T) {
	s := fiveWithRoundOneWon(t)
	const band = "u16:rating:0-1599:Under 1600"
	v := shownView[*standingsView](s, areaStandings)
	v.editPrizes()
	prizeGroupsField(t, s).SetText(band)
	test.Tap(defaultButton(t, s))
	if s.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("the editor stayed open: %q", fieldProblems(s.win.Canvas().Overlays().Top()))
	}
	v.editPrizes()
	if got := prizeGroupsField(t, s).Text; got != band {
		t.Errorf("the editor opened again shows %q, want %q as typed", got, band)
	}
}

// The prize list's amounts stand whole at 1024×700 in every language: the
// money column, capped at 160 px, cut the Estonian "37,50 EUR (jagatud 2
// vahel)" to "37,50 EUR (jagatud …" with the table's width beside it empty.
func TestPrizeListAmountsWholeAt1024(t *testing.T) {
	s := fiveWithRoundOneWon(t)
	setPrizeRules(t, s, prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 10075}, {Place: 2, Amount: 5000, Item: "book"}}, Hort: true, Currency: "EUR"})
	smallestRoom(s)
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*standingsView](s, areaStandings)
		v.show.set(prizeListShow)
		if len(v.grid.rows) == 0 {
			t.Fatalf("%s: no prize list", l)
		}
		for i := range v.grid.rows {
			if cut := v.grid.wholeCut(i); cut != "" {
				t.Errorf("%s: the prize list's row %d is cut short: %s", l, i, cut)
			}
		}
	})
}

// The prize rules saved again as they are change nothing, and the window
// says so: its line said the action before as just saved ("Saved:
// Ranking groups and prizes changed"), and an Undo took back nothing.
func TestSavingThePrizeRulesUnchangedSaysNothingChanged(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	rules := prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 10000}}, Currency: "EUR"}
	if !s.act(func() error { return s.doc.st.SetPrizeRules(rules) }) {
		t.Fatal("the rules were not saved")
	}
	if want := s.t("ui.saved.same"); s.status.Text == want {
		t.Errorf("the first save says %q", s.status.Text)
	}
	if !s.act(func() error { return s.doc.st.SetPrizeRules(rules) }) {
		t.Fatal("the same rules were refused")
	}
	if want := s.t("ui.saved.same"); s.status.Text != want {
		t.Errorf("the same rules saved again: %q, want %q", s.status.Text, want)
	}
}

// prizeGroupsField is the groups' field of the prize editor open on s.
func prizeGroupsField(t *testing.T, s *Shell) *field {
	t.Helper()
	for _, f := range boxFields(s) {
		if f.MultiLine && strings.HasPrefix(f.PlaceHolder, "u1800:") {
			return f
		}
	}
	t.Fatal("no groups field in the editor")
	return nil
}

// In a Finnish or Estonian window the prize editor writes each ranking
// group's kind in the window's words, its hint names them, and the groups
// saved unchanged are the same groups; the command line's English is read
// too. The editor wrote "w:women:Naiset" under a Finnish hint that asked
// for "rating, born, women, unrated tai club".
func TestPrizeEditorWritesTheKindsInTheWindowsLanguage(t *testing.T) {
	s := fiveWithRoundOneWon(t)
	top := 1799
	rules := prizes.Rules{Groups: []prizes.Group{{ID: "u18", Kind: prizes.GroupRating, To: &top, Name: "Alle 1800"}, {ID: "w", Kind: prizes.GroupWomen, Name: "Naiset"}},
		Prizes: []prizes.Prize{{Group: "w", Place: 1, Amount: 6000}}, Order: prizes.ByValue}
	setPrizeRules(t, s, rules)
	english := []string{"rating", "women", "born", "unrated", "club"}
	for _, l := range []i18n.Lang{i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(l)
		v := shownView[*standingsView](s, areaStandings)
		v.editPrizes()
		groups := prizeGroupsField(t, s)
		for _, word := range english {
			if strings.Contains(groups.Text, ":"+word+":") || strings.Contains(topMessage(s), " "+word+",") {
				t.Errorf("%s: the editor writes the kind %q in English:\n%s\n%s", l, word, groups.Text, topMessage(s))
			}
		}
		want := "w:" + s.t("prizes.ui.kind.women") + ":Naiset"
		if !strings.Contains(groups.Text, want) {
			t.Errorf("%s: the groups %q lack %q", l, groups.Text, want)
		}
		groups.SetText(groups.Text + "\nhsk:club:SK Helsinki:Seura")
		test.Tap(defaultButton(t, s))
		got, err := s.doc.st.PrizeRules()
		if err != nil || len(got.Groups) != 3 || !reflect.DeepEqual(got.Groups[:2], rules.Groups) || got.Groups[2].Kind != prizes.GroupClub {
			t.Errorf("%s: saved unchanged with a club's group in English, the groups are %+v, %v", l, got.Groups, err)
		}
		setPrizeRules(t, s, rules)
	}
}

// In a team event the prizes go to teams, and the prize editor spoke of
// players: "A player who could win several gets", players equal on points
// sharing under Hort, a rating band counting the rated players. It speaks
// of teams and says how a team falls in a group, and stands whole at
// 1024×700.
func TestTeamPrizeEditorSpeaksOfTeams(t *testing.T) {
	s := openShell(t, newDrawnTeamFile(t, 6, 5, 4))
	s.win.Resize(smallest)
	for _, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(l)
		shownView[*teamStandingsView](s, areaStandings).editPrizes()
		where := string(l) + ", a team event's prize editor"
		top := keyhold.Top(s.win.Canvas())
		if top == nil {
			t.Fatalf("%s: no box", where)
		}
		var texts []string
		for _, o := range drawnObjects(top.Content) {
			switch w := o.(type) {
			case *widget.Label:
				texts = append(texts, w.Text)
			case *widget.Form:
				for _, item := range w.Items {
					texts = append(texts, item.Text)
				}
			case *tickBox:
				texts = append(texts, w.Text)
			case *look.Hint:
				texts = append(texts, w.Text)
			}
		}
		said := strings.Join(texts, "\n")
		testtext.SaysEach(t, where, said, s.t("prizes.ui.order.team"), s.t("prizes.ui.hort.team"), s.t("prizes.ui.hint.team", "n", 4))
		testtext.SaysNone(t, where, said, s.t("prizes.ui.hort"), s.t("prizes.ui.hint"))
		boxFitsWhole(t, s, where)
		pressKey(s, fyne.KeyEscape)
	}
}

// A group the Finnish or Estonian prize editor refuses is told in the
// editor's words: a kind it does not know names the kinds as the editor
// writes them, and a line of the wrong shape gives the example in them.
// Both were the command line's messages, "rating, born, women, unrated,
// club" and "u1800:rating:-1799:…", where the editor asks for vahvuusluku
// and naiset.
func TestPrizeEditorRefusesAGroupInTheWindowsWords(t *testing.T) {
	s := fiveWithRoundOneWon(t)
	for _, l := range []i18n.Lang{i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(l)
		for _, c := range []struct{ line, want string }{
			{"w:nainen:Naiset", s.groupKindWord(prizes.GroupWomen) + ", " + s.groupKindWord(prizes.GroupUnrated)},
			{"u1800:" + s.groupKindWord(prizes.GroupRating) + ":Alle 1800", s.groupExample()},
		} {
			v := shownView[*standingsView](s, areaStandings)
			v.editPrizes()
			prizeGroupsField(t, s).SetText(c.line)
			test.Tap(defaultButton(t, s))
			said := strings.Join(fieldProblems(s.win.Canvas().Overlays().Top()), " ")
			if !strings.Contains(said, c.want) || strings.Contains(said, "women") || strings.Contains(said, ":rating:") {
				t.Errorf("%s: %q refused with %q, want it to name %q in the editor's words", l, c.line, said, c.want)
			}
			closeBoxes(s)
		}
	}
}
