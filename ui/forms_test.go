package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/tournament"
)

// saveTyped types each field's text into the settings view v in l and
// saves it: each field must say a problem below itself, in a note that
// fits. It returns the notes that say one, by field.
func saveTyped(t *testing.T, l i18n.Lang, v *settingsView, typed map[*field]string) map[*field]*fieldNote {
	t.Helper()
	for f, text := range typed {
		f.SetText(text)
	}
	v.save()
	said := map[*field]*fieldNote{}
	for f, text := range typed {
		n := v.notes[f]
		if n == nil || n.problem == "" {
			t.Errorf("%s: nothing below the field holding %q", l, text)
			continue
		}
		said[f] = n
		if !n.fits() || n.Size().Width <= 0 {
			t.Errorf("%s: %q wraps to more than %d lines in %v points", l, n.problem, n.lines, n.Size().Width)
		}
	}
	return said
}

// The event's settings say every problem at once, each below its field
// (the rounds' dates and times among them), naming the field as its label
// does, in every language at 1024×700; nothing in the view moves and
// nothing is saved. The view said one problem a Save, on a line that
// appeared above the buttons.
func TestSettingsShowEveryProblemAtOnceInPlace(t *testing.T) {
	s := smallShell(t)
	was := s.doc.event.Settings
	for _, l := range i18n.Complete {
		v := settingsIn(s, l)
		before := controlPositions(v.content)
		typed := map[*field]string{
			v.federation: "fi1", v.start: "31.13.2026", v.end: "eilen", v.chiefID: "12a",
			v.rounds: "many", v.timeControl: "90++30", v.lateness: "late", v.tieBreaks: "nonsense",
			v.indexMaster: "high", v.rules.noDrawBefore: "-3",
			v.schedule.dates[0]: "32.1.2026", v.schedule.times[0]: "25.99",
		}
		said := saveTyped(t, l, v, typed)
		for f, n := range said {
			if text := typed[f]; !strings.Contains(strings.ToUpper(n.problem), strings.ToUpper(strings.TrimPrefix(text, "-"))) && f != v.tieBreaks && f != v.federation && f != v.timeControl {
				t.Errorf("%s: below %q: %q", l, text, n.problem)
			}
		}
		if len(said) != len(typed) || v.problem.problem != "" {
			t.Errorf("%s: %d problems below their fields, want %d; beside the buttons %q", l, len(said), len(typed), v.problem.problem)
		}
		if after := controlPositions(v.content); !slices.Equal(before, after) {
			t.Errorf("%s: the view's fields and buttons moved", l)
		}
		for _, o := range drawnObjects(v.content) {
			if f, ok := o.(*widget.Form); ok {
				namesItsField(t, f, string(l))
			}
		}
		if st := s.doc.event.Settings; st.Federation != was.Federation || st.TimeControl != was.TimeControl {
			t.Errorf("%s: settings saved: %+v", l, st)
		}
		// Put right, the rest still said, a field's problem goes.
		v.timeControl.SetText("90+30")
		v.save()
		if v.notes[v.timeControl].problem != "" || v.notes[v.rounds].problem == "" {
			t.Errorf("%s: after the time control is put right: %q", l, settingsSaid(v))
		}
	}
	s.SetLanguage(i18n.English)
}

// The new-event box says at once that its name and chief arbiter hold a
// hidden character, its site is longer than 200 characters and its
// dates, rounds, time control and folder are wrong, each below its field
// in two lines at most, in every language at 1024×700 and 1366×768; the
// box keeps its place and fits, and no event is made. The name, the site
// and the chief arbiter had no note: the first of their problems was
// said beside the buttons, naming no field.
func TestNewEventFormShowsEveryProblemAtOnceInPlace(t *testing.T) {
	s := openShell(t, "")
	atEachSizeAndLang(s, func(_ i18n.Lang, where string) {
		s.newTournament()
		fields := overlayParts[*field](s)
		// name, start, end, site, arbiter, rounds, boards, time control, folder, file
		name, start, end, site, chief, rounds, tc, folder := fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[7], fields[8]
		longSite := strings.Repeat("Tampere ", 26)
		overlayParts[*picker](s)[0].SetSelected(i18n.UpperFirst(s.t(tournament.SwissDutch.NameKey())))
		got := inPlaceByDefault(t, s, where, func() {
			name.SetText("Open\u200b")
			start.SetText("31.13.2026")
			end.SetText("eilen")
			site.SetText(longSite)
			chief.SetText("Arbiter\u200d")
			rounds.SetText("many")
			tc.SetText("90++30")
			folder.SetText("/no/such/folder")
		}, 8)
		// Below each field in the box's order: name, start, end, site,
		// chief arbiter, rounds, time control, folder.
		for i, want := range []string{"Open", "31.13.2026", "eilen", "Tampere Tampere", "Arbiter", "many", "", "/no/such/folder"} {
			if i >= len(got) || !strings.Contains(got[i], want) {
				t.Errorf("%s: %q lacks %q at %d", where, got, want, i)
			}
		}
		formsNameTheirFields(t, s, where)
		closeBoxes(s)
		// A team event's boards, below their field beside the rules.
		s.newTournament()
		fields = overlayParts[*field](s)
		overlayParts[*picker](s)[0].SetSelected(i18n.UpperFirst(s.t(tournament.TeamSwiss.NameKey())))
		got = inPlaceByDefault(t, s, where+", team", func() {
			fields[0].SetText("Open\u200b")
			fields[5].SetText("many")
			fields[6].SetText("44")
		}, 3)
		if len(got) != 3 || !strings.Contains(got[2], "44") {
			t.Errorf("%s, team: %q", where, got)
		}
		if s.doc != nil {
			t.Fatalf("%s: an event was made", where)
		}
		closeBoxes(s)
	})
}

// A late entry at the pairing says every problem of its fields at once,
// each below its field, in every language at 1024×700; the box keeps its
// place and fits, and nobody is entered.
func TestLateEntryShowsEveryProblemAtOnceInPlace(t *testing.T) {
	s, _ := openPairingEditor(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	players := len(s.doc.event.Players)
	for _, l := range i18n.Complete {
		closeBoxes(s)
		s.SetLanguage(l)
		test.Tap(shownView[*roundsView](s, areaRounds).swiss.edit)
		test.Tap(findButton(t, s, s.t("pairedit.late")))
		// family, given, rating, federation, FIDE ID
		fields := overlayParts[*field](s)
		got := inPlaceByDefault(t, s, string(l), func() {
			fields[2].SetText("twelve")
			fields[3].SetText("fi")
			fields[4].SetText("12a")
		}, 4)
		saysEach(t, string(l), got, s.t("ui.players.family.empty"), "twelve", "FI", "12a")
		formsNameTheirFields(t, s, string(l))
		if len(s.doc.event.Players) != players {
			t.Fatalf("%s: a player was entered", l)
		}
	}
	closeBoxes(s)
	s.SetLanguage(i18n.English)
}

// The withdrawal box asks the store before it closes and says its refusal
// in place, the box open on the round typed, in every language at
// 1024×700: below the round when the file (changed beside the window, as
// another program would) has the player's later game played, beside the
// buttons when it has him withdrawn already. The box closed first, and
// the refusal opened a box of its own once the round typed was gone.
func TestWithdrawalBoxShowsTheStoresRefusalInPlace(t *testing.T) {
	s, names, ids, r2 := withdrawalEvent(t)
	save := func() *widget.Button { return defaultButton(t, s) }
	open := func(name string) *field {
		v := shownView[*playersView](s, areaPlayers)
		for row, p := range v.players {
			if p.Name == name {
				v.grid.table.Select(widget.TableCellID{Row: row, Col: 1})
			}
		}
		v.confirmWithdraw()
		return overlayParts[*field](s)[0]
	}
	for i, l := range i18n.Complete {
		s.SetLanguage(l)
		where := string(l)
		// His game of round 2 played beside the window: the round typed
		// is refused below its field, which it names.
		played := r2.Pairings[i]
		after := open(names[2*i])
		got := inPlace(t, s, where+", played", save, func() {
			after.SetText("1")
			if err := s.doc.st.SetResult(2, played.Board, tournament.WhiteWins); err != nil {
				t.Fatal(err)
			}
		}, 1)
		want := s.t("event.err.withdraw.played", "name", names[2*i], "played", 2, "round", 1)
		if len(got) != 1 || !strings.Contains(got[0], want) || after.Text != "1" {
			t.Errorf("%s: the store's refusal of round 1: %q, want %q below the field, which keeps %q", where, got, want, after.Text)
		}
		formsNameTheirFields(t, s, where)
		closeBoxes(s)
		// Withdrawn beside the window: the box says so beside its
		// buttons, and keeps the round typed.
		gone := names[2*(i+3)]
		after = open(gone)
		got = inPlace(t, s, where+", withdrawn", save, func() {
			after.SetText("2")
			if err := s.doc.st.WithdrawPlayer(ids[gone], 1); err != nil {
				t.Fatal(err)
			}
		}, 1)
		if want := s.t("event.err.withdraw.again", "name", gone, "round", 1); len(got) != 1 || !strings.Contains(got[0], want) || after.Text != "2" {
			t.Errorf("%s: the store's refusal of %s: %q, want %q, the field keeping %q", where, gone, got, want, after.Text)
		}
		if n := len(openModals[s.win.Canvas()]); n != 1 {
			t.Errorf("%s: %d boxes open after the store's refusal", where, n)
		}
		closeBoxes(s)
		s.reload()
	}
	// Put right, the withdrawal is recorded and the box closes on its
	// outcome.
	s.SetLanguage(i18n.English)
	open(names[1]).SetText("2")
	test.Tap(save())
	if p, _ := s.doc.event.Player(ids[names[1]]); p.WithdrawnAfter != 2 {
		t.Errorf("%s withdrawn after %d, want 2", names[1], p.WithdrawnAfter)
	}
}

// A failure of the file that is no message of the program's (the store
// gone under the box, as a disk that fails) is said in the withdrawal box
// as its refusals are, the box open on the round typed: it opened a
// second box over it.
func TestWithdrawalBoxSaysAFailureInPlace(t *testing.T) {
	s, _, _, _ := withdrawalEvent(t)
	v := shownView[*playersView](s, areaPlayers)
	v.grid.table.Select(widget.TableCellID{Row: 0, Col: 1})
	v.confirmWithdraw()
	overlayParts[*field](s)[0].SetText("1")
	if err := s.doc.st.Close(); err != nil {
		t.Fatal(err)
	}
	test.Tap(defaultButton(t, s))
	if n := len(openModals[s.win.Canvas()]); n != 1 {
		t.Fatalf("%d boxes open after the failure, want the withdrawal box alone", n)
	}
	said := fieldProblems(s.win.Canvas().Overlays().Top())
	if len(said) != 1 || overlayParts[*field](s)[0].Text != "1" {
		t.Errorf("the box says %q, its round reads %q", said, overlayParts[*field](s)[0].Text)
	}
}

// withdrawalEvent is a Swiss of twelve players, Player A to L, in a
// window of 1024×700, round 1 played (all drawn) and round 2 paired (r2):
// its players' names and their ids.
func withdrawalEvent(t *testing.T) (s *Shell, names []string, ids map[string]int64, r2 tournament.Round) {
	names = make([]string, 12)
	for i := range names {
		names[i] = fmt.Sprintf("Player %c", 'A'+i)
	}
	s = openShell(t, newEventFile(t, names...))
	s.win.Resize(fyne.NewSize(1024, 700))
	ids = map[string]int64{}
	for _, p := range s.doc.event.Players {
		ids[p.Name] = p.ID
	}
	r1 := tournament.Round{Number: 1}
	r2 = tournament.Round{Number: 2}
	for b := range 6 {
		r1.Pairings = append(r1.Pairings, tournament.Pairing{Round: 1, Board: b + 1, White: ids[names[2*b]], Black: ids[names[2*b+1]], Result: tournament.Draw})
		r2.Pairings = append(r2.Pairings, tournament.Pairing{Round: 2, Board: b + 1, White: ids[names[2*b]], Black: ids[names[(2*b+3)%12]]})
	}
	saveSwissRounds(t, s, r1, r2)
	return s, names, ids, r2
}
