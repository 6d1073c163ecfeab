package standings

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
)

// A match event (system match: two players, a number of games) has a
// result of its own beside its games', and a withdrawal from it or from
// any event says what the withdrawal rule made of the games.

// MatchOutcome says where a match between two players stands.
type MatchOutcome string

// Match outcomes. A match is won when one player has more than half of
// the scheduled games' points, so that the other cannot catch him, or
// more points once every game is decided; drawn on equal points once
// every game is decided; conceded when a player withdraws under the 1953
// code, whose §27 (last paragraph) makes refusing the further games of a
// match a concession of it, whatever the score; won on the play-off when
// drawn and a play-off between the two decided it: its games
// (tournament.Event.PlayoffGames), or an order recorded (an armageddon,
// or a play-off whose games were not kept).
const (
	MatchInProgress MatchOutcome = "in-progress"
	MatchWon        MatchOutcome = "won"
	MatchDrawn      MatchOutcome = "drawn"
	MatchConceded   MatchOutcome = "conceded"
	MatchPlayoff    MatchOutcome = "playoff"
)

// MatchResult is a match event's result of its own, beside its games'.
type MatchResult struct {
	Outcome MatchOutcome `json:"outcome"`
	// Winner is the player who won the match (or to whom it was
	// conceded); 0 while it goes on or when drawn.
	Winner int64 `json:"winner,omitempty"`
	// ConcededBy is the player who withdrew, ConcededAfter the last round
	// he played.
	ConcededBy    int64 `json:"conceded_by,omitempty"`
	ConcededAfter int   `json:"conceded_after,omitempty"`
	// Players are the two players by seat (Names theirs), Points their
	// points from the games as they count, Games the scheduled number of
	// games.
	Players [2]int64             `json:"players"`
	Names   [2]string            `json:"names"`
	Points  [2]tournament.Points `json:"points"`
	Games   int                  `json:"games"`
	// DecidedAfter is the game after which the match was out of the
	// other's reach, DecidedAt the points then: the games the
	// regulations have played after it count in Points, not in the
	// decision.
	DecidedAfter int                  `json:"decided_after,omitempty"`
	DecidedAt    [2]tournament.Points `json:"decided_at,omitzero"`
	// Playoff are a drawn match's play-off games, apart from its scheduled
	// ones, PlayoffPoints the two players' points from them by seat, an
	// armageddon's left out: Armageddon is its winner, 0 while none is
	// recorded.
	Playoff       []PlayoffGame        `json:"playoff_games,omitempty"`
	PlayoffPoints [2]tournament.Points `json:"playoff_points,omitzero"`
	Armageddon    int64                `json:"armageddon,omitempty"`
}

// PlayoffGame is a match's play-off game as the notes under its tables
// list it: its number on past the scheduled games, its own game type, its
// players by name and its result.
type PlayoffGame struct {
	Game  int            `json:"game"`
	Type  rules.GameType `json:"type"`
	White string         `json:"white"`
	Black string         `json:"black"`
	// Result is as the command line writes it ("1-0", "1/2-1/2").
	Result     string `json:"result"`
	Armageddon bool   `json:"armageddon,omitempty"`
	// DrawOdds is, for an armageddon, the side its draw wins for as the
	// command line writes it ("black", "white"); "" for another game.
	DrawOdds string `json:"draw_odds,omitempty"`
}

// PlayoffFollowed reports whether the play-off's games decide the match:
// it is drawn on its own games and they do not end level, or an
// armageddon decided them.
func (m MatchResult) PlayoffFollowed() bool {
	return (m.Outcome == MatchDrawn || m.Outcome == MatchPlayoff) && m.PlayoffWinner() != 0
}

// PlayoffWinner is the player the play-off's games make its winner: the
// armageddon's, else the one with more points from them; 0 while they
// stand level.
func (m MatchResult) PlayoffWinner() int64 {
	switch p := m.PlayoffPoints; {
	case m.Armageddon != 0:
		return m.Armageddon
	case p[0] > p[1]:
		return m.Players[0]
	case p[1] > p[0]:
		return m.Players[1]
	}
	return 0
}

// PlayoffScore is the play-off games' score as printed, the higher
// first: the winner's, whether or not the match's outcome names him yet.
func (m MatchResult) PlayoffScore() string {
	p := m.PlayoffPoints
	if p[1] > p[0] {
		p[0], p[1] = p[1], p[0]
	}
	return p[0].String() + "–" + p[1].String()
}

// Score is the match score as printed: the winner's points first once
// the match is won or conceded ("wins 4–2", not "2–4"), else the first
// seat's, as its two names are listed.
func (m MatchResult) Score() string {
	return m.scoreOf(m.Points)
}

// scoreOf is points as the match's score is printed, the winner's first.
func (m MatchResult) scoreOf(points [2]tournament.Points) string {
	if m.Winner != 0 && m.Winner == m.Players[1] {
		return points[1].String() + "–" + points[0].String()
	}
	return points[0].String() + "–" + points[1].String()
}

// Name is the name of player id, one of the two.
func (m MatchResult) Name(id int64) string {
	if id == m.Players[1] {
		return m.Names[1]
	}
	return m.Names[0]
}

// PolicyKey is the catalogue key of the withdrawal rule's label: in a
// match the 1953 rule is the concession of §27's last paragraph, not the
// tournament's half-played rule.
func PolicyKey(policy tournament.WithdrawalPolicy, match bool) string {
	if match && policy == tournament.WithdrawalUSSR1953 {
		return "event.policy.ussr1953-match"
	}
	return "event.policy." + string(policy)
}

// MatchStanding returns a match event's result from its effective games, or false
// when the event is no match between two players.
func MatchStanding(ev *tournament.Event) (MatchResult, bool) {
	if ev.Settings.System != tournament.Match || len(ev.Players) != 2 {
		return MatchResult{}, false
	}
	m := MatchResult{Outcome: MatchInProgress, Games: ev.ScheduledGames()}
	for _, p := range ev.Players {
		if i := p.Seat - 1; i == 0 || i == 1 {
			m.Players[i] = p.ID
		}
	}
	if m.Players[0] == 0 || m.Players[1] == 0 {
		m.Players = [2]int64{ev.Players[0].ID, ev.Players[1].ID}
	}
	for i, id := range m.Players {
		m.Names[i] = ev.PlayerName(id)
	}
	decided := 0
	for _, rd := range ev.EffectiveResults().Rounds {
		for _, g := range rd.Games {
			if !g.Counts() || g.IsBye() || !g.Result.Finished() {
				continue
			}
			decided++
			w, b := g.Result.Scores()
			for i, id := range m.Players {
				if g.White == id {
					m.Points[i] += w
				} else if g.Black == id {
					m.Points[i] += b
				}
			}
			// Points count in halves: a win is 2, so the games' total is 2 a game.
			if m.DecidedAfter == 0 && (int(m.Points[0]) > m.Games || int(m.Points[1]) > m.Games) {
				m.DecidedAfter, m.DecidedAt = rd.Number, m.Points
			}
		}
	}
	if by, ok := ev.MatchConcession(); ok {
		m.addPlayoff(ev)
		m.Outcome, m.ConcededBy, m.ConcededAfter = MatchConceded, by.ID, by.WithdrawnAfter
		m.Winner = m.Players[0]
		if by.ID == m.Players[0] {
			m.Winner = m.Players[1]
		}
		return m, true
	}
	if m.DecidedAfter != 0 {
		m.Outcome, m.Winner = MatchWon, m.Players[0]
		if m.DecidedAt[1] > m.DecidedAt[0] {
			m.Winner = m.Players[1]
		}
		m.addPlayoff(ev)
		return m, true
	}
	if decided >= m.Games {
		switch {
		case m.Points[0] > m.Points[1]:
			m.Outcome, m.Winner = MatchWon, m.Players[0]
		case m.Points[1] > m.Points[0]:
			m.Outcome, m.Winner = MatchWon, m.Players[1]
		default:
			m.Outcome = MatchDrawn
		}
	}
	m.addPlayoff(ev)
	return m, true
}

// addPlayoff lists the match's play-off games and counts their points,
// which its own score leaves out; they decide only a drawn match
// (PlayoffFollowed), and one no longer drawn (a result corrected since)
// lists them still, its notes saying they are not followed. An
// armageddon counts apart: its winner wins the play-off, and its draw
// wins it for the side with the draw odds (Pairing.ArmageddonWinner).
func (m *MatchResult) addPlayoff(ev *tournament.Event) {
	for _, g := range ev.PlayoffGames {
		m.Playoff = append(m.Playoff, PlayoffGame{Game: g.Round, Type: g.Type, White: ev.PlayerName(g.White), Black: ev.PlayerName(g.Black),
			Result: g.Result.String(), Armageddon: g.Armageddon})
		w, b := g.Result.Scores()
		if g.Armageddon {
			m.Playoff[len(m.Playoff)-1].DrawOdds = g.DrawOdds().String()
			m.Armageddon = g.ArmageddonWinner()
			continue
		}
		for i, id := range m.Players {
			if g.White == id {
				m.PlayoffPoints[i] += w
			} else if g.Black == id {
				m.PlayoffPoints[i] += b
			}
		}
	}
}

// Notice is the match's own result as a message key and its arguments:
// going on, won (and when, where games were played after the decision), drawn, won on the play-off, or conceded by the player who
// withdrew (1953 §27), for every table that shows the match.
func (m MatchResult) Notice() (string, []any) {
	score := m.Score()
	switch m.Outcome {
	case MatchConceded:
		return "match.result.conceded", []any{"winner", m.Name(m.Winner), "name", m.Name(m.ConcededBy), "round", m.ConcededAfter, "score", score}
	case MatchWon:
		if m.DecidedAfter != 0 && m.DecidedAt != m.Points {
			return "match.result.won-decided", []any{"winner", m.Name(m.Winner), "score", score, "decided", m.scoreOf(m.DecidedAt), "game", m.DecidedAfter}
		}
		return "match.result.won", []any{"winner", m.Name(m.Winner), "score", score}
	case MatchDrawn:
		if len(m.Playoff) > 0 && m.PlayoffWinner() == 0 {
			// The play-off's games recorded so far stand level.
			return "match.result.drawn-playoff-level", []any{"score", score, "playoff", m.PlayoffScore()}
		}
		return "match.result.drawn", []any{"score", score}
	case MatchPlayoff:
		switch {
		case len(m.Playoff) == 0:
			return "match.result.playoff", []any{"winner", m.Name(m.Winner), "score", score}
		case m.Armageddon != 0:
			return "match.result.armageddon", []any{"winner", m.Name(m.Winner), "score", score, "playoff", m.PlayoffScore()}
		case m.PlayoffPoints[0] == m.PlayoffPoints[1]:
			// Level on the games, decided by the order recorded.
			return "match.result.playoff-level", []any{"winner", m.Name(m.Winner), "score", score, "playoff", m.PlayoffScore()}
		}
		return "match.result.playoff-games", []any{"winner", m.Name(m.Winner), "score", score, "playoff", m.PlayoffScore()}
	}
	return "match.result.in-progress", []any{"first", m.Names[0], "second", m.Names[1], "score", score, "games", m.Games}
}

// WithdrawalNotice is the message key and arguments that say what the
// event's withdrawal rule made of player id's games once he withdrew: a
// conceded match, results as played, struck (fewer than half played) or
// the rest forfeited (1953 §27). Every front end tells it so.
func WithdrawalNotice(ev *tournament.Event, id int64) (string, []any) {
	p, ok := ev.Player(id)
	if !ok {
		return "", nil
	}
	if m, ok := MatchStanding(ev); ok && m.Outcome == MatchConceded {
		return "match.withdrawn.conceded", []any{"winner", m.Name(m.Winner), "score", m.Score()}
	}
	args := countedOf(ev, *p).Args()
	eff := ev.EffectiveResults()
	switch {
	case eff.Policy == tournament.WithdrawalAsPlayed:
		return "event.cli.withdrawn.asplayed", args
	case eff.Struck[id]:
		return "event.cli.withdrawn.struck", append(args, "verdict", struckVerdict(keepsStruckRows(ev)))
	}
	return "event.cli.withdrawn.forfeits", args
}

// Counted is how the withdrawal rule counts a withdrawn player's games:
// Played of his Games count as played (GamesPlayed), the adjourned
// among them; Open lists the rounds of his games still without a result,
// which do not count, and Adjourned those of his adjourned games, which
// do (begun, 1953 §27) and are still to be finished, so that "played 2 of
// 5" is read neither as if every game had been finished nor an adjourned
// game as one that does not count.
type Counted struct {
	Played    int   `json:"played"`
	Games     int   `json:"games"`
	Open      []int `json:"open_rounds,omitempty"`
	Adjourned []int `json:"adjourned_rounds,omitempty"`
}

// countedOf counts the games of withdrawn player p, up to the round after
// which he left; a game of a round after his opponent had left is settled
// by that withdrawal, none of his to enter.
func countedOf(ev *tournament.Event, p tournament.Player) Counted {
	c := Counted{Played: ev.GamesPlayed(p), Games: ev.ScheduledGames()}
	for _, rd := range ev.Rounds {
		if rd.Number > p.WithdrawnAfter {
			continue
		}
		for _, g := range rd.Pairings {
			if g.IsBye() || (g.White != p.ID && g.Black != p.ID) {
				continue
			}
			opponent := g.White
			if opponent == p.ID {
				opponent = g.Black
			}
			if leftBefore(ev, opponent, rd.Number) {
				continue
			}
			switch g.Result {
			case tournament.NoResult:
				c.Open = append(c.Open, rd.Number)
			case tournament.Adjourned:
				c.Adjourned = append(c.Adjourned, rd.Number)
			}
		}
	}
	return c
}

// leftBefore reports whether player id had withdrawn before round: his
// game of that round is not played, settled by his withdrawal, and is
// none of his opponent's games to enter.
func leftBefore(ev *tournament.Event, id int64, round int) bool {
	p, ok := ev.Player(id)
	return ok && p.Withdrawn() && p.WithdrawnAfter < round
}

// Args are the message arguments every note of the count takes, the
// withdrawal notice's and the struck player's alike: "played", "games",
// "open" (how many without a result) and "rounds" (theirs, listed),
// "adjourned" and "adjourned_rounds" likewise.
func (c Counted) Args() []any {
	return []any{"played", c.Played, "games", c.Games, "open", len(c.Open), "rounds", roundList(c.Open),
		"adjourned", len(c.Adjourned), "adjourned_rounds", roundList(c.Adjourned)}
}

// roundList is rounds as a note lists them: "2, 3".
func roundList(rounds []int) string {
	s := make([]string, len(rounds))
	for i, r := range rounds {
		s[i] = strconv.Itoa(r)
	}
	return strings.Join(s, ", ")
}

// WithdrawalSteps tells the arbiter, a message each, what a withdrawal of
// player id after round after does to his games of later rounds already
// paired: each forfeit it records (WithdrawalForfeits: which game, who
// wins it), each bye he asked for a later round, which it cancels
// (RequestsWithdrawn), and each bye paired to him that scores, which stands, as a
// result entered does, until the round is paired again; the box that
// says "the remaining games are not played" must not leave its point
// unsaid.
func WithdrawalSteps(ev *tournament.Event, id int64, after int) []*engine.Message {
	var out []*engine.Message
	for _, g := range ev.WithdrawalForfeits(id, after) {
		opp := g.White
		if opp == id {
			opp = g.Black
		}
		name := ev.PlayerName(opp)
		if g.Result == tournament.DoubleForfeit {
			out = append(out, engine.NewMessage("event.cli.withdrawn.forfeit-both", "round", g.Round, "board", g.Board, "opponent", name))
			continue
		}
		// The result recorded, -/+ where the opponent has Black.
		out = append(out, engine.NewMessage("event.cli.withdrawn.forfeit", "round", g.Round, "board", g.Board, "opponent", name, "result", g.Result.String()))
	}
	for _, b := range ev.RequestsWithdrawn(id, after) {
		out = append(out, engine.NewMessage("event.cli.withdrawn.bye-cancelled", "round", b.Round))
	}
	if ev.WithdrawalRule() != tournament.WithdrawalAsPlayed || after < 1 {
		return out
	}
	for _, rd := range ev.Rounds {
		for _, g := range rd.Pairings {
			if rd.Number > after && g.IsBye() && g.White == id && g.Bye.Points() > 0 {
				out = append(out, engine.NewMessage("event.cli.withdrawn.bye-stands", "round", rd.Number))
			}
		}
	}
	return out
}
