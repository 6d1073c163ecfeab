// Package conduct holds what the arbiter does to conduct an event, each
// for every pairing system: draw the seats, pair a round, check a round
// as stored, read a report or a player list to import, and pair the next
// round of a TRF report in memory. It is named for the arbiter's work,
// conducting the tournament, between the event model's rules (package
// tournament and the pairing packages) and the file (package store).
//
// Each operation reads the event model and chooses the system's way by a
// switch on the event's system, so that a reader follows a pairing from
// Pair to the function that pairs. What it must keep it hands to a Store,
// a thin interface the tournament file (store.Store) satisfies: the file
// judges the event's rules again in the transaction that writes, so that
// every front end passes them, and the operations' own rules can be tested
// on an event in memory without SQLite. The store never imports this
// package; the window and the command line call it (the venue only enters
// results, which the store judges).
package conduct
