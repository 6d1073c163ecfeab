package standings

import (
	"cmp"
	"fmt"
	"iter"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/rating"
	"arbiter/tournament/schedule"
	"arbiter/tournament/tiebreak"
)

// TieValue is one tie-break of one player.
type TieValue struct {
	ID    string  `json:"id"`
	Value float64 `json:"value"`
	Text  string  `json:"text"` // as printed: "12¼", "1905", "" when undefined
}

// PlayerColumns are the columns every table of the event shows of a
// player: the standings and the crosstable embed them.
type PlayerColumns struct {
	ID         int64               `json:"id"`
	No         int                 `json:"no"` // starting number (StartNumbers)
	Title      string              `json:"title,omitempty"`
	Name       string              `json:"name"`
	Club       string              `json:"club,omitempty"`
	Federation string              `json:"federation,omitempty"`
	Rating     int                 `json:"rating,omitempty"`
	Category   tournament.Category `json:"category"`
}

// playerColumns fills the columns of p; number is StartNumbers.
func playerColumns(p tournament.Player, number map[int64]int) PlayerColumns {
	return PlayerColumns{ID: p.ID, No: number[p.ID], Title: p.Title, Name: p.Name, Club: p.Club, Federation: p.Federation,
		Rating: p.Rating, Category: p.Category}
}

// Row is one line of the standings, ready to show.
type Row struct {
	Place string `json:"place"` // "3" or "3–4" for a shared place
	Rank  int    `json:"rank"`  // first place of the row's group
	PlayerColumns
	Points tournament.Points `json:"-"`
	Score  float64           `json:"points"`
	// Played is the games played over the board (Event.GamesPlayed), the
	// games column of every door: a forfeit or a bye is none.
	Played    int        `json:"played"`
	Withdrawn bool       `json:"withdrawn,omitempty"`
	TieBreaks []TieValue `json:"tiebreaks"`
	// Playoff: a play-off decided the row's place (Table.Playoffs), which
	// no one shares, a prize shared by points (Hort) neither.
	Playoff bool `json:"playoff,omitempty"`
}

// Struck is a player who left the table under the 1953 rule: after which
// round, and how many of his games the rule counted (Counted, its fields
// flattened in JSON: "played", and since they were added "games",
// "open_rounds" and "adjourned_rounds").
type Struck struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	After int    `json:"after_round"`
	// Kept says that the crosstable keeps his row (FIDE's rule), where
	// the 1953 code strikes it.
	Kept bool `json:"kept_in_crosstable,omitempty"`
	Counted
}

// keepsStruckRows reports whether the crosstable keeps the rows of the
// players whose games the half-games rule counts for nobody: FIDE's rule
// keeps them for rating and history, the 1953 code (§27) strikes them
// from the table.
func keepsStruckRows(ev *tournament.Event) bool { return ev.Settings.Ruleset != rules.USSR1953 }

// Args are the message arguments of a note on the struck player: "name",
// "round" (After), those of his count (Counted.Args) and "verdict", what
// the rule made of him (struckVerdict).
func (s Struck) Args() []any {
	return append(append([]any{"name", s.Name, "round", s.After}, s.Counted.Args()...), "verdict", struckVerdict(s.Kept))
}

// struckVerdict says what the half-games rule made of a player's games:
// counted for nobody, his row kept in the crosstable (FIDE's rule, kept),
// or annulled and his row struck (the 1953 code's); the withdrawal's
// notice and the note under every table say it in these words.
func struckVerdict(kept bool) *engine.Message {
	if kept {
		return engine.NewMessage("event.cli.struck.kept")
	}
	return engine.NewMessage("event.cli.struck.annulled")
}

// Editions of FIDE's tie-break rules, named by the day each took effect.
// The 2017 one is Handbook C.02's article 13, in force for FIDE-rated
// events until C.07 (2023) replaced it on 1 April 2024 (c07Rated): an
// unplayed round is a game against a virtual opponent (13.15.2) and an
// opponent's unplayed rounds count as draws (13.15.1). The 2024 edition
// of C.07 makes it a dummy with the player's own score (16.4); the 2026
// amendment of article 16.4 caps the dummy: a forfeit counts no more than
// the absent opponent's score, a bye no more than half the points of the
// rounds.
const (
	TieBreakRules2017 = "2017-07-01"
	TieBreakRules2024 = "2024-08-01"
	TieBreakRules2026 = "2026-03-01"
	c07Rated          = "2024-04-01"
)

// TieBreakRules returns the edition of the tie-break rules in force when
// the event started, as FIDE's own tie-break program chooses it among its
// editions (2024 on): its start date, else the date every sheet names for
// its first round (schedule.Round); an event with neither (or one that is
// not a date) is under the edition in force now. An event started before
// the earliest edition known, or between 1 April and 1 August 2024, whose
// C.07 text Arbiter does not keep apart, takes the next one (EarlyStart).
func TieBreakRules(ev *tournament.Event) string {
	rules, _ := edition(ev)
	return rules
}

// EarlyStart is the day ev started where that is before the edition of
// the tie-break rules that ranks it (TieBreakRules) took effect, else "":
// its tie-breaks then follow rules later than its day, which may have
// counted unplayed rounds otherwise, which its tables say.
func EarlyStart(ev *tournament.Event) string {
	_, early := edition(ev)
	return early
}

// edition is TieBreakRules and EarlyStart. A team event knows no edition
// before 2024: its virtual opponent is not built.
func edition(ev *tournament.Event) (rules, early string) {
	start := startDate(ev)
	if start == "" {
		return TieBreakRules2026, ""
	}
	switch {
	case start >= TieBreakRules2026:
		rules = TieBreakRules2026
	case start >= c07Rated || ev.Settings.System.Team():
		rules = TieBreakRules2024
	default:
		rules = TieBreakRules2017
	}
	if start < rules {
		early = start
	}
	return rules, early
}

// startDate is the day ev started as TieBreakRules reads it: its start
// date, else the date every sheet names for its first round; "" where
// neither is a date.
func startDate(ev *tournament.Event) string {
	for _, day := range []string{ev.Settings.StartDate, schedule.Round(ev, 1).Date} {
		if _, err := time.Parse(time.DateOnly, day); err == nil {
			return day
		}
	}
	return ""
}

// Progress is how far an event has come, as every table and crosstable
// gives it, an individual event's and a team event's alike: the rounds
// paired so far and the last round with every game (in a team event,
// every match) decided, CompletedRounds.
type Progress struct {
	Rounds   int `json:"rounds"`
	Complete int `json:"complete"`
	// Partial are the rounds after Complete whose results a round robin's
	// tables count as well (PartialRounds), which their headings name; a
	// Swiss's tables count the complete rounds only and have none. A team
	// round robin's count its matches finished.
	Partial []RoundProgress `json:"partial,omitempty"`
	// Teams: the event is a team event, whose rounds under way are
	// counted by their matches finished, not their games.
	Teams bool `json:"-"`
	// Final: the event's last round is over (Over), so its tables are the
	// final standings and every heading says so, not "after round n".
	Final bool `json:"final,omitempty"`
}

// InPlay is the round in play past the complete ones, which a heading
// names beside them: the event's RoundInPlay at this progress (the
// round after the complete ones, paired), which
// TestProgressNamesTheEventsRoundInPlay holds it to; 0 when every round
// paired is complete.
func (p Progress) InPlay() int {
	if p.Rounds <= p.Complete {
		return 0
	}
	return p.Complete + 1
}

// ProgressOf is ev's Progress.
func ProgressOf(ev *tournament.Event) Progress {
	sys := ev.Settings.System
	p := Progress{Rounds: ev.PairedRounds(), Complete: ev.CompletedRounds(), Teams: sys.Team(), Final: Over(ev)}
	// A team round robin's tables count its matches finished in a round
	// under way, as an individual round robin's count its games
	// (team.TeamStandings).
	if countsEveryResult(ev) || sys == tournament.TeamRoundRobin {
		p.Partial = PartialRounds(ev)
	}
	return p
}

// Over reports whether ev's last round is over: every round the event is
// to have (TotalRounds; a Swiss cut short or lengthened counts to its
// new last round) paired and complete, or, in a match conceded under the 1953 rule, whose further
// games are not played (§27), every round paired complete. The final
// standings' heading, a play-off's recording and the certainty of the
// ratings and norms all ask it.
func Over(ev *tournament.Event) bool {
	done := ev.CompletedRounds()
	if _, conceded := ev.MatchConcession(); conceded {
		return done > 0 && done == ev.PairedRounds()
	}
	return done > 0 && done >= ev.TotalRounds()
}

// countsEveryResult reports whether ev's standings count every result
// entered, a round not complete among them: an individual round robin's
// (and a match's), whose grid shows each result as it is entered and whose
// tie-breaks count games, not rounds, so that a game to be played, a
// postponed one too, counts in none of them and the rounds played after it
// are not held back. A Swiss's count the complete rounds only (Of), and a
// team event's are team.Standings'.
func countsEveryResult(ev *tournament.Event) bool {
	sys := ev.Settings.System
	return !sys.IndividualSwiss() && !sys.Team()
}

// counted is ev as its standings count it (countsEveryResult): the whole
// of it, or the event as it stood after its last complete round.
func counted(ev *tournament.Event) *tournament.Event {
	if countsEveryResult(ev) {
		return ev
	}
	return ev.AfterRound(ev.CompletedRounds())
}

// Table is the standings: rows in order of place, the tie-breaks used (in
// the arbiter's order), the edition of the Tie-Break Regulations they
// follow and the withdrawal policy the results follow.
type Table struct {
	Policy tournament.WithdrawalPolicy `json:"withdrawal_policy"`
	Rules  string                      `json:"tiebreak_rules"` // TieBreakRules2024 or TieBreakRules2026
	// EarlyStart is the event's EarlyStart: set, it started before
	// Rules' earliest edition, and its figures are not those of its day.
	EarlyStart string   `json:"early_start,omitempty"`
	TieBreaks  []string `json:"tiebreaks"`
	Unknown    []string `json:"unknown_tiebreaks,omitempty"`
	Progress
	Rows   []Row    `json:"rows"`
	Struck []Struck `json:"struck,omitempty"`
	// Playoffs are the play-offs recorded (Playoff), in the order recorded.
	Playoffs []Playoff `json:"playoffs,omitempty"`
	// Match is a match event's own result (MatchStanding).
	Match *MatchResult `json:"match,omitempty"`
	// Unplaced are the players a ranking group's table left out because
	// nothing recorded tells whether they belong (a group by year of
	// birth's players without one, prizes.GroupStandings): named under
	// the table, never dropped unsaid.
	Unplaced []PlayerColumns `json:"unplaced,omitempty"`
	// Unrated are the unrated players a rating band's table left out (a
	// band counts the rated only, prizes.Group.Member): named under it too.
	Unrated []PlayerColumns `json:"unrated,omitempty"`
	// UnratedOpponents names the rating-based tie-breaks whose figures
	// left an unrated opponent out, and whose (unratedOpponents); nil
	// where none did.
	UnratedOpponents *UnratedOpponents `json:"unrated_opponents,omitempty"`
	// Teams is set where the rows are teams, not players (a team event's
	// prize table, team.PrizeTable): what a ranking group and a prize
	// list then take them for.
	Teams bool `json:"-"`
}

// pgame is one round of one player, from the effective view.
type pgame struct {
	round  int
	opp    int64 // 0: bye
	white  bool
	result tournament.Result
	pts    tournament.Points
	bye    tournament.ByeKind
}

func (g pgame) played() bool { return g.opp != 0 && g.result.Played() }

// won reports a round that brought a win's points, played or not.
func (g pgame) won() bool { return g.pts == 2 }

// vur reports a voluntarily unplayed round: the player's own forfeit
// loss, a requested bye (C.07 2023, art. 16).
func (g pgame) vur() bool {
	if g.opp == 0 {
		return g.bye == tournament.ByeHalfPoint || g.bye == tournament.ByeZeroPoint
	}
	switch g.result {
	case tournament.DoubleForfeit:
		return true
	case tournament.WhiteForfeitWin:
		return !g.white
	case tournament.BlackForfeitWin:
		return g.white
	}
	return false
}

// standing is the working state of the standings computation.
type standing struct {
	eff      tournament.Effective
	rr       bool
	ids      []int64 // players in the table
	idx      map[int64]int
	player   map[int64]*tournament.Player // every player, struck ones too
	games    [][]pgame
	points   []tournament.Points
	rounds   int       // rounds paired
	final    int       // the event's last round (TotalRounds), whose games Fore Buchholz counts drawn
	adjusted []float64 // each player's score as his opponents' tie-breaks use it
	capped   bool      // the dummy opponent is capped (TieBreakRules2026)
	virtual  bool      // an unplayed round is against a virtual opponent (TieBreakRules2017)
	maxGames int       // rounds that have results (Koya's limit)
	unrated  int       // the rating an unrated opponent counts at (Settings.UnratedRating), 0 for none
	cache    map[string][]TieValue
	// entries is opponentValues' list, made again for each player of a
	// Buchholz or Sonneborn-Berger column and cut in place (cutSum):
	// a list a player, and a copy of it to cut, were a fifth of the
	// memory of the standings that a report's import ranks.
	entries []Entry
}

func newStanding(ev *tournament.Event) *standing {
	s := &standing{eff: ev.EffectiveResults(), idx: map[int64]int{}, player: make(map[int64]*tournament.Player, len(ev.Players)),
		cache: map[string][]TieValue{}}
	rules := TieBreakRules(ev)
	s.capped, s.virtual = rules == TieBreakRules2026, rules == TieBreakRules2017
	s.unrated = ev.Settings.UnratedRating
	for i := range ev.Players {
		s.player[ev.Players[i].ID] = &ev.Players[i]
	}
	switch ev.Settings.System {
	case tournament.RoundRobin, tournament.DoubleRoundRobin, tournament.Match:
		s.rr = true
	}
	for _, p := range ev.Players {
		if !s.eff.Struck[p.ID] {
			s.idx[p.ID] = len(s.ids)
			s.ids = append(s.ids, p.ID)
		}
	}
	s.rounds, s.final = len(s.eff.Rounds), ev.TotalRounds()
	s.games = make([][]pgame, len(s.ids))
	// A game or a bye a round each, in one array: each player's list
	// grown one append at a time took about three times its size.
	slab := make([]pgame, len(s.ids)*s.rounds)
	for i := range s.games {
		s.games[i] = slab[i*s.rounds : i*s.rounds : (i+1)*s.rounds]
	}
	s.points = make([]tournament.Points, len(s.ids))
	for _, rd := range s.eff.Rounds {
		decided := false
		for _, g := range rd.Games {
			if !g.Counts() || g.Result == tournament.Adjourned {
				continue
			}
			if g.IsBye() {
				if i, ok := s.idx[g.White]; ok {
					s.games[i] = append(s.games[i], pgame{round: rd.Number, white: true, bye: g.Bye, pts: g.Bye.Points()})
				}
				continue
			}
			if !g.Result.Finished() {
				continue
			}
			decided = true
			ws, bs := g.Result.Scores()
			for _, side := range []struct {
				white   bool
				me, opp int64
				pts     tournament.Points
			}{{true, g.White, g.Black, ws}, {false, g.Black, g.White, bs}} {
				if i, ok := s.idx[side.me]; ok {
					s.games[i] = append(s.games[i], pgame{round: rd.Number, opp: side.opp, white: side.white,
						result: g.Result, pts: side.pts})
				}
			}
		}
		if decided {
			s.maxGames++
		}
	}
	for i, gs := range s.games {
		for _, g := range gs {
			s.points[i] += g.pts
		}
	}
	s.adjusted = make([]float64, len(s.ids))
	for i := range s.ids {
		s.adjusted[i] = sumFloats(s.roundScores(i))
	}
	// Koya's limit is half the maximum possible score so far: a point per
	// round that has results, in a round robin at most the games a player
	// has.
	if s.rr {
		s.maxGames = min(s.maxGames, ev.ScheduledGames()-len(s.eff.Struck)*cycles(ev))
	}
	return s
}

// roundScores lists, round by round, player i's score as his opponents'
// Buchholz and Sonneborn-Berger use it. In a Swiss, the rounds after the
// last one he played (or won unplayed) in which he had no opponent — a
// requested bye, absence, withdrawal — count as draws (C.07 16.2.5,
// 16.3.2); under C.02 (TieBreakRules2017) every round he did not play
// over the board does (13.15.1). In a round robin it is the score of
// each round.
func (s *standing) roundScores(i int) []float64 {
	out := make([]float64, s.rounds)
	last := 0 // the last round not voluntarily unplayed
	for _, g := range s.games[i] {
		if g.round <= s.rounds {
			out[g.round-1] = g.pts.Float()
		}
		if !g.vur() {
			last = max(last, g.round)
		}
	}
	if s.rr {
		return out
	}
	if s.virtual {
		for r := 1; r <= s.rounds; r++ {
			if g, ok := s.game(i, r); !ok || !g.played() {
				out[r-1] = 0.5
			}
		}
		return out
	}
	for r := last + 1; r <= s.rounds; r++ {
		if g, ok := s.game(i, r); !ok || g.opp == 0 {
			out[r-1] = 0.5
		}
	}
	return out
}

// game returns player i's game or bye of round r.
func (s *standing) game(i, r int) (pgame, bool) {
	for _, g := range s.games[i] {
		if g.round == r {
			return g, true
		}
	}
	return pgame{}, false
}

func sumFloats(fs []float64) float64 {
	t := 0.0
	for _, f := range fs {
		t += f
	}
	return t
}

func cycles(ev *tournament.Event) int {
	if ev.Settings.System == tournament.DoubleRoundRobin {
		return 2
	}
	return 1
}

// lowerIsBetter reports the tie-breaks whose smaller value ranks higher:
// direct encounter is a rank inside the tied group.
func lowerIsBetter(id string) bool { return id == "de" }

// Of ranks the players by points and then by the event's
// tie-breaks in the arbiter's order (see docs/tiebreaks.md). Players equal
// on everything share a place. Results are the effective ones: the
// withdrawal policy applies, and players struck from the table are listed
// apart. A Swiss's are the standings after the last completed round
// (CompletedRounds): a round paired later, or with some of its results
// entered, would otherwise count its pending games as unplayed rounds and
// its byes as points, and the table would change with the next pairing.
// A round robin's count every result entered, as its crosstable does
// (countsEveryResult), and their Progress names the rounds not complete.
func Of(ev *tournament.Event) Table {
	return rank(ev, counted(ev))
}

// Entered ranks the players over every result entered, those of a round
// not complete among them: a TRF report's rank column, which places the
// players by the points its lines state (Of, the table of the last
// complete round, would contradict them in the middle of a round).
func Entered(ev *tournament.Event) Table {
	return rank(ev, ev)
}

// PointsThrough is each player's points from rounds 1 to n, every result
// entered in them counted as the standings count them now: byes and
// forfeits included, a game the withdrawal policy annulled or made void
// for nobody, a game unfinished or adjourned for neither side, so that
// they add up the results a list or a page shows for those rounds, as
// the crosstable does. A round not complete counts too: under the 1953
// code the next is paired over an adjourned game (§22 note 4). A player
// the policy struck from the event (Effective.Struck) has none.
func PointsThrough(ev *tournament.Event, n int) map[int64]tournament.Points {
	s := newStanding(ev)
	pts := make(map[int64]tournament.Points, len(s.ids))
	for i, id := range s.ids {
		pts[id] = 0
		for _, g := range s.games[i] {
			if g.round <= n {
				pts[id] += g.pts
			}
		}
	}
	return pts
}

// rank ranks the players of ev over the results of counted, ev itself or
// ev as it stood after a round (AfterRound).
func rank(ev, counted *tournament.Event) Table {
	progress := ProgressOf(ev)
	if !countsEveryResult(ev) {
		// A team round robin's matches finished in a round under way
		// are its team tables' (team.TeamStandings): its players' table
		// counts the complete rounds, and names none under way.
		progress.Partial = nil
	}
	match, isMatch := MatchStanding(ev)
	whole := ev
	ev = counted
	s := newStanding(ev)
	t := Table{Policy: s.eff.Policy, Rules: TieBreakRules(ev), EarlyStart: EarlyStart(ev), Progress: progress}
	if isMatch {
		t.Match = &match
	}
	for _, id := range ev.Settings.TieBreaks {
		if slices.Contains(tiebreak.IDs, id) { // offered: tiebreak.Validate
			t.TieBreaks = append(t.TieBreaks, id)
		} else {
			t.Unknown = append(t.Unknown, id)
		}
	}
	order := make([]int, len(s.ids))
	for i := range order {
		order[i] = i
	}
	number := ev.StartNumbers()
	seat := func(i int) int { return number[s.ids[i]] }
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(s.points[b], s.points[a]), cmp.Compare(seat(a), seat(b)))
	})
	values, tied := s.breakTies(order, t.TieBreaks)
	t.UnratedOpponents = s.unratedOpponents(t.TieBreaks)
	playoffs, decided := s.playoffs(whole, order, number)
	t.Playoffs = playoffs
	if len(order) > 0 {
		t.Rows = make([]Row, 0, len(order))
	}
	for pos, i := range order {
		p := s.player[s.ids[i]]
		row := Row{Rank: pos + 1, PlayerColumns: playerColumns(*p, number), Points: s.points[i], Score: s.points[i].Float(),
			Played: ev.GamesPlayed(*p), Withdrawn: p.Withdrawn(), TieBreaks: values[i], Playoff: decided[i]}
		if values[i] == nil {
			row.TieBreaks = []TieValue{}
		}
		if pos > 0 && tied(order[pos-1], i) && !decided[i] && !decided[order[pos-1]] {
			row.Rank = t.Rows[pos-1].Rank
		}
		t.Rows = append(t.Rows, row)
	}
	if t.Match != nil && t.Match.Outcome == MatchConceded && len(t.Rows) == 2 {
		// A conceded match is won by the other player whatever the points
		// (1953 §27): he is first, the one who conceded second.
		if t.Rows[0].ID != t.Match.Winner {
			t.Rows[0], t.Rows[1] = t.Rows[1], t.Rows[0]
		}
		t.Rows[0].Rank, t.Rows[1].Rank = 1, 2
	}
	if t.Match != nil && t.Match.Outcome == MatchDrawn && len(t.Rows) == 2 && t.Rows[0].Playoff {
		// A drawn match whose play-off is recorded is the play-off
		// winner's, who heads the table.
		t.Match.Outcome, t.Match.Winner = MatchPlayoff, t.Rows[0].ID
	}
	labelPlaces(t.Rows)
	PlacePlayoffs(&t)
	for _, p := range ev.Players {
		if s.eff.Struck[p.ID] {
			t.Struck = append(t.Struck, Struck{ID: p.ID, Name: p.Name, After: p.WithdrawnAfter, Kept: keepsStruckRows(ev), Counted: countedOf(ev, p)})
		}
	}
	return t
}

// breakTies computes each tie-break of ids for every player, at his
// index, and orders order within the groups level on points by them in
// turn (direct encounter depends on the groups left by those before it);
// tied tells two players level on points and every value.
func (s *standing) breakTies(order []int, ids []string) (values [][]TieValue, tied func(a, b int) bool) {
	values = make([][]TieValue, len(s.ids))
	if len(ids) > 0 {
		// Each player's values at their number, in one allocation.
		all := make([]TieValue, 0, len(s.ids)*len(ids))
		for i := range values {
			values[i] = all[i*len(ids) : i*len(ids) : (i+1)*len(ids)]
		}
	}
	// Groups of players still tied; each tie-break is computed and then
	// orders within the groups, since direct encounter depends on them.
	tied = func(a, b int) bool {
		return s.points[a] == s.points[b] && sameValues(values[a], values[b])
	}
	for k, id := range ids {
		var col []TieValue
		if id == "de" {
			col = s.directEncounter(order, tied)
		} else {
			tb, _ := tiebreak.Parse(id)
			col = s.column(tb)
		}
		for i := range values {
			values[i] = append(values[i], col[i])
		}
		better := func(a, b int) bool {
			if lowerIsBetter(id) {
				return values[a][k].Value < values[b][k].Value
			}
			return values[a][k].Value > values[b][k].Value
		}
		for lo, hi := range Runs(len(order), func(a, b int) bool {
			return s.points[order[a]] == s.points[order[b]] && sameValues(values[order[a]][:k], values[order[b]][:k])
		}) {
			group := order[lo:hi]
			sort.SliceStable(group, func(a, b int) bool { return better(group[a], group[b]) })
		}
	}
	return values, tied
}

func sameValues(a, b []TieValue) bool {
	return slices.EqualFunc(a, b, func(x, y TieValue) bool { return x.Value == y.Value })
}

// column computes tie-break tb for every player (all but direct
// encounter). Averages over opponents need the opponents' values, so each
// column is computed once and kept.
func (s *standing) column(tb tiebreak.Parts) []TieValue {
	if col, ok := s.cache[tb.ID]; ok {
		return col
	}
	col := make([]TieValue, len(s.ids))
	for i := range s.ids {
		col[i] = s.compute(tb, i)
	}
	s.cache[tb.ID] = col
	return col
}

// compute returns tie-break tb of player i (all but direct encounter).
func (s *standing) compute(tb tiebreak.Parts, i int) TieValue {
	v := TieValue{ID: tb.ID}
	count := func(f func(g pgame) bool) {
		for _, g := range s.games[i] {
			if f(g) {
				v.Value++
			}
		}
		v.Text = FormatFraction(v.Value)
	}
	switch tb.Base {
	case "wins": // WIN: rounds won, played or not
		count(pgame.won)
	case "won": // WON: games won over the board
		count(func(g pgame) bool { return g.won() && g.played() })
	case "black": // BPG: games played with Black
		count(func(g pgame) bool { return g.played() && !g.white })
	case "bwg": // BWG: games won with Black
		count(func(g pgame) bool { return g.won() && g.played() && !g.white })
	case "ge": // GE: rounds the player elected to play: played or won
		count(func(g pgame) bool { return g.played() || g.won() || g.bye == tournament.ByePairingAllocated })
	case "ps": // PS: the running score summed after each round
		run := 0.0
		for r := 1; r <= s.rounds; r++ {
			if g, ok := s.game(i, r); ok {
				run += g.pts.Float()
			}
			if r > tb.Low {
				v.Value += run
			}
		}
		v.Text = FormatFraction(v.Value)
	case "koya": // KS: points against opponents with at least the limit
		limit := float64(tb.Limit) * float64(s.maxGames) / 100 // in points
		for _, g := range s.games[i] {
			if o, ok := s.idx[g.opp]; ok && g.opp != 0 && s.points[o].Float() >= limit {
				v.Value += g.pts.Float()
			}
		}
		v.Text = FormatFraction(v.Value)
	case "bh", "fb", "sb":
		v.Value = cutSum(s.opponentValues(i, tb.Base), tb.Low, tb.High)
		v.Text = FormatFraction(v.Value)
	case "aob": // AOB: the average of the opponents' Buchholz
		bh := s.column(tiebreak.Parts{ID: strings.Replace(tb.ID, "aob", "bh", 1), Base: "bh", Low: tb.Low, High: tb.High})
		v.Value = math.Floor(s.opponentAverage(i, bh, false)*100+0.5) / 100
		v.Text = FormatAverage(v.Value)
	case "aro", "tpr", "ptp":
		v.Value = float64(s.performance(tb, i))
		v.Text = strconv.Itoa(int(v.Value))
		if v.Value == 0 {
			v.Text = ""
		}
	case "apro", "appo": // the average of the opponents' TPR (APRO) or PTP (APPO)
		of := map[string]string{"apro": "tpr", "appo": "ptp"}[tb.Base]
		perf := s.column(tiebreak.Parts{ID: strings.Replace(tb.ID, tb.Base, of, 1), Base: of, Low: tb.Low, High: tb.High})
		v.Value = math.Floor(s.opponentAverage(i, perf, true) + 0.5)
		v.Text = strconv.Itoa(int(v.Value))
		if v.Value == 0 {
			v.Text = ""
		}
	}
	return v
}

// UnratedOpponents are the table's tie-breaks that average ratings (ARO,
// TPR, PTP, APRO, APPO, cut or not) and the players whose figure of them
// met an unrated opponent: FIDE's Tie-Break Regulations leave the rating
// of an unrated player to the event's regulations. Where the event sets
// one (Settings.UnratedRating) such an opponent counts at it, Rating;
// where it sets none (Rating 0) the figure is over the rated opponents
// alone. The notes under the table say which (Table.UnratedLeftOut).
type UnratedOpponents struct {
	TieBreaks []string `json:"tiebreaks"`
	Players   []int64  `json:"players"`
	Rating    int      `json:"rating,omitempty"`
}

// unratedOpponents finds them: for ARO, TPR and PTP (performance) the
// players with a played game against an unrated opponent, for APRO and
// APPO those with a played opponent in the table who had one, whose
// performance the average takes (opponentAverage). nil where no figure
// met one.
func (s *standing) unratedOpponents(ids []string) *UnratedOpponents {
	var own, ofOpponents bool
	var tbs []string
	for _, id := range ids {
		tb, _ := tiebreak.Parse(id)
		switch tb.Base {
		case "aro", "tpr", "ptp":
			own = true
		case "apro", "appo":
			ofOpponents = true
		default:
			continue
		}
		tbs = append(tbs, id)
	}
	if len(tbs) == 0 {
		return nil
	}
	met := make([]bool, len(s.ids)) // played an unrated opponent
	for i := range s.ids {
		for _, g := range s.games[i] {
			if p, ok := s.player[g.opp]; ok && g.played() && p.Rating <= 0 {
				met[i] = true
			}
		}
	}
	var players []int64
	for i, id := range s.ids {
		left := own && met[i]
		for _, g := range s.games[i] {
			if o, ok := s.idx[g.opp]; ok && g.played() && ofOpponents && met[o] {
				left = true
			}
		}
		if left {
			players = append(players, id)
		}
	}
	if len(players) == 0 {
		return nil
	}
	return &UnratedOpponents{TieBreaks: tbs, Players: players, Rating: s.unrated}
}

// UnratedLeftOut are the rating-based tie-breaks of the table whose
// figures met an unrated opponent (UnratedOpponents), left out or counted
// at the event's rating for the unrated, and how many of its rows'
// players' figures did: a ranking group's table counts its own rows.
func (t Table) UnratedLeftOut() (tieBreaks []string, players int) {
	if t.UnratedOpponents == nil {
		return nil, 0
	}
	for _, r := range t.Rows {
		if slices.Contains(t.UnratedOpponents.Players, r.ID) {
			players++
		}
	}
	if players == 0 {
		return nil, 0
	}
	return t.UnratedOpponents.TieBreaks, players
}

// opponentAverage is the mean of a column's values over player i's
// opponents of played games; zeroIsNone leaves out those with the value 0,
// where 0 means none (a performance without a rated game). A Buchholz of 0
// and a performance below 0 (a pointless player's PTP, the lowest rating
// less 800) are values and count, as FIDE's program counts them.
func (s *standing) opponentAverage(i int, col []TieValue, zeroIsNone bool) float64 {
	total, n := 0.0, 0
	for _, g := range s.games[i] {
		if o, ok := s.idx[g.opp]; ok && g.played() && (col[o].Value != 0 || !zeroIsNone) {
			total += col[o].Value
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return total / float64(n)
}

// performance computes the average rating of the opponents of played
// games who have a rating (ARO) or the performance rating (TPR):
// that average plus the rating difference the FIDE table gives for the
// percentage scored against them (rating.Performance), or the perfect
// tournament performance (PTP, rating.PerfectPerformance). Cut-n drops the
// lowest rated opponents (Median-n also the highest), but only when every opponent is rated.
// 0 when there is no such game.
func (s *standing) performance(tb tiebreak.Parts, i int) int {
	type opp struct {
		rating int
		pts    tournament.Points
	}
	var opps []opp
	games := 0
	for _, g := range s.games[i] {
		if !g.played() {
			continue
		}
		games++
		if p, ok := s.player[g.opp]; ok && s.ratingOf(p) > 0 {
			opps = append(opps, opp{s.ratingOf(p), g.pts})
		}
	}
	if tb.Low > 0 || tb.High > 0 {
		sort.SliceStable(opps, func(a, b int) bool { return opps[a].rating < opps[b].rating })
		for k := 0; k < tb.Low; k++ {
			if games == len(opps) && len(opps) > 0 {
				opps = opps[1:]
			}
			games--
		}
		for k := 0; k < tb.High; k++ {
			if games == len(opps) && len(opps) > 0 {
				opps = opps[:len(opps)-1]
			}
			games--
		}
	}
	if len(opps) == 0 {
		return 0
	}
	ratings, score := make([]int, len(opps)), tournament.Points(0)
	for k, o := range opps {
		ratings[k] = o.rating
		score += o.pts
	}
	aro, tpr := rating.Performance(ratings, int(score))
	switch tb.Base {
	case "aro":
		return aro
	case "ptp":
		return rating.PerfectPerformance(ratings, int(score))
	}
	return tpr
}

// ratingOf is p's rating as the rating-based tie-breaks count it: his
// own, or where he is unrated the event's rating for the unrated
// (Settings.UnratedRating), 0 where it sets none.
func (s *standing) ratingOf(p *tournament.Player) int {
	if p.Rating > 0 {
		return p.Rating
	}
	return s.unrated
}

// Entry is one round's contribution to a Buchholz or Sonneborn-Berger,
// a player's or a team's: the opponent's score, the value it adds (for
// Sonneborn-Berger the score times the result) and whether the round was
// voluntarily unplayed.
type Entry struct {
	Score float64
	Value float64
	VUR   bool
}

// opponentValues lists player i's Buchholz entries (kind "bh"), Fore
// Buchholz entries ("fb": every game of the event's last round counts as
// drawn, a bye keeps its points; before that round is in the standings
// there is none, and Fore Buchholz is Buchholz, as TieBreakServer computes
// it) or Sonneborn-Berger entries ("sb").
// In a round robin a forfeited game counts as played against its
// opponent (C.07 15.2) and a bye adds nothing; in a Swiss an unplayed
// round is a game against a dummy opponent with the player's own score
// (C.07 16.4), under the 2026 edition no more than the score of the
// opponent who was paired (16.4.1) or, without one, than half the points
// of the rounds (16.4.2); under C.02 (TieBreakRules2017) against a
// virtual opponent (virtualOpponent), none of them cut first. The list is
// s's, good until the next call.
func (s *standing) opponentValues(i int, kind string) []Entry {
	last := 0
	if kind == "fb" && s.final <= s.rounds {
		last = s.final
	}
	score := func(j int) float64 { // player j's score as opponents use it
		if last == 0 {
			return s.adjusted[j]
		}
		rs := s.roundScores(j)
		if g, ok := s.game(j, last); ok && g.opp != 0 {
			rs[last-1] = 0.5
		}
		return sumFloats(rs)
	}
	own := s.points[i].Float()
	if g, ok := s.game(i, last); ok && last > 0 && g.opp != 0 {
		own += 0.5 - g.pts.Float()
	}
	out := slices.Grow(s.entries[:0], s.rounds)
	for r := 1; r <= s.rounds; r++ {
		g, ok := s.game(i, r)
		pts := g.pts.Float()
		if r == last && ok && g.opp != 0 {
			pts = 0.5
		}
		e := Entry{VUR: !s.virtual && (!ok || g.vur())}
		switch {
		case ok && g.opp != 0 && (g.played() || s.rr || r == last):
			e.Score, e.VUR = score(s.idx[g.opp]), false
		case s.rr:
			continue // a round-robin bye: no game
		case s.virtual:
			e.Score = s.virtualOpponent(i, r, pts)
		default:
			e.Score = own
			if s.capped {
				if j, paired := s.idx[g.opp]; ok && g.opp != 0 && paired {
					e.Score = min(own, score(j))
				} else if !ok || g.opp == 0 {
					e.Score = min(own, 0.5*float64(s.rounds))
				}
			}
		}
		e.Value = e.Score
		if kind == "sb" {
			e.Value = e.Score * pts
		}
		out = append(out, e)
	}
	s.entries = out
	return out
}

// virtualOpponent is the score of the virtual opponent of player i's
// round r, which he did not play over the board and scored pts in (C.02
// 13.15.2): his own score before the round, what he did not score in it
// (the result by forfeit counts as a normal result) and a draw in each
// round after.
func (s *standing) virtualOpponent(i, r int, pts float64) float64 {
	before := 0.0
	for _, g := range s.games[i] {
		if g.round < r {
			before += g.pts.Float()
		}
	}
	return before + 1 - pts + 0.5*float64(s.rounds-r)
}

// CutSum sums the entries' values without the low least significant and
// the high most significant. A voluntarily unplayed round is cut before
// any other (C.07 14.6), unless another round's value is lower.
func CutSum(es []Entry, low, high int) float64 {
	return cutSum(slices.Clone(es), low, high)
}

// cutSum is CutSum of entries the caller lets it reorder and cut.
func cutSum(es []Entry, low, high int) float64 {
	less := func(a, b Entry) bool {
		if a.Score != b.Score {
			return a.Score < b.Score
		}
		return a.Value < b.Value
	}
	for ; low > 0 && len(es) > 0; low-- {
		all, vur := 0, -1
		for j, e := range es {
			if less(e, es[all]) {
				all = j
			}
			if e.VUR && (vur < 0 || less(e, es[vur])) {
				vur = j
			}
		}
		k := all
		if vur >= 0 && !(es[all].Value > es[vur].Value) {
			k = vur
		}
		es = slices.Delete(es, k, k+1)
	}
	for ; high > 0 && len(es) > 0; high-- {
		k := 0
		for j, e := range es {
			if less(es[k], e) {
				k = j
			}
		}
		es = slices.Delete(es, k, k+1)
	}
	sum := 0.0
	for _, e := range es {
		sum += e.Value
	}
	return sum
}

// directEncounter ranks every group of players still tied by their
// games against each other (C.07 art. 6), as a rank inside the group (1
// the best, equal players sharing a rank; 0 for everyone of a group the
// encounters do not separate). In a Swiss only games played over the
// board are encounters; in a round robin a forfeit counts with its result
// (15.2). Where two met more than once, their games count as the average
// (6.1.2). When not all of the group have met, a player ranks above the
// rest only if he scored more than any of them could have, had they won
// every encounter they did not play (6.2). The players still equal are
// ranked again by their encounters among themselves, until nothing
// changes (6.3).
func (s *standing) directEncounter(order []int, tied func(a, b int) bool) []TieValue {
	col := slices.Repeat([]TieValue{{ID: "de"}}, len(s.ids))
	rank := make([]int, len(s.ids))
	for lo, hi := range Runs(len(order), func(a, b int) bool { return tied(order[a], order[b]) }) {
		group := append([]int(nil), order[lo:hi]...)
		if len(group) < 2 {
			continue
		}
		s.rankEncounters(group, 1, rank)
		separated := false
		for _, i := range group {
			separated = separated || rank[i] != 1
		}
		if !separated {
			continue
		}
		for _, i := range group {
			col[i].Value = float64(rank[i])
			col[i].Text = strconv.Itoa(rank[i])
		}
	}
	return col
}

// rankEncounters gives the players of group (in their present order)
// ranks from first on by their encounters with each other, and ranks
// again each part that stays equal.
func (s *standing) rankEncounters(group []int, first int, rank []int) {
	in := map[int64]bool{}
	for _, i := range group {
		in[s.ids[i]] = true
	}
	type score struct {
		pts, max float64
		met      int
	}
	scores := make(map[int]*score, len(group))
	all := true
	for _, i := range group {
		type tally struct {
			pts tournament.Points
			n   int
		}
		met := map[int64]*tally{}
		for _, g := range s.games[i] {
			if g.opp == 0 || !in[g.opp] || !(g.played() || s.rr) {
				continue
			}
			t := met[g.opp]
			if t == nil {
				t = &tally{}
				met[g.opp] = t
			}
			t.pts += g.pts
			t.n++
		}
		sc := &score{met: len(met)}
		for _, t := range met {
			sc.pts += t.pts.Float() / float64(t.n)
		}
		sc.max = sc.pts
		if !s.rr && sc.met < len(group)-1 {
			all = false
			sc.max += float64(len(group) - 1 - sc.met)
		}
		scores[i] = sc
	}
	sorted := append([]int(nil), group...)
	sort.SliceStable(sorted, func(a, b int) bool {
		x, y := scores[sorted[a]], scores[sorted[b]]
		if x.pts != y.pts {
			return x.pts > y.pts
		}
		return !all && x.max > y.max
	})
	// parts of equal players, each ranked at its first position
	var parts [][]int
	if all {
		for k, i := range sorted {
			if k > 0 && scores[i].pts == scores[sorted[k-1]].pts {
				parts[len(parts)-1] = append(parts[len(parts)-1], i)
			} else {
				parts = append(parts, []int{i})
			}
		}
	} else {
		// A player is separated from those after him when he scored more
		// than any of them could have; the first who is not leaves the
		// rest equal.
		k := 0
		for ; k < len(sorted)-1; k++ {
			best := 0.0
			for _, j := range sorted[k+1:] {
				best = max(best, scores[j].max)
			}
			if scores[sorted[k]].pts <= best {
				break
			}
			parts = append(parts, []int{sorted[k]})
		}
		parts = append(parts, sorted[k:])
	}
	pos := first
	for _, p := range parts {
		for _, i := range p {
			rank[i] = pos
		}
		if len(p) > 1 && len(parts) > 1 {
			s.rankEncounters(p, pos, rank)
		}
		pos += len(p)
	}
}

// FormatFraction writes a tie-break value with the fractions a crosstable
// uses: 12, 12½, 12¼, 12¾; other values with two decimals.
func FormatFraction(v float64) string {
	whole := math.Floor(v)
	frac := v - whole
	var f string
	switch frac {
	case 0:
	case 0.25:
		f = "¼"
	case 0.5:
		f = "½"
	case 0.75:
		f = "¾"
	default:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	if whole == 0 && f != "" {
		return f
	}
	return strconv.FormatFloat(whole, 'f', 0, 64) + f
}

// FormatAverage writes an average (the opponents' Buchholz, rounded to
// two decimals) with two decimals, every value of its column alike, as
// FIDE's program writes it: 48.00, 51.50, not 48 and 51½ beside 54.29.
func FormatAverage(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }

// Ranks gives each player's place in the table by id, as a TRF report
// writes it (trfevent.ToTRF).
func (t Table) Ranks() map[int64]int {
	rank := make(map[int64]int, len(t.Rows))
	for _, r := range t.Rows {
		rank[r.ID] = r.Rank
	}
	return rank
}

// labelPlaces writes each row's place from the ranks (PlaceLabels).
func labelPlaces(rows []Row) {
	ranks := make([]int, len(rows))
	for i, r := range rows {
		ranks[i] = r.Rank
	}
	for i, place := range PlaceLabels(ranks) {
		rows[i].Place = place
	}
}

// PlaceLabels writes the places of the rows of a table from their ranks in
// table order: "3", or "3–4" for the rows that share a rank.
func PlaceLabels(ranks []int) []string {
	out := make([]string, len(ranks))
	for lo, hi := range Runs(len(ranks), func(a, b int) bool { return ranks[a] == ranks[b] }) {
		place := strconv.Itoa(lo + 1)
		if hi-lo > 1 {
			place = fmt.Sprintf("%d–%d", lo+1, hi)
		}
		for k := lo; k < hi; k++ {
			out[k] = place
		}
	}
	return out
}

// Runs yields the runs of a table of n rows in order, lo to hi (not
// included), each row of a run the same as its first (same(lo, row)).
func Runs(n int, same func(a, b int) bool) iter.Seq2[int, int] {
	return func(yield func(lo, hi int) bool) {
		for lo := 0; lo < n; {
			hi := lo + 1
			for hi < n && same(lo, hi) {
				hi++
			}
			if !yield(lo, hi) {
				return
			}
			lo = hi
		}
	}
}
