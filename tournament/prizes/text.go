package prizes

import (
	"arbiter/engine"
	"fmt"
	"strconv"
	"strings"
)

// ParseGroup reads a ranking group as the command line takes it:
// ID:KIND[:BOUNDS|:CLUB|:BEST]:NAME, e.g. "u1800:rating:-1799:Rating under
// 1800", "s65:born:-1961:Seniors", "w:women:Women", "hsk:club:Helsingin
// Shakkiklubi:Club prize", "bc:clubs:3:Best club". BOUNDS is FROM-TO
// with either side open; BEST, a club ranking's players counted, is N or
// N/place (clubs equal on points parted by their best player's place).
func ParseGroup(text string) (Group, error) {
	parts := strings.Split(text, ":")
	bad := engine.NewMessage("prizes.err.group-form", "text", text)
	if len(parts) < 3 {
		return Group{}, bad
	}
	g := Group{ID: strings.TrimSpace(parts[0]), Kind: GroupKind(strings.TrimSpace(parts[1]))}
	rest := parts[2:]
	switch g.Kind {
	case GroupRating, GroupBorn:
		if len(rest) < 2 {
			return Group{}, bad
		}
		from, to, ok := strings.Cut(rest[0], "-")
		if !ok {
			return Group{}, bad
		}
		var err error
		if g.From, err = parseBound(g.ID, from); err != nil {
			return Group{}, err
		}
		if g.To, err = parseBound(g.ID, to); err != nil {
			return Group{}, err
		}
		rest = rest[1:]
	case GroupClub:
		if len(rest) < 2 {
			return Group{}, bad
		}
		g.Club, rest = strings.TrimSpace(rest[0]), rest[1:]
	case GroupClubs:
		if len(rest) < 2 {
			return Group{}, bad
		}
		var err error
		if g.Best, g.TieByPlace, err = parseBest(g.ID, rest[0]); err != nil {
			return Group{}, err
		}
		rest = rest[1:]
	}
	g.Name = strings.TrimSpace(strings.Join(rest, ":"))
	return g, nil
}

// parseBound reads one side of group id's band: nil where it is blank
// (open), else a whole number written as Line writes it back, so that
// what is typed is what is kept ("+1599" or "01599" would come back as
// 1599).
func parseBound(id, text string) (*int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 || strconv.Itoa(n) != text {
		return nil, engine.NewMessage("prizes.err.bound", "id", id, "bound", text)
	}
	return &n, nil
}

// Line writes the group as ParseGroup reads it, its band's bounds as
// they were given: "u16:rating:0-1599:Under 1600".
func (g Group) Line() string {
	parts := []string{g.ID, string(g.Kind)}
	switch g.Kind {
	case GroupRating, GroupBorn:
		parts = append(parts, boundText(g.From)+"-"+boundText(g.To))
	case GroupClub:
		parts = append(parts, g.Club)
	case GroupClubs:
		parts = append(parts, bestText(g))
	}
	return strings.Join(append(parts, g.Name), ":")
}

// boundText is a band's bound as ParseGroup reads it: "" where open.
func boundText(b *int) string {
	if b == nil {
		return ""
	}
	return strconv.Itoa(*b)
}

// ParsePrize reads a prize as the command line takes it:
// [GROUP:]PLACE=AMOUNT[:ITEM], e.g. "1=500", "u1800:1=50,50:book",
// "w:1=0:cup". The amount is money with a decimal point or comma.
func ParsePrize(text string) (Prize, error) {
	bad := engine.NewMessage("prizes.err.prize-form", "text", text)
	left, right, ok := strings.Cut(text, "=")
	if !ok {
		return Prize{}, bad
	}
	var p Prize
	if g, place, ok := strings.Cut(left, ":"); ok {
		p.Group, left = strings.TrimSpace(g), place
	}
	place, err := strconv.Atoi(strings.TrimSpace(left))
	if err != nil {
		return Prize{}, bad
	}
	p.Place = place
	amount, item, _ := strings.Cut(right, ":")
	if p.Amount, err = parseMoney(amount); err != nil {
		return Prize{}, bad
	}
	p.Item = strings.TrimSpace(item)
	return p, nil
}

// parseMoney reads an amount of money ("150", "150.50", "150,5") as
// cents.
func parseMoney(s string) (int64, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", ".")
	if s == "" {
		return 0, nil
	}
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 2 {
		return 0, fmt.Errorf("more than cents: %q", s)
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w < 0 {
		return 0, fmt.Errorf("not an amount: %q", s)
	}
	c := int64(0)
	if frac != "" {
		if c, err = strconv.ParseInt(frac+strings.Repeat("0", 2-len(frac)), 10, 64); err != nil {
			return 0, fmt.Errorf("not an amount: %q", s)
		}
	}
	return w*100 + c, nil
}

// MoneyText writes cents as an amount with two decimals ("150.50", or
// "150" when whole) and the decimal point given.
func MoneyText(cents int64, point string) string {
	if cents%100 == 0 {
		return strconv.FormatInt(cents/100, 10)
	}
	return fmt.Sprintf("%d%s%02d", cents/100, point, cents%100)
}
