package desk

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine/rules"
	"arbiter/ui/button"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
)

// Compare decides the prepared incident under every ruleset (rules.Compare),
// the event's own first. Each ruleset reads the record as `arbiter ruling
// --ruleset` reads it (read): its equality of positions for repetitions
// (9.2.2, 1953 §18g), a perpetual check the 1953 record shows, a dead
// position the record reached and went on from; it checks a draw claim by
// its own rules; what the arbiter established — the perpetual check
// stated, the illegal moves and warnings already counted — holds under
// each. Read with the least budget, a dead position of blocked pawns went
// unseen. It reads the record once a ruleset with the engine's whole
// budget, which can take seconds, and touches nothing but the ruling, so
// it may run on any goroutine.
func (r *Pending) Compare() (rules.Comparison, error) {
	under := func(rs rules.RulesetID, f *rules.Facts, in *rules.Incident) error {
		var err error
		if *f, err = r.read(rs); err != nil {
			return err
		}
		if (*in).Kind().IsClaim() {
			if _, err := rules.CheckClaim(rs, r.game, in, r.proposal.Intended); err != nil {
				return err
			}
		}
		return nil
	}
	return rules.Compare(r.ev, r.facts, r.proposal.Incident, under)
}

// compare shows the incident of the proposal on view under all five
// rulesets side by side, in a window-sized overlay: each edition's
// decision and articles, and what it decides otherwise than the event's
// ruleset, marked. The box opens at once, saying that it reads the game;
// the rulesets' readings run off the window's goroutine (host.Go), and
// their columns come into the box when done, unless it was closed
// meanwhile: read on the window's goroutine, they froze the window.
func (r *rulingsPanel) compare() {
	v := r.v
	if r.current == nil || r.prepared == nil || v.s == nil {
		return
	}
	if v.s.game.Ply() != r.prepared.Ply {
		r.drop() // the game moved on: the ruling no longer stands for it
		return
	}
	pend := r.prepared
	in := r.current.Incident
	heading := v.t("desk.compare.title-game", "incident", v.t(in.Kind().Key()))
	if p, ok := in.Side(); ok {
		heading = v.t("desk.compare.title", "incident", v.t(in.Kind().Key()), "player", v.sideName(p))
	}
	title := wrapped(heading, fyne.TextStyle{Bold: true})
	cols := container.NewVBox(widget.NewLabel(v.t("desk.compare.reading")))
	var pop *widget.PopUp
	canvas := v.env.Window.Canvas()
	var keys func(*fyne.KeyEvent)
	open := true
	hide := func() {
		open = false
		canvas.SetOnTypedKey(keys)
		keyhold.Hide(pop)
	}
	closeBtn := button.New(v.t("desk.compare.close"), hide)
	closeBtn.Importance = widget.HighImportance
	escapeCloses(hide, &closeBtn.Pass)
	body := look.Border(title, container.NewHBox(layout.NewSpacer(), closeBtn), nil, nil, container.NewVScroll(cols))
	pop = widget.NewModalPopUp(body, canvas)
	size := canvas.Size()
	pop.Resize(fyne.NewSize(size.Width-40, size.Height-40))
	keyhold.Show(pop)
	// Escape and Enter close it as Close does: nothing in it takes keys,
	// so the window's key handler has them while it is open. It is set
	// once the box is shown: Show gives back the handlers of a keyboard
	// held after a box closed by a key, which replaced this one set
	// before, and Escape then closed the comparison only now and then.
	keys = canvas.OnTypedKey()
	canvas.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
			hide()
		}
	})
	v.s.host.Go(func() {
		c, err := pend.Compare()
		fyne.Do(func() {
			if !open {
				return // closed while the rulesets read the game
			}
			if err != nil {
				hide()
				v.env.ShowError(err)
				return
			}
			c.Localize(v.cat.TMap)
			// One row a part, so that each part lines up across the editions.
			rows := make([]*fyne.Container, partsPerEdition)
			for i := range rows {
				rows[i] = container.NewGridWithColumns(len(c.Editions))
			}
			for i, e := range c.Editions {
				for j, part := range v.editionParts(c, i, e) {
					rows[j].Add(part)
				}
			}
			cols.Objects = []fyne.CanvasObject{rows[0], widget.NewSeparator()}
			for _, row := range rows[1:] {
				cols.Add(row)
			}
			cols.Refresh()
		})
	})
}

// partsPerEdition is the number of parts editionParts returns.
const partsPerEdition = 5

// rulesetName is an edition's ruleset named in the desk's language: the
// English "USSR 1953" and "FI blitz 2018" stood in the Finnish comparison.
func (v *View) rulesetName(e rules.Edition) string {
	if r, ok := rules.Get(e.Ruleset); ok {
		return v.t(r.Key)
	}
	return e.RulesetName
}

// editionParts are one edition's decision in parts: its name, how it
// stands to the event's ruleset, the verdict (marked where it differs),
// the articles and the explanation; for an edition without one, the
// reason in place of its standing.
func (v *View) editionParts(c rules.Comparison, i int, e rules.Edition) []fyne.CanvasObject {
	label := func(text string, style fyne.TextStyle, imp widget.Importance) fyne.CanvasObject {
		l := wrapped(text, style)
		l.Importance = imp
		return l
	}
	name := label(v.rulesetName(e), fyne.TextStyle{Bold: true}, widget.MediumImportance)
	if e.Decision == nil {
		none := look.NewHint(e.NotApplicableText)
		none.TextStyle = fyne.TextStyle{Italic: true}
		none.Refresh()
		return []fyne.CanvasObject{name, none, layout.NewSpacer(), layout.NewSpacer(), layout.NewSpacer()}
	}
	var standing fyne.CanvasObject
	switch {
	case i == 0:
		standing = label(v.t("desk.compare.reference"), fyne.TextStyle{}, widget.HighImportance)
	case len(e.Differs) == 0:
		standing = label(v.t("desk.compare.same", "reference", v.rulesetName(c.Editions[0])), fyne.TextStyle{}, widget.SuccessImportance)
	default:
		aspects := make([]string, len(e.Differs))
		for j, a := range e.Differs {
			aspects[j] = v.t(rules.DiffersKey(a))
		}
		standing = label("≠ "+v.t("desk.compare.differs", "reference", v.rulesetName(c.Editions[0]), "aspects", strings.Join(aspects, ", ")),
			fyne.TextStyle{Bold: true}, widget.DangerImportance)
	}
	verdictImp := widget.MediumImportance
	if len(e.Differs) > 0 {
		verdictImp = widget.DangerImportance
	}
	d := *e.Decision
	return []fyne.CanvasObject{name, standing,
		label(v.verdictText(d), fyne.TextStyle{Bold: true}, verdictImp),
		label(d.CitationText(), fyne.TextStyle{}, widget.MediumImportance),
		label(explanationText(d), fyne.TextStyle{}, widget.MediumImportance)}
}
