package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/rating"
)

func init() {
	Register(Command{
		Name:    "ratings",
		Usage:   "ratings FILE [--k NUMBER=K]... [--json]",
		Summary: "FIDE rating change and performance of each player (" + rating.Edition + ")",
		Run:     runRatings,
	})
}

// kFlags collects the repeated --k NUMBER=K settings.
type kFlags []string

func (f *kFlags) String() string     { return strings.Join(*f, ",") }
func (f *kFlags) Set(s string) error { *f = append(*f, s); return nil }

func runRatings(env *Env, args []string) error {
	fs := NewFlags("ratings")
	asJSON := fs.Bool("json", false, "print JSON")
	var ks kFlags
	fs.Var(&ks, "k", "NUMBER=K: the K factor of the player with that number")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	ev, err := loadEvent(pos[0])
	if err != nil {
		return err
	}
	kSet, err := tournament.ParseKSet(ev, ks)
	if err != nil {
		return err
	}
	rows := tournament.RatingReport(ev, kSet)
	if *asJSON {
		return writeJSON(env.Stdout, struct {
			Edition string                 `json:"edition"`
			Players []tournament.RatingRow `json:"players"`
		}{rating.Edition, rows})
	}
	writeRatings(env.Stdout, env.Cat, ev, rows)
	return nil
}

// hundredths writes a sum of probabilities kept in hundredths: 102 → 1.02.
func hundredths(h int) string { return fmt.Sprintf("%d.%02d", h/100, h%100) }

func writeRatings(w io.Writer, cat *i18n.Catalog, ev *tournament.Event, rows []tournament.RatingRow) {
	fmt.Fprintf(w, "%s — %s\n%s\n\n", cat.T("ratings.title"), ev.Settings.Name, cat.T("ratings.edition"))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := []string{"#", cat.T("ratings.col.name"), cat.T("ratings.col.rating"), "K", cat.T("ratings.col.games"),
		cat.T("ratings.col.score"), cat.T("ratings.col.expected"), cat.T("ratings.col.change"), "ARO", "TPR"}
	fmt.Fprintln(tw, strings.Join(head, "\t"))
	for _, r := range rows {
		row := []string{strconv.Itoa(r.Number), r.Name, "", "", strconv.Itoa(r.Games),
			tournament.Points(r.Points).String(), "", "", "", ""}
		if r.Rating > 0 {
			row[2] = strconv.Itoa(r.Rating)
			row[3] = strconv.Itoa(r.K)
			if r.Change.K != r.K {
				row[3] += "→" + strconv.Itoa(r.Change.K)
			}
			row[3] += " " + cat.T("ratings.k."+string(r.KReason))
			row[6] = hundredths(r.Expected)
			row[7] = fmt.Sprintf("%+.1f", r.Change.Change)
		} else {
			row[2] = cat.T("ratings.unrated")
			if in := r.Initial; in != nil && in.Published {
				row[7] = cat.T("ratings.initial", "rating", in.Rating)
			} else if in != nil {
				row[7] = cat.T("ratings.initial.pending", "rating", in.Rating)
			}
		}
		if r.TPR > 0 {
			row[8], row[9] = strconv.Itoa(r.ARO), strconv.Itoa(r.TPR)
		}
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	tw.Flush()
	fmt.Fprintln(w)
	fmt.Fprintln(w, cat.T("ratings.note"))
}
