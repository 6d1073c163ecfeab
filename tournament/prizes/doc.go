// Package prizes is the event's prize list: the ranking groups and prizes
// the arbiter announces (Rules, checked by Check before the store keeps
// them), a group's standings (GroupStandings) and the prizes worked out
// (Of), one computation for the window, the command line (`prizes
// --json`), the paper and the venue pages, and for both kinds of event.
// It reads the standings and the event model of package tournament and
// is imported by the store, tournament/team, words, printing and the
// front ends; package tournament never imports it.
//
// The prizes go down a table, the standings, or a team event's teams by
// the team standings (match points, then the team tie-breaks:
// team.PrizeTable gives it for either kind); a team's ranking group is
// judged by Group.TeamMember (a rating band by Event.TeamRating, the
// average of its B highest-rated players; women, year of birth and club
// when each of its players is); the paper adds a team event's board
// prizes (team.BoardPrizes). The slots go in the rules' order (the most
// money first, by the announced amounts, or overall then the groups as
// listed) to the best-placed player without a prize who has not
// withdrawn, one prize a player; each group's places are then counted
// over its players without a prize elsewhere (shareOut). By the most
// money, a player whom a tie's sharing pays less than another prize of
// his would takes that one instead, the rest of the tie sharing without
// him, until no one gains (settle). By the most money, a tie that reaches
// an overall prize and a group's pools what its players took of each, one
// prize each and the places past the paid ones at 0, and shares it among
// them all (US Chess rule 32B3, pool): only a player whom it pays less than
// a prize the rest of the tie cannot win, taken or shared alone, leaves
// it, and with him those of the pool who could win that prize too.
// Players tied on the deciding score — the points with Rules.Hort, the
// place after every tie-break without — pool the money of the places they
// occupy, places past the last paid one counting 0, so a tie running past
// the paid places brings its players into the money. Equal division gives
// each pool/n; Hort is the variant that keeps half of each place's money
// to its place, in tie-break order, and shares the rest of the pool
// equally (places 2 and 3 paying 30 and 0: 22.50 and 7.50). What is not
// money (a cup, a book) does not divide and stays with its place, so the
// tied player best placed by the tie-breaks takes it (the usual practice
// with indivisible prizes). Shares are rounded down to the cent; the
// cents that do not divide are List.Remainder, so that Fund = Paid +
// Unpaid + Remainder holds to the cent and every list prints the account
// and the currency (Rules.Currency). A player whom ties bring past the
// paid places of two groups shares in the group whose prizes come first
// in the rules' order.
package prizes
