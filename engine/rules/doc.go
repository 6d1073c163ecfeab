// Package rules answers the arbiter's questions as the Laws answer them.
//
// Rulesets (FIDE 2014, 2018 and 2023, the USSR chess code of 1953 and the
// Finnish blitz interpretations of 2018) are data: parameters plus a table
// from rule topic to article reference and catalogue key, so every ruling
// can cite "FIDE 2023, 7.5.5" in the user's language. Rulings are pure
// functions from the event's settings, the facts of the game record and
// the clock, and the incident, to a proposed Decision: the result or how
// play goes on, time added or deducted, warnings, counts, the articles it
// rests on and an explanation as a message key with arguments. The arbiter
// may overrule any decision; Decision is plain JSON so the overrule and the
// proposal can be stored together. Compare puts one incident under every
// ruleset and says where they part ways; docs/rulings.md is generated from
// the same data.
//
// The package does no I/O and renders no sentences: texts live in the
// catalogues under the keys "rules.…".
//
// `engine/rules`: rulesets as data with article references; incidents in, rulings out. **The** place
// for rulesets and articles: `rules.RulesetID`, `Ruleset.Laws()` (what the engine needs of a rule
// book), `Ruleset.OutcomeArticle` (the article of an engine outcome) and `rules.CheckClaim` (a draw
// claim checked by the engine for Decide, whose decision cites its articles, for the desk and the
// command line alike).
//
// rulings.go is long because it is the rule of every incident (IllegalMove, FlagFall, the draw
// claims, Lateness, ClockCorrection, ...) beside the others: each is a short rule method on the
// one builder, the 1953 variant next to the FIDE one, so that an article and its exceptions read
// in one place.
package rules
