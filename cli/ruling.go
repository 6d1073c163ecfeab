package cli

import (
	"errors"
	"flag"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/tournament"
)

func init() {
	Register(Command{
		Name:  "ruling",
		Usage: "ruling KIND [--ruleset R] [--type standard|rapid|blitz | --control TC] [--supervised] [--pgn GAME.pgn] [options] [--json]   (KIND also as --incident KIND; ruling KIND --help lists the options KIND reads)",
		Run:   runRuling,
	})
}

// colorFlag reads "white" or "black".
type colorFlag struct{ c *engine.Color }

func (f colorFlag) String() string {
	if f.c == nil {
		return "white"
	}
	return f.c.String()
}

func (f colorFlag) Set(s string) error {
	switch strings.ToLower(s) {
	case "white", "w":
		*f.c = engine.White
	case "black", "b":
		*f.c = engine.Black
	default:
		return fmt.Errorf("%q is neither white nor black", s)
	}
	return nil
}

// controlFlag reads whether the time control's moves are made: given
// alone or "=true" it is reached, "=false" it is not; absent, unstated.
type controlFlag struct{ c *rules.ControlState }

func (f controlFlag) String() string { return "" }

func (f controlFlag) IsBoolFlag() bool { return true }

func (f controlFlag) Set(s string) error {
	switch strings.ToLower(s) {
	case "true", "yes":
		*f.c = rules.ControlReached
	case "false", "no":
		*f.c = rules.ControlNotReached
	default:
		return fmt.Errorf("%q: use true or false", s)
	}
	return nil
}

// verdictFlag reads "yes" (can mate), "no" (cannot) or "" (not known).
type verdictFlag struct{ v *rules.Verdict }

func (f verdictFlag) String() string { return "" }

func (f verdictFlag) Set(s string) error {
	switch strings.ToLower(s) {
	case "yes", "true":
		*f.v = rules.CanMate
	case "no", "false":
		*f.v = rules.CannotMate
	default:
		return fmt.Errorf("%q: use yes or no", s)
	}
	return nil
}

func runRuling(env *Env, args []string) error {
	var (
		ev      rules.Event
		in      rules.Incident
		f       rules.Facts
		canMate [2]rules.Verdict
		// declinedBy is the side whose draw offer was declined last
		// (1953 §18e); declinedSet says the option was given.
		declinedBy engine.Color
		counts     struct{ illegal, device, adjust [2]int }
	)
	fs := NewFlags("ruling")
	rulesetName := fs.String("ruleset", string(rules.DefaultRuleset), "FIDE2023, FIDE2018, FIDE2014, USSR1953 or FI-BLITZ2018")
	typeName := fs.String("type", "", "standard, rapid or blitz (default: from --control, else standard; blitz under FI-BLITZ2018)")
	control := fs.String("control", "", "time control, e.g. 40/120+20/60+30'+30\" or 3+2")
	pgnPath := fs.String("pgn", "", "the game so far (its last position is the one ruled on)")
	gameNo := fs.Int("game", 1, "which game of the PGN file")
	kind := fs.String("incident", "", "incident kind: "+kindList())
	asJSON := fs.Bool("json", false, "print the decision as JSON (English explanation)")
	compare := fs.Bool("compare", false, "decide under all five rulesets side by side and say which decide otherwise than --ruleset")
	illegal := fs.String("illegal", "", "illegal move kind: no-promotion, clock-without-move, two-hands, king-capture, castling (none: a move against the rules of the pieces)")
	perpetual := fs.Bool("perpetual-check", false, "the arbiter states perpetual check (1953 §18d); without it the record is searched for one")
	finding := fs.String("finding", "", "arbiter's finding on a quickplay claim: draw, postpone or reject")
	sealed := fs.String("sealed", "", "the sealed move as written, read against the PGN's last position")
	intendedMove := fs.String("intended-move", "", "a draw claim's written, intended move (checked against the PGN)")
	langName := fs.String("lang", string(engine.English), "the notation --sealed and --intended-move are written in, the event's: en, fi, et, ru or de; only its piece letters are read")
	touched := fs.String("touch", "", "touch-move: the squares of the pieces touched, in order, own or opponent's (e.g. g1,e5); the position is the PGN's last, else the start")
	released := fs.String("released", "", "touch-move: the square the touched piece was put down on and let go (4.7)")
	promotedTo := fs.String("promoted-to", "", "touch-move: the new piece that touched the promotion square, q, r, b or n (4.4.4)")
	var touch rules.Touch
	lateness := fs.Duration("lateness", -1, "default time stated by the event (e.g. 30m)")
	fs.Var(colorFlag{&in.Player}, "player", "the `side` concerned: white or black")
	fs.Var(colorFlag{&in.FirstFlag}, "first-flag", "the `side` whose flag fell first: white or black")
	fs.Var(controlFlag{&in.Control}, "control-reached", "1953 §21: the time control's moves are made (=false: they are not, so adjourning needs --arbiter-consent); absent: not stated")
	fs.Var(verdictFlag{&canMate[engine.White]}, "white-can-mate", "`yes|no`: can White still checkmate")
	fs.Var(verdictFlag{&canMate[engine.Black]}, "black-can-mate", "`yes|no`: can Black still checkmate")
	fs.StringVar(&ev.National, "national", "", "national practice, e.g. FI")
	fs.StringVar(&ev.DevicePolicy, "device-policy", "", "loss or warning-first")
	fs.DurationVar(&ev.SupervisedBlitzPenalty, "supervised-blitz-penalty", 0, "FIDE 2023 supervised blitz penalty (default 1m)")
	fs.IntVar(&ev.NoDrawBefore, "no-draw-before", 0, "no draws before this many moves each")
	fs.DurationVar(&in.Late, "late", 0, "how late the player (or both) arrived; at a resumption, the player who answers the sealed move")
	fs.DurationVar(&in.SealerLate, "sealer-late", 0, "resumption: how late the player who sealed the move arrived")
	fs.Var(colorFlag{&declinedBy}, "declined-offer-by", "1953 §18e: the `side` whose last draw offer was declined, the opponent not having offered since (without --pgn)")
	fs.DurationVar(&in.Remaining, "remaining", 0, "the player's remaining time (quickplay, scoresheet duty)")
	fs.DurationVar(&in.Increment, "increment", 0, "the increment per move now in force (scoresheet duty)")
	fs.DurationVar(&in.Correction[engine.White], "correct-white", 0, "clock correction for White (negative to deduct)")
	fs.DurationVar(&in.Correction[engine.Black], "correct-black", 0, "clock correction for Black")
	fs.DurationVar(&in.After[engine.White], "after-white", 0, "White's clock after the correction")
	fs.DurationVar(&in.After[engine.Black], "after-black", 0, "Black's clock after the correction")
	fs.DurationVar(&in.Session, "session", 0, "length of the playing session (adjournment)")
	fs.DurationVar(&in.SessionLeft, "session-left", 0, "time left in the session (default: session minus both used times)")
	fs.DurationVar(&in.Used[engine.White], "used-white", 0, "time White has used")
	fs.DurationVar(&in.Used[engine.Black], "used-black", 0, "time Black has used")
	fs.IntVar(&in.PriorRequests, "prior-requests", 0, "requests to see the scoresheet made before")
	fs.IntVar(&counts.illegal[engine.White], "illegal-moves-white", 0, "illegal moves White has already made")
	fs.IntVar(&counts.illegal[engine.Black], "illegal-moves-black", 0, "illegal moves Black has already made")
	fs.IntVar(&counts.device[engine.White], "device-warnings-white", 0, "device warnings White has had")
	fs.IntVar(&counts.device[engine.Black], "device-warnings-black", 0, "device warnings Black has had")
	fs.IntVar(&counts.adjust[engine.White], "adjust-warnings-white", 0, "adjusting warnings White has had")
	fs.IntVar(&counts.adjust[engine.Black], "adjust-warnings-black", 0, "adjusting warnings Black has had")
	for _, b := range []struct {
		name, usage string
		dst         *bool
	}{
		{"supervised", "rapid or blitz with adequate supervision", &ev.Supervised},
		{"fide-rated", "the event is FIDE-rated", &ev.FIDERated},
		{"championship", "the event is a championship", &ev.Championship},
		{"first-illegal-loses", "event rule: the first illegal move loses", &ev.FirstIllegalLoses},
		{"both-zero-draw", "event rule: both clocks at zero is a draw", &ev.BothZeroDraw},
		{"flag-claim-only", "event rule (FI 2, other practice): the arbiter does not call flags in blitz; the opponent claims", &ev.FlagClaimOnly},
		{"quickplay-finish", "the quickplay-finish guidelines are in force", &ev.QuickplayFinish},
		{"no-quickplay-finish", "the regulations exclude Appendix G (Finland, 2014)", &ev.NoQuickplayFinish},
		{"claimed", "the opponent claimed (else the arbiter saw it)", &in.Claimed},
		{"opponent-moved", "the opponent has completed his next move", &in.OpponentMoved},
		{"after-game", "found only after the game", &in.AfterGame},
		{"next-round-started", "the next round has started", &in.NextRoundStarted},
		{"last-round", "the game is of the last round", &in.LastRound},
		{"control-met", "the flagged player had made the moves required", &in.ControlMet},
		{"claimant-flag-down", "the claimant's own flag was down", &in.ClaimantFlagDown},
		{"order-known", "the clock shows which flag fell first", &in.OrderKnown},
		{"final-period", "the last period was running", &in.FinalPeriod},
		{"correct", "the draw claim is correct", &in.Correct},
		{"intended", "the claim is by an intended move", &in.Intended},
		{"touched", "the claimant had touched a piece", &in.TouchedPiece},
		{"flag-during-check", "the claimant's flag fell while the claim was checked", &in.FlagDuringCheck},
		{"long-win", "the win needs more than 50 moves (1953 §18f)", &in.LongWin},
		{"on-move", "the offering player had not yet made his move", &in.OnMove},
		{"declined-by-touch", "draw offer: the opponent touched a piece to move or capture it instead of answering (9.1.2.1)", &in.DeclinedByTouch},
		{"found-later", "displaced pieces: found during the game after play went on (7.6), not at once (7.4)", &in.FoundLater},
		{"not-restored", "displaced pieces: the player pressed his clock without re-establishing the position (7.4.3)", &in.NotRestored},
		{"valid-reason", "clock stopped: the player had a valid reason to stop it (6.11.4)", &in.ValidReason},
		{"both-players", "persistent refusal: both players refuse to comply with the Laws (11.8)", &in.BothPlayers},
		{"valid-excuse", "the late player has a valid excuse (1953)", &in.ValidExcuse},
		{"arbiter-excuses", "the arbiter decides otherwise on lateness, at the start or at resumption (6.7.1, I.10)", &in.ArbiterExcuses},
		{"board-turned", "the board was turned, not the pieces misplaced", &in.BoardTurned},
		{"chess960", "the game is Chess960", &in.Chess960},
		{"still-after-next-move", "the illegal position is still there after the next move", &in.StillAfterNextMove},
		{"before-first-control", "the first time control is still ahead", &in.BeforeFirstControl},
		{"resumed", "the game was resumed after adjournment", &in.Resumed},
		{"schedule-affected", "the settings would harm the event's schedule", &in.ScheduleAffected},
		{"has-increment", "the time control adds time per move", &in.HasIncrement},
		{"arbiter-absent", "no arbiter is present", &in.ArbiterAbsent},
		{"offer-accepted", "the opponent accepted the draw offer", &in.OfferAccepted},
		{"arbiter-agrees", "the arbiter agrees to the new clock setting", &in.ArbiterAgrees},
		{"arbiter-consent", "the arbiter consents to adjourning", &in.ArbiterConsent},
		{"already-ended", "the game had already ended otherwise", &in.AlreadyEnded},
		{"answerer-present", "the player who answers the sealed move is present", &in.AnswererPresent},
		{"sealer-present", "the player who sealed is present", &in.SealerPresent},
		{"arbiter-forfeits", "the arbiter declares the game lost as the penalty for a breach of conduct", &in.ArbiterForfeits},
		{"moved", "the claimant has already made his next move on the board (without --pgn; with it the record says)", &in.Moved},
		{"adjusted", "touch-move: the player said first that he adjusts (j'adoube, korjaan, kohendan)", &touch.Announced},
		{"accidental", "touch-move: the contact was clearly accidental", &touch.Accidental},
	} {
		fs.BoolVar(b.dst, b.name, false, b.usage)
	}
	pos, err := Parse(fs, args)
	if h := (helpRequest{}); errors.As(err, &h) {
		return kindHelp(fs, args)
	}
	if err != nil {
		return err
	}
	switch {
	case len(pos) > 1 || len(pos) == 1 && *kind != "" && *kind != pos[0]:
		return usagef("app.usage.args", "want", "KIND", "got", len(pos))
	case len(pos) == 1:
		*kind = pos[0]
	case *kind == "":
		return usagef("app.usage.incident", "kinds", kindList())
	}
	if ev.Ruleset, err = rules.ParseRuleset(*rulesetName); err != nil {
		return err
	}
	if in.Kind, err = rules.ParseIncidentKind(*kind); err != nil {
		return err
	}
	if err := readsAll(fs, in.Kind); err != nil {
		return err
	}
	declinedSet := false
	fs.Visit(func(f *flag.Flag) { declinedSet = declinedSet || f.Name == "declined-offer-by" })
	in.Illegal = rules.IllegalKind(*illegal)
	in.Finding = rules.Finding(*finding)
	if *lateness >= 0 {
		ev.Lateness = lateness
	}
	switch {
	case *typeName != "":
		if ev.Type, err = rules.ParseGameType(*typeName); err != nil {
			return err
		}
	case *control != "":
		tc, err := clock.Parse(*control)
		if err != nil {
			return err
		}
		ev = rules.EventFromControl(ev, tc)
		if slices.Contains(in.Kind.Reads(), "has_increment") {
			in.HasIncrement = in.HasIncrement || tc.HasIncrement()
		}
	}
	lang, ok := notationLang(*langName)
	if !ok {
		return usagef("app.usage.flag-value", "value", *langName, "flag", "--lang")
	}
	var g *engine.Game
	if *pgnPath != "" {
		if g, err = gameFromPGN(*pgnPath, *gameNo); err != nil {
			return err
		}
	} else if in.Kind == rules.KindTouchMove {
		g = engine.NewGame(engine.StartPosition())
	}
	if in.Kind == rules.KindTouchMove {
		if in.Touch, err = readTouch(touch, *touched, *released, *promotedTo); err != nil {
			return err
		}
	}
	if *pgnPath != "" {
		if *sealed != "" {
			_, in.Sealed = rules.InterpretSealed(g.Position(), *sealed, lang)
		}
	} else if *sealed != "" || *intendedMove != "" {
		return usagef("app.usage.sealed")
	}
	// under reads the record as a ruleset reads it, and the arbiter's own
	// findings (who can still mate, the counts so far) override it.
	under := func(rs rules.RulesetID, f *rules.Facts, in *rules.Incident) error {
		if g != nil {
			var err error
			if *f, err = rules.FactsFromGame(rs, g, 0); err != nil {
				return err
			}
			if in.Kind == rules.KindClaimThreefold || in.Kind == rules.KindClaimFifty {
				// With the record at hand the claim is checked, not taken on trust.
				if _, err := checkClaim(g, rs, in, *intendedMove, lang); err != nil {
					return err
				}
			}
		}
		for c, v := range canMate {
			if v == rules.Undetermined {
				continue
			}
			if engine.Color(c) == engine.White {
				f.WhiteCanMate = v
			} else {
				f.BlackCanMate = v
			}
		}
		f.PerpetualCheck = f.PerpetualCheck || *perpetual
		if declinedSet {
			f.LastDeclinedOfferBy = &declinedBy
		}
		for c := engine.White; c <= engine.Black; c++ {
			f.IllegalMoves.Add(c, counts.illegal[c])
			f.DeviceWarnings.Add(c, counts.device[c])
			f.AdjustWarnings.Add(c, counts.adjust[c])
		}
		return nil
	}
	cat := env.Cat
	if *asJSON {
		cat = i18n.For(i18n.English)
	}
	if *compare {
		c, err := rules.Compare(ev, f, in, under)
		if err != nil {
			return err
		}
		c.Localize(cat.TMap)
		if *asJSON {
			return writeJSON(env.Stdout, c)
		}
		printComparison(env, c)
		return nil
	}
	if err := under(ev.Ruleset, &f, &in); err != nil {
		return err
	}
	d, err := rules.Decide(ev, f, in)
	if err != nil {
		return err
	}
	d.Localize(cat.TMap)
	if *asJSON {
		return writeJSON(env.Stdout, d)
	}
	printDecision(env, d)
	if len(d.Moves) > 0 {
		printMoves(env, g.Position(), d.Moves, lang)
	}
	return nil
}

// incidentFlags names the incident detail each option sets (an Incident
// field by its JSON name), so that an option the incident does not read
// is refused rather than ignored.
var incidentFlags = map[string]string{
	"player": "player", "first-flag": "first_flag", "control-reached": "control", "illegal": "illegal",
	"finding": "finding", "sealed": "sealed", "intended-move": "intended", "late": "late", "remaining": "remaining",
	"increment": "increment", "correct-white": "correction", "correct-black": "correction",
	"after-white": "after", "after-black": "after", "session": "session", "session-left": "session_left",
	"used-white": "used", "used-black": "used", "prior-requests": "prior_requests",
	"claimed": "claimed", "opponent-moved": "opponent_moved", "after-game": "after_game",
	"next-round-started": "next_round_started", "last-round": "last_round", "control-met": "control_met",
	"claimant-flag-down": "claimant_flag_down", "order-known": "order_known", "final-period": "final_period",
	"correct": "correct", "intended": "intended", "touched": "touched_piece", "flag-during-check": "flag_during_check",
	"long-win": "long_win", "on-move": "on_move", "declined-by-touch": "declined_by_touch", "found-later": "found_later",
	"not-restored": "not_restored", "valid-reason": "valid_reason", "both-players": "both_players", "valid-excuse": "valid_excuse", "arbiter-excuses": "arbiter_excuses",
	"board-turned": "board_turned", "chess960": "chess960", "still-after-next-move": "still_after_next_move",
	"before-first-control": "before_first_control", "resumed": "resumed", "schedule-affected": "schedule_affected",
	"has-increment": "has_increment", "arbiter-absent": "arbiter_absent", "offer-accepted": "offer_accepted",
	"arbiter-agrees": "arbiter_agrees", "arbiter-consent": "arbiter_consent", "already-ended": "already_ended",
	"answerer-present": "answerer_present", "sealer-present": "sealer_present", "sealer-late": "sealer_late", "arbiter-forfeits": "arbiter_forfeits",
	"moved": "moved", "touch": "touch", "adjusted": "touch", "accidental": "touch", "released": "touch",
	"promoted-to": "touch",
}

// kindHelp answers --help: with the incident kind named (the first word
// that is one, or --incident's value), the options of the event and the
// record and those the kind reads; without, every option.
func kindHelp(fs *flag.FlagSet, args []string) error {
	var k rules.IncidentKind
	for i, a := range args {
		name := a
		if v, ok := strings.CutPrefix(strings.TrimLeft(a, "-"), "incident="); ok {
			name = v
		} else if strings.TrimLeft(a, "-") == "incident" && i+1 < len(args) {
			name = args[i+1]
		}
		if parsed, err := rules.ParseIncidentKind(name); err == nil {
			k = parsed
			break
		}
	}
	if k == "" {
		return helpRequest{fs}
	}
	only := NewFlags(fs.Name())
	fs.VisitAll(func(f *flag.Flag) {
		if field, ok := incidentFlags[f.Name]; !ok || field == "player" && k.ReadsPlayer() || slices.Contains(k.Reads(), field) {
			only.Var(f.Value, f.Name, f.Usage)
		}
	})
	return helpRequest{only}
}

// readsAll refuses the options given that the incident does not read,
// naming those it does.
func readsAll(fs *flag.FlagSet, k rules.IncidentKind) error {
	reads := func(field string) bool {
		return field == "player" && k.ReadsPlayer() || slices.Contains(k.Reads(), field)
	}
	var unread []string
	fs.Visit(func(f *flag.Flag) {
		if field, ok := incidentFlags[f.Name]; ok && !reads(field) {
			unread = append(unread, "--"+f.Name)
		}
	})
	if len(unread) == 0 {
		return nil
	}
	var known []string
	for name, field := range incidentFlags {
		if reads(field) {
			known = append(known, "--"+name)
		}
	}
	sort.Strings(known)
	if len(known) == 0 {
		return usagef("app.usage.not-read-none", "flags", strings.Join(unread, ", "), "incident", string(k))
	}
	return usagef("app.usage.not-read", "flags", strings.Join(unread, ", "), "incident", string(k), "reads", strings.Join(known, ", "))
}

// readTouch reads the touch-move options: the squares in order, the square
// the piece was let go on, the promoted piece's letter.
func readTouch(t rules.Touch, squares, released, promoted string) (*rules.Touch, error) {
	square := func(flag, s string) (engine.Square, error) {
		sq, ok := engine.ParseSquare(strings.ToLower(strings.TrimSpace(s)))
		if !ok {
			return 0, usagef("app.usage.flag-value", "value", s, "flag", flag)
		}
		return sq, nil
	}
	for _, s := range strings.Split(squares, ",") {
		if strings.TrimSpace(s) == "" {
			continue
		}
		sq, err := square("--touch", s)
		if err != nil {
			return nil, err
		}
		t.Squares = append(t.Squares, sq)
	}
	if released != "" {
		sq, err := square("--released", released)
		if err != nil {
			return nil, err
		}
		t.ReleasedOn = &sq
	}
	if promoted != "" {
		roles := map[string]engine.Role{"q": engine.Queen, "r": engine.Rook, "b": engine.Bishop, "n": engine.Knight}
		r, ok := roles[strings.ToLower(strings.TrimSpace(promoted))]
		if !ok {
			return nil, usagef("app.usage.flag-value", "value", promoted, "flag", "--promoted-to")
		}
		t.PromotedTo = r
	}
	return &t, nil
}

// printMoves lists the moves a touch leaves, in the event's notation.
func printMoves(env *Env, p engine.Position, moves []string, lang engine.Lang) {
	var out []string
	for _, m := range rules.MovesOf(&p, moves) {
		out = append(out, p.Format(m, engine.Notation{Lang: lang, Style: engine.SAN}))
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("rules.touch.moves-left", "moves", strings.Join(out, ", ")))
}

func gameFromPGN(path string, n int) (*engine.Game, error) {
	f, err := fileio.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Read game by game up to game n: a bad game elsewhere in the file
	// does not stand in the way, and the rest of the file is not read.
	count := 0
	var pg engine.PGNGame
	for g, err := range engine.ReadPGN(f) {
		count++
		if count == n {
			if err != nil {
				return nil, err
			}
			pg = g
			break
		}
	}
	if count == 0 {
		return nil, errCLI("app.cli.pgn.empty", "file", path)
	}
	if n < 1 || n > count {
		return nil, BadValue(errCLI("app.cli.pgn.game", "n", n, "file", path, "count", count))
	}
	g := engine.NewGame(pg.Start)
	for _, m := range pg.Moves {
		if err := g.Append(engine.GameMove{Move: m.Move, Clock: m.Clock, HasClock: m.HasClock}); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// notationLang reads a notation language name: en, fi, et, ru or de.
func notationLang(s string) (engine.Lang, bool) {
	for _, l := range engine.Langs {
		if strings.EqualFold(strings.TrimSpace(s), string(l)) {
			return l, true
		}
	}
	return "", false
}

// checkClaim verifies a threefold or fifty-move claim on the record, with
// the claimant's written move if any (read in lang's notation only), and
// sets the incident's Correct and Intended accordingly.
func checkClaim(g *engine.Game, rs rules.RulesetID, in *rules.Incident, intended string, lang engine.Lang) (rules.ClaimRuling, error) {
	m := engine.NoMove
	if intended != "" {
		p := g.Position()
		var err error
		if m, err = p.ParseLenient(intended, lang); err != nil {
			return rules.ClaimRuling{}, err
		}
	}
	return rules.CheckClaim(rs, g, in, m)
}

func printDecision(env *Env, d rules.Decision) {
	c := env.Cat
	fmt.Fprintln(env.Stdout, d.CitationText())
	if d.Ends() {
		fmt.Fprintln(env.Stdout, c.T("rules.cli.result", "result", tournament.GameResult(d.Result).Text(c.T)))
	}
	fmt.Fprintln(env.Stdout, "→ "+c.T(d.Continuation.Key()))
	fmt.Fprintln(env.Stdout, d.Explanation)
	if d.TimeAdjust.White != 0 || d.TimeAdjust.Black != 0 {
		fmt.Fprintln(env.Stdout, c.T("rules.cli.time", "white", signed(d.TimeAdjust.White), "black", signed(d.TimeAdjust.Black)))
	}
	if d.IncrementSwitchSeconds > 0 {
		fmt.Fprintln(env.Stdout, c.T("rules.cli.increment", "seconds", d.IncrementSwitchSeconds))
	}
	for _, w := range d.Warnings {
		fmt.Fprintln(env.Stdout, c.T(w.Key))
	}
	if d.Envelope != nil {
		fmt.Fprintln(env.Stdout, c.T("rules.cli.envelope",
			"white", clockText(d.Envelope.UsedWhiteSeconds), "black", clockText(d.Envelope.UsedBlackSeconds)))
		for _, f := range d.Envelope.Fields {
			fmt.Fprintln(env.Stdout, c.T("rules.cli.envelope-field", "field", c.T(f)))
		}
	}
	for _, n := range d.NoteTexts {
		fmt.Fprintln(env.Stdout, "— "+n)
	}
}

// printComparison prints each edition's decision, the event's own first,
// and what each of the others decides otherwise.
func printComparison(env *Env, c rules.Comparison) {
	cat := env.Cat
	for i, e := range c.Editions {
		if i > 0 {
			fmt.Fprintln(env.Stdout)
		}
		if e.Decision == nil {
			fmt.Fprintln(env.Stdout, e.NotApplicableText)
			continue
		}
		printDecision(env, *e.Decision)
		switch {
		case i == 0:
			fmt.Fprintln(env.Stdout, cat.T("rules.compare.reference"))
		case len(e.Differs) == 0:
			fmt.Fprintln(env.Stdout, cat.T("rules.compare.same", "reference", c.Editions[0].RulesetName))
		default:
			aspects := make([]string, len(e.Differs))
			for j, a := range e.Differs {
				aspects[j] = cat.T(rules.DiffersKey(a))
			}
			fmt.Fprintln(env.Stdout, cat.T("rules.compare.differs", "reference", c.Editions[0].RulesetName, "aspects", strings.Join(aspects, ", ")))
		}
	}
}

func signed(n int) string { return fmt.Sprintf("%+d", n) }

func clockText(secs int) string {
	return engine.FormatClock(time.Duration(secs)*time.Second, engine.ClockShort)
}

func kindList() string {
	names := make([]string, 0, len(rules.Kinds()))
	for _, k := range rules.Kinds() {
		names = append(names, string(k))
	}
	return strings.Join(names, ", ")
}
