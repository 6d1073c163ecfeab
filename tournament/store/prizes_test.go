package store

import (
	"errors"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/prizes"
	"arbiter/tournament/rating"
)

// TestPrizeRulesKeptAndUndone: the ranking groups and prizes are kept in
// the file, and undone in one step; rules that name a group that does
// not exist are refused.
func TestPrizeRulesKeptAndUndone(t *testing.T) {
	s, _ := newEvent(t, 2)
	r := prizes.Rules{
		Groups: []prizes.Group{{ID: "u1800", Name: "Under 1800", Kind: prizes.GroupRating, To: new(1799)}},
		Prizes: []prizes.Prize{{Place: 1, Amount: 15000}, {Group: "u1800", Place: 1, Amount: 5000, Item: "book"}},
		Order:  prizes.ByListed, Hort: true, Currency: "EUR",
	}
	if err := s.SetPrizeRules(r); err != nil {
		t.Fatal(err)
	}
	s = checkKeptThenUndone(t, s, (*Store).PrizeRules, r, prizes.Rules{})
	bad := prizes.Rules{Prizes: []prizes.Prize{{Group: "juniors", Place: 1}}}
	var ke *engine.Message
	if err := s.SetPrizeRules(bad); !errors.As(err, &ke) || ke.Key != "prizes.err.no-group" {
		t.Errorf("SetPrizeRules: %v", err)
	}
	checkUnset(t, s, (*Store).PrizeRules, "after the refusal")
}

// TestSavingTheSameRulesIsNoChange: the prize rules or the rating options
// saved again as they are (Save with nothing changed, `prizes --currency
// EUR --save` where it is EUR) record no action; one did, whose Undo
// took back nothing.
func TestSavingTheSameRulesIsNoChange(t *testing.T) {
	s, ids := newEvent(t, 2)
	r := prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 15000}}, Currency: "EUR"}
	o := tournament.RatingOptions{K: map[int64]rating.PlayerK{ids[0]: {K: 40, Reason: rating.KNew}}}
	if err := s.SetPrizeRules(r); err != nil {
		t.Fatal(err)
	}
	if err := s.SetRatingOptions(o); err != nil {
		t.Fatal(err)
	}
	before, err := s.AuditHead()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetPrizeRules(r); err != nil {
		t.Fatal(err)
	}
	if err := s.SetRatingOptions(o); err != nil {
		t.Fatal(err)
	}
	if after, err := s.AuditHead(); err != nil || after != before {
		t.Errorf("the same rules saved again: the history's head %d, was %d (%v)", after, before, err)
	}
}
