package words

import (
	"slices"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/prizes"
	"arbiter/tournament/team"
)

// PrizeName names a prize's place and group ("1st prize", "Under 1800,
// 2nd prize") for the window, the command line and the paper alike.
func PrizeName(cat *i18n.Catalog, r prizes.Rules, p prizes.Prize) string {
	if g, ok := r.Group(p.Group); ok {
		return cat.T("prizes.name.group", "group", g.Name, "place", p.Place)
	}
	return cat.T("prizes.name", "place", p.Place)
}

// awardMoney is what an award gives: the money as CurrencyText writes it
// in the currency of the list, what goes with it, and the share when
// players shared ("33,33 EUR (shared by 3)"), or pooled an overall prize
// and a group's ("50 EUR (pooled, shared by 3)": the legend names the
// prizes of each pool, PrizeLegend).
func awardMoney(cat *i18n.Catalog, a prizes.Award, currency string) string {
	text := ""
	if a.Amount > 0 || a.Shared > 1 {
		text = currencyText(cat, a.Money, currency)
		if len(a.Pooled) > 0 {
			text = cat.T("prizes.shared.pooled", "money", text, "n", a.Shared)
		} else if a.Shared > 1 {
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

// PrizeRow is one row of the prize list in words, the same in the
// window, on the command line, on paper and on the venue pages. Award is
// the award the row gives; nil for a prize no one took (Name then says
// so) and for a line of the account (Prize names it).
type PrizeRow struct {
	Award                          *prizes.Award
	Prize, No, Name, Points, Money string
}

// Cells are the row's cells in the order of the prize list's columns:
// prize, starting number, name, points, money.
func (r PrizeRow) Cells() []string { return []string{r.Prize, r.No, r.Name, r.Points, r.Money} }

// PrizeRows words the prize list: a row for each award, then one for
// each prize no one took.
func PrizeRows(cat *i18n.Catalog, rules prizes.Rules, list prizes.List) []PrizeRow {
	var rows []PrizeRow
	notGiven := "prizes.not-given"
	if list.Teams {
		notGiven = "teamprizes.not-given"
	}
	for i := range list.Awards {
		a := &list.Awards[i]
		rows = append(rows, PrizeRow{a, PrizeName(cat, rules, a.Prize), Number(a.No), a.Name, a.Points.String(), awardMoney(cat, *a, list.Currency)})
	}
	for _, p := range list.Ungiven {
		// Whether the group had eligible players, who took other prizes.
		why := notGiven
		if slices.Contains(list.Elsewhere, p.Group) {
			why += ".elsewhere"
		}
		rows = append(rows, PrizeRow{Prize: PrizeName(cat, rules, p), Name: cat.T(why),
			Money: awardMoney(cat, prizes.Award{Prize: p, Money: p.Amount}, list.Currency)})
	}
	return rows
}

// pools say the rule by which ties pooled an overall prize and a group's,
// where any did, and then each pool: its prizes, their money and how many
// shared it, once for all the rows whose money it gives.
func pools(cat *i18n.Catalog, area string, rules prizes.Rules, list prizes.List) []string {
	var said [][]prizes.Prize
	var lines []string
	for _, a := range list.Awards {
		if len(a.Pooled) == 0 || slices.ContainsFunc(said, func(p []prizes.Prize) bool { return slices.Equal(p, a.Pooled) }) {
			continue
		}
		if said = append(said, a.Pooled); len(said) == 1 {
			lines = append(lines, cat.T(area+".legend.pooled"))
		}
		names := make([]string, len(a.Pooled))
		for i, p := range a.Pooled {
			names[i] = PrizeName(cat, rules, p)
		}
		lines = append(lines, cat.T("prizes.legend.pool", "prizes", strings.Join(names, " + "), "pool", currencyText(cat, a.Pool, list.Currency), "n", a.Shared))
	}
	return lines
}

// PrizeAccount is the account of the fund under the list, to the cent
// and in the event's currency: the total, what the awards pay, what
// prizes no one took hold (when any), and the remainder of shares that
// did not divide, named even when nothing is left over.
func PrizeAccount(cat *i18n.Catalog, list prizes.List) []PrizeRow {
	line := func(key string, cents int64) PrizeRow {
		return PrizeRow{Prize: cat.T(key), Money: currencyText(cat, cents, list.Currency)}
	}
	rows := []PrizeRow{line("prizes.account.fund", list.Fund), line("prizes.account.paid", list.Paid)}
	if list.Unpaid > 0 {
		rows = append(rows, line("prizes.account.unpaid", list.Unpaid))
	}
	return append(rows, line("prizes.account.remainder", list.Remainder))
}

// currencyText is an amount with the language's decimal point and the
// currency after it when the event names one ("1530,50 EUR").
func currencyText(cat *i18n.Catalog, cents int64, currency string) string {
	text := prizes.MoneyText(cents, cat.T("app.decimal-point"))
	if currency != "" {
		text += " " + currency
	}
	return text
}

// PrizeTeamHeads are the heads of the winner's and the points' columns
// where the prizes go to teams (prizes.List.Teams): the team, by its
// primary score, as the command line, the paper and the pages head them.
func PrizeTeamHeads(cat *i18n.Catalog, opts tournament.TeamOptions) (who, points string) {
	return cat.T("teams.col.team"), cat.T(team.ScoreHeads(opts)[0])
}

// PrizeMoneyHead is the head of the money column: with the currency when
// the event names one.
func PrizeMoneyHead(cat *i18n.Catalog, currency string) string {
	if currency == "" {
		return cat.T("prizes.col.money")
	}
	return cat.T("prizes.col.money-in", "currency", currency)
}

// PrizeLegend says the rules the list follows: which prize a player who
// could win several gets, how tied players share (and pool an overall
// prize with a group's, where a tie did), that what is not money
// stays with its place, that a rating band leaves the unrated out, the
// withdrawn players the prizes went past, and that the cents which do
// not divide are the remainder.
func PrizeLegend(cat *i18n.Catalog, rules prizes.Rules, list prizes.List) []string {
	// A team event's legend speaks of teams (teamprizes.legend.*).
	area := "prizes"
	if list.Teams {
		area = "teamprizes"
	}
	legend := []string{cat.T(area + ".legend.value")}
	if rules.Order == prizes.ByListed {
		legend[0] = cat.T(area + ".legend.listed")
	}
	if rules.Hort {
		legend = append(legend, cat.T(area+".legend.hort"))
	} else {
		legend = append(legend, cat.T(area+".legend.shared"))
	}
	legend = append(legend, pools(cat, area, rules, list)...)
	for _, p := range rules.Prizes {
		if p.Item != "" {
			legend = append(legend, cat.T(area+".legend.items"))
			break
		}
	}
	// A band's lower bound of 0 reads in other programs as taking in the
	// unrated; here it never does (Group.Member), which each band says.
	for _, g := range rules.Groups {
		if g.Kind == prizes.GroupRating {
			legend = append(legend, cat.T(area+".legend.band", "name", g.Name))
		}
		// A club ranking's prize goes to a club: its rule says which.
		if g.Kind == prizes.GroupClubs {
			legend = append(legend, ClubLegend(cat, g))
		}
	}
	// A withdrawn player the prizes went past is named: the standings
	// beside the list still place him above a winner.
	if len(list.Passed) > 0 {
		legend = append(legend, cat.T(area+".legend.withdrawn", "players", playerNames(list.Passed), "n", len(list.Passed)))
	}
	// A player without a year of birth is in no group by it: named, as a
	// junior entered by his name alone may have won his age's prize.
	if u := list.Untold; len(u.Players) > 0 {
		var groups []string
		for _, id := range u.Groups {
			g, _ := rules.Group(id)
			groups = append(groups, g.Name)
		}
		legend = append(legend, cat.T("prizes.legend.noyear", "players", playerNames(u.Players), "groups", strings.Join(groups, ", ")))
	}
	return append(legend, cat.T("prizes.legend.cents"))
}
