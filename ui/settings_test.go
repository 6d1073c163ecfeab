package ui

import (
	"bytes"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/schedule"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/ui/button"
	"arbiter/venue"
	"arbiter/words"
)

// The rule options FI 2's "other practice" and the notation language are
// saved with the event and shown again when it is reopened; the notation
// reaches the rulings as the event's (default: the event's language).
func TestRuleSettingsNotationAndFlagClaimOnly(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris")
	s, v := openSettings(t, path)
	v.language.set("fi")
	v.save()
	ev, err := s.doc.event.Settings.RulesEvent(clock.TimeControl{})
	if err != nil || ev.Notation != engine.Finnish {
		t.Fatalf("notation by default %q (%v), want the event's language fi", ev.Notation, err)
	}
	v.rules.notation.set("et")
	test.Tap(v.rules.flagClaimOnly)
	saveSettings(t, v, "settings refused")
	if o := s.doc.event.Settings.Rules; o.Notation != "et" || !o.FlagClaimOnly {
		t.Fatalf("stored rule options %+v", o)
	}
	s.closeDocument()

	_, v = openSettings(t, path)
	if v.rules.notation.value() != "et" || !v.rules.flagClaimOnly.Checked {
		t.Errorf("reopened: notation %q, flag claim only %v", v.rules.notation.value(), v.rules.flagClaimOnly.Checked)
	}
}

// The number fields of the settings show what is stored and stay empty
// while nothing is (no lateness limit, no rounds given, no draw rule), and
// a save and reopen give back what was typed.
func TestSettingsNumberFields(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris")
	s, v := openSettings(t, path)
	fields := func() [4]string {
		return [4]string{v.lateness.Text, v.rounds.Text, v.rules.noDrawBefore.Text, v.rules.blitzPenalty.Text}
	}
	if got := fields(); got != [4]string{} {
		t.Errorf("a new event's fields %q, want all empty", got)
	}
	// A text that is not a whole number, and a count below zero, are
	// refused by the field's label, and nothing is saved.
	for _, c := range []struct {
		f     *field
		text  string
		label string
	}{
		{v.lateness, "15 min", "ui.settings.lateness"},
		{v.rules.noDrawBefore, "-5", "rulesettings.no-draw-before"},
	} {
		c.f.SetText(c.text)
		v.save()
		if want := s.t("ui.settings.not-number", "field", s.t(c.label), "text", c.text); settingsSaid(v) == "" || settingsSaid(v) != want {
			t.Errorf("%q: problem %q (shown %v), want %q", c.text, settingsSaid(v), settingsSaid(v) != "", want)
		}
		c.f.SetText("")
	}
	if st := s.doc.event.Settings; st.LatenessMinutes != -1 || st.Rules.NoDrawBefore != 0 {
		t.Errorf("saved from refused fields: lateness %d, no draw before %d", st.LatenessMinutes, st.Rules.NoDrawBefore)
	}
	v.lateness.SetText("0")
	v.rounds.SetText("3")
	v.rules.noDrawBefore.SetText("30")
	saveSettings(t, v, "settings refused")
	s.closeDocument()

	s, v = openSettings(t, path)
	if got, want := fields(), [4]string{"0", "3", "30", ""}; got != want {
		t.Errorf("reopened: fields %q, want %q", got, want)
	}
	if st := s.doc.event.Settings; st.LatenessMinutes != 0 || st.Rounds != 3 || st.Rules.NoDrawBefore != 30 || st.Rules.SupervisedBlitzPenaltySeconds != 0 {
		t.Errorf("stored lateness %d, rounds %d, rule options %+v", st.LatenessMinutes, st.Rounds, st.Rules)
	}
}

// A Swiss event's rounds cannot be taken away in the settings: with the
// field emptied the save is refused with the same words as a new event's,
// and the stored count stays; nor be more than its players can play.
func TestSettingsSwissNeedsRounds(t *testing.T) {
	s, v := openSettings(t, newSwissFile(t, 4, 5))
	if v.rounds.PlaceHolder != "" {
		t.Errorf("a Swiss's rounds field suggests %q when emptied", v.rounds.PlaceHolder)
	}
	for _, text := range []string{"", "0"} {
		v.rounds.SetText(text)
		v.save()
		if want := s.t("event.err.settings.rounds.needed"); settingsSaid(v) == "" || settingsSaid(v) != want {
			t.Errorf("rounds %q: problem %q (shown %v), want %q", text, settingsSaid(v), settingsSaid(v) != "", want)
		}
	}
	if got := s.doc.event.Settings.Rounds; got != 5 {
		t.Errorf("stored rounds %d after refused saves, want 5", got)
	}
	// More rounds than four players can play are refused in the store's
	// words, naming the most they can.
	v.rounds.SetText("7")
	v.save()
	if want := s.t("event.err.settings.rounds.players", "rounds", 7, "n", 4, "max", 3); settingsSaid(v) != want || s.doc.event.Settings.Rounds != 5 {
		t.Errorf("7 rounds: problem %q, stored %d; want %q, 5", settingsSaid(v), s.doc.event.Settings.Rounds, want)
	}
	v.rounds.SetText("3")
	v.save()
	if settingsSaid(v) != "" || s.doc.event.Settings.Rounds != 3 {
		t.Errorf("3 rounds: problem %q, stored %d", settingsSaid(v), s.doc.event.Settings.Rounds)
	}
}

// An event's name is not taken away in the settings: emptied, the save is
// refused below the name in the user's language, and nothing is saved
// (the rounds changed beside it neither); the new-event box and arbiter
// new refuse a nameless event, and the settings saved one.
func TestSettingsKeepTheEventsName(t *testing.T) {
	s := openShell(t, newSwissFile(t, 4, 5))
	for _, l := range i18n.Complete {
		v := settingsIn(s, l)
		v.name.SetText("  ")
		v.rounds.SetText("4")
		v.save()
		if want := s.t("event.err.settings.name-emptied"); !strings.Contains(strings.ToLower(v.notes[v.name].problem), strings.ToLower(want)) {
			t.Errorf("%s: below the name %q, want %q", l, v.notes[v.name].problem, want)
		}
		if st := s.doc.event.Settings; st.Name != "Swiss Open" || st.Rounds != 5 {
			t.Errorf("%s: saved %q in %d rounds after a refused save", l, st.Name, st.Rounds)
		}
	}
	s.SetLanguage(i18n.English)
}

// A pairing system has one name: the window's settings offer it by the
// name the venue pages and the arbiter's report print, in every language
// (the window said "Joukkueiden kiertoturnaus" where the venue said
// "joukkueiden kaikki vastaan kaikki").
func TestSystemsNamedAlikeInWindowVenueAndPaper(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	inEachLanguage(s, func(l i18n.Lang) {
		for _, systems := range [][]tournament.System{individualSystems, teamSystems} {
			labels := systemChoice(s, systems).sel.Options
			for i, x := range systems {
				// The window's list begins each name with a capital, as
				// a list does; mid-sentence the name is as the catalogue
				// writes it.
				r, size := utf8.DecodeRuneInString(labels[i])
				name := string(unicode.ToLower(r)) + labels[i][size:]
				ev := &tournament.Event{Settings: tournament.DefaultSettings()}
				ev.Settings.Name, ev.Settings.System, ev.Settings.Language = "Open", x, string(l)
				if x.Team() {
					ev.TeamOptions = tournament.TeamOptions{Boards: 4, MatchWin: 2, MatchDraw: 1}
				}
				dir := filepath.Join(t.TempDir(), "site")
				if _, err := venue.Export(ev, venue.Rules{}, dir, l); err != nil {
					t.Fatalf("%s, %s: %v", l, x, err)
				}
				pages, _ := filepath.Glob(filepath.Join(dir, "*.html"))
				var site strings.Builder
				for _, p := range pages {
					b, _ := os.ReadFile(p)
					site.WriteString(html.UnescapeString(string(b)))
				}
				if !strings.Contains(strings.ToLower(site.String()), strings.ToLower(name)) {
					t.Errorf("%s, %s: the window says %q, the venue pages never do", l, x, labels[i])
				}
				var pdf bytes.Buffer
				if err := printing.ArbiterReport(&pdf, ev, nil, tournament.RatingOptions{}, printing.Options{Lang: l}); err != nil {
					t.Fatalf("%s, %s: %v", l, x, err)
				}
				text := input.Collapse(pdftext.Text(t, pdf.Bytes()))
				if !strings.Contains(strings.ToLower(text), strings.ToLower(name)) {
					t.Errorf("%s, %s: the window says %q, the arbiter's report does not:\n%s", l, x, labels[i], text)
				}
			}
		}
	})
}

// A team event's fewest games for a board prize is shown and set in the
// settings, kept when the event is reopened; a number the store refuses
// leaves it as it was, with the reason shown.
func TestSettingsBoardPrizeMinGames(t *testing.T) {
	path := newTeamFile(t, 4, 5, 4)
	s, v := openSettings(t, path)
	if v.team.prizeMinGames.Text != "1" {
		t.Fatalf("default shown %q", v.team.prizeMinGames.Text)
	}
	for _, c := range []struct {
		typed   string
		refused bool
		want    int
	}{{"3", false, 3}, {"-2", true, 3}, {"x", true, 3}} {
		v.team.prizeMinGames.SetText(c.typed)
		v.save()
		if (settingsSaid(v) != "") != c.refused {
			t.Errorf("%q: refused %v (%s)", c.typed, settingsSaid(v) != "", settingsSaid(v))
		}
		if got := s.doc.event.TeamOptions.PrizeMinGames(); got != c.want {
			t.Errorf("%q: stored %d, want %d", c.typed, got, c.want)
		}
	}
	s.closeDocument()
	s, v = openSettings(t, path)
	if v.team.prizeMinGames.Text != "3" || s.doc.event.TeamOptions.PrizeMinGames() != 3 {
		t.Errorf("reopened: %q", v.team.prizeMinGames.Text)
	}
}

// A new team event keeps no fewest games for a board prize of its own (the
// rules' 1 stands), and its settings show that 1. Saved unchanged, they
// said nothing was changed in an individual event only: a team event's
// Save wrote the 1 shown as the event's own and told of its team
// settings ("Team settings: 4 boards, match points 2/1/0"), and a change
// of its tie-breaks alone was told under those team settings, which the
// arbiter had not touched. The number as it was kept, Save says nothing
// changed, and the tie-breaks changed are told as the settings' rows.
func TestTeamSettingsSavedUnchangedSaySo(t *testing.T) {
	// Made as the new-event box makes it (its system set by SetSystem,
	// which gives a team event its withdrawal rule).
	path := filepath.Join(t.TempDir(), "league.arbiter")
	st := tournament.DefaultSettings()
	st.Name = "League"
	st.SetSystem(tournament.TeamRoundRobin)
	f, err := store.CreateWith(path, st, func(tx *store.Tx) error { return tx.SetTeamOptions(st.System.DefaultTeamOptions(4)) })
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	s, v := openSettings(t, path)
	if s.doc.event.TeamOptions.BoardPrizeMinGames != 0 {
		t.Fatalf("a new team event keeps %d games for a board prize", s.doc.event.TeamOptions.BoardPrizeMinGames)
	}
	v.save()
	if want := s.t("ui.settings.same"); s.status.Text != want {
		t.Errorf("Save with nothing changed says %q, want %q", s.status.Text, want)
	}
	v.tieBreaks.SetText("GP, EDE, BC")
	saveSettings(t, v, "the tie-breaks changed")
	o := s.doc.event.TeamOptions
	if team := s.t("store.audit.team.options", "boards", o.Boards, "win", o.MatchWin, "draw", o.MatchDraw, "loss", o.MatchLoss); strings.Contains(s.status.Text, team) {
		t.Errorf("the tie-breaks changed alone: Save says %q", s.status.Text)
	}
}

// The settings have a row of date and time for each round; what is typed
// (in the Finnish forms too) is saved and shown again when the event is
// reopened, and a round dated before the one it follows is refused by the
// store's check with nothing saved.
func TestSettingsRoundTimes(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris", "Carl", "Dana")
	s, v := openSettings(t, path)
	if n := len(v.schedule.dates); n != 3 {
		t.Fatalf("%d rows for a 4-player round robin's 3 rounds", n)
	}
	v.schedule.dates[0].SetText("20.11.2026")
	v.schedule.times[0].SetText("18.00")
	v.schedule.dates[2].SetText("2026-11-21")
	saveSettings(t, v, "settings refused")
	want := []tournament.RoundTime{{Round: 1, Date: "2026-11-20", Time: "18:00"}, {Round: 3, Date: "2026-11-21"}}
	if got := s.doc.event.Settings.Schedule; !slices.Equal(got, want) {
		t.Fatalf("saved %+v, want %+v", got, want)
	}
	v.schedule.dates[1].SetText("2026-11-22")
	v.save()
	if settingsSaid(v) == "" || !slices.Equal(s.doc.event.Settings.Schedule, want) {
		t.Errorf("round 2 after round 3 was not refused: %q, %+v", settingsSaid(v), s.doc.event.Settings.Schedule)
	}
	s.closeDocument()

	_, v = openSettings(t, path)
	// The days as the language writes them.
	if v.schedule.dates[0].Text != "20 Nov 2026" || v.schedule.times[0].Text != "18:00" || v.schedule.dates[2].Text != "21 Nov 2026" {
		t.Errorf("reopened: %q %q %q", v.schedule.dates[0].Text, v.schedule.times[0].Text, v.schedule.dates[2].Text)
	}
}

// A round dated after the event's last day is refused in every language
// below the round's date, whole at 1024×700, naming the round, its date
// and the last day;
// what was typed stays in the fields and nothing is saved. Dated on the
// last day, it is saved.
func TestSettingsRoundDatedAfterTheEventRefused(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	s.win.Resize(fyne.NewSize(1024, 700))
	was := s.doc.event.Settings
	for _, l := range i18n.Complete {
		v := settingsIn(s, l)
		v.start.SetText("2026-01-01")
		v.end.SetText("2026-01-01")
		v.schedule.dates[2].SetText("2026-01-07")
		v.schedule.times[2].SetText("18:00")
		v.save()
		note := v.notes[v.schedule.dates[2]]
		said := note.problem
		if !note.fits() {
			t.Errorf("%s: %q is cut short below round 3's date at 1024×700", l, said)
		}
		testtext.SaysEach(t, string(l)+": below round 3's date", said, "3", words.Date(s.cat, "2026-01-07"), words.Date(s.cat, "2026-01-01"))
		if v.start.Text != "2026-01-01" || v.end.Text != "2026-01-01" || v.schedule.dates[2].Text != "2026-01-07" || v.schedule.times[2].Text != "18:00" {
			t.Errorf("%s: the typing was not kept: %q %q %q %q", l, v.start.Text, v.end.Text, v.schedule.dates[2].Text, v.schedule.times[2].Text)
		}
		if st := s.doc.event.Settings; !reflect.DeepEqual(st, was) {
			t.Errorf("%s: settings saved: %+v", l, st)
		}
	}
	s.SetLanguage(i18n.English)
	v := settingsIn(s, i18n.English)
	v.start.SetText("2026-01-01")
	v.end.SetText("2026-01-07")
	v.schedule.dates[2].SetText("2026-01-07")
	saveSettings(t, v, "round 3 on the last day refused")
	if got := s.doc.event.Settings.Schedule; !slices.Equal(got, []tournament.RoundTime{{Round: 3, Date: "2026-01-07"}}) {
		t.Errorf("saved %+v", got)
	}
}

// teamSwissSettings opens a team round robin of n teams and makes it a
// team Swiss of three rounds in its settings, as the arbiter does before
// round 1 is paired: the team Swiss's part of the settings shows as soon
// as the system is chosen.
func teamSwissSettings(t *testing.T, n int) (*Shell, *settingsView, string) {
	t.Helper()
	path := newTeamFile(t, n, 5, 4)
	s, v := openSettings(t, path)
	v.revert()
	if v.team == nil || v.team.swiss.Visible() {
		t.Fatalf("a team round robin's settings: team fields %v, Swiss part shown", v.team)
	}
	v.system.set(string(tournament.TeamSwiss))
	if !v.team.swiss.Visible() {
		t.Fatal("the team Swiss's part is hidden once the team Swiss is chosen")
	}
	v.rounds.SetText("3")
	v.save()
	if settingsSaid(v) != "" || s.doc.event.Settings.System != tournament.TeamSwiss {
		t.Fatalf("made a team Swiss: %q, system %s", settingsSaid(v), s.doc.event.Settings.System)
	}
	return s, v, path
}

// Every option of a team event the command line sets ("new --boards",
// "event --match-points --board-colours --bye-match --bye-games --initial-colour
// --colour-preferences --forbid-teams --lineup-order
// --board-prize-min-games --primary-score") is set in the window's settings, saved with
// them and shown again when the file is reopened; a value the rule of
// the options refuses (TeamOptions: a win above a draw, a draw at least a
// loss, 1–14 boards; two different teams kept apart) is said and leaves
// the settings and the options as they were.
func TestTeamSettingsSaveEveryOption(t *testing.T) {
	s, v, path := teamSwissSettings(t, 4)
	ev := &s.doc.event
	// The round robin's bye (a lost match) became the Swiss's as the
	// system was chosen.
	if o := ev.TeamOptions; o.ByeMatch != tournament.OutcomeDraw || o.ByeGame != tournament.OutcomeWin || v.team.bye.value() != "draw.win" {
		t.Errorf("a team round robin made a team Swiss: bye %s/%s, shown %q, want the Swiss's drawn match, boards won", o.ByeMatch, o.ByeGame, v.team.bye.value())
	}
	ids := []int64{ev.Teams[0].ID, ev.Teams[1].ID}
	f := v.team
	f.boards.SetText("6")
	f.colours.set("pairs")
	f.win.SetText("3")
	f.draw.SetText("1")
	f.loss.SetText("0")
	f.bye.set("win.draw")
	f.lineupOrder.set("free")
	f.initial.set("black")
	f.preferences.set("b")
	f.primary.set("gp")
	f.prizeMinGames.SetText("2")
	f.pickA.SetSelectedIndex(0)
	f.pickB.SetSelectedIndex(1)
	f.add.OnTapped()
	saveSettings(t, v, "saving the team options")
	want := tournament.TeamOptions{Boards: 6, MatchWin: 3, MatchDraw: 1, MatchLoss: 0, ByeMatch: tournament.OutcomeWin, ByeGame: tournament.OutcomeDraw,
		InitialBlack: true, TypeB: true, GamePointsFirst: true, Forbidden: [][2]int64{{ids[0], ids[1]}}, FreeLineupOrder: true, BoardPrizeMinGames: 2,
		BoardColours: "WBBWWB"}
	if got := ev.TeamOptions; !sameTeamOptions(got, want) {
		t.Fatalf("stored %+v, want %+v", got, want)
	}
	// No colour preferences, C.04.6 art. 1.7's third choice, in place of
	// type B.
	v.revert()
	f.preferences.set("none")
	v.save()
	if o := ev.TeamOptions; settingsSaid(v) != "" || o.ColourPreferences() != "none" || o.TypeB {
		t.Errorf("no colour preferences: stored %+v (%s)", o, settingsSaid(v))
	}
	want.TypeB, want.NoColourPreferences = false, true
	name := ev.Settings.Name
	for _, c := range []struct {
		name string
		edit func()
		want error
	}{
		{"a win worth a draw", func() { f.win.SetText("1") }, tournament.TeamOptions{Boards: 6, MatchWin: 1, MatchDraw: 1}.Validate()},
		{"a negative loss", func() { f.loss.SetText("-1") }, tournament.TeamOptions{Boards: 6, MatchWin: 3, MatchDraw: 1, MatchLoss: -1}.Validate()},
		{"15 boards", func() { f.boards.SetText("15") }, tournament.TeamOptions{Boards: 15}.Validate()},
		{"boards not a number", func() { f.boards.SetText("six") }, uiError("ui.settings.not-number", "field", s.t("teams.ui.new.boards"), "text", "six")},
	} {
		t.Run(c.name, func(t *testing.T) {
			v.revert()
			v.name.SetText("Renamed")
			c.edit()
			v.save()
			// Below its field, which it names.
			if want := s.cat.Error(c.want); !strings.Contains(strings.ToLower(settingsSaid(v)), strings.ToLower(want)) {
				t.Errorf("refusal shown %v: %q, want %q", settingsSaid(v) != "", settingsSaid(v), want)
			}
			if ev.Settings.Name != name || !sameTeamOptions(ev.TeamOptions, want) {
				t.Errorf("after the refusal: name %q, options %+v", ev.Settings.Name, ev.TeamOptions)
			}
		})
	}
	// The same team twice is refused at once, in the rule's words.
	v.revert()
	f.pickA.SetSelectedIndex(2)
	f.pickB.SetSelectedIndex(2)
	f.add.OnTapped()
	if want := s.cat.Error(team.ValidateTeamForbidden(ev, tournament.TeamOptions{Forbidden: [][2]int64{{ids[0], ids[0]}}})); settingsSaid(v) != want || len(f.forbidden) != 1 {
		t.Errorf("a team kept apart from itself: %q (want %q), %d pairs listed", settingsSaid(v), want, len(f.forbidden))
	}

	s.closeDocument()
	s = openShell(t, path)
	v = shownView[*settingsView](s, areaSettings)
	v.revert()
	f = v.team
	shown := []string{f.boards.Text, f.win.Text, f.draw.Text, f.loss.Text, f.bye.value(), f.lineupOrder.value(), f.initial.value(), f.preferences.value(), f.primary.value(), f.prizeMinGames.Text, fmt.Sprint(len(f.forbidden)), f.colours.value()}
	if w := []string{"6", "3", "1", "0", "win.draw", "free", "black", "none", "gp", "2", "1", "pairs"}; !slices.Equal(shown, w) {
		t.Errorf("reopened, the settings show %v, want %v", shown, w)
	}
	// A pair taken off is no longer kept apart once saved.
	test.Tap(f.forbiddenBox.Objects[0].(*fyne.Container).Objects[1].(*button.Button))
	v.save()
	if got := s.doc.event.TeamOptions.Forbidden; len(got) != 0 {
		t.Errorf("the pair taken off is stored still: %v", got)
	}
}

// Once round 1 is paired the boards, a team Swiss's colour drawn for
// round 1 and its colour preferences are fixed (the store's rule), and
// the window does not offer them; the match points and a round robin's
// primary score change at any time,
// and a change after results are in says that the standings and the
// crosstable are recomputed with them, which they are. Undo takes the
// settings and the options back as one action.
func TestTeamSettingsAfterResultsSayWhatTheyChange(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 5)
	ev := &s.doc.event
	// Match 1 won 3–1 by its White team, match 2 drawn 2–2.
	for m, res := range [][]tournament.Result{
		{tournament.WhiteWins, tournament.BlackWins, tournament.WhiteWins, tournament.Draw},
		{tournament.Draw, tournament.Draw, tournament.Draw, tournament.Draw},
	} {
		for b, r := range res {
			if err := setMatchBoard(s.doc.st, 1, m+1, b+1, r); err != nil {
				t.Fatal(err)
			}
		}
	}
	s.reload()
	v := shownView[*settingsView](s, areaSettings)
	v.revert()
	f := v.team
	if !f.boards.Disabled() || !f.initial.sel.Disabled() || !f.preferences.sel.Disabled() || f.primary.sel.Disabled() || f.win.Disabled() {
		t.Errorf("after pairing: boards disabled %v, initial colour %v, preferences %v, primary score %v, match points %v",
			f.boards.Disabled(), f.initial.sel.Disabled(), f.preferences.sel.Disabled(), f.primary.sel.Disabled(), f.win.Disabled())
	}
	points := func() map[string]int {
		out := map[string]int{}
		for _, r := range team.TeamStandings(ev).Rows {
			out[r.Name] = r.MatchPoints
		}
		return out
	}
	winner, _ := ev.Team(ev.RoundMatches(1)[0].White)
	drawn, _ := ev.Team(ev.RoundMatches(1)[1].White)
	if p := points(); p[winner.Name] != 2 || p[drawn.Name] != 1 {
		t.Fatalf("standings at 2/1/0: %v", p)
	}
	f.win.SetText("3")
	saveSettings(t, v, "3/1/0 after round 1")
	// What the change does is said after what it changed (Save names
	// each row: TestSaveNamesTheSettingsChangedOldAndNew).
	if want := s.t("teams.ui.options.rescored", "rounds", 1); !strings.HasSuffix(s.status.Text, " "+want) {
		t.Errorf("status after the change %q, want %q", s.status.Text, want)
	}
	if p := points(); p[winner.Name] != 3 || p[drawn.Name] != 1 {
		t.Errorf("standings at 3/1/0: %v", p)
	}
	f.prizeMinGames.SetText("2")
	v.save()
	if want := s.t("teams.ui.options.prizes", "n", 2); !strings.HasSuffix(s.status.Text, " "+want) {
		t.Errorf("status after the prize minimum %q, want %q", s.status.Text, want)
	}
	// A round robin's primary score changes at any time: it only ranks.
	f.primary.set("gp")
	v.save()
	if want := s.t("teams.ui.options.reranked", "score", s.t("teams.cli.primary.gp")); !strings.HasSuffix(s.status.Text, " "+want) || !ev.TeamOptions.GamePointsFirst {
		t.Errorf("status after game points first %q, want %q; stored %v", s.status.Text, want, ev.TeamOptions.GamePointsFirst)
	}
	s.undo()
	s.undo()
	s.undo()
	if got := ev.TeamOptions; got.MatchWin != 2 || got.PrizeMinGames() != 1 {
		t.Errorf("after the Undos: %+v", got)
	}
	if p := points(); p[winner.Name] != 2 {
		t.Errorf("standings after Undo: %v", p)
	}
}

// The team event's settings fit a 1024×700 window in every language,
// the team Swiss's part shown, and each of their choices shows whole.
func TestTeamSettingsNotCut(t *testing.T) {
	s, _, _ := teamSwissSettings(t, 4)
	room := smallestRoom(s)
	for _, l := range i18n.All {
		s.SetLanguage(l)
		v := shownView[*settingsView](s, areaSettings)
		if !v.team.swiss.Visible() {
			t.Errorf("%s: the team Swiss's part is hidden", l)
		}
		checkFits(t, s, room, fmt.Sprintf("%s, the settings", l))
		f := v.team
		checkChoicesWhole(t, string(l), f.bye.sel, f.primary.sel, f.lineupOrder.sel, f.initial.sel, f.preferences.sel)
	}
}

// The event settings' host federation, organiser, chief arbiter with his
// FIDE id and deputy arbiters are saved from the window; a host
// federation that is no three-letter code, or a FIDE id that is no
// number, is refused with the settings left as they were.
func TestSettingsHostFederationAndArbiters(t *testing.T) {
	s, v := openSettings(t, normEventFile(t))
	v.federation.SetText("Suomi")
	saveRefused(t, v, "bad federation", "three-letter FIDE code")
	if got := s.doc.event.Settings.Federation; got != "FIN" {
		t.Errorf("federation %q after a refusal", got)
	}
	v.federation.SetText("est")
	v.chief.SetText("Aarne Tuomari")
	v.chiefID.SetText("FIN503999")
	saveRefused(t, v, "bad FIDE id", "FIN503999")
	v.chiefID.SetText("503999")
	v.organiser.SetText("Tartu Male Klubi")
	v.deputies.SetText("Bea Apu, Cecilia Apu")
	saveSettings(t, v, "refused")
	if st := s.doc.event.Settings; st.Federation != "EST" || st.ChiefArbiter != "Aarne Tuomari" || st.ChiefArbiterFIDEID != "503999" ||
		st.Organiser != "Tartu Male Klubi" || st.Deputies != "Bea Apu, Cecilia Apu" {
		t.Errorf("settings %+v", st)
	}
}

// A date is typed as the user's language writes it, "28.11.2026" as
// every sheet prints it, or as ISO; both are kept as ISO. The settings
// and the new-event dialog refused the dotted form.
func TestDatesAreTypedAsTheLanguageWritesThem(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.Finnish, i18n.Estonian, i18n.English} {
		s := openShell(t, newEventFile(t, "Anna", "Boris"))
		v := settingsIn(s, lang)
		v.start.SetText("28.11.2026")
		v.end.SetText("2026-11-29")
		v.save()
		if st := s.doc.event.Settings; settingsSaid(v) != "" || st.StartDate != "2026-11-28" || st.EndDate != "2026-11-29" {
			t.Errorf("%s: the settings kept %q–%q: %s", lang, st.StartDate, st.EndDate, settingsSaid(v))
		}
		// Shown again as the language writes it.
		v.revert()
		if want := words.Date(s.cat, "2026-11-28"); v.start.Text != want {
			t.Errorf("%s: the first day shows %q, want %q", lang, v.start.Text, want)
		}
		v.start.SetText("31.13.2026")
		want := i18n.For(lang).Sentence(i18n.NewError("event.err.date", "value", "31.13.2026"))
		saveRefused(t, v, string(lang)+": 31.13.2026", want)
		s.closeDocument()

		dir := t.TempDir()
		s.newTournament()
		fields := overlayParts[*field](s)
		fields[0].SetText("Syysturnaus")
		for _, f := range fields {
			if f.Text == s.startFolder() {
				f.SetText(dir)
			}
		}
		fields[1].SetText("28.11.2026")
		fields[2].SetText("29.11.2026")
		test.Tap(findButton(t, s, s.t("ui.new.create")))
		if s.doc == nil {
			t.Fatalf("%s: no event made: %s", lang, topMessage(s))
		}
		if st := s.doc.event.Settings; st.StartDate != "2026-11-28" || st.EndDate != "2026-11-29" {
			t.Errorf("%s: the new event's dates %q–%q", lang, st.StartDate, st.EndDate)
		}
		s.closeDocument()
	}
}

// The new-event box's last day left empty is the first: a Saturday
// rapid made with its first day alone had no last day, so that its
// scoresheets' date was blank and its rating report lacked the last day.
// The note below the last day says so before Create; the command line's
// "new --start" alone takes the same rule (schedule.OneDay).
func TestANewEventOfOneDayEndsTheDayItStarts(t *testing.T) {
	s := openShell(t, "")
	s.newTournament()
	fields := overlayParts[*field](s)
	fields[0].SetText("Saturday Rapid")
	fields[1].SetText("12.12.2026")
	fields[8].SetText(t.TempDir())
	want := s.t("ui.new.end.example", "example", s.dateExample())
	noted := false
	for _, n := range overlayParts[*fieldNote](s) {
		noted = noted || n.label == s.t("ui.settings.end") && n.text() == want
	}
	if !noted {
		t.Errorf("no note below the last day says %q", want)
	}
	test.Tap(findButton(t, s, s.t("ui.new.create")))
	if s.doc == nil {
		t.Fatalf("no event made: %s", topMessage(s))
	}
	t.Cleanup(s.closeDocument)
	if st := s.doc.event.Settings; st.StartDate != "2026-12-12" || st.EndDate != "2026-12-12" {
		t.Errorf("the new event's days %q–%q", st.StartDate, st.EndDate)
	}
	// Made, it says what it did and how a league's end is left open, as
	// "arbiter new" does: the settings' note says an empty last day is
	// open, and the window said nothing of the day it had set.
	if want := s.t("ui.new.one-day", "date", "12 Dec 2026", "view", s.t("ui.nav.settings")); !strings.Contains(s.status.Text, want) {
		t.Errorf("the status line says %q, want it to say %q", s.status.Text, want)
	}
}

// A league's settings, its end left open (arbiter new --end=), showed its
// first day and an empty last day whose note gave only an example, as a
// last day forgotten: the note below the last day says, whole, that left
// empty the end is open, in every language.
func TestSettingsSayALeaguesEndIsOpen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "league.arbiter")
	st := tournament.DefaultSettings()
	st.Name, st.StartDate = "Club league", "2026-12-12"
	createEvent(t, path, st)
	s := openShell(t, path)
	for l, want := range map[i18n.Lang][2]string{
		i18n.English:  {"12 Dec 2026", "left empty, the end is open"},
		i18n.Finnish:  {"12.12.2026", "tyhjänä päättymispäivä jää avoimeksi"},
		i18n.Estonian: {"12.12.2026", "tühjana jääb lõpupäev määramata"},
	} {
		v := settingsIn(s, l)
		if v.start.Text != want[0] || v.end.Text != "" || !strings.Contains(v.notes[v.end].text(), want[1]) {
			t.Errorf("%s: first day %q, last day %q noted %q; want %q, empty, noted %q", l, v.start.Text, v.end.Text, v.notes[v.end].text(), want[0], want[1])
		}
		noteWhole(t, l, v.notes[v.end])
	}
	s.SetLanguage(i18n.English)
}

// A refused time control names the field as its label does, in every
// language: the Finnish message said "Ajankäyttö" under the label
// "Peliaika", the Estonian "Ajakontroll" under "Mõtlemisaeg".
func TestTheTimeControlsMessageNamesItsLabel(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	for _, lang := range i18n.Complete {
		v := settingsIn(s, lang)
		for _, bad := range []string{"90++30", "9x"} {
			v.timeControl.SetText(bad)
			v.save()
			label := s.t("ui.settings.timecontrol")
			if settingsSaid(v) == "" || !strings.HasPrefix(strings.ToLower(settingsSaid(v)), strings.ToLower(label)) && !strings.Contains(settingsSaid(v), " "+strings.ToLower(label)) {
				t.Errorf("%s %q: %q does not name the field %q", lang, bad, settingsSaid(v), label)
			}
		}
	}
}

// A withdrawal's round typed as a word is refused in the dialog, which
// stays open with what was typed, naming the field as its label does and
// giving an example; the message named neither, and the dialog was gone.
func TestAWithdrawalRoundTypedAsAWordKeepsTheDialog(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*playersView](s, areaPlayers)
		v.grid.table.Select(widget.TableCellID{Row: 0, Col: 1})
		v.confirmWithdraw()
		dialog := s.win.Canvas().Overlays().Top()
		after := overlayParts[*field](s)[0]
		after.SetText("kolme")
		test.Tap(defaultButton(t, s))
		want := s.t("ui.settings.not-number", "field", s.t("ui.players.withdraw.after"), "text", "kolme")
		if s.win.Canvas().Overlays().Top() != dialog || !strings.Contains(topMessage(s), want) || after.Text != "kolme" {
			t.Errorf("%s: the dialog says %q, want %q, still open", lang, topMessage(s), want)
		}
		// Below the field, whole within the box.
		if got := fieldProblems(dialog); len(got) != 1 {
			t.Errorf("%s: the problems below the fields: %q", lang, got)
		}
		boxFitsWhole(t, s, string(lang))
		for s.win.Canvas().Overlays().Top() != nil {
			s.win.Canvas().Overlays().Remove(s.win.Canvas().Overlays().Top())
		}
		if s.doc.event.Players[0].WithdrawnAfter != 0 {
			t.Fatalf("%s: withdrawn after %d", lang, s.doc.event.Players[0].WithdrawnAfter)
		}
	})
}

// saveRefused saves the settings, which the view must refuse saying
// want (what names the change typed, in the test's message).
func saveRefused(t *testing.T, v *settingsView, what, want string) {
	t.Helper()
	v.save()
	if said := settingsSaid(v); said == "" || !strings.Contains(said, want) {
		t.Errorf("%s: the settings say %q, want a refusal saying %q", what, said, want)
	}
}

// openSettings opens the event file path and gives its settings view,
// filled in from the event as it is when shown.
func openSettings(t *testing.T, path string) (*Shell, *settingsView) {
	t.Helper()
	s := openShell(t, path)
	v := s.areaView(areaSettings).(*settingsView)
	v.revert()
	return s, v
}

// saveSettings saves the settings view and ends the test, saying why
// with what the view says, where it refuses.
func saveSettings(t *testing.T, v *settingsView, why string) {
	t.Helper()
	v.save()
	if settingsSaid(v) != "" {
		t.Fatalf("%s: %s", why, settingsSaid(v))
	}
}

// settingsSaid is every problem the settings view shows: below its
// fields and beside its buttons, one a line.
func settingsSaid(v *settingsView) string {
	var out []string
	for _, n := range v.notes {
		if n.problem != "" {
			out = append(out, n.problem)
		}
	}
	slices.Sort(out)
	if v.problem.problem != "" {
		out = append(out, v.problem.problem)
	}
	return strings.Join(out, "\n")
}

// settingsStops, by which the window test of the settings' messages
// reaches the first day, the time control and Save by Tab, are where the
// keyboard stops in the settings of a five-round Swiss with round 1
// paired, from the view's key.
func TestSettingsTabStops(t *testing.T) {
	s, _ := roundOfTwelve(t)
	runKey(t, s, viewKeys[areaSettings].shortcut())
	v := s.areaView(areaSettings).(*settingsView)
	c := s.win.Canvas()
	var got struct{ start, timeControl, save int }
	for i := 1; got.save == 0 && i <= 100; i++ {
		c.FocusNext()
		switch c.Focused() {
		case v.start:
			got.start = i
		case v.timeControl:
			got.timeControl = i
		}
		if b, ok := c.Focused().(*button.Button); ok && b.Text == s.t("ui.save") {
			got.save = i
		}
	}
	if got != settingsStops {
		t.Errorf("the first day, the time control and Save are Tab stops %+v, the window test takes %+v", got, settingsStops)
	}
}

// The settings name the withdrawal rule the results follow
// (tournament.Event.WithdrawalRule), as the command line's event, the
// standings and the paper do: a Swiss given the 1953 rule showed it here
// while every other view said its results stand as played; and a Swiss
// offers no choice, since only a round robin or a match has one.
func TestSettingsShowTheWithdrawalRuleInForce(t *testing.T) {
	s, v := openSettings(t, newSwissFile(t, 6, 3))
	v.revert()
	v.withdrawal.set(string(tournament.WithdrawalUSSR1953))
	v.save()
	v.revert()
	if got, want := v.withdrawal.value(), string(s.doc.event.WithdrawalRule()); got != want || !v.withdrawal.sel.Disabled() {
		t.Errorf("a Swiss's settings show the withdrawal rule %q (disabled %v), the rule in force %q", got, v.withdrawal.sel.Disabled(), want)
	}
}

// Adequate supervision is one arbiter for at most three games in rapid
// (2023 A.4.1; 2018 and 2014 A.3) and one for each game in blitz (B.2.1;
// B.3 before), every game recorded by him or an assistant. The tick said
// "one arbiter per game" for rapid too, so that an arbiter watching three
// boards of a Sunday rapid left it clear and his rulings were those of
// unsupervised play. It says the condition of the game type in force as
// the control and the type are chosen.
func TestSupervisionTickSaysTheGameTypesCondition_A_4_1_B_2_1(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris")
	s, v := openSettings(t, path)
	for _, c := range []struct{ control, gameType, key string }{
		{"15+10", "", "ui.settings.supervised.rapid"},
		{"3+2", "", "ui.settings.supervised.blitz"},
		{"3+2", "rapid", "ui.settings.supervised.rapid"},
		{"90+30", "", "ui.settings.supervised.label"},
	} {
		v.timeControl.SetText(c.control)
		v.gameType.set(c.gameType)
		if got, want := v.supervised.Text, s.t(c.key); got != want {
			t.Errorf("%s, type %q: the tick says %q, want %q", c.control, c.gameType, got, want)
		}
	}
}

// The settings show the game type in force below its choice as the
// ruleset, the type and the control are chosen: a blitz control's type
// from the control, a type set against it said as a problem, and "from
// the time control" saved as no type of the arbiter's.
func TestSettingsShowGameTypeInForce(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris")
	s, v := openSettings(t, path)
	if v.gameType.value() != "" || v.gameTypeNote.text() != "Standard (no time control to tell it by)" {
		t.Errorf("a new event: type %q, note %q", v.gameType.value(), v.gameTypeNote.text())
	}
	v.timeControl.SetText(`3'+2"`)
	if v.gameTypeNote.problem != "" || v.gameTypeNote.text() != `Blitz (from the time control 3'+2")` {
		t.Errorf("3'+2\": note %q, problem %q", v.gameTypeNote.text(), v.gameTypeNote.problem)
	}
	v.gameType.set("standard")
	want := `Standard (set by the arbiter), but the time control 3'+2" makes blitz games (FIDE Laws of Chess 2023); rulings follow the type set`
	if v.gameTypeNote.problem != want {
		t.Errorf("standard set against 3'+2\": problem %q", v.gameTypeNote.problem)
	}
	v.gameType.set("")
	saveSettings(t, v, "refused")
	st := s.doc.event.Settings
	if g, err := st.GameTypeInForce(); err != nil || st.GameType != "" || g.Type != rules.Blitz {
		t.Errorf("saved: type %q, in force %+v, %v", st.GameType, g, err)
	}
	if v.gameTypeNote.problem != "" || v.gameTypeNote.text() != `Blitz (from the time control 3'+2")` {
		t.Errorf("after saving: note %q, problem %q", v.gameTypeNote.text(), v.gameTypeNote.problem)
	}
	// The Finnish blitz rules have no rules for a rapid control's games.
	v.ruleset.set(string(rules.FIBlitz2018))
	v.timeControl.SetText("15+10")
	if v.gameTypeNote.problem == "" {
		t.Errorf("a rapid control under the Finnish blitz rules, not said: %q", v.gameTypeNote.text())
	}
}

// The new-event box says below a control that reads the game type it
// makes under the ruleset chosen, and the event made has that type from
// its control, not "standard".
func TestNewEventBoxGameTypeFromControl(t *testing.T) {
	s := openShell(t, "")
	s.newTournament()
	entries := overlayParts[*field](s)
	name, control, folder := entries[0], entries[7], entries[8]
	notes := overlayParts[*fieldNote](s)
	said := func() string {
		for _, n := range notes {
			if n.label == s.t("ui.settings.timecontrol") {
				return n.text()
			}
		}
		return ""
	}
	overlayParts[*picker](s)[1].SetSelected(s.t("rules.ruleset.fi-blitz2018"))
	test.Type(control, `3'+2"`)
	if got := said(); got != `Blitz (from the time control 3'+2")` {
		t.Errorf("3'+2\" under the Finnish blitz rules: %q", got)
	}
	test.Type(name, "Blitz Open")
	folder.SetText(t.TempDir())
	pressEnter(name)
	if s.doc == nil {
		t.Fatalf("not created: %s", dialogRefusal(s))
	}
	t.Cleanup(s.closeDocument)
	st := s.doc.event.Settings
	if g, err := st.GameTypeInForce(); err != nil || st.GameType != "" || g.Type != rules.Blitz || !g.Known {
		t.Errorf("made: type %q, in force %+v, %v", st.GameType, g, err)
	}
}

// Enter in a field of the event's settings saves them, as Enter takes a
// dialog box's default action: the language of reports chosen and Enter
// pressed in a field saved nothing and said nothing, the drop-down went
// on showing Finnish over a file that kept English, and the paper came
// out in English. A refused value is said below its field and nothing is
// saved.
func TestEnterInASettingsFieldSaves(t *testing.T) {
	s := smallShell(t)
	v := settingsIn(s, i18n.English)
	v.language.set("fi")
	s.win.Canvas().Focus(v.site)
	pressKey(s, fyne.KeyReturn)
	if got := s.doc.event.Settings.Language; got != "fi" {
		t.Fatalf("after Enter in the site the file's language of reports is %q, want fi", got)
	}
	v.timeControl.SetText("90++30")
	s.win.Canvas().Focus(v.timeControl)
	pressKey(s, fyne.KeyReturn)
	if v.notes[v.timeControl].problem == "" || s.doc.event.Settings.TimeControl == "90++30" {
		t.Errorf("90++30 and Enter: problem %q, saved %q", v.notes[v.timeControl].problem, s.doc.event.Settings.TimeControl)
	}
}

// The rounds are asked where the arbiter sets them: a Swiss's rounds and a
// match's games, not a round robin's, which follow from its players. The
// new-event box had a match's field disabled (a match made there had no
// games and could not be paired), and the settings view took a round
// robin's rounds, kept unused without a word.
func TestRoundsAskedWhereTheArbiterSetsThem(t *testing.T) {
	s := openShell(t, "")
	b := newEventFields(s)
	for _, sys := range append(append([]tournament.System{}, individualSystems...), teamSystems...) {
		b.rounds.SetText("6")
		b.system.set(string(sys))
		if open, want := !b.rounds.Disabled(), !sys.RoundsFromField(); open != want || (!open && b.rounds.Text != "") {
			t.Errorf("new event, %s: rounds field open %v holding %q, want open %v", sys, open, b.rounds.Text, want)
		}
		// A field closed says why: empty, it looked like one to fill, and
		// the round robin's took no keys without a word.
		// Its example goes with it: "e.g. 7" below a round robin's rounds
		// read as a number to give.
		for _, f := range []struct {
			field        *field
			why, example string
		}{{b.rounds, s.t("ui.settings.rounds.from-field"), s.t("ui.settings.rounds.hint")},
			{b.boards, s.t("ui.settings.boards.team-only"), s.t("ui.settings.boards.hint", "max", tournament.MaxBoards)}} {
			if want := map[bool]string{true: f.why}[f.field.Disabled()]; f.field.PlaceHolder != want {
				t.Errorf("new event, %s: field disabled %v says %q, want %q", sys, f.field.Disabled(), f.field.PlaceHolder, want)
			}
			if want := map[bool]string{false: f.example}[f.field.Disabled()]; b.notes[f.field].text() != want {
				t.Errorf("new event, %s: field disabled %v has the note %q below it, want %q", sys, f.field.Disabled(), b.notes[f.field].text(), want)
			}
		}
	}

	s, v := openSettings(t, newEventFile(t, "Anna", "Boris", "Carla", "Dmitri"))
	if !v.rounds.Disabled() || v.rounds.PlaceHolder != "3" {
		t.Errorf("a round robin's settings: rounds field disabled %v, suggesting %q; want disabled, 3", v.rounds.Disabled(), v.rounds.PlaceHolder)
	}
	v.system.set(string(tournament.SwissDutch))
	if v.rounds.Disabled() {
		t.Error("the rounds field stays disabled with the Swiss chosen")
	}
	v.rounds.SetText("3")
	v.system.set(string(tournament.RoundRobin))
	if !v.rounds.Disabled() || v.rounds.Text != "" {
		t.Errorf("the round robin chosen again: rounds field disabled %v, holding %q", v.rounds.Disabled(), v.rounds.Text)
	}
	v.save()
	if st := s.doc.event.Settings; settingsSaid(v) != "" || st.System != tournament.RoundRobin || st.Rounds != 0 {
		t.Errorf("saved %s of %d rounds (said %q), want a round robin of none given", st.System, st.Rounds, settingsSaid(v))
	}
	v.system.set(string(tournament.Match))
	if v.rounds.Disabled() {
		t.Error("a match's games cannot be given in the settings")
	}
}

// A Swiss's limit of half-point byes is set in the settings: shown, a
// number of last rounds beyond the event's refused below its field, and,
// saved after a bye was asked that it would refuse, the bye stands and
// the status line says who is over the limit. A round robin's fields are
// shut empty, read as 0.
func TestSettingsHalfByeLimit(t *testing.T) {
	s := openShell(t, newSwissFile(t, 4, 5))
	ids := s.doc.event.SwissNumbers()
	if err := s.doc.st.RequestBye(tournament.PlannedBye{Player: ids[0], Round: 2, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	s.reload()
	v := s.areaView(areaSettings).(*settingsView)
	v.revert()
	if v.maxHalfByes.Text != "0" || v.noHalfByeRounds.Text != "0" || v.maxHalfByes.Disabled() {
		t.Errorf("a Swiss without a limit: %q, %q, shut %v", v.maxHalfByes.Text, v.noHalfByeRounds.Text, v.maxHalfByes.Disabled())
	}
	v.noHalfByeRounds.SetText("6")
	v.save()
	if want := s.t("event.err.settings.halfbyes.last", "last", 6, "rounds", 5); !strings.Contains(settingsSaid(v), want) || v.notes[v.noHalfByeRounds].problem == "" {
		t.Errorf("6 last rounds of 5: %q, want %q below the field", settingsSaid(v), want)
	}
	v.maxHalfByes.SetText("1")
	v.noHalfByeRounds.SetText("4")
	v.save()
	if st := s.doc.event.Settings; st.MaxHalfByes != 1 || st.NoHalfByeRounds != 4 || settingsSaid(v) != "" {
		t.Fatalf("saved %d, %d, said %q", st.MaxHalfByes, st.NoHalfByeRounds, settingsSaid(v))
	}
	p, _ := s.doc.event.Player(ids[0])
	if want := s.t("byes.over.last", "name", p.Name, "round", 2, "last", 4); !strings.Contains(s.status.Text, want) || len(s.doc.event.Requests) != 1 {
		t.Errorf("the status %q, want %q; requests %+v", s.status.Text, want, s.doc.event.Requests)
	}
	v.system.set(string(tournament.RoundRobin))
	if v.maxHalfByes.Text != "" || v.noHalfByeRounds.Text != "" || !v.maxHalfByes.Disabled() {
		t.Errorf("a round robin chosen: %q, %q, shut %v", v.maxHalfByes.Text, v.noHalfByeRounds.Text, v.maxHalfByes.Disabled())
	}
	if st, _ := v.readAll(); st.MaxHalfByes != 0 || st.NoHalfByeRounds != 0 {
		t.Errorf("a round robin chosen reads %d, %d half-point byes", st.MaxHalfByes, st.NoHalfByeRounds)
	}
}

// Two teams kept apart once round 1 is paired are listed with the round
// they are kept apart from, the next, as the Swiss options list players.
func TestTeamSettingsSayTheRoundTeamsAreKeptApartFrom(t *testing.T) {
	s, _ := pairRoundOne(t, newTeamFileOf(t, tournament.TeamSwiss, 3, 4, 4, 4), 4)
	v := shownView[*settingsView](s, areaSettings)
	v.revert()
	f := v.team
	f.pickA.SetSelectedIndex(0)
	f.pickB.SetSelectedIndex(1)
	f.add.OnTapped()
	saveSettings(t, v, "keeping two teams apart")
	v.revert()
	ev := &s.doc.event
	want := ev.Teams[0].Name + " – " + ev.Teams[1].Name + " (" + s.t("swisscli.forbidden.from", "round", 2) + ")"
	if len(f.forbiddenBox.Objects) != 1 {
		t.Fatalf("%d pairs listed, want 1", len(f.forbiddenBox.Objects))
	}
	if got := f.forbiddenBox.Objects[0].(*fyne.Container).Objects[0].(*widget.Label).Text; got != want {
		t.Errorf("the pair listed as %q, want %q", got, want)
	}
}

// The settings name an event's tie-breaks as the standings head their
// columns, in each language, and save them back as the file keeps them;
// an entry the event does not offer is refused, naming what it offers as
// the field names it, the note below the field holding the offered and
// the refusal whole at 1024×700. The Estonian settings showed "sb, de, wins" beside
// standings headed "SB, OM, Võidud", and offered "wins, won, black"; a
// team Swiss's showed "gp, sb:mp, emgsb-c1-p" beside "PP, SB, EMGSB-C1/P",
// its heads not one a tie-break.
func TestSettingsNameTieBreaksAsTheStandingsHeadThem(t *testing.T) {
	t.Run("individual", func(t *testing.T) {
		s := smallShell(t)
		settingsNameTieBreaks(t, s)
	})
	t.Run("team Swiss", func(t *testing.T) {
		s, v, _ := teamSwissSettings(t, 4)
		s.win.Resize(fyne.NewSize(1024, 700))
		// Typed as the command line's ids, which the field still reads;
		// "egmsb:mp" as a report may give it, headed as "egmsb" is, and
		// kept as the file has it.
		ids := []string{"gp", "bh:mp-c1", "sb:mp", "emgsb-c1-p", "edet-p", "fb:mp-p", "egmsb:mp"}
		v.tieBreaks.SetText(strings.Join(ids, ", "))
		saveSettings(t, v, "the ids typed refused")
		if got := s.doc.event.Settings.TieBreaks; !slices.Equal(got, ids) {
			t.Fatalf("the ids typed saved as %v, want %v", got, ids)
		}
		settingsNameTieBreaks(t, s)
	})
}

func settingsNameTieBreaks(t *testing.T, s *Shell) {
	t.Helper()
	ids := s.doc.event.Settings.TieBreaks
	offered := s.doc.event.Settings.System.TieBreaksOffered()
	for _, l := range i18n.Complete {
		v := settingsIn(s, l)
		cat := i18n.For(l)
		var heads []string
		for _, id := range ids {
			heads = append(heads, words.TieBreakShort(cat, id))
		}
		if got, want := v.tieBreaks.Text, strings.Join(heads, ", "); got != want {
			t.Errorf("%s: the tie-breaks shown as %q, want %q", l, got, want)
		}
		// The note below names every tie-break offered, whole.
		noteWhole(t, l, v.notes[v.tieBreaks])
		saveSettings(t, v, string(l)+": the tie-breaks as shown refused")
		if got := s.doc.event.Settings.TieBreaks; !slices.Equal(got, ids) {
			t.Errorf("%s: the tie-breaks as shown saved as %v, want %v", l, got, ids)
		}
		v.tieBreaks.SetText(v.tieBreaks.Text + ", nonsense")
		v.save()
		if said := settingsSaid(v); !strings.Contains(said, "nonsense") || !strings.Contains(said, words.TieBreakList(cat, offered)) {
			t.Errorf("%s: an unknown tie-break refused with %q", l, said)
		}
		noteWhole(t, l, v.notes[v.tieBreaks])
		if got := s.doc.event.Settings.TieBreaks; !slices.Equal(got, ids) {
			t.Errorf("%s: an unknown tie-break saved: %v", l, got)
		}
	}
}

// noteWhole fails where the lines note n draws are not its text whole.
func noteWhole(t *testing.T, l i18n.Lang, n *fieldNote) {
	t.Helper()
	if lines, _ := noteLinesDrawn(n); n.Size().Width <= 0 || strings.Join(lines, " ") != n.text() {
		t.Errorf("%s: the note %q drawn in %v points as %q", l, n.text(), n.Size().Width, lines)
	}
}

// C.04.6 art. 1.2: the primary score and the tie-breaks that read it,
// changed in one Save, are judged together: with game points first "sb"
// and "sb:mp" are two tie-breaks, and the settings were refused ("sb:mp is
// listed twice") as judged under the primary score the file had. With
// match points first again they are one, refused, and nothing is saved.
func TestTeamSettingsJudgeTheTieBreaksUnderThePrimaryScoreChosen(t *testing.T) {
	s, v, _ := teamSwissSettings(t, 4)
	ev := &s.doc.event
	v.team.primary.set("gp")
	v.tieBreaks.SetText("SB, SB:MP")
	saveSettings(t, v, "game points first, with sb and sb:mp")
	if !ev.TeamOptions.GamePointsFirst || !slices.Equal(ev.Settings.TieBreaks, []string{"sb", "sb:mp"}) {
		t.Fatalf("saved game points first %v, tie-breaks %v", ev.TeamOptions.GamePointsFirst, ev.Settings.TieBreaks)
	}
	v.team.primary.set("mp")
	v.save()
	if said := settingsSaid(v); !strings.Contains(said, "sb:mp") {
		t.Errorf("match points first with sb and sb:mp: %q", said)
	}
	if !ev.TeamOptions.GamePointsFirst || !slices.Equal(ev.Settings.TieBreaks, []string{"sb", "sb:mp"}) {
		t.Errorf("a refused Save stored game points first %v, tie-breaks %v", ev.TeamOptions.GamePointsFirst, ev.Settings.TieBreaks)
	}
}

// A time control a report wrote in words (record 122 of another
// program's file, kept as read) stays as it is when the arbiter saves
// other settings, as arbiter event saves them: the settings refused
// every save, whatever was changed, until he typed the control again.
// One he types in words himself is still refused.
func TestSettingsKeepATimeControlReadInWords(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris")
	const words = `100'x40mm + 50'x20mm + 30" from move 1`
	s, v := openSettings(t, path)
	st := s.doc.event.Settings
	st.TimeControl = words
	if err := s.doc.st.Batch(func(tx *store.Tx) error { return tx.UpdateSettings(st) }); err != nil {
		t.Fatal(err)
	}
	s.reload()
	v.revert()
	v.name.SetText("Grandmommy's Cup")
	saveSettings(t, v, "a save with the report's time control unchanged")
	if got := s.doc.event.Settings; got.Name != "Grandmommy's Cup" || got.TimeControl != words {
		t.Errorf("saved: name %q, time control %q", got.Name, got.TimeControl)
	}
	v.timeControl.SetText("ninety minutes")
	saveRefused(t, v, "a time control typed in words", s.t("ui.settings.timecontrol"))
}

// Ctrl+S, pressed from habit (Swiss-Manager, Vega), saves the settings
// where they are shown, from a field as from elsewhere in the view, and
// elsewhere says that every change is saved as it is made: it did
// nothing and said nothing, the tie-breaks typed staying unsaved.
func TestCtrlSSavesTheSettingsOrSaysAllIsSaved(t *testing.T) {
	s := smallShell(t)
	ctrlS := &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	for _, l := range i18n.All {
		v := settingsIn(s, l)
		v.site.SetText("Tampere " + string(l))
		s.win.Canvas().Focus(v.site)
		pressShortcut(s, ctrlS)
		if got := s.doc.event.Settings.Site; got != "Tampere "+string(l) {
			t.Errorf("%s: after Ctrl+S in the settings the file's site is %q", l, got)
		}
		shownView[*roundsView](s, areaRounds)
		pressShortcut(s, ctrlS)
		if want := s.t("ui.keys.save"); s.status.Text != want {
			t.Errorf("%s: Ctrl+S in the rounds says %q, want %q", l, s.status.Text, want)
		}
	}
}

// Save (its button, Enter or Ctrl+S) with nothing changed says so: it
// said nothing, the line below still saying what was done before, so
// that the arbiter could not tell whether the settings were saved.
func TestSavingUnchangedSettingsSaysSo(t *testing.T) {
	s := smallShell(t)
	for _, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		v := settingsIn(s, l)
		s.setStatus("before")
		v.save()
		if want := s.t("ui.settings.same"); s.status.Text != want {
			t.Errorf("%s: Save with nothing changed says %q, want %q", l, s.status.Text, want)
		}
	}
}

// Each round's date and time, left empty, show a pattern of what to type,
// never a value the field would take: the time's "18.00" read, grey in a
// dark window, as every round set to start at six, where the event had no
// time at all (the command line's event showed none), in every language.
func TestSettingsRoundTimesEmptyShowNoValue(t *testing.T) {
	s, _ := openSettings(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		v := shownView[*settingsView](s, areaSettings)
		v.revert()
		for i := range v.schedule.dates {
			date, at := v.schedule.dates[i], v.schedule.times[i]
			if date.Text != "" || at.Text != "" {
				t.Fatalf("%s: round %d of an event with no schedule shows %q %q", l, i+1, date.Text, at.Text)
			}
			if _, err := input.ISODate(date.PlaceHolder); date.PlaceHolder == "" || err == nil {
				t.Errorf("%s: round %d's empty date shows %q, a date", l, i+1, date.PlaceHolder)
			}
			if _, err := input.ParseClockTime(at.PlaceHolder); at.PlaceHolder == "" || err == nil {
				t.Errorf("%s: round %d's empty time shows %q, a time", l, i+1, at.PlaceHolder)
			}
		}
	}
}

// Save names each row it changed, as the view labels and shows it, old
// and new: it said only that the settings changed, so that a drop-down
// changed by a stray key went unseen beside the rounds meant. A long
// list names the first few and how many more; saved again unchanged, it
// says that nothing was changed.
func TestSaveNamesTheSettingsChangedOldAndNew(t *testing.T) {
	s := smallShell(t)
	for i, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		v := settingsIn(s, l)
		site, rounds := fmt.Sprintf("Helsinki %d", i), fmt.Sprintf("%d", 5+i)
		v.site.SetText(site)
		v.rounds.SetText(rounds)
		saveSettings(t, v, string(l))
		v.site.SetText("Espoo")
		v.rounds.SetText("9")
		saveSettings(t, v, string(l))
		testtext.SaysEach(t, string(l)+": Save", s.status.Text,
			s.t("store.audit.row", "label", s.t("ui.settings.site"), "old", site, "new", "Espoo"),
			s.t("store.audit.row", "label", s.t("ui.settings.rounds"), "old", rounds, "new", "9"),
		)
		v.save()
		if want := s.t("ui.settings.same"); s.status.Text != want {
			t.Errorf("%s: saved again unchanged, Save says %q, want %q", l, s.status.Text, want)
		}
		// Six rows changed: four named, "and 2 more".
		v.site.SetText("Turku")
		v.organiser.SetText("Club " + string(l))
		v.rounds.SetText("8")
		v.paper.set(map[string]string{"A4": "Letter", "Letter": "A4"}[v.paper.value()])
		v.supervised.SetChecked(!v.supervised.Checked)
		v.indexMaster.SetText(fmt.Sprintf("%d", 9+i))
		saveSettings(t, v, string(l))
		if want := s.t("ui.settings.changed.more", "changes", "", "n", 2); !strings.Contains(s.status.Text, want) ||
			strings.Count(s.status.Text, "; ") != 4 {
			t.Errorf("%s: six rows changed, Save says %q, want four named and %q", l, s.status.Text, want)
		}
	}
}

// Six rows changed and saved: Save names four and "and 2 more", and the
// History view's detail of the change names every one, old and new, in
// the language the history is read in, whichever it was saved in: the
// history said "Event settings changed (name)" alone, so the two rows
// past the four were said nowhere.
func TestHistoryNamesEverySettingsRowSaved(t *testing.T) {
	s := smallShell(t)
	for i, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		v := settingsIn(s, l)
		site, organiser, rounds, paper, ticked, master := v.site.Text, v.organiser.Text, v.rounds.Text, v.paper.value(), v.supervised.Checked, v.indexMaster.Text
		newPaper := map[string]string{"A4": "Letter", "Letter": "A4"}[paper]
		v.site.SetText("Turku " + string(l))
		v.organiser.SetText("Club " + string(l))
		v.rounds.SetText(fmt.Sprint(7 + i))
		v.paper.set(newPaper)
		v.supervised.SetChecked(!ticked)
		v.indexMaster.SetText(fmt.Sprint(9 + i))
		saveSettings(t, v, string(l))
		if want := s.t("ui.settings.changed.more", "changes", "", "n", 2); !strings.Contains(s.status.Text, want) {
			t.Errorf("%s: six rows changed, Save says %q, want four named and %q", l, s.status.Text, want)
		}
		tick := map[bool]string{true: "ui.settings.ticked", false: "ui.settings.unticked"}
		for _, r := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
			s.SetLanguage(r)
			h := shownView[*auditView](s, areaAudit)
			h.grid.table.Select(widget.TableCellID{Row: 0, Col: 3})
			row := func(label string, old, now any) string {
				if old == "" {
					old = s.t("store.audit.row.empty")
				}
				return s.t("store.audit.row", "label", s.t(label), "old", old, "new", now)
			}
			testtext.SaysEach(t, fmt.Sprintf("saved in %s, read in %s: the history's detail", l, r), h.detail.Text,
				row("ui.settings.site", site, "Turku "+string(l)),
				row("ui.settings.organiser", organiser, "Club "+string(l)),
				row("ui.settings.rounds", rounds, fmt.Sprint(7+i)),
				row("ui.settings.paper", paper, newPaper),
				row("ui.settings.supervised", s.t(tick[ticked]), s.t(tick[!ticked])),
				row("ui.settings.index.master", master, fmt.Sprint(9+i)),
			)
		}
	}
}

// The pairing system and the three rule choices (national practice,
// devices, notation), changed and saved in Finnish, are named in the
// History view's detail in the language it is read in: they were kept
// as the Finnish drop-down showed them, so that an English reader read
// "kaikki vastaan kaikki" and "Suomi".
func TestHistoryNamesTheSystemAndRuleChoicesInTheReadersLanguage(t *testing.T) {
	s := smallShell(t)
	v := settingsIn(s, i18n.Finnish)
	o := s.doc.event.Settings.Rules
	if sys := s.doc.event.Settings.System; sys != tournament.RoundRobin || o.National != "" || o.DevicePolicy != "" || o.Notation != "" {
		t.Fatalf("the event starts as %s with rules %+v, want a round robin under the choices by default", sys, o)
	}
	v.system.set(string(tournament.DoubleRoundRobin))
	v.rules.national.set("FI")
	v.rules.device.set("loss")
	v.rules.notation.set("de")
	saveSettings(t, v, "system and rule choices")
	for _, r := range []i18n.Lang{i18n.English, i18n.Estonian} {
		s.SetLanguage(r)
		h := shownView[*auditView](s, areaAudit)
		h.grid.table.Select(widget.TableCellID{Row: 0, Col: 3})
		testtext.SaysEach(t, "saved in Finnish, read in "+string(r)+": the history's detail", h.detail.Text,
			s.t("store.audit.row", "label", s.t("ui.settings.system"), "old", s.t(tournament.RoundRobin.NameKey()), "new", s.t(tournament.DoubleRoundRobin.NameKey())),
			s.t("store.audit.row", "label", s.t("rulesettings.national"), "old", s.t(words.NationalPracticeKey("")), "new", s.t(words.NationalPracticeKey("FI"))),
			s.t("store.audit.row", "label", s.t("rulesettings.device"), "old", s.t(words.DevicePolicyKey("")), "new", s.t(words.DevicePolicyKey("loss"))),
			s.t("store.audit.row", "label", s.t("rulesettings.notation"), "old", s.t(words.NotationKey("")), "new", s.t(words.NotationKey("de"))),
		)
	}
}

// A pair of teams kept apart, added and saved, is named among the rows
// Save changed, and taken off again likewise: the list stands below the
// rows, and Save named the options changed without it.
func TestSaveNamesThePairsKeptApart(t *testing.T) {
	s, v, _ := teamSwissSettings(t, 4)
	ev := &s.doc.event
	pair := ev.Teams[0].Name + " – " + ev.Teams[1].Name
	row := func(old, now string) string {
		return s.t("store.audit.row", "label", s.t("teams.cli.forbidden"), "old", old, "new", now)
	}
	empty := s.t("store.audit.row.empty")
	v.team.pickA.SetSelectedIndex(0)
	v.team.pickB.SetSelectedIndex(1)
	v.team.add.OnTapped()
	saveSettings(t, v, "a pair kept apart")
	if want := row(empty, pair); !strings.Contains(s.status.Text, want) {
		t.Errorf("a pair kept apart added: Save says %q, want it to name %q", s.status.Text, want)
	}
	test.Tap(v.team.forbiddenBox.Objects[0].(*fyne.Container).Objects[1].(*button.Button))
	saveSettings(t, v, "the pair taken off")
	if want := row(pair, empty); !strings.Contains(s.status.Text, want) {
		t.Errorf("the pair taken off: Save says %q, want it to name %q", s.status.Text, want)
	}
}

// Whether the event is FIDE-rated is asked with the reports and norms it
// decides (the rating report and the title norms, whose pages send the
// arbiter to the settings to tick it), not among the rules the desk's
// rulings read: an Estonian arbiter setting up a FIDE-rated round robin
// went through every group down to the reports and did not find it there.
func TestSettingsFIDERatedTickAmongReportsAndNorms(t *testing.T) {
	s, v := openSettings(t, newEventFile(t, "Anna", "Boris"))
	holds := func(group string) bool {
		for _, o := range drawnObjects(v.content) {
			if c, ok := o.(*widget.Card); ok && c.Subtitle == s.t(group) {
				return slices.Contains(drawnObjects(c.Content), fyne.CanvasObject(v.rules.fideRated))
			}
		}
		t.Fatalf("no group %q in the settings", s.t(group))
		return false
	}
	if !holds("ui.settings.group.output") || holds("rulesettings.group") {
		t.Errorf("the FIDE-rated tick among the reports and norms %v, among the rules at the board %v; want it with the reports alone",
			holds("ui.settings.group.output"), holds("rulesettings.group"))
	}
}

// TestSwissCutShortInTheSettings: a Swiss of seven rounds whose last two
// are cancelled after five keeps its rounds field open once paired; cut
// to five, the status line says its tables are final; fewer than the
// rounds paired is refused in words.
func TestSwissCutShortInTheSettings(t *testing.T) {
	s, v := openSettings(t, testevent.File(t, 12, 5, 7, 0))
	if v.rounds.Disabled() {
		t.Fatal("a Swiss's rounds cannot be changed once paired")
	}
	v.rounds.SetText("4")
	v.save()
	if want := s.t("event.err.settings.rounds.paired", "paired", 5, "rounds", 4); !strings.Contains(settingsSaid(v), want) {
		t.Errorf("cut to 4: %q, want %q", settingsSaid(v), want)
	}
	v.rounds.SetText("5")
	saveSettings(t, v, "a Swiss of 7 rounds with 5 played not cut to 5")
	if want := s.t("event.length.over", "rounds", 5); !strings.Contains(s.status.Text, want) {
		t.Errorf("status after the cut: %q, want it to say %q", s.status.Text, want)
	}
}

// A round paired and dated a day after the event's last day (played late)
// is shown in its row and saved back with every change: the name changed
// is saved, as the command line saves it, where every save was refused
// for that round's date.
func TestSettingsSaveWithARoundPlayedAfterTheLastDay(t *testing.T) {
	path := testevent.File(t, 12, 6, 7, 0) // round 6 dated 25 Nov, the last day 24 Nov
	s, v := openSettings(t, path)
	v.name.SetText("Syysavoin, renamed")
	saveSettings(t, v, "the name changed with round 6 played after the last day")
	if got := s.doc.event.Settings.Name; got != "Syysavoin, renamed" {
		t.Errorf("the name saved is %q", got)
	}
}

// A Swiss cut short in the settings drops the dates of the rounds it cuts
// and says so, as the command line does, where the save was refused below
// the cut round's date as a round the event no longer had.
func TestSettingsCutShortDropsTheDatesOfTheRoundsCut(t *testing.T) {
	path := testevent.File(t, 12, 6, 7, 0)
	s, v := openSettings(t, path)
	v.end.SetText("26.11.2026")
	v.schedule.dates[6].SetText("26.11.2026")
	v.schedule.times[6].SetText("18:00")
	saveSettings(t, v, "round 7 dated")
	v.rounds.SetText("6")
	saveSettings(t, v, "cut to 6 with round 7 dated")
	ev := s.doc.event
	if ev.Settings.Rounds != 6 || schedule.Stated(&ev, 7) != (tournament.RoundTime{Round: 7}) {
		t.Errorf("after the cut: %d rounds, schedule %+v", ev.Settings.Rounds, ev.Settings.Schedule)
	}
	cut := []tournament.RoundTime{{Round: 7, Date: "2026-11-26", Time: "18:00"}}
	if want := words.ScheduleCut(s.cat, cut, 6)[0]; !strings.Contains(s.status.Text, want) {
		t.Errorf("status after the cut %q, want %q", s.status.Text, want)
	}
}

// The new-event box and the settings view ask for the same settings with
// the same hint in the field and the same note below it, in every
// language: the chief arbiter's field said "name" in the settings and
// nothing in the new-event box. The last day's note differs on purpose
// (TestANewEventOfOneDayEndsTheDayItStarts), its field's hint not.
func TestNewEventBoxAsksAsTheSettingsDo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "open.arbiter")
	st := tournament.DefaultSettings()
	st.Name, st.Rounds = "Open", 5
	st.SetSystem(tournament.SwissDutch)
	createEvent(t, path, st)
	s := openShell(t, path)
	for _, l := range i18n.Complete {
		v := settingsIn(s, l)
		b := newEventFields(s)
		b.form()
		b.system.set(string(tournament.SwissDutch))
		for _, pair := range []struct {
			name          string
			box, settings *field
			note          bool
		}{
			{"site", b.site, v.site, true}, {"chief arbiter", b.arbiter, v.chief, true},
			{"first day", b.start, v.start, true}, {"last day", b.end, v.end, false},
			{"rounds", b.rounds, v.rounds, true}, {"time control", b.timeControl, v.timeControl, true},
		} {
			if pair.box.PlaceHolder != pair.settings.PlaceHolder {
				t.Errorf("%s: the %s's field hints %q in the new-event box, %q in the settings", l, pair.name, pair.box.PlaceHolder, pair.settings.PlaceHolder)
			}
			example := func(n *fieldNote) string {
				if n == nil {
					return ""
				}
				return n.example
			}
			if box, set := example(b.notes[pair.box]), example(v.notes[pair.settings]); pair.note && box != set {
				t.Errorf("%s: the %s's note says %q in the new-event box, %q in the settings", l, pair.name, box, set)
			}
		}
	}
}

// A round robin's settings before its players are in showed 0 in the
// rounds' field, where the new-event box says they are as many as the
// entries make: the settings say so too, and the number once they are
// in, with no example below the field closed.
func TestSettingsSayARoundRobinsRoundsComeOfItsEntries(t *testing.T) {
	// A round robin (the default system) before its players are in.
	s := openShell(t, newEventFile(t))
	for _, l := range i18n.Complete {
		if v := settingsIn(s, l); v.rounds.PlaceHolder != s.t("ui.settings.rounds.from-field") {
			t.Errorf("%s: a round robin without players: rounds %q", l, v.rounds.PlaceHolder)
		} else if n := v.notes[v.rounds]; n.text() != "" {
			// Closed, as the new-event box's (shut): "e.g. 7" stood
			// below a field that takes nothing.
			t.Errorf("%s: a round robin's rounds, closed, noted %q", l, n.text())
		}
	}
	s = openShell(t, newEventFile(t, "Anna Aho", "Bo Berg", "Cid Carr", "Dan Dahl"))
	v := settingsIn(s, i18n.English)
	if v.rounds.PlaceHolder != "3" {
		t.Errorf("a round robin of four: rounds %q", v.rounds.PlaceHolder)
	}
	// Chosen in the form, a Swiss's field, open and empty, said the
	// round robin's count; a round robin chosen for a Swiss said nothing.
	v.system.set(string(tournament.SwissDutch))
	if v.rounds.PlaceHolder != "" {
		t.Errorf("a Swiss chosen: rounds %q", v.rounds.PlaceHolder)
	}
	v.system.set(string(tournament.DoubleRoundRobin))
	if v.rounds.PlaceHolder != "6" {
		t.Errorf("a double round robin of four chosen: rounds %q", v.rounds.PlaceHolder)
	}
	v = settingsIn(openShell(t, newSwissFile(t, 4, 5)), i18n.English)
	v.system.set(string(tournament.RoundRobin))
	if v.rounds.PlaceHolder != "3" || v.rounds.Text != "" {
		t.Errorf("a Swiss of four, a round robin chosen: rounds %q, placeholder %q", v.rounds.Text, v.rounds.PlaceHolder)
	}
}

// A round robin's settings showed the Swiss's half-point-bye fields shut
// at 0 with their examples below ("0 for no limit"), and the late entry's
// rounds shut at a choice: closed, each says it is a Swiss's, empty and
// with no example, as the new-event box closes what its system does not
// take. A Swiss's are as they were, and open again as they stood when a
// Swiss is chosen back.
func TestSettingsShutTheSwissByeFieldsOfARoundRobin(t *testing.T) {
	rr := openShell(t, newEventFile(t))
	swiss := openShell(t, newSwissFile(t, 4, 5))
	for _, l := range i18n.Complete {
		v := settingsIn(rr, l)
		why := rr.t("ui.settings.swiss-only")
		for _, f := range []*field{v.maxHalfByes, v.noHalfByeRounds} {
			if !f.Disabled() || f.Text != "" || f.PlaceHolder != why || v.notes[f].text() != "" {
				t.Errorf("%s: a round robin's %q: shut %v, %q, placeholder %q, note %q", l, v.notes[f].label, f.Disabled(), f.Text, f.PlaceHolder, v.notes[f].text())
			}
		}
		if p := v.lateByes.sel; !p.Disabled() || p.Selected != "" || p.PlaceHolder != why {
			t.Errorf("%s: a round robin's late entry's rounds: shut %v, %q, placeholder %q", l, p.Disabled(), p.Selected, p.PlaceHolder)
		}
		if v.unsaved() {
			t.Errorf("%s: a round robin's settings unsaved as shown", l)
		}
		v = settingsIn(swiss, l)
		open := func(when string) {
			t.Helper()
			for f, key := range map[*field]string{v.maxHalfByes: "ui.settings.halfbyes.max.hint", v.noHalfByeRounds: "ui.settings.halfbyes.last.hint"} {
				if f.Disabled() || f.Text != "0" || f.PlaceHolder != "" || v.notes[f].text() != swiss.t(key) {
					t.Errorf("%s: %s: %q: shut %v, %q, placeholder %q, note %q", l, when, v.notes[f].label, f.Disabled(), f.Text, f.PlaceHolder, v.notes[f].text())
				}
			}
			if p := v.lateByes.sel; p.Disabled() || v.lateByes.value() != string(tournament.LateByesTyped) || p.Selected == "" {
				t.Errorf("%s: %s: late entry's rounds: shut %v, %q", l, when, p.Disabled(), p.Selected)
			}
		}
		open("a Swiss")
		v.system.set(string(tournament.RoundRobin))
		v.system.set(string(tournament.SwissDutch))
		open("a Swiss chosen back")
		v.revert()
		// The late entry's row was named greyed as a round robin's
		// settings opened, and stayed so with a Swiss chosen: named as
		// the other rows that say in them why they are shut.
		v = settingsIn(rr, l)
		v.system.set(string(tournament.SwissDutch))
		name := rr.t("ui.settings.latebyes")
		for _, o := range drawnObjects(rr.win.Content()) {
			if r, ok := o.(*widget.RichText); ok && r.String() == name {
				if c := r.Segments[len(r.Segments)-1].(*widget.TextSegment).Style.ColorName; c != theme.ColorNameForeground {
					t.Errorf("%s: a Swiss chosen for a round robin: %q drawn in %q", l, name, c)
				}
			}
		}
		v.revert()
	}
}

// The event's rating for unrated players (tournament.Settings.UnratedRating)
// is set in the settings by keys, in each language: reached by Tab from
// the view's key, typed and saved by Enter, the row named in the reader's
// language; a rating above any list's is refused below its field in that
// language and nothing saved; emptied, none is set, shown empty. A team
// event has no such row: its tie-breaks are the teams'.
func TestSettingsUnratedRatingByKeys(t *testing.T) {
	for _, l := range i18n.Complete {
		s := openShell(t, newSwissFile(t, 4, 5))
		s.SetLanguage(l)
		runKey(t, s, viewKeys[areaSettings].shortcut())
		v := s.areaView(areaSettings).(*settingsView)
		c := s.win.Canvas()
		for i := 0; c.Focused() != v.unratedRating; i++ {
			if i > 100 {
				t.Fatalf("%s: Tab does not reach the rating for unrated players", l)
			}
			c.FocusNext() // Tab, as the driver moves it
		}
		if !slices.ContainsFunc(v.rows(), func(r shownRow) bool { return r.label == s.t("event.unrated-rating") }) {
			t.Errorf("%s: no row is named %q", l, s.t("event.unrated-rating"))
		}
		if v.unratedRating.Text != "" {
			t.Errorf("%s: an event without the setting shows %q", l, v.unratedRating.Text)
		}
		typeKeys(s, "4000")
		pressKey(s, fyne.KeyReturn)
		if want := s.t("event.err.settings.unrated-rating", "rating", 4000, "max", tournament.MaxRating); !strings.HasSuffix(v.notes[v.unratedRating].problem, want) ||
			s.doc.event.Settings.UnratedRating != 0 {
			t.Errorf("%s: 4000 typed: %q below the field, saved %d; want %q and nothing saved", l, v.notes[v.unratedRating].problem, s.doc.event.Settings.UnratedRating, want)
		}
		for range 4 {
			pressKey(s, fyne.KeyBackspace)
		}
		typeKeys(s, "1800")
		pressKey(s, fyne.KeyReturn)
		if got := s.doc.event.Settings.UnratedRating; got != 1800 || settingsSaid(v) != "" {
			t.Errorf("%s: 1800 typed: saved %d, said %q", l, got, settingsSaid(v))
		}
		pressKey(s, fyne.KeyEnd) // the field filled again as saved
		for range 4 {
			pressKey(s, fyne.KeyBackspace)
		}
		pressKey(s, fyne.KeyReturn)
		if got := s.doc.event.Settings.UnratedRating; got != 0 || v.unratedRating.Text != "" {
			t.Errorf("%s: emptied: saved %d, shown %q; want none", l, got, v.unratedRating.Text)
		}
	}
	s := openShell(t, newTeamFile(t, 4, 2, 2))
	if v := shownView[*settingsView](s, areaSettings); v.unratedRating != nil {
		t.Error("a team event's settings ask a rating for unrated players")
	}
}
