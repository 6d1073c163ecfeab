package cmdline

import (
	"flag"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/lazy"
)

// detailValues names the value of the detail options whose help names
// one (--player SIDE); their meanings are the catalogue's.
var detailValues = lazy.Value[map[string]string]{Make: func() map[string]string {
	return map[string]string{"player": "side", "first-flag": "side"}
}}

// detailUsage is what a detail option of kind k means, the English
// catalogue's text, which --help shows in the user's language: the kind's
// own where the option names another side there than elsewhere (the side
// that answers the sealed move); which kinds take the option is said
// once, by bindKind.
func detailUsage(k rules.IncidentKind, name string) string {
	usage := i18n.For(i18n.English).T(OptionKey(rulingSet(k), name))
	if v, ok := detailValues.Get()[name]; ok {
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
	// langStated: the notation they are read in is stated (--lang, the
	// event's), not only the user's language.
	langStated bool
}

// detailOptions registers an incident's options on a flag set, each bound
// to its detail; a default is the detail's value already (from --from).
type detailOptions struct {
	fs    *flag.FlagSet
	kind  rules.IncidentKind
	bound []string
}

// rulingSet is the option set --help and the usages of kind k's options
// are read from: "ruling KIND", or "ruling" for none.
func rulingSet(k rules.IncidentKind) string { return strings.TrimSpace("ruling " + string(k)) }

func (o *detailOptions) add(v flag.Value, name string) {
	o.fs.Var(v, name, detailUsage(o.kind, name))
	o.bound = append(o.bound, name)
}

func (o *detailOptions) flag(name string, p *bool) {
	o.fs.BoolVar(p, name, *p, detailUsage(o.kind, name))
	o.bound = append(o.bound, name)
}

func (o *detailOptions) flags(pairs ...any) {
	for i := 0; i+1 < len(pairs); i += 2 {
		o.flag(pairs[i].(string), pairs[i+1].(*bool))
	}
}

func (o *detailOptions) duration(name string, p *time.Duration) {
	o.fs.DurationVar(p, name, *p, detailUsage(o.kind, name))
	o.bound = append(o.bound, name)
}

func (o *detailOptions) text(name string, p *string) {
	o.fs.StringVar(p, name, *p, detailUsage(o.kind, name))
	o.bound = append(o.bound, name)
}

// makeIncident makes the incident once its options are parsed, from the record,
// the notation and the time control where it reads them.
type makeIncident func(g *engine.Game, lang engine.Lang, tc *clock.TimeControl) (rules.Incident, error)

// ready is the build of an incident its options alone state.
func ready[T rules.Incident](x *T) makeIncident {
	return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) { return *x, nil }
}

// withControl is the build of an incident that reads what the time
// control alone tells, as the desk's clock reads it first
// (rules.ApplyControl): whether it adds time per move, and for both flags
// down whether they fell in the last period; an option that says so
// stands.
func withControl[T rules.Incident](x *T) makeIncident {
	return func(_ *engine.Game, _ engine.Lang, tc *clock.TimeControl) (rules.Incident, error) {
		if tc == nil {
			return *x, nil
		}
		return rules.ApplyControl(*x, *tc), nil
	}
}

// withFirstMove is the build of an incident that reads the time the
// game's control gives a player for his first move, which ran while he
// was away, as the desk's clock gives it (rules.ApplyClock); a time
// --from's file states stands.
func withFirstMove[T rules.Incident](x *T, first *time.Duration) makeIncident {
	return func(_ *engine.Game, _ engine.Lang, tc *clock.TimeControl) (rules.Incident, error) {
		if tc != nil && *first == 0 {
			*first = tc.FirstMove()
		}
		return *x, nil
	}
}

// kindOptions names, kind by kind, the detail options that set a field of
// the incident as they are (a side, yes or no, a duration, a count), each
// "option=Field" ("Field.0" and "Field.1": White's and Black's of a pair);
// bindFields binds them by the field's type. What an option reads
// otherwise (a choice, a touch, a clock time, a move) bindSpecial binds.
var kindOptions = lazy.Value[map[reflect.Type][]string]{Make: func() map[reflect.Type][]string {
	return map[reflect.Type][]string{
		// The moves on the board and the claims and offers about them.
		reflect.TypeFor[rules.IllegalMove](): {"player=Player", "opponent-moved=OpponentMoved", "after-game=AfterGame",
			"next-round-started=NextRoundStarted", "last-round=LastRound"},
		reflect.TypeFor[rules.ClaimThreefold](): {"player=Player", "correct=Correct", "intended=Intended", "touched=TouchedPiece",
			"flag-during-check=FlagDuringCheck", "moved=Moved", "rights-differ=RightsDiffer"},
		reflect.TypeFor[rules.ClaimFifty](): {"player=Player", "correct=Correct", "intended=Intended", "touched=TouchedPiece",
			"long-win=LongWin", "moved=Moved"},
		reflect.TypeFor[rules.DrawOffer](): {"player=Player", "on-move=OnMove", "after-press=AfterPress",
			"offer-accepted=OfferAccepted", "declined-by-touch=DeclinedByTouch", "after-sealing=AfterSealing",
			"withdrawn=Withdrawn"},
		reflect.TypeFor[rules.Agreement]():       {"control-met=ControlMet", "agreed-first=AgreedFirst"},
		reflect.TypeFor[rules.ColoursReversed](): {"after-game=AfterGame"},
		reflect.TypeFor[rules.WrongSetup](): {"board-turned=BoardTurned", "chess960=Chess960", "resumed=Resumed", "after-game=AfterGame",
			"next-round-started=NextRoundStarted", "last-round=LastRound"},
		reflect.TypeFor[rules.IllegalPosition](): {"still-after-next-move=StillAfterNextMove"},
		reflect.TypeFor[rules.Chess960Castling](): {"player=Player", "correct=Correct", "incorrect=Incorrect", "opponent-moved=OpponentMoved",
			"after-game=AfterGame", "next-round-started=NextRoundStarted", "last-round=LastRound"},
		reflect.TypeFor[rules.TouchMove](): {"player=Player", "claimed=Claimed", "touched=TouchedPiece"},
		reflect.TypeFor[rules.Displaced](): {"player=Player", "found-later=FoundLater", "not-restored=NotRestored"},
		// The clocks, the time and the sessions.
		reflect.TypeFor[rules.FlagFall](): {"player=Player", "claimed=Claimed", "control-met=ControlMet", "claimant-flag-down=ClaimantFlagDown"},
		reflect.TypeFor[rules.BothFlags](): {"first-flag=FirstFlag", "order-known=OrderKnown", "final-period=FinalPeriod",
			"has-increment=HasIncrement"},
		reflect.TypeFor[rules.Lateness]():   {"player=Player", "late=Late", "valid-excuse=ValidExcuse", "arbiter-excuses=ArbiterExcuses"},
		reflect.TypeFor[rules.BothAbsent](): {"late=Late", "valid-excuse=ValidExcuse", "arbiter-excuses=ArbiterExcuses"},
		reflect.TypeFor[rules.ClockCorrection](): {"correct-white=Correction.0", "correct-black=Correction.1", "after-white=After.0",
			"after-black=After.1", "before-first-control=BeforeFirstControl", "resumed=Resumed", "after-first-move=AfterFirstMove",
			"schedule-affected=ScheduleAffected"},
		reflect.TypeFor[rules.QuickplaySwitch](): {"player=Player", "remaining=Remaining", "has-increment=HasIncrement",
			"offer-accepted=OfferAccepted", "arbiter-agrees=ArbiterAgrees", "moved=Moved"},
		reflect.TypeFor[rules.QuickplayClaim](): {"player=Player", "remaining=Remaining", "has-increment=HasIncrement",
			"arbiter-absent=ArbiterAbsent", "moved=Moved"},
		reflect.TypeFor[rules.Adjourn](): {"player=Player", "session=Session", "session-left=SessionLeft", "used-white=Used.0",
			"used-black=Used.1", "arbiter-consent=ArbiterConsent"},
		reflect.TypeFor[rules.SealedMove](): {"player=Player", "already-ended=AlreadyEnded"},
		reflect.TypeFor[rules.Resumption](): {"player=Player", "late=Late", "sealer-late=SealerLate", "valid-excuse=ValidExcuse",
			"arbiter-excuses=ArbiterExcuses", "already-ended=AlreadyEnded", "answerer-present=AnswererPresent", "sealer-present=SealerPresent"},
		reflect.TypeFor[rules.ClockStopped](): {"player=Player", "valid-reason=ValidReason"},
		reflect.TypeFor[rules.Disturbance]():  {"extra-white=Extra.0", "extra-black=Extra.1", "spectator=Spectator"},
		// The players' conduct and their scoresheets.
		reflect.TypeFor[rules.ScoresheetRequest](): {"player=Player", "prior-requests=PriorRequests"},
		reflect.TypeFor[rules.ScoresheetDevice]():  {"player=Player"},
		reflect.TypeFor[rules.ScoresheetDuty]():    {"player=Player", "remaining=Remaining", "increment=Increment"},
		reflect.TypeFor[rules.Conduct]():           {"player=Player", "arbiter-forfeits=ArbiterForfeits"},
		reflect.TypeFor[rules.ScoresheetsBehind](): {"player=Player", "neither-kept=BothPlayers", "no-complete-record=NoCompleteRecord",
			"flag-unproven=FlagUnproven"},
		reflect.TypeFor[rules.LeftVenue](): {"player=Player", "area-only=AreaOnly", "on-move=OnMove", "permitted=Permitted"},
		reflect.TypeFor[rules.EnvelopeLost](): {"player=Player", "times-unknown=TimesUnknown", "position-lost=PositionLost",
			"sealed-in-doubt=SealedInDoubt"},
		reflect.TypeFor[rules.Refusal]():        {"player=Player", "both-players=BothPlayers"},
		reflect.TypeFor[rules.ClaimUnwritten](): {"player=Player", "fifty=Fifty", "correct=Correct", "move-made=MoveMade"},
		reflect.TypeFor[rules.TwoHands]():       {"player=Player", "clock-pressed=ClockPressed"},
		reflect.TypeFor[rules.SealedClaim]():    {"player=Player", "declared=Declared", "correct=Correct"},
	}
}}

// bindKind registers the options in's kind reads and returns how to make
// the incident once they are parsed: the touch, the sealed move and, from
// the time control, whether it has an increment are read then.
func bindKind(o *detailOptions, in rules.Incident, w *written) makeIncident {
	o.kind = in.Kind()
	specs, ok := kindOptions.Get()[reflect.TypeOf(in)]
	if !ok {
		// The kinds that read the player alone.
		if p, ok := in.Side(); ok {
			o.add(colorFlag{&p}, "player")
			return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) {
				return rules.New(in.Kind(), p)
			}
		}
		return ready(&in)
	}
	x := reflect.New(reflect.TypeOf(in))
	x.Elem().Set(reflect.ValueOf(in))
	bindFields(o, x.Elem(), specs)
	if b := bindSpecial(o, x.Interface(), w); b != nil {
		return b
	}
	return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) {
		return x.Elem().Interface().(rules.Incident), nil
	}
}

// bindFields registers each option of specs ("option=Field") on the
// field of x it names, by the field's type.
func bindFields(o *detailOptions, x reflect.Value, specs []string) {
	for _, spec := range specs {
		name, path, _ := strings.Cut(spec, "=")
		field, index, pair := strings.Cut(path, ".")
		f := x.FieldByName(field)
		if pair {
			f = f.Index(int(index[0] - '0'))
		}
		switch p := f.Addr().Interface().(type) {
		case *engine.Color:
			o.add(colorFlag{p}, name)
		case *bool:
			o.flag(name, p)
		case *time.Duration:
			o.duration(name, p)
		case **time.Duration:
			o.add(knownDuration{p}, name)
		case *int:
			o.fs.IntVar(p, name, *p, detailUsage(o.kind, name))
			o.bound = append(o.bound, name)
		default:
			panic("ruling option --" + name + ": no flag for " + f.Type().String())
		}
	}
}

// overruled returns the first option the arbiter gave (given, by name)
// whose field of the claim the record's check found otherwise: was is the
// claim as stated, checked as CheckClaim set it. A claim's options set
// plain fields (kindOptions).
func overruled(given map[string]bool, was, checked rules.Incident) (string, bool) {
	a, b := reflect.ValueOf(was), reflect.ValueOf(checked)
	for _, spec := range kindOptions.Get()[a.Type()] {
		name, field, _ := strings.Cut(spec, "=")
		if given[name] && a.FieldByName(field).Interface() != b.FieldByName(field).Interface() {
			return name, true
		}
	}
	return "", false
}

// sideStated refuses a lateness without --player, at the start or at a
// resumption, and a draw claim checked on a record (--pgn, --event)
// without it: the ruling is about one side, and --player's default
// (White) would decide silently who was late, who answers the sealed
// move, or who claims where the record has Black to move (9.2.1). The
// message names the side meant. A file of --from states its details
// (stated, by the options' names) as the options do: one giving a
// lateness without "player" is refused alike, naming the field.
func sideStated(fs *flag.FlagSet, k rules.IncidentKind, cat *i18n.Catalog, stated map[string]bool) error {
	lates := map[rules.IncidentKind][]string{rules.KindResumption: {"late", "sealer-late"}, rules.KindLateness: {"late"}}[k]
	given := GivenFlags(fs)
	if given["player"] || stated["player"] {
		return nil
	}
	side := cat.T(OptionKey(rulingSet(k), "player"))
	if k == rules.KindClaimThreefold || k == rules.KindClaimFifty {
		for _, record := range []string{"pgn", "event"} {
			if given[record] {
				return Usagef("app.usage.ruling.player", "flag", "--"+record, "side", side)
			}
		}
	}
	for _, late := range lates {
		if given[late] {
			return Usagef("app.usage.ruling.player", "flag", "--"+late, "side", side)
		}
		if stated[late] {
			return Usagef("app.usage.ruling.from-player", "field", strings.ReplaceAll(late, "-", "_"), "side", side)
		}
	}
	return nil
}

// lateStated refuses a lateness without how late the player came (--late,
// or --started and --arrived), and both players' absence without --late:
// unstated, the time was taken for 0 minutes, a finding the arbiter had
// not made. given holds the options given and the details of --from's
// file.
func lateStated(k rules.IncidentKind, given map[string]bool) error {
	switch {
	case k == rules.KindLateness && !given["late"] && !given["started"] && !given["arrived"]:
		return Usagef("app.usage.late-unstated")
	case k == rules.KindBothAbsent && !given["late"]:
		return Usagef("app.usage.required", "flag", "--late")
	}
	return nil
}

// bindSpecial binds the options a kind reads other than as a field's
// value (a choice of values, the touch, a clock time, the sealed move)
// and returns how to make the incident where that is not the bound value
// as it stands; nil for a kind that needs neither.
func bindSpecial(o *detailOptions, x any, w *written) makeIncident {
	switch x := x.(type) {
	case *rules.IllegalMove:
		o.add(choiceFlag[rules.IllegalKind]{&x.Illegal, []rules.IllegalKind{rules.IllegalNoPromotion, rules.IllegalClockNoMove,
			rules.IllegalTwoHands, rules.IllegalKingCapture, rules.IllegalCastling}}, "illegal")
	case *rules.ClaimThreefold, *rules.ClaimFifty, *rules.ClaimUnwritten:
		o.text("intended-move", &w.intendedMove)
	case *rules.SealedClaim:
		// The sealed move is the claim's intended move (9.2.1.1).
		o.text("sealed", &w.intendedMove)
	case *rules.TouchMove:
		return bindTouch(o, x, w)
	case *rules.BothFlags:
		return withControl(x)
	case *rules.Lateness:
		var started, arrived string
		o.text("started", &started)
		o.text("arrived", &arrived)
		first := withFirstMove(x, &x.FirstMove)
		return func(g *engine.Game, lang engine.Lang, tc *clock.TimeControl) (rules.Incident, error) {
			x.Started, x.Arrived = rules.ClockTime(started), rules.ClockTime(arrived)
			return first(g, lang, tc)
		}
	case *rules.BothAbsent:
		return withFirstMove(x, &x.FirstMove)
	case *rules.QuickplaySwitch:
		return withControl(x)
	case *rules.QuickplayClaim:
		o.add(choiceFlag[rules.Finding]{&x.Finding, []rules.Finding{rules.FindingDraw, rules.FindingPostpone, rules.FindingReject}}, "finding")
		return withControl(x)
	case *rules.Adjourn:
		o.add(controlFlag{&x.Control}, "control-reached")
	case *rules.SealedMove:
		o.text("sealed", &w.sealed)
		return func(g *engine.Game, lang engine.Lang, _ *clock.TimeControl) (rules.Incident, error) {
			if w.sealed != "" {
				if g == nil {
					return nil, Usagef("app.usage.sealed")
				}
				p := g.Position()
				m, status := rules.InterpretSealed(p, w.sealed, lang)
				// The event's notation unstated, a sealed move that English
				// letters read otherwise is not ruled on in either.
				if enMove, enStatus := rules.InterpretSealed(p, w.sealed, engine.English); !w.langStated && (enMove != m || enStatus != status) {
					return nil, Usagef("app.usage.sealed-two-ways", "text", w.sealed, "lang", string(lang))
				}
				x.Sealed = status
			}
			return *x, nil
		}
	}
	return nil
}

// bindTouch binds what a touch-move incident reads as text: the squares
// touched, released and the piece promoted to, and whether the touch was
// an adjustment or accidental; they are read into the touch once parsed.
func bindTouch(o *detailOptions, x *rules.TouchMove, w *written) makeIncident {
	if x.Touch != nil {
		w.touch = *x.Touch
	}
	o.text("touch", &w.squares)
	o.text("released", &w.released)
	o.text("promoted-to", &w.promoted)
	o.flags("adjusted", &w.touch.Announced, "accidental", &w.touch.Accidental)
	return func(*engine.Game, engine.Lang, *clock.TimeControl) (rules.Incident, error) {
		t, err := readTouch(w.touch, w.squares, w.released, w.promoted)
		x.Touch = t
		return *x, err
	}
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
	return fmt.Errorf("%q: use %s", s, strings.Join(engine.NameList(f.known), ", "))
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
		o.fs.VisitAll(func(f *flag.Flag) {
			// Listed for any kind, an option means what it means
			// for most (--player: the side concerned).
			f.Usage = detailUsage("", f.Name)
			all[f.Name] = f
		})
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
// naming those it does, and in cat's words which side --player names
// where k names another than the side concerned (the side that answers
// the sealed move); nil when none was.
func refusal(given, bound []string, k rules.IncidentKind, cat *i18n.Catalog) error {
	if len(given) == 0 {
		return nil
	}
	known := make([]string, len(bound))
	for i, name := range bound {
		known[i] = "--" + name
	}
	sort.Strings(known)
	if len(known) == 0 {
		return Usagef("app.usage.not-read-none", "flags", strings.Join(given, ", "), "incident", string(k))
	}
	if key := OptionKey(rulingSet(k), "player"); slices.Contains(bound, "player") && key != OptionKey(rulingSet(""), "player") {
		return Usagef("app.usage.not-read-side", "flags", strings.Join(given, ", "), "incident", string(k), "reads", known, "player", cat.T(key))
	}
	return Usagef("app.usage.not-read", "flags", strings.Join(given, ", "), "incident", string(k), "reads", known)
}
