package tournament

import (
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/tournament/rating"
)

// RatingOptions are the arbiter's rating settings of an event: K set per
// player with its reason, which exemption of the Title Regulations'
// foreigner rule the event has (B.01 1.4.3a–c; "" for none), and the
// national lists, one for each federation that keeps one (a Helsinki open
// with Estonians rates the Finnish list and the Estonian one).
type RatingOptions struct {
	K             map[int64]rating.PlayerK `json:"k,omitempty"`
	NormExemption string                   `json:"norm_exemption,omitempty"`
	NationalLists []rating.NationalList    `json:"national_lists,omitempty"`
}

// NationalOn are the national lists the event rates (K set), in the
// order they were set.
func (o RatingOptions) NationalOn() []rating.NationalList {
	var on []rating.NationalList
	for _, n := range o.NationalLists {
		if n.On() {
			on = append(on, n)
		}
	}
	return on
}

// Check refuses a K outside 1…40, a reason the regulations do
// not name, an unknown exemption, a national list without a name or
// with K, floor or a rating out of range, and two lists of one name or of
// one federation (a player would be rated twice on his own).
func (o RatingOptions) Check() error {
	for _, k := range o.K {
		switch k.Reason {
		case rating.KNew, rating.KJunior, rating.KStandard, rating.KElite, rating.KSet:
		default:
			return engine.NewMessage("ratings.err.reason", "value", string(k.Reason))
		}
		if k.K < 1 || k.K > 40 {
			return engine.NewMessage("ratings.err.k", "value", k.K)
		}
	}
	if !slices.Contains(rating.NormExemptions, o.NormExemption) {
		return engine.NewMessage("ratings.err.exemption", "value", o.NormExemption)
	}
	for i, n := range o.NationalLists {
		if err := checkNational(n); err != nil {
			return err
		}
		if len(o.NationalLists) > 1 && strings.TrimSpace(n.Federation) == "" {
			// A list of no federation rates every player: beside another
			// it would rate that one's players twice.
			return engine.NewMessage("ratings.err.national-federation", "name", n.Name)
		}
		for _, was := range o.NationalLists[:i] {
			switch {
			case strings.EqualFold(strings.TrimSpace(was.Name), strings.TrimSpace(n.Name)):
				return engine.NewMessage("ratings.err.national-twice", "name", n.Name)
			case was.OfFederation(n.Federation):
				return engine.NewMessage("ratings.err.national-federation-twice", "federation", n.Federation, "name", was.Name, "other", n.Name)
			}
		}
	}
	return nil
}

// checkNational refuses a national list without a name or with K, floor
// or a rating out of range.
func checkNational(n rating.NationalList) error {
	switch {
	case n.K < 0 || n.K > 100:
		return engine.NewMessage("ratings.err.national-k", "value", n.K)
	case n.Floor < 0 || n.Floor > 3000:
		return engine.NewMessage("ratings.err.floor", "value", n.Floor)
	case n.On() && strings.TrimSpace(n.Name) == "":
		return engine.NewMessage("ratings.err.national-name")
	}
	for _, r := range n.Ratings {
		if r < 0 || r > 3500 {
			return engine.NewMessage("ratings.err.national-rating", "value", r)
		}
	}
	return nil
}
