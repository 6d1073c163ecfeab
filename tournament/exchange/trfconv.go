package exchange

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"maps"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/input"
	"arbiter/tournament/swiss"
	"arbiter/tournament/tiebreak"
	"arbiter/tournament/trf"
	"arbiter/tournament/trfevent"
)

// eventDates reads the start and end dates (042, 052) into the settings.
// A date another order would read otherwise (readDate) is named in the
// notes with how it was read, one that is no day is left out and named:
// neither
// pairing nor score reads them, so they never refuse a report.
func eventDates(t *trf.Tournament, s *tournament.Settings) []engine.Message {
	var notes []engine.Message
	for _, f := range []struct {
		tag, text string
		day       *string
	}{{"042", t.StartDate, &s.StartDate}, {"052", t.EndDate, &s.EndDate}} {
		text := strings.TrimSpace(f.text)
		iso, assumed, ok := trf.ReadDate(text)
		if ok {
			if _, err := input.ParseDate(iso); err != nil {
				ok = false
			}
		}
		switch {
		case text == "":
		case !ok:
			notes = append(notes, note("event.trf.date.unread", "line", t.Line(f.tag), "record", f.tag, "value", text))
		case assumed:
			notes = append(notes, note("event.trf.date.read", "line", t.Line(f.tag), "record", f.tag, "value", text, "date", iso))
			*f.day = iso
		default:
			*f.day = iso
		}
	}
	// The rounds' dates (132), which the rounds take (DateOfRound), when
	// written otherwise than TRF writes them: named, the rounds left
	// undated.
	var unread []string
	for _, d := range t.RoundDates {
		if d = strings.TrimSpace(d); d != "" {
			if _, ok := trf.ReadRoundDate(d); !ok {
				unread = append(unread, d)
			}
		}
	}
	if len(unread) > 0 {
		notes = append(notes, note("event.trf.rounddates.unread", "line", t.Line("132"), "dates", strings.Join(unread, ", ")))
	}
	return notes
}

// FromTRF reads an event from a TRF report: settings from the header
// records, players (with their TRF numbers as seats, and as ids until the
// store assigns its own; see RemapIDs) and every round's pairings and
// results. Unrated-game codes (W, D, L) read as the played results; FIDE
// id 0 is no id. What it does not read as written is in the notes, per
// player: a federation column that is no FIDE federation is the player's
// club (nothing when it has no letter), a birth date it cannot read is
// left empty, byes written without a result count what the points column
// leaves (trf.Problem.BlankByes), and a points column that is not the sum
// of the player's results (trf.Problem.Disagree) is named. A Swiss's
// rounds are those before the round to pair, each cell without opponent
// the bye the report's pairing problem reads in it (trf.Problem, the one
// reading the pairing of the report shares).
func FromTRF(t *trf.Tournament) (*tournament.Event, []engine.Message, error) {
	return fromTRF(t, t.Problem())
}

// fromTRF is FromTRF with the report's pairing problem read.
func fromTRF(t *trf.Tournament, pr *trf.Problem) (*tournament.Event, []engine.Message, error) {
	if err := t.Contradiction(); err != nil {
		return nil, nil, err
	}
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	notes := settingsFromTRF(t, &ev.Settings)
	if len(t.Players) == 0 {
		return nil, nil, engine.NewMessage("event.err.trf.noplayers")
	}
	pn, err := playersFromTRF(t, pr, ev)
	if err != nil {
		return nil, nil, err
	}
	notes = append(notes, pn...)
	// The columns from the round to pair on hold byes asked for, never a
	// round played: a Swiss's requests (readSwissRecords), named in any
	// other system (ReadTRFReport).
	for r := 1; r < pr.Round; r++ {
		rd, err := roundFromTRF(t, pr, ev, r)
		if err != nil {
			return nil, nil, err
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	scheduleFromTRF(t, ev)
	return ev, notes, nil
}

// scheduleFromTRF keeps the 132 record's dates of the rounds not yet
// paired in the schedule, as the rounds paired keep theirs: the report
// dates the whole event. Dates that run backwards, which the schedule
// refuses, are left out as a whole.
func scheduleFromTRF(t *trf.Tournament, ev *tournament.Event) {
	var kept []tournament.RoundTime
	for r := len(ev.Rounds) + 1; r <= ev.TotalRounds(); r++ {
		if d := t.DateOfRound(r); d != "" {
			kept = append(kept, tournament.RoundTime{Round: r, Date: d})
		}
	}
	s := ev.Settings
	s.Schedule = append(slices.Clone(s.Schedule), kept...)
	if len(kept) > 0 && s.Validate() == nil {
		ev.Settings = s
	}
}

// OverReport returns the settings of a file that a report is imported
// into: what a TRF report states (its header, system, rounds, tie-breaks
// and withdrawal rule: settingsFromTRF, readExtensions) from reported,
// and the rest, which no report states, as the arbiter set it in file. A
// record of the header the report leaves out or blank (a name, a site,
// the dates) states nothing: the file's value stays, as a name given is
// never taken away. The notes name each setting of the file the report
// replaced, with both values, and a limit of half-point byes the file
// had that the report's event cannot keep (overReportHalfByes), as a
// setting for late entries' missed rounds (overReportLateByes), so that
// an import changes nothing the arbiter set in silence.
func OverReport(file, reported tournament.Settings) (tournament.Settings, []engine.Message) {
	s := file
	var notes []engine.Message
	replaced := func(label string, old, now any) {
		notes = append(notes, *engine.NewMessage("event.trf.replaced", "setting", engine.NewMessage(label), "old", old, "new", now))
	}
	for _, f := range []struct {
		label  string
		header *string
		stated string
	}{
		{"ui.settings.name", &s.Name, reported.Name}, {"ui.settings.site", &s.Site, reported.Site},
		{"ui.settings.federation", &s.Federation, reported.Federation}, {"ui.settings.start", &s.StartDate, reported.StartDate},
		{"ui.settings.end", &s.EndDate, reported.EndDate}, {"ui.settings.chief", &s.ChiefArbiter, reported.ChiefArbiter},
		{"ui.settings.deputies", &s.Deputies, reported.Deputies}, {"ui.settings.timecontrol", &s.TimeControl, reported.TimeControl},
	} {
		if old := *f.header; f.stated != "" && f.stated != old {
			*f.header = f.stated
			if old != "" {
				replaced(f.label, old, f.stated)
			}
		}
	}
	s.System, s.Rounds, s.TieBreaks = reported.System, reported.Rounds, reported.TieBreaks
	s.WithdrawalPolicy = reported.WithdrawalPolicy
	// The system, rounds, tie-breaks and withdrawal rule the report
	// states always, read from its games where no record names them.
	if file.System != "" && file.System != s.System {
		replaced("ui.settings.system", file.System.Name(), s.System.Name())
	}
	if file.Rounds > 0 && file.Rounds != s.Rounds {
		replaced("ui.settings.rounds", file.Rounds, s.Rounds)
	}
	if len(file.TieBreaks) > 0 && !slices.Equal(file.TieBreaks, s.TieBreaks) {
		replaced("ui.settings.tiebreaks", tieBreakCodes(file.TieBreaks), tieBreakCodes(s.TieBreaks))
	}
	if file.WithdrawalPolicy != "" && file.WithdrawalPolicy != s.WithdrawalPolicy {
		replaced("ui.settings.withdrawal", engine.NewMessage("ui.settings.withdrawal."+string(file.WithdrawalPolicy)),
			engine.NewMessage("ui.settings.withdrawal."+string(s.WithdrawalPolicy)))
	}
	notes = append(append(notes, overReportHalfByes(file, &s)...), overReportLateByes(&s)...)
	return s, append(notes, overReportSchedule(&s)...)
}

// overReportSchedule takes out of s, the settings a report is imported
// into, the dates and times the file set for rounds past the report's,
// which a schedule cannot name (the settings' rule,
// tournament.Settings.Validate), and returns a note for each: the report
// decides the rounds, as with the limit of half-point byes
// (overReportHalfByes).
func overReportSchedule(s *tournament.Settings) []engine.Message {
	if s.Rounds == 0 {
		return nil
	}
	var notes []engine.Message
	var kept []tournament.RoundTime
	for _, rt := range s.Schedule {
		if rt.Round <= s.Rounds {
			kept = append(kept, rt)
			continue
		}
		notes = append(notes, *engine.NewMessage("event.trf.schedule.dropped", "round", engine.NewMessage("schedule.cli.round", "n", rt.Round),
			"when", strings.TrimSpace(rt.Date+" "+rt.Time), "rounds", s.Rounds))
	}
	if len(notes) > 0 {
		s.Schedule = kept
	}
	return notes
}

// overReportHalfByes takes out of s, the settings a report is imported
// into, the file's limit of half-point byes where the report's event
// cannot keep it, and returns the notes that say so: in a system other
// than a Swiss of players nobody asks for a bye, and the last rounds
// without one cannot be more than the report's rounds (the settings'
// rule, tournament.Settings.Validate). The report decides the system and the
// rounds; the limit, set for the event the file was, is dropped rather
// than refusing the import, which would leave the arbiter only to clear
// it by hand and import again.
func overReportHalfByes(file tournament.Settings, s *tournament.Settings) []engine.Message {
	var notes []engine.Message
	dropped := func(key string, limit *engine.Message, args ...any) {
		notes = append(notes, *engine.NewMessage(key, append([]any{"setting", engine.NewMessage("event.halfbyes"), "limit", limit}, args...)...))
	}
	maxLimit := engine.NewMessage("event.halfbyes.max", "max", file.MaxHalfByes)
	lastLimit := engine.NewMessage("event.halfbyes.last", "last", file.NoHalfByeRounds, "from", file.Rounds-file.NoHalfByeRounds+1)
	switch {
	case !s.System.IndividualSwiss():
		if s.MaxHalfByes > 0 {
			dropped("event.trf.halfbyes.system", maxLimit, "system", s.System.Name())
		}
		if s.NoHalfByeRounds > 0 {
			dropped("event.trf.halfbyes.system", lastLimit, "system", s.System.Name())
		}
		s.MaxHalfByes, s.NoHalfByeRounds = 0, 0
	case s.NoHalfByeRounds > s.Rounds:
		dropped("event.trf.halfbyes.rounds", lastLimit, "rounds", s.Rounds)
		s.NoHalfByeRounds = 0
	}
	return notes
}

// overReportLateByes takes out of s, the settings a report is imported
// into, the file's setting for a late entry's missed rounds where the
// report's system is not a Swiss of players, the one a player joins late
// in (the settings' rule), and says so. A report writes no such setting:
// its late entries' missed rounds are their rounds' results.
func overReportLateByes(s *tournament.Settings) []engine.Message {
	if s.LateEntryByes == tournament.LateByesTyped || s.System.IndividualSwiss() {
		return nil
	}
	note := engine.NewMessage("event.trf.latebyes.system", "setting", engine.NewMessage("event.latebyes"),
		"value", engine.NewMessage(s.LateEntryByes.NameKey()), "system", s.System.Name())
	s.LateEntryByes = tournament.LateByesTyped
	return []engine.Message{*note}
}

// tieBreakCodes are the tie-breaks ids as a TRF report's record 202
// writes them.
func tieBreakCodes(ids []string) string {
	codes := make([]string, len(ids))
	for i, id := range ids {
		codes[i] = cmp.Or(tiebreak.Code(id), id)
	}
	return strings.Join(codes, " ")
}

// settingsFromTRF reads the report's header into s, and returns the
// notes of what it read otherwise than written.
func settingsFromTRF(t *trf.Tournament, s *tournament.Settings) []engine.Message {
	s.Name, s.Site, s.Federation = t.Name, t.City, t.Federation
	s.ChiefArbiter, s.TimeControl = t.ChiefArbiter, t.TimeControl
	s.Deputies = strings.Join(t.Deputies, "; ")
	s.System, _ = systemFromTRF(t) // the import names why (ReadTRFReport)
	s.TieBreaks = s.System.DefaultTieBreaks()
	s.Rounds = t.Rounds
	notes := append(eventDates(t, s), readTRF2026Header(t, s)...)
	if s.Rounds == 0 && s.System.IndividualSwiss() {
		// Neither 142 nor XXR: the rounds the report holds are the
		// event's, named, as the event ends with them unless the arbiter
		// sets more.
		if s.Rounds = t.PlayedRounds(); s.Rounds > 0 {
			notes = append(notes, note("event.trf.rounds.held", "rounds", s.Rounds))
		}
	}
	if paired := t.PairedRounds(); t.Rounds > 0 && paired > t.Rounds {
		// More rounds paired than declared: the event has them all, and
		// the difference is named (a report of fewer rounds than it holds
		// is one no pairing program reads).
		line := cmp.Or(t.Line("142"), t.Line("XXR"))
		notes = append(notes, note("event.trf.rounds.more", "line", line, "declared", t.Rounds, "rounds", paired))
		s.Rounds = paired
	}
	if s.System != tournament.RoundRobin && s.System != tournament.DoubleRoundRobin {
		s.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	}
	if codes, _ := statedTieBreaks(t); len(codes) > 0 {
		s.TieBreaks = nil
		for _, code := range codes {
			if id, ok := tiebreak.FromCode(code); ok {
				s.TieBreaks = append(s.TieBreaks, id)
			}
		}
	}
	if f := strings.TrimSpace(t.Federation); f != "" && !fideFederations()[f] {
		// JaVaFo's generator writes "032 FIDE": the host federation
		// decides norm exemptions only, and an unknown one none.
		s.Federation = ""
		notes = append(notes, note("event.trf.hostfederation", "value", f))
	}
	return notes
}

// statedTieBreaks are the codes of the tie-breaks a report states for the
// event, and the record that states them: 202's; else, where the report
// has no 202, those of 212 (the standings' order) after its first, PTS,
// the points that rank before any tie-break, as TieBreakServer reads
// them; none where 212 does not rank by the points first, which no
// event of Arbiter's does.
func statedTieBreaks(t *trf.Tournament) ([]string, string) {
	if len(t.TieBreaks) > 0 {
		return t.TieBreaks, "202"
	}
	if sb := t.StandingsTieBreaks; len(sb) > 0 && strings.EqualFold(sb[0], "PTS") {
		return sb[1:], "212"
	}
	return nil, ""
}

// playersFromTRF adds the report's players to ev, numbers unique, and
// returns the notes of what it read otherwise than written.
func playersFromTRF(t *trf.Tournament, pr *trf.Problem, ev *tournament.Event) ([]engine.Message, error) {
	var notes []engine.Message
	numbers := map[int]bool{}
	for i, tp := range t.Players {
		if numbers[tp.ID] {
			return nil, input.AtLine(engine.NewMessage("event.err.trf.dupnumber", "number", tp.ID), t.PlayerLine(i))
		}
		numbers[tp.ID] = true
		p, pn := playerFromTRF(tp, pr)
		if p.Name == "" {
			// A pairing program's input knows a player by his number
			// only (Tornelo's JaVaFo input leaves the names blank), and
			// the pairing programs pair it: so does the import, naming
			// him by that number, and says so.
			p.SetNames(input.SplitFamilyFirst(fmt.Sprintf("Player %d", tp.ID)))
			pn = append(pn, note("event.trf.noname", "line", t.PlayerLine(i), "number", tp.ID, "name", p.Name))
		}
		ev.Players = append(ev.Players, p)
		notes = append(notes, pn...)
	}
	if err := tournament.ValidateImport(nil, ev.Players, t.PlayerLine); err != nil {
		return nil, err
	}
	return notes, nil
}

// roundFromTRF is round r as the report's player lines hold it: each
// game once, on boards in order, the byes after them.
func roundFromTRF(t *trf.Tournament, pr *trf.Problem, ev *tournament.Event, r int) (tournament.Round, error) {
	rd := tournament.Round{Number: r, Date: t.DateOfRound(r)}
	var byes []tournament.Pairing
	for _, tp := range t.Players {
		g := tp.Game(r)
		if g.Opponent == 0 {
			if bye, ok := byeFromTRF(pr.Bye(tp.ID, r), ev.Settings.System); ok {
				byes = append(byes, tournament.Pairing{Round: r, White: int64(tp.ID), Bye: bye})
			}
			continue
		}
		// The lines agree (Contradiction): each game once, from White's
		// line, or from the lower number's for a forfeit written
		// without colours ("  12 - +", as Swiss-Manager and FIDE's
		// example write it), whose lower number is White.
		opp := t.PlayerByID(g.Opponent)
		if c := g.ColourCode(); c == 'b' || c == '-' && tp.ID > opp.ID {
			continue
		}
		res, unrated, err := resultFromTRF(g.Code(), opp.Game(r).Code())
		if err != nil {
			return tournament.Round{}, err
		}
		rd.Pairings = append(rd.Pairings, tournament.Pairing{Round: r, White: int64(tp.ID), Black: int64(g.Opponent), Result: res, Unrated: unrated})
	}
	orderBoards(ev, &rd)
	for _, b := range byes {
		b.Board = len(rd.Pairings) + 1
		rd.Pairings = append(rd.Pairings, b)
	}
	return rd, nil
}

// playerFromTRF is a report's player line as the event's player, with
// the notes of what the import read otherwise than written: a club code
// or an unknown in the federation column, a birth date no day, a sex
// other than m or w, a points column the results disagree with, byes
// left blank.
func playerFromTRF(tp *trf.Player, pr *trf.Problem) (tournament.Player, []engine.Message) {
	var notes []engine.Message
	sc := pr.Score()
	p := tournament.Player{ID: int64(tp.ID), Seat: tp.ID, Title: tp.Title, Rating: tp.Rating,
		Federation: tp.Federation, FIDEID: fideIDFromTRF(tp.FideID), BirthDate: trf.ISODate(tp.BirthDate)}
	p.SetNames(input.SplitFamilyFirst(tp.Name))
	p = p.Normalized()
	switch f := p.Federation; {
	case f == "" || fideFederations()[f]:
	case !strings.ContainsFunc(f, unicode.IsLetter):
		// "???", Swiss Perfect's unknown: no federation, no club.
		notes = append(notes, note("event.trf.nofederation", "number", tp.ID, "name", p.Name, "value", f))
		p.Federation = ""
	default:
		// A club code in the federation column, as Swiss Perfect
		// writes it ("C.C", "ST.", "GON"): kept as the club.
		notes = append(notes, note("event.trf.club", "number", tp.ID, "name", p.Name, "value", tp.Federation))
		p.Club, p.Federation = strings.TrimSpace(tp.Federation), ""
	}
	if !input.ValidBirthDate(p.BirthDate) {
		notes = append(notes, note("event.trf.birthdate", "number", tp.ID, "name", p.Name, "value", tp.BirthDate))
		p.BirthDate = ""
	}
	if pr.Disagree[tp.ID] {
		notes = append(notes, note("event.trf.points", "number", tp.ID, "name", p.Name, "file", tp.Points, "results", tp.Scored(sc)))
	}
	if blank := pr.BlankByes[tp.ID]; len(blank) > 0 {
		n := note("event.trf.blankbyes", "number", tp.ID, "name", p.Name, "rounds", blankByeRounds(blank))
		n.Kind = blankByesNote
		notes = append(notes, n)
	}
	switch strings.ToLower(tp.Sex) {
	case "m":
		p.Sex = tournament.Male
	case "w", "f":
		p.Sex = tournament.Female
	case "":
	default:
		notes = append(notes, note("event.trf.sex", "number", tp.ID, "name", p.Name, "value", tp.Sex))
	}
	return p, notes
}

// blankByeRounds writes the rounds and points of a player's blank byes
// (trf.Problem.BlankByes), in
// round order: "2 (½), 5 (1)".
func blankByeRounds(points map[int]float64) string {
	var parts []string
	for _, r := range slices.Sorted(maps.Keys(points)) {
		v := "1"
		if points[r] == 0.5 {
			v = "½"
		}
		parts = append(parts, fmt.Sprintf("%d (%s)", r, v))
	}
	return strings.Join(parts, ", ")
}

// fideIDFromTRF reads a player record's FIDE id: 0 is TRF's "no id" (as
// FIDE's own tie-break fixtures write it), and so is a column of dashes
// (as CPPDubovSystem writes it), never an id, so never a duplicate.
func fideIDFromTRF(id string) string {
	if strings.Trim(id, "0-") == "" {
		return ""
	}
	return id
}

// systemFromTRF reads the event's system from record 092 when it names
// one; otherwise the games decide, and the notes say which and why. Two
// players meeting in more than one round are a match; a field whose every
// round paired is the round-robin table of its starting numbers (Berger,
// bergerRounds), over a round robin's rounds or twice that, is a round
// robin (single or double); anything else is a Swiss, as the pairing
// programs read it. A report with no game is a Swiss when it declares
// its rounds, else a round robin of its field to be paired.
func systemFromTRF(t *trf.Tournament) (tournament.System, []engine.Message) {
	if sys, _, ok := systemFromTypeCode(t.TypeCode); ok {
		return sys, nil
	}
	var notes []engine.Message
	if v := strings.TrimSpace(t.TypeCode); v != "" {
		notes = append(notes, note("event.trf.system.unknowncode", "line", t.Line("192"), "value", v))
	}
	if sys, ok := systemFromType(t.Type); ok {
		return sys, notes
	}
	if v := strings.TrimSpace(t.Type); v != "" {
		notes = append(notes, note("event.trf.system.unknown", "line", t.Line("092"), "value", v))
	}
	why := func(key string, sys tournament.System, args ...any) (tournament.System, []engine.Message) {
		return sys, append(notes, note(key, append(args, "players", len(t.Players))...))
	}
	players, paired := len(t.Players), t.PairedRounds()
	per := berger.TableSize(players) - 1
	switch {
	case paired == 0 && t.Rounds == 0:
		return why("event.trf.system.empty", tournament.RoundRobin)
	case paired == 0:
		return why("event.trf.system.nogames", tournament.SwissDutch, "rounds", t.Rounds)
	case players == 2 && max(t.Rounds, paired) > 1:
		return why("event.trf.system.match", tournament.Match, "rounds", max(t.Rounds, paired))
	}
	if r := bergerRounds(t); r <= paired {
		return why("event.trf.system.notberger", tournament.SwissDutch, "round", r)
	}
	switch declared := max(t.Rounds, paired); {
	case declared <= per:
		return why("event.trf.system.berger", tournament.RoundRobin, "rounds", paired)
	case declared == 2*per:
		return why("event.trf.system.double", tournament.DoubleRoundRobin, "rounds", paired)
	default:
		return why("event.trf.system.rounds", tournament.SwissDutch, "rounds", declared, "per", per)
	}
}

// systemFromType is the system the words of record 092 name, if any.
func systemFromType(text string) (tournament.System, bool) {
	typ := strings.ToLower(text)
	switch {
	case strings.Contains(typ, "double"):
		return tournament.DoubleRoundRobin, true
	case strings.Contains(typ, "dubov"):
		return tournament.SwissDubov, true
	case strings.Contains(typ, "burstein"):
		return tournament.SwissBurstein, true
	case strings.Contains(typ, "swiss"), strings.Contains(typ, "dutch"):
		return tournament.SwissDutch, true
	case strings.Contains(typ, "match"):
		return tournament.Match, true
	case strings.Contains(typ, "round robin"), strings.Contains(typ, "berger"):
		return tournament.RoundRobin, true
	}
	return "", false
}

// systemLine is the line of the record that names the report's system
// (192's code, else 092's words), 0 where the import infers it from the
// games (systemFromTRF).
func systemLine(t *trf.Tournament) int {
	if _, _, ok := systemFromTypeCode(t.TypeCode); ok {
		return t.Line("192")
	}
	if _, ok := systemFromType(t.Type); ok {
		return t.Line("092")
	}
	return 0
}

// bergerRounds is the first round paired that is not the round-robin
// table of the report's field (berger.Round over its starting numbers,
// colours reversed in a second cycle aside), PairedRounds+1 when every
// one is: a table's pair is kept when the two meet, or when neither
// meets anyone (a game not played, the odd field's bye); the field's
// numbers must be 1 to its size.
func bergerRounds(t *trf.Tournament) int {
	paired := t.PairedRounds()
	n := berger.TableSize(len(t.Players))
	for _, p := range t.Players {
		if p.ID < 1 || p.ID > len(t.Players) {
			return 1
		}
	}
	opponent := func(id, r int) int {
		if p := t.PlayerByID(id); p != nil {
			return p.Game(r).Opponent
		}
		return 0 // the odd field's bye seat
	}
	for r := 1; r <= paired; r++ {
		for _, sp := range berger.Round(n, (r-1)%(n-1)+1) {
			a, b := opponent(sp.White, r), opponent(sp.Black, r)
			if (a != 0 || b != 0) && (a != sp.Black || b != sp.White) {
				return r
			}
		}
	}
	return paired + 1
}

// byeFromTRF is the event's bye for the bye a report's cell without
// opponent stands for (trf.Problem.Bye: U, F, H or Z; 0 none).
func byeFromTRF(bye byte, sys tournament.System) (tournament.ByeKind, bool) {
	switch bye {
	case 'U':
		return tournament.ByePairingAllocated, true
	case 'F':
		return tournament.ByeFullPoint, true
	case 'H':
		return tournament.ByeHalfPoint, true
	case 'Z':
		if sys.IndividualSwiss() {
			return tournament.ByeZeroPoint, true
		}
		return tournament.ByeRoundRobin, true
	}
	return tournament.NoBye, false
}

// resultFromTRF reads the two players' result codes of a game; W, D and L
// are a game that ended before a move, played but not rated.
func resultFromTRF(white, black byte) (r tournament.Result, unrated bool, err error) {
	if g, ok := trfResults()[[2]byte{white, black}]; ok {
		return g.result, g.unrated, nil
	}
	return tournament.NoResult, false, engine.NewMessage("event.err.trf.result")
}

// trfResults are the pairs of result codes a game may have.
var trfResults = sync.OnceValue(func() map[[2]byte]struct {
	result  tournament.Result
	unrated bool
} {
	return map[[2]byte]struct {
		result  tournament.Result
		unrated bool
	}{
		{'1', '0'}: {tournament.WhiteWins, false},
		{'0', '1'}: {tournament.BlackWins, false},
		{'=', '='}: {tournament.Draw, false},
		{'W', 'L'}: {tournament.WhiteWins, true},
		{'L', 'W'}: {tournament.BlackWins, true},
		{'D', 'D'}: {tournament.Draw, true},
		{'+', '-'}: {tournament.WhiteForfeitWin, false},
		{'-', '+'}: {tournament.BlackForfeitWin, false},
		{'-', '-'}: {tournament.DoubleForfeit, false},
		{' ', ' '}: {tournament.NoResult, false},
	}
})

// orderBoards numbers a round's games: in the Berger table's order for a
// round robin whose seats are drawn, by White's seat otherwise.
func orderBoards(ev *tournament.Event, rd *tournament.Round) {
	seat := map[int64]int{}
	for _, p := range ev.Players {
		seat[p.ID] = p.Seat
	}
	board := map[[2]int]int{}
	if n := berger.TableSize(len(ev.Players)); (ev.Settings.System == tournament.RoundRobin || ev.Settings.System == tournament.DoubleRoundRobin) && !ev.SeatsWanted() {
		reversed := (rd.Number-1)/(n-1)%2 == 1
		for i, sp := range berger.Round(n, (rd.Number-1)%(n-1)+1) {
			if reversed {
				sp = berger.SeatPair{White: sp.Black, Black: sp.White}
			}
			board[[2]int{sp.White, sp.Black}] = i + 1
		}
	}
	key := func(p tournament.Pairing) int {
		if b, ok := board[[2]int{seat[p.White], seat[p.Black]}]; ok {
			return b
		}
		return 1000 + seat[p.White]
	}
	sort.SliceStable(rd.Pairings, func(i, j int) bool { return key(rd.Pairings[i]) < key(rd.Pairings[j]) })
	for i := range rd.Pairings {
		rd.Pairings[i].Board = i + 1
	}
}

// Arbiter's own TRF records, which the pairing and rating programs skip
// as unknown and tournament/trf models (the withdrawal rule and each
// withdrawal, XXW, which TRF-16 has no field for; a name or a header
// text as spelt when the report writes it in ASCII, XXN and XXT), named
// here for the import's messages. Files written before the rule moved to
// XXW state it as "XXP ussr1953" (JaVaFo's XXP is forbidden pairs), a
// line trf keeps as read; reading still takes that.
const (
	trfWithdrawalTag = "XXW"
	trfNameTag       = "XXN"
	trfTextTag       = "XXT"
)

// TRFReport is an imported report: the event, the Swiss pairing options
// its records state (initial colour, forbidden pairs, Baku acceleration,
// byes asked for later rounds), and the notes of what the import did not
// keep (each record Arbiter has no place for), read or changed (FromTRF),
// so that nothing is dropped unsaid.
type TRFReport struct {
	Event *tournament.Event
	Swiss tournament.SwissOptions
	Notes []engine.Message
	// SystemLine is the line of the record naming the event's system
	// (192, else 092), 0 where the import inferred it from the games.
	SystemLine int
}

// notKept notes a record of the file Arbiter does not keep.
func (rep *TRFReport) notKept(record string) {
	rep.Notes = append(rep.Notes, note("event.trf.notkept", "record", record))
}

// ReadTRFReport reads a TRF report as FIDE's example, Swiss-Manager,
// chess-results, bbpPairings and Arbiter write it (FromTRF), together
// with Arbiter's own records, JaVaFo's extensions (XXP forbidden pairs,
// XXC initial colour) and the TRF-2026 records a pairing depends on. A
// team report (records 013, 310) and a scoring other than 1-½-0 (162)
// are refused: Arbiter cannot keep them.
func ReadTRFReport(data []byte) (*TRFReport, error) {
	t, read, err := parseTRF(data)
	if err != nil {
		return nil, err
	}
	if n := t.UnmodelledLine("013", "310"); n > 0 {
		return nil, input.AtLine(engine.NewMessage("event.err.trf.team"), n)
	}
	if sc := t.PointSystem(); sc.Win != 1 || sc.Draw != 0.5 || sc.Loss != 0 || sc.Absence != 0 || sc.PairingBye != 1 {
		return nil, input.AtLine(engine.NewMessage("event.err.trf.scoring", "win", sc.Win, "draw", sc.Draw, "loss", sc.Loss,
			"absence", sc.Absence, "bye", sc.PairingBye), t.Line("162"))
	}
	pr := t.Problem()
	ev, notes, err := fromTRF(t, pr)
	if err != nil {
		return nil, err
	}
	_, system := systemFromTRF(t)
	rep := &TRFReport{Event: ev, Notes: slices.Concat(read, system, dutchEditionNote(t, ev.Settings.System), notes),
		SystemLine: systemLine(t)}
	if err := rep.readExtensions(t); err != nil {
		return nil, err
	}
	rep.absentWhereBlank(pr)
	for _, line := range t.Unmodelled() {
		if _, ok := trf.OldWithdrawalRule(line); ok {
			continue // read above (readExtensions)
		}
		// A repeated 082 (the model reads the first): no teams is nothing
		// lost.
		if trf.Tag(line) != "082" || trf.Count(strings.TrimPrefix(line, "082")) != 0 {
			rep.notKept(line)
		}
	}
	if trf.Count(t.NumTeams) != 0 {
		rep.notKept("082 " + t.NumTeams) // no teams: an individual event, nothing to keep
	}
	rep.javafoNotRead(t)
	codes, record := statedTieBreaks(t)
	for _, code := range codes {
		if _, ok := tiebreak.FromCode(code); !ok {
			rep.notKept(record + " " + code)
		}
	}
	if len(t.StandingsTieBreaks) > 0 && record != "212" {
		rep.notKept("212 " + strings.Join(t.StandingsTieBreaks, ","))
	}
	rep.colouredByes(t)
	if ev.Settings.System.IndividualSwiss() {
		rep.resultByes(t)
		if err := rep.readSwissRecords(t, pr); err != nil {
			return nil, err
		}
	} else {
		for _, g := range t.ForbiddenGroups {
			rep.notKept("XXP " + strings.Trim(fmt.Sprint(g), "[]"))
		}
		for _, a := range t.PlayerAccelerations {
			rep.notKept(fmt.Sprintf("XXA %d %v", a.ID, a.Points))
		}
		rep.byesNotKept(pr)
	}
	return rep, nil
}

// javafoNotRead names what the import does not read of JaVaFo's XXC
// and XXR: an XXC word other than the initial colour (its "rank", which
// bbpPairings also reads, takes the players' order from the rank column
// for the colours and the ties, where Arbiter takes the starting
// numbers) and an XXR that is no number of rounds.
func (rep *TRFReport) javafoNotRead(t *trf.Tournament) {
	for _, w := range t.XXC {
		if lw := strings.ToLower(w); lw != "white1" && lw != "black1" {
			rep.notKept("XXC " + w)
		}
	}
	if v := strings.TrimSpace(t.XXR); v != "" {
		if n, err := strconv.Atoi(v); err != nil || n < 1 {
			rep.notKept("XXR " + v)
		}
	}
}

// resultByes names each cell of a Swiss that names no opponent but
// carries a game's result ("0000 - 1", "0000 - 0", "0000 - D", W, L),
// which the pairing programs refuse as no line of the format and the
// import reads as the bye it scores (trf.Problem.Bye), in a round held
// as in the round to pair.
func (rep *TRFReport) resultByes(t *trf.Tournament) {
	worth := map[byte]string{'1': "1", 'W': "1", 'D': "½", '0': "0", 'L': "0"}
	for _, tp := range t.Players {
		for r := 1; r <= len(tp.Games); r++ {
			if g := tp.Game(r); g.Opponent == 0 && worth[g.Code()] != "" {
				p, _ := rep.Event.Player(int64(tp.ID))
				rep.Notes = append(rep.Notes, note("event.trf.resultbye", "number", tp.ID, "name", p.Name, "round", r,
					"value", string(g.Code()), "points", worth[g.Code()]))
			}
		}
	}
}

// colouredByes names each cell that names no opponent but gives a
// colour ("0000 w Z", "0000 b H"): a bye has no colour, which the pairing
// programs' readers refuse as no line of the format, and the event keeps
// the bye without it.
func (rep *TRFReport) colouredByes(t *trf.Tournament) {
	for _, tp := range t.Players {
		for r := 1; r <= len(tp.Games); r++ {
			if g := tp.Game(r); g.Opponent == 0 && (g.Colour == 'w' || g.Colour == 'b') {
				p, _ := rep.Event.Player(int64(tp.ID))
				rep.Notes = append(rep.Notes, note("event.trf.byecolour", "number", tp.ID, "name", p.Name, "round", r,
					"colour", string(g.Colour)))
			}
		}
	}
}

// byesNotKept names each bye a report enters for the round to pair or a
// later one of an event other than a Swiss: no round played, and no
// request either, since its pairing gives every player a game (a round
// robin's table), which is played or forfeited.
func (rep *TRFReport) byesNotKept(pr *trf.Problem) {
	for _, b := range pr.Requests {
		p, _ := rep.Event.Player(int64(b.ID))
		rep.Notes = append(rep.Notes, note("event.trf.rrbye", "number", b.ID, "name", p.Name, "round", b.Round, "kind", string(b.Kind)))
	}
}

// dutchEdition is the edition of the Dutch rules Arbiter pairs by (the
// rules in force from 1 July 2025), as a TRF-2026 record 192 names it.
const dutchEdition = "FIDE_DUTCH_2025"

// spells reports whether a player line's name is the name whole as the
// export writes it there: in ASCII, cut to the line's 33 characters
// (where the reading drops a comma the cut left at its end), or both.
func spells(whole, line string) bool {
	a := input.ASCIIName(line)
	cut := func(s string) string { return strings.TrimRight(s, ", ") }
	return input.ASCIIName(whole) == a || cut(input.ASCIIName(trf.FitName(whole))) == cut(a)
}

// dutchEditionNote names a record 192 that asks a Dutch Swiss for another
// edition of the rules (JaVaFo's FIDE_DUTCH_2017): Arbiter pairs it by
// the rules in force, which bbpPairings 6 also applies, and says so.
func dutchEditionNote(t *trf.Tournament, sys tournament.System) []engine.Message {
	code := strings.ToUpper(strings.TrimSpace(t.TypeCode))
	if sys != tournament.SwissDutch || !strings.HasPrefix(code, "FIDE_DUTCH_") || code == dutchEdition {
		return nil
	}
	return []engine.Message{note("event.trf.dutchedition", "line", t.Line("192"), "value", t.TypeCode, "edition", dutchEdition)}
}

// readExtensions reads Arbiter's records beyond TRF-16 from the parsed
// report: the withdrawal rule (XXW, or the XXP of older files, a line
// the model keeps as read) and withdrawals, the spellings of names and
// header texts.
func (rep *TRFReport) readExtensions(t *trf.Tournament) error {
	ev := rep.Event
	rules := []string{t.WithdrawalRule}
	for _, line := range t.Unmodelled() {
		if rule, ok := trf.OldWithdrawalRule(line); ok {
			rules = append(rules, rule)
		}
	}
	for _, rule := range rules {
		switch p := tournament.WithdrawalPolicy(rule); p {
		case "":
		case tournament.WithdrawalUSSR1953, tournament.WithdrawalAsPlayed:
			ev.Settings.WithdrawalPolicy = p
		default:
			return engine.NewMessage("event.err.trf.policy", "value", rule)
		}
	}
	for _, sp := range t.NameSpellings {
		p, ok := ev.Player(int64(sp.ID))
		if !ok {
			return engine.NewMessage("event.err.trf.name", "value", fmt.Sprintf("%s %d %q", trfNameTag, sp.ID, sp.Name))
		}
		if spells(sp.Name, p.FamilyFirst()) {
			// Only a spelling of the name the player line has: a line
			// edited since by another program wins.
			p.SetNames(input.SplitFamilyFirst(sp.Name))
		}
	}
	for _, sp := range t.TextSpellings {
		field := map[string]*string{"012": &ev.Settings.Name, "022": &ev.Settings.Site, "102": &ev.Settings.ChiefArbiter,
			"122": &ev.Settings.TimeControl, "112": &ev.Settings.Deputies}[sp.Tag]
		if field == nil {
			return engine.NewMessage("event.err.trf.name", "value", fmt.Sprintf("%s %s %q", trfTextTag, sp.Tag, sp.Text))
		}
		if input.ASCIIName(sp.Text) == input.ASCIIName(*field) {
			*field = sp.Text
		}
	}
	for _, w := range t.Withdrawals {
		p, ok := ev.Player(int64(w.ID))
		if !ok || w.After < 1 {
			return engine.NewMessage("event.err.trf.withdrawal", "value", fmt.Sprintf("%s %d %d", trfWithdrawalTag, w.ID, w.After))
		}
		p.WithdrawnAfter = w.After
	}
	return nil
}

// absentWhereBlank gives a Swiss's players the rounds held that their
// line leaves without an entry, as the report's pairing problem reads
// them (trf.Problem): a round left blank (a late entry's first rounds, a
// round missed, the rounds after a line that ends early) is an absence
// without points, as TRF-2026 reads a blank cell. Each is named in the
// notes.
func (rep *TRFReport) absentWhereBlank(pr *trf.Problem) {
	ev := rep.Event
	if !ev.Settings.System.IndividualSwiss() {
		return
	}
	for i := range ev.Players {
		p := &ev.Players[i]
		n := int(p.ID)
		var absent []string
		for _, r := range pr.Absent[n] {
			absent = append(absent, strconv.Itoa(r))
			rd := &ev.Rounds[r-1]
			rd.Pairings = append(rd.Pairings, tournament.Pairing{Round: r, Board: len(rd.Pairings) + 1, White: p.ID, Bye: tournament.ByeZeroPoint})
		}
		if len(absent) > 0 {
			rep.Notes = append(rep.Notes, note("event.trf.absent", "number", p.ID, "name", p.Name, "rounds", strings.Join(absent, ", "), "n", len(absent)))
		}
	}
}

// readSwissRecords keeps what a Swiss's pairing depends on, as the
// report's pairing problem states it (trf.Problem): the initial colour,
// the pairs forbidden (JaVaFo's XXP and the 260 records in force in the
// round to pair or a later one, each pair from its first such round to
// the event's last; a record ending before the last round, or before the
// round to pair, which is not kept, is named), the
// acceleration (250 and JaVaFo's XXA: Baku's when they are exactly
// Baku's, else each player's points as the report gives them), and the
// byes asked for the round to pair and later rounds (its column and 240
// records), as the event's requests.
// readUncoloured keeps the games of the rounds before next that the
// report wrote without colours (forfeits "  12 - +", trf.Check allows no
// other), which fromTRF gave the lower number White: a check judges them
// on their pairing only (tournament.SwissOptions.Uncoloured), and a note
// says what was assumed.
func (rep *TRFReport) readUncoloured(t *trf.Tournament, next int) {
	var games []string
	for _, tp := range t.Players {
		for r := 1; r < next; r++ {
			if g := tp.Game(r); g.Opponent > tp.ID && g.ColourCode() == '-' {
				rep.Swiss.Uncoloured = append(rep.Swiss.Uncoloured, tournament.UncolouredGame{Round: r, Players: [2]int64{int64(tp.ID), int64(g.Opponent)}})
				games = append(games, fmt.Sprintf("%d: %d – %d", r, tp.ID, g.Opponent))
			}
		}
	}
	if len(games) > 0 {
		rep.Notes = append(rep.Notes, note("event.trf.uncoloured", "n", len(games), "games", strings.Join(games, "; ")))
	}
}

func (rep *TRFReport) readSwissRecords(t *trf.Tournament, pr *trf.Problem) error {
	ev := rep.Event
	rep.Swiss.InitialBlack = pr.InitialColour == 'B'
	for _, g := range t.ForbiddenGroups {
		for _, n := range g {
			if _, ok := ev.Player(int64(n)); !ok {
				return engine.NewMessage("event.err.trf.forbidden", "value", "XXP "+strings.Trim(fmt.Sprint(g), "[]"))
			}
		}
	}
	next := pr.Round
	rep.readUncoloured(t, next)
	last := max(ev.Settings.Rounds, next)
	for _, f := range t.Prohibitions {
		record := fmt.Sprintf("260 %d %d %s", f.FirstRound, f.LastRound, strings.Trim(fmt.Sprint(f.Players), "[]"))
		switch {
		case next > f.LastRound || f.FirstRound > last:
			// Named by its players, whom the event no longer keeps apart.
			rep.Notes = append(rep.Notes, note("event.trf.forbidden.notkept", "players", playersNamed(ev, f.Players),
				"from", f.FirstRound, "to", f.LastRound, "next", next))
		case f.LastRound < ev.Settings.Rounds:
			// Kept from its first round (Swiss.ForbiddenFrom) to the last.
			rep.Notes = append(rep.Notes, note("event.trf.forbiddenlast", "record", record, "to", f.LastRound))
		}
	}
	// Each pair is kept apart from the first round that keeps it apart,
	// found from the round to pair on: one kept apart in it from the
	// first of the rounds up to it that do, one only in a later round (a
	// 260 record starting after it) from that round, the round to pair
	// and any between paired with the pair free to meet.
	ordered := func(p [2]int) [2]int64 { return [2]int64{int64(min(p[0], p[1])), int64(max(p[0], p[1]))} }
	for r := next; r <= last; r++ {
		for _, pair := range pr.Forbidden(r) {
			_, okA := ev.Player(int64(pair[0]))
			_, okB := ev.Player(int64(pair[1]))
			p := ordered(pair)
			if !okA || !okB || p[0] == p[1] || slices.Contains(rep.Swiss.Forbidden, p) {
				continue
			}
			rep.Swiss = rep.Swiss.ForbidPair(p[0], p[1], true)
			from := r
			for r == next && from > 1 && slices.ContainsFunc(pr.Forbidden(from-1), func(q [2]int) bool { return ordered(q) == p }) {
				from--
			}
			if from > 1 {
				kept := keptFromReport(p, from, next)
				// A round the report's writer fixed (Arbiter's XXF)
				// stays fixed though the report has paired it since.
				kept.Fixed = kept.Fixed || slices.ContainsFunc(t.FixedProhibitions, func(q [2]int) bool { return ordered(q) == p })
				rep.Swiss.ForbiddenFrom = append(rep.Swiss.ForbiddenFrom, kept)
			}
		}
	}
	if _, baku, _ := systemFromTypeCode(t.TypeCode); baku && len(t.Accelerations) == 0 && len(t.PlayerAccelerations) == 0 {
		// "…_BAKU": the acceleration the records would state, left to
		// the pairing program (250 records, where given, override it).
		rep.Swiss.Baku = true
	}
	if len(t.Accelerations) > 0 || len(t.PlayerAccelerations) > 0 {
		number := map[int64]int{}
		for _, p := range ev.Players {
			number[p.ID] = p.Seat
		}
		baku := &trf.Tournament{Players: t.Players, Accelerations: swiss.BakuRecords(ev.Settings.Rounds, trfevent.BakuLastGA(ev, number))}
		given := accelerations(t, ev)
		if reflect.DeepEqual(given, accelerations(baku, ev)) {
			rep.Swiss.Baku = true
		} else {
			rep.Swiss.Accelerations = given
		}
	}
	kinds := map[byte]tournament.ByeKind{'H': tournament.ByeHalfPoint, 'F': tournament.ByeFullPoint, 'Z': tournament.ByeZeroPoint}
	for _, b := range pr.Requests {
		if reqs, err := ev.RequestBye(tournament.PlannedBye{Player: int64(b.ID), Round: b.Round, Kind: kinds[b.Kind]}); err == nil {
			ev.Requests = reqs
		} else {
			rep.notKept(fmt.Sprintf("240 %c %d %d", b.Kind, b.Round, b.ID))
		}
	}
	return nil
}

// keptFromReport is pair p kept apart from round from on, as a report's
// 260 record says, where next is the report's round to pair: a round
// after it is fixed (tournament.PairFrom.Fixed), one the report had
// reached is where the pair is kept apart from then on, as one the
// arbiter forbids, and follows the rounds taken back.
func keptFromReport(p [2]int64, from, next int) tournament.PairFrom {
	return tournament.PairFrom{Pair: p, Round: from, Fixed: from > next}
}

// playersNamed names the players of a report's record by number and
// name ("1 Anna Berg, 3 Carl Dahl"); a number no player has, by itself.
func playersNamed(ev *tournament.Event, numbers []int) string {
	names := make([]string, len(numbers))
	for i, n := range numbers {
		names[i] = strconv.Itoa(n)
		if p, ok := ev.Player(int64(n)); ok {
			names[i] += " " + p.Name
		}
	}
	return strings.Join(names, ", ")
}

// accelerations are the fictitious points a report gives each player of
// the event, round by round to the last round given any (players given
// none left out).
func accelerations(t *trf.Tournament, ev *tournament.Event) []tournament.Acceleration {
	var out []tournament.Acceleration
	last := max(ev.Settings.Rounds, t.AcceleratedRounds())
	for _, p := range ev.Players {
		if points, given := t.AccelerationsOf(int(p.ID), last); given {
			out = append(out, tournament.Acceleration{Player: p.ID, Points: points})
		}
	}
	return out
}

// RemapIDs replaces player ids throughout the event (players, pairings
// and requests), as after saving imported players in the store.
func RemapIDs(ev *tournament.Event, ids map[int64]int64) {
	for i := range ev.Players {
		ev.Players[i].ID = ids[ev.Players[i].ID]
	}
	for i := range ev.Requests {
		ev.Requests[i].Player = ids[ev.Requests[i].Player]
	}
	for r := range ev.Rounds {
		for k := range ev.Rounds[r].Pairings {
			p := &ev.Rounds[r].Pairings[k]
			p.White = ids[p.White]
			if p.Black != 0 {
				p.Black = ids[p.Black]
			}
		}
	}
}

// RemapSwissOptions replaces the player ids of Swiss options, as RemapIDs
// does for the event.
func RemapSwissOptions(o tournament.SwissOptions, ids map[int64]int64) tournament.SwissOptions {
	out := tournament.SwissOptions{Baku: o.Baku, InitialBlack: o.InitialBlack}
	for _, f := range o.Forbidden {
		out = out.ForbidPair(ids[f[0]], ids[f[1]], true)
	}
	for _, f := range o.ForbiddenFrom {
		a, b := ids[f.Pair[0]], ids[f.Pair[1]]
		f.Pair = [2]int64{min(a, b), max(a, b)}
		out.ForbiddenFrom = append(out.ForbiddenFrom, f)
	}
	for _, a := range o.Accelerations {
		out.Accelerations = append(out.Accelerations, tournament.Acceleration{Player: ids[a.Player], Points: a.Points})
	}
	for _, u := range o.Uncoloured {
		out.Uncoloured = append(out.Uncoloured, tournament.UncolouredGame{Round: u.Round, Players: [2]int64{ids[u.Players[0]], ids[u.Players[1]]}})
	}
	return out
}

// ReadPlayerList reads a list of players to enter into an event, as the
// Players view's Import takes it: another program's TRF file, of which
// only the players are taken (ReadPlayersTRF), when its first record is a
// TRF record, else a CSV list read into an event of the game type game
// (ReadPlayersCSVOf).
func ReadPlayerList(data []byte, game rules.GameType) ([]tournament.Player, []engine.Message, error) {
	if trf.LooksLikeReport(data) {
		return ReadPlayersTRF(bytes.NewReader(data))
	}
	return ReadPlayersCSVOf(bytes.NewReader(data), game)
}

// ReadPlayersTRF reads just the players of a TRF file (a registration list
// from another program), in the encoding its names tell (decodeText),
// validated, without ids, seats or games, with the notes of the encoding
// and FromTRF's.
func ReadPlayersTRF(r io.Reader) ([]tournament.Player, []engine.Message, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, nil, err
	}
	t, read, err := parseTRF(data)
	if err != nil {
		return nil, nil, err
	}
	ev, notes, err := FromTRF(t)
	if err != nil {
		return nil, nil, err
	}
	for i := range ev.Players {
		ev.Players[i].ID, ev.Players[i].Seat = 0, 0
	}
	return ev.Players, append(read, notes...), nil
}
