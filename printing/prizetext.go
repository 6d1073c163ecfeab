package printing

import (
	"arbiter/i18n"
	"arbiter/tournament"
)

// PrizeName names a prize's place and group ("1st prize", "Under 1800,
// 2nd prize") for the window, the command line and the paper alike.
func PrizeName(cat *i18n.Catalog, r tournament.PrizeRules, p tournament.Prize) string {
	if g, ok := r.Group(p.Group); ok {
		return cat.T("prizes.name.group", "group", g.Name, "place", p.Place)
	}
	return cat.T("prizes.name", "place", p.Place)
}

// AwardMoney is what an award gives: the money with the language's
// decimal point, what goes with it, and the share when players shared
// ("33,33 (shared by 3)").
func AwardMoney(cat *i18n.Catalog, a tournament.Award) string {
	text := ""
	if a.Amount > 0 {
		text = tournament.MoneyText(a.Money, cat.T("app.decimal-point"))
		if a.Shared > 1 {
			text = cat.T("prizes.shared", "money", text, "n", a.Shared)
		}
	}
	if a.Item != "" {
		if text != "" {
			text += " + "
		}
		text += a.Item
	}
	return text
}
