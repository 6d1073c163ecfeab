package words

import (
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
)

// GameType says the event's game type in force and where it comes from,
// as the settings, "arbiter event" and the notes where either is set
// show it: "Blitz (from the time control 3'+2")", the arbiter's type, or
// the arbiter's type with the control's that contradicts it. warn says
// the text is a note the arbiter should read where he set the type or
// the control: a contradiction, a control naming another type than its
// minutes make ("Blitz 90+30"), one written minutes before moves
// ("90/40+30"), a type the ruleset has no rules for, or settings that do
// not read.
func GameType(cat *i18n.Catalog, s tournament.Settings) (text string, warn bool) {
	g, err := s.GameTypeInForce()
	if err != nil {
		return cat.Sentence(err), true
	}
	id, _ := s.RulesetID() // read by GameTypeInForce
	r, _ := rules.Get(id)
	name := cat.T(g.Type.NameKey())
	named := rules.GameType(clock.TypeNamed(s.TimeControl))
	switch {
	case g.Contradicts:
		text = cat.T("event.gametype.contradicts", "type", name, "control", s.TimeControl,
			"derived", cat.T(g.FromControl.Key()), "ruleset", cat.T(r.Key))
	case g.Overridden:
		text = cat.T("event.gametype.set", "type", name)
	case g.ControlUnread:
		// Taken as where no control is named, and said: "no time
		// control" beside the imported one shown was not so.
		m := UnreadControl(cat, s, g)
		return cat.TMap(m.Key, m.Args), true
	case g.FromControl == "":
		text = cat.T("event.gametype.no-control", "type", name)
	case !r.FIDE && fideType(s.TimeControl) != g.Type:
		// A code of standard play alone (1953) rules a blitz control's
		// games as standard play: said, not passed off as the control's.
		text = cat.T("event.gametype.one-type", "type", name, "ruleset", cat.T(r.Key),
			"control", s.TimeControl, "fide", cat.T(fideType(s.TimeControl).Key()))
		warn = true
	case named != "" && named != g.FromControl:
		// "Blitz 90+30": the minutes make the type, and the word they
		// overrule is said where the arbiter reads the type.
		text = cat.T("event.gametype.named-otherwise", "type", name, "control", s.TimeControl, "named", cat.T(named.Key()))
		warn = true
	default:
		text = cat.T("event.gametype.from-control", "type", name, "control", s.TimeControl)
	}
	if !g.Known {
		text += ". " + cat.T("event.gametype.not-in-rules", "ruleset", cat.T(r.Key), "type", cat.T(g.Type.Key()))
	}
	if read, ok := clock.MinutesFirst(s.TimeControl); ok {
		// "90/40+30" read as 40 moves in 90 minutes: said wherever the
		// type is, for the control may have meant otherwise.
		text += ". " + cat.T("event.gametype.minutes-first", "control", s.TimeControl,
			"minutes", int(read.Periods[0].Time/time.Minute), "read", TimeControl(cat, s.TimeControl))
		warn = true
	}
	return text, warn || g.Contradicts || !g.Known
}

// GameTypeOfGame is GameType for a game whose clock runs tc (nil: the
// event's control): the event's own control named as the arbiter wrote
// it ("3+2"), as the settings, "arbiter info" and the sheets name it; a
// control of the game's own in its usual form (3'+2"). The desk's status
// line and "arbiter ruling --event" say it alike.
func GameTypeOfGame(cat *i18n.Catalog, s tournament.Settings, tc *clock.TimeControl) (text string, warn bool) {
	if tc != nil {
		if own, err := clock.Parse(s.TimeControl); err != nil || own.String() != tc.String() {
			s.TimeControl = tc.String()
		}
	}
	return GameType(cat, s)
}

// UnreadControl says that the game type g was taken because the event's
// time control does not read (GameTypeInForce.ControlUnread): GameType's
// text of it, and the note a ruling in JSON carries.
func UnreadControl(cat *i18n.Catalog, s tournament.Settings, g tournament.GameTypeInForce) engine.Message {
	_, unread := clock.Parse(s.TimeControl)
	return engine.Message{Key: "event.gametype.unread", Args: map[string]any{
		"type": cat.T(g.Type.NameKey()), "control": s.TimeControl, "why": cat.Sentence(unread)}}
}

// fideType is what FIDE's Laws (A.1, B.1) make of the time control text,
// which the settings have read already.
func fideType(control string) rules.GameType {
	tc, err := clock.Parse(control)
	if err != nil {
		return ""
	}
	fide, _ := rules.Get(rules.DefaultRuleset)
	t, _ := fide.Classify(tc)
	return t
}

// GameTypeChosen is the name of the event's game type ("Rapid") where
// the arbiter chose it, by the time control or set, as the sheets' event
// line and the event's page name it; "" where neither is given and the
// type would be assumed, or the settings do not read.
func GameTypeChosen(cat *i18n.Catalog, s tournament.Settings) string {
	g, err := s.GameTypeInForce()
	if err != nil || g.FromControl == "" && !g.Overridden {
		return ""
	}
	return i18n.UpperFirst(cat.T(g.Type.Key()))
}

// RulesetName is the full name of the rules an event is played under in
// cat's language ("FIDE Laws of Chess 2023"), as every door names them;
// the ruleset's own name where cat has none, its code where it is unknown.
func RulesetName(cat *i18n.Catalog, id rules.RulesetID) string {
	rs, ok := rules.Get(id)
	switch {
	case !ok:
		return string(id)
	case cat.Knows(rs.Key):
		return cat.T(rs.Key)
	}
	return rs.Name
}

// RatingsTaken names which of a list's ratings the event's players take
// ("blitz ratings"): those of its game type (Settings.RatingType), as the
// rating report, "arbiter event", the ratings' update and the window say
// beside the list named.
func RatingsTaken(cat *i18n.Catalog, s tournament.Settings) string {
	return cat.T("ratings.taken." + string(s.RatingType()))
}

// WithRatingsTaken is a list named (or several, as one text) with the
// ratings the event takes from it: "FIDE (2026-12-01) — blitz ratings".
func WithRatingsTaken(cat *i18n.Catalog, s tournament.Settings, list string) string {
	return cat.T("ratings.taken.list", "list", list, "ratings", RatingsTaken(cat, s))
}
