package rules

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
)

// The results a decision proposes are the engine's (engine.Result), named
// here as the rulings read. DoubleLoss is the unplayed or doubly forfeited
// game (FIDE 11.8, 1953 §17c: "one or both").
const (
	WhiteWins  = engine.WhiteWins
	BlackWins  = engine.BlackWins
	Draw       = engine.Draw
	Ongoing    = engine.Ongoing
	doubleLoss = engine.BothLose
)

// Continuation says how play goes on after a decision.
type Continuation string

// Continuations.
const (
	GameOver            Continuation = "game-over"             // the result stands
	Continue            Continuation = "continue"              // play on from the position on the board
	RestorePosition     Continuation = "restore-position"      // back to the position before the irregularity
	PromoteToQueen      Continuation = "promote-to-queen"      // 7.5.2: the pawn becomes a queen
	EndPromotion        Continuation = "complete-promotion"    // 1953 §9 note 2: the player completes it
	MakeAMove           Continuation = "make-a-move"           // 7.5.3: the player now makes his move
	ReplayFromError     Continuation = "replay-from-error"     // 1953 §15
	ReplayFromAdjourned Continuation = "replay-from-adjourned" // 1953 §15: wrong set-up at resumption
	MoveKing            Continuation = "move-king"             // castling undone: the king moves (4.4.3, 1953 §10)
	NewGame             Continuation = "new-game"              // annulled; a new game is played
	TransferPosition    Continuation = "transfer-position"     // 7.2.2: the position moves to a correct board
	PlayIntended        Continuation = "play-intended-move"    // 9.5.3: the announced move must be played
	WaitNextMove        Continuation = "wait-next-move"        // A.5.4
	Postponed           Continuation = "postponed"             // the arbiter decides later
	OfferStands         Continuation = "offer-stands"          // a valid draw offer awaits an answer
	SwitchIncrement     Continuation = "switch-increment"      // III.4: new clock setting
	StartWhiteClock     Continuation = "start-white-clock"     // both absent: White's time runs
	Seal                Continuation = "seal"                  // write the envelope
	OpenEnvelope        Continuation = "open-envelope"         // resumption steps
	StartClockWait      Continuation = "start-clock-wait"      // I.9.2: answerer absent
	SealReply           Continuation = "seal-reply"            // I.9.3: sealer absent
	NotCovered          Continuation = "not-covered"           // the ruleset has no rule: the arbiter judges
	ResultStands        Continuation = "result-stands"         // found too late to change the recorded result
	MoveTouched         Continuation = "move-touched"          // 4.3, 4.4, §14: a touched own piece moves
	CaptureTouched      Continuation = "capture-touched"       // 4.3, §14: a touched opponent's piece is taken
	RestoreOwnTime      Continuation = "restore-own-time"      // 7.4.1: the displacer re-establishes the position on his time
	CompleteScoresheets Continuation = "complete-scoresheets"  // 8.5.1, 8.5.2: scoresheets completed before play goes on
	ReconstructGame     Continuation = "reconstruct-game"      // 8.5.3: the game reconstructed on a second board
	ResumeAdjourned     Continuation = "resume-adjourned"      // I.12.1, 1953 §22: play goes on from the adjourned position
	MatchConceded       Continuation = "match-conceded"        // 1953 §27: the match is over, lost by the player who refused
)

// Key is the catalogue key of the continuation's label.
func (c Continuation) Key() string { return "rules.continuation." + string(c) }

// Sides holds a value per colour, in JSON as {"white": …, "black": …}.
type Sides struct {
	White int `json:"white"`
	Black int `json:"black"`
}

// Add adds n to side c.
func (s *Sides) Add(c engine.Color, n int) {
	if c == engine.White {
		s.White += n
	} else {
		s.Black += n
	}
}

// Get returns side c's value.
func (s Sides) Get(c engine.Color) int {
	if c == engine.White {
		return s.White
	}
	return s.Black
}

// Citation is one article a decision rests on.
type Citation struct {
	Ruleset string `json:"ruleset"` // "FIDE 2023"
	Article string `json:"article"` // "7.5.5"
	Topic   Topic  `json:"topic"`
	Key     string `json:"key"` // catalogue key of the topic's label
}

// String is the citation as printed: "FIDE 2023, 7.5.5".
func (c Citation) String() string { return c.Ruleset + ", " + c.Article }

// Warning is a warning proposed for a player.
type Warning struct {
	Player string `json:"player"` // "white" or "black"
	Key    string `json:"key"`
}

// Envelope is what an adjournment envelope must carry: the used times,
// nil (null) where they are not known, and the list of entries the
// ruleset requires (catalogue keys).
type Envelope struct {
	UsedWhiteSeconds *int     `json:"used_white_seconds"`
	UsedBlackSeconds *int     `json:"used_black_seconds"`
	Fields           []string `json:"fields"`
}

// UsedText is the time side has used as the printed envelope writes it
// (engine.ClockShort), or, where it is not known, the words that leave it
// to be written on the envelope by hand: every front end says it so.
func (e *Envelope) UsedText(side engine.Color, t func(key string, args map[string]any) string) string {
	secs := e.UsedWhiteSeconds
	if side == engine.Black {
		secs = e.UsedBlackSeconds
	}
	if secs == nil {
		return t("rules.envelope.time-unknown", nil)
	}
	return engine.FormatClock(time.Duration(*secs)*time.Second, engine.ClockShort)
}

// envelopeFields lists the entries on the envelope: FIDE I.2 (2014 E.2);
// the 1953 code (§21) asks for the surnames, the position, who sealed
// which move and the times used, and knows no draw offer or resumption
// entry.
func envelopeFields(r *Ruleset) []string {
	fields := []string{"names", "position", "times-used", "sealer", "move-number"}
	if r.FIDE {
		fields = append(fields, "draw-offer", "resumption")
	}
	for i, f := range fields {
		fields[i] = "rules.envelope." + f
	}
	return fields
}

// Decision is a proposed ruling.
type Decision struct {
	Ruleset     RulesetID    `json:"ruleset"`
	RulesetName string       `json:"ruleset_name"`
	GameType    GameType     `json:"game_type"`
	Supervised  bool         `json:"supervised"`
	Incident    IncidentKind `json:"incident"`
	Player      string       `json:"player,omitempty"` // the player the incident concerns
	// Result is "1-0", "0-1", "1/2-1/2", "0-0" (both lose) or "*" (play goes on).
	Result engine.Result `json:"result"`
	// Forfeit says the result is of a game never played (a player absent
	// past the default time): a forfeit, marked + and − in the crosstable,
	// not a game lost over the board (replay.ResultOf).
	Forfeit      bool         `json:"forfeit,omitempty"`
	Continuation Continuation `json:"continuation"`
	// TimeAdjust is the time to add (negative: deduct) per clock, in seconds.
	TimeAdjust Sides `json:"time_adjust_seconds"`
	// IncrementSwitchSeconds, when set, is the new per-move increment for
	// both players (quickplay finish, III.4).
	IncrementSwitchSeconds int       `json:"increment_switch_seconds,omitempty"`
	Warnings               []Warning `json:"warnings,omitempty"`
	// IllegalMoves counts each player's completed illegal moves after the
	// decision, where the decision concerns them.
	IllegalMoves *Sides `json:"illegal_moves,omitempty"`
	// DeviceWarnings counts warnings for electronic devices after it.
	DeviceWarnings *Sides `json:"device_warnings,omitempty"`
	// Record is what goes on the scoresheet, e.g. "(=)" for a draw offer.
	Record string `json:"record,omitempty"`
	// Moves are the moves a touch leaves the player (UCI, "e1g1" for
	// castling); empty when he may make any.
	Moves []string `json:"moves,omitempty"`
	// Touched are the squares of the pieces a touch-move ruling weighed as
	// touched with intent to move or take them (4.3), in the order
	// touched; empty for an adjustment announced or a contact found
	// accidental. With Moves they are the binding the ruling makes, which
	// the rulings log keeps beyond the window that made it: a further touch
	// on the same move comes after them, and a draw claim on that move is
	// lost (9.4).
	Touched []string `json:"touched,omitempty"`
	// Duty is what the ruling obliges a player to do beyond the result and
	// the continuation, as a catalogue key ("rules.duty.record").
	Duty string `json:"duty,omitempty"`
	// Envelope is the adjournment envelope's used times.
	Envelope *Envelope `json:"envelope,omitempty"`
	// Articles are the bare article references, e.g. "7.5.5" or "§18g".
	Articles  []string   `json:"articles"`
	Citations []Citation `json:"citations"`
	// ExplanationKey and ExplanationArgs say why, for translation.
	ExplanationKey  string         `json:"explanation_key"`
	ExplanationArgs map[string]any `json:"explanation_args,omitempty"`
	// Explanation is the rendered text, filled by Localize.
	Explanation string `json:"explanation,omitempty"`
	// PenaltyChoice: the Laws leave the penalty to the arbiter, from the
	// ruleset's list (Penalties).
	PenaltyChoice bool `json:"penalty_choice,omitempty"`
	// Notes are further remarks: event settings used, facts to confirm.
	Notes []engine.Message `json:"notes,omitempty"`
	// NoteTexts are the rendered notes, filled by Localize.
	NoteTexts []string `json:"note_texts,omitempty"`
}

// Ends reports whether the decision ends the game.
func (d *Decision) Ends() bool { return d.Result != Ongoing }

// Localize fills Explanation and NoteTexts through a translation function,
// typically an i18n catalogue's lookup.
func (d *Decision) Localize(t func(key string, args map[string]any) string) {
	d.RulesetName = citeName(d.Ruleset, t)
	// A copy: the decision localized is often a copy of one kept as it
	// was decided, whose citations it would otherwise share.
	d.Citations = slices.Clone(d.Citations)
	d.Articles = LocalArticles(d.Articles, t)
	for i := range d.Citations {
		d.Citations[i].Ruleset = d.RulesetName
		d.Citations[i].Article = LocalArticles([]string{d.Citations[i].Article}, t)[0]
	}
	args := localArgs(d.ExplanationArgs, t)
	args["citation"] = d.CitationText()
	d.Explanation = t(d.ExplanationKey, args)
	d.NoteTexts = d.NoteTexts[:0]
	for _, n := range d.Notes {
		d.NoteTexts = append(d.NoteTexts, t(n.Key, localArgs(n.Args, t)))
	}
}

// localArgs translates arguments that are themselves catalogue keys, such
// as a side ("rules.side.white") or a sealed-move state, and writes the
// citations, those of a decision read back from JSON too (citeRead).
func localArgs(in map[string]any, t func(string, map[string]any) string) map[string]any {
	out := map[string]any{}
	for k, v := range in {
		switch x := v.(type) {
		case string:
			if strings.HasPrefix(x, "rules.") {
				v = t(x, nil)
			} else if c, ok := citeRead(x); ok {
				v = c.Text(t)
			}
		case Cite:
			v = x.Text(t)
		}
		out[k] = v
	}
	return out
}

// sideKey is the catalogue key naming a side.
func sideKey(c engine.Color) string { return "rules.side." + c.String() }

// TimeText is the time the decision adds to or takes from the clocks as
// every door says it, in the words of t: "Time: Black +2:00", a clock
// left as it is unnamed; "" where neither changes. The desk said "+2:00"
// where the command line said "White +0 s, Black +120 s".
func (d *Decision) TimeText(t func(key string, args map[string]any) string) string {
	var adj []string
	for _, side := range []engine.Color{engine.White, engine.Black} {
		if n := time.Duration(d.TimeAdjust.Get(side)) * time.Second; n != 0 {
			sign := "+"
			if n < 0 {
				sign, n = "-", -n
			}
			adj = append(adj, t("rules.time-adjust", map[string]any{"side": t(sideKey(side), nil), "amount": sign + engine.FormatClock(n, engine.ClockShort)}))
		}
	}
	if len(adj) == 0 {
		return ""
	}
	return t("rules.time", map[string]any{"list": strings.Join(adj, "; ")})
}

// CitationText joins the citations: "FIDE 2023, 7.5.5, 6.9", the
// ruleset named in the reader's language once Localize has run.
func (d *Decision) CitationText() string { return citeText(d.RulesetName, d.Articles...) }

// Cite is a citation carried as a message's argument: localArgs writes it
// by citeText, the ruleset named in the reader's language.
type Cite struct {
	Ruleset  RulesetID
	Articles []string
}

// String is the citation as JSON and PGN carry every text, in English:
// "USSR 1953, §18a".
func (c Cite) String() string {
	name := string(c.Ruleset)
	if r, ok := Get(c.Ruleset); ok {
		name = r.Name
	}
	return citeText(name, c.Articles...)
}

// MarshalJSON writes the citation as String says.
func (c Cite) MarshalJSON() ([]byte, error) { return json.Marshal(c.String()) }

// citeRead is the citation a text written by MarshalJSON carries ("USSR
// 1953, §18a"): a decision read back from JSON (the rulings log's
// proposal, printed on the report) holds its notes' citations so, which
// are then written in the reader's words as the ruling first wrote them.
func citeRead(text string) (Cite, bool) {
	for _, id := range IDs() {
		r, _ := Get(id)
		if articles, ok := strings.CutPrefix(text, r.Name+", "); ok {
			return Cite{Ruleset: id, Articles: strings.Split(articles, ", ")}, true
		}
	}
	return Cite{}, false
}

// Text is the citation in the words of t: "NSVL 1953, §18a".
func (c Cite) Text(t func(key string, args map[string]any) string) string {
	return citeText(citeName(c.Ruleset, t), LocalArticles(c.Articles, t)...)
}

// articleWord is the catalogue key of an article cited by a word, not a
// number: the Laws' Preface ("Esipuhe"); "" for an article cited by its
// number. A switch, not a map, so that nothing is built at start.
func articleWord(article string) string {
	switch article {
	case "Preface":
		return "rules.article.preface"
	}
	return ""
}

// LocalArticles is articles as a citation in the words of t gives them:
// a copy, the articles cited by a word in those words.
func LocalArticles(articles []string, t func(key string, args map[string]any) string) []string {
	out := slices.Clone(articles)
	for i, a := range out {
		if key := articleWord(a); key != "" {
			out[i] = t(key, nil)
		}
	}
	return out
}

// citeName is the name a citation gives the ruleset in the words of t;
// an id the rules do not know is cited as it is.
func citeName(id RulesetID, t func(key string, args map[string]any) string) string {
	if r, ok := Get(id); ok {
		return t(r.CiteKey(), nil)
	}
	return string(id)
}

// citeText is how every front end cites articles of the ruleset named:
// "FIDE 2023, 7.5.5, 6.9".
func citeText(ruleset string, articles ...string) string {
	if len(articles) == 0 {
		return ruleset
	}
	return ruleset + ", " + strings.Join(articles, ", ")
}

// builder assembles a decision while a ruling runs.
type builder struct {
	r *Ruleset
	d Decision
}

func newBuilder(r *Ruleset, ev Event, in Incident) *builder {
	b := &builder{r: r}
	b.d = Decision{
		Ruleset: r.ID, RulesetName: r.Name, GameType: ev.Type, Supervised: ev.supervised(),
		Incident: in.Kind(),
		Result:   Ongoing, Continuation: Continue,
		Articles: []string{}, Citations: []Citation{},
	}
	if p, ok := in.Side(); ok {
		b.d.Player = p.String()
	}
	return b
}

// relabel names r as the ruleset of the decision and its citations, for
// a ruling made under the Laws r is built on.
func (b *builder) relabel(r *Ruleset) {
	b.r = r
	b.d.Ruleset, b.d.RulesetName = r.ID, r.Name
	b.d.Articles = b.d.Articles[:0]
	for i, c := range b.d.Citations {
		// The rules number some shared articles their own way (A.4.2.1
		// for the Laws' A.4.2); their annex's points stay out.
		if ref, ok := r.Articles[c.Topic]; ok && !strings.HasPrefix(ref, "FI ") {
			c.Article = ref
		}
		c.Ruleset = r.Name
		b.d.Citations[i] = c
		b.d.Articles = append(b.d.Articles, c.Article)
	}
}

// cite adds the ruleset's articles for the topics it covers.
func (b *builder) cite(topics ...Topic) *builder {
	for _, t := range topics {
		ref, ok := b.r.Articles[t]
		if !ok || slices.ContainsFunc(b.d.Citations, func(c Citation) bool { return c.Article == ref }) {
			continue
		}
		b.d.Articles = append(b.d.Articles, ref)
		b.d.Citations = append(b.d.Citations, Citation{Ruleset: b.r.Name, Article: ref, Topic: t, Key: topicKey(t)})
	}
	return b
}

// citeRapid cites articles of the rapid appendix; an unsupervised blitz
// game is ruled by them only through the blitz appendix's reference (2023
// B.3, 2014 and 2018 B.4), cited after them.
func (b *builder) citeRapid(ev Event, topics ...Topic) *builder {
	b.cite(topics...)
	if ev.Type == Blitz && !ev.supervised() {
		b.cite(topicBlitzByRapid)
	}
	return b
}

func (b *builder) explain(key string, args ...any) *builder {
	b.d.ExplanationKey = "rules.ruling." + key
	if len(args) > 0 {
		b.d.ExplanationArgs = engine.Args(args...)
	}
	return b
}

// unplayed makes the decision's result a forfeit, and says how the
// crosstable marks it.
func (b *builder) unplayed() *builder {
	b.d.Forfeit = true
	return b.note("forfeit-marks")
}

func (b *builder) note(key string, args ...any) *builder {
	m := engine.Message{Key: "rules.note." + key}
	if len(args) > 0 {
		m.Args = engine.Args(args...)
	}
	b.d.Notes = append(b.d.Notes, m)
	return b
}

func (b *builder) result(r engine.Result, c Continuation) *builder {
	b.d.Result = r
	b.d.Continuation = c
	return b
}

// win ends the game as a win for c.
func (b *builder) win(c engine.Color) *builder { return b.result(engine.Win(c), GameOver) }

func (b *builder) draw() *builder { return b.result(Draw, GameOver) }

func (b *builder) addTime(c engine.Color, d time.Duration) *builder {
	b.d.TimeAdjust.Add(c, int(d/time.Second))
	return b
}

func (b *builder) warn(c engine.Color, key string) *builder {
	b.d.Warnings = append(b.d.Warnings, Warning{Player: c.String(), Key: "rules.warning." + key})
	return b
}

// choosePenalty cites 12.9 and leaves the penalty to the arbiter, who
// is shown the ruleset's list.
func (b *builder) choosePenalty() *builder {
	b.d.PenaltyChoice = true
	return b.cite(topicPenalties)
}

func (b *builder) done() Decision { return b.d }

// newError builds a rules error: an engine.Message with a key for
// translation.
func newError(key string, args map[string]any) *engine.Message {
	return &engine.Message{Key: key, Args: args}
}

// ApplyToClock carries the decision's time adjustments and any new
// per-move increment onto the clock, once the arbiter accepts it.
func (d *Decision) ApplyToClock(c *clock.Clock) error {
	for _, side := range []engine.Color{engine.White, engine.Black} {
		if n := d.TimeAdjust.Get(side); n != 0 {
			if err := c.Adjust(side, time.Duration(n)*time.Second); err != nil {
				return err
			}
		}
	}
	if d.IncrementSwitchSeconds > 0 {
		c.QuickplaySwitch(time.Duration(d.IncrementSwitchSeconds) * time.Second)
	}
	return nil
}
