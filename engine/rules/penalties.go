package rules

import "strconv"

// Penalty is one penalty a ruleset lets the arbiter impose.
type Penalty struct {
	Ref string `json:"article"`
	Key string `json:"key"` // catalogue key of its name
}

// Penalties lists the penalties available under a ruleset, in the order
// of its article: FIDE 2014 12.9 a–h; 2018 and 2023 12.9.1–12.9.9, which add
// exclusion from rounds (12.9.8); the 1953 code's list in §26 i and the loss
// of the game of §28.
func Penalties(id RulesetID) []Penalty {
	r, ok := Get(id)
	if !ok {
		return nil
	}
	var names, refs []string
	switch {
	case !r.FIDE:
		// §26i lists the disciplinary penalties; §28 adds the loss of the
		// game for a breach of conduct (and §17 for §§19, 21).
		names = []string{"warning", "reprimand", "expel", "loss"}
		refs = []string{"§26i", "§26i", "§26i", "§28"}
	case id == FIDE2014:
		names = []string{"warning", "add-time", "deduct-time", "add-points", "deduct-points", "loss", "fine", "expel"}
		for _, letter := range "abcdefgh" {
			refs = append(refs, "12.9."+string(letter))
		}
	default:
		names = []string{"warning", "add-time", "deduct-time", "add-points", "deduct-points", "loss", "fine", "exclude-rounds", "expel"}
		for i := 1; i <= 9; i++ {
			refs = append(refs, "12.9."+strconv.Itoa(i))
		}
	}
	out := make([]Penalty, len(names))
	for i := range names {
		out[i] = Penalty{Ref: refs[i], Key: "rules.penalty." + names[i]}
	}
	return out
}
