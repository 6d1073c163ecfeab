package cli

import (
	"flag"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
)

// detailUsage is the meaning of each option that states a detail of an
// incident; which kinds take it is said once, by bindKind.
var detailUsage = map[string]string{
	"player":                "the `side` concerned: white or black",
	"first-flag":            "the `side` whose flag fell first: white or black",
	"flag-down":             "agreement: the `side` whose flag was down on the clock when the draw was agreed: white or black",
	"agreed-first":          "agreement: the players agreed before the flag was noticed or claimed (6.8)",
	"control-reached":       "1953 §21: the time control's moves are made (=false: they are not, so adjourning needs --arbiter-consent); absent: not stated",
	"illegal":               "illegal move kind: no-promotion, clock-without-move, two-hands, king-capture, castling (none: a move against the rules of the pieces)",
	"finding":               "arbiter's finding on a quickplay claim: draw, postpone or reject",
	"sealed":                "the sealed move as written, read against the PGN's last position",
	"intended-move":         "a draw claim's written, intended move (checked against the PGN)",
	"touch":                 "touch-move: the squares of the pieces touched, in order, own or opponent's (e.g. g1,e5); the position is the PGN's last, else the start",
	"released":              "touch-move: the square the touched piece was put down on and let go (4.7)",
	"promoted-to":           "touch-move: the new piece that touched the promotion square, q, r, b or n (4.4.4)",
	"adjusted":              "touch-move: the player said first that he adjusts (j'adoube, korjaan, kohendan)",
	"accidental":            "touch-move: the contact was clearly accidental",
	"late":                  "how late the player (or both) arrived; at a resumption, the player who answers the sealed move",
	"sealer-late":           "resumption: how late the player who sealed the move arrived",
	"started":               "lateness: the clock time the round actually started (e.g. 15:15), with --arrived instead of --late",
	"arrived":               "lateness: the clock time the player arrived (e.g. 15:46), with --started",
	"remaining":             "the player's remaining time (quickplay, scoresheet duty)",
	"increment":             "the increment per move now in force (scoresheet duty)",
	"correct-white":         "clock correction for White (negative to deduct)",
	"correct-black":         "clock correction for Black",
	"after-white":           "White's clock after the correction",
	"after-black":           "Black's clock after the correction",
	"session":               "length of the playing session (adjournment)",
	"session-left":          "time left in the session (default: session minus both used times)",
	"used-white":            "time White has used",
	"used-black":            "time Black has used",
	"prior-requests":        "requests to see the scoresheet made before",
	"claimed":               "the opponent claimed (else the arbiter saw it)",
	"opponent-moved":        "the opponent has completed his next move",
	"after-game":            "found only after the game",
	"next-round-started":    "the next round has started",
	"last-round":            "the game is of the last round",
	"control-met":           "the flagged player had made the moves required",
	"claimant-flag-down":    "the claimant's own flag was down",
	"order-known":           "the clock shows which flag fell first",
	"final-period":          "the last period was running",
	"correct":               "the draw claim (Chess960: the castling) is correct",
	"intended":              "the claim is by an intended move",
	"touched":               "the claimant had touched a piece",
	"flag-during-check":     "the claimant's flag fell while the claim was checked",
	"long-win":              "the win needs more than 50 moves (1953 §18f)",
	"on-move":               "the player had the move (a draw offer: he had not yet made his move)",
	"after-sealing":         "draw offer: made after the opponent sealed his move (I.4)",
	"neither-kept":          "scoresheets: neither player kept his scoresheet up to date (8.5.1)",
	"no-complete-record":    "scoresheets: no complete scoresheet is at hand (8.5.3)",
	"flag-unproven":         "scoresheets: once completed they cannot show that a player overstepped the time (8.6)",
	"area-only":             "left the playing area only, not the playing venue (11.2.3.2)",
	"permitted":             "left with the arbiter's permission",
	"extra-white":           "outside disturbance: extra time the arbiter gives White (12.5)",
	"extra-black":           "outside disturbance: extra time the arbiter gives Black (12.5)",
	"times-unknown":         "missing envelope: the times used cannot be re-established (I.12.1)",
	"position-lost":         "missing envelope: the position cannot be re-established (I.12.2)",
	"sealed-in-doubt":       "missing envelope: the arbiter doubts the sealed move the players restore (1953 §22)",
	"declined-by-touch":     "draw offer: the opponent touched a piece to move or capture it instead of answering (9.1.2.1)",
	"found-later":           "displaced pieces: found during the game after play went on (7.6), not at once (7.4)",
	"not-restored":          "displaced pieces: the player pressed his clock without re-establishing the position (7.4.3)",
	"valid-reason":          "clock stopped: the player had a valid reason to stop it (6.11.4)",
	"both-players":          "persistent refusal: both players refuse to comply with the Laws (11.8)",
	"valid-excuse":          "the late player has a valid excuse (1953)",
	"arbiter-excuses":       "the arbiter decides otherwise on lateness, at the start or at resumption (6.7.1, I.10)",
	"board-turned":          "the board was turned, not the pieces misplaced",
	"chess960":              "the game is Chess960",
	"still-after-next-move": "the illegal position is still there after the next move",
	"before-first-control":  "the first time control is still ahead",
	"resumed":               "the game was resumed after adjournment",
	"schedule-affected":     "the settings would harm the event's schedule",
	"has-increment":         "the time control adds time per move",
	"arbiter-absent":        "no arbiter is present",
	"offer-accepted":        "the opponent accepted the draw offer",
	"arbiter-agrees":        "the arbiter agrees to the new clock setting",
	"arbiter-consent":       "the arbiter consents to adjourning",
	"already-ended":         "the game had already ended otherwise",
	"answerer-present":      "the player who answers the sealed move is present",
	"sealer-present":        "the player who sealed is present",
	"arbiter-forfeits":      "the arbiter declares the game lost as the penalty for a breach of conduct",
	"moved":                 "the claimant has already made his next move on the board (without --pgn; with it the record says)",
}

// written is what an incident's options give as text, read once the
// record is at hand: the touch, the sealed move, a claim's intended move.
type written struct {
	touch                       rules.Touch
	squares, released, promoted string
	sealed, intendedMove        string
}

// detailOptions registers an incident's options on a flag set, each bound
// to its detail; a default is the detail's value already (from --from).
type detailOptions struct {
	fs    *flag.FlagSet
	bound []string
}

func (o *detailOptions) add(v flag.Value, name string) {
	o.fs.Var(v, name, detailUsage[name])
	o.bound = append(o.bound, name)
}

func (o *detailOptions) flag(name string, p *bool) {
	o.fs.BoolVar(p, name, *p, detailUsage[name])
	o.bound = append(o.bound, name)
}

func (o *detailOptions) flags(pairs ...any) {
	for i := 0; i+1 < len(pairs); i += 2 {
		o.flag(pairs[i].(string), pairs[i+1].(*bool))
	}
}

func (o *detailOptions) duration(name string, p *time.Duration) {
	o.fs.DurationVar(p, name, *p, detailUsage[name])
	o.bound = append(o.bound, name)
}

func (o *detailOptions) text(name string, p *string) {
	o.fs.StringVar(p, name, *p, detailUsage[name])
	o.bound = append(o.bound, name)
}

// bindKind registers the options in's kind reads and returns how to make
// the incident once they are parsed: the touch, the sealed move and, from
// the time control, whether it has an increment are read then.
func bindKind(o *detailOptions, in rules.Incident, w *written) func(g *engine.Game, lang engine.Lang, tc *clock.TimeControl) (rules.Incident, error) {
	hasIncrement := func(tc *clock.TimeControl) bool { return tc != nil && tc.HasIncrement() }
	switch x := in.(type) {
	case rules.IllegalMove:
		o.add(colorFlag{&x.Player}, "player")
		o.add(choiceFlag[rules.IllegalKind]{&x.Illegal, []rules.IllegalKind{rules.IllegalNoPromotion, rules.IllegalClockNoMove,
			rules.IllegalTwoHands, rules.IllegalKingCapture, rules.IllegalCastling}}, "illegal")
		o.flags("opponent-moved", &x.OpponentMoved, "after-game", &x.AfterGame, "next-round-started", &x.NextRoundStarted, "last-round", &x.LastRound)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.FlagFall:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("claimed", &x.Claimed, "control-met", &x.ControlMet, "claimant-flag-down", &x.ClaimantFlagDown)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.BothFlags:
		o.add(colorFlag{&x.FirstFlag}, "first-flag")
		o.flags("order-known", &x.OrderKnown, "final-period", &x.FinalPeriod, "has-increment", &x.HasIncrement)
		return func(_ *engine.Game, _ engine.Lang, tc *clock.TimeControl) (rules.Incident, error) {
			x.HasIncrement = x.HasIncrement || hasIncrement(tc)
			return x, nil
		}
	case rules.ClaimThreefold:
		o.add(colorFlag{&x.Player}, "player")
		o.text("intended-move", &w.intendedMove)
		o.flags("correct", &x.Correct, "intended", &x.Intended, "touched", &x.TouchedPiece, "flag-during-check", &x.FlagDuringCheck, "moved", &x.Moved)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.ClaimFifty:
		o.add(colorFlag{&x.Player}, "player")
		o.text("intended-move", &w.intendedMove)
		o.flags("correct", &x.Correct, "intended", &x.Intended, "touched", &x.TouchedPiece, "long-win", &x.LongWin, "moved", &x.Moved)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.DrawOffer:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("on-move", &x.OnMove, "offer-accepted", &x.OfferAccepted, "declined-by-touch", &x.DeclinedByTouch, "after-sealing", &x.AfterSealing)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.Agreement:
		o.add(flagDownFlag{&x.FlagDown, &x.Flag}, "flag-down")
		o.flags("control-met", &x.ControlMet, "agreed-first", &x.AgreedFirst)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.Lateness:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("late", &x.Late)
		var started, arrived string
		o.text("started", &started)
		o.text("arrived", &arrived)
		o.flags("valid-excuse", &x.ValidExcuse, "arbiter-excuses", &x.ArbiterExcuses)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) {
			x.Started, x.Arrived = rules.ClockTime(started), rules.ClockTime(arrived)
			return x, nil
		}
	case rules.BothAbsent:
		o.duration("late", &x.Late)
		o.flags("valid-excuse", &x.ValidExcuse, "arbiter-excuses", &x.ArbiterExcuses)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.ColoursReversed:
		o.flags("after-game", &x.AfterGame)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.WrongSetup:
		o.flags("board-turned", &x.BoardTurned, "chess960", &x.Chess960, "resumed", &x.Resumed, "after-game", &x.AfterGame,
			"next-round-started", &x.NextRoundStarted, "last-round", &x.LastRound)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.IllegalPosition:
		o.flags("still-after-next-move", &x.StillAfterNextMove)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.ClockCorrection:
		o.duration("correct-white", &x.Correction[engine.White])
		o.duration("correct-black", &x.Correction[engine.Black])
		o.duration("after-white", &x.After[engine.White])
		o.duration("after-black", &x.After[engine.Black])
		o.flags("before-first-control", &x.BeforeFirstControl, "resumed", &x.Resumed, "schedule-affected", &x.ScheduleAffected)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.QuickplaySwitch:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("remaining", &x.Remaining)
		o.flags("has-increment", &x.HasIncrement, "offer-accepted", &x.OfferAccepted, "arbiter-agrees", &x.ArbiterAgrees, "moved", &x.Moved)
		return func(_ *engine.Game, _ engine.Lang, tc *clock.TimeControl) (rules.Incident, error) {
			x.HasIncrement = x.HasIncrement || hasIncrement(tc)
			return x, nil
		}
	case rules.QuickplayClaim:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("remaining", &x.Remaining)
		o.add(choiceFlag[rules.Finding]{&x.Finding, []rules.Finding{rules.FindingDraw, rules.FindingPostpone, rules.FindingReject}}, "finding")
		o.flags("has-increment", &x.HasIncrement, "arbiter-absent", &x.ArbiterAbsent, "moved", &x.Moved)
		return func(_ *engine.Game, _ engine.Lang, tc *clock.TimeControl) (rules.Incident, error) {
			x.HasIncrement = x.HasIncrement || hasIncrement(tc)
			return x, nil
		}
	case rules.Adjourn:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("session", &x.Session)
		o.duration("session-left", &x.SessionLeft)
		o.duration("used-white", &x.Used[engine.White])
		o.duration("used-black", &x.Used[engine.Black])
		o.add(controlFlag{&x.Control}, "control-reached")
		o.flags("arbiter-consent", &x.ArbiterConsent)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.SealedMove:
		o.add(colorFlag{&x.Player}, "player")
		o.text("sealed", &w.sealed)
		o.flags("already-ended", &x.AlreadyEnded)
		return func(g *engine.Game, lang engine.Lang, _ *clock.TimeControl) (rules.Incident, error) {
			if w.sealed != "" {
				if g == nil {
					return nil, usagef("app.usage.sealed")
				}
				_, x.Sealed = rules.InterpretSealed(g.Position(), w.sealed, lang)
			}
			return x, nil
		}
	case rules.Resumption:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("late", &x.Late)
		o.duration("sealer-late", &x.SealerLate)
		o.flags("valid-excuse", &x.ValidExcuse, "arbiter-excuses", &x.ArbiterExcuses, "already-ended", &x.AlreadyEnded,
			"answerer-present", &x.AnswererPresent, "sealer-present", &x.SealerPresent)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.ScoresheetRequest:
		o.add(colorFlag{&x.Player}, "player")
		o.fs.IntVar(&x.PriorRequests, "prior-requests", x.PriorRequests, detailUsage["prior-requests"])
		o.bound = append(o.bound, "prior-requests")
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.ScoresheetDevice:
		o.add(colorFlag{&x.Player}, "player")
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.ScoresheetDuty:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("remaining", &x.Remaining)
		o.duration("increment", &x.Increment)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.Chess960Castling:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("correct", &x.Correct, "opponent-moved", &x.OpponentMoved, "after-game", &x.AfterGame,
			"next-round-started", &x.NextRoundStarted, "last-round", &x.LastRound)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.Conduct:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("arbiter-forfeits", &x.ArbiterForfeits)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.TouchMove:
		o.add(colorFlag{&x.Player}, "player")
		if x.Touch != nil {
			w.touch = *x.Touch
		}
		o.text("touch", &w.squares)
		o.text("released", &w.released)
		o.text("promoted-to", &w.promoted)
		o.flags("adjusted", &w.touch.Announced, "accidental", &w.touch.Accidental, "claimed", &x.Claimed, "touched", &x.TouchedPiece)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) {
			t, err := readTouch(w.touch, w.squares, w.released, w.promoted)
			x.Touch = t
			return x, err
		}
	case rules.Displaced:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("found-later", &x.FoundLater, "not-restored", &x.NotRestored)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.ClockStopped:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("valid-reason", &x.ValidReason)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.ScoresheetsBehind:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("neither-kept", &x.BothPlayers, "no-complete-record", &x.NoCompleteRecord, "flag-unproven", &x.FlagUnproven)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.LeftVenue:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("area-only", &x.AreaOnly, "on-move", &x.OnMove, "permitted", &x.Permitted)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.Disturbance:
		o.duration("extra-white", &x.Extra[engine.White])
		o.duration("extra-black", &x.Extra[engine.Black])
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.EnvelopeLost:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("times-unknown", &x.TimesUnknown, "position-lost", &x.PositionLost, "sealed-in-doubt", &x.SealedInDoubt)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	case rules.Refusal:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("both-players", &x.BothPlayers)
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return x, nil }
	}
	// The kinds that read the player alone.
	if p, ok := in.Side(); ok {
		o.add(colorFlag{&p}, "player")
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) {
			return rules.New(in.Kind(), p)
		}
	}
	return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return in, nil }
}

// choiceFlag reads one of the known values of a detail; "" is the zero.
type choiceFlag[T ~string] struct {
	v     *T
	known []T
}

func (f choiceFlag[T]) String() string {
	if f.v == nil {
		return ""
	}
	return string(*f.v)
}

func (f choiceFlag[T]) Set(s string) error {
	for _, k := range f.known {
		if strings.EqualFold(strings.TrimSpace(s), string(k)) {
			*f.v = k
			return nil
		}
	}
	names := make([]string, len(f.known))
	for i, k := range f.known {
		names[i] = string(k)
	}
	return fmt.Errorf("%q: use %s", s, strings.Join(names, ", "))
}

// notRead stands for a detail option the incident does not read: given,
// it is named in the refusal rather than ignored.
type notRead struct {
	name   string
	isBool bool
	given  *[]string
}

func (n notRead) String() string   { return "" }
func (n notRead) IsBoolFlag() bool { return n.isBool }
func (n notRead) Set(string) error {
	*n.given = append(*n.given, "--"+n.name)
	return nil
}

// detailFlags are the detail options of every kind, by name, each bound
// to a throwaway incident: what --help lists without a kind, and what an
// option another kind reads looks like.
func detailFlags() map[string]*flag.Flag {
	all := map[string]*flag.Flag{}
	for _, k := range rules.Kinds() {
		in, _ := rules.New(k, engine.White)
		o := &detailOptions{fs: NewFlags("")}
		bindKind(o, in, &written{})
		o.fs.VisitAll(func(f *flag.Flag) { all[f.Name] = f })
	}
	return all
}

// refuseOthers registers every detail option the kind does not read, so
// that one given is refused by name (refusal) instead of being unknown.
func refuseOthers(o *detailOptions, given *[]string) {
	for name, f := range detailFlags() {
		if !slices.Contains(o.bound, name) {
			b, ok := f.Value.(interface{ IsBoolFlag() bool })
			o.fs.Var(notRead{name, ok && b.IsBoolFlag(), given}, name, f.Usage)
		}
	}
}

// refusal is the error for the detail options given that k does not read,
// naming those it does; nil when none was.
func refusal(given, bound []string, k rules.IncidentKind) error {
	if len(given) == 0 {
		return nil
	}
	known := make([]string, len(bound))
	for i, name := range bound {
		known[i] = "--" + name
	}
	sort.Strings(known)
	if len(known) == 0 {
		return usagef("app.usage.not-read-none", "flags", strings.Join(given, ", "), "incident", string(k))
	}
	return usagef("app.usage.not-read", "flags", strings.Join(given, ", "), "incident", string(k), "reads", strings.Join(known, ", "))
}
