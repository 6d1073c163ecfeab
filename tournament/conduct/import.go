package conduct

import (
	"path/filepath"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
)

// Imported is another program's file read into an event in memory: a TRF
// report, a team event's or an individual one's, or a list of players.
// Nothing is kept until Import, or the new file's creation (Create),
// takes it.
type Imported struct {
	Event *tournament.Event
	// Notes say what the reading did not keep, changed or assumed.
	Notes []engine.Message
	// Report: the file is a report, whose settings and rounds go with
	// its players into an event without any; else a list of players.
	Report bool
	// Swiss are the Swiss pairing options an individual report states.
	Swiss tournament.SwissOptions
	// SystemLine is the line of the record naming an individual
	// report's system, 0 where the reading inferred it from the games.
	SystemLine int
	// TieBreaksStated: the report states its event's tie-breaks; where
	// not, the event has its system's own, which a new file says.
	TieBreaksStated bool
}

// ReadReport reads a TRF report in whatever encoding its program wrote:
// a team event's, with its teams (exchange.ReadTeamTRFReport), where it
// has team records, else an individual event's (exchange.ReadTRFReport).
// This is the one place that tells them apart, for every front end's
// import and for pairing a report in memory (PairReport).
func ReadReport(data []byte) (Imported, error) {
	if exchange.IsTeamTRF(data) {
		rep, err := exchange.ReadTeamTRFReport(data)
		if err != nil {
			return Imported{}, err
		}
		return Imported{Event: rep.Event, Notes: rep.Notes, Report: true, TieBreaksStated: rep.TieBreaksStated}, nil
	}
	rep, err := exchange.ReadTRFReport(data)
	if err != nil {
		return Imported{}, err
	}
	return Imported{Event: rep.Event, Notes: rep.Notes, Report: true, Swiss: rep.Swiss, SystemLine: rep.SystemLine, TieBreaksStated: rep.TieBreaksStated}, nil
}

// ReadPlayers reads a list of players to enter into an event: another
// program's TRF file, of which only the players are taken, or a CSV list
// (exchange.ReadPlayerList), in an event of the default settings; a CSV
// list's players take the rating of game, the game type of the event they
// go into (tournament.Settings.RatingType).
func ReadPlayers(data []byte, game rules.GameType) (Imported, error) {
	players, notes, err := exchange.ReadPlayerList(data, game)
	if err != nil {
		return Imported{}, err
	}
	return Imported{Event: &tournament.Event{Settings: tournament.DefaultSettings(), Players: players}, Notes: notes}, nil
}

// VouchNamesakes is the arbiter's word that the list's players named as
// players in the event are other persons of the same name: each is let in
// beside his namesakes (tournament.Player.Namesake), as one added by hand
// is after "add anyway".
func (imp Imported) VouchNamesakes() {
	for i := range imp.Event.Players {
		imp.Event.Players[i].Namesake = true
	}
}

// Import keeps imp in st's event as one action, which judges the event's
// rules on what it saves (store.Store.Import): a report only into an
// event without players or rounds, players only while entries are open,
// each player against the event's and those before him in the list. It
// returns the import's notes, every front end's to say: the reading's
// (imp.Notes), then the settings of the event the report replaced.
func Import(st Store, imp Imported) ([]engine.Message, error) {
	replaced, err := st.Import(imp.Event, imp.Report, imp.Swiss)
	if err != nil {
		return nil, err
	}
	return append(slices.Clip(imp.Notes), replaced...), nil
}

// Create makes the new tournament file at path holding imp, through
// create, the store's making of a file from an import
// (store.CreateImported), which judges the event's rules in the file's
// first transaction, so that a file that cannot take the import is never
// left behind. Every front end makes its new file from an import here. A
// list of players names no event: the file's name names it until the
// arbiter sets one. Neither names the language of the event's documents:
// they are in lang, the arbiter's, as a new event's are. It returns the
// notes to say: the reading's (imp.Notes) and, for a report, what the new
// file assumes that no report states (assumedOfReport), and the
// tie-breaks it ranks by where the report states none.
func Create[S any](path, lang string, imp Imported, create func(path string, ev *tournament.Event, report bool, opts tournament.SwissOptions) (S, error)) (S, []engine.Message, error) {
	made := *imp.Event
	if !imp.Report && made.Settings.Name == "" {
		made.Settings.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	made.Settings.Language = lang
	st, err := create(path, &made, imp.Report, imp.Swiss)
	notes := slices.Clip(imp.Notes)
	if imp.Report {
		notes = append(notes, assumedOfReport(made.Settings))
		g, err := made.Settings.GameTypeInForce()
		named := rules.GameType(clock.TypeNamed(made.Settings.TimeControl))
		switch {
		case err != nil:
		case g.ControlUnread:
			// Kept as the report writes it, and said: the game type is
			// taken as where no control is named.
			notes = append(notes, engine.Message{Key: "event.trf.control-unread",
				Args: map[string]any{"control": made.Settings.TimeControl, "type": engine.Message{Key: g.Type.Key()}}})
		case named != "" && named != g.FromControl:
			// "Blitz 90+30": the minutes are read, and the word they
			// overrule said, not settled in silence.
			notes = append(notes, engine.Message{Key: "event.trf.control-type", Args: map[string]any{
				"control": made.Settings.TimeControl, "named": engine.Message{Key: named.Key()},
				"derived": engine.Message{Key: g.FromControl.Key()}, "type": engine.Message{Key: g.Type.Key()}}})
		}
		if read, ok := clock.MinutesFirst(made.Settings.TimeControl); ok {
			// "90/40+30": read as FIDE writes it, 40 moves in 90 minutes,
			// and said, for the report may have meant otherwise.
			first := read.Periods[0]
			notes = append(notes, engine.Message{Key: "event.trf.control-minutes-first", Args: map[string]any{
				"control": made.Settings.TimeControl, "read": read.String(),
				"moves": first.Moves, "minutes": int(first.Time / time.Minute)}})
		}
		if s := made.Settings; s.StartDate != "" && s.EndDate == "" {
			// An empty last day is an open end, as the settings read it;
			// a new event given its first day alone is made a one-day
			// one (schedule.OneDay), so the file says which it took.
			notes = append(notes, engine.Message{Key: "event.trf.end-open", Args: map[string]any{"date": engine.Day(s.StartDate)}})
		}
		if !imp.TieBreaksStated {
			notes = append(notes, engine.Message{Key: "event.trf.tiebreaks.assumed", Args: map[string]any{"tiebreaks": tieBreakHeads(made.Settings.TieBreaks)}})
		}
	}
	return st, notes, err
}

// assumedOfReport says the rules a new file made of a report is played
// under, which no TRF record states (exchange.TRFNotKept says so at the
// export): the ruleset the reading took and no rule at the board set,
// FIDE-rated among them. Imported into an open file, a report keeps the
// file's (exchange.OverReport), and nothing is assumed.
func assumedOfReport(s tournament.Settings) engine.Message {
	rs, ok := rules.Get(s.Ruleset)
	if !ok {
		rs, _ = rules.Get(rules.DefaultRuleset)
	}
	return engine.Message{Key: "event.trf.assumed", Args: map[string]any{"rules": engine.Message{Key: rs.Key}}}
}

// tieBreakHeads are tie-breaks named in a message as the standings head
// them (event.tb.short.*), in the reader's words. Only a system's own
// tie-breaks are named so, each with a head of its own in every
// catalogue (TestEverySystemsTieBreaksHaveHeads); a head made of a base
// and its modifiers is words.TieBreakShort's, which this layer cannot use.
type tieBreakHeads []string

func (h tieBreakHeads) Text(t func(key string, args map[string]any) string) string {
	heads := make([]string, len(h))
	for i, id := range h {
		heads[i] = t("event.tb.short."+id, nil)
	}
	return strings.Join(heads, ", ")
}
