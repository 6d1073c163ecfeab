package tournament

import (
	"bytes"
	"cmp"
	"slices"
	"sort"
	"strings"

	"arbiter/engine"
)

// PlannedBye is a player's request for a half-point, zero-point or
// full-point bye in a round not yet paired (Event.Requests); in a team
// event, a team's (Team set, Player 0).
type PlannedBye struct {
	Player int64   `json:"player"`
	Team   int64   `json:"team,omitempty"`
	Round  int     `json:"round"`
	Kind   ByeKind `json:"kind"`
	// CheckIn is the round of the check-in whose closing gave the bye to
	// an absent player, 0 for a bye the player (or the arbiter for him)
	// asked for: a late arrival gets back only what the check-in gave.
	CheckIn int `json:"check_in,omitempty"`
}

// RequestsFor returns the byes requested for round r whose players have
// not withdrawn before it.
func (ev *Event) RequestsFor(r int) []PlannedBye {
	var out []PlannedBye
	for _, b := range ev.Requests {
		if p, ok := ev.Player(b.Player); b.Round == r && ok && !p.GoneBefore(r) {
			out = append(out, b)
		}
	}
	return out
}

// RequestsWithdrawn are the byes player id asked for rounds after round
// after, which his withdrawal after it cancels: no pairing of those
// rounds gives them (RequestsFor), and a list, a report or a page that
// kept them would show a bye he will not have.
func (ev *Event) RequestsWithdrawn(id int64, after int) []PlannedBye {
	var out []PlannedBye
	for _, b := range ev.Requests {
		if b.Team == 0 && b.Player == id && b.Round > after {
			out = append(out, b)
		}
	}
	return out
}

// Requested reports whether a bye of the kind is one a player (or a
// team) asked for, a half-point, zero-point or full-point bye, rather than
// one the pairing gave.
func (b ByeKind) Requested() bool { return b == ByeHalfPoint || b == ByeZeroPoint || b == ByeFullPoint }

// byeWords are the kinds' words, in the kinds' order.
var byeWords = [...]string{"", "round-robin", "pairing-allocated", "half", "zero", "full"}

// Word is the bye's word as the command line asks for it ("half") and
// its JSON and the audit log name it; "" for none.
func (b ByeKind) Word() string {
	if int(b) >= len(byeWords) {
		return ""
	}
	return byeWords[b]
}

// RequestBye returns the event's requests with b, a player's or a
// team's (b.Team set) request for a bye of kind b.Kind in round b.Round,
// a round not yet paired; a request of the same entrant for the same
// round is replaced. It is the one rule for both kinds of entrant, which
// the store judges every request by (the window, the command line and an
// import alike); the pairing of the round turns it into a bye board or a
// bye match.
func (ev *Event) RequestBye(b PlannedBye) ([]PlannedBye, error) {
	if err := checkEntrant(ev, b); err != nil {
		return nil, err
	}
	if !b.Kind.Requested() {
		if b.Team != 0 {
			return nil, engine.NewMessage("teams.err.bye.kind")
		}
		return nil, engine.NewMessage("swisscli.err.byekind")
	}
	total := ev.TotalRounds()
	if b.Round < 1 || b.Round > total {
		return nil, engine.NewMessage("swisscli.err.range", "round", b.Round, "total", total)
	}
	if err := checkWithdrawn(ev, b); err != nil {
		return nil, err
	}
	if next := ev.NextRound(); b.Round < next {
		// With every round paired there is no later one to point to.
		if next > total {
			return nil, engine.NewMessage("swisscli.err.byeallpaired", "round", b.Round)
		}
		return nil, engine.NewMessage("swisscli.err.byepaired", "round", b.Round, "next", next)
	}
	if err := ev.halfByeAllowed(b); err != nil {
		return nil, err
	}
	return setRequest(ev.Requests, b, true), nil
}

// halfByeAllowed judges a player's request by the event's limit of
// half-point byes (Settings.MaxHalfByes, NoHalfByeRounds): none in the
// last rounds, and no more than the limit with those he has had (a late
// entry's for the rounds he missed among them) and asked for in other
// rounds. A team's request is not limited: the settings limit a player's.
func (ev *Event) halfByeAllowed(b PlannedBye) error {
	s := ev.Settings
	if b.Kind != ByeHalfPoint || b.Team != 0 {
		return nil
	}
	if err := s.halfByeRound(b.Round); err != nil {
		return err
	}
	if had := ev.halfByes(b.Player, b.Round); s.MaxHalfByes > 0 && had >= s.MaxHalfByes {
		return engine.NewMessage("byes.err.half.max", "name", ev.PlayerName(b.Player), "had", had, "max", s.MaxHalfByes)
	}
	return nil
}

// halfByes counts player id's half-point byes: those of the rounds
// paired and those he asked for in the rounds after, but for round
// except's, which a new request replaces, and those his withdrawal
// cancels (RequestsFor).
func (ev *Event) halfByes(id int64, except int) int {
	player, _ := ev.Player(id)
	n := 0
	for _, r := range ev.Rounds {
		for _, g := range r.Pairings {
			if g.IsBye() && g.White == id && g.Bye == ByeHalfPoint {
				n++
			}
		}
	}
	for _, o := range ev.Requests {
		if o.Team == 0 && o.Player == id && o.Round != except && o.Kind == ByeHalfPoint && (player == nil || !player.GoneBefore(o.Round)) {
			n++
		}
	}
	return n
}

// halfByeRound refuses a half-point bye in round r where it is one of
// the event's last rounds that give none.
func (s Settings) halfByeRound(r int) error {
	if s.NoHalfByeRounds > 0 && r > s.Rounds-s.NoHalfByeRounds {
		return engine.NewMessage("byes.err.half.last", "round", r, "last", s.NoHalfByeRounds)
	}
	return nil
}

// validateHalfByes is the settings' rule for the limit of half-point
// byes: no negative number, no more last rounds without one than the
// event has, and a limit only where players ask for byes, an individual
// Swiss (a team's request is not limited: halfByeAllowed).
func (s Settings) validateHalfByes() error {
	switch {
	case s.MaxHalfByes < 0 || s.NoHalfByeRounds < 0:
		return engine.NewMessage("event.err.settings.halfbyes.negative", "max", s.MaxHalfByes, "last", s.NoHalfByeRounds)
	case (s.MaxHalfByes > 0 || s.NoHalfByeRounds > 0) && !s.System.IndividualSwiss():
		return engine.NewMessage("event.err.settings.halfbyes.system", "system", s.System.Name())
	case s.NoHalfByeRounds > s.Rounds:
		return engine.NewMessage("event.err.settings.halfbyes.last", "last", s.NoHalfByeRounds, "rounds", s.Rounds)
	}
	return nil
}

// HalfByesOverLimit says, player by player, where the half-point byes
// had and asked for exceed the event's limit, as they may once a limit
// is set after they were given: the limit refuses only what is asked
// after it (halfByeAllowed), and the arbiter is told of the rest.
func (ev *Event) HalfByesOverLimit() []*engine.Message {
	s := ev.Settings
	var out []*engine.Message
	for _, p := range ev.Players {
		if had := ev.halfByes(p.ID, 0); s.MaxHalfByes > 0 && had > s.MaxHalfByes {
			out = append(out, engine.NewMessage("byes.over.max", "name", p.Name, "had", had, "max", s.MaxHalfByes))
		}
	}
	for _, b := range ev.Requests {
		if b.Team == 0 && b.Kind == ByeHalfPoint && s.halfByeRound(b.Round) != nil {
			out = append(out, engine.NewMessage("byes.over.last", "name", ev.PlayerName(b.Player), "round", b.Round, "last", s.NoHalfByeRounds))
		}
	}
	return out
}

// CancelBye returns the requests without b's entrant's request for
// b.Round, refused when there is none in a round not yet paired.
func (ev *Event) CancelBye(b PlannedBye) ([]PlannedBye, error) {
	if _, ok := ev.Asked(b); ok && b.Round >= ev.NextRound() {
		return setRequest(ev.Requests, b, false), nil
	}
	return nil, engine.NewMessage("byes.err.none", "name", ev.EntrantName(b), "round", b.Round)
}

// Asked returns the kind of bye b's entrant, the player or the team, has
// asked for in round b.Round, and whether it has asked for one.
func (ev *Event) Asked(b PlannedBye) (ByeKind, bool) {
	for _, o := range ev.Requests {
		if o.Player == b.Player && o.Team == b.Team && o.Round == b.Round {
			return o.Kind, true
		}
	}
	return NoBye, false
}

// EntrantName is the name of the player or the team a request is of.
func (ev *Event) EntrantName(b PlannedBye) string {
	if b.Team != 0 {
		return ev.TeamName(b.Team)
	}
	return ev.PlayerName(b.Player)
}

// checkEntrant is what a request requires of the event and the entrant:
// a team in a team Swiss, a player in an individual Swiss.
func checkEntrant(ev *Event, b PlannedBye) error {
	if b.Team != 0 {
		if ev.Settings.System != TeamSwiss {
			return engine.NewMessage("teams.err.bye.system")
		}
		if _, ok := ev.Team(b.Team); !ok {
			return engine.NewMessage("teams.err.bye.team", "team", b.Team)
		}
		return nil
	}
	switch {
	case ev.Settings.System == TeamSwiss:
		return engine.NewMessage("teams.err.bye.player")
	case !ev.Settings.System.IndividualSwiss():
		return engine.NewMessage("swisscli.err.system", "system", ev.Settings.System.Name())
	}
	if _, ok := ev.Player(b.Player); !ok {
		return engine.NewMessage("swisscli.err.player", "id", b.Player)
	}
	return nil
}

// checkWithdrawn refuses a player's request for a round after his
// withdrawal, and a team's after the team's: the pairing would leave
// either out of the round without the bye.
func checkWithdrawn(ev *Event, b PlannedBye) error {
	if p, ok := ev.Player(b.Player); ok && b.Team == 0 && p.GoneBefore(b.Round) {
		return engine.NewMessage("swisscli.err.withdrawn", "name", p.Name)
	}
	if t, ok := ev.Team(b.Team); ok && b.Team != 0 && t.GoneBefore(b.Round) {
		return engine.NewMessage("swisscli.err.withdrawn", "name", t.Name)
	}
	return nil
}

// setRequest returns reqs with the player's (or team's) request for
// b.Round replaced by b (add) or dropped, in round order.
func setRequest(reqs []PlannedBye, b PlannedBye, add bool) []PlannedBye {
	var out []PlannedBye
	for _, o := range reqs {
		if o.Player != b.Player || o.Team != b.Team || o.Round != b.Round {
			out = append(out, o)
		}
	}
	if add {
		out = append(out, b)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Round < out[j].Round })
	return out
}

// UnpairedRequests returns the requests as they stand once round r, the
// last paired, is taken back: its requested byes asked for again, so that
// they survive a re-pairing.
func (ev *Event) UnpairedRequests(r int) []PlannedBye {
	reqs := ev.Requests
	if r < 1 || r > len(ev.Rounds) {
		return reqs
	}
	for _, p := range ev.Rounds[r-1].Pairings {
		if p.IsBye() && p.Bye.Requested() {
			reqs = setRequest(reqs, PlannedBye{Player: p.White, Round: r, Kind: p.Bye, CheckIn: p.CheckIn}, true)
		}
	}
	// A team's requested bye is a bye match of the round; a zero-point
	// bye the arbiter left it (LeftOut) was not asked for.
	for _, m := range ev.RoundMatches(r) {
		if m.Requested() {
			reqs = setRequest(reqs, PlannedBye{Team: m.White, Round: r, Kind: m.Bye}, true)
		}
	}
	return reqs
}

// MissedRounds is the arbiter's word, as he adds a late entry, on what
// each round paired before he joins gives him, as TRF writes the bye,
// one code a round from round 1: H a half-point bye, Z a zero-point bye;
// empty, and he has no result in them. Text, not a slice, so that players
// compare with ==.
type MissedRounds string

// MissedAllowed is the rule for the points a late entry is given for the
// rounds paired before he joins: none, or one half-point (H) or
// zero-point (Z) bye for each of those rounds, as event regulations allow
// a late entry (FIDE C.04.2 leaves them to the event). His half-point
// byes count toward the event's limit (MaxHalfByes, NoHalfByeRounds) as a
// player's asked for would: they are points for rounds not played alike,
// and regulations that limit byes count them.
func (s Settings) MissedAllowed(m MissedRounds, paired int) error {
	if m == "" {
		return nil
	}
	if len(m) != paired {
		return engine.NewMessage("event.err.missed.count", "n", len(m), "paired", paired)
	}
	if strings.Trim(string(m), "HZ") != "" {
		return engine.NewMessage("event.err.missed.kind")
	}
	if half := strings.Count(string(m), "H"); s.MaxHalfByes > 0 && half > s.MaxHalfByes {
		return engine.NewMessage("byes.err.half.missed", "n", half, "max", s.MaxHalfByes)
	}
	for i, k := range m.Kinds() {
		if k == ByeHalfPoint {
			if err := s.halfByeRound(i + 1); err != nil {
				return err
			}
		}
	}
	return nil
}

// Kinds are the byes given, round 1 first.
func (m MissedRounds) Kinds() []ByeKind {
	out := make([]ByeKind, len(m))
	for i := range len(m) {
		out[i] = ByeZeroPoint
		if m[i] == ByeHalfPoint.TRFCode() {
			out[i] = ByeHalfPoint
		}
	}
	return out
}

// ParseMissedRounds reads the points typed for the rounds a late entry
// missed, 1…paired, as the window's late entry and `player add --missed`
// take them, into Player.MissedRounds judged by MissedAllowed: ½ (or 1/2,
// 0.5, 0,5, h) for a half-point bye and 0 (or z) for a zero-point bye, one a
// round separated by commas or spaces, or one for every round; blank is
// none.
func (s Settings) ParseMissedRounds(text string, paired int) (MissedRounds, error) {
	text = decimalCommaHalves(text)
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == ';' })
	var out []byte
	for _, f := range fields {
		switch strings.ToLower(f) {
		case "½", "1/2", "0.5", "h", "half":
			out = append(out, ByeHalfPoint.TRFCode())
		case "0", "z", "zero":
			out = append(out, ByeZeroPoint.TRFCode())
		default:
			return "", engine.NewMessage("event.err.missed.value", "value", f)
		}
	}
	if len(out) == 1 && paired > 1 {
		out = bytes.Repeat(out, paired)
	}
	m := MissedRounds(out)
	return m, s.MissedAllowed(m, paired)
}

// decimalCommaHalves writes each half typed with a decimal comma (0,5, as
// Finnish and Estonian write it) as 0.5, so that its comma is not read as
// the one between two rounds' points: a 5 is no round's points, so 0,5
// standing alone between separators can only be a half. A comma in any
// other number (10,5, 0,50) is left as typed, to be refused as it was.
func decimalCommaHalves(text string) string {
	digit := func(i int) bool { return i >= 0 && i < len(text) && text[i] >= '0' && text[i] <= '9' }
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if strings.HasPrefix(text[i:], "0,5") && !digit(i-1) && !digit(i+3) {
			b.WriteString("0.5")
			i += 2
			continue
		}
		b.WriteByte(text[i])
	}
	return b.String()
}

// LateEntryByes is the event's setting for the rounds a late entry
// missed where the arbiter types nothing for them (Player.MissedRounds):
// a zero-point bye for each, FIDE C.04's default for a late entry who did
// not ask, a half-point bye for each, or none (LateByesTyped), the points
// typed for each entry. What is typed for an entry wins over it
// (Settings.MissedRoundsFor).
type LateEntryByes string

// The settings for a late entry's missed rounds; "" is an older file's,
// which typed them for each entry.
const (
	LateByesTyped LateEntryByes = ""
	LateByesZero  LateEntryByes = "zero"
	LateByesHalf  LateEntryByes = "half"
)

// LateEntryByesChoices are the settings offered, in the window's and the
// command line's order.
var LateEntryByesChoices = []LateEntryByes{LateByesTyped, LateByesZero, LateByesHalf}

// NameKey is the catalogue key of the setting's name ("zero-point bye
// for each round missed").
func (l LateEntryByes) NameKey() string {
	return "event.latebyes." + string(cmp.Or(l, "typed"))
}

// Set takes the setting as the command line reads it: none (or typed),
// zero or half; other text is refused and leaves the setting as it was.
func (l *LateEntryByes) Set(text string) error {
	switch v := LateEntryByes(strings.ToLower(strings.TrimSpace(text))); v {
	case "none", "typed":
		*l = LateByesTyped
	case LateByesZero, LateByesHalf:
		*l = v
	default:
		return engine.NewMessage("event.err.settings.latebyes.value", "value", text)
	}
	return nil
}

// validateLateEntryByes is the settings' rule for the late entries'
// missed rounds: one of the settings offered, and other than typed only
// where late entries join, an individual Swiss (PlayerAllowed).
func (s Settings) validateLateEntryByes() error {
	if !slices.Contains(LateEntryByesChoices, s.LateEntryByes) {
		return engine.NewMessage("event.err.settings.latebyes.value", "value", string(s.LateEntryByes))
	}
	if s.LateEntryByes != LateByesTyped && !s.System.IndividualSwiss() {
		return engine.NewMessage("event.err.settings.latebyes.system", "system", s.System.Name())
	}
	return nil
}

// MissedRoundsFor is what a late entry, joining once paired rounds are
// paired, is given for them: the points typed for him where any (they
// win over the setting), else a bye of the event's setting's kind
// (LateEntryByes) for each round. The front ends say which gave them
// (words.MissedRounds).
func (s Settings) MissedRoundsFor(typed MissedRounds, paired int) MissedRounds {
	if typed != "" || paired <= 0 {
		return typed
	}
	var code byte
	switch s.LateEntryByes {
	case LateByesZero:
		code = ByeZeroPoint.TRFCode()
	case LateByesHalf:
		code = ByeHalfPoint.TRFCode()
	default:
		return ""
	}
	return MissedRounds(bytes.Repeat([]byte{code}, paired))
}
