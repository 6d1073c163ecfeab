package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/tournament"
)

// ruleFields edit the event's rule options (tournament.RuleOptions), the
// part of the settings the game desk's rulings read besides the ruleset.
type ruleFields struct {
	s                                     *Shell
	national, device, notation            *choice
	fideRated, championship, firstIllegal *widget.Check
	bothZero, quickplay, noQuickplay      *widget.Check
	flagClaimOnly                         *widget.Check
	noDrawBefore, blitzPenalty            *field
}

func newRuleFields(s *Shell) *ruleFields {
	f := &ruleFields{s: s}
	f.national = s.newChoice([]string{"", "FI"}, []string{s.t("rulesettings.national.none"), s.t("rulesettings.national.fi")})
	f.device = s.newChoice([]string{"", "loss", "warning-first"},
		[]string{s.t("rulesettings.device.ruleset"), s.t("rulesettings.device.loss"), s.t("rulesettings.device.warning-first")})
	// The notation's letters show beside each language: they are what the
	// arbiter compares with the scoresheets.
	values, labels := []string{""}, []string{s.t("rulesettings.notation.event")}
	for _, l := range engine.Langs {
		values = append(values, string(l))
		labels = append(labels, s.t("rulesettings.notation."+string(l))+" ("+engine.LetterList(l)+")")
	}
	f.notation = s.newChoice(values, labels)
	check := func(key string) *widget.Check { return widget.NewCheck(s.t(key), nil) }
	f.fideRated, f.championship = check("rulesettings.fide-rated"), check("rulesettings.championship")
	f.firstIllegal, f.bothZero = check("rulesettings.first-illegal-loses"), check("rulesettings.both-zero-draw")
	f.quickplay, f.noQuickplay = check("rulesettings.quickplay"), check("rulesettings.no-quickplay")
	f.flagClaimOnly = check("rulesettings.flag-claim-only")
	f.noDrawBefore, f.blitzPenalty = s.newField(), s.newField()
	f.noDrawBefore.SetPlaceHolder(s.t("rulesettings.no-draw-before.none"))
	f.blitzPenalty.SetPlaceHolder("60")
	return f
}

// content lays the fields out for the settings view: the choices and
// numbers above the event rules that are on or off.
func (f *ruleFields) content() fyne.CanvasObject {
	s := f.s
	form := widget.NewForm(
		widget.NewFormItem(s.t("rulesettings.national"), f.national.sel),
		widget.NewFormItem(s.t("rulesettings.device"), f.device.sel),
		widget.NewFormItem(s.t("rulesettings.notation"), f.notation.sel),
		widget.NewFormItem(s.t("rulesettings.no-draw-before"), f.noDrawBefore),
		widget.NewFormItem(s.t("rulesettings.blitz-penalty"), f.blitzPenalty),
	)
	// The choices take the full width (their Finnish and Estonian values
	// were cut beside a column of checks); the checks go below in two.
	checks := container.NewGridWithColumns(2, f.fideRated, f.championship, f.firstIllegal, f.bothZero, f.quickplay, f.noQuickplay, f.flagClaimOnly)
	return container.NewVBox(form, checks)
}

// set shows the stored options.
func (f *ruleFields) set(o tournament.RuleOptions) {
	f.national.set(o.National)
	f.device.set(o.DevicePolicy)
	f.notation.set(o.Notation)
	f.fideRated.SetChecked(o.FIDERated)
	f.championship.SetChecked(o.Championship)
	f.firstIllegal.SetChecked(o.FirstIllegalLoses)
	f.bothZero.SetChecked(o.BothZeroDraw)
	f.quickplay.SetChecked(o.QuickplayFinish)
	f.noQuickplay.SetChecked(o.NoQuickplayFinish)
	f.flagClaimOnly.SetChecked(o.FlagClaimOnly)
	f.noDrawBefore.setNumber(o.NoDrawBefore, 0)
	f.blitzPenalty.setNumber(o.SupervisedBlitzPenaltySeconds, 0)
}

// read collects the options; a count that is not a whole number of zero
// or more is refused by its label.
func (f *ruleFields) read() (tournament.RuleOptions, error) {
	o := tournament.RuleOptions{
		National: f.national.value(), DevicePolicy: f.device.value(),
		FIDERated: f.fideRated.Checked, Championship: f.championship.Checked,
		FirstIllegalLoses: f.firstIllegal.Checked, BothZeroDraw: f.bothZero.Checked,
		QuickplayFinish: f.quickplay.Checked, NoQuickplayFinish: f.noQuickplay.Checked,
		FlagClaimOnly: f.flagClaimOnly.Checked, Notation: f.notation.value(),
	}
	for _, n := range []struct {
		entry *field
		label string
		dst   *int
	}{
		{f.noDrawBefore, "rulesettings.no-draw-before", &o.NoDrawBefore},
		{f.blitzPenalty, "rulesettings.blitz-penalty", &o.SupervisedBlitzPenaltySeconds},
	} {
		// A count is refused below zero as well.
		x, err := n.entry.number(0, "ui.settings.not-number", "field", f.s.t(n.label))
		if err == nil && x < 0 {
			err = uiError("ui.settings.not-number", "field", f.s.t(n.label), "text", strings.TrimSpace(n.entry.Text))
		}
		if err != nil {
			return o, err
		}
		*n.dst = x
	}
	return o, nil
}
