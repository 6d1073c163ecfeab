// Package printing makes every sheet the arbiter hands out or files as a
// PDF: pairing lists, result slips, scoresheets, the round-robin schedule,
// crosstable and standings, the classification norms report, sealed-move
// envelopes and the arbiter's report for the federation.
//
// Each document is one function taking tournament data the caller has
// loaded (this package never opens the tournament file) and writing the PDF
// to an io.Writer. Text comes from the i18n catalogues in the event's
// language, set in the embedded DejaVu Sans so that Finnish, Estonian and
// Russian names and the chess figurines print on any machine.
//
// `printing/` makes every PDF from tournament data; one file per document, shared page furniture
// (`sheet.go`: header, footer, a cell that shrinks its font by up to a quarter, never under 6 pt, before
// cutting a name, to the one size its kin take — both names of a scoresheet, every slip's of the round,
// an envelope's values; `table.go`: every sheet's tables, laid out once by one set of rules — see below). The header shrinks the
// event's name and the page title so that they keep 4 mm apart, and a title that would cut the name gives
// its words after a comma to the header's second line where that names no round ("after round 4" and
// "round 5 in play"); a document whose signatures would stand
// alone on a page is laid out again with the page before ended higher (`render`, through which every document is made). Players are numbered by `tournament.Event.StartNumbers`, headings
// say "after round n" by `Event.CompletedRounds`, and a document of an earlier round is the same
// document of `ev.AfterRound(n)`. Nothing printed is a stored identifier: incident kinds and
// rulesets go through the rules catalogue, dates through the sheet's language.
// Every text reaches fpdf through `pen` (`glyphs.go`), which prints U+FFFD for whatever the embedded
// DejaVu faces cannot draw (emoji, CJK), so no name can stop a document.
// A part that turns its pages landscape (a pairing list with a long name, a wide crosstable) leaves
// the orientation to the next part, which sets its own before its first page: the result slips take
// their height from their own portrait page (`slipHeight`, after `addPage`). A Swiss crosstable, a
// team Swiss's too, is "after round n" of the completed rounds, and names the round in play whose
// pairings its column shows (`words.CrossTitle`, in the standings' words). A round
// robin's crosstable counts every result entered: its title names the complete rounds and the first
// line under the page header the rounds under way it counts as well (`words.CrossHeading`: "after
// round 2" and "round 3: 4 of 6 games entered"; the header has no room for several), or, with none,
// the round in play as the standings do ("after round 2, round 3 in play"). The
// round pack's parts are chosen by `RoundPackOf`, of the event's pack (`PackPartsOf`: an individual
// event's or a team event's parts). A table is drawn whole (`table.draw(rows)`), so
// that it knows every row before the first: a column whose longest entry would not keep one line gets
// the width the others do not need (shared in proportion), then each column has one type size, the largest (from the
// table's down to a quarter under it, never under 6 pt) at which its longest entry keeps one line; a
// wrapping column (names, clubs, rulings) whose longest entry does not fit even then breaks its texts
// between words — a name written family name first after the family name — at the largest size that
// keeps them to two lines; the heads share one size. A table drawn in groups under headings of their
// own (a team round's matches, the results by board) is laid out once for all its groups (`table.lay`),
// and tables one above the other whose column holds the same names take its smallest size
// (`sameSize`: the norm forecast's two). Its pages are planned before they are drawn:
// rows lowered by up to an eighth when that saves a page, a table that would begin with fewer than
// five rows at a page's foot begins on the next page, a last page holds at least five rows (taken
// from the page before), and what must follow the table on its page (`tail`: legends, signatures)
// takes the last rows along rather than stand alone. `printing/layout_test.go` reads every sheet of
// three events back with `pdftotext -bbox` for these rules. Tests that need an event make it from scratch
// with `internal/testevent.Swiss` (a Dutch-paired Swiss with byes, a forfeit, a late entry and a
// withdrawal) and read the PDF back with `internal/pdftext` (text, word boxes, page sizes).
//
// `printing/fideforms.go` holds what FIDE's forms ask of an event (the certificate of a title result
// IT1, the tournament report IT3): the event's particulars from its settings — organiser, rate of play
// in words, the rating lists used (`Settings.RatingLists`, a line each, and on the last which of their ratings the event
// took, `words.RatingsTaken`), the chief arbiter with his FIDE id — the
// field's counts and the dated signatures of the chief arbiter and the host federation official,
// shared by the rating report, the norm certificate (which also dates each game by its round) and the
// arbiter's report (which also lists the norms achieved). The organiser and the chief arbiter's FIDE
// id are settings kept in the `officials` meta row (no schema step); the rating lists are the
// `rating-list` row, which `store.UpdateRatings` and `store.AddPlayerFromList` write until round 1 is
// paired, read into `Settings.RatingLists` and never written by a settings change. Deputies' FIDE ids
// are not yet printed.
package printing
