package tiebreak

import (
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/internal/lazy"
)

// The team tie-breaks an event's settings may name, and how an id reads:
// its tie-break and the modifiers of its suffixes; the team standings
// (tournament/team) compute the values and say which way they rank.

// TeamIDs lists the team tie-breaks offered.
var TeamIDs = []string{"gp", "mp", "mpvgp", "bh", "bh:mp", "bh:gp", "fb", "fb:gp", "aob", "aob:gp", "sb", "esb", "emmsb", "emgsb", "egmsb", "eggsb", "bc", "tbr", "bbe", "de", "ede", "edec", "edet", "edeb", "edebt", "edebb"}

// ValidateTeam checks a team event's tie-break list: the ids of
// TeamIDs, ":mp" allowed, on the Buchholz-type ones the suffixes
// -c1, -c2, -m1, -m2 (rounds cut) and -p (forfeits as played), in that
// order, and -p on the direct-encounter ones; and no tie-break twice. A
// Buchholz-type id that names no score reads the primary one (gpFirst:
// TeamOptions.GamePointsFirst), so "bh" is "bh:mp" with match points
// first and "bh:gp" with game points first.
func ValidateTeam(ids []string, gpFirst bool) error {
	seen := map[string]bool{}
	for _, id := range ids {
		base, _, ok := parseTeam(id)
		if !ok || !slices.Contains(TeamIDs, base) {
			return engine.NewMessage("teams.err.tiebreak.unknown", "id", id, "known", strings.Join(TeamIDs, ", "))
		}
		same := teamScore(id, gpFirst)
		if seen[same] {
			return engine.NewMessage("event.err.tiebreak.twice", "id", id)
		}
		seen[same] = true
	}
	return nil
}

// teamScore is an id with the primary score its Buchholz-type
// tie-break reads when it names none ("bh-c1" with game points first is
// "bh:gp-c1", "sb" the SB on game points); another id as it is, ":mp"
// dropped.
func teamScore(id string, gpFirst bool) string {
	head, rest, _ := strings.Cut(id, "-")
	if rest != "" {
		rest = "-" + rest
	}
	base, named := strings.CutSuffix(head, ":mp")
	if !slices.Contains(teamScored, base) {
		return base + rest
	}
	if !named && gpFirst {
		base += ":gp"
	}
	return base + rest
}

// teamScored are the team tie-breaks that read the primary score where
// the id names none and match points where it names them (":mp").
var teamScored = []string{"bh", "fb", "aob", "sb", "esb"}

// TeamVariants are every team tie-break an event may name, each once as
// its id: the ids of TeamIDs, those of teamScored also on match points
// named ("sb:mp"), each with every suffix ValidateTeam takes on it. Any
// other id ValidateTeam takes names ":mp" on a tie-break that reads no
// score, and is the tie-break without it.
func TeamVariants() []string {
	var bases []string
	for _, id := range TeamIDs {
		bases = append(bases, id)
		if slices.Contains(teamScored, id) && !slices.Contains(TeamIDs, id+":mp") {
			bases = append(bases, id+":mp")
		}
	}
	var ids []string
	for _, base := range bases {
		for _, cut := range []string{"", "-c1", "-c2", "-m1", "-m2"} {
			for _, p := range []string{"", "-p"} {
				if _, _, ok := parseTeam(base + cut + p); ok {
					ids = append(ids, base+cut+p)
				}
			}
		}
	}
	return ids
}

// EncounterIDs are the direct-encounter tie-breaks; only -p modifies
// them.
var EncounterIDs = []string{"de", "ede", "edec", "edet", "edeb", "edebt", "edebb"}

// TeamModifier is what a tie-break id's suffixes ask of a Buchholz-type
// score: the lowest (and highest) rounds cut, forfeits counted as played.
type TeamModifier struct {
	Low, High int
	AsPlayed  bool
	// Fore is the Fore Buchholz: the last round counted as drawn by every
	// team paired in it, as if not yet played.
	Fore bool
}

// Suffix is the modifier as an id's suffix ("-c1-p").
func (m TeamModifier) Suffix() string {
	out := ""
	for k, v := range teamModifiers.Get() {
		if v.Low == m.Low && v.High == m.High {
			out = "-" + k
		}
	}
	if m.AsPlayed {
		out += "-p"
	}
	return out
}

// teamModifiers are the suffixes a Buchholz-type team tie-break takes,
// as FIDE's program writes them /C1, /C2, /M1, /M2 and /P.
var teamModifiers = lazy.Value[map[string]TeamModifier]{Make: func() map[string]TeamModifier {
	return map[string]TeamModifier{"c1": {Low: 1}, "c2": {Low: 2}, "m1": {Low: 1, High: 1}, "m2": {Low: 2, High: 2}}
}}

// teamBuchholzIDs are the team tie-breaks that take modifiers.
var teamBuchholzIDs = []string{"bh", "bh:gp", "fb", "fb:gp", "aob", "aob:gp", "sb", "esb", "emmsb", "emgsb", "egmsb", "eggsb"}

// SplitTeam reads an id as its tie-break and modifiers
// ("bh:gp-c1-p": Buchholz on game points, the lowest round cut, forfeits
// as played); ok false for suffixes it does not know.
func SplitTeam(id string) (string, TeamModifier) {
	base, mod, _ := parseTeam(id)
	return base, mod
}

func parseTeam(id string) (string, TeamModifier, bool) {
	parts := strings.Split(id, "-")
	base, mod := strings.TrimSuffix(parts[0], ":mp"), TeamModifier{}
	cut := false
	for _, p := range parts[1:] {
		m, ok := teamModifiers.Get()[p]
		switch {
		case p == "p" && !mod.AsPlayed:
			mod.AsPlayed = true
		case ok && !cut && !mod.AsPlayed:
			mod.Low, mod.High, cut = m.Low, m.High, true
		default:
			return base, mod, false
		}
	}
	if len(parts) > 1 && !slices.Contains(teamBuchholzIDs, base) &&
		!(slices.Contains(EncounterIDs, base) && id == base+"-p") {
		return base, mod, false
	}
	return base, mod, true
}
