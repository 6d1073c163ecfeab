// Package standings computes an individual event's tables from the event
// model: the standings with their tie-breaks (Of, under the edition of
// FIDE's Tie-Break Regulations in force at the event's start,
// TieBreakRules; see docs/tiebreaks.md) and the crosstables of a round
// robin (Crosstable) and of a Swiss (SwissCrosstable). Each counts the
// effective results (tournament.Event.EffectiveResults): the standings and the
// Swiss crosstable those of the completed rounds only; a round robin's
// crosstable every result entered, a round under way's too, since its
// cells show them, with the rounds under way named (CrossTable.Partial)
// for its heading.
//
// The ids an event may name as tie-breaks, their FIDE codes and their
// modifiers are package tournament/tiebreak's (tiebreak.IDs,
// tiebreak.Parse), whose rule the event's settings apply; this package
// computes their values. It imports tournament, never the
// reverse: the event model's own TRF report takes its ranks from here
// (trfevent.ToTRF, Table.Ranks). A team event's tables are
// tournament/team's.
//
// standings.go is long because it is one table's ranking whole: each
// player's games read once (standing), every tie-break's value computed
// from them, and the ties broken in the order the settings name, direct
// encounter among them; split, each part would reach into the others'
// per-player state.
package standings
