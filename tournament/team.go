package tournament

import (
	"arbiter/engine"
	"arbiter/internal/lazy"
	"arbiter/tournament/input"
	"slices"
	"strings"
)

// Team events: teams of players in board order meet in matches over a
// fixed number of boards; a match is won on the game points of its boards
// and scores match points. The rules here are the ones the store judges on
// every change (ValidateTeam, ValidateTeamPlayer, ValidateLineup,
// TeamResultAllowed, MatchForfeitAllowed), whichever front end asks.

// Team pairing systems.
const (
	TeamRoundRobin System = "team-round-robin"
	TeamSwiss      System = "team-swiss"
)

// Team reports whether the system pairs teams rather than players: the
// front ends' choice of view, the kind rules below, and the path taken
// where one entry serves both kinds (team.PrizeTable, the store's
// CreateImported). The model's computations read an event's data
// instead, a team event's Teams and Matches, which an individual event
// leaves empty, and what a system's rules decide is looked up in
// systemRules, not branched on this.
func (s System) Team() bool { return s.rules().teams }

// The kind of an event, team or individual, is itself the rule only here:
// it is fixed once an entrant is in (KindFixed), and an action made for
// one kind is refused on the other with one message (ForKind), which the
// store's actions and the front ends ask rather than judging the kind
// again.

// ForKind is the one rule for a command, an option or an action made for
// one kind of event (teams: for team events) asked of an event of system
// sys: nil where sys is of that kind, else the refusal in the user's
// language. A team action on an individual event is "not a team event"
// (teams.error.not-team); what, made for individual events only, on a team
// event would show it as an individual one (teams.cli.unsupported). A
// front end or rule that names the action at fault (the command line's
// flag, the check-in) gives its own message in place of the refusal.
func ForKind(sys System, teams bool, what string) error {
	switch {
	case sys.Team() == teams:
		return nil
	case teams:
		return engine.NewMessage("teams.error.not-team")
	}
	return engine.NewMessage("teams.cli.unsupported", "command", what)
}

// KindFixed refuses the settings s that would turn ev, once it has players
// or teams, into an event of the other kind: a team event's players are
// in teams, an individual event's are not.
func (ev *Event) KindFixed(s Settings) error {
	if len(ev.Players)+len(ev.Teams) > 0 && s.System.Team() != ev.Settings.System.Team() {
		return engine.NewMessage("teams.err.system", "system", ev.Settings.System.Name())
	}
	return nil
}

// Team is one team of a team event. Players are in the team's board order
// (the order they were added): the first B available play, a reserve
// comes in only below the players he follows.
type Team struct {
	ID int64 `json:"id"`
	// Seat is the team's number: its seat in the round-robin table or its
	// pairing number in a Swiss, 0 until drawn.
	Seat       int     `json:"seat"`
	Name       string  `json:"name"`
	ShortName  string  `json:"short_name,omitempty"`
	Federation string  `json:"federation,omitempty"` // federation or club
	Captain    string  `json:"captain,omitempty"`
	Players    []int64 `json:"players"`
	// WithdrawnAfter is the last round the team took part in before it
	// left the event (0: it has not), the one fact every door reads: a
	// Swiss pairs it in no later round (C.04.6 leaves a withdrawn team
	// out), a round robin keeps its table and lays its later matches with
	// its boards empty, lost by forfeit, as an individual round robin's
	// results stand as played; its players line up for no later round, and
	// the matches it played keep counting. Its players' own withdrawals are
	// theirs: every one of them withdrawn is not the team's withdrawal.
	WithdrawnAfter int `json:"withdrawn_after,omitempty"`
}

// GoneBefore reports whether the team had withdrawn before round r.
func (t Team) GoneBefore(r int) bool { return t.Withdrawn() && t.WithdrawnAfter < r }

// Withdrawn reports whether the team has left the event, as every list,
// page and export marks it.
func (t Team) Withdrawn() bool { return t.WithdrawnAfter > 0 }

// Outcome is a match's or a game's outcome for one side, as the event's
// regulations give it to a team without an opponent.
type Outcome string

// Outcomes.
const (
	OutcomeWin  Outcome = "win"
	OutcomeDraw Outcome = "draw"
	OutcomeLoss Outcome = "loss"
)

// Points are what a board scores that goes as oc: a bye's boards, and a
// match not played over the board's in the board-based tie-breaks.
func (oc Outcome) Points() Points { return map[Outcome]Points{OutcomeWin: 2, OutcomeDraw: 1}[oc] }

// TeamOptions are a team event's own settings: the boards of a match, the
// match points of a won, drawn and lost match, and what a team without
// an opponent (the bye) scores, as a match and on each board.
type TeamOptions struct {
	Boards    int     `json:"boards"`
	MatchWin  int     `json:"match_win"`
	MatchDraw int     `json:"match_draw"`
	MatchLoss int     `json:"match_loss"`
	ByeMatch  Outcome `json:"bye_match"`
	ByeGame   Outcome `json:"bye_game"`
	// InitialBlack: in a Swiss, the colour drawn by lot before round 1
	// (C.04.6 art. 4.1) is Black; White otherwise.
	InitialBlack bool `json:"initial_black,omitempty"`
	// GamePointsFirst: the teams are ranked, and a Swiss pairs them, by
	// game points first and match points second (C.04.6 art. 1.2, TRF
	// 192 "_GP"); match points first by default. Always written, so that
	// a file says which.
	GamePointsFirst bool `json:"game_points_first"`
	// TypeB: in a Swiss, the teams' colour preferences are type B, strong
	// and mild (C.04.6 art. 1.7.2), instead of the default type A.
	TypeB bool `json:"type_b,omitempty"`
	// NoColourPreferences: in a Swiss, the teams have no colour
	// preferences (C.04.6 art. 1.7's third choice, TRF 192 codes naming
	// neither TYPEA nor TYPEB); never with TypeB.
	NoColourPreferences bool `json:"no_colour_preferences,omitempty"`
	// Forbidden are pairs of teams (ids) that a Swiss never pairs with
	// each other (clubs of one town, a federation's two teams).
	Forbidden [][2]int64 `json:"forbidden,omitempty"`
	// ForbiddenFrom is the round each pair of Forbidden kept apart only
	// from a round after the first is kept apart from, as the Swiss
	// options' (SwissOptions.ForbiddenFrom).
	ForbiddenFrom []PairFrom `json:"forbidden_from,omitempty"`
	// FreeLineupOrder: a line-up may put the team's players in any order,
	// as an event run by another program may have done (TRF record 300);
	// by default a line-up keeps the team's board order.
	FreeLineupOrder bool `json:"free_lineup_order,omitempty"`
	// BoardPrizeMinGames is the fewest games played over the board on a
	// board for its prize; 0 is the default, one game (PrizeMinGames).
	BoardPrizeMinGames int `json:"board_prize_min_games,omitempty"`
	// BoardColours are the colours of the match's White team board by
	// board (TRF-2026 record 352: "WBBW" is White, Black, Black, White),
	// as a competition's rules may set them; empty, they alternate,
	// White on the odd boards (BoardPattern).
	BoardColours string `json:"board_colours,omitempty"`
}

// ColourPreferences names the type of a Swiss's colour preferences
// (C.04.6 art. 1.7): "a" (the default), "b" or "none".
func (o TeamOptions) ColourPreferences() string {
	switch {
	case o.TypeB:
		return "b"
	case o.NoColourPreferences:
		return "none"
	}
	return "a"
}

// WithColourPreferences is o with the type of colour preferences named
// as ColourPreferences names it.
func (o TeamOptions) WithColourPreferences(kind string) TeamOptions {
	o.TypeB, o.NoColourPreferences = kind == "b", kind == "none"
	return o
}

// defaultBoardPrizeMinGames is the fewest games played on a board for its prize
// where the arbiter names no other number.
const defaultBoardPrizeMinGames = 1

// PrizeMinGames is the event's fewest games for a board prize.
func (o TeamOptions) PrizeMinGames() int {
	if o.BoardPrizeMinGames > 0 {
		return o.BoardPrizeMinGames
	}
	return defaultBoardPrizeMinGames
}

// ForbidTeams adds (forbid) or removes the pair of teams a and b from the
// options' forbidden pairs, in either order.
func (o TeamOptions) ForbidTeams(a, b int64, forbid bool) TeamOptions {
	out := slices.DeleteFunc(slices.Clone(o.Forbidden), func(f [2]int64) bool {
		return f == [2]int64{a, b} || f == [2]int64{b, a}
	})
	if forbid {
		out = append(out, [2]int64{a, b})
	} else {
		o.ForbiddenFrom = withoutFrom(o.ForbiddenFrom, [2]int64{a, b}, [2]int64{b, a})
	}
	o.Forbidden = out
	return o
}

// DefaultTeamOptions are the options a new team event of the system starts
// with: 2/1/0 match points; in a Swiss the pairing-allocated bye is a
// drawn match with every board won (as FIDE's tie-break program counts it
// when the event says nothing), in a round robin the team without an
// opponent scores nothing.
func (sys System) DefaultTeamOptions(boards int) TeamOptions {
	o := TeamOptions{Boards: boards, MatchWin: 2, MatchDraw: 1, MatchLoss: 0, ByeMatch: OutcomeLoss, ByeGame: OutcomeLoss}
	if sys == TeamSwiss {
		o.ByeMatch, o.ByeGame = OutcomeDraw, OutcomeWin
	}
	return o
}

// MaxBoards is the most boards a match may have (TRF's team record lists
// at most 14 players; Vega allows 10 boards).
const MaxBoards = 14

// Validate checks the boards and the match points: a win
// scores more than a draw, a draw at least a loss.
func (o TeamOptions) Validate() error {
	if o.Boards < 1 || o.Boards > MaxBoards {
		return engine.NewMessage("teams.err.boards", "value", o.Boards, "max", MaxBoards)
	}
	if o.MatchLoss < 0 || o.MatchDraw < o.MatchLoss || o.MatchWin <= o.MatchDraw {
		return engine.NewMessage("teams.err.matchpoints", "win", o.MatchWin, "draw", o.MatchDraw, "loss", o.MatchLoss)
	}
	for _, oc := range []Outcome{o.ByeMatch, o.ByeGame} {
		if oc != OutcomeWin && oc != OutcomeDraw && oc != OutcomeLoss {
			return engine.NewMessage("teams.err.outcome", "value", string(oc))
		}
	}
	if o.TypeB && o.NoColourPreferences {
		return engine.NewMessage("teams.err.preferences")
	}
	if o.BoardPrizeMinGames < 0 {
		return engine.NewMessage("teams.err.prize-min-games", "value", o.BoardPrizeMinGames)
	}
	if c := o.BoardColours; c != "" && !o.FitsBoardColours(c) {
		return engine.NewMessage("teams.err.board-colours", "value", c, "boards", o.Boards)
	}
	return nil
}

// FitsBoardColours reports whether c can be the colours of a match's
// White team on o's boards: one W or B a board, board 1 White (the
// match's White team is the one with White on board 1, C.04.6 art. 1.6).
func (o TeamOptions) FitsBoardColours(c string) bool {
	return len(c) == o.Boards && strings.HasPrefix(c, "W") && strings.Trim(c, "WB") == ""
}

// The boards' colours an arbiter names rather than spells, as the
// window's choice and the command line's --board-colours name them: the
// match's White team White on the odd boards ("alternating", W B W B…,
// kept as no BoardColours) or in pairs ("pairs", W B B W W B B W…).
const (
	boardsAlternating = "alternating"
	boardsInPairs     = "pairs"
)

// BoardColoursKind names the kind of o's boards' colours: "alternating",
// "pairs", or "" where they are neither (a pattern of its own, as a team
// TRF's 352 may give). On one or two boards the two kinds are one, named
// alternating.
func (o TeamOptions) BoardColoursKind() string {
	for _, kind := range []string{boardsAlternating, boardsInPairs} {
		if o.BoardPattern() == o.WithBoardColours(kind).BoardPattern() {
			return kind
		}
	}
	return ""
}

// WithBoardColours is o with the boards' colours of the kind named
// ("alternating", "pairs") for its boards, or else spelled by c (W or B
// a board, judged by Validate); a pattern that alternates is kept as
// none, as a team TRF's is read.
func (o TeamOptions) WithBoardColours(c string) TeamOptions {
	switch c {
	case boardsAlternating:
		c = ""
	case boardsInPairs:
		var b strings.Builder
		for i := 1; i <= o.Boards; i++ {
			b.WriteByte("WBBW"[(i-1)%4])
		}
		c = b.String()
	}
	if c == (TeamOptions{Boards: o.Boards}).BoardPattern() {
		c = ""
	}
	o.BoardColours = c
	return o
}

// WithBoards is o with n boards, its boards' colours following the change
// where they are of a named kind (BoardColoursKind). A pattern of its own
// does not: it is kept, and the change refused until the colours for n
// boards are given too (teams.err.board-colours-boards).
func (o TeamOptions) WithBoards(n int) (TeamOptions, error) {
	kind, was := o.BoardColoursKind(), o.Boards
	o.Boards = n
	if kind != "" {
		return o.WithBoardColours(kind), nil
	}
	if n != was {
		return o, engine.NewMessage("teams.err.board-colours-boards", "value", o.BoardColours, "was", was, "boards", n)
	}
	return o, nil
}

// TeamMatch is one match of a round: White is the team with White on board 1
// (and on the boards TeamOptions.WhiteTeamOnBoard gives it), Black the other; Black 0 is White's bye. Its
// games are the round's pairings that name it (Event.MatchGames), one a
// board: the match groups them, and its score is theirs (Score).
type TeamMatch struct {
	Round  int
	Number int
	White  int64
	Black  int64
	// Forfeit is the whole match's forfeit (WhiteForfeitWin,
	// BlackForfeitWin, DoubleForfeit), NoResult when the boards decide;
	// its games then hold the forfeit board by board (teamgames.Forfeit).
	Forfeit Result
	// Bye is a bye's kind: a requested one (ByeFullPoint, ByeHalfPoint,
	// ByeZeroPoint, TRF record 240) scores as its kind says; NoBye is the
	// event's own bye (the pairing-allocated bye of a Swiss, the odd
	// team out of a round robin), scored as the options' ByeMatch and
	// ByeGame say. A bye has no games.
	Bye ByeKind
	// LeftOut marks a zero-point bye the arbiter scored a team with that
	// the pairing editor left without a match (team.ScoreSecondByes): his
	// decision, not the team's request, which the editor may change and
	// a round taken back does not ask for again (Requested). It scores as
	// its kind says.
	LeftOut bool
}

// IsBye reports whether the match is a team's bye.
func (m TeamMatch) IsBye() bool { return m.Black == 0 }

// Requested reports whether the match is the team's own requested bye:
// a bye of a requested kind that the arbiter did not leave it (LeftOut).
func (m TeamMatch) Requested() bool { return m.IsBye() && m.Bye.Requested() && !m.LeftOut }

// A team's requested bye in a team Swiss: the team asks to sit a round
// out (TRF-2026 record 240, F, H or Z, by team numbers) and scores as
// the kind says (requestedOutcome). It is a request (PlannedBye with
// Team set) until its round is paired, then a bye match of its kind; the
// pairing leaves the team out.

// requestedOutcome is what a requested bye of each kind scores, as a
// match and on every board: FIDE's tie-break program counts a team's
// full-point bye a won match with every board won, a half-point bye a
// drawn match of drawn boards, a zero-point bye a lost one.
var requestedOutcome = lazy.Value[map[ByeKind]Outcome]{Make: func() map[ByeKind]Outcome {
	return map[ByeKind]Outcome{ByeFullPoint: OutcomeWin, ByeHalfPoint: OutcomeDraw, ByeZeroPoint: OutcomeLoss}
}}

// WhiteTeamOnBoard reports whether the match's White team has White on
// board b: as BoardColours say, else on the odd boards, as everywhere
// found (TRF-2026 record 352 "WBWB…").
func (o TeamOptions) WhiteTeamOnBoard(b int) bool {
	if b >= 1 && b <= len(o.BoardColours) {
		return o.BoardColours[b-1] == 'W'
	}
	return b%2 == 1
}

// BoardPattern is the colours of the match's White team on each board
// (TRF-2026 record 352): BoardColours, or White on the odd boards.
func (o TeamOptions) BoardPattern() string {
	var b strings.Builder
	for i := 1; i <= o.Boards; i++ {
		b.WriteByte(map[bool]byte{true: 'W', false: 'B'}[o.WhiteTeamOnBoard(i)])
	}
	return b.String()
}

// Team returns the team with the given id.
func (e *Event) Team(id int64) (*Team, bool) {
	return find(e.Teams, func(t *Team) bool { return t.ID == id })
}

// TeamRating is the team's rating, the one figure every place shows and
// judges by (the report's team strength, TRF-2026 record 310; the prize
// table's rating, a rating band's ranking group): the average, to the
// nearest, of its highest-rated players, as many as a match has boards,
// reserves included and the unrated left out; 0 when none is rated. It is
// Vega's team rating ("the average of its Boards highest-rated players")
// and the strength every team record of the published TRF-2026 sample
// testdata/teams/echecsjs-grandmommyscup.trf states (50 teams of five on
// four boards); the first boards of the board order would give ten of
// them another figure.
func (e *Event) TeamRating(t Team) int {
	var rated []int
	for _, id := range t.Players {
		if p, ok := e.Player(id); ok && p.Rating > 0 {
			rated = append(rated, p.Rating)
		}
	}
	slices.SortFunc(rated, func(a, b int) int { return b - a })
	rated = rated[:min(len(rated), max(e.TeamOptions.Boards, 1))]
	if len(rated) == 0 {
		return 0
	}
	total := 0
	for _, r := range rated {
		total += r
	}
	return (2*total + len(rated)) / (2 * len(rated))
}

// TeamName is team id's name, empty for no such team.
func (e *Event) TeamName(id int64) string {
	if t, ok := e.Team(id); ok {
		return t.Name
	}
	return ""
}

// PlayerName is player id's name, empty for no such player.
func (e *Event) PlayerName(id int64) string {
	if p, ok := e.Player(id); ok {
		return p.Name
	}
	return ""
}

// TeamByName finds a team by its name or short name, case and runs of
// blanks ignored, else by the one whose name differs from it only in
// accents or alphabet (input.NameKey, as the players' namesakes are told),
// so that "Hameenlinnan Shakki" typed finds Hämeenlinnan Shakki;
// ValidateTeam keeps two such names out of one event.
func (e *Event) TeamByName(name string) (*Team, bool) {
	var folded []*Team
	for i := range e.Teams {
		t := &e.Teams[i]
		for _, n := range t.names() {
			if input.SameName(n, name) {
				return t, true
			}
			if input.NameKey(n) == input.NameKey(name) {
				folded = append(folded, t)
				break
			}
		}
	}
	if len(folded) == 1 {
		return folded[0], true
	}
	return nil, false
}

// names are the team's name and its short name, if it has one.
func (t *Team) names() []string {
	if t.ShortName == "" {
		return []string{t.Name}
	}
	return []string{t.Name, t.ShortName}
}

// TeamOf returns the team a player plays for.
func (e *Event) TeamOf(player int64) (*Team, bool) {
	return find(e.Teams, func(t *Team) bool { return slices.Contains(t.Players, player) })
}

// TeamPlace is a player's place in his team's board order, the number a
// line-up and a match sheet name him by; 0 for a player of no team.
func (e *Event) TeamPlace(player int64) int {
	if t, ok := e.TeamOf(player); ok {
		return slices.Index(t.Players, player) + 1
	}
	return 0
}

// RoundMatches returns the matches of round r in match order.
func (e *Event) RoundMatches(r int) []TeamMatch {
	var out []TeamMatch
	for _, m := range e.Matches {
		if m.Round == r {
			out = append(out, m)
		}
	}
	return out
}

// ValidateTeam checks a team's own fields and that no other team of the
// event has its name or short name, nor one that differs from it only in
// accents or alphabet (said as a player's namesake so spelled is said):
// "Mantan Shakkikerho" beside Mäntän Shakkikerho is the same team typed
// twice, and TeamByName would not tell them apart.
func (ev *Event) ValidateTeam(t Team) error {
	if strings.TrimSpace(t.Name) == "" {
		return engine.NewMessage("teams.err.name.empty")
	}
	if err := validateTexts(t.Name, t.ShortName, t.Federation, t.Captain); err != nil {
		return err
	}
	for _, o := range ev.Teams {
		if o.ID == t.ID {
			continue
		}
		for _, n := range t.names() {
			for _, taken := range o.names() {
				switch {
				case input.SameName(taken, n):
					return engine.NewMessage("teams.err.name.twice", "name", strings.TrimSpace(n))
				case input.NameKey(taken) == input.NameKey(n):
					return engine.NewMessage("event.err.player.dup_folded", "name", strings.TrimSpace(n), "other", taken)
				}
			}
		}
	}
	return nil
}

// ValidateTeamPlayer checks that player p may join team: a player plays for
// one team only, and the same FIDE id (or name, as for every event) is
// not in the event twice (validateNewPlayer). He joins at the end of the
// team's board order, at any time: a late reserve changes no one's place
// relative to another, so line-ups made before stay as they were.
func (ev *Event) ValidateTeamPlayer(team int64, p Player) error {
	if _, ok := ev.Team(team); !ok {
		return engine.NewMessage("teams.err.team.unknown", "id", team)
	}
	if p.ID != 0 {
		if t, ok := ev.TeamOf(p.ID); ok {
			return engine.NewMessage("teams.err.player.team", "name", p.Name, "team", t.Name)
		}
	}
	for _, q := range ev.Players {
		if p.FIDEID != "" && q.ID != p.ID && q.FIDEID == p.FIDEID {
			if t, ok := ev.TeamOf(q.ID); ok {
				return engine.NewMessage("teams.err.player.fideid", "name", p.Name, "id", p.FIDEID, "other", q.Name, "team", t.Name)
			}
		}
	}
	return validateNewPlayer(ev.Players, p)
}

// ValidateLineup checks a team's line-up for a round: at most B players,
// each of the team, each once, none withdrawn, and, unless the event's
// line-up order is free, in the team's board order (a reserve may come in
// and a player be left out, the order may not change).
func (ev *Event) ValidateLineup(t Team, r int, lineup []int64) error {
	boards := ev.TeamOptions.Boards
	if len(lineup) > boards {
		return engine.NewMessage("teams.err.lineup.many", "team", t.Name, "n", len(lineup), "boards", boards)
	}
	last := -1
	for i, id := range lineup {
		pos := slices.Index(t.Players, id)
		p, _ := ev.Player(id)
		name := ev.PlayerName(id)
		switch {
		case pos < 0:
			return engine.NewMessage("teams.err.lineup.other", "team", t.Name, "name", name, "id", id)
		case slices.Contains(lineup[:i], id):
			return engine.NewMessage("teams.err.lineup.twice", "team", t.Name, "name", name)
		case pos < last && !ev.TeamOptions.FreeLineupOrder:
			// The one typed earlier is the one put too high: he stands
			// below this player in the board order.
			return engine.NewMessage("teams.err.lineup.order", "team", t.Name, "name", ev.PlayerName(t.Players[last]), "before", name)
		case p.GoneBefore(r):
			return engine.NewMessage("teams.err.lineup.withdrawn", "team", t.Name, "name", name, "round", p.WithdrawnAfter)
		case t.GoneBefore(r):
			return engine.NewMessage("teams.err.lineup.team-withdrawn", "team", t.Name, "round", t.WithdrawnAfter)
		}
		last = pos
	}
	return nil
}

// ValidateTeamWithdrawal checks that team id may withdraw after round
// afterRound: it exists, has not withdrawn already, afterRound is a round
// paired, and no match of the team in a later round has begun (its
// matches paired and not begun are then lost by forfeit, as a withdrawn
// player's games are).
func (ev *Event) ValidateTeamWithdrawal(id int64, afterRound int) (*Team, error) {
	t, ok := ev.Team(id)
	if !ok {
		return nil, engine.NewMessage("teams.err.team.unknown", "id", id)
	}
	if t.Withdrawn() {
		return nil, engine.NewMessage("teams.err.withdraw.again", "team", t.Name, "round", t.WithdrawnAfter)
	}
	if paired := ev.PairedRounds(); afterRound < 1 || afterRound > paired {
		return nil, engine.NewMessage("teams.err.withdraw.round", "team", t.Name, "round", afterRound, "paired", paired)
	}
	if ev.afterLastRound(afterRound) {
		return nil, engine.NewMessage("teams.err.withdraw.last", "team", t.Name, "round", afterRound)
	}
	for _, m := range ev.Matches {
		if m.Round > afterRound && !m.IsBye() && (m.White == id || m.Black == id) && m.Started(ev.MatchGames(m)) {
			return nil, engine.NewMessage("teams.err.withdraw.played", "team", t.Name, "round", afterRound, "played", m.Round, "match", m.Number)
		}
	}
	return t, nil
}

// ValidateTeamReinstatement checks taking a team's withdrawal back: the
// team has withdrawn and a round is left to pair it in. It is paired
// again from the next round; the rounds paired while it was away stay as
// recorded.
func (ev *Event) ValidateTeamReinstatement(id int64) (*Team, error) {
	t, ok := ev.Team(id)
	if !ok {
		return nil, engine.NewMessage("teams.err.team.unknown", "id", id)
	}
	if t.WithdrawnAfter == 0 {
		return nil, engine.NewMessage("teams.err.reinstate.not-withdrawn", "team", t.Name)
	}
	if ev.NextRound() > ev.TotalRounds() {
		return nil, engine.NewMessage("event.err.reinstate.over", "name", t.Name, "paired", ev.PairedRounds())
	}
	return t, nil
}

// InBoardOrder reports whether a line-up keeps the team's board order.
func (t Team) InBoardOrder(lineup []int64) bool {
	last := -1
	for _, id := range lineup {
		pos := slices.Index(t.Players, id)
		if pos < last {
			return false
		}
		last = pos
	}
	return true
}

// LineupResult is the result a team event's board has from its line-ups
// alone: a forfeit where a seat is left empty, none where both are filled.
func (p Pairing) LineupResult() Result {
	switch {
	case p.White == 0 && p.Black == 0:
		return DoubleForfeit
	case p.White == 0:
		return BlackForfeitWin
	case p.Black == 0:
		return WhiteForfeitWin
	}
	return NoResult
}

// Lineup is the team's players on the match's boards in board order
// (empty boards left out).
func (m TeamMatch) Lineup(ev *Event, team int64) []int64 {
	var out []int64
	for _, b := range ev.MatchGames(m) {
		for _, id := range []int64{b.White, b.Black} {
			if id == 0 {
				continue
			}
			if t, ok := ev.TeamOf(id); ok && t.ID == team {
				out = append(out, id)
			}
		}
	}
	return out
}

// Started reports whether a game of the match among games (its own, or
// its round's) has a result its line-ups did not give it, or the match
// is forfeited: its line-ups are then fixed.
func (m TeamMatch) Started(games []Pairing) bool {
	if m.Forfeit != NoResult {
		return true
	}
	return slices.ContainsFunc(games, func(b Pairing) bool { return b.Match == m.Number && b.Result != b.LineupResult() })
}

// Finished reports whether the match's result is known: a bye, a
// forfeit, or every one of its games decided.
func (m TeamMatch) Finished(games []Pairing) bool {
	if m.IsBye() || m.Forfeit != NoResult {
		return true
	}
	return !slices.ContainsFunc(games, func(b Pairing) bool { return !b.Result.Finished() })
}

// FinishedMatches are the finished matches of rounds 1 to rounds: what
// the team standings count, round by round, and what a team report's 310
// records sum (TeamPoints).
func (ev *Event) FinishedMatches(rounds int) []TeamMatch {
	var out []TeamMatch
	for _, m := range ev.Matches {
		if m.Round <= rounds && m.Finished(ev.MatchGames(m)) {
			out = append(out, m)
		}
	}
	return out
}

// TeamPoints are each team's match and game points over the finished
// matches of rounds 1 to rounds, by team id: the team standings' columns
// (and the scores their tie-breaks read) and a team report's 310
// records', one sum for both.
func (ev *Event) TeamPoints(rounds int) (map[int64]int, map[int64]Points) {
	mp, gp := map[int64]int{}, map[int64]Points{}
	for _, m := range ev.FinishedMatches(rounds) {
		w, b := m.Score(ev.TeamOptions, ev.MatchGames(m))
		mp[m.White] += w.Match
		gp[m.White] += w.Games
		if !m.IsBye() {
			mp[m.Black] += b.Match
			gp[m.Black] += b.Games
		}
	}
	return mp, gp
}

// MatchScore is one team's score in a match.
type MatchScore struct {
	Opponent int64 // 0 for a bye
	White    bool  // the team had White on board 1
	// Played: a game of the match was played over the board (a match won
	// on forfeits alone, or a bye, was not).
	Played bool
	Match  int    // match points
	Games  Points // game points, in half points
	// Boards are the team's points board by board (half points).
	Boards  []Points
	Outcome Outcome
}

// Score returns the match's scores for its White and Black team under the
// event's options. The team with more game points wins; equal game points
// are a draw, unless neither team scored (every board a double forfeit),
// which both lose, as FIDE's tie-break program counts it. A forfeited
// match scores the winner every board.
func (m TeamMatch) Score(o TeamOptions, games []Pairing) (white, black MatchScore) {
	white = MatchScore{Opponent: m.Black, White: true, Boards: make([]Points, o.Boards)}
	black = MatchScore{Opponent: m.White, Boards: make([]Points, o.Boards)}
	if m.IsBye() {
		match, game := o.ByeMatch, o.ByeGame
		if oc, ok := requestedOutcome.Get()[m.Bye]; ok {
			match, game = oc, oc
		}
		white.Outcome = match
		white.Match = o.MatchPoints(match)
		g := game.Points()
		for i := range white.Boards {
			white.Boards[i] = g
			white.Games += g
		}
		return white, MatchScore{}
	}
	if m.Forfeit != NoResult {
		w, b := m.Forfeit.Scores()
		for i := range white.Boards {
			white.Boards[i], black.Boards[i] = w, b
		}
		white.Games, black.Games = w*Points(o.Boards), b*Points(o.Boards)
	} else {
		for i, bd := range games {
			w, b := bd.Result.Scores()
			if !o.WhiteTeamOnBoard(i + 1) {
				w, b = b, w
			}
			white.Boards[i], black.Boards[i] = w, b
			white.Games += w
			black.Games += b
			white.Played = white.Played || bd.Result.Played()
		}
		black.Played = white.Played
	}
	switch {
	case white.Games > black.Games:
		white.Outcome, black.Outcome = OutcomeWin, OutcomeLoss
	case white.Games < black.Games:
		white.Outcome, black.Outcome = OutcomeLoss, OutcomeWin
	case white.Games > 0:
		white.Outcome, black.Outcome = OutcomeDraw, OutcomeDraw
	default:
		white.Outcome, black.Outcome = OutcomeLoss, OutcomeLoss
	}
	white.Match, black.Match = o.MatchPoints(white.Outcome), o.MatchPoints(black.Outcome)
	return white, black
}

// Primary is the primary score's id, "mp" or "gp" (GamePointsFirst), as
// the tie-breaks, the settings and the command line name it.
func (o TeamOptions) Primary() string {
	return map[bool]string{false: "mp", true: "gp"}[o.GamePointsFirst]
}

// LineupOrder is the line-up rule's word, "strict" or "free"
// (FreeLineupOrder), as the settings and the command line name it.
func (o TeamOptions) LineupOrder() string {
	return map[bool]string{false: "strict", true: "free"}[o.FreeLineupOrder]
}

// ByeScoring is what the bye scores as "match.game", the outcome of its
// match and of every board (ByeMatch, ByeGame), as the settings and the
// command line name it (teams.cli.bye.<match>.<game>).
func (o TeamOptions) ByeScoring() string { return string(o.ByeMatch) + "." + string(o.ByeGame) }

// MatchPoints are the match points of an outcome.
func (o TeamOptions) MatchPoints(oc Outcome) int {
	switch oc {
	case OutcomeWin:
		return o.MatchWin
	case OutcomeDraw:
		return o.MatchDraw
	}
	return o.MatchLoss
}
