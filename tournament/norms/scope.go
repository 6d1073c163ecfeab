package norms

import (
	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
)

// Scope is what an event gives of the three verdicts that a rating
// report, a norms report, a forecast and a player's page show: each field
// nil where the event gives them, else why it does not, in a message of
// the user's words. Every report, sheet, view and page asks ScopeOf, so
// that none gives a figure the event does not have and each says why it
// leaves one out.
type Scope struct {
	// Changes: FIDE rating changes exist in a FIDE-rated event only
	// (FIDE Rating Regulations, B.02: FIDE rates the events registered
	// with it, at any rate of play, each on its list).
	Changes error
	// Titles: FIDE title norms are made in a FIDE-rated event of
	// standard play only (FIDE Title Regulations, B.01 1.4).
	Titles error
	// Categories: the 1953 classification is the appendix of the 1953
	// code and earned in its classification events (its "klassifikatsiooni-
	// võistlused"), of standard play (§19): an event played under the
	// FIDE Laws or the Finnish blitz rules gives no category.
	Categories error
}

// notRated and notThe1953Code are the Kinds of Scope's own messages.
type (
	notRated       struct{}
	notThe1953Code struct{}
)

// ScopeOf is the one rule of which verdicts an event gives: its settings'
// FIDE rating, its game type in force (StandardOnly) and its rules.
func ScopeOf(ev *tournament.Event) Scope {
	var sc Scope
	standard := StandardOnly(ev)
	if !ev.Settings.Rules.FIDERated {
		sc.Changes = &engine.Message{Key: "norms.error.not-fide-rated.changes", Kind: notRated{}}
		sc.Titles = &engine.Message{Key: "norms.error.not-fide-rated.titles", Kind: notRated{}}
	}
	if standard != nil {
		sc.Titles = standard
	}
	id, err := ev.Settings.RulesetID()
	switch {
	case err != nil:
		sc.Categories = err
	case standard != nil:
		sc.Categories = standard
	case id != rules.USSR1953:
		var name any = string(id)
		if r, ok := rules.Get(id); ok {
			name = &engine.Message{Key: r.Key}
		}
		sc.Categories = &engine.Message{Key: "norms.error.not-1953", Args: engine.Args("rules", name), Kind: notThe1953Code{}}
	}
	return sc
}

// ForPlayers is sc as the players' pages at the venue say it: each of
// Scope's own reasons without the arbiter's way to change it (mark the
// event FIDE-rated, set its rules), which the window and the command line
// give and a player cannot take. A reason of another kind (rapid or blitz
// games) is the same.
func (sc Scope) ForPlayers() Scope {
	players := func(err error) error {
		m, ok := err.(*engine.Message)
		if !ok {
			return err
		}
		switch m.Kind.(type) {
		case notRated, notThe1953Code:
			c := *m
			c.Key += ".players"
			return &c
		}
		return err
	}
	return Scope{Changes: players(sc.Changes), Titles: players(sc.Titles), Categories: players(sc.Categories)}
}

// NoNorm is the one reason why the event gives neither title norms nor
// categories, where one reason is all of it (rapid or blitz games:
// StandardOnly); nil where it gives either, or where each has its own
// reason, which a report says beside what it leaves out.
func (sc Scope) NoNorm() error {
	if sc.Titles != nil && sc.Titles == sc.Categories {
		return sc.Titles
	}
	return nil
}
