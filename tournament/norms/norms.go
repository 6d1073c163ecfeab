package norms

import (
	"fmt"
	"sort"
	"time"

	"arbiter/engine"
	"arbiter/tournament"
)

// Coefficient is a tournament coefficient in hundredths (281 = 2.81).
type Coefficient int

// String writes the coefficient with two decimals.
func (c Coefficient) String() string { return fmt.Sprintf("%d.%02d", int(c)/100, int(c)%100) }

// MarshalText writes the coefficient as the report prints it.
func (c Coefficient) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// coefficient divides the index sum by the number of participants to two
// decimals, raising the second decimal when the third is 5 or more.
func coefficient(sum, n int) Coefficient {
	return Coefficient((200*sum + n) / (2 * n))
}

// Indices are the coefficient indices of the categories the code gives no
// number: grandmasters and masters of sport (Master), candidate masters and
// players without a category.
type Indices struct {
	Master       int `json:"master"`
	Candidate    int `json:"candidate"`
	Unclassified int `json:"unclassified"`
}

// Index returns a category's index in the coefficient: I = 1 … V = 5, the
// others from the indices.
func (ix Indices) Index(c tournament.Category) int {
	switch c {
	case tournament.Grandmaster, tournament.MasterOfSport:
		return ix.Master
	case tournament.CandidateMaster:
		return ix.Candidate
	case tournament.Unclassified:
		return ix.Unclassified
	}
	return int(tournament.CategoryI-c) + 1
}

// Game is one counted game of an entrant: the opponent and the points
// scored (kept in half points, in points in JSON).
type Game struct {
	Opponent int64             `json:"opponent"`
	Score    tournament.Points `json:"score"`
	Forfeit  bool              `json:"forfeit,omitempty"`
}

// Entrant is a participant as the classification sees him: category and
// counted games. Players whose games were annulled are not entrants.
type Entrant struct {
	ID int64 `json:"id"`
	// No is the player's starting number (tournament.Event.StartNumbers), by
	// which the sheets and the command line name him.
	No              int                 `json:"no,omitempty"`
	Name            string              `json:"name"`
	Category        tournament.Category `json:"category"`
	Sex             tournament.Sex      `json:"sex,omitempty"`
	MoscowLeningrad bool                `json:"moscow_leningrad,omitempty"`
	CandidateBalls  int                 `json:"candidate_balls,omitempty"`
	Games           []Game              `json:"games"`
}

// Options are the event's choices where the code is silent.
type Options struct {
	Indices Indices `json:"indices"`
	// UseTableAtInteger applies the table's norm at an exact integer
	// coefficient where it differs from the text's (the default is the
	// text's).
	UseTableAtInteger bool `json:"use_table_at_integer"`
	// ExcludeForfeits leaves unplayed games out of the games and points.
	ExcludeForfeits bool `json:"exclude_forfeits"`
	// Date is when the norms were made (the event's last day); validity
	// periods count from it. Unknown, it is zero and left out of the JSON.
	Date time.Time `json:"date,omitzero"`
}

// OptionsFrom takes the options from the event's settings.
func OptionsFrom(s tournament.Settings) Options {
	o := Options{
		Indices:           Indices{Master: s.IndexMaster, Candidate: s.IndexCandidate, Unclassified: s.IndexUnclassified},
		UseTableAtInteger: s.IntegerNormSource == "table",
	}
	if d, err := time.Parse("2006-01-02", s.EndDate); err == nil {
		o.Date = d
	}
	return o
}

// Kind says which part of the classification applies to the event.
type Kind string

// Kinds of classification event.
const (
	// KindTable: the coefficient lies in the table (0.91–5.00).
	KindTable Kind = "table"
	// KindBeginners: coefficient above 5.00, a beginners' tournament
	// without a coefficient, where only V can be earned, at 50 %.
	KindBeginners Kind = "beginners"
	// KindAboveTable: coefficient below 0.91, a field stronger than the
	// table's first row; its first row's norms are applied.
	KindAboveTable Kind = "above-table"
)

// Source says where a norm comes from.
type Source struct {
	Kind string      `json:"kind"` // "table", "text" or "beginners"
	Part int         `json:"part,omitempty"`
	From Coefficient `json:"from,omitempty"`
	To   Coefficient `json:"to,omitempty"`
}

// Norm is the percentage a category needs in this event.
type Norm struct {
	Category tournament.Category `json:"category"`
	Pct      int                 `json:"pct"`
	Source   Source              `json:"source"`
	// Other is the norm the other source gives where text and table
	// disagree at an integer coefficient; the report shows both.
	Other *Norm `json:"other,omitempty"`
}

// CategoryCount is one line of the coefficient's arithmetic.
type CategoryCount struct {
	Category tournament.Category `json:"category"`
	Count    int                 `json:"count"`
	Index    int                 `json:"index"`
}

// Need is what one player needs for one category.
type Need struct {
	Category tournament.Category `json:"category"`
	Pct      int                 `json:"pct"`
	// Exact is games × pct in hundredths of a point, before rounding.
	Exact  int               `json:"exact_hundredths"`
	Points tournament.Points `json:"points"`
	// Met: the player has the points of a norm that is his to earn (one
	// category up) or confirm (his own); another category's points are
	// no norm of his and are not marked.
	Met bool `json:"met"`
}

// his tells whether a category's norm is one a player of category c can
// earn or confirm.
func (n Need) his(c tournament.Category) bool { return c == n.Category || c == n.Category-1 }

// Verdict is what the event means for a player's category.
type Verdict string

// Verdicts.
const (
	Earned        Verdict = "earned"
	Confirmed     Verdict = "confirmed"
	NotMet        Verdict = "not-met"
	NotApplicable Verdict = "not-applicable"
)

// PlayerResult is one player's line of the report.
type PlayerResult struct {
	ID       int64               `json:"id"`
	No       int                 `json:"no"` // the starting number
	Name     string              `json:"name"`
	Category tournament.Category `json:"category"`
	Games    int                 `json:"games"`
	Points   tournament.Points   `json:"points"`
	// Needs are, before the event is over, the points at its end, met
	// only where no result can take them away (settle).
	Needs []Need `json:"needs"`
	// Verdict is Pending until the event is over (Certainty).
	Verdict Verdict `json:"verdict"`
	// Certainty says whether the verdict is final; Outlook is the state
	// of each category he can earn or confirm (the forecast's), what
	// the games still to play must give for it.
	Certainty Certainty          `json:"certainty,omitempty"`
	Outlook   []CategoryForecast `json:"outlook,omitempty"`
	// Result is the category earned or confirmed.
	Result     tournament.Category `json:"result,omitempty"`
	ValidYears int                 `json:"valid_years,omitempty"`
	Expires    *time.Time          `json:"expires,omitempty"`
	// CandidateBall is a ball towards candidate master (75 % in a
	// I-category tournament).
	CandidateBall bool         `json:"candidate_ball,omitempty"`
	Master        *GroupResult `json:"master_norm,omitempty"`
	Candidate     *GroupResult `json:"candidate_norm,omitempty"`
}

// Report is the whole classification of an event.
type Report struct {
	Options      Options         `json:"options"`
	Counts       []CategoryCount `json:"counts"`
	Participants int             `json:"participants"`
	IndexSum     int             `json:"index_sum"`
	Coefficient  Coefficient     `json:"coefficient"`
	Kind         Kind            `json:"kind"`
	Rows         []Row           `json:"rows"`
	Norms        []Norm          `json:"norms"`
	// IFirstCategoryEvent: the coefficient is at most 1.00, so 75 %
	// earns a candidate ball.
	FirstCategoryEvent bool           `json:"first_category_event"`
	MasterField        *FieldCheck    `json:"master_field"`
	CandidateField     *FieldCheck    `json:"candidate_field"`
	Players            []PlayerResult `json:"players"`
	// Certainty: Final once the event is over, else Provisional, every
	// verdict Pending (settle).
	Certainty Certainty `json:"certainty"`
	// forecast, or forecastErr saying why there is none, settled the
	// verdicts.
	forecast    *Forecast
	forecastErr error
}

// neededPoints turns a percentage of games into points to the half point:
// a remainder of 0.25 or more above a half-point step is raised to the next
// half point, a smaller one dropped (the 1953 worked example: 15 games at
// 71 % = 10.65 → 10½). It also returns games × pct in hundredths.
func neededPoints(games, pct int) (tournament.Points, int) {
	exact := games * pct // hundredths of a point
	halves, rest := exact/50, exact%50
	if rest >= 25 {
		halves++
	}
	return tournament.Points(halves), exact
}

// VerdictTexts words a player's verdict for a report: the verdict, then how
// long the category holds and a candidate ball when there are any. t
// translates a catalogue key (norms.verdict.*, norms.until, norms.years,
// norms.ball), category names the category reached as the report writes
// it, and date writes an ISO date as the report prints dates.
func (p PlayerResult) VerdictTexts(t func(key string, args ...any) string, category string, date func(iso string) string) []string {
	texts := []string{t("norms.verdict."+string(p.Verdict), "category", category)}
	switch {
	case p.Expires != nil:
		texts = append(texts, t("norms.until", "date", date(p.Expires.Format("2006-01-02"))))
	case p.ValidYears > 0:
		texts = append(texts, t("norms.years", "years", p.ValidYears))
	}
	if p.CandidateBall {
		texts = append(texts, t("norms.ball"))
	}
	return texts
}

// tooFew is the Kind of Compute's refusal of an event with fewer than two
// participants, where no coefficient exists (the number of participants
// in "got").
type tooFew struct{}

// errTooFew matches that refusal with errors.Is.
var errTooFew = &engine.Message{Key: "norms.error.too-few", Kind: tooFew{}}

// Compute makes the report for the entrants.
func Compute(entrants []Entrant, opt Options) (*Report, error) {
	if len(entrants) < 2 {
		return nil, &engine.Message{Key: errTooFew.Key, Kind: tooFew{}, Args: engine.Args("got", len(entrants))}
	}
	r := &Report{Options: opt, Participants: len(entrants)}
	counts := map[tournament.Category]int{}
	for _, e := range entrants {
		counts[e.Category]++
		r.IndexSum += opt.Indices.Index(e.Category)
	}
	for c := tournament.Grandmaster; c >= tournament.Unclassified; c-- {
		if counts[c] > 0 {
			r.Counts = append(r.Counts, CategoryCount{Category: c, Count: counts[c], Index: opt.Indices.Index(c)})
		}
	}
	r.Coefficient = coefficient(r.IndexSum, r.Participants)
	r.FirstCategoryEvent = r.Coefficient <= 100
	r.Norms, r.Kind, r.Rows = normsFor(r.Coefficient, opt.UseTableAtInteger)

	byID := make(map[int64]*Entrant, len(entrants))
	for i := range entrants {
		byID[entrants[i].ID] = &entrants[i]
	}
	r.MasterField = masterField(entrants)
	r.CandidateField = candidateField(entrants)
	for i := range entrants {
		r.Players = append(r.Players, r.judge(&entrants[i], byID))
	}
	return r, nil
}

// normsFor lists the norms reachable at a coefficient, strongest category
// first.
func normsFor(c Coefficient, tableAtInteger bool) ([]Norm, Kind, []Row) {
	if c > 500 {
		return []Norm{{Category: tournament.CategoryV, Pct: 50, Source: Source{Kind: "beginners"}}}, KindBeginners, nil
	}
	kind := KindTable
	rows := rowsFor(c)
	if int(c) < table[0].first {
		kind = KindAboveTable
		rows = rowsFor(Coefficient(table[0].first))
	}
	byCat := map[tournament.Category]Norm{}
	add := func(n Norm) {
		// Where overlapping rows both give a norm, the lower one is
		// enough: meeting either row's norm meets the classification.
		if old, ok := byCat[n.Category]; !ok || n.Pct < old.Pct {
			byCat[n.Category] = n
		}
	}
	for _, row := range rows {
		src := Source{Kind: "table", Part: row.Part, From: row.From, To: row.To}
		add(Norm{Category: row.Upper, Pct: row.UpperPct, Source: src})
		add(Norm{Category: row.Lower, Pct: row.LowerPct, Source: src})
		if below := row.Lower - 1; below >= tournament.CategoryV {
			add(Norm{Category: below, Pct: row.MinimumPct, Source: src})
		}
	}
	if cat, pct, ok := textNorm(c); ok {
		tbl := byCat[cat]
		if tbl.Pct != pct {
			text := Norm{Category: cat, Pct: pct, Source: Source{Kind: "text"}}
			if tableAtInteger {
				other := text
				tbl.Other = &other
				byCat[cat] = tbl
			} else {
				other := tbl
				text.Other = &other
				byCat[cat] = text
			}
		}
	}
	norms := make([]Norm, 0, len(byCat))
	for _, n := range byCat {
		norms = append(norms, n)
	}
	sort.Slice(norms, func(i, j int) bool { return norms[i].Category > norms[j].Category })
	return norms, kind, rows
}

// counted returns the games and points that count for an entrant.
func (r *Report) counted(e *Entrant) (games int, pts tournament.Points) {
	for _, g := range e.Games {
		if g.Forfeit && r.Options.ExcludeForfeits {
			continue
		}
		games++
		pts += g.Score
	}
	return games, pts
}

// validYears is how long a category lasts: one just earned for the term
// of its award (I two years, one in Moscow and Leningrad; II two; III to V
// three), one confirmed for three years whatever it is ("keeping the
// category": after confirmation the category is kept three years; the
// paragraph follows all five and names none).
func validYears(c tournament.Category, moscowLeningrad, confirmed bool) int {
	switch c {
	case tournament.CategoryI, tournament.CategoryII:
		switch {
		case confirmed:
			return 3
		case c == tournament.CategoryI && moscowLeningrad:
			return 1
		}
		return 2
	case tournament.CategoryIII, tournament.CategoryIV, tournament.CategoryV:
		return 3
	case tournament.CandidateMaster, tournament.MasterOfSport:
		return 3
	}
	return 0
}

func (r *Report) judge(e *Entrant, byID map[int64]*Entrant) PlayerResult {
	games, pts := r.counted(e)
	pr := PlayerResult{ID: e.ID, No: e.No, Name: e.Name, Category: e.Category, Games: games, Points: pts, Verdict: NotApplicable}
	for _, n := range r.Norms {
		need, exact := neededPoints(games, n.Pct)
		met := games > 0 && pts >= need
		nd := Need{Category: n.Category, Pct: n.Pct, Exact: exact, Points: need}
		nd.Met = met && nd.his(e.Category)
		pr.Needs = append(pr.Needs, nd)
		switch {
		case e.Category == n.Category-1 && met && pr.Verdict != Earned:
			pr.Verdict, pr.Result = Earned, n.Category
		case e.Category == n.Category && pr.Verdict != Earned:
			if met {
				pr.Verdict, pr.Result = Confirmed, n.Category
			} else if pr.Verdict == NotApplicable {
				pr.Verdict = NotMet
			}
		case e.Category == n.Category-1 && pr.Verdict == NotApplicable:
			pr.Verdict = NotMet
		}
	}
	if r.FirstCategoryEvent && e.Category == tournament.CategoryI {
		need, _ := neededPoints(games, 75)
		pr.CandidateBall = games > 0 && pts >= need
	}
	if r.MasterField.Holds && e.Category <= tournament.MasterOfSport {
		pr.Master = r.groupNorm(e, byID, masterGroups)
		r.applyGroup(&pr, pr.Master, tournament.MasterOfSport)
	}
	if r.CandidateField.Holds && e.Category <= tournament.CandidateMaster {
		pr.Candidate = r.groupNorm(e, byID, candidateGroups)
		r.applyGroup(&pr, pr.Candidate, tournament.CandidateMaster)
	}
	if pr.Verdict == Earned || pr.Verdict == Confirmed {
		pr.ValidYears = validYears(pr.Result, e.MoscowLeningrad, pr.Verdict == Confirmed)
		if !r.Options.Date.IsZero() {
			exp := r.Options.Date.AddDate(pr.ValidYears, 0, 0)
			pr.Expires = &exp
		}
	}
	return pr
}
