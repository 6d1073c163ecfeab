// Package ui is Arbiter's desktop interface: the main window with its
// navigation, file and language handling, and one view per area of the
// event (players, rounds, standings, crosstable, norms, game desk,
// printing, settings, the file with its exports and backups, and the
// history of changes).
//
// The package never creates the Fyne app (main does), so every view tests
// headless with fyne.io/fyne/v2/test. Views hold no rules and no SQL: they
// show the event read from the tournament file and turn each user action
// into one call on the store, after which the view on screen re-reads the
// event, and every other view when it is next shown.
//
// Fyne has no way to change its own language at run time, and Arbiter's
// texts come from its own catalogues anyway, so switching the language
// rebuilds the window content from the Shell's lang field.
//
// `ui/` never imports `fyne.io/fyne/v2/app`, so it tests headless with `fyne.io/fyne/v2/test`;
// the top-level `main.go` (the `arbiter-window` program) creates the app; the `arbiter` program
// (`cli/arbiter`) runs the commands and starts it for the window. On Windows both programs are
// linked as GUI programs (`make windows`), and `cli/arbiter/console_windows.go` attaches a command to the console it was started from; `make test-windows`
// (part of `make test`) runs that command line under Wine against the Linux build's (`internal/wine/`,
// with a test-only `ProcessPrng` DLL that Debian's Wine 8 lacks), then builds the per-user MSI from
// the same `.exe` (`internal/msi/arbiter.wxs`, msitools' `wixl`: `%LOCALAPPDATA%\Programs\Arbiter`,
// a Start-menu entry, `.arbiter` in `HKCU\Software\Classes`) and installs, opens and uninstalls it
// under Wine (`internal/wine/msi.sh`). `ui/desktop_*.go` are the
// window's few OS calls: the Documents folder on Windows, showing a saved PDF in the system's
// viewer (ShellExecute, `open`, `xdg-open`), the printers (`lpstat`, Windows's `EnumPrinters`) and
// printing one (`lp -d -n -P -o media`, the Windows `printto` verb once a copy; `Shell.print`, which
// saves the PDF instead when no printer takes it). Ctrl+P and Print open the print dialog
// (`ui/printdialog.go`) for the view's job (`Shell.printers`; the desk's, the open game's
// filled scoresheet, `Shell.gameSheetJob`, is there only while a game is open, `sometimesPrinted`): the view's sheet or the round pack's parts, printer, copies, pages,
// language (as the Printing view starts: `Shell.eventPrintOptions`), paper, a page count
// (`printing.PageCount`) and a preview in the system's viewer; its choices are kept as
// preferences, sheet-or-pack per view's document, the parts ticked per kind of pack (individual or team). The pages asked (`pageRanges`) go to `lp -P`;
// a PDF previewed or saved from the dialog or for want of a printer, or printed on Windows (whose
// print verbs print every page), is cut to them (`printing.KeepPages`). The shell (`ui/shell.go`)
// owns the window and rebuilds every view from the
// chosen language (Fyne has no language setter); views read the store and call one store method per
// action. `ui/desk` splits a `Session` (game record, clock, file; no widgets) from the `View` (widgets
// for one language), so a language switch rebuilds the widgets over the same running game. Goroutines
// touch widgets only through `fyne.Do`; a ruling's mate analysis (up to a second) runs on one
// (`Session.Prepare`, `Pending.Analyse`) and only for incidents whose rule reads it. The clock's
// reading is saved as a `meta` row (`store.SaveClock`, no audit row) every 5 s while it runs and on
// every clock action and move (also before the clock of a reopened game is started again), and
// reopening the game restores it. After each action the desk calls `Host.Logged`, so that the
// window's Undo names the desk's latest move or ruling. The desk's room goes to the scoresheet's
// moves (`ui/desk/layout.go`): the board's column is as wide as the square board at its height
// (`boardSplit`, up to half), the clock's two setting rows, the scoresheet's notation and move
// buttons, its result and printing rows, and the rulings' incident list and its label (with the
// player's choice on the label's line) stand side by side where each shows its text whole (`pairLayout`); a panel keeps its width while a button or form
// in it is hidden (`atLeast`); a move's row has a text's height and 2 px
// (`moveRowPadding`), and the list keeps the latest move in sight when resized (`moveTable`): 9
// moves at 1366×768, 5 at 1024×700, 4.4 in Finnish, whose rows above and below the moves take two
// lines each (`TestScoresheetShowsTheRecentGame`, in `deskArea`, the room the shell gives the desk).
// Work that takes a large open longer than a frame (pairing, checking a round, the pairing editor's
// verdict after each change, printing) runs through `Shell.background` on a copy of the event, says
// first that it is under way, and is applied on the window's goroutine only if the event was not
// replaced meanwhile (the document's `gen`); tests make `background` synchronous or queue its work.
// The work starts once the window has drawn the frame that says it is under way (`ui/frameprobe.go`:
// a one-pixel raster in the status line hears of the frame; at most 100 ms), so it does not take the
// cores from that frame. A team round, quick to pair but slow to show the first time, is paired on
// the window's goroutine after that frame (`matchesView.pairNext`), so that Ctrl+R's question is
// seen gone at the Enter that answers it. The theme (`ui/theme.go`) is the toolkit's with no blur behind a dialog: on
// software OpenGL the blur was the largest part of every frame while a dialog was open.
// Lists of a round's boards or of the field are computed once a list (`swissTools.playerLabels`
// numbers the field once) and shown in a `widget.List` where they may run to a thousand lines, since
// a label lays out every line on each refresh.
// Opening a file makes every view but fills only the one shown (`Shell.fresh`), and after an action
// only the view on screen re-reads the event; the others do when next shown, and a
// view switched to is laid out and redrawn, not refreshed (a refresh fills and shapes every visible
// cell of its tables again). A language switch makes every view again, each back on what the arbiter
// chose in it (`placedView`: the round shown, the standings' group or prize list, the team boards),
// kept by `Shell.places` until the view is next made, and on the area shown. A table row holds what fits a line (the history's row of a
// thousand-player import is cut, the chosen change shown whole below), since a cell's text is shaped
// again at every drawing. The app's metadata (ID, name, version, Fyne's `fyneDo` migration) is read
// from the `FyneApp.toml` built into the window's program (the top-level `main.go`): Fyne reads that file only for its own
// packaging tool, and without the migration it checks the goroutine of every widget refresh with a
// stack trace. A file
// whose folder cannot be written opens through `store.OpenReadOnly`, and `Shell.refuseReadOnly` refuses
// every change. Dialog fields and drop-downs are `field` and `picker` (`ui/modal.go`), which pass Escape
// (and a field Enter) to the dialog, since Fyne gives every key to the focused widget; Enter on a
// drop-down opens its list on the present choice, never the dialog's action (an event was created by
// accident); the list (`dropdown.List`, Fyne's menu put aside, whose scroller cannot be scrolled to
// a choice) opens below the drop-down (above it where there is more room), no higher than the room,
// with that choice highlighted in the middle of its view, however long (60 players in 700 points), and
// what is typed in it highlights what the drop-down's search finds (`dropdown.Search`, the desk's too; a name that no choice bears chooses none, though its first letters found one), and Down in a field with suggestions (the time control) opens them; a number in a field is
// read by `field.number` (with the dialog's own message) and shown by `field.setNumber`. A radio
// choice is a `radio.Group` (`ui/radio`; in a dialog made by `newRadio`): one stop of Tab, the arrows
// move among its options, Space picks, Enter picks the option moved to and goes to the dialog, and
// Escape goes to the dialog, where Fyne's RadioGroup kept them; a pick is never undone by picking it again. Every dialog box
// (the window's and the desk's) opens through `keyhold.Show` and closes through `keyhold.Hide`
// (`ui/keyhold`): the widget that had the keyboard as the box opened gets it back at the next key, so
// the space that Space on a box's button types after closing it does not land there (nor, in a box whose
// first widget would take it as a choice, a radio with nothing picked, the space that opened it:
// `keyhold.Hold`; nor a box's first tick box, the line-up's or the national list's, handed the keyboard by `keyhold.Give` (`modal.focusFirst`),
// which drops it as `keyhold.ClosingSpace` says); a box opened by a
// click, which takes the keyboard off before the button acts, gives it to the canvas's home, and so does
// a box whose widget that had the keyboard was disabled or hidden by what the box did (the check-in's
// button, the players' Reinstate) (`keyhold.SetHome`: `Shell.keyHome`, the list of the view on screen, `keyedView`; the desk's move
// field with a game open, `desk.View.KeyHome`), which is also
// where each view's key puts it (`Shell.show`; a view with none, a form, leaves it with nothing). While
// `keyhold.Open` says a box is
// open, every window key of `addShortcuts` (views, print, pair, undo/redo, board order) is refused
// with `ui.keys.underdialog`, as each would change what is under the box; the refusal goes as the
// last box closes (`keyhold.WhenClosed`), unless another word was said since. Ctrl+C is the one that
// acts under one, as on a message box of Windows (`Shell.copyShown`): it copies the words of the
// box on top (`keyhold.Top`; `said`: its title and labels, the problems below its fields, not their
// examples, a list's lines, from the top down), or with no box open the problems the form on screen
// says, so that a refusal can be pasted into a message; a text field passes Ctrl+C on to it when it
// has nothing selected. The window tests read a message's words so, by `xclip`. Every button of the window
// and of the desk is a `button.Button` (`ui/button`; the window's made by `newButton`, whose Escape
// closes its box): Space and Enter press it and leave the keyboard on it, where Fyne's took it off,
// and a click on one in a box leaves it there too, so that a box opened from a box gives it back to
// the button as it closes. Drop-downs
// are made only by `Shell.newPicker` (`Shell.newChoice` over it) and, at the desk, `View.newSelect`:
// with nothing chosen they show the catalogue's `ui.choose`, where Fyne's own is English only.
// Results are typed into `resultKeys` (`ui/resultkeys.go`), a focusable box that is not a text
// field: one key per result for the board the cursor is on (`resultKey`), nothing kept to be read as
// a board number later, and no shortcuts taken, so the window's Ctrl+Z/Y/P reach the shell; a board
// number goes in the rounds view's board field. Text fields pass the window's own shortcuts
// (`Shell.windowShortcut`: Ctrl+N/O/P/R/S, Alt+F, the views' `viewKeys` Ctrl+1 … Ctrl+0, Ctrl+Shift+1 and 2, listed
// under the navigation by `Shell.navKeys`) on, since Fyne gives every shortcut to the
// focused widget: one hook, `textfield.Entry.SetWindowKeys`, which the window's `field`, the
// rating-list search and every desk field (through `desk.Env.Keys`) are given. Ctrl+Z and Ctrl+Y
// are a field's while it has typing to undo or redo, else the window's: from the desk's move box,
// emptied by the move just entered, Ctrl+Z takes the move back. Undo and Redo (`hintButton`, `ui/history.go`) name their steps shortened at a
// word to what the toolbar leaves at 800 pixels (`narrowest`), and whole on the status line under the
// pointer (Fyne has no tooltips); with a file open New, Open, Recent and Back up are the toolbar's File
// menu (`Shell.showFileMenu`, Alt+F), so that the toolbar stands whole in an 800-pixel window. The desk's move box keeps a refused move, selected, with the refusal under
// it in the error colour (`desk.View.refuse`), as the result box says its own. Tables are `grid` over `gridTable` (`ui/table.go`); a click on a row gives the table the keyboard, or the result box where the row is its board (`grid.clickTo`), as Fyne's own table takes it. `gridTable` keeps Fyne's Table's
// private copy of its scroll offset in step with its scroller: a row selected before the table has
// a size, a resize that lets every row fit, or a renderer made again after Fyne's cache dropped it
// (a view not drawn for a minute) left the top rows undrawn (blank until scrolled); a new renderer
// starts at the top with the arbiter's row scrolled to. A text that scrolls in a part of its own
// under a view's table (the Ratings view's player, the history's change) is a `scrollPart`: a stop of Tab, ringed, only
// where it is longer than the part shows, moved by the keys that move a box's long text (`scrollKey`). A widget that keeps state its renderer draws
// brings the renderer up to date when it is made (the desk's clock face). The tests read the window
// through the cached renderers (`drawnObjects`, `drawnCells`), never `test.LaidOutObjects`, which
// makes every renderer anew and so hid these faults. A table with a search keeps its row chosen by
// the row's identity (`grid.ident`: the players', the check-in's), through every search, sort and
// new set of rows; the window tests send their input while the app is stopped (`window.hold`) and
// wait for the state each step needs on the screen. Where a table is narrower than its columns,
// `grid.yields` name the columns that give up width, in order (the club, then the name); they have
// no cap, being as wide as their texts wherever the table has the room (`TestEndToEndStandingsClubs`), and where `grid.reach` is set
// they make room for every column where they can, else only for the columns it counts (the crosstable's tie-breaks, else its points; `TestSwissCrosstableViewShowsEveryColumnAt1024`); a grid
// with `wrapCells` (the results by board) breaks their texts onto two or three lines at spaces and
// hyphens before it cuts them, all rows as high as the most lines, each text on as few lines as its
// column holds (`breakText`, which breaks the wrapped heads too; `TestTeamBoardsGiveLongNamesWholeAt1024`); a row
// chosen in the standings or a crosstable says its cells cut short whole on the status line (`grid.wholeCut`), and
// the columns that end past such a table's right edge are named over it (`grid.onBeyond`;
// `TestSwissCrosstableViewSaysTheColumnsPastItsEdge`). A cell is
// cut with an ellipsis only when its text does not fit its column (`grid.truncation`; likewise
// `dialogList`'s lines): Fyne shapes an ellipsis label's text anew at every redraw, which was half
// of showing a large table; and `gridTable.batch` redraws the cells once for all the column widths
// `fit` sets, not once per width (`BenchmarkFirstShow`, `BenchmarkWindowAction`). A column is
// as wide as `widest` (`ui/textwidth.go`) finds its texts: each text's width is summed from its
// characters' widths and its neighbour pairs' kerning, each measured once by Fyne and kept, and only
// the texts whose sums are at the top are measured whole, since Fyne shapes every text it measures
// (10–30 µs each; a new 1,000-name column went from 60–90 ms to 3–4.5 ms, `BenchmarkWidest`). The sums
// are within a pixel of Fyne's measure on names and on random text of many scripts
// (`TestPairWidthsModelFyne`), so a column is never narrower than its widest text and at most 3 px
// wider. Opening the window (`ui.Start`): the fonts of the first frame load on another goroutine (a
// tenth of a second, Fyne's emoji font parsed once for each style) while the window is made, which
// measures no text: the regular and the bold for the start page's title, the regular alone for the
// frame that says a file is being opened, the bold following beside the file's reading; the
// window's icon is a 128 px copy (`assets.WindowIconPNG`), since the 512 px one was decoded and
// handed to X as the window opened, and so is the start page's at scale 1 (`startIcon`). The views
// sit in the shell's `frame`, a scroller: no view makes the window larger than the screen. Fit is
// measured against what a real window gives: at the smallest window (`smallest`, 1024×700) the
// content has a padding less each side (`Shell.contentSize`); the tests take it from
// `smallestRoom` and check both the content (`checkFits`) and that the view needs no scroll in the
// frame (`checkViewFits`).
// `TestScreenshots` (ARBITER_SCREENSHOTS=docs) makes `docs/screen-<view>-<fi|et>.png` from the real
// window at 1024×700.
// The round pickers (the Rounds view's and the desk's) and the desk's result, notation and incident
// lists (`dropdown.Select.Fit`) are as wide as their longest choice (`ui/dropdown`): Fyne's is only as wide
// as its placeholder, and cut the Estonian "6. voor" and "tulemuseta"
// (`TestDeskDropDownsShowEveryChoiceWhole`); so are the player form's sex and category, each in
// half a row (`TestPlayerFormChoicesWhole`).
// Text fields are `textfield.Entry` (`ui/textfield`, under both `field` and the desk's
// `View.newEntry`): their right-click menu takes its texts from the catalogue (`ui.edit.*`), where
// Fyne's follows the system's locale and has no Finnish or Estonian; focused by Tab or by the window
// (not by the pointer) they select their text, so that typing replaces it.
//
// Some views are long files, one a view: teams.go (the teams and matches views with their
// dialogs), settings.go (the settings form and its field groups, whose read, check and save share
// one set of fields) and table.go (the grid every view lists rows in: sorting, filtering, column
// widths and the Fyne table under it). Each is split where a part stands alone (swissoptions.go,
// ratinglists.go); what remains shares the view's state. shell.go is long because it is the
// window's frame whole: its areas and the view in each, the navigation, toolbar, status line and start
// page, the language, and the one path every action takes to the file and its saying (Shell.act); the
// parts that stand alone are files of their own (files.go, history.go, printing.go, errors.go).
package ui
