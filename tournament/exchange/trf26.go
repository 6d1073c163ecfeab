package exchange

import (
	"strings"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/internal/lazy"
	"arbiter/tournament"
	"arbiter/tournament/schedule"
	"arbiter/tournament/trf"
)

// trfTypeCodes are record 192's codes (TRF-2026, Tournament-Type Code
// Table) of the individual systems, as FIDE's tie-break program and
// bbpPairings read them, and systemFromTypeCode reads them back; a match
// has none (its 092 names it). teamTRFTypeCodes are the team systems',
// which only a team report holds (ReadTeamTRFReport reads it). Each table
// is its report's (trfReports): a system added to the model gets its code
// in the table of the report it is written in.
var (
	trfTypeCodes = lazy.Value[map[tournament.System]string]{Make: func() map[tournament.System]string {
		return map[tournament.System]string{
			tournament.SwissDutch:       "FIDE_DUTCH_2025",
			tournament.SwissDubov:       "FIDE_DUBOV",
			tournament.SwissBurstein:    "FIDE_BURSTEIN",
			tournament.RoundRobin:       "FIDE_ROUNDROBIN",
			tournament.DoubleRoundRobin: "FIDE_DOUBLEROUNDROBIN",
		}
	}}
	teamTRFTypeCodes = lazy.Value[map[tournament.System]string]{Make: func() map[tournament.System]string {
		return map[tournament.System]string{
			tournament.TeamRoundRobin: "FIDE_TEAM_ROUNDROBIN",
			tournament.TeamSwiss:      "FIDE_TEAM_TYPEA_MP_GP",
		}
	}}
)

// trfTypeAliases are the other codes of the table for the same systems:
// the Dutch rules' editions, the round robins by Berger's tables.
var trfTypeAliases = lazy.Value[map[string]tournament.System]{Make: func() map[string]tournament.System {
	return map[string]tournament.System{
		"FIDE_DUTCH": tournament.SwissDutch, "FIDE_DUTCH_2017": tournament.SwissDutch,
		"BERGER_ROUNDROBIN": tournament.RoundRobin, "BERGER_DOUBLEROUNDROBIN": tournament.DoubleRoundRobin,
	}
}}

// trfController is Arbiter's name in record 182, the program that made
// the pairings.
const trfController = "Arbiter"

// systemFromTypeCode reads record 192's code of an individual event's
// system; baku tells the code's Baku acceleration ("FIDE_DUTCH_2025_BAKU").
// A Dutch edition the table does not name ("FIDE_DUTCH_2026_BAKU", as
// Sharly-Chess writes) is the Dutch system all the same, paired by the
// edition in force (dutchEditionNote says so).
func systemFromTypeCode(code string) (sys tournament.System, baku, ok bool) {
	code, baku = trf.BakuCode(code)
	if s, ok := trfTypeAliases.Get()[code]; ok {
		return s, baku, true
	}
	if year, ok := strings.CutPrefix(code, "FIDE_DUTCH_"); ok && len(year) == 4 && strings.Trim(year, "0123456789") == "" {
		return tournament.SwissDutch, baku, true
	}
	for s, c := range trfTypeCodes.Get() {
		if c == code {
			return s, baku, true
		}
	}
	return "", false, false
}

// trf2026Header fills the header records TRF-2026 adds to TRF-16: the
// system's code (192) from the report's table of codes, the program that
// paired (182) and the time control encoded (222, where the event's
// control has a code).
func trf2026Header(t *trf.Tournament, s tournament.Settings, codes map[tournament.System]string) {
	t.TypeCode = codes[s.System]
	t.PairingController = trfController
	if tc, err := clock.Parse(s.TimeControl); err == nil {
		t.TimeControlCode, _ = trf.EncodeTimeControl(tc)
	}
}

// readTRF2026Header reads the header records TRF-2026 adds that the
// settings hold no field of their own for. The time control encoded
// (222) is the event's when 122 states none or none Arbiter reads; one
// that states another control than 122's, or none Arbiter reads, is not
// kept. The program
// that paired (182) is not kept unless it is Arbiter: the rounds the
// event pairs from now on are Arbiter's.
func readTRF2026Header(t *trf.Tournament, s *tournament.Settings) []engine.Message {
	var notes []engine.Message
	if c := strings.TrimSpace(t.PairingController); c != "" && c != trfController {
		notes = append(notes, note("event.trf.notkept", "record", "182 "+c))
	}
	if code := strings.TrimSpace(t.TimeControlCode); code != "" {
		coded, err := trf.DecodeTimeControl(code)
		stated, err122 := clock.Parse(s.TimeControl)
		switch {
		case err != nil:
			notes = append(notes, note("event.trf.notkept", "record", "222 "+code))
		case strings.TrimSpace(s.TimeControl) == "":
			s.TimeControl = coded.String()
		case err122 != nil:
			// 122 in another program's words ("G/15 +10"): the control 222
			// encodes is the one the clock and the game type can read, so
			// the event takes it, and 122's text is named as given way.
			notes = append(notes, note("event.trf.control-coded", "written", s.TimeControl, "control", coded.String()))
			s.TimeControl = coded.String()
		case stated.String() != coded.String():
			notes = append(notes, note("event.trf.notkept", "record", "222 "+code))
		}
	}
	return notes
}

// TRFRatingGaps are the header records FIDE's rating needs (the R column
// of TRF-2026: 022 city, 032 federation, 042 and 052 the dates, 102 the
// chief arbiter, 132 the dates of the rounds played) that the event's
// report cannot write, because the event does not say them; the export
// names them rather than hand in a report the rating officer refuses.
func TRFRatingGaps(ev *tournament.Event) []string {
	s := ev.Settings
	var gaps []string
	for _, f := range []struct{ tag, v string }{{"022", s.Site}, {"032", s.Federation}, {"042", s.StartDate},
		{"052", s.EndDate}, {"102", s.ChiefArbiter}} {
		if strings.TrimSpace(f.v) == "" {
			gaps = append(gaps, f.tag)
		}
	}
	for n := 1; n <= ev.PairedRounds(); n++ {
		if schedule.Round(ev, n).Date == "" {
			gaps = append(gaps, "132")
			break
		}
	}
	return gaps
}
