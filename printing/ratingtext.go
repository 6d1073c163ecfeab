package printing

import (
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/rating"
)

// NormVerdict says in one line what the event gives a player for one
// title norm: the norm (and the games it counts for), or everything it
// misses, e.g. "GM: ½ point short; only 1 other federation (2 needed)".
// The window, the command line and the paper all say it with these words.
func NormVerdict(cat *i18n.Catalog, r rating.NormResult) string {
	if r.Met {
		return cat.T("ratings.norm.met", "title", r.Title, "games", r.CountsAs)
	}
	parts := make([]string, 0, len(r.Short))
	for _, s := range r.Short {
		parts = append(parts, Shortfall(cat, r, s))
	}
	return cat.T("ratings.norm.missed", "title", r.Title, "short", strings.Join(parts, "; "))
}

// Shortfall says what one requirement of a norm misses, and by how much.
func Shortfall(cat *i18n.Catalog, r rating.NormResult, s rating.Shortfall) string {
	args := []any{"have", s.Have, "need", s.Need, "federation", s.Federation, "rule", s.Rule}
	switch s.Kind {
	case rating.ShortPoints:
		if s.Need < 0 {
			return cat.T("ratings.short.unreachable", "tpr", r.NeedTPR)
		}
		short := tournament.Points(s.Need - s.Have)
		key := "ratings.short.points.many"
		switch short {
		case 1:
			key = "ratings.short.points.half"
		case 2:
			key = "ratings.short.points.one"
		}
		return cat.T(key, "short", short.String(), "need", tournament.Points(s.Need).String(), "games", r.Games)
	case rating.ShortLevel:
		n, _ := rating.NormFor(r.Title)
		return cat.T("ratings.short.level-titles", append(args, "titles", strings.Join(n.Level, "/"))...)
	}
	return cat.T("ratings.short."+s.Kind, args...)
}

// KReason names why a K factor applies.
func KReason(cat *i18n.Catalog, r rating.KReason) string { return cat.T("ratings.k." + string(r)) }
