package teamswiss

// preference is art. 1.7: "w2"/"b2" a simple (type A) or strong (type B)
// preference, "w1"/"b1" a mild one (type B), "" none. Type A knows one
// strength only; type B's mild preference for the last colour's opposite
// lapses in the last round.
func (p *pairer) preference(t *team) string {
	if p.o.NoColours {
		return ""
	}
	last2 := ""
	if n := len(t.Colours); n >= 2 {
		last2 = t.Colours[n-2:]
	}
	switch {
	case t.cd < -1 || (t.cd == 0 || t.cd == -1) && last2 == "bb":
		return "w2"
	case t.cd > 1 || (t.cd == 0 || t.cd == 1) && last2 == "ww":
		return "b2"
	case !p.o.TypeB:
		return ""
	case t.cd == -1:
		return "w1"
	case t.cd == 1:
		return "b1"
	case t.cd == 0 && p.o.Round != p.o.Rounds && t.Colours != "":
		if t.Colours[len(t.Colours)-1] == Black {
			return "w1"
		}
		return "b1"
	}
	return ""
}

func other(c byte) byte {
	if c == White {
		return Black
	}
	return White
}

// firstTeam is art. 4.2: the higher score, then the higher secondary score
// (unless the competition does not use it), then the smaller TPN.
func (p *pairer) firstTeam(a, b *team) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	if !p.o.NoSecondary && a.Secondary != b.Secondary {
		return a.Secondary > b.Secondary
	}
	return a.TPN < b.TPN
}

// colours is art. 4.3: the first of its rules that decides.
func (p *pairer) colours(a, b *team) Match {
	f, s := a, b
	if !p.firstTeam(a, b) {
		f, s = b, a
	}
	give := func(c byte, rule string) Match {
		if c == White {
			return Match{White: f.TPN, Black: s.TPN, Rule: rule}
		}
		return Match{White: s.TPN, Black: f.TPN, Rule: rule}
	}
	fp, sp := f.pref, s.pref
	switch {
	case f.Colours == "" && s.Colours == "":
		if f.TPN%2 == 1 {
			return give(p.o.InitialColour, "4.3.1")
		}
		return give(other(p.o.InitialColour), "4.3.1")
	case fp != "" && sp == "":
		return give(fp[0], "4.3.2")
	case fp == "" && sp != "":
		return give(other(sp[0]), "4.3.2")
	case fp != "" && fp[0] != sp[0]:
		return give(fp[0], "4.3.3")
	case p.o.TypeB && fp != "" && fp[1] == '2' && sp[1] != '2':
		return give(fp[0], "4.3.4")
	case p.o.TypeB && fp != "" && fp[1] != '2' && sp[1] == '2':
		return give(other(sp[0]), "4.3.4")
	case f.cd != s.cd:
		if f.cd < s.cd {
			return give(White, "4.3.5")
		}
		return give(Black, "4.3.5")
	}
	// 4.3.6: the sequences hold played matches only, compared from the end.
	for i := 1; i <= min(len(f.Colours), len(s.Colours)); i++ {
		if fc, sc := f.Colours[len(f.Colours)-i], s.Colours[len(s.Colours)-i]; fc != sc {
			return give(other(fc), "4.3.6")
		}
	}
	switch {
	case fp != "":
		return give(fp[0], "4.3.7")
	case f.Colours != "":
		return give(other(f.Colours[len(f.Colours)-1]), "4.3.8")
	}
	return give(s.Colours[len(s.Colours)-1], "4.3.9")
}
