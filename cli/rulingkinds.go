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
	"arbiter/i18n"
)

// detailValues names the value of the detail options whose help names
// one (--player SIDE); their meanings are the catalogue's.
var detailValues = map[string]string{"player": "side", "first-flag": "side", "flag-down": "side"}

// detailUsage is what a detail option means, the English catalogue's
// text, which --help shows in the user's language; which kinds take the
// option is said once, by bindKind.
func detailUsage(name string) string {
	usage := i18n.For(i18n.English).T(optionKey("ruling", name))
	if v, ok := detailValues[name]; ok {
		usage = strings.Replace(usage, v, "`"+v+"`", 1)
	}
	return usage
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
	o.fs.Var(v, name, detailUsage(name))
	o.bound = append(o.bound, name)
}

func (o *detailOptions) flag(name string, p *bool) {
	o.fs.BoolVar(p, name, *p, detailUsage(name))
	o.bound = append(o.bound, name)
}

func (o *detailOptions) flags(pairs ...any) {
	for i := 0; i+1 < len(pairs); i += 2 {
		o.flag(pairs[i].(string), pairs[i+1].(*bool))
	}
}

func (o *detailOptions) duration(name string, p *time.Duration) {
	o.fs.DurationVar(p, name, *p, detailUsage(name))
	o.bound = append(o.bound, name)
}

func (o *detailOptions) text(name string, p *string) {
	o.fs.StringVar(p, name, *p, detailUsage(name))
	o.bound = append(o.bound, name)
}

// makeIncident makes the incident once its options are parsed, from the record,
// the notation and the time control where it reads them.
type makeIncident func(g *engine.Game, lang engine.Lang, tc *clock.TimeControl) (rules.Incident, error)

// ready is the build of an incident its options alone state.
func ready[T rules.Incident](x *T) makeIncident {
	return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return *x, nil }
}

// withIncrement is the build of an incident that has an increment when
// its option says so or the time control adds time per move.
func withIncrement[T rules.Incident](x *T, has *bool) makeIncident {
	return func(_ *engine.Game, _ engine.Lang, tc *clock.TimeControl) (rules.Incident, error) {
		*has = *has || tc != nil && tc.HasIncrement()
		return *x, nil
	}
}

// bindKind registers the options in's kind reads and returns how to make
// the incident once they are parsed: the touch, the sealed move and, from
// the time control, whether it has an increment are read then.
func bindKind(o *detailOptions, in rules.Incident, w *written) makeIncident {
	for _, bind := range []func(*detailOptions, rules.Incident, *written) makeIncident{bindPlay, bindClock, bindConduct} {
		if b := bind(o, in, w); b != nil {
			return b
		}
	}
	// The kinds that read the player alone.
	if p, ok := in.Side(); ok {
		o.add(colorFlag{&p}, "player")
		return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) {
			return rules.New(in.Kind(), p)
		}
	}
	return ready(&in)
}

// bindPlay binds the kinds of the moves on the board and the claims and
// offers about them; nil for another kind.
func bindPlay(o *detailOptions, in rules.Incident, w *written) makeIncident {
	switch x := in.(type) {
	case rules.IllegalMove:
		o.add(colorFlag{&x.Player}, "player")
		o.add(choiceFlag[rules.IllegalKind]{&x.Illegal, []rules.IllegalKind{rules.IllegalNoPromotion, rules.IllegalClockNoMove,
			rules.IllegalTwoHands, rules.IllegalKingCapture, rules.IllegalCastling}}, "illegal")
		o.flags("opponent-moved", &x.OpponentMoved, "after-game", &x.AfterGame, "next-round-started", &x.NextRoundStarted, "last-round", &x.LastRound)
		return ready(&x)
	case rules.ClaimThreefold:
		o.add(colorFlag{&x.Player}, "player")
		o.text("intended-move", &w.intendedMove)
		o.flags("correct", &x.Correct, "intended", &x.Intended, "touched", &x.TouchedPiece, "flag-during-check", &x.FlagDuringCheck, "moved", &x.Moved)
		return ready(&x)
	case rules.ClaimFifty:
		o.add(colorFlag{&x.Player}, "player")
		o.text("intended-move", &w.intendedMove)
		o.flags("correct", &x.Correct, "intended", &x.Intended, "touched", &x.TouchedPiece, "long-win", &x.LongWin, "moved", &x.Moved)
		return ready(&x)
	case rules.DrawOffer:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("on-move", &x.OnMove, "offer-accepted", &x.OfferAccepted, "declined-by-touch", &x.DeclinedByTouch, "after-sealing", &x.AfterSealing)
		return ready(&x)
	case rules.Agreement:
		o.add(flagDownFlag{&x.FlagDown, &x.Flag}, "flag-down")
		o.flags("control-met", &x.ControlMet, "agreed-first", &x.AgreedFirst)
		return ready(&x)
	case rules.ColoursReversed:
		o.flags("after-game", &x.AfterGame)
		return ready(&x)
	case rules.WrongSetup:
		o.flags("board-turned", &x.BoardTurned, "chess960", &x.Chess960, "resumed", &x.Resumed, "after-game", &x.AfterGame,
			"next-round-started", &x.NextRoundStarted, "last-round", &x.LastRound)
		return ready(&x)
	case rules.IllegalPosition:
		o.flags("still-after-next-move", &x.StillAfterNextMove)
		return ready(&x)
	case rules.Chess960Castling:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("correct", &x.Correct, "opponent-moved", &x.OpponentMoved, "after-game", &x.AfterGame,
			"next-round-started", &x.NextRoundStarted, "last-round", &x.LastRound)
		return ready(&x)
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
		return ready(&x)
	}
	return nil
}

// bindClock binds the kinds of the clocks, the time and the sessions:
// flags, lateness, corrections, quickplay finishes, adjournments; nil for
// another kind.
func bindClock(o *detailOptions, in rules.Incident, w *written) makeIncident {
	switch x := in.(type) {
	case rules.FlagFall:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("claimed", &x.Claimed, "control-met", &x.ControlMet, "claimant-flag-down", &x.ClaimantFlagDown)
		return ready(&x)
	case rules.BothFlags:
		o.add(colorFlag{&x.FirstFlag}, "first-flag")
		o.flags("order-known", &x.OrderKnown, "final-period", &x.FinalPeriod, "has-increment", &x.HasIncrement)
		return withIncrement(&x, &x.HasIncrement)
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
		return ready(&x)
	case rules.ClockCorrection:
		o.duration("correct-white", &x.Correction[engine.White])
		o.duration("correct-black", &x.Correction[engine.Black])
		o.duration("after-white", &x.After[engine.White])
		o.duration("after-black", &x.After[engine.Black])
		o.flags("before-first-control", &x.BeforeFirstControl, "resumed", &x.Resumed, "schedule-affected", &x.ScheduleAffected)
		return ready(&x)
	case rules.QuickplaySwitch:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("remaining", &x.Remaining)
		o.flags("has-increment", &x.HasIncrement, "offer-accepted", &x.OfferAccepted, "arbiter-agrees", &x.ArbiterAgrees, "moved", &x.Moved)
		return withIncrement(&x, &x.HasIncrement)
	case rules.QuickplayClaim:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("remaining", &x.Remaining)
		o.add(choiceFlag[rules.Finding]{&x.Finding, []rules.Finding{rules.FindingDraw, rules.FindingPostpone, rules.FindingReject}}, "finding")
		o.flags("has-increment", &x.HasIncrement, "arbiter-absent", &x.ArbiterAbsent, "moved", &x.Moved)
		return withIncrement(&x, &x.HasIncrement)
	case rules.Adjourn:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("session", &x.Session)
		o.duration("session-left", &x.SessionLeft)
		o.duration("used-white", &x.Used[engine.White])
		o.duration("used-black", &x.Used[engine.Black])
		o.add(controlFlag{&x.Control}, "control-reached")
		o.flags("arbiter-consent", &x.ArbiterConsent)
		return ready(&x)
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
		return ready(&x)
	case rules.ClockStopped:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("valid-reason", &x.ValidReason)
		return ready(&x)
	case rules.Disturbance:
		o.duration("extra-white", &x.Extra[engine.White])
		o.duration("extra-black", &x.Extra[engine.Black])
		return ready(&x)
	}
	return nil
}

// bindConduct binds the kinds of the players' conduct and their
// scoresheets; nil for another kind.
func bindConduct(o *detailOptions, in rules.Incident, _ *written) makeIncident {
	switch x := in.(type) {
	case rules.ScoresheetRequest:
		o.add(colorFlag{&x.Player}, "player")
		o.fs.IntVar(&x.PriorRequests, "prior-requests", x.PriorRequests, detailUsage("prior-requests"))
		o.bound = append(o.bound, "prior-requests")
		return ready(&x)
	case rules.ScoresheetDevice:
		o.add(colorFlag{&x.Player}, "player")
		return ready(&x)
	case rules.ScoresheetDuty:
		o.add(colorFlag{&x.Player}, "player")
		o.duration("remaining", &x.Remaining)
		o.duration("increment", &x.Increment)
		return ready(&x)
	case rules.Conduct:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("arbiter-forfeits", &x.ArbiterForfeits)
		return ready(&x)
	case rules.ScoresheetsBehind:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("neither-kept", &x.BothPlayers, "no-complete-record", &x.NoCompleteRecord, "flag-unproven", &x.FlagUnproven)
		return ready(&x)
	case rules.LeftVenue:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("area-only", &x.AreaOnly, "on-move", &x.OnMove, "permitted", &x.Permitted)
		return ready(&x)
	case rules.EnvelopeLost:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("times-unknown", &x.TimesUnknown, "position-lost", &x.PositionLost, "sealed-in-doubt", &x.SealedInDoubt)
		return ready(&x)
	case rules.Refusal:
		o.add(colorFlag{&x.Player}, "player")
		o.flags("both-players", &x.BothPlayers)
		return ready(&x)
	}
	return nil
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
