package printing

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/replay"
)

// TestIncidentLogCitesInTheLanguage: a game's incident list (the desk's
// and the scoresheet's) cites a ruling as the ruling does in the reader's
// language: the Laws' Preface as "Esipuhe", the 1953 code as
// "Neuvostoliitto 1953", not the English words the log keeps.
func TestIncidentLogCitesInTheLanguage(t *testing.T) {
	rec := &replay.GameRecord{Rulings: []replay.Ruling{
		{Incident: "scoresheet-request", Ruleset: "FIDE2023", Articles: []string{"Preface"}, Proposed: "*", Ply: 1},
		{Incident: "flag-fall", Ruleset: "USSR1953", Articles: []string{"§19"}, Proposed: "1-0", Ply: 2},
	}}
	lines := IncidentLog(i18n.For(i18n.Finnish), rec)
	if len(lines) != 2 || !strings.Contains(lines[0].Text, "Esipuhe") || strings.Contains(lines[0].Text, "Preface") ||
		!strings.Contains(lines[1].Text, "Neuvostoliitto 1953") {
		t.Errorf("incident list %+v, want the Preface and the 1953 code named in Finnish", lines)
	}
}
