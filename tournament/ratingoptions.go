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
// national list.
type RatingOptions struct {
	K             map[int64]rating.PlayerK `json:"k,omitempty"`
	NormExemption string                   `json:"norm_exemption,omitempty"`
	National      rating.NationalList      `json:"national,omitzero"`
}

// Check refuses a K outside 1…40, a reason the regulations do
// not name, an unknown exemption, and a national list without a name or
// with K, floor or a rating out of range.
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
	n := o.National
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
