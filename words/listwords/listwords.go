// Package listwords says in the reader's language what a rating list
// changes of an event's players: the words the window's update dialog and
// "arbiter player update-ratings" share. It stands apart from package
// words so that the words the paper uses do not depend on the reader of
// the rating lists.
package listwords

import (
	"cmp"
	"slices"
	"strings"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/ratinglist"
	"arbiter/words"
)

// RatingChange says what a rating list changes of one player, field by
// field, old → new ("Rating 2000 → 2150, Title – → WIM"), in the
// catalogue's language: the words the window's update dialog and
// "arbiter player update-ratings" share. A fact the event keeps as it was
// (Change.Kept) says so, with the list's value.
func RatingChange(cat *i18n.Catalog, c ratinglist.Change) string {
	var what []string
	for _, f := range []struct{ key, kept, old, new string }{
		{"rating", "rating", words.Number(c.Old.Rating), words.Number(c.New.Rating)}, {"title", "title", c.Old.Title, c.New.Title},
		{"born", "", c.Old.BirthDate, c.New.BirthDate}, {"fed", "federation", c.Old.Federation, c.New.Federation},
		{"sex", "", c.Old.Sex, c.New.Sex}, {"fideid", "", c.Old.FIDEID, c.New.FIDEID},
		{"natid", "", c.Old.NationalID, c.New.NationalID},
	} {
		if f.old == f.new {
			continue
		}
		key := "ratinglist.cli.change"
		if f.kept != "" && slices.Contains(c.Kept, f.kept) {
			key = "ratinglist.cli.change.kept"
		}
		what = append(what, cat.T(key, "field", cat.T("ratinglist.col."+f.key), "old", dash(f.old), "new", dash(f.new)))
	}
	return c.Name + ": " + strings.Join(what, ", ")
}

// RatingMissing says that a player is not in the list and is left as he is,
// or, where he has neither a FIDE nor a national id, that he has none to be
// looked up by: the lists are searched by id alone, and a player entered
// by hand who was in them by name was said not to be.
func RatingMissing(cat *i18n.Catalog, m ratinglist.Missing) string {
	if m.NoRating != "" {
		return cat.T("ratinglist.cli.norating", "name", m.Name, "id", dash(m.FIDEID), "kind", cat.T(rules.GameType(m.NoRating).NameKey()))
	}
	if m.FIDEID == "" && m.NationalID == "" {
		return cat.T("ratinglist.cli.noid", "name", m.Name)
	}
	return cat.T("ratinglist.cli.missing", "name", m.Name, "id", dash(m.FIDEID))
}

// TakenFrom says each list an update takes players from, which of its
// ratings the event s takes (its game type's) and how many players
// ("From the list FIDE (2026-11-01) — blitz ratings: 3 players"), a line
// each: an update without a list named takes each player from the newest
// list holding him, which may be another list for another player.
func TakenFrom(cat *i18n.Catalog, u ratinglist.Update, s tournament.Settings) []string {
	lines := make([]string, len(u.Lists))
	for i, t := range u.Lists {
		lines[i] = cat.T("ratinglist.cli.from", "list", words.WithRatingsTaken(cat, s, t.List.String()), "n", t.Players)
	}
	return lines
}

// Updated says that n players were updated from the lists, as the
// event's history names the update (store.audit.player.ratings).
func Updated(cat *i18n.Catalog, n int, lists tournament.RatingLists) string {
	key := "store.audit.player.ratings"
	if len(lists) > 1 {
		key += ".lists"
	}
	return cat.T(key, "n", n, "list", lists.String())
}

func dash(s string) string { return cmp.Or(s, "–") }
