// Package matching finds maximum-weight matchings of general graphs by
// Edmonds' primal-dual blossom algorithm, for both Swiss systems: the
// Dutch system (tournament/swiss) pairs each bracket on a Matcher that it
// changes a few vertices at a time and solves again from the duals it
// kept; the team Swiss (tournament/teamswiss) gives MaxCardinality one
// whole graph at a time for its [C3] tests, and pairs a bracket on one
// Matcher, its edges struck and given back team by team as its searches
// fix and unfix roles and partners.
//
// The API, for n vertices:
//
//   - MaxCardinality(n, edges): a matching of the most edges and, of
//     those, of the largest weight; O(n²) bytes and O(n³) time.
//   - New, then SetWeight or SetByClass, Favour and SetLean, Remove,
//     Solve, Matching, and Excluded, Tight, Stored, Get on the solved
//     graph: Matcher lists what each call costs (a first Solve O(n³), a
//     solve after a few changed vertices about O(n²) each) and the
//     invariants between calls. Spare hands the n² tables from one graph
//     to the next.
//   - Weight: a weight, a signed integer of Words 64-bit words; a Matcher
//     takes weights of MaxBits bits at most and computes only on the words
//     they use.
//
// It imports nothing of the application.
package matching
