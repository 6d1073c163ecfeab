package ui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/words"
)

// pressKey presses a key as the driver does: to the widget with the
// keyboard, else to the window (where an open dialog box takes it).
func pressKey(s *Shell, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := s.win.Canvas().Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if k := s.win.Canvas().OnTypedKey(); k != nil {
		k(ev)
	}
}

// roundOfTwelve opens a 24-player Swiss with round 1 paired (12 boards)
// on the rounds view.
func roundOfTwelve(t *testing.T) (*Shell, *roundsView) {
	t.Helper()
	s := openShell(t, newSwissFile(t, 24, 5))
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	if n := len(v.boards); n != 12 {
		t.Fatalf("round 1 has %d boards, want 12", n)
	}
	return s, v
}

func results(s *Shell, round int) []tournament.Result {
	var out []tournament.Result
	for _, p := range s.doc.event.Rounds[round-1].Pairings {
		out = append(out, p.Result)
	}
	return out
}

// wantBoards wants round 1's boards, from board on, to hold want in
// order; after says what was done before.
func wantBoards(t *testing.T, s *Shell, after string, board int, want ...tournament.Result) {
	t.Helper()
	if got := results(s, 1)[board-1 : board-1+len(want)]; !slices.Equal(got, want) {
		t.Errorf("%s: boards %d–%d have %v, want %v", after, board, board+len(want)-1, got, want)
	}
}

// A round's twelve results take twelve keys: each key saves the board the
// cursor is on, and the cursor moves to the next board without a result.
// A "-" or "+" after a key is the next board's forfeit, as in Swiss-Manager
// and Vega: "1 - = 0" on boards 1 to 4 saved 1–0 on board 1, refused
// "1-=", and saved the 0 as 0–1 on board 2, boards 3 and 4 empty.
func TestOneKeyPerResultMovesToTheNextEmptyBoard(t *testing.T) {
	s, v := roundOfTwelve(t)
	keys := "1-=0½+-x1050"
	want := []tournament.Result{tournament.WhiteWins, tournament.BlackForfeitWin, tournament.Draw, tournament.BlackWins,
		tournament.Draw, tournament.WhiteForfeitWin, tournament.BlackForfeitWin, tournament.DoubleForfeit,
		tournament.WhiteWins, tournament.BlackWins, tournament.Draw, tournament.BlackWins}
	for i, c := range []rune(keys) {
		if got := v.boards[v.chosen].Board; got != i+1 {
			t.Fatalf("before key %d the cursor is on board %d, want %d", i+1, got, i+1)
		}
		typeKeys(s, string(c))
		if s.win.Canvas().Focused() != v.keys {
			t.Fatalf("after key %d the keyboard is in %T", i+1, s.win.Canvas().Focused())
		}
	}
	if got := results(s, 1); !slices.Equal(got, want) {
		t.Errorf("after %q: %v, want %v", keys, got, want)
	}
	if !strings.Contains(v.said.Text, s.t("live.entry.done", "round", 1)) {
		t.Errorf("after the last board: %q", v.said.Text)
	}
	// A board left out is where the cursor goes back to.
	pressKey(s, fyne.KeyHome)
	pressKey(s, fyne.KeyDown)
	typeKeys(s, "*")
	test.Tap(defaultButton(t, s)) // clearing a result is a change, and asked about
	if got := s.doc.event.Rounds[0].Pairings[1].Result; got != tournament.NoResult {
		t.Fatalf("board 2 after * and yes: %v", got)
	}
	if got := v.boards[v.chosen].Board; got != 2 {
		t.Errorf("after clearing board 2 the cursor is on board %d: the only one without a result is 2", got)
	}
}

// A board's number typed where a result goes is refused: "11" Enter, a
// key forgotten, once saved board 1 as 1–0 and then "10" changed it
// without a word. Now a digit that is no result key saves nothing, Enter
// saves nothing, and a change of a saved result is asked about.
func TestResultEntryCannotHitTheWrongBoard(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "7")
	if got := results(s, 1); !slices.Equal(got, make([]tournament.Result, 12)) {
		t.Errorf("after 7: %v, want nothing saved", got)
	}
	if v.said.Importance != widget.DangerImportance || !strings.Contains(v.said.Text, "7") {
		t.Errorf("7 refused with %q (importance %v)", v.said.Text, v.said.Importance)
	}
	if v.chosen != 0 {
		t.Errorf("a refused key moved the cursor to row %d", v.chosen)
	}
	pressKey(s, fyne.KeyReturn)
	if v.said.Text != s.t("live.entry.enter") {
		t.Errorf("Enter in the result box: %q", v.said.Text)
	}

	// Board 11 chosen by its number, then its result.
	test.Type(v.boardNo, "11")
	pressEnter(v.boardNo)
	if v.boards[v.chosen].Board != 11 || s.win.Canvas().Focused() != v.keys {
		t.Fatalf("after 11 Enter in the board field: row %d, keyboard in %T", v.chosen, s.win.Canvas().Focused())
	}
	typeKeys(s, "1")
	if got := s.doc.event.Rounds[0].Pairings[10].Result; got != tournament.WhiteWins {
		t.Fatalf("board 11: %v, want 1-0", got)
	}
	if got := s.doc.event.Rounds[0].Pairings[0].Result; got != tournament.NoResult {
		t.Fatalf("board 1 got %v while board 11 was entered", got)
	}
	// A board the round lacks is refused in the board field.
	test.Type(v.boardNo, "13")
	pressEnter(v.boardNo)
	if v.said.Importance != widget.DangerImportance || v.boardNo.Text != "13" {
		t.Errorf("board 13: %q, field %q", v.said.Text, v.boardNo.Text)
	}
	v.boardNo.SetText("")

	// Changing board 11 asks; the keys typed while the question is open
	// go nowhere; Escape keeps the result, Enter changes it.
	test.Type(v.boardNo, "11")
	pressEnter(v.boardNo)
	typeKeys(s, "0")
	if s.win.Canvas().Overlays().Top() == nil {
		t.Fatal("a changed result was not asked about")
	}
	if msg := topMessage(s); !strings.Contains(msg, "1–0") || !strings.Contains(msg, "0–1") {
		t.Errorf("the question %q does not name the old and new result", msg)
	}
	typeKeys(s, "5")
	pressKey(s, fyne.KeyEscape)
	if got := s.doc.event.Rounds[0].Pairings[10].Result; got != tournament.WhiteWins {
		t.Fatalf("board 11 after Escape: %v, want 1-0 kept", got)
	}
	if s.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape left the question open")
	}
	typeKeys(s, "0")
	pressKey(s, fyne.KeyReturn)
	if got := s.doc.event.Rounds[0].Pairings[10].Result; got != tournament.BlackWins {
		t.Fatalf("board 11 after the change was confirmed: %v, want 0-1", got)
	}
	if s.win.Canvas().Focused() != v.keys {
		t.Errorf("after the question the keyboard is in %T, not the result box", s.win.Canvas().Focused())
	}
}

// A board's number typed and left by Tab for the result box chooses that
// board, as Enter does: the result box went on naming the board before,
// the number still standing in the field, and the result typed next was
// saved on that other game (3, Tab, 5 drew board 2).
func TestBoardNumberLeftByTabChoosesTheBoard(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "1") // board 1 saved, the cursor on board 2
	c := s.win.Canvas()
	c.Focus(v.boardNo)
	test.Type(v.boardNo, "3")
	c.FocusNext()
	if c.Focused() != v.keys {
		t.Fatalf("Tab from the board field: the keyboard is in %T, not the result box", c.Focused())
	}
	if got := v.boards[v.chosen].Board; got != 3 || v.boardNo.Text != "" {
		t.Fatalf("3 and Tab: board %d chosen, the field holds %q; want board 3, the field emptied", got, v.boardNo.Text)
	}
	typeKeys(s, "5")
	wantBoards(t, s, "5 after 3 and Tab (board 3 drawn, board 2 untouched)", 2, tournament.NoResult, tournament.Draw)
	// A number the round lacks, left by Tab, is said at once, and the
	// board chosen before is chosen no more: the key typed next saves
	// nothing.
	c.Focus(v.boardNo)
	test.Type(v.boardNo, "13")
	c.FocusNext()
	if v.said.Importance != widget.DangerImportance || !strings.Contains(v.said.Text, "13") {
		t.Errorf("13 and Tab: %q (importance %v), want the board refused", v.said.Text, v.said.Importance)
	}
	before := results(s, 1)
	typeKeys(s, "0")
	if got := results(s, 1); !slices.Equal(got, before) {
		t.Errorf("0 after 13 and Tab saved a result: %v, was %v", got, before)
	}
}

// Pairing a round robin before its seats are drawn says where they are
// drawn, and goes there: it ended in "the seats have not been drawn".
func TestPairingBeforeTheSeatDrawSaysWhereToDrawThem(t *testing.T) {
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "rr.arbiter"), tournament.DefaultSettings(),
		[]tournament.Player{{Name: "Anna"}, {Name: "Boris"}, {Name: "Carl"}, {Name: "Dana"}}...))
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	if msg := topMessage(s); !strings.Contains(msg, s.t("ui.players.draw")) || !strings.Contains(msg, s.t("ui.nav.players")) {
		t.Fatalf("the message does not say where the seats are drawn:\n%s", msg)
	}
	test.Tap(defaultButton(t, s))
	if s.area != areaPlayers || len(s.doc.event.Rounds) != 0 {
		t.Errorf("after the message: area %d, %d rounds; want the players, nothing paired", s.area, len(s.doc.event.Rounds))
	}
}

// The adjourned games of every round are listed above the result box, so
// that none is forgotten behind the round picker.
func TestAdjournedGamesAreListed(t *testing.T) {
	s, v := roundOfTwelve(t)
	if v.pending.Visible() {
		t.Errorf("a list of adjourned games with none: %q", v.pending.Text)
	}
	if err := s.doc.setResult(1, 3, tournament.Adjourned); err != nil {
		t.Fatal(err)
	}
	s.reload()
	p := s.doc.event.Rounds[0].Pairings[2]
	game := s.t("live.adjourned.game", "round", 1, "board", 3,
		"white", s.doc.event.PlayerName(p.White), "black", s.doc.event.PlayerName(p.Black))
	if !v.pending.Visible() || !strings.Contains(v.pending.Text, game) {
		t.Errorf("adjourned board 3: %q (shown %v), want %q", v.pending.Text, v.pending.Visible(), game)
	}
}

// A bye's words stand where the opponent would, whole: in the result
// column, sized for results, the Finnish "pyydetty vapaakierros
// (½ pistettä)" was cut.
func TestByeTextNotCut(t *testing.T) {
	s := openShell(t, newSwissFile(t, 5, 5))
	s.SetLanguage(i18n.Finnish)
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	for i, p := range v.boards {
		if !p.IsBye() {
			continue
		}
		text := byeText(s, p.Bye)
		col := slices.Index(v.grid.rows[i], text)
		if col < 0 {
			t.Fatalf("the bye's words %q are not in its row %q", text, v.grid.rows[i])
		}
		if need, w := cellWidth(text, fyne.TextStyle{}), v.grid.cols[col].width; w > 0 && need > w {
			t.Errorf("%q needs %.0f px in a column of at most %.0f", text, need, w)
		}
		return
	}
	t.Fatal("no bye in a round of five")
}

// A late entry's points for the round he missed stand in his row whole at
// 1024×700 in every language: the black players' column, capped for names,
// cut the Finnish "jälki-ilmoittautunut, vapaakierros (½ pi…" with the
// table's width beside it empty.
func TestLateEntryByeNotCut(t *testing.T) {
	s, late := lateEntryAtSmallest(t, "Myöhäinen", "Lauri")
	inEachLanguage(s, func(l i18n.Lang) {
		r := shownView[*roundsView](s, areaRounds)
		if cut := r.grid.wholeCut(lateByeRow(t, r, late)); cut != "" {
			t.Errorf("%s: the late entry's row is cut short: %s", l, cut)
		}
	})
}

// A bye's words stay whole beside a name of 60 characters, the most a
// name has, at 1024×700 in every language: the name cut, not the bye. The
// black players' column gave up its width first, down to a name's least,
// and cut "vapaakierros (1 pi…" and the late entry's "(½ pistettä)" beside
// a white player's long name shown whole.
func TestByeWordsWholeBesideALongName(t *testing.T) {
	s, late := lateEntryAtSmallest(t, "Järvelä-Hämäläinen-Saar-Virtanen-Korhonen", "Anna-Maria Kaarina")
	inEachLanguage(s, func(l i18n.Lang) {
		r := shownView[*roundsView](s, areaRounds)
		row := lateByeRow(t, r, late)
		for col, text := range r.grid.rows[row] {
			if col != 2 && r.grid.truncation(col, text, fyne.TextStyle{}) != fyne.TextTruncateOff {
				t.Errorf("%s: the late entry's bye %q is cut in a column of %.0f px", l, text, r.grid.widths[col])
			}
		}
	})
}

// lateEntryAtSmallest is roundOfTwelve's event at 1024×700 with a late
// entry added in the players' box, his missed round 1 a half-point bye.
func lateEntryAtSmallest(t *testing.T, family, given string) (*Shell, tournament.Player) {
	t.Helper()
	s, _ := roundOfTwelve(t)
	smallestRoom(s)
	v, _ := newPlayerBox(s)
	f := v.search.f
	f.family.SetText(family)
	f.given.SetText(given)
	f.missed.SetText("½")
	s.win.Canvas().Focus(f.missed)
	pressKey(s, fyne.KeyReturn)
	closeBoxes(s)
	late := s.doc.event.Players[len(s.doc.event.Players)-1]
	if late.Name != given+" "+family {
		t.Fatalf("the late entry is %q", late.Name)
	}
	return s, late
}

// lateByeRow is the row of late's bye in round 1 shown in r.
func lateByeRow(t *testing.T, r *roundsView, late tournament.Player) int {
	t.Helper()
	row := slices.IndexFunc(r.boards, func(p tournament.Pairing) bool { return p.IsBye() && p.White == late.ID })
	if row < 0 {
		t.Fatal("no bye of the late entry in round 1")
	}
	return row
}

// A bye is on no board: its row showed "3" in the board column after two
// boards, where the pairing list on paper writes "–" (words.Board); the
// result box named it "Board 3", and 3 typed in the board field chose it.
// 3 is a board the round lacks, said naming its games' boards, and a
// result key on the bye is refused as its box says it, by its player: the
// file's refusal named it "board 3", a board no list shows.
func TestByeRowHasNoBoardNumber(t *testing.T) {
	s := openShell(t, newSwissFile(t, 5, 5))
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	row := slices.IndexFunc(v.boards, tournament.Pairing.IsBye)
	if row < 0 {
		t.Fatal("no bye in a round of five")
	}
	bye := v.boards[row]
	if got := v.grid.cell(row, 0); got != words.NoBoard {
		t.Errorf("the bye's board cell is %q, want %q", got, words.NoBoard)
	}
	v.selectRow(row)
	// The line names the bye as its row, the pairing list and the venue
	// do ("vapaakierros (1 piste)"): it said "X on vapaalla; sille ei
	// merkitä tulosta", of no bye of those words, its pronoun read in
	// Finnish as the player's.
	if rowBye := v.grid.cell(row, 5); rowBye == "" || !strings.Contains(v.keys.text.Text, rowBye) {
		t.Errorf("the result box on the bye says %q, not the bye's %q as its row names it", v.keys.text.Text, rowBye)
	}
	byeWords := v.grid.cell(row, 5)
	if want := s.t("live.entry.bye", "name", s.doc.event.PlayerName(bye.White), "bye", byeWords); v.keys.text.Text != want {
		t.Errorf("the result box on the bye says %q, want %q", v.keys.text.Text, want)
	}
	v.selectRow(0)
	test.Type(v.boardNo, strconv.Itoa(bye.Board))
	pressEnter(v.boardNo)
	if want := s.cat.Error(s.doc.event.Rounds[bye.Round-1].NoBoard(bye.Board)); v.chosen == row || v.said.Importance != widget.DangerImportance || v.said.Text != want {
		t.Errorf("%d in the board field: row %d chosen (the bye's is %d), line %q, want %q", bye.Board, v.chosen, row, v.said.Text, want)
	}
	v.choose(row)
	typeKeys(s, "1")
	if want := s.t("live.entry.bye", "name", s.doc.event.PlayerName(bye.White), "bye", byeWords); v.said.Text != want || v.said.Importance != widget.DangerImportance {
		t.Errorf("1 typed on the bye: line %q, want %q refused", v.said.Text, want)
	}
}

// TestRoundsMessageKeepsTheCursorInSight: after the last board of a round
// is saved, the message under the result box wraps to three lines in
// Finnish and makes the table lower; the cursor's row stays whole in
// sight.
func TestRoundsMessageKeepsTheCursorInSight(t *testing.T) {
	var names []string
	for i := range 30 {
		names = append(names, fmt.Sprintf("Pelaaja%02d Sukunimi", i))
	}
	s := openShell(t, newEventFile(t, names...))
	pairedNow(t, s)
	s.show(areaRounds)
	s.win.Resize(fyne.NewSize(1024, 700))
	v := s.areaView(areaRounds).(*roundsView)
	last := len(v.boards) - 1
	v.choose(last)
	v.content.Refresh()
	v.tell(false, strings.Repeat("Tallennettu: pöytä 15, Anna-Kaisa Björkqvist-Wäänänen – Boris Berg 1–0. ", 3))
	v.content.Refresh()
	height := tableScroller(v.grid).Size().Height
	for _, c := range drawnCells(v.grid, 0) {
		if c.row == last && (c.y < 0 || c.y+c.h > height+0.5) {
			t.Errorf("the cursor's row is drawn at %.0f–%.0f in a table %.0f high", c.y, c.y+c.h, height)
		}
		if c.row == last {
			return
		}
	}
	t.Errorf("the cursor's row (board %d) is not drawn", last+1)
}

// The rounds view marks a game as ended before a move: the check needs a
// result of a game played over the board, the mark shows beside the
// result and stays when the result is corrected.
func TestRoundsViewMarksUnrated(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	v.selectRow(0)
	if !v.unrated.Disabled() {
		t.Fatal("the mark is offered on a board without a result")
	}
	typeKeys(s, "1")
	v.selectRow(0)
	if v.unrated.Disabled() || v.unrated.Checked {
		t.Fatalf("after 1-0 the mark is disabled %v, checked %v", v.unrated.Disabled(), v.unrated.Checked)
	}
	test.Tap(v.unrated)
	if p := s.doc.event.Rounds[0].Pairings[0]; !p.Unrated {
		t.Fatalf("board 1 after the mark: %+v", p)
	}
	if got := v.grid.cell(0, 3); got != "1–0 n.r." {
		t.Errorf("result cell %q, want %q", got, "1–0 n.r.")
	}
	if err := s.doc.st.SetResult(1, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	s.reload()
	if p := s.doc.event.Rounds[0].Pairings[0]; !p.Unrated {
		t.Errorf("a corrected result lost the mark: %+v", p)
	}
	v.selectRow(1)
	if v.unrated.Checked {
		t.Error("board 2 shows board 1's mark")
	}
}

// A result typed whole goes on with a sign that is no result key ("1/2",
// "0.5-0.5", "+/-"): its first key is saved at once, as a key alone is,
// the rest goes to the same board, and a whole text that reads otherwise
// is saved in its place and said so. "0-1" is three boards' keys, as
// Swiss-Manager and Vega read it, each the board the cursor stood on
// (read whole, the "-" of "1 -" was the board before's), and the line
// says so until the arbiter acts. A text no result begins with is
// refused, the board keeping its first key's result, and the refusal
// stays said: no key saves until Enter, which says what the next key is.
func TestResultTypedWholeIsOneBoards(t *testing.T) {
	s, v := roundOfTwelve(t)
	want := typedWhole(t, s, v, []wholeResult{
		{"1/2", tournament.Draw}, {"+/-", tournament.WhiteForfeitWin}, {"-/+", tournament.BlackForfeitWin},
		{"-/-", tournament.DoubleForfeit}, {"1/2-1/2", tournament.Draw}, {"+:-", tournament.WhiteForfeitWin},
		{"0.5-0.5", tournament.Draw},
	})
	// "0.5-0.5" saved 0–1 at its first key, then ½–½ in its place: said.
	if !strings.Contains(v.said.Text, s.t("live.entry.whole", "text", "0.5-0.5", "was", "0–1")) {
		t.Errorf("0.5-0.5 read whole, the line says %q", v.said.Text)
	}
	// Boards 8 to 10: "0-1" is a key a board, and said so.
	typeKeys(s, "0-1")
	want[7], want[8], want[9] = tournament.BlackWins, tournament.BlackForfeitWin, tournament.WhiteWins
	if got := results(s, 1); !slices.Equal(got, want) {
		t.Fatalf("after 0-1 on board 8: %v, want %v", got, want)
	}
	var saved []string
	for b := 8; b <= 10; b++ {
		saved = append(saved, s.t("live.entry.where", "board", b)+" "+entryResultText(s, want[b-1]))
	}
	spelled := s.t("live.entry.spelled", "text", "0-1", "saved", strings.Join(saved, ", "))
	if !strings.HasPrefix(v.said.Text, v.savedText(1, 10)) || !strings.Contains(v.said.Text, spelled) {
		t.Errorf("after 0-1 the line says %q, want board 10's result and %q", v.said.Text, spelled)
	}
	// Board 11: "1/3" is no result. Its 1 stands, and the refusal stays
	// said before board 12's save until the arbiter acts.
	typeKeys(s, "1/3")
	refusal := v.said.Text
	if v.said.Importance != widget.DangerImportance || !strings.Contains(refusal, "“1/3”") {
		t.Errorf("1/3 refused with %q", refusal)
	}
	if got := v.boards[v.chosen].Board; got != 12 {
		t.Fatalf("the cursor is on board %d, want 12", got)
	}
	typeKeys(s, "-")
	want[10], want[11] = tournament.WhiteWins, tournament.BlackForfeitWin
	if got := results(s, 1); !slices.Equal(got, want) {
		t.Fatalf("after 1/3 and - on boards 11 and 12: %v, want %v", got, want)
	}
	if !strings.HasPrefix(v.said.Text, refusal) || !strings.Contains(v.said.Text, v.savedText(1, 12)) || v.said.Importance != widget.DangerImportance {
		t.Errorf("after the refusal and board 12's save the line says %q", v.said.Text)
	}
	// Enter is the arbiter's act: board 12's "-" again is said alone.
	pressKey(s, fyne.KeyReturn)
	typeKeys(s, "-")
	if same := s.t("live.entry.same", "board", 12, "result", entryResultText(s, want[11])); !strings.HasPrefix(v.said.Text, same) || v.said.Importance == widget.DangerImportance {
		t.Errorf("- after Enter: %q, want %q", v.said.Text, same)
	}
}

// A result written as a Finnish or Estonian sheet writes it, with a
// colon or a decimal comma, is typed whole as "1/2" is: "0,5-0,5" saves
// ½–½ in place of its first key's 0–1, and the colon of "1:0" and "0:1"
// goes on instead of being refused as no result key.
func TestResultTypedWithAColonOrADecimalComma(t *testing.T) {
	s, v := roundOfTwelve(t)
	typedWhole(t, s, v, []wholeResult{
		{"1:0", tournament.WhiteWins}, {"0:1", tournament.BlackWins}, {"0,5-0,5", tournament.Draw}, {"½:½", tournament.Draw},
	})
}

// wholeResult is a result typed whole and the result it saves.
type wholeResult struct {
	text string
	want tournament.Result
}

// typedWhole types each text in turn, from board 1 of round 1 paired and
// not played, and checks after each that it saved its result on its own board
// alone and that the line says that board's result saved, no refusal; it
// is the round's results at the end.
func typedWhole(t *testing.T, s *Shell, v *roundsView, typed []wholeResult) []tournament.Result {
	t.Helper()
	want := make([]tournament.Result, len(v.boards))
	for i, c := range typed {
		board := i + 1
		typeKeys(s, c.text)
		want[board-1] = c.want
		if got := results(s, 1); !slices.Equal(got, want) {
			t.Fatalf("after %q on board %d: %v, want %v", c.text, board, got, want)
		}
		if !strings.HasPrefix(v.said.Text, v.savedText(1, board)) || v.said.Importance == widget.DangerImportance {
			t.Errorf("after %q the line says %q, want board %d's result", c.text, v.said.Text, board)
		}
	}
	return want
}

// Escape after a result begun whole ("1/") ends it as Enter does: the
// board keeps its first key's 1–0, the line says "1/" was no result, and
// a "2" after it is no key of the next board's, where it went on to save
// ½–½ on the board the result began on.
func TestEscapeEndsAResultTypedWhole(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "1/")
	pressKey(s, fyne.KeyEscape)
	if v.said.Importance != widget.DangerImportance || !strings.Contains(v.said.Text, "“1/”") {
		t.Errorf("after 1/ and Escape the line says %q, want 1/ unfinished", v.said.Text)
	}
	typeKeys(s, "2")
	wantBoards(t, s, "after 1/, Escape and 2", 1, tournament.WhiteWins, tournament.NoResult)
}

// Ctrl+Z after a result says under the result box what it undid: the
// line went on saying the result was saved. A result being typed ends
// with the undo: "-" after "0" and Ctrl+Z is a forfeit of the board under
// the cursor, not the rest of a result undone.
func TestUndoSaysUnderTheResultBoxWhatItDid(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "10")
	saved := v.said.Text
	pressShortcut(s, &fyne.ShortcutUndo{})
	if got := results(s, 1)[1]; got != tournament.NoResult {
		t.Fatalf("after Ctrl+Z board 2 has %v", got)
	}
	undone := s.t("ui.undo.done", "what", s.t("store.audit.result", "round", 1, "board", 2, "result", "0–1"))
	if v.said.Text != undone || v.said.Text == saved {
		t.Errorf("after Ctrl+Z the line says %q, want %q", v.said.Text, undone)
	}
	pressShortcut(s, &fyne.ShortcutRedo{})
	if redone := s.t("ui.redo.done", "what", s.t("store.audit.result", "round", 1, "board", 2, "result", "0–1")); v.said.Text != redone {
		t.Errorf("after Ctrl+Y the line says %q, want %q", v.said.Text, redone)
	}
	pressShortcut(s, &fyne.ShortcutUndo{})
	board := v.boards[v.chosen].Board
	typeKeys(s, "-")
	if got := results(s, 1)[board-1]; got != tournament.BlackForfeitWin {
		t.Errorf("- after the undo: board %d has %v, want -/+ (results %v)", board, got, results(s, 1))
	}
}

// Undo of a board's result puts the cursor back on that board, so the
// result typed next is the one corrected: the cursor stayed on the board
// after it, and the right result, typed at once, went there.
func TestUndoneResultKeepsTheCursorOnItsBoard(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "10")
	pressShortcut(s, &fyne.ShortcutUndo{})
	if got := v.boards[v.chosen].Board; got != 2 {
		t.Fatalf("after Undo of board 2's result the cursor is on board %d", got)
	}
	typeKeys(s, "1")
	wantBoards(t, s, "1 typed after the Undo", 2, tournament.WhiteWins, tournament.NoResult)
}

// Ctrl+Z after "1/2" typed whole takes the draw back whole: the board
// held the first key's 1–0 after it, saved as an action of its own.
func TestUndoTakesBackAResultTypedWhole(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "1/2")
	if got := results(s, 1)[0]; got != tournament.Draw {
		t.Fatalf("after 1/2 board 1 has %v", got)
	}
	pressShortcut(s, &fyne.ShortcutUndo{})
	if got := results(s, 1)[0]; got != tournament.NoResult {
		t.Fatalf("after 1/2 and Ctrl+Z board 1 has %v, want no result", got)
	}
	undone := s.t("ui.undo.done", "what", s.t("store.audit.result", "round", 1, "board", 1, "result", "½–½"))
	if v.said.Text != undone {
		t.Errorf("after Ctrl+Z the line says %q, want %q", v.said.Text, undone)
	}
}

// Pairing over an unfinished game: the box said the round "cannot be
// paired: games 1.4 (round.board) are not finished" and then offered
// "Pair anyway". It names the game by its round and board in words and
// its players, says what pairing over it does (a Swiss's pairing and a
// round robin's table apart), and the round it offers to pair is paired,
// the override in the history.
func TestPairingOverUnfinishedGamesSaysWhatItDoes(t *testing.T) {
	for _, c := range []struct {
		name, file, key string
	}{
		{"swiss", newSwissFile(t, 8, 5), "ui.rounds.override.swiss"},
		{"round robin", newEventFile(t, "Anna", "Boris", "Carl", "Dana", "Eeva", "Frans"), "ui.rounds.override.table"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := openShell(t, c.file)
			v := shownView[*roundsView](s, areaRounds)
			test.Tap(v.pairBtn)
			last := v.boards[len(v.boards)-1]
			typeKeys(s, strings.Repeat("1", len(v.boards)-1))
			test.Tap(v.pairBtn)
			said := topMessage(s)
			game := s.t("live.adjourned.game", "round", 1, "board", last.Board,
				"white", s.doc.event.PlayerName(last.White), "black", s.doc.event.PlayerName(last.Black))
			want := s.t(c.key, "n", 1, "games", game, "round", 2)
			if !strings.Contains(said, want) {
				t.Errorf("the box says %q, want %q", said, want)
			}
			if refusal := s.cat.Error(s.doc.event.ReadyToPair(2)); strings.Contains(said, refusal) || strings.Contains(said, fmt.Sprintf("1.%d", last.Board)) {
				t.Errorf("the box says the round cannot be paired, or names the game 1.%d: %q", last.Board, said)
			}
			test.Tap(dangerButton(t, s))
			if n := len(s.doc.event.Rounds); n != 2 {
				t.Fatalf("after Pair anyway the event has %d rounds", n)
			}
			log, err := s.doc.st.AuditLog()
			if err != nil {
				t.Fatal(err)
			}
			if steps := log[len(log)-1].Steps; !slices.ContainsFunc(steps, func(st store.Step) bool { return st.Action == "event.override" }) {
				t.Errorf("round 2's pairing is not noted as an override: %+v", steps)
			}
		})
	}
}

// Ctrl+C with no box open copies a refusal said under the result box, as
// it copies a form's problems, so that it can be pasted into a message:
// it copied nothing.
func TestCtrlCCopiesTheResultBoxsRefusal(t *testing.T) {
	s, v := roundOfTwelve(t)
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent("before")
	s.win.Canvas().Focus(v.keys)
	typeKeys(s, "q")
	refusal := s.t("live.entry.notkey", "key", "q")
	if v.said.Text != refusal {
		t.Fatalf("q in the result box: %q, want %q", v.said.Text, refusal)
	}
	pressShortcut(s, &fyne.ShortcutCopy{Clipboard: clip})
	if got := clip.Content(); got != refusal {
		t.Errorf("Ctrl+C after the refusal copied %q, want %q", got, refusal)
	}
}

// Before round 1 the rounds view says that no round is paired over an
// empty table whose column lines are hidden: they ran from the headings to
// the bottom, through the words of the note. Once a round is paired the
// lines are back between the columns.
func TestNoRoundNoteIsNotCrossedByColumnLines(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	s.win.Resize(fyne.NewSize(1024, 700))
	v := shownView[*roundsView](s, areaRounds)
	if v.empty.Hidden {
		t.Fatal("the rounds view before round 1 shows no note")
	}
	if x, ok := crossedAt(s, v.empty); ok {
		t.Errorf("a line of one colour crosses the note %q at x=%d", v.empty.Text, x)
	}
	test.Tap(v.pairBtn)
	if !v.empty.Hidden || v.grid.table.HideSeparators {
		t.Errorf("round 1 paired: the note hidden %v, the column lines hidden %v", v.empty.Hidden, v.grid.table.HideSeparators)
	}
}

// crossedAt finds a line drawn across the words of label as the window
// draws it: a column of pixels of one colour, not the colour at the
// label's left edge, at the label's top and bottom (the padding, where no
// letter is) and at most rows between (a letter may cover a pixel).
func crossedAt(s *Shell, label *widget.Label) (int, bool) {
	img := s.win.Canvas().Capture()
	scale := float32(img.Bounds().Dx()) / s.win.Canvas().Size().Width
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(label)
	size := label.Size()
	x0, y0 := int(pos.X*scale), int(pos.Y*scale)
	x1, y1 := int((pos.X+size.Width)*scale), int((pos.Y+size.Height)*scale)
	ground := img.At(x0, y0)
	for x := x0; x < x1; x++ {
		c := img.At(x, y0)
		if c == ground || img.At(x, y1-1) != c {
			continue
		}
		same := 0
		for y := y0; y < y1; y++ {
			if img.At(x, y) == c {
				same++
			}
		}
		if same*5 >= (y1-y0)*4 {
			return x, true
		}
	}
	return 0, false
}

// A round whose every game has its result, picked on the drop-down, puts
// the cursor on its first board, as the Matches view does: it fell back
// to the last board, the one its search for an open game started from.
func TestRoundPickedWholeStartsAtItsFirstBoard(t *testing.T) {
	s := openShell(t, testevent.File(t, 12, 2, 5, 0))
	v := shownView[*roundsView](s, areaRounds)
	for _, key := range []rune{'1', '2'} {
		s.win.Canvas().Focus(v.pick)
		v.pick.Search = dropdown.Search{}
		v.pick.TypedRune(key)
		if v.round != int(key-'0') {
			t.Fatalf("after %c the view shows round %d", key, v.round)
		}
		if v.chosen != 0 {
			t.Errorf("round %c, every game finished: board %d chosen, want the first", key, v.chosen+1)
		}
	}
}

// Once the last round is paired, the pairing and check-in buttons name no
// round after it: a five-round event's greyed "Pair round 6" and "Open
// check-in, round 6" read as if the event had a sixth.
func TestLastRoundPairedNamesNoRoundAfterIt(t *testing.T) {
	s := openShell(t, newSwissFile(t, 4, 1))
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	if len(s.doc.event.Rounds) != 1 {
		t.Fatalf("%d rounds paired, want 1", len(s.doc.event.Rounds))
	}
	for _, b := range []*button.Button{v.pairBtn, v.checkIn} {
		if !b.Disabled() {
			t.Errorf("%q is enabled with every round paired", b.Text)
		}
		if strings.Contains(b.Text, "2") {
			t.Errorf("%q names round 2 of a one-round event", b.Text)
		}
	}
	if want := s.t("ui.rounds.pair.all", "total", 1); v.pairBtn.Text != want {
		t.Errorf("pair button %q, want %q", v.pairBtn.Text, want)
	}
}

// A Swiss round of seven boards and a bye shows every row at 1024×700 in
// each language: on opening, after a key refused, after "1-0" typed then
// (one key a board), and once every result is typed, each message said
// under the result box, the players named in the box as the Rounds view's
// walk names them. The Swiss buttons' rows, the
// result box, its message and the keys' help below left five in sight;
// the help is now shown on asking (the Keys button in the title's row),
// and with it the rows scroll, the cursor's in sight.
func TestSwissRoundOfEightRowsShowsEveryRow(t *testing.T) {
	for _, lang := range i18n.Complete {
		s := openShell(t, newSwissFile(t, 15, 5))
		for i, n := range walkPlayers {
			p := s.doc.event.Players[i]
			p.Name = n
			if err := s.doc.st.UpdatePlayer(p); err != nil {
				t.Fatal(err)
			}
		}
		s.SetLanguage(lang)
		s.win.Resize(fyne.NewSize(1024, 700))
		v := shownView[*roundsView](s, areaRounds)
		test.Tap(v.pairBtn)
		v = s.areaView(areaRounds).(*roundsView)
		if n := len(v.boards); n != 8 || v.swiss.bar.Hidden {
			t.Fatalf("%s: round 1 has %d rows, want 8 and the Swiss buttons", lang, n)
		}
		everyRow := func(when string) {
			t.Helper()
			v.content.Refresh()
			height := tableScroller(v.grid).Size().Height
			var whole []int
			for _, c := range drawnCells(v.grid, 0) {
				if c.y >= 0 && c.y+c.h <= height+0.5 {
					whole = append(whole, c.row)
				}
			}
			if want := []int{0, 1, 2, 3, 4, 5, 6, 7}; !slices.Equal(whole, want) {
				t.Errorf("%s, %s: rows %v shown whole in a table %.0f high, want %v (said: %q)", lang, when, whole, height, want, v.said.Text)
			}
		}
		everyRow("opened")
		s.win.Canvas().Focus(v.keys)
		typeKeys(s, "q")
		everyRow("q refused")
		typeKeys(s, "1")
		everyRow("board 1 saved after the refusal")
		// "1-0" after the refusal: its three saves, the refusal and the
		// note on a result typed one key a board took four lines.
		typeKeys(s, "-0")
		everyRow("1-0 saved one key a board after the refusal")
		var spelled []string
		for b, r := range []tournament.Result{tournament.WhiteWins, tournament.BlackForfeitWin, tournament.BlackWins} {
			spelled = append(spelled, s.t("live.entry.where", "board", b+1)+" "+entryResultText(s, r))
		}
		if note := s.t("live.entry.spelled", "text", "1-0", "saved", strings.Join(spelled, ", ")); !strings.Contains(v.said.Text, v.savedText(1, 3)) || !strings.Contains(v.said.Text, note) {
			t.Errorf("%s: 1-0 after the refusal: the line says %q, want board 3's save and %q", lang, v.said.Text, note)
		}
		pressKey(s, fyne.KeyDown)
		typeKeys(s, "=½+x")
		if r := results(s, 1); slices.Contains(r[:7], tournament.NoResult) {
			t.Fatalf("%s: round 1 holds %v after a key a board", lang, r)
		}
		everyRow("every result typed")
		// The help shown on asking, by the keys: Tab from the box to its
		// button, Space.
		s.win.Canvas().Focus(v.keys)
		for range 40 {
			if s.win.Canvas().Focused() == v.keysOn {
				break
			}
			s.win.Canvas().FocusNext()
		}
		if got := s.win.Canvas().Focused(); got != v.keysOn {
			t.Fatalf("%s: Tab from the result box never reaches the keys' button", lang)
		}
		pressKey(s, fyne.KeySpace)
		if !v.help.Visible() {
			t.Errorf("%s: Space on the keys' button did not show the keys", lang)
		}
		pressKey(s, fyne.KeySpace)
		if v.help.Visible() {
			t.Errorf("%s: Space again on the keys' button left the keys shown", lang)
		}
	}
}

// A key refused in the result box, then a bye recorded in the bye box:
// the arbiter has acted, and the line under the result box no longer
// holds the refusal; it stayed in red beside the status line's word on
// the bye. A deputy's result read from the file is no act of his: the
// refusal stays.
func TestRefusalEndsWhenTheArbiterActsElsewhere(t *testing.T) {
	s, v := roundOfTwelve(t)
	s.win.Canvas().Focus(v.keys)
	typeKeys(s, "q")
	refusal := s.t("live.entry.notkey", "key", "q")
	if !strings.Contains(v.said.Text, refusal) {
		t.Fatalf("q in the result box: %q, want %q", v.said.Text, refusal)
	}
	// A deputy's result: saved in the file, read by the window.
	if _, err := s.doc.st.SetResultOver(1, 12, tournament.NoResult, tournament.Draw, 0); err != nil {
		t.Fatal(err)
	}
	s.reload()
	if !strings.Contains(v.said.Text, refusal) || v.said.Importance != widget.DangerImportance {
		t.Fatalf("after a deputy's result the line says %q (%v), want the refusal still", v.said.Text, v.said.Importance)
	}
	// The keys saved after it say it before what they saved.
	typeKeys(s, "1")
	refusal = s.t("live.entry.notkey.again", "key", "q")
	if !strings.HasPrefix(v.said.Text, refusal) {
		t.Fatalf("1 after the refusal: %q, want it first", v.said.Text)
	}
	// A bye recorded in the bye box, by the keys.
	c := s.win.Canvas()
	_, stops := openBox(t, s, boxCase{"requested bye", func() { v.swiss.requestBye() }})
	stops[0].(*picker).SetSelectedIndex(3)
	c.Focus(stops[1].(*picker))
	keystroke(s, fyne.KeyRight, 0)
	keystroke(s, fyne.KeyReturn, 0)
	if len(openModals[c]) != 0 || len(s.doc.event.Requests) != 1 {
		t.Fatalf("the bye box: %d boxes open, %d requests, want the bye recorded", len(openModals[c]), len(s.doc.event.Requests))
	}
	if strings.Contains(v.said.Text, refusal) || v.said.Importance == widget.DangerImportance {
		t.Errorf("after a bye recorded the line under the result box says %q (%v)", v.said.Text, v.said.Importance)
	}
	c.Focus(v.keys)
	typeKeys(s, "0")
	if strings.Contains(v.said.Text, refusal) || v.said.Importance == widget.DangerImportance {
		t.Errorf("the next key after the bye says %q (%v), with the refusal", v.said.Text, v.said.Importance)
	}
}

// TestCorrectionAfterTheNextSwissRoundIsPairedAsksSayingItStands: a key
// that changes a Swiss result of round 1 once round 2 is paired asks
// with the word that round 2 was paired on the earlier result and stands
// (the question named the old and new result only); a change in the last
// round paired asks without it.
func TestCorrectionAfterTheNextSwissRoundIsPairedAsksSayingItStands(t *testing.T) {
	s := swissOfFourRoundOnePlayed(t)
	rounds := s.areaView(areaRounds).(*roundsView)
	s.show(areaRounds)
	stands := "Round 2 was paired on the earlier result: its pairing stands."
	rounds.choose(0)
	typeKeys(s, "0")
	if got := topMessage(s); !strings.Contains(got, "Change") || strings.Contains(got, stands) {
		t.Errorf("a change in the last round paired asks:\n%s", got)
	}
	pressKey(s, fyne.KeyEscape) // keeps the result
	pairedNow(t, s)
	rounds.pick.SetSelectedIndex(0)
	rounds.choose(0)
	typeKeys(s, "0")
	if got := topMessage(s); !strings.Contains(got, stands) {
		t.Errorf("a change of round 1 once round 2 is paired asks:\n%s\nwant it to say %q", got, stands)
	}
}

// In the requested-bye box a round chosen on its closed list with the
// arrows is confirmed by one Enter, as a field's Enter confirms the box;
// Enter opened the list again, and a second Enter only kept the choice.
// On a list the keys have not touched Enter still opens it, so that
// Enter on a choice never seen is not taken for a decision.
func TestRequestedByeOneEnterOnTheRound(t *testing.T) {
	s, v := roundOfTwelve(t)
	c := s.win.Canvas()
	inEachLanguage(s, func(lang i18n.Lang) {
		v = s.areaView(areaRounds).(*roundsView)
		before, next := len(s.doc.event.Requests), s.doc.event.NextRound()
		_, stops := openBox(t, s, boxCase{"requested bye", func() { v.swiss.requestBye() }})
		player, round := stops[0].(*picker), stops[1].(*picker)
		player.SetSelectedIndex(before) // another player in each language
		c.Focus(round)
		keystroke(s, fyne.KeyReturn, 0)
		if len(openModals[c]) != 1 || len(s.doc.event.Requests) != before {
			t.Fatalf("%s: Enter on the untouched round closed the box or recorded a bye", lang)
		}
		keystroke(s, fyne.KeyEscape, 0) // closes the list Enter opened
		c.Focus(round)
		keystroke(s, fyne.KeyRight, 0)
		keystroke(s, fyne.KeyReturn, 0)
		if len(openModals[c]) != 0 || len(s.doc.event.Requests) != before+1 {
			t.Fatalf("%s: one Enter after choosing the round: %d boxes open, %d requests, want the bye recorded", lang, len(openModals[c]), len(s.doc.event.Requests))
		}
		if got, want := s.doc.event.Requests[before].Round, next+1; got != want {
			t.Errorf("%s: the bye is in round %d, want %d", lang, got, want)
		}
	})
}

// The Rounds view of an event whose every round is paired fits a
// 1024×700 window in every language: in Finnish the greyed "Kaikki 7
// kierrosta paritettu" beside the keys, the round and Save PDF ran the
// title's row past the window's edge, Save PDF scrolled out of sight.
func TestRoundsViewFitsWithEveryRoundPaired(t *testing.T) {
	s := openShell(t, newSwissFile(t, 4, 1))
	room := smallestRoom(s)
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	if len(s.doc.event.Rounds) != 1 {
		t.Fatalf("%d rounds paired, want 1", len(s.doc.event.Rounds))
	}
	for _, l := range i18n.All {
		s.SetLanguage(l)
		s.show(areaRounds)
		what := fmt.Sprintf("%s, every round paired", l)
		checkFits(t, s, room, what)
		checkViewFits(t, s, what)
	}
}

// Ctrl+R on a round robin whose seats are not drawn says so at once and
// takes the arbiter to them, as the pair button does: it asked "Pair round
// 1? Ctrl+R pairs round 1 of 18 now" and said only after the answer that
// the seats came first. There the box's next step, Draw seats, has the
// keyboard, as a team round robin's has: it was on the list, three
// Shift+Tabs from the button the box named.
func TestPairKeySaysFirstThatTheSeatsAreNotDrawn(t *testing.T) {
	settings := tournament.DefaultSettings()
	settings.Name, settings.System = "Club Blitz", tournament.DoubleRoundRobin
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "seats.arbiter"), settings,
		tournament.Player{Name: "Anna Aho"}, tournament.Player{Name: "Boris Berg"}, tournament.Player{Name: "Carl Carlsson"}))
	runKey(t, s, &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault})
	want := s.t("live.seats.text", "view", s.t("ui.nav.players"), "button", s.t("ui.players.draw"))
	texts := overlayTexts(s)
	if n := len(openModals[s.win.Canvas()]); n != 1 || !slices.Contains(texts, want) {
		t.Fatalf("Ctrl+R: %d boxes open saying %q, want one saying %q", n, texts, want)
	}
	pressKey(s, fyne.KeyReturn)
	if boxOpen(s) || s.area != areaPlayers {
		t.Errorf("Enter: a box open %v, the view %d, want none and the players (%d)", boxOpen(s), s.area, areaPlayers)
	}
	if draw := s.areaView(areaPlayers).(*playersView).draw; s.win.Canvas().Focused() != draw {
		t.Errorf("Enter: the keyboard is on %T, want the players' %q", s.win.Canvas().Focused(), draw.Text)
	}
}

// Keys typed from the slips while a change of a saved result is asked
// about are said not to have saved anything, whichever way the question
// is answered, and stay said in the error colour with the saves after
// them: the box, with no field, took them and nothing said so, the
// boards they were for left empty unseen (a team round's "1 5 0 5" with
// board 1 already 1–0: "0" and "5" gone after the question on "5").
func TestKeysTypedUnderTheChangeQuestionAreSaid(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "1")
	for _, answer := range []struct {
		name string
		key  fyne.KeyName
		want tournament.Result // board 1's after the answer
		line string            // the line's word on the answer
	}{
		{"Escape", fyne.KeyEscape, tournament.WhiteWins, s.t("live.change.kept", "where", s.t("live.entry.where", "board", 1), "was", entryResultText(s, tournament.WhiteWins), "result", entryResultText(s, tournament.BlackWins))},
		{"Enter", fyne.KeyReturn, tournament.BlackWins, ""},
	} {
		v.choose(0)
		typeKeys(s, "0")
		if !boxOpen(s) {
			t.Fatalf("%s: a changed result was not asked about", answer.name)
		}
		typeKeys(s, "50")
		pressKey(s, answer.key)
		if got := s.doc.event.Rounds[0].Pairings[0].Result; got != answer.want {
			t.Fatalf("%s: board 1 holds %v, want %v", answer.name, got, answer.want)
		}
		lost := s.t("live.change.lost", "keys", "5 0")
		if !strings.Contains(v.said.Text, lost) || !strings.Contains(v.said.Text, answer.line) || v.said.Importance != widget.DangerImportance {
			t.Errorf("%s: the line under the box says %q (%v), want %q and %q in the error colour", answer.name, v.said.Text, v.said.Importance, lost, answer.line)
		}
		if got := results(s, 1)[1:3]; got[0] != tournament.NoResult || got[1] != tournament.NoResult {
			t.Errorf("%s: boards 2 and 3 hold %v, want nothing saved by the keys under the question", answer.name, got)
		}
	}
}

// TestDeclinedResultChangeSaysTheBoardKeepsItsResult: a key that would
// change a saved result asks; the question closed by Escape or Cancel
// leaves the line under the box saying the board keeps its result and the
// key's result was not saved. The line went on saying the board before
// had been saved, so that a result typed from the slips and not kept went
// unseen.
func TestDeclinedResultChangeSaysTheBoardKeepsItsResult(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "1")
	kept := s.t("live.change.kept", "where", s.t("live.entry.where", "board", 1), "was", entryResultText(s, tournament.WhiteWins),
		"result", entryResultText(s, tournament.BlackWins))
	for _, close := range []struct {
		name string
		act  func()
	}{
		{"Escape", func() { pressKey(s, fyne.KeyEscape) }},
		{"Cancel", func() { test.Tap(findButton(t, s, s.t("ui.cancel"))) }},
	} {
		v.choose(0)
		typeKeys(s, "0")
		if s.win.Canvas().Overlays().Top() == nil {
			t.Fatal("a changed result was not asked about")
		}
		close.act()
		if got := s.doc.event.Rounds[0].Pairings[0].Result; got != tournament.WhiteWins {
			t.Fatalf("%s: board 1 holds %v, want 1-0 kept", close.name, got)
		}
		if v.said.Text != kept || v.said.Importance == widget.DangerImportance {
			t.Errorf("%s: the line under the box says %q (%v), want %q", close.name, v.said.Text, v.said.Importance, kept)
		}
		if s.win.Canvas().Focused() != v.keys {
			t.Errorf("%s: the keyboard is in %T, not the result box", close.name, s.win.Canvas().Focused())
		}
	}
}

// Before round 1 is paired no Tab stop of the rounds view is an empty
// list (of boards, of matches), which draws no sign of the keyboard:
// Shift+Tab from the result box stopped there, and one press of the key
// seemed lost. Once the round is paired the lists are stops again.
func TestNoTabStopOnAnEmptyList(t *testing.T) {
	stops := func(s *Shell, home fyne.Focusable) (empty, lists int) {
		c := s.win.Canvas()
		c.Focus(home)
		for range 60 {
			c.FocusPrevious()
			if g, ok := c.Focused().(*gridTable); ok {
				lists++
				if len(g.g.rows) == 0 {
					empty++
				}
			}
			if c.Focused() == home {
				break
			}
		}
		return empty, lists
	}
	pair := func(s *Shell) {
		if !s.act(func() error { _, err := s.doc.drawSeats(); return err }) || !s.act(func() error { return s.doc.pair(false) }) {
			t.Fatal("could not pair round 1")
		}
		s.show(areaRounds)
	}
	s := smallShell(t)
	v := shownView[*roundsView](s, areaRounds)
	if empty, _ := stops(s, v.keys); empty > 0 {
		t.Error("Shift+Tab stops on the empty list of boards")
	}
	pair(s)
	if _, lists := stops(s, v.keys); lists != 1 {
		t.Errorf("with round 1 paired Shift+Tab from the result box reaches %d lists, not the boards", lists)
	}
	ts := openShell(t, newTeamFile(t, 4, 4, 4))
	m := shownView[*matchesView](ts, areaRounds)
	if empty, _ := stops(ts, m.keys); empty > 0 {
		t.Errorf("Shift+Tab stops on %d empty lists of the matches view", empty)
	}
	pair(ts)
	if _, lists := stops(ts, m.keys); lists != 2 {
		t.Errorf("with round 1 paired Shift+Tab from the result box reaches %d lists, not the matches and the boards", lists)
	}
}

// pairedOverOpenGame is a six-player round robin whose round 2 is paired
// over round 1's last game, left without a result (postponed), on the
// rounds view at round 2, and that game in words.
func pairedOverOpenGame(t *testing.T) (*Shell, *roundsView, string) {
	t.Helper()
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana", "Eeva", "Frans"))
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	last := v.boards[len(v.boards)-1]
	typeKeys(s, strings.Repeat("1", len(v.boards)-1))
	test.Tap(v.pairBtn)
	test.Tap(dangerButton(t, s))
	if v.round != 2 {
		t.Fatalf("after Pair anyway the view shows round %d", v.round)
	}
	return s, v, s.t("live.adjourned.game", "round", 1, "board", last.Board,
		"white", s.doc.event.PlayerName(last.White), "black", s.doc.event.PlayerName(last.Black))
}

// A round robin's round 3 game postponed and round 4 paired over it: the
// last result of round 4 said "Every game of round 4 has its result" and
// nothing of the game still open in round 3, which only round 3's own
// list showed. The word now names it too, as the pairing's box does.
func TestRoundDoneNamesTheGamesStillOpenBeforeIt(t *testing.T) {
	s, v, game := pairedOverOpenGame(t)
	typeKeys(s, strings.Repeat("1", len(v.boards)))
	if !strings.Contains(v.said.Text, s.t("live.entry.done", "round", 2)) || !strings.Contains(v.said.Text, game) {
		t.Errorf("round 2's last result says %q, which does not name round 1's open game %q", v.said.Text, game)
	}
}

// The round paired over a postponed game names it above the result box,
// where the adjourned games of every round are listed: round 4's view
// said nothing of round 3's game not yet played.
func TestRoundShownNamesTheGamesStillOpenBeforeIt(t *testing.T) {
	s, v, game := pairedOverOpenGame(t)
	want := s.t("live.open.before", "games", game)
	if !v.pending.Visible() || !strings.Contains(v.pending.Text, want) {
		t.Errorf("round 2's view above the result box: %q (shown %v), want %q", v.pending.Text, v.pending.Visible(), want)
	}
	v.pick.SetSelectedIndex(0)
	if v.pending.Visible() {
		t.Errorf("round 1's own view names its open game above the result box too: %q", v.pending.Text)
	}
}

// A round robin's round 3 game postponed and played after round 4: on
// opening the file, with round 5 paired, the rounds view opened on round
// 3, the first round with a game still open, and a result typed by keys
// went to a board of it. It opens on the round being played, the newest
// paired round still waiting for results, and names the older game above
// the result box.
func TestOpeningShowsTheRoundBeingPlayedNotAnOlderOpenGame(t *testing.T) {
	s, _, game := pairedOverOpenGame(t)
	path := s.doc.st.Path()
	s.closeDocument()
	s.Open(path)
	if s.doc == nil {
		t.Fatalf("%s did not open again", path)
	}
	v := shownView[*roundsView](s, areaRounds)
	if v.round != 2 {
		t.Fatalf("opened with round 1's game postponed and round 2 paired, the rounds view shows round %d, want 2", v.round)
	}
	if want := s.t("live.open.before", "games", game); !v.pending.Visible() || !strings.Contains(v.pending.Text, want) {
		t.Errorf("round 2's view above the result box: %q (shown %v), want %q", v.pending.Text, v.pending.Visible(), want)
	}
	typeKeys(s, "1")
	if got := s.doc.event.Rounds[1].Pairings[0].Result; got != tournament.WhiteWins {
		t.Errorf("a result typed on opening left round 2's board 1 at %v", got)
	}
}

// A result saved elsewhere (the game desk's ruling, a deputy's phone) on
// the board the cursor stood on waiting for its result moves the cursor on
// to the next board without one when the view is shown again, and says so
// under the box: it stayed
// on the board, and the next slip's key, typed as the view came up, asked
// to change the desk's 0–1 to 1–0, the keys after it lost to the question
// and the Enter meant for the pairing box changing the desk's result.
func TestResultSavedElsewhereMovesTheCursorOnFromItsBoard(t *testing.T) {
	s, v := roundOfTwelve(t)
	s.show(areaDesk)
	if !s.act(func() error {
		_, err := s.doc.st.SetResultOver(1, 1, tournament.NoResult, tournament.BlackWins, 0)
		return err
	}) {
		t.Fatal("the desk's result was refused")
	}
	s.show(areaRounds)
	if got := v.boards[v.chosen].Board; got != 2 {
		t.Fatalf("back from the desk that saved board 1's result the cursor is on board %d, want 2", got)
	}
	typeKeys(s, "1")
	wantBoards(t, s, "1 typed back from the desk", 1, tournament.BlackWins, tournament.WhiteWins, tournament.NoResult)
	if open := openModals[s.win.Canvas()]; len(open) > 0 {
		t.Errorf("1 typed back from the desk opened %d boxes", len(open))
	}

	// A deputy's result on the board the cursor waits on, read while the
	// view is on the window, moves it on as well.
	if !s.act(func() error {
		_, err := s.doc.st.SetResultOver(1, 3, tournament.NoResult, tournament.Draw, 0)
		return err
	}) {
		t.Fatal("the deputy's result was refused")
	}
	if got := v.boards[v.chosen].Board; got != 4 {
		t.Fatalf("after a result read on board 3 the cursor is on board %d, want 4", got)
	}
	// The move is said under the box: the arbiter, slip of board 3 in hand,
	// looked at board 3 and would have typed its key on board 4 unwarned.
	moved := s.t("live.entry.elsewhere", "board", 3, "result", entryResultText(s, tournament.Draw), "next", 4)
	if v.said.Text != moved {
		t.Errorf("after a result read on board 3 the line under the box says %q, want %q", v.said.Text, moved)
	}

	// A board chosen with its result, to correct it, keeps the cursor
	// when the view is shown again.
	v.choose(0)
	s.show(areaStandings)
	s.show(areaRounds)
	if got := v.boards[v.chosen].Board; got != 1 {
		t.Errorf("board 1 chosen to correct it, the view shown again has the cursor on board %d", got)
	}
}

// Under the 1953 code a tournament's last round waits for every earlier
// game (§22 note 4), whatever the arbiter says. With a game of round 2
// unfinished, pairing round 3 of four players asked "Pair anyway?", saying
// the arbiter could still pair it, and refused only after the answer; the
// command line refuses at once. The refusal comes first, no question asked.
func TestLastRoundOverUnfinishedGamesRefusedAtOnce_1953(t *testing.T) {
	settings := tournament.DefaultSettings()
	settings.Name = "Test Open"
	settings.SetRuleset(rules.USSR1953)
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "event.arbiter"), settings, seatedPlayers("Anna", "Boris", "Carl", "Dana")...))
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	typeKeys(s, "11")
	test.Tap(v.pairBtn)
	typeKeys(s, "1") // board 2 of round 2 left unfinished
	refusal := s.cat.Sentence(s.doc.event.LastRoundWaits(3))
	for _, pair := range []struct {
		name string
		do   func()
	}{
		{"the pair button", func() { test.Tap(v.pairBtn) }},
		{"Ctrl+R", func() {
			pressShortcut(s, &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault})
		}},
	} {
		pair.do()
		if said := topMessage(s); !strings.Contains(said, refusal) {
			t.Errorf("%s, the last round over an unfinished game: the box says %q, want %q", pair.name, said, refusal)
		}
		for _, b := range overlayParts[*widget.Button](s) {
			if b.Importance == widget.DangerImportance || b.Importance == widget.HighImportance && b.Text != s.t("ui.ok") {
				t.Errorf("%s: the box offers %q, which cannot be done", pair.name, b.Text)
			}
		}
		closeBoxes(s)
		if n := len(s.doc.event.Rounds); n != 2 {
			t.Errorf("%s: the event has %d rounds, want 2", pair.name, n)
		}
	}
}

// An adjourned game is entered by its key, a, as "arbiter result … adj"
// enters it: the window took it only through a ruling at the desk, and
// a typed in the result box was refused as no result key. Its board
// holds the adjourned game, listed above the box; "adj" typed whole says
// it is the same, and the game's result typed later finishes it.
func TestTheAdjournedKey(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "1a")
	wantBoards(t, s, "1a typed", 1, tournament.WhiteWins, tournament.Adjourned, tournament.NoResult)
	p := v.boards[1]
	listed := s.t("live.adjourned.game", "round", 1, "board", 2, "white", s.doc.event.PlayerName(p.White), "black", s.doc.event.PlayerName(p.Black))
	if !strings.Contains(v.pending.Text, listed) {
		t.Errorf("the adjourned games above the box: %q, want %q among them", v.pending.Text, listed)
	}
	v.choose(1)
	typeKeys(s, "adj")
	wantBoards(t, s, "adj typed on board 2", 2, tournament.Adjourned)
	v.choose(1)
	typeKeys(s, "0")
	wantBoards(t, s, "0 typed on the adjourned board 2", 2, tournament.BlackWins)
	if strings.Contains(v.pending.Text, listed) {
		t.Errorf("board 2 finished, the box still lists it adjourned: %q", v.pending.Text)
	}
}

// Ctrl+R over a round whose games are not all finished asks one
// question, the override's, which names them: it asked "Pair round 2?"
// first and, once answered, showed the games not finished with "Pair
// anyway", two boxes for one step.
func TestCtrlROverUnfinishedGamesAsksOnce(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	c := s.win.Canvas()
	s.pairKey()
	if len(openModals[c]) != 1 {
		t.Fatalf("Ctrl+R opened %d boxes, want one", len(openModals[c]))
	}
	said := topMessage(s)
	if strings.Contains(said, s.t("ui.rounds.pair.ask.title", "n", 2)) || !strings.Contains(said, s.t("ui.rounds.override.title")) {
		t.Errorf("Ctrl+R with round 1 open says %q, want the override's question alone", said)
	}
	test.Tap(dangerButton(t, s))
	if n := len(s.doc.event.Rounds); n != 2 {
		t.Errorf("after Pair anyway the event has %d rounds, want 2", n)
	}
}

// A game its player's withdrawal decided is no adjourned game to finish,
// though it was recorded adjourned: the round list shows its forfeit and
// the round in play has passed it (tournament.Event.RoundInPlay), so the
// list of adjourned games leaves it out.
func TestAGameAWithdrawalDecidedIsNoAdjournedGame(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	id := ev.Players[0].ID
	for i, p := range ev.Rounds[4].Pairings {
		if p.White == id || p.Black == id {
			ev.Rounds[4].Pairings[i].Result = tournament.Adjourned
		}
	}
	s := openShell(t, testevent.EventFile(t, ev))
	v := shownView[*roundsView](s, areaRounds)
	if v.pending.Visible() {
		t.Errorf("the withdrawal's forfeit listed as an adjourned game, the round in play %d of %d paired: %q",
			s.doc.event.RoundInPlay(), s.doc.event.PairedRounds(), v.pending.Text)
	}
}

// A result typed, then a backup taken before it restored from the File
// view: the Rounds view's line said "Saved: board 1 …" beside board 1
// shown without a result. It says what the restore did, as after Ctrl+Z
// it says what was undone.
func TestRestoreSaysItUnderTheResultBox(t *testing.T) {
	s, v := roundOfTwelve(t)
	if _, err := s.doc.st.Backup("manual"); err != nil {
		t.Fatal(err)
	}
	typeKeys(s, "1")
	if got := results(s, 1)[0]; got != tournament.WhiteWins {
		t.Fatalf("after 1 board 1 has %v", got)
	}
	f := shownView[*fileView](s, areaFile)
	f.chosen = 0
	f.confirmRestore()
	test.Tap(dangerButton(t, s))
	shownView[*roundsView](s, areaRounds)
	if got := results(s, 1)[0]; got != tournament.NoResult {
		t.Fatalf("after the restore board 1 has %v, want no result", got)
	}
	if strings.Contains(v.said.Text, "1–0") {
		t.Errorf("after the restore the line says %q, naming the result the restore took back", v.said.Text)
	}
	if v.said.Text != s.status.Text || s.status.Text == "" {
		t.Errorf("after the restore the line says %q, the status %q", v.said.Text, s.status.Text)
	}
}
