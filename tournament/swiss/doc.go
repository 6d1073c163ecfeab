// Package swiss pairs Swiss-system rounds by the FIDE Dutch system
// (Handbook C.04.3, rules in force from 1 July 2025), checks a finished
// round against those rules, and applies Baku acceleration (C.04.7).
//
// The pairing of a round is computed exactly: the quality criteria are
// encoded, in their order of priority, as bit fields of the edge weights of
// a maximum-weight matching over the players still to be paired, and the
// brackets are settled one after the other, fixing at each step the choice
// the rules prefer among the optimal pairings (which moved-down players are
// paired, their opponents, which residents are exchanged, and the
// transposition order inside S2). The package does not depend on the rest
// of the application: callers describe the players with the small types
// below, or read them from a TRF file (see FromTRF).
//
// A Dubov or Burstein round is checked (CheckDubov, CheckBurstein,
// systemcheck.go) against the system's own pairing of it: the absolute
// criteria by the system's articles, then the bye (3.1), the first bracket
// paired otherwise, weighed as the Dutch check weighs one: both pairings
// of the bracket's graph compared criterion by criterion ([C5]–[C10] of
// Dubov's 2.3, [C5]–[C8] of Burstein's), the first on which the given one
// does worse named with its article, or the two found equal and the
// system's the first by its order rules; then the colours (5.2). No round
// other than the system's is passed.
//
// It also pairs by the FIDE Dubov system (DubovPairing, dubov.go): Handbook
// C.04.4.1, the edition approved by the Council on 28 October 2025 and
// applied from 1 February 2026, with C.04.2 for the initial order, late
// entries and byes. It shares the Dutch system's model of a round (the
// history, pairing numbers, scores, colour differences, eligibility for the
// bye, forbidden pairs and absences) and the matcher, and keeps in
// dubov.go only what its articles add: the average rating of opponents
// (1.7), upfloat counts and MaxT (1.8), the quality criteria [C5]–[C10],
// the groups G1/G2 and their shifts, the transposition, the colour rules
// of 5.2 and the board order of 5.3. Its corpus, compared with py4swiss
// and CPPDubovSystem, is testdata/dubov (README there).
//
// And it pairs by the FIDE Burstein system (BursteinPairing, burstein.go):
// Handbook C.04.4.2, the edition approved by the Council on 13 April 2024
// (dated from 1 July 2025 in the handbook, in force from 1 February 2026 as
// its reference py4swiss reads it: the 2026 edition). Its
// seeding rounds (1.6) are the Dutch system's Pairing; after them it keeps
// the Dubov system's players, bye, colours and board order, and adds the
// Index of 1.7 (Buchholz, then Sonneborn-Berger, over the scores before
// the round), the ranking of 1.8, the brackets of 1.2 and the criteria
// [C5]–[C8] with the order of pairings of 4.3. Acceleration is the
// event's (C.04.5): it moves players between brackets and leaves the
// Index alone. Its corpus, compared with py4swiss and, for the seeding
// rounds, bbpPairings, is testdata/burstein (README there).
//
// `tournament/swiss` is the FIDE Dutch system: the quality criteria are encoded as edge weights of a
// maximum-weight matching, bracket by bracket; it imports `trf`, never `tournament`. Its layers, top
// down: `Pairing` and `Check` (a first round that only the ranking decides — no game played, one score
// group, every player eligible for the bye — is paired directly, top half against bottom half, without
// the matching's n² graph; `Check` still judges round 1 by the matching, whose traced brackets explain a
// deviation); `dutch`, the field (scores, kinds of player, who may meet whom, and whether the players
// below a bracket can absorb any set of floaters, `robust`); `brackets`, the score brackets from the top
// down, each settled in the system's numbered steps, a method each (`bracket.settle`: `pairedMDPs`,
// `mdpOpponents`, `remainder`, `s1Opponents`); a `graph` per bracket (`localGraph`: the bracket and the
// next score group, when the players below can absorb any floaters; else `fullGraph`: every player not
// yet paired, completion on top of each weight); and the matcher, `tournament/matching`'s `Matcher`,
// used through a dozen calls whose costs and invariants its doc lists (`matcher.go`), its internals one
// concern a file (`weights.go`, `blossoms.go`, `duals.go`, `leastslack.go`, `warm.go`, `kept.go`); the
// team Swiss uses the same core through `MaxCardinality` and a `Matcher` a bracket. Invariants beside the matcher's: a graph holds
// only the players it may pair (its tables are n² of them); a weight is 1536 bits (`matching.Words`, the
// Dutch `nw`), each score level taking the bits
// to count its players in six fields (a 10,000-player event's round 13 needs 1,191), and a round that
// needs more is refused with `swiss.err.toolarge`, never paired on weights that overflow.
// `bench/swiss/scale.sh` measures each pairing of a simulated event (CPU time and peak memory, the
// worst of RUNS fresh processes; the bench's `-out FILE` keeps the boards, so that two builds' pairings
// compare byte for byte); `BenchmarkPairingScale` pairs the rounds the scale targets name. How the
// matcher and the brackets were made fast enough, with what each change saved, is in
// `bench/swiss/NOTES.md`.
//
// dubov.go is long because it is C.04.4.1 whole: the bye (3.1), the brackets (3.2), the
// floaters and the weights of the criteria are steps of one bracket type (dubovBracket) that
// read the articles in their order.
package swiss
