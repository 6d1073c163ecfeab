package tournament

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/lazy"
	"arbiter/tournament/rating"
	"arbiter/tournament/tiebreak"
)

// Points counts a score in half points, so that ½ is exact and sums never
// drift the way floats do.
type Points int

// String writes points the way a crosstable prints them: "5", "5½", "½".
func (p Points) String() string {
	whole, half := int(p)/2, int(p)%2 != 0
	switch {
	case half && whole == 0:
		return "½"
	case half:
		return fmt.Sprintf("%d½", whole)
	default:
		return fmt.Sprintf("%d", whole)
	}
}

// Float returns the score as a number (for percentages and JSON).
func (p Points) Float() float64 { return float64(p) / 2 }

// MarshalJSON writes the score in points (6.5), as every JSON of the
// program gives a score (rating.HalfPoints).
func (p Points) MarshalJSON() ([]byte, error) { return rating.HalfPoints(p).MarshalJSON() }

// UnmarshalJSON reads a score in points.
func (p *Points) UnmarshalJSON(b []byte) error {
	var h rating.HalfPoints
	err := h.UnmarshalJSON(b)
	*p = Points(h)
	return err
}

// Category is a USSR 1953 classification grade. The zero value is a player
// without a category.
type Category int

// Categories from weakest to strongest, so that comparisons read naturally.
const (
	Unclassified Category = iota
	CategoryV
	CategoryIV
	CategoryIII
	CategoryII
	CategoryI
	CandidateMaster
	MasterOfSport
	Grandmaster
)

var categoryCodes = [...]string{"", "V", "IV", "III", "II", "I", "CM", "MS", "GM"}

// String returns the short code stored in the file and printed on reports.
func (c Category) String() string {
	if c < 0 || int(c) >= len(categoryCodes) {
		return fmt.Sprintf("Category(%d)", int(c))
	}
	return categoryCodes[c]
}

// ParseCategory reads a category code ("I"…"V", "CM", "MS", "GM", or "" for
// none); Roman numerals are accepted in either case, and the candidate
// master as the lists of Finland and Estonia write him, KM (and the
// Russian КМС, МС), since a list typed there uses those.
func ParseCategory(s string) (Category, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if i := slices.Index(categoryCodes[:], s); i >= 0 {
		return Category(i), nil
	}
	if c, ok := categoryAliases.Get()[s]; ok {
		return c, nil
	}
	return Unclassified, engine.NewMessage("event.err.category", "value", s)
}

// categoryAliases are the other ways a category is written in a player
// list; the code stored and printed stays the one of categoryCodes.
var categoryAliases = lazy.Value[map[string]Category]{Make: func() map[string]Category {
	return map[string]Category{"KM": CandidateMaster, "КМ": CandidateMaster, "КМС": CandidateMaster, "МС": MasterOfSport}
}}

// Sex matters only for the women's classification and TRF export.
type Sex string

// Sexes as TRF writes them.
const (
	SexUnknown Sex = ""
	Male       Sex = "m"
	Female     Sex = "w"
)

// Player is one participant. ID is the store's key (0 before saving); Seat
// is the starting number or the seat drawn by lot (0 until drawn).
type Player struct {
	ID   int64 `json:"id"`
	Seat int   `json:"seat"`
	// Name is the name every list shows, FullName of the two parts below;
	// Names and SetNames keep the three in step.
	Name       string `json:"name"`
	FamilyName string `json:"family_name,omitempty"`
	GivenNames string `json:"given_names,omitempty"`
	Club       string `json:"club,omitempty"`
	Federation string `json:"federation,omitempty"`
	FIDEID     string `json:"fide_id,omitempty"`
	Rating     int    `json:"rating,omitempty"`
	// PairingRating is the provisional rating the arbiter gives an
	// unrated player for a Dubov pairing (C.04.4.1 1.1.2); 0 when none.
	// The Dubov pairing and its check read it while Rating is 0, and
	// nothing else does: the standings, the performances, the rating
	// reports and the norms keep the player unrated.
	PairingRating int      `json:"pairing_rating,omitempty"`
	Title         string   `json:"title,omitempty"`
	Sex           Sex      `json:"sex,omitempty"`
	BirthDate     string   `json:"birth_date,omitempty"` // as entered, ISO "2006-01-02" when known
	Category      Category `json:"category,omitempty"`
	// CategoryEarned is when the category was earned or last confirmed
	// (zero when unknown); validity periods count from it.
	CategoryEarned time.Time `json:"category_earned,omitzero"`
	// MoscowLeningrad shortens the validity of category I (1953 appendix).
	MoscowLeningrad bool `json:"moscow_leningrad,omitempty"`
	CandidateBalls  int  `json:"candidate_balls,omitempty"`
	// WithdrawnAfter is the last round the player took part in before
	// withdrawing; 0 means the player has not withdrawn.
	WithdrawnAfter int `json:"withdrawn_after,omitempty"`
	// Entered is the round a late entry joined the event in, the next to
	// pair when he was added; 0 for a player in from round 1. The lists of
	// the rounds before leave him out; his byes in them, if any, are the
	// points given for missing them (MissedRounds).
	Entered int `json:"entered,omitempty"`
	// MissedRounds is what each round paired before a late entry joins
	// gives him. The store keeps them as his byes of those rounds, which
	// the standings, tie-breaks, crosstables and TRF read as any other
	// bye; the field itself is not kept.
	MissedRounds MissedRounds `json:"-"`
	// NationalID is the player's id in his federation's rating list.
	NationalID string `json:"national_id,omitempty"`
	// Listed is what the newest rating list applied says of the rating,
	// title and federation that the event keeps as they were at its start
	// (Started), kept for the player's next event; zero when no list
	// was applied after round 1.
	Listed ListedFacts `json:"listed,omitzero"`
	// Namesake is the arbiter's word, as he adds or renames the player,
	// that he is another person than one of the same name in the event
	// (the Namesake refusal). It is not kept: an edit that keeps the name
	// is not asked again.
	Namesake bool `json:"-"`
}

// ListedFacts are a rating list's values of what an event keeps fixed
// once round 1 is paired.
type ListedFacts struct {
	Rating     int    `json:"rating,omitempty"`
	Title      string `json:"title,omitempty"`
	Federation string `json:"federation,omitempty"`
}

// LateFor reports whether round r was played before the player entered
// the event: he was not in its field, not absent from it.
func (p Player) LateFor(r int) bool { return r < p.Entered }

// Withdrawn reports whether the player has left the event.
func (p Player) Withdrawn() bool { return p.WithdrawnAfter > 0 }

// GoneBefore reports whether the player left the event before round r:
// he is not paired in it nor expected at it.
func (p Player) GoneBefore(r int) bool { return p.Withdrawn() && p.WithdrawnAfter < r }

// Result is the outcome of one pairing, including the unplayed kinds that
// the crosstable shows as + and − (1953 §24, FIDE 11.8).
type Result uint8

// Results. The forfeit kinds count as 1 and 0 in totals but are marked
// unplayed for tie-breaks and norms.
const (
	NoResult        Result = iota // not yet played
	WhiteWins                     // 1-0
	Draw                          // ½-½
	BlackWins                     // 0-1
	WhiteForfeitWin               // +/− : Black did not play
	BlackForfeitWin               // −/+ : White did not play
	DoubleForfeit                 // −/− : neither played (11.8)
	Adjourned                     // started, to be finished
)

var resultCodes = [...]string{"*", "1-0", "1/2-1/2", "0-1", "+/-", "-/+", "-/-", "adj"}

// String returns the result in the notation the CLI accepts and prints.
func (r Result) String() string {
	if int(r) >= len(resultCodes) {
		return fmt.Sprintf("Result(%d)", int(r))
	}
	return resultCodes[r]
}

// resultSpellings brings the ways a result is typed to the forms
// ParseResult knows; made once, when first used, since a large event's
// file holds tens of thousands of results to read. spellingTokens are its words of more than
// one character, which ResultGoesOn finishes when half typed.
var (
	resultSpellings = lazy.Value[*strings.Replacer]{Make: func() *strings.Replacer {
		return strings.NewReplacer(" ", "", "½", "1/2", "0.5", "1/2", "0,5", "1/2", "−", "-", "–", "-", "—", "-")
	}}
	spellingTokens = []string{"0.5", "0,5"}
)

// resultForms are the results ParseResult reads, spelt as resultSpellings
// and lower case leave them.
var resultForms = lazy.Value[map[string]Result]{Make: func() map[string]Result {
	return map[string]Result{
		// The colon is how a Finnish, Estonian or German sheet writes a
		// result ("1:0", "½:½"), as it writes a forfeit ("+:-").
		"1-0": WhiteWins, "0-1": BlackWins, "1:0": WhiteWins, "0:1": BlackWins,
		"1/2-1/2": Draw, "1/2:1/2": Draw, "1/2": Draw, "=": Draw, "draw": Draw,
		"+/-": WhiteForfeitWin, "+-": WhiteForfeitWin, "+:-": WhiteForfeitWin, "+": WhiteForfeitWin,
		"-/+": BlackForfeitWin, "-+": BlackForfeitWin, "-:+": BlackForfeitWin,
		"-/-": DoubleForfeit, "--": DoubleForfeit, "-:-": DoubleForfeit, "0-0": DoubleForfeit, "0:0": DoubleForfeit,
		"adj": Adjourned, "adjourned": Adjourned,
		"*": NoResult,
	}
}}

// ParseResult accepts the usual ways of writing a result: "1-0", "½-½",
// "0.5-0.5", "0,5-0,5", "1:0", "=", "+-" / "+/-", "-+", "--", "*". A text
// it cannot read is refused as typed.
func ParseResult(s string) (Result, error) {
	// The file's own spelling, tens of thousands of times on opening a
	// large event, needs no rewriting.
	if r := slices.Index(resultCodes[:], s); r >= 0 {
		return Result(r), nil
	}
	typed := strings.TrimSpace(s)
	if r, ok := resultForms.Get()[strings.ToLower(resultSpellings.Get().Replace(typed))]; ok {
		return r, nil
	}
	if typed == "" {
		// Clearing a result takes an explicit "*": an empty argument is
		// more often a script's unset variable than a decision.
		return NoResult, engine.NewMessage("event.err.result.empty")
	}
	return NoResult, engine.NewMessage("event.err.result.parse", "value", typed)
}

// ResultGoesOn reports whether s, a result being typed a character at a
// time, is the beginning of a longer one ParseResult reads: "0" of "0-1",
// "1/2" of "1/2-1/2", "0." of "0.5-0.5". A box that takes results as they
// are typed reads the next character as this result's, not a new one's.
func ResultGoesOn(s string) bool {
	begins := func(typed string, proper bool) bool {
		typed = strings.ToLower(resultSpellings.Get().Replace(typed))
		for f := range resultForms.Get() {
			if strings.HasPrefix(f, typed) && (!proper || len(f) > len(typed)) {
				return true
			}
		}
		return false
	}
	if begins(s, true) {
		return true
	}
	// "0." is no form's beginning until its token is finished: "0.5".
	for _, t := range spellingTokens {
		for k := 1; k < len(t); k++ {
			if strings.HasSuffix(s, t[:k]) && begins(s+t[k:], false) {
				return true
			}
		}
	}
	return false
}

// Scores returns White's and Black's points for a finished result.
func (r Result) Scores() (white, black Points) {
	switch r {
	case WhiteWins, WhiteForfeitWin:
		return 2, 0
	case BlackWins, BlackForfeitWin:
		return 0, 2
	case Draw:
		return 1, 1
	}
	return 0, 0
}

// Finished reports whether the result is final (counts in the standings).
func (r Result) Finished() bool { return r != NoResult && r != Adjourned }

// Corrects reports whether entering r on a board that has was corrects
// it: a final result changed or taken back. An adjourned game's final
// result is its first result, as on a board without one, and its
// adjournment taken back resumes it (Resumes); a final result changed
// back to adjourned is a correction.
func (r Result) Corrects(was Result) bool { return r != was && was.Finished() }

// Resumes reports whether entering r on a board that has was resumes an
// adjourned game: its adjournment taken back, as the sealed move played
// at the desk does, leaves it going on without a result.
func (r Result) Resumes(was Result) bool { return was == Adjourned && r == NoResult }

// Played reports whether a game was actually played over the board.
func (r Result) Played() bool { return r == WhiteWins || r == Draw || r == BlackWins }

// Forfeit reports whether the result decides a game without play: won by
// forfeit, or lost by both, the results whose marks a legend explains.
func (r Result) Forfeit() bool { return r.Finished() && !r.Played() }

// GameResult is the pairing's result for a game's (engine.Result): a game
// both players lose (FIDE 11.8, 1953 §17c) counts as a double forfeit, and
// a game going on has no result yet.
func GameResult(r engine.Result) Result { return gameResults.Get()[r] }

var gameResults = lazy.Value[map[engine.Result]Result]{Make: func() map[engine.Result]Result {
	return map[engine.Result]Result{
		engine.WhiteWins: WhiteWins, engine.BlackWins: BlackWins, engine.Draw: Draw, engine.BothLose: DoubleForfeit,
	}
}}

// Game is the result as the game's record writes it (PGN): a game played to
// its end has its result, any other is "*".
func (r Result) Game() engine.Result {
	switch r {
	case WhiteWins:
		return engine.WhiteWins
	case BlackWins:
		return engine.BlackWins
	case Draw:
		return engine.Draw
	}
	return engine.Ongoing
}

// Text writes the result as every pairing list, report and window shows
// it: "1–0", "½–½", "0–1", forfeits as the crosstable marks them ("+ : −",
// "− : +", "− : −"; 1953 §24, FIDE 11.8), an adjourned game in the
// reader's language through t, and nothing for a game not yet finished.
func (r Result) Text(t func(key string, args ...any) string) string {
	switch r {
	case NoResult:
		return ""
	case Adjourned:
		return t("event.result.adjourned")
	case WhiteWins, Draw, BlackWins:
		return r.Game().Shown()
	}
	return Symbol(r, true) + " : " + Symbol(r, false)
}

// ByeKind says what a player without an opponent gets in a round.
type ByeKind uint8

// Bye kinds. A round-robin bye (odd field) scores nothing and is no game;
// the Swiss pairing-allocated bye scores a win; requested byes score as the
// event's regulations say (half or zero); a full-point bye (TRF "F") is a
// win the regulations grant without a game, not the pairing's bye.
const (
	NoBye ByeKind = iota
	ByeRoundRobin
	ByePairingAllocated
	ByeHalfPoint
	ByeZeroPoint
	ByeFullPoint
)

// Pairing is one board of a round: a game, of an individual event or of
// a team event's match, or an individual's bye (Black == 0, of the given
// kind). A team event's game names its match (Match, the match's number in
// the round; 0 in an individual event) and is numbered on through the
// round's matches (Board; its board in the match is its place among the
// match's games, MatchGames); a seat its team left empty holds no player
// (0), and the game is that team's forfeit.
type Pairing struct {
	Round  int
	Board  int
	White  int64
	Black  int64
	Result Result
	Bye    ByeKind
	Match  int
	// Unrated marks a game that ended before each player had made a move
	// (TRF's W, D and L): a game played for the standings and tie-breaks,
	// but not sent for rating.
	Unrated bool
	GameID  int64 // recorded game, 0 when none
	// Type is a match's play-off game's own game type (Event.PlayoffGames:
	// rapid, blitz); "" for every scheduled game, played as the settings
	// say, and left out of the JSON that writes one.
	Type rules.GameType `json:",omitempty"`
	// Armageddon marks a match's play-off game played as an armageddon:
	// its last, after the games before it stood level, a draw winning it
	// for the side DrawOdds names (ArmageddonWinner).
	Armageddon bool `json:",omitempty"`
	// WhiteDrawOdds gives an armageddon's draw to White where the
	// regulations say so (or White is the player who chose his colour);
	// Black has the draw odds otherwise, FIDE's usual rule, as every
	// armageddon before it had. Left out of the JSON for Black.
	WhiteDrawOdds bool `json:",omitempty"`
	// CheckIn is, for a requested bye, PlannedBye.CheckIn: the round of the
	// check-in whose closing gave it, 0 for one the player asked for; a
	// round taken back asks for it again as it was given
	// (UnpairedRequests).
	CheckIn int
}

// ArmageddonWinner is the player who won the armageddon p: the winner of
// the game, or on a draw the player of the side with the draw odds; 0
// while it has no result.
func (p Pairing) ArmageddonWinner() int64 {
	switch w, b := p.Result.Scores(); {
	case !p.Result.Finished():
		return 0
	case w > b:
		return p.White
	case b > w || !p.WhiteDrawOdds:
		return p.Black
	}
	return p.White
}

// DrawOdds is the side an armageddon's draw wins for: White where
// WhiteDrawOdds holds, Black otherwise.
func (p Pairing) DrawOdds() engine.Color {
	if p.WhiteDrawOdds {
		return engine.White
	}
	return engine.Black
}

// IsBye reports whether the pairing is an individual's bye rather than a
// game; a team's board left empty is its game, forfeited.
func (p Pairing) IsBye() bool { return p.Black == 0 && p.Match == 0 }

// Unfinished reports whether the pairing is a game still to be played
// or finished: no result yet, or adjourned (an adjourned game holds its
// round in play until it is resumed and decided).
func (p Pairing) Unfinished() bool { return !p.IsBye() && !p.Result.Finished() }

// Seated reports whether both seats have a player: a game to be played,
// not a bye nor a team's board left empty.
func (p Pairing) Seated() bool { return p.White != 0 && p.Black != 0 }

// Round is one round's pairings.
type Round struct {
	Number   int
	Date     string
	Pairings []Pairing
}

// System is the pairing system of an event.
type System string

// Pairing systems.
const (
	RoundRobin       System = "round-robin"
	DoubleRoundRobin System = "double-round-robin"
	SwissDutch       System = "swiss-dutch"
	SwissDubov       System = "swiss-dubov"    // FIDE C.04.4.1, 2026
	SwissBurstein    System = "swiss-burstein" // FIDE C.04.4.2, 2026
	Match            System = "match"
)

// IndividualSwiss reports whether the system is one of the FIDE Swiss
// systems for individuals (Dutch, Dubov, Burstein): the same model of
// rounds, byes, late entries and withdrawals, paired by the system's own
// rules.
func (s System) IndividualSwiss() bool {
	return s == SwissDutch || s == SwissDubov || s == SwissBurstein
}

// PairedByScores reports whether the system pairs a round by the results
// before it (the Swiss systems, a team's too); a round robin's table and a
// match follow their draw, whatever the results.
func (s System) PairedByScores() bool { return s.IndividualSwiss() || s == TeamSwiss }

// NameKey is the catalogue key of the system's name ("round robin"): the
// one name the window, the venue pages, the command line and the paper
// give it, so that no two of them call it differently.
func (s System) NameKey() string { return "event.system." + string(s) }

// Name is the system's name as a message argument, which the user's
// language words (NameKey), never the stored id ("team-swiss").
func (s System) Name() *engine.Message { return engine.NewMessage(s.NameKey()) }

// Handbook is the FIDE Handbook's number of the system's pairing rules
// (C.04.3 for the Dutch), printed beside its name on the pairing sheets;
// "" for the systems the handbook gives no number of its own.
func (s System) Handbook() string {
	switch s {
	case SwissDutch:
		return "C.04.3"
	case SwissDubov:
		return "C.04.4.1"
	case SwissBurstein:
		return "C.04.4.2"
	}
	return ""
}

// WithdrawalPolicy says what happens to a withdrawn player's games.
type WithdrawalPolicy string

// Withdrawal policies: the 1953 rule (§27: at least half played → the rest
// are forfeits for the opponents; fewer → all annulled) or results kept as
// played with the remaining games unplayed.
const (
	WithdrawalUSSR1953 WithdrawalPolicy = "ussr1953"
	WithdrawalAsPlayed WithdrawalPolicy = "as-played"
)

// Settings are the event's regulations as the arbiter entered them.
type Settings struct {
	Name         string `json:"name"`
	Site         string `json:"site"`
	Federation   string `json:"federation"`
	ChiefArbiter string `json:"chief_arbiter"`
	Deputies     string `json:"deputies"` // separated by ";" (a name may be "Family, Given")
	// Organiser and ChiefArbiterFIDEID are what FIDE's forms (the norm
	// certificate IT1, the tournament report IT3) ask beside the names.
	Organiser          string `json:"organiser"`
	ChiefArbiterFIDEID string `json:"chief_arbiter_fide_id"`
	// RatingLists are the rating lists the players' ratings were taken
	// from, which the store records when they come from a list; a
	// settings change leaves them as they are.
	RatingLists RatingLists     `json:"rating_lists"`
	StartDate   string          `json:"start_date"` // ISO dates
	EndDate     string          `json:"end_date"`
	Ruleset     rules.RulesetID `json:"ruleset"`   // e.g. "FIDE2023"
	GameType    rules.GameType  `json:"game_type"` // the arbiter's override, "" the control's: see GameTypeInForce
	Supervised  bool            `json:"supervised"`
	TimeControl string          `json:"time_control"` // compact form, e.g. "40/120+30'"
	// LatenessMinutes is the allowed lateness; negative means the
	// ruleset's default.
	LatenessMinutes  int              `json:"lateness_minutes"`
	System           System           `json:"system"`
	Rounds           int              `json:"rounds"`
	TieBreaks        []string         `json:"tie_breaks"` // tie-break ids in the arbiter's order
	WithdrawalPolicy WithdrawalPolicy `json:"withdrawal_policy"`
	// MaxHalfByes is the most half-point byes a player may have in a
	// Swiss, those he asks for and a late entry's for the rounds he
	// missed alike (Event.RequestBye, MissedAllowed), 0 for no limit;
	// NoHalfByeRounds the last rounds in which none is given. A
	// zero-point bye is not limited.
	MaxHalfByes     int `json:"max_half_byes"`
	NoHalfByeRounds int `json:"no_half_bye_rounds"`
	// LateEntryByes is what a late entry is given for the rounds he
	// missed where nothing is typed for him: a zero-point or half-point
	// bye for each, or none (typed for each entry).
	LateEntryByes LateEntryByes `json:"late_entry_byes"`
	// UnratedRating is the rating the event's regulations give an unrated
	// opponent in the rating-based tie-breaks (ARO, TPR, PTP, APRO, APPO,
	// cut or not), which FIDE's Tie-Break Regulations (C.07) leave to
	// them; 0 sets none, and those figures are over the rated opponents
	// alone. A player's own rating, and every rating report, stay as
	// they are.
	UnratedRating int    `json:"unrated_rating,omitempty"`
	Language      string `json:"language"`   // "en", "fi", "et"
	PaperSize     string `json:"paper_size"` // "A4" or "Letter"
	// Classification indices for the USSR 1953 tournament coefficient of
	// players without a numbered category (see tournament/norms).
	IndexMaster       int `json:"index_master"`
	IndexCandidate    int `json:"index_candidate"`
	IndexUnclassified int `json:"index_unclassified"`
	// IntegerNormSource picks the text's or the table's norm at an exact
	// integer coefficient: "text" (default) or "table".
	IntegerNormSource string `json:"integer_norm_source"`
	// Rules are the event's own rules for rulings at the board, beyond the
	// ruleset (see RulesEvent).
	Rules RuleOptions `json:"rules"`
	// Schedule is when each round is to be played, in round order, for
	// the rounds the arbiter has dated (see schedule.Round).
	Schedule []RoundTime `json:"schedule,omitempty"`
}

// DeputyList is the deputy arbiters one by one: Deputies split at ";"
// (a comma may stand inside a name written "Family, Given"), blanks
// trimmed; TRF writes one 112 record for each.
func (s Settings) DeputyList() []string {
	var out []string
	for _, d := range strings.Split(s.Deputies, ";") {
		if d = strings.TrimSpace(d); d != "" {
			out = append(out, d)
		}
	}
	return out
}

// RuleOptions are what an event's regulations settle for rulings (the
// options of "arbiter ruling"): the national practice that fills the
// Laws' gaps, whether the event is FIDE-rated or a championship, and the
// event rules the Laws leave to the organiser.
type RuleOptions struct {
	National          string `json:"national,omitempty"` // "FI", or "" for none
	FIDERated         bool   `json:"fide_rated,omitempty"`
	Championship      bool   `json:"championship,omitempty"`
	DevicePolicy      string `json:"device_policy,omitempty"` // "", "loss" or "warning-first"
	FirstIllegalLoses bool   `json:"first_illegal_loses,omitempty"`
	BothZeroDraw      bool   `json:"both_zero_draw,omitempty"`
	QuickplayFinish   bool   `json:"quickplay_finish,omitempty"`
	NoQuickplayFinish bool   `json:"no_quickplay_finish,omitempty"`
	NoDrawBefore      int    `json:"no_draw_before,omitempty"` // moves by each player
	// SupervisedBlitzPenaltySeconds settles FIDE 2023 B.2; 0 for the
	// default of one minute.
	SupervisedBlitzPenaltySeconds int `json:"supervised_blitz_penalty_seconds,omitempty"`
	// FlagClaimOnly is the "other practice" FI 2 lets the event set: in
	// blitz without supervision the arbiter does not call a fallen flag.
	FlagClaimOnly bool `json:"flag_claim_only,omitempty"`
	// Notation is the language whose piece letters the players write moves
	// in (engine.Lang: "en", "fi", "et", "ru", "de"); "" for the event's
	// language. Moves typed, claimed or sealed at the board are read in
	// it alone: a letter means one piece in one language only.
	Notation string `json:"notation,omitempty"`
}

// DefaultSettings returns the settings a new event starts with.
func DefaultSettings() Settings {
	return Settings{
		// GameType is left "": the type is the time control's
		// (GameTypeIn) until the arbiter sets one.
		Ruleset:         rules.FIDE2023,
		LatenessMinutes: -1,
		System:          RoundRobin,
		TieBreaks:       RoundRobin.DefaultTieBreaks(),
		// The ruleset's own withdrawal rule for the system, as the
		// window's new event takes it: FIDE's for a round robin.
		WithdrawalPolicy:  defaultWithdrawal(rules.FIDE2023, RoundRobin),
		Language:          "en",
		PaperSize:         "A4",
		IndexMaster:       0,
		IndexCandidate:    0,
		IndexUnclassified: 6,
		IntegerNormSource: "text",
	}
}

// defaultWithdrawal is the withdrawal rule the ruleset prescribes for the
// system: the USSR 1953 code strikes or forfeits by its §27, and so do
// FIDE's General Regulations for Competitions in a round robin (fewer than
// half of the games played, they count for nobody; else the rest are
// forfeits); otherwise, a match under the FIDE Laws included, the results
// stand as played.
func defaultWithdrawal(ruleset rules.RulesetID, system System) WithdrawalPolicy {
	if ruleset == rules.USSR1953 || system == RoundRobin || system == DoubleRoundRobin {
		return WithdrawalUSSR1953
	}
	return WithdrawalAsPlayed
}

// SetRuleset sets the event's ruleset, and its withdrawal rule with it
// while that is still the old settings' own: a new event takes its
// ruleset's rule, and a rule the arbiter chose is kept.
func (s *Settings) SetRuleset(id rules.RulesetID) {
	s.followingWithdrawal(func() { s.Ruleset = id })
}

// SetSystem sets the event's pairing system, and its withdrawal rule with
// it as SetRuleset does; tie-breaks still the old system's defaults take
// the new system's (a round robin's Buchholz would tell no one apart), a
// list the arbiter chose is kept.
func (s *Settings) SetSystem(sys System) {
	defaults := slices.Equal(s.TieBreaks, s.System.DefaultTieBreaks())
	s.followingWithdrawal(func() { s.System = sys })
	if defaults {
		s.TieBreaks = sys.DefaultTieBreaks()
	}
}

func (s *Settings) followingWithdrawal(change func()) {
	own := s.WithdrawalPolicy == defaultWithdrawal(s.Ruleset, s.System)
	change()
	if own {
		s.WithdrawalPolicy = defaultWithdrawal(s.Ruleset, s.System)
	}
}

// DefaultTieBreaks returns the tie-breaks an event of the system starts
// with (systemRules): Sonneborn-Berger first where everyone meets
// everyone, Buchholz (Cut-1 first) in a Swiss, where opponents differ; a
// team event's game points first.
func (sys System) DefaultTieBreaks() []string { return slices.Clone(sys.rules().tieBreaks) }

// TieBreaksOffered returns the ids of the tie-breaks an event of the
// system may take (systemRules): an individual event's or a team event's.
func (sys System) TieBreaksOffered() []string { return slices.Clone(*sys.rules().offered) }

// systemRule is what a pairing system decides beyond its pairing, looked
// up by the system rather than branched on: whether it pairs teams, the
// tie-breaks an event of it starts with, those it offers and the rule of
// its tie-break list, on its own and under the event's team options.
type systemRule struct {
	teams             bool
	tieBreaks         []string
	offered           *[]string // tiebreak's list itself, which the linker can point to before main
	validateTieBreaks func([]string) error
	// tieBreaksUnder judges the list under the event's own team options
	// (a team event's tie-breaks read its primary score where they name
	// none); nil where the options do not bear on it.
	tieBreaksUnder func([]string, TeamOptions) error
}

var (
	roundRobinRule = systemRule{tieBreaks: []string{"sb", "de", "wins"}, offered: &tiebreak.IDs, validateTieBreaks: tiebreak.Validate}
	swissRule      = systemRule{tieBreaks: []string{"bh-c1", "bh", "sb", "wins"}, offered: &tiebreak.IDs, validateTieBreaks: tiebreak.Validate}
	// systemTable is every pairing system this build knows with its
	// rules, in the order the helps and usage lines list them: the one
	// list ParseSystem reads a system from and Systems gives the front
	// ends, so that no help names a system the parser refuses or leaves
	// out one it takes. Its rules are pointed to, not copied: a copy of
	// another variable is made before main at every start, an address is
	// the linker's.
	systemTable = []struct {
		sys  System
		rule *systemRule
	}{
		{RoundRobin, &roundRobinRule}, {DoubleRoundRobin, &roundRobinRule}, {Match, &roundRobinRule},
		{SwissDutch, &swissRule}, {SwissDubov, &swissRule}, {SwissBurstein, &swissRule},
		{TeamRoundRobin, &systemRule{teams: true, tieBreaks: []string{"gp", "sb", "bc"}, offered: &tiebreak.TeamIDs, validateTieBreaks: validateTeamTieBreakList, tieBreaksUnder: validateTeamTieBreaks}},
		{TeamSwiss, &systemRule{teams: true, tieBreaks: []string{"gp", "bh", "sb"}, offered: &tiebreak.TeamIDs, validateTieBreaks: validateTeamTieBreakList, tieBreaksUnder: validateTeamTieBreaks}},
	}
	// systemRules are the systems' rules by system; a system not listed
	// (one a file names that this build does not know) has a round
	// robin's.
	systemRules = lazy.Value[map[System]systemRule]{Make: func() map[System]systemRule {
		m := make(map[System]systemRule, len(systemTable))
		for _, e := range systemTable {
			m[e.sys] = *e.rule
		}
		return m
	}}
)

// Systems are the pairing systems ParseSystem takes, by their ids, in the
// order a help lists them; teams false leaves out the team systems.
func Systems(teams bool) []System {
	var out []System
	for _, e := range systemTable {
		if teams || !e.rule.teams {
			out = append(out, e.sys)
		}
	}
	return out
}

// ParseSystem reads a pairing system as typed: its id in any case, or
// "swiss", as every help and sheet calls the Swiss system, for FIDE's
// Swiss system by default, the Dutch (C.04.3). ok is false for a name
// this build does not know.
func ParseSystem(text string) (sys System, ok bool) {
	s := System(strings.ToLower(strings.TrimSpace(text)))
	if s == "swiss" {
		return SwissDutch, true
	}
	_, ok = systemRules.Get()[s]
	return s, ok
}

func (s System) rules() systemRule {
	if r, ok := systemRules.Get()[s]; ok {
		return r
	}
	return roundRobinRule
}

// Event is a whole tournament in memory.
type Event struct {
	Settings Settings
	Players  []Player
	// Rounds are the rounds paired, in order (rounds.go says where the
	// event stands).
	Rounds []Round
	// Requests are the byes players have asked for in Swiss rounds not
	// yet paired, in round order; the pairing of a round turns its own
	// into bye boards.
	Requests []PlannedBye
	// Teams, Matches (in round and match order) and TeamOptions are a team
	// event's; empty in an individual event, so that what loops over them
	// needs no question of the event's kind.
	Teams       []Team
	Matches     []TeamMatch
	TeamOptions TeamOptions
	// Deputies are the deputy arbiters in the order of Settings.Deputies,
	// with their FIDE ids.
	Deputies []Deputy
	// CheckIns are the rounds' check-ins (checkin.go), in round order.
	CheckIns []CheckIn
	// Playoffs are the play-offs the arbiter recorded once the last round
	// was over, each its players' ids in the order it placed them, winner
	// first: the standings place players level on points so, above the
	// tie-breaks (FIDE C.07; standings.CheckPlayoff judges one).
	Playoffs [][]int64
	// PlayoffGames are a drawn match's play-off games, numbered on past its
	// scheduled games (Round 7 after six), each of its own type: the
	// play-off's winner follows from their score, and Playoffs holds an
	// order only where they leave the two level (an armageddon decided by
	// order). The match's score, its ratings and norms read Rounds alone.
	PlayoffGames []Pairing
}

// find returns the first element of xs for which is holds, or nil and
// false.
func find[T any](xs []T, is func(*T) bool) (*T, bool) {
	for i := range xs {
		if is(&xs[i]) {
			return &xs[i], true
		}
	}
	return nil, false
}

// Player returns the player with the given id.
func (e *Event) Player(id int64) (*Player, bool) {
	return find(e.Players, func(p *Player) bool { return p.ID == id })
}

// RatedPlayers counts the players with a rating, as the report and the
// TRF's header (072) give it.
func (e *Event) RatedPlayers() int {
	n := 0
	for _, p := range e.Players {
		if p.Rating > 0 {
			n++
		}
	}
	return n
}

// Round returns round n, once paired.
func (e *Event) Round(n int) (*Round, bool) {
	return find(e.Rounds, func(r *Round) bool { return r.Number == n })
}
