package desk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/ui/dropdown"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
)

// The ways a touch came about, in the order touchHow lists them.
const (
	touchDeliberate = iota
	touchAdjusted
	touchAccidental
	touchClaimantTouched
)

// The ways displaced pieces came to the arbiter, in the order the
// displaced list gives them.
const (
	displacedNow = iota
	displacedNotRestored
	displacedFoundLater
)

// How the scoresheets stand after a time scramble, in the order the
// sheets list gives them (8.5.2, 8.5.1, 8.5.3, 8.6).
const (
	sheetsOne = iota
	sheetsNeither
	sheetsNone
	sheetsUnproven
)

// What a missing envelope left, in the order the envelope list gives
// them (I.12.1, I.12.2).
const (
	envelopeTimesKnown = iota
	envelopeTimesUnknown
	envelopePositionLost
)

// quickplayFindings are the arbiter's findings on a quickplay claim, in
// the list's order: none yet, then as III.5 names them.
var quickplayFindings = []rules.Finding{"", rules.FindingDraw, rules.FindingPostpone, rules.FindingReject}

// controlStates are the §21 choices of the adjournment, in the list's
// order: nobody has said, the control moves are made, they are not.
var controlStates = []rules.ControlState{rules.ControlUnstated, rules.ControlReached, rules.ControlNotReached}

// statements are what only the arbiter can state about an incident, and
// neither the record nor the clock shows: under the 1953 code a perpetual
// check (§18d, which ends the game when a flag falls, a player resigns or
// the position is ruled on), and for an adjournment whether the control
// moves are made and whether the arbiter consents to adjourning before
// them (§21); under every ruleset the penalty the arbiter chooses for a
// breach of conduct (1953 §28, FIDE 12.9); and in rapid or blitz without
// adequate supervision, whether the opponent claims a fallen flag, which
// is then the only way it counts where the arbiter does not call flags
// (FIDE A.4–A.5, and Finnish practice under FI 2); and whether a late
// player is excused ("unless the arbiter decides otherwise", 6.7.1; a
// valid reason, 1953 §17c), and in standard play whether the lateness is
// at the resumption of an adjourned game (I.10, 2014 E.10, 1953 §22),
// which the excuse then covers too. Of a touch, that the claimant had
// touched a piece himself (4.8); of a draw offer, that the opponent
// declined it by touching a piece, under the FIDE Laws that it was made
// after the player pressed his clock, and that the player asks to take it
// back, which the ruling refuses (9.1.2.1); of displaced pieces, that
// they were found only later (7.6) or the clock was pressed with them
// displaced (7.4.3); of a stopped clock, that the player had a valid
// reason (6.11.4); of a draw agreed while a flag is down on the clock, that
// the players agreed before the flag was noticed or claimed (6.8); of an
// outside disturbance, under the FIDE Laws, that a spectator made it
// (12.7). Each
// shows with the incidents whose rule reads it.
type statements struct {
	perpetual *tick
	claimed   *tick
	// firstFlag is which flag the players' electronic clock shows fell
	// first, both being down (FI 6; 6.9), in the order of its list: not
	// shown, White's, Black's. The desk's clock, where it ran, tells it
	// instead (rules.ApplyClock).
	firstFlag *dropdown.Select
	// agreedFirst shows for an agreement while a flag is down.
	agreedFirst *tick
	excused     *tick
	// resumed shows in the lateness's own row (rulingsPanel.lateRow).
	resumed *tick
	control *dropdown.Select
	consent *tick
	penalty *dropdown.Select
	// touchHow is how a touch came about, one of the touch… ways: on
	// purpose, after saying first that he adjusts (4.2.1, 1953 §14
	// "kohendan"), clearly by accident (4.2.2), or claimed by an opponent
	// who had himself touched a piece since (4.8).
	touchHow *dropdown.Select
	declined *tick
	// afterPress: a draw offer made after the player pressed his clock,
	// on the opponent's time (9.1.2.1, 11.5).
	afterPress *tick
	// withdrawn: the player asks to take his draw offer back, which
	// 9.1.2.1 does not allow; the ruling says so.
	withdrawn *tick
	// spectator: an outside disturbance made by a spectator (12.7).
	spectator *tick
	// displaced is how displaced pieces came to the arbiter: at once, with
	// the clock pressed before they were put back (7.4.3), or found only
	// later (7.6), in the order of the displaced… constants.
	displaced   *dropdown.Select
	validReason *tick
	// bothPlayers: both refuse to comply with the Laws (11.8).
	bothPlayers *tick
	// afterSealing: a draw offer made after the opponent sealed his move
	// (I.4).
	afterSealing *tick
	// sheets is how the scoresheets stand after a time scramble, in the
	// order of the sheets… constants.
	sheets *dropdown.Select
	// areaOnly: the player left the playing area, not the venue; and
	// permitted, with the arbiter's permission (11.2.3).
	areaOnly, permitted *tick
	// envelope is what a missing envelope left, in the order of the
	// envelope… constants; sealedDoubt, the arbiter doubts the sealed move
	// the players restore (1953 §22).
	envelope    *dropdown.Select
	sealedDoubt *tick
	// Of a claim on a move not written first: by the fifty-move rule
	// (fifty; whether he has made the move since, the record says); of a
	// claim by the sealed move, that it was declared as the move was
	// sealed; whether either is correct the record says, by the move the
	// field gives (CheckClaim). Of a move made with two hands, that the
	// clock was then pressed (7.5.4).
	fifty, declared, clockPressed *tick
	// Of a wrong set-up: the board was turned (7.2.2), found at the
	// resumption; of an illegal position, still so after the next move
	// (A.5.4); of a Chess960 castling, that it was correct and that the
	// opponent has moved since; of a quickplay request, that the opponent
	// accepted its draw offer and the arbiter agrees to the increment
	// (III.4); finding, the arbiter's finding on a quickplay claim (III.5),
	// in the order of quickplayFindings.
	boardTurned, resumedSetup, stillIllegal, castlingCorrect, opponentMoved, offerAccepted, arbiterAgrees *tick
	finding                                                                                               *dropdown.Select
	// Of a repetition or fifty-move claim on a game with no move recorded,
	// that it is correct: the record shows nothing of it (9.5; A.2), so
	// the arbiter establishes it (rules.ClaimRuling.Unrecorded).
	claimCorrect *tick
	// Of a clock correction: that it is made at the resumption of an
	// adjourned game (I.13, 1953 §22), and then that the error was pointed
	// out only after the player's first move (I.13); that the event's
	// schedule would suffer without it, after ten moves each in rapid or
	// blitz without adequate supervision (A.5.1.1).
	resumedClock, afterFirstMove, scheduleAffected *tick
	// venueRow holds the two checks of leaving on one line, as the form
	// has room for one; it hides with them.
	venueRow *fyne.Container
	// label and content are the form's row; both hide when nothing shows,
	// so the row takes no room.
	label, content fyne.CanvasObject
}

// newStatements is the rulings form's statements, each tick box taking
// Enter as the form's fields do (enter: the ruling asked for).
func newStatements(v *View, enter func()) *statements {
	s := &statements{
		perpetual: newTick(v.t("desk.ruling.perpetual"), enter),
		claimed:   newTick(v.t("desk.ruling.flag-claimed"), enter),
		firstFlag: v.newSelect([]string{v.t("desk.ruling.first-flag.unknown"), v.t("desk.ruling.first-flag.white"),
			v.t("desk.ruling.first-flag.black")}, nil),
		agreedFirst: newTick(v.t("desk.ruling.agreed-first"), enter),
		excused:     newTick(v.t("desk.ruling.excused"), enter),
		resumed:     newTick(v.t("desk.ruling.at-resumption"), enter),
		control: v.newSelect([]string{v.t("desk.ruling.control.unstated"),
			v.t("desk.ruling.control.reached"), v.t("desk.ruling.control.not-reached")}, nil),
		consent: newTick(v.t("desk.ruling.consent"), enter),
		penalty: v.newSelect([]string{v.t("desk.ruling.penalty.lesser"), v.t("desk.ruling.penalty.loss")}, nil),
		touchHow: v.newSelect([]string{v.t("desk.touch.deliberate"), v.t("desk.touch.adjusted"), v.t("desk.touch.accidental"),
			v.t("desk.touch.claimant-touched")}, nil),
		declined:   newTick(v.t("desk.ruling.declined-by-touch"), enter),
		afterPress: newTick(v.t("desk.ruling.after-press"), enter),
		withdrawn:  newTick(v.t("desk.ruling.offer-withdrawn"), enter),
		spectator:  newTick(v.t("desk.ruling.spectator"), enter),
		displaced: v.newSelect([]string{v.t("desk.ruling.displaced-now"), v.t("desk.ruling.not-restored"),
			v.t("desk.ruling.found-later")}, nil),
		validReason:  newTick(v.t("desk.ruling.valid-reason"), enter),
		bothPlayers:  newTick(v.t("desk.ruling.both-players"), enter),
		afterSealing: newTick(v.t("desk.ruling.after-sealing"), enter),
		sheets: v.newSelect([]string{v.t("desk.ruling.sheets-one"), v.t("desk.ruling.sheets-neither"),
			v.t("desk.ruling.sheets-none"), v.t("desk.ruling.sheets-unproven")}, nil),
		areaOnly:  newTick(v.t("desk.ruling.area-only"), enter),
		permitted: newTick(v.t("desk.ruling.permitted"), enter),
		envelope: v.newSelect([]string{v.t("desk.ruling.envelope-times"), v.t("desk.ruling.envelope-times-unknown"),
			v.t("desk.ruling.envelope-position-lost")}, nil),
		sealedDoubt:     newTick(v.t("desk.ruling.sealed-doubt"), enter),
		fifty:           newTick(v.t("desk.ruling.fifty"), enter),
		declared:        newTick(v.t("desk.ruling.declared"), enter),
		clockPressed:    newTick(v.t("desk.ruling.clock-pressed"), enter),
		boardTurned:     newTick(v.t("desk.ruling.board-turned"), enter),
		resumedSetup:    newTick(v.t("desk.ruling.found-at-resumption"), enter),
		stillIllegal:    newTick(v.t("desk.ruling.still-illegal"), enter),
		castlingCorrect: newTick(v.t("desk.ruling.castling-correct"), enter),
		claimCorrect:    newTick(v.t("desk.ruling.claim-correct"), enter),
		opponentMoved:   newTick(v.t("desk.ruling.opponent-moved"), enter),
		offerAccepted:   newTick(v.t("desk.ruling.offer-accepted"), enter),
		arbiterAgrees:   newTick(v.t("desk.ruling.arbiter-agrees"), enter),
		finding: v.newSelect([]string{v.t("desk.ruling.finding.none"), v.t("desk.ruling.finding.draw"),
			v.t("desk.ruling.finding.postpone"), v.t("desk.ruling.finding.reject")}, nil),
		resumedClock:     newTick(v.t("desk.ruling.at-resumption"), enter),
		afterFirstMove:   newTick(v.t("desk.ruling.after-first-move"), enter),
		scheduleAffected: newTick(v.t("desk.ruling.schedule-affected"), enter),
	}
	s.reset()
	s.label = widget.NewLabel("")
	s.venueRow = container.NewHBox(s.areaOnly, s.permitted)
	s.content = container.NewVBox(s.perpetual, s.claimed, s.firstFlag, s.agreedFirst, s.excused, s.control, s.consent, s.penalty, s.touchHow,
		s.declined, s.afterPress, s.withdrawn, s.spectator, s.afterSealing, s.displaced, s.validReason, s.bothPlayers, s.sheets, s.venueRow, s.envelope, s.sealedDoubt,
		s.fifty, s.declared, s.clockPressed, s.boardTurned, s.resumedSetup, s.stillIllegal,
		s.castlingCorrect, s.claimCorrect, s.opponentMoved, s.offerAccepted, s.arbiterAgrees, s.finding,
		s.resumedClock, s.afterFirstMove, s.scheduleAffected)
	return s
}

// readsPerpetual are the incidents whose 1953 rule ends the game on a
// perpetual check the arbiter states.
var readsPerpetual = map[rules.IncidentKind]bool{
	rules.KindPosition: true, rules.KindFlagFall: true, rules.KindResignation: true,
}

// show shows the statements the incident's rule reads under the event's
// rules; the ones the 1953 code alone reads show only under it. ev is
// nil while no game is open; flagDown says a flag is down on the clock,
// unrecorded that the record shows nothing of the claim chosen
// (rules.ClaimUnrecorded).
func (s *statements) show(k rules.IncidentKind, ev *rules.Event, flagDown, unrecorded bool) {
	code1953, fide, unsupervised, standard, claimRead := false, false, false, false, false
	if ev != nil {
		r, ok := rules.Get(ev.Ruleset)
		code1953, fide = ok && !r.FIDE, ok && r.FIDE
		unsupervised = ev.Unsupervised()
		standard = ev.Type == rules.Standard
		// A claim of a flag fall is read only where the arbiter does not
		// call the flag he sees (2014 A.4.c, FI 2).
		claimRead = ok && !r.CallsFlag(*ev)
	}
	// Each statement and whether the incident's rule reads it here.
	rows := []struct {
		w  fyne.CanvasObject
		on bool
	}{
		{s.perpetual, code1953 && readsPerpetual[k]},
		{s.claimed, claimRead && k == rules.KindFlagFall},
		// The 1953 code has no rule of both flags.
		{s.firstFlag, fide && k == rules.KindBothFlags},
		{s.agreedFirst, flagDown && k == rules.KindAgreement},
		{s.excused, k == rules.KindLateness || k == rules.KindBothAbsent},
		{s.resumed, standard && k == rules.KindLateness},
		{s.control, code1953 && k == rules.KindAdjourn},
		{s.consent, code1953 && k == rules.KindAdjourn},
		{s.penalty, k == rules.KindConduct},
		{s.touchHow, k == rules.KindTouchMove},
		{s.declined, k == rules.KindDrawOffer},
		// The 1953 code lets only the player on move offer (§18e).
		{s.afterPress, fide && k == rules.KindDrawOffer},
		{s.withdrawn, k == rules.KindDrawOffer},
		// The 1953 code leaves a disturbance to the arbiter (§26h).
		{s.spectator, fide && k == rules.KindDisturbance},
		{s.displaced, k == rules.KindDisplaced},
		{s.validReason, k == rules.KindClockStopped},
		{s.bothPlayers, k == rules.KindRefusal},
		// Only standard play is adjourned, and the blitz rules know none.
		{s.afterSealing, standard && k == rules.KindDrawOffer},
		{s.sheets, k == rules.KindScoresheetsBehind},
		{s.areaOnly, k == rules.KindLeftVenue},
		{s.permitted, k == rules.KindLeftVenue},
		{s.envelope, k == rules.KindEnvelopeLost},
		{s.sealedDoubt, code1953 && k == rules.KindEnvelopeLost},
		{s.fifty, k == rules.KindClaimUnwritten},
		{s.declared, k == rules.KindSealedClaim},
		{s.clockPressed, k == rules.KindTwoHands},
		{s.boardTurned, k == rules.KindWrongSetup},
		// Only standard play is adjourned.
		{s.resumedSetup, standard && k == rules.KindWrongSetup},
		{s.stillIllegal, k == rules.KindIllegalPosition},
		{s.castlingCorrect, k == rules.KindChess960Castling},
		{s.claimCorrect, unrecorded},
		// Unsupervised rapid and blitz let an illegal move stand once the
		// opponent has made his next move; standard play puts it right
		// whenever it is found.
		{s.opponentMoved, k == rules.KindChess960Castling || unsupervised && k == rules.KindIllegalMove},
		{s.offerAccepted, k == rules.KindQuickplaySwitch},
		{s.arbiterAgrees, k == rules.KindQuickplaySwitch},
		{s.finding, k == rules.KindQuickplayClaim},
		// Only standard play is adjourned; the first move after the
		// resumption matters to the FIDE rules alone.
		{s.resumedClock, standard && k == rules.KindClockCorrection},
		{s.afterFirstMove, standard && fide && k == rules.KindClockCorrection && s.resumedClock.Checked},
		{s.scheduleAffected, fide && unsupervised && k == rules.KindClockCorrection},
	}
	shown := false
	for _, r := range rows {
		look.SetVisible(r.w, r.on)
		shown = shown || r.on
	}
	look.SetVisible(s.venueRow, s.areaOnly.Visible())
	look.SetVisible(s.label, shown)
	look.SetVisible(s.content, shown)
}

// apply puts what the arbiter stated, of what shows, into the incident
// and the facts.
func (s *statements) apply(in *rules.Incident, f *rules.Facts) {
	if s.perpetual.Visible() && readsPerpetual[(*in).Kind()] {
		f.PerpetualCheck = s.perpetual.Checked
	}
	if x, ok := s.applyTime(*in); ok {
		*in = x
	} else if x, ok := s.applyConduct(*in); ok {
		*in = x
	}
}

// applyTime puts the statements about the clocks and the sessions into
// the incident: flags, lateness, adjournments; ok is false for another
// kind.
func (s *statements) applyTime(in rules.Incident) (rules.Incident, bool) {
	switch x := in.(type) {
	case rules.FlagFall:
		stated(s.claimed, &x.Claimed)
		return x, true
	case rules.BothFlags:
		if i := s.firstFlag.SelectedIndex(); s.firstFlag.Visible() && i > 0 {
			x.OrderKnown, x.FirstFlag = true, engine.Color(i-1)
		}
		return x, true
	case rules.Agreement:
		x.AgreedFirst = x.FlagDown && s.agreedFirst.Visible() && s.agreedFirst.Checked
		return x, true
	case rules.Lateness:
		s.excuse(&x.ArbiterExcuses, &x.ValidExcuse)
		return x, true
	case rules.BothAbsent:
		s.excuse(&x.ArbiterExcuses, &x.ValidExcuse)
		return x, true
	case rules.Resumption:
		s.excuse(&x.ArbiterExcuses, &x.ValidExcuse)
		return x, true
	case rules.Adjourn:
		if s.control.Visible() {
			x.Control = controlStates[max(0, s.control.SelectedIndex())]
			x.ArbiterConsent = s.consent.Checked
		}
		return x, true
	case rules.EnvelopeLost:
		how := s.envelope.SelectedIndex()
		x.TimesUnknown, x.PositionLost = how == envelopeTimesUnknown, how == envelopePositionLost
		x.SealedInDoubt = s.sealedDoubt.Visible() && s.sealedDoubt.Checked
		return x, true
	case rules.ClockStopped:
		stated(s.validReason, &x.ValidReason)
		return x, true
	case rules.QuickplaySwitch:
		stated(s.offerAccepted, &x.OfferAccepted)
		stated(s.arbiterAgrees, &x.ArbiterAgrees)
		return x, true
	case rules.ClockCorrection:
		stated(s.resumedClock, &x.Resumed)
		stated(s.afterFirstMove, &x.AfterFirstMove)
		stated(s.scheduleAffected, &x.ScheduleAffected)
		return x, true
	case rules.QuickplayClaim:
		if s.finding.Visible() {
			x.Finding = quickplayFindings[max(0, s.finding.SelectedIndex())]
		}
		return x, true
	}
	return in, false
}

// applyConduct puts the statements about the players' conduct at the
// board into the incident: touches, offers, scoresheets, leaving, pieces
// displaced, penalties, a spectator's interference; ok is false for
// another kind.
func (s *statements) applyConduct(in rules.Incident) (rules.Incident, bool) {
	switch x := in.(type) {
	case rules.Conduct:
		if s.penalty.Visible() {
			x.ArbiterForfeits = s.penalty.SelectedIndex() == 1
		}
		return x, true
	case rules.TouchMove:
		if s.touchHow.Visible() && x.Touch != nil {
			how := s.touchHow.SelectedIndex()
			x.Touch.Announced, x.Touch.Accidental = how == touchAdjusted, how == touchAccidental
			// The claim is the opponent's; 4.8 reads whether he had touched.
			x.Claimed, x.TouchedPiece = how == touchClaimantTouched, how == touchClaimantTouched
		}
		return x, true
	case rules.DrawOffer:
		stated(s.declined, &x.DeclinedByTouch)
		stated(s.afterPress, &x.AfterPress)
		stated(s.withdrawn, &x.Withdrawn)
		x.AfterSealing = s.afterSealing.Visible() && s.afterSealing.Checked
		return x, true
	case rules.Disturbance:
		stated(s.spectator, &x.Spectator)
		return x, true
	case rules.ScoresheetsBehind:
		how := s.sheets.SelectedIndex()
		x.BothPlayers, x.NoCompleteRecord, x.FlagUnproven = how == sheetsNeither, how == sheetsNone, how == sheetsUnproven
		return x, true
	case rules.LeftVenue:
		x.AreaOnly, x.Permitted = s.areaOnly.Checked, s.permitted.Checked
		return x, true
	case rules.Displaced:
		if s.displaced.Visible() {
			how := s.displaced.SelectedIndex()
			x.FoundLater, x.NotRestored = how == displacedFoundLater, how == displacedNotRestored
		}
		return x, true
	case rules.Refusal:
		stated(s.bothPlayers, &x.BothPlayers)
		return x, true
	case rules.ClaimUnwritten:
		stated(s.fifty, &x.Fifty)
		return x, true
	case rules.SealedClaim:
		stated(s.declared, &x.Declared)
		return x, true
	case rules.ClaimThreefold:
		stated(s.claimCorrect, &x.Correct)
		return x, true
	case rules.ClaimFifty:
		stated(s.claimCorrect, &x.Correct)
		return x, true
	case rules.TwoHands:
		stated(s.clockPressed, &x.ClockPressed)
		return x, true
	case rules.WrongSetup:
		stated(s.boardTurned, &x.BoardTurned)
		stated(s.resumedSetup, &x.Resumed)
		return x, true
	case rules.IllegalPosition:
		stated(s.stillIllegal, &x.StillAfterNextMove)
		return x, true
	case rules.IllegalMove:
		stated(s.opponentMoved, &x.OpponentMoved)
		return x, true
	case rules.Chess960Castling:
		// The box left clear states the castling incorrect: the arbiter
		// is shown it beside the kind.
		stated(s.castlingCorrect, &x.Correct)
		x.Incorrect = s.castlingCorrect.Visible() && !s.castlingCorrect.Checked
		stated(s.opponentMoved, &x.OpponentMoved)
		return x, true
	}
	return in, false
}

// tick is a statement's tick box: Space ticks it, and Enter asks for the
// ruling (enter), as Enter in the form's fields does; Enter in it did
// nothing, and the arbiter working by keys had to Tab on to the button.
// The desk's other tick boxes are ticks without enter, for F1, which
// passes to the window (keyhold.Help).
type tick struct {
	widget.Check
	enter func()
}

func newTick(text string, enter func()) *tick {
	t := &tick{enter: enter}
	t.Text = text
	t.ExtendBaseWidget(t)
	return t
}

func (t *tick) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(t, ev) {
		return
	}
	if (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && t.enter != nil {
		t.enter()
		return
	}
	t.Check.TypedKey(ev)
}

// stated sets *dst to what the arbiter ticked in check, where it shows;
// a statement hidden for the incident leaves the detail as it is.
func stated(check *tick, dst *bool) {
	if check.Visible() {
		*dst = check.Checked
	}
}

// excuse sets both details of an excuse to what the arbiter ticked, where
// the tick shows: the FIDE editions read the one, the 1953 code the
// other; either way the arbiter accepts the excuse, under every ruleset
// compared.
func (s *statements) excuse(arbiterExcuses, validExcuse *bool) {
	stated(s.excused, arbiterExcuses)
	stated(s.excused, validExcuse)
}

// atResumption says the arbiter stated that the lateness is at the
// resumption of an adjourned game.
func (s *statements) atResumption() bool { return s.resumed.Visible() && s.resumed.Checked }

// reset forgets what was stated once a ruling is made: it was said of
// that incident.
func (s *statements) reset() {
	s.perpetual.SetChecked(false)
	s.claimed.SetChecked(false)
	s.firstFlag.SetSelectedIndex(0)
	s.excused.SetChecked(false)
	s.resumed.SetChecked(false)
	s.control.SetSelectedIndex(0)
	s.consent.SetChecked(false)
	s.penalty.SetSelectedIndex(0)
	s.touchHow.SetSelectedIndex(touchDeliberate)
	s.displaced.SetSelectedIndex(displacedNow)
	s.sheets.SetSelectedIndex(sheetsOne)
	s.envelope.SetSelectedIndex(envelopeTimesKnown)
	s.finding.SetSelectedIndex(0)
	for _, c := range []*tick{s.agreedFirst, s.declined, s.afterPress, s.withdrawn, s.spectator, s.validReason, s.bothPlayers, s.afterSealing, s.areaOnly, s.permitted, s.sealedDoubt,
		s.fifty, s.declared, s.clockPressed, s.boardTurned, s.resumedSetup, s.stillIllegal,
		s.castlingCorrect, s.claimCorrect, s.opponentMoved, s.offerAccepted, s.arbiterAgrees, s.resumedClock, s.afterFirstMove, s.scheduleAffected} {
		c.SetChecked(false)
	}
}
