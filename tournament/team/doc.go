// Package team is what only a team event computes. A team event is the one
// event model of package tournament with its players grouped: the teams
// (tournament.Team, players in board order), a round's games (rows of its
// pairings, as an individual event's) grouped into matches of two teams
// (tournament.TeamMatch, Event.MatchGames) and the event's options
// (tournament.TeamOptions) stay there, with the rules of teams, line-ups
// and results the store judges (its team.go), the seat draw and the round
// in play. What differs between
// the kinds of event is here, above the model: the team standings with
// match points and the team tie-breaks, the crosstable of teams, the
// records and prizes board by board, the pairing of a round and its check,
// and the pairing editor's moves with the rule its round is saved under
// (ValidateEditedTeamRound, which the store asks). This package imports
// tournament and tournament never imports it, so the model stays one; a
// front end asks this package for a team event's views where it asks
// tournament for an individual event's.
//
// Team events (systems `team-round-robin`, `team-swiss`) are package tournament's `team*.go` and this package: the teams with their players in
// board order, matches of two teams over `TeamOptions.Boards` boards (`Event.Teams`, `Event.Matches`,
// `Event.TeamOptions`), the rules the store judges (tournament's `team.go`: `ValidateTeamPlayer` — a player joins at the end of
// the board order at any time, after round 1 a late reserve —, `ValidateBoardOrder` — the order changes
// until round 1 is paired, then stays (this package's `rules.go`); `store.SetBoardOrder`, whose Undo deletes and inserts a team's
// rows (`tradingRows`: updated in place the places would clash) —, `ValidateLineup`; this package's
// `TeamResultAllowed`, `MatchForfeitAllowed` (`ResultAllowedOn` judges a game of either kind as the store does, so that the window asks
// no question whose yes the file refuses); the White team on board 1 has White on the odd boards, or as the event's
// boards' colours say (TRF `352`, `TeamOptions.BoardColours`), `TeamOptions.WhiteTeamOnBoard`; a board a line-up leaves empty is its team's forfeit, `teamgames.Boards`), a match's
// match and game points (`TeamMatch.Score`), the team round robin by the Berger tables and
// `arbiter check`'s judgement of a stored round (`pair.go`: `PairTeamRound`, `CheckTeamRound`; the seats drawn by `seats.DrawTeams`; in a
// team Swiss it also names the absolute criteria a match breaks, [C1], [C2] and forbidden pairs,
// `absoluteFindings`), the
// team standings and tie-breaks with their modifiers as TieBreakServer 1.9.57 computes them
// (`standings.go`, checked against its tables in tournament's `testdata/teams`; direct encounter and its
// extended forms EDE/EDEC/EDET/EDEB/EDEBT/EDEBB as that program's steps over all tied groups at once,
// `encounter.go`), the team TRF report
// (`teamtrf.go` writes, `teamtrfread.go` reads TRF-2026 `310`/TRF-16 `013`, `240` (team byes), `260`, `300`,
// `320` (the bye's points and team per round), `330`, `352` (kept as the event's boards' colours; a round
// played otherwise keeps the board's colours, named in a note), `362`; a team whose players are all absent with
// no bye record a zero-point bye, said in a note, and so a team without an entry on any player's line
// (`trf.Problem.Entry`, the individual reading: its blank rounds up to the last one paired after an entry a
// withdrawal, zero-point byes asked for the rounds left); `250` acceleration named as not kept; names as spelt in
// Arbiter's `XXN`, `XXT`, `XXM`), a team's requested bye in a team Swiss (`tournament/team.go`: a
// `PlannedBye` with `Team` set until its round is paired, then a bye match whose `TeamMatch.Bye` is its
// kind, F/H/Z scoring a won, drawn or lost match of won, drawn or lost boards as TieBreakServer counts
// them; `NoBye` on a bye match is the event's own bye; `arbiter bye --team`), each player's results board by board with
// his performance and the board prizes (`boards.go`: `BoardRecords`, `ForfeitedWhole` (the matches forfeited whole they leave out, named under the list), `BoardPrizes` — by games played over the board, a forfeit being none, at least the event's `TeamOptions.PrizeMinGames` (`event --board-prize-min-games`) — and `BoardSections`, the
// records board by board with the prizes marked, which the window, the paper and `team boards` show), the team
// crosstable (`crosstable.go`: `TeamCrosstable`, in the standings' order, a whole match forfeited marked + or − as a forfeited game is; a round robin's cells team by
// team, a Swiss's round by round, a match under way without a score; a round robin's points and places
// count every match finished, a round under way's too, as its cells show them, `TeamCross.Partial` naming that round), and a line-up typed as the players'
// numbers in board order (`teamgames.LineupNumbers`, for `lineup --players` and the window alike). The store
// keeps them in `teams`, `team_players` (keyed by the player: one team a player), `matches` and
// the games in `pairings` beside an individual event's (schema steps `schemaTeams` and `schemaOneGameRecord`, `tournament/store/team.go`; a bye match's kind in
// `matches.bye`, step `schemaTeamByes`; the teams' requests in `bye_requests` beside the players', each row a
// player's or a team's, step `schemaOneByes`, judged by the one `tournament.Event.RequestBye`; a report is imported through
// the same rules, `store.CreateImported` asking `ImportedMatchAllowed`; a team's details change by `UpdateTeam`, `teamedit.go`, and the
// arbiter's pairing of the last round by `SaveEditedTeamRound`, which lays the games itself (`LayTeamRound`) and keeps
// a game with moves at the game desk on its board with its players and colours, `store.InPlay`) and the
// options in the `team-options` meta row. On paper a team round's pairing list and the team standings
// (`printing/teams.go`; plain game or match points, or MPvGP, as a tie-break are not printed again beside their own
// column, `TeamTable.TieBreakColumns`), a round's match result sheets and line-up forms, the team crosstable
// and the results by board (`printing/teamsheets.go`); the command line's `cli/team.go` (`print
// pack|match-sheets|lineup-forms|crosstable|boards`), and a command that does not handle team events
// (`Command.Teams` unset) refuses a team event's file (`teamGuard`) rather than show it as an individual
// event. The window shows a team event in views of its own where an individual event has its players,
// rounds, standings and crosstable (`ui/teams.go`: `teamAreas`, `Shell.entry`; the Teams view, the Matches
// view (`matchesView`) with line-ups typed or picked and results typed with the rounds view's keys,
// the pairing editor of its last round, `teamPairingEditor` in `ui/pairedit.go`, which shares its verdict
// and Save with the players' editor, `roundVerdict`,
// a board opened at the game desk as the rounds view opens one: the desk numbers a team round's games on
// through its matches, `teamgames.GameBoard`/`MatchBoardOf`, lists each in its
// board picker by its match and board with each player's team (`desk.View.boardText`), and saves a result
// by `store.SetResult`, the one path of a game's result for both kinds of event (the CLI's `result
// --match` and the Matches view find the game by `teamgames.MatchGame`), and gives the recorded game
// the board's result; its two tables have compact rows (`grid.setCompact`) so that a ten-team round's matches and a
// match's boards show together at 1024×700, the matches whole first where they do not;
// `store.SetLineup` fixes a line-up once its match has a result or a game of its
// match has moves recorded at the desk (`LineupInPlay`), for the window and `lineup` alike;
// `ui/teamtables.go`, whose Swiss crosstable and results by board name the teams by their short names in columns as narrow as their cells, to fit 1024 px), prints the team documents (`teamPrintDocs` in `ui/printing.go`, the team round pack first: the pairing list, the match result sheets, the round's line-up forms and the standings before the round, `printing.TeamPackParts()`; the print dialog offers it as the individual pack, its ticks kept apart), and makes a team event
// from the new-event dialog with its boards; its settings edit every team option the command line sets
// (`teamFields` in `ui/settings.go`: the boards until round 1 is paired, match points, the bye's score, the line-up
// order, the board prizes' fewest games, a team Swiss's colour for round 1, colour preferences and teams
// kept apart), saved with the settings as one action and saying, once matches are scored, that the
// standings or board prizes are recomputed; every change is the store call the command line makes. The team Swiss (C.04.6) is paired by `tournament/teamswiss` (the bye, then each
// top scoregroup with the upfloaters art. 3.5 selects, the bracket by the order of art. 3.6 after the
// fewest [C8]–[C10] violations, the colours by art. 4; the Dutch system's matcher through
// `matching.MaxCardinality`, which raises every weight so that the maximum-weight matching has the most
// edges; `pairBracket` fixes the top members, then their
// partners, each by a `bracketSearch.best` that keeps the least cost, skipped when the last optimal pairing
// already meets the decision or the first solve's duals (`Excluded`) rule it out; one `matching.Matcher` a
// bracket, whose edges `bracketSearch.update` strikes and gives back around the teams whose role or partner
// changed, each search solving again from the last one's duals), fed by `swisspair.go` (`teamSwissInput`:
// the event's primary score the score, the other the secondary (match points, then game points, or
// `TeamOptions.GamePointsFirst`, TRF `192 …_GP_MP`; the standings, tie-breaks and every front end's
// score columns follow it, `ScoreHeads`), a team's colour that of board 1 in matches played
// over the board, the initial colour `TeamOptions.InitialBlack`, TRF `152`, type A or B colour preferences
// `TeamOptions.TypeB`, TRF `192 FIDE_TEAM_TYPEB_MP_GP`, the teams never paired with each other
// `TeamOptions.Forbidden`, TRF `260`; a team with a requested bye left out, `byesIn`, and [C2] barring
// the PAB after the PAB or a full-point bye only; no acceleration); `CheckTeamRound` compares a
// stored round with it. It pairs every round of the events in `testdata/teamswiss` as Gacrux
// (`OttoMilvang/TieBreakServer` `gacrux/pairingfideteam.py`) did; `go run ./bench/teamswiss` repeats the
// comparison with local builds of the reference engines.
package team
