package cli

import (
	"fmt"
	"io"
	"maps"
	"strconv"
	"strings"
	"text/tabwriter"

	"arbiter/cli/cmdline"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/store"
	"arbiter/words"
)

func init() {
	provide("ratings", runRatings)
}

// kFlags collects the repeated --k NUMBER=K settings.
type kFlags []string

func (f *kFlags) String() string     { return strings.Join(*f, ",") }
func (f *kFlags) Set(s string) error { *f = append(*f, s); return nil }

func runRatings(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("ratings")
	asJSON := fs.Bool("json", false, "print JSON")
	var ks kFlags
	fs.Var(&ks, "k", "NUMBER=K[:REASON]: the K factor of the player with that number, in a team event TEAM:NO (reason new, junior, standard or elite)")
	var national kFlags
	fs.Var(&national, "national", "NAME:K:FLOOR[:FED]: rate a national list of the same Elo kind with the federation's K and floor, of the players of FED (repeat it for each federation's list; off: none)")
	var nrs kFlags
	fs.Var(&nrs, "national-rating", "NUMBER=RATING[@LIST]: the player's rating on his federation's national list, or the list named (0: not on it), in a team event TEAM:NO=RATING")
	exemption := fs.String("norm-exemption", "", "the event's exemption from the title norms' federation rules (B.01 1.4.3a–c): none, national-championship, national-team or zonal")
	save := fs.Bool("save", false, "store the --k, national list and exemption settings in the file")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if *save && len(ks) == 0 && len(national) == 0 && len(nrs) == 0 && *exemption == "" {
		return cmdline.Usagef("app.usage.save-k")
	}
	ev, opts, err := eventWith(pos[0], (*store.Store).RatingOptions)
	if err != nil {
		return err
	}
	kSet, err := ratingreport.ParseKSet(ev, ks)
	if err != nil {
		return err
	}
	if opts.K == nil {
		opts.K = map[int64]rating.PlayerK{}
	}
	maps.Copy(opts.K, kSet)
	if opts.NationalLists, err = ratingreport.ParseNational(ev, opts.NationalLists, national, nrs); err != nil {
		return err
	}
	switch *exemption {
	case "":
	case "none":
		opts.NormExemption = ""
	default:
		opts.NormExemption = *exemption
		if err := opts.Check(); err != nil {
			return err
		}
	}
	if *save {
		if err := withStore(pos[0], func(s *store.Store) error { return s.SetRatingOptions(opts) }); err != nil {
			return err
		}
	}
	rows := ratingreport.Of(ev, opts)
	nat, unlisted := ratingreport.NationalReports(ev, opts)
	// While games remain, the title norms' forecast follows the verdicts
	// on the games so far, as in the window, on paper and at the venue; a
	// Swiss round not yet paired has none, and why is said as "norms
	// --forecast" says it.
	var forecast []norms.TitleForecast
	var noForecast error
	scope := norms.ScopeOf(ev)
	if norms.CertaintyOf(ev) != norms.Final && scope.Titles == nil {
		forecast, noForecast = norms.TitleNormForecasts(ev, opts)
	}
	if *asJSON {
		ageDate, given := ratingreport.KAgeDate(ev)
		// Certainty: the changes and the title norms are final only once
		// the event is over, none where the event gives no FIDE figure, as
		// the text's warning says (ratingreport.Certainty); NoChanges and
		// NoNorms, why there are none (norms.Scope), as the text says it:
		// an event not FIDE-rated lists no player's FIDE figures.
		if scope.Changes != nil {
			rows = nil
		}
		return cmdline.WriteJSON(env.Stdout, struct {
			Certainty    norms.Certainty               `json:"certainty,omitempty"`
			Edition      string                        `json:"edition"`
			TitleEdition string                        `json:"title_edition"`
			KAgeDate     string                        `json:"k_age_date"`
			KAgeAssumed  bool                          `json:"k_age_date_assumed,omitempty"`
			NoChanges    *noteJSON                     `json:"no_changes,omitempty"`
			NoNorms      *noteJSON                     `json:"no_norms,omitempty"`
			Players      []ratingreport.Row            `json:"players"`
			National     []ratingreport.NationalReport `json:"national_lists,omitempty"`
			Unlisted     []ratingreport.NationalRow    `json:"national_unlisted,omitempty"`
			Forecast     []norms.TitleForecast         `json:"title_forecast,omitempty"`
			NoForecast   *noteJSON                     `json:"no_title_forecast,omitempty"`
		}{ratingreport.Certainty(ev), rating.Edition, rating.TitleEdition, ageDate, !given, errorNote(env.Cat, scope.Changes), errorNote(env.Cat, scope.Titles), rows, nat, unlisted, forecast,
			errorNote(env.Cat, noForecast)})
	}
	// Why no title norm can be made is said above only where no rating
	// changes follow: under them the title norms say it (writeTitleNorms).
	notes := []string{words.RatingsProvisional(env.Cat, ev), words.NoChanges(env.Cat, ev)}
	if scope.Changes != nil {
		notes = append(notes, words.NoNorms(env.Cat, ev))
	}
	for _, note := range notes {
		if note != "" {
			fmt.Fprintf(env.Stdout, "%s\n\n", note)
		}
	}
	refs := ratingreport.PlayerRefs(ev)
	if scope.Changes == nil {
		writeRatings(env.Stdout, env.Cat, ev, rows, refs, forecast, noForecast)
	}
	writeNational(env.Stdout, env.Cat, nat, unlisted, refs)
	return nil
}

// writeRatings lists the rating changes, each player named as the
// options name him (ratingreport.PlayerRefs), then the title norms
// (writeTitleNorms).
func writeRatings(w io.Writer, cat *i18n.Catalog, ev *tournament.Event, rows []ratingreport.Row, refs map[int64]string, forecast []norms.TitleForecast, noForecast error) {
	fmt.Fprintf(w, "%s — %s\n%s\n\n", cat.T("ratings.title"), ev.Settings.Name, cat.T("ratings.edition"))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := []string{"#", cat.T("ratings.col.name"), cat.T("ratings.col.rating"), "K", cat.T("ratings.col.games"),
		cat.T("ratings.col.score"), cat.T("ratings.col.expected"), cat.T("ratings.col.change"),
		words.RatedShort(cat, words.RatedAverage), words.RatedShort(cat, words.RatedPerformance)}
	fmt.Fprintln(tw, strings.Join(head, "\t"))
	for _, r := range rows {
		row := []string{refs[r.ID], r.Name, words.RatingOrUnrated(cat, r.Rating), words.KText(cat, r), strconv.Itoa(r.Games),
			tournament.Points(r.Points).String(), cat.Decimal(words.Hundredths(r.Expected)), words.ChangeText(cat, r), "", ""}
		if r.Rating == 0 {
			row[6] = ""
		}
		if r.TPR > 0 {
			row[8], row[9] = strconv.Itoa(r.ARO), strconv.Itoa(r.TPR)
		}
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	tw.Flush()
	fmt.Fprintln(w)
	fmt.Fprintln(w, cat.T("ratings.note"))
	fmt.Fprintln(w, words.RatedLegend(cat, words.RatedAverage, words.RatedPerformance))
	if note := words.KDateNote(cat, ev, nil); note != "" {
		fmt.Fprintln(w, note)
	}
	kHelp := "ratings.k.cli"
	if ev.Settings.System.Team() {
		kHelp = "ratings.k.cli.team"
	}
	fmt.Fprintln(w, cat.T(kHelp))
	writeTitleNorms(w, cat, ev, rows, refs, forecast, noForecast)
}

// writeTitleNorms lists the title-norm verdicts of the players with enough
// games, each with what it misses, whom it left out and why
// (words.NormsTooFewGames), and then the forecast, if any, after
// what it weighs (words.ForecastWeighs), or why there is none while games
// remain (noForecast: a Swiss round not yet paired); listing no norm, why
// (words.NoNormListed).
func writeTitleNorms(w io.Writer, cat *i18n.Catalog, ev *tournament.Event, rows []ratingreport.Row, refs map[int64]string, forecast []norms.TitleForecast, noForecast error) {
	fmt.Fprintf(w, "\n%s\n%s\n\n", cat.T("ratings.norms.title"), cat.T("ratings.norms.edition"))
	found := false
	for _, r := range rows {
		if len(r.Norms) == 0 {
			continue
		}
		found = true
		fmt.Fprintf(w, "%s %s\n", refs[r.ID], r.Name)
		for _, n := range r.Norms {
			line := words.NormLine(cat, n)
			fmt.Fprintf(w, "  %s — %s %d, %s %d\n", line, words.TieBreakShort(cat, "aro"), n.ARO, words.TieBreakShort(cat, "tpr"), n.TPR)
		}
	}
	// Where no player can have the games a norm needs, that once
	// (norms.NoneCanCount), as the sheets say it.
	open := norms.AnyOpen(forecast)
	if !found {
		fmt.Fprintln(w, words.NoNormListed(cat, ev, rows, open))
	} else {
		// The norms' figures are the title regulations', headed as the
		// tie-breaks are and said as such.
		fmt.Fprintln(w, words.TieBreakLegend(cat, []string{"aro", "tpr"}))
	}
	if left := words.NormsTooFewGames(cat, rows, refs); left != "" {
		fmt.Fprintf(w, "\n%s\n", left)
	}
	if open {
		fmt.Fprintf(w, "\n%s\n", cat.T("forecast.title"))
		for _, line := range words.ForecastWeighs(cat, ev, 0) {
			fmt.Fprintln(w, line)
		}
		writeTitleForecast(w, cat, forecast)
	}
	if noForecast != nil {
		fmt.Fprintln(w, cat.Error(noForecast))
	}
}

// writeNational lists each national list's changes, when the event
// rates any, with the games each list leaves out, and then the players no
// list rates.
func writeNational(w io.Writer, cat *i18n.Catalog, reports []ratingreport.NationalReport, unlisted []ratingreport.NationalRow, refs map[int64]string) {
	for _, rep := range reports {
		fmt.Fprintf(w, "\n%s\n\n", words.NationalTitle(cat, rep.List))
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, strings.Join([]string{"#", cat.T("ratings.col.name"), cat.T("ratings.col.rating"), cat.T("ratings.col.games"),
			cat.T("ratings.col.score"), cat.T("ratings.col.expected"), cat.T("ratings.col.change"), cat.T("ratings.col.new")}, "\t"))
		for _, r := range rep.Players {
			cells := words.NationalCells(cat, r)
			cells[0] = refs[r.ID]
			fmt.Fprintln(tw, strings.Join(cells, "\t"))
		}
		tw.Flush()
		if off := words.NationalOffGames(cat, rep.Players, refs); off != "" {
			fmt.Fprintln(w, off)
		}
	}
	if none := words.NationalUnlisted(cat, unlisted, refs); none != "" {
		fmt.Fprintf(w, "\n%s\n", none)
	}
}
