package words

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
)

// Join joins the parts a line has, those empty left out: "GM · FIN ·
// 2450" of a player without a club.
func Join(sep string, parts ...string) string {
	return strings.Join(slices.DeleteFunc(slices.Clone(parts), func(p string) bool { return p == "" }), sep)
}

// WithdrawnName marks a withdrawn player's name with the language's
// neutral mark ("(w/d)"), which print.legend.withdrawn explains: a dagger
// reads as "deceased" in Finland and Estonia.
func WithdrawnName(cat *i18n.Catalog, name string, withdrawn bool) string {
	return name + WithdrawnMark(cat, withdrawn)
}

// WithdrawnMark is what WithdrawnName writes after the name: " (w/d)" of
// a withdrawn player, nothing of another. A page whose name is a link
// writes it after the link.
func WithdrawnMark(cat *i18n.Catalog, withdrawn bool) string {
	if withdrawn {
		return " " + cat.T("print.mark.withdrawn")
	}
	return ""
}

// WithdrawnLegend explains WithdrawnName's mark under a table that shows
// it: key is print.legend.withdrawn or one of its variants.
func WithdrawnLegend(cat *i18n.Catalog, key string) string {
	return cat.T(key, "mark", cat.T("print.mark.withdrawn"))
}

// WithdrawnAfter is a withdrawn player's status, that he withdrew after
// round n, as the pairing lists of the paper and the venue's pages say it
// of a player not paired (pairing.Absence): the window's Players view and
// the command line's player list say it so too.
func WithdrawnAfter(cat *i18n.Catalog, n int) string {
	text, _ := pairing.Absence{WithdrawnAfter: n}.Text(cat.T)
	return text
}

// Number is a player's number (or a rating), blank while he has none.
func Number(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprint(n)
}

// RatingOrUnrated is a rating as the rating report gives it: the figure,
// or the language's word for a player without one ("unrated"), which a
// blank or a dangling dash left to be guessed.
func RatingOrUnrated(cat *i18n.Catalog, r int) string {
	if r > 0 {
		return fmt.Sprint(r)
	}
	return cat.T("ratings.unrated")
}

// PlayerRating is the rating a list of the players shows of p: his
// rating, or, while he is unrated, the provisional rating the arbiter gave
// him for the Dubov pairing (tournament.Player.PairingRating) in brackets,
// "(1500)", which is not his rating; "" when he has neither.
func PlayerRating(p tournament.Player) string {
	if p.Rating == 0 && p.PairingRating > 0 {
		return "(" + Number(p.PairingRating) + ")"
	}
	return Number(p.Rating)
}

// PairingRatingUnused is what the command line and the window say on
// saving a player who has both a rating and a pairing rating: the pairing
// reads the pairing rating only while he is unrated, so it is kept unused;
// "" otherwise.
func PairingRatingUnused(cat *i18n.Catalog, p tournament.Player) string {
	if p.Rating == 0 || p.PairingRating == 0 {
		return ""
	}
	return cat.T("event.player.pairingrating.unused", "name", p.Name, "rating", p.Rating, "pairing", p.PairingRating)
}

// EventDates is an event's first and last day, ISO dates either of which
// may be "", as the language writes them (Date): "1 Nov 2026 – 5 Nov
// 2026"; a first day alone is an open end (a league's, --end=), said so,
// "from 12 Dec 2026", never read as a one-day event's; a last day alone
// is the one day known; "" when neither is. The command line, the venue's
// pages and the paper give the event's dates by it.
func EventDates(cat *i18n.Catalog, start, end string) string {
	switch {
	case start == "" || start == end:
		return Date(cat, end)
	case end == "":
		return cat.T("print.date.from", "date", Date(cat, start))
	}
	return Date(cat, start) + " – " + Date(cat, end)
}

// EventRounds is how many rounds ev plays (Event.TotalRounds), as the
// window's settings and "arbiter event" say it: where the entries make
// them (a round robin) and none are in yet, that they do, as the
// new-event box says, not 0.
func EventRounds(cat *i18n.Catalog, ev *tournament.Event) string {
	if n := ev.TotalRounds(); n > 0 || !ev.Settings.System.RoundsFromField() {
		return fmt.Sprint(n)
	}
	return cat.T("ui.settings.rounds.from-field")
}

// Date is an ISO date as the language writes it, on every sheet and in
// the window's date fields ("28.11.2026" in Finnish and Estonian, "28 Nov
// 2026" in English), which input.ParseDate reads back; a text that is no
// ISO date stays as it is.
func Date(cat *i18n.Catalog, iso string) string {
	return engine.Day(iso).Text(cat.TMap)
}

// NoBoard stands in a round's board column for a player without a game
// there (a bye, a withdrawal): he sits at no board.
const NoBoard = "–"

// Board is a round's pairing's board as every list of the round writes
// it, on paper, in the window, on the command line and on the venue's
// pages: its number, or NoBoard for a bye, which the event numbers on
// after the boards (board 7 of six) though nobody sits there.
func Board(p tournament.Pairing) string {
	if p.IsBye() {
		return NoBoard
	}
	return fmt.Sprint(p.Board)
}

// Actor is who made a change of the history (store.AuditEntry.Actor:
// the program, then the account or the deputy, "gui/anna") in the
// reader's language: the program's short name is the file's, never
// shown. An actor of a program it does not know is shown as written.
func Actor(cat *i18n.Catalog, actor string) string {
	program, who, _ := strings.Cut(actor, "/")
	key, ok := map[string]string{"gui": "eventfile.audit.actor.gui", "cli": "eventfile.audit.actor.cli",
		"venue": "eventfile.audit.actor.venue"}[program]
	if !ok {
		return actor
	}
	return Join("/", cat.T(key), who)
}

// Interrupted says that file was not closed the last time: the program
// that had it, process pid, ended without closing it; its last change
// saved, what, was made at when. The window and the commands say it on
// opening such a file, where the arbiter cannot tell otherwise whether
// the results entered just before were kept.
func Interrupted(cat *i18n.Catalog, file string, pid int, when time.Time, what string) string {
	return cat.T("store.interrupted", "file", file, "pid", pid, "when", Moment(cat, when), "last", what)
}

// ClockLeft is what a ruling on a fallen flag adds where the desk's
// clock still shows side time left: the arbiter checks the clock on the
// board, which the desk's may lag. The desk and "arbiter ruling --event",
// which reads the desk's clock as last saved, say it alike.
func ClockLeft(cat *i18n.Catalog, side engine.Color, left time.Duration) string {
	name := cat.T("desk.white")
	if side == engine.Black {
		name = cat.T("desk.black")
	}
	return cat.T("desk.ruling.clock-left", "side", name, "time", engine.FormatClock(left, engine.ClockDial))
}

// PairingSystem names the system a round was paired by, as a pairing
// list says it under its heading, on paper and on the venue's round page:
// the event's name of it, with the number of its rules in the FIDE
// Handbook where it has one.
func PairingSystem(cat *i18n.Catalog, sys tournament.System) string {
	if code := sys.Handbook(); code != "" {
		return cat.T("print.pairings.system-fide", "system", cat.T(sys.NameKey()), "code", code)
	}
	return cat.T("print.pairings.system", "system", cat.T(sys.NameKey()))
}
