// Package norms computes the USSR 1953 classification norms of an event:
// the tournament coefficient from the participants' categories, the table
// row(s) it falls in, the points each category needs for each player's
// number of games, and who earned or confirmed which category, with every
// step of the arithmetic kept so that a report can show it.
//
// The 1953 code leaves some things open; each is an explicit option with
// the default stated on every report: the index of masters, candidate
// masters and unclassified players in the coefficient, which norm applies
// at an exact integer coefficient where the text and the table disagree,
// and whether unplayed (forfeit) games count.
//
// `tournament/norms` computes the USSR 1953 classification from the effective results.
package norms
