package exchange

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"unicode"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/lazy"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/input"
	"arbiter/tournament/schedule"
	"arbiter/tournament/swiss"
	"arbiter/tournament/tiebreak"
	"arbiter/tournament/trf"
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
	boards := newGameBoards(t, pr, ev)
	ev.Rounds = slices.Grow(ev.Rounds, pr.Round-1)
	for r := 1; r < pr.Round; r++ {
		rd, err := roundFromTRF(t, pr, ev, boards, r)
		if err != nil {
			return nil, nil, err
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	notes = append(notes, scheduleFromTRF(t, ev)...)
	schedule.DropEventDay(ev)
	return ev, notes, nil
}

// scheduleFromTRF keeps the 132 record's dates of the rounds not yet
// paired in the schedule, as the rounds paired keep theirs: the report
// dates the whole event. Dates that run backwards, which the schedule
// refuses, are left out as a whole. A round dated outside the event's
// days (042–052) is kept as the report says, where a settings' change
// would refuse it, and named in a note, one a round paired or not.
func scheduleFromTRF(t *trf.Tournament, ev *tournament.Event) []engine.Message {
	var dated, kept []tournament.RoundTime
	for r := 1; r <= ev.TotalRounds(); r++ {
		d := t.DateOfRound(r)
		if d == "" {
			continue
		}
		dated = append(dated, tournament.RoundTime{Round: r, Date: d})
		if r > len(ev.Rounds) {
			kept = append(kept, tournament.RoundTime{Round: r, Date: d})
		}
	}
	s := ev.Settings
	s.Schedule = append(slices.Clone(s.Schedule), kept...)
	reported := s
	reported.Schedule = dated
	if len(kept) > 0 && s.ValidateBeside(reported) == nil {
		ev.Settings = s
	}
	var notes []engine.Message
	for _, problem := range s.DatesOutside(dated) {
		notes = append(notes, *engine.NewMessage("event.trf.dates.outside", "problem", problem))
	}
	return notes
}

// OverReport returns the settings of a file that a report is imported
// into: what a TRF report states (its header, system, rounds, tie-breaks,
// withdrawal rule and the game type Arbiter's XXG states:
// settingsFromTRF, readExtensions) from reported,
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
	// The game type the arbiter set, where the report states one
	// (Arbiter's XXG): none stated leaves the file's.
	if reported.GameType != "" && reported.GameType != file.GameType {
		s.GameType = reported.GameType
		if file.GameType != "" {
			replaced("ui.settings.gametype", engine.NewMessage(file.GameType.NameKey()), engine.NewMessage(reported.GameType.NameKey()))
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
	sys, _ := systemFromTRF(t) // the import names why (ReadTRFReport)
	// Its tie-breaks and withdrawal rule as a new event's of the system
	// (tournament.Settings.SetSystem), under the rules no report states.
	s.SetSystem(sys)
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
	if codes, _ := statedTieBreaks(t); len(codes) > 0 {
		s.TieBreaks = nil
		for _, code := range codes {
			if id, ok := tiebreak.FromCode(code); ok {
				s.TieBreaks = append(s.TieBreaks, id)
			}
		}
	}
	if f := strings.TrimSpace(t.Federation); f != "" && !fideFederations.Get()[f] {
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
	numbers := make(map[int]bool, len(t.Players))
	ev.Players = slices.Grow(ev.Players, len(t.Players))
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
	notes = append(notes, unplayedTwiceListed(t, ev.Players)...)
	if err := tournament.ValidateImport(nil, ev.Players, t.PlayerLine); err != nil {
		return nil, err
	}
	return notes, nil
}

// unplayedTwiceListed leaves a FIDE id off the player lines that share it
// with the one line that played, where they hold no game and no point:
// Swiss-Manager lists a player moved to another team again under that
// team (the Friendship Cup of Crete 2024), and the import refused the
// whole report for one person entered twice. The id stays on the entry
// that played, said by a note for each line left without it; two lines
// that both played, or neither, are still refused as one person twice.
func unplayedTwiceListed(t *trf.Tournament, players []tournament.Player) []engine.Message {
	byID := map[string][]int{}
	for i, p := range players {
		if p.FIDEID != "" {
			byID[p.FIDEID] = append(byID[p.FIDEID], i)
		}
	}
	var notes []engine.Message
	for i, p := range players {
		lines := byID[p.FIDEID]
		if len(lines) < 2 || lines[0] != i {
			continue
		}
		played := slices.DeleteFunc(slices.Clone(lines), func(k int) bool { return !t.Players[k].Entered() })
		if len(played) != 1 {
			continue
		}
		for _, k := range lines {
			if k == played[0] {
				continue
			}
			notes = append(notes, note("event.trf.fideid.unplayed", "line", t.PlayerLine(k), "name", players[k].Name,
				"id", players[k].FIDEID, "other", players[played[0]].Name, "otherline", t.PlayerLine(played[0])))
			players[k].FIDEID = ""
		}
	}
	return notes
}

// roundFromTRF is round r as the report's player lines hold it: each
// game once, on boards in order, the byes after them.
func roundFromTRF(t *trf.Tournament, pr *trf.Problem, ev *tournament.Event, boards *gameBoards, r int) (tournament.Round, error) {
	rd := tournament.Round{Number: r, Date: t.DateOfRound(r)}
	if len(t.Players) > 1 {
		// A game of two lines each, and the bye of an odd one out after
		// them: a round with that bye was made again at twice its size.
		rd.Pairings = make([]tournament.Pairing, 0, (len(t.Players)+1)/2)
	}
	var byes []tournament.Pairing
	for _, tp := range t.Players {
		g := tp.Game(r)
		if g.Opponent == 0 {
			if bye, ok := byeFromTRF(pr.Bye(tp.ID, r), ev.Settings.System); ok {
				b := tournament.Pairing{Round: r, White: int64(tp.ID), Bye: bye}
				if bye == tournament.ByePairingAllocated {
					// Laid out with the games, after them, as the pairing lays it.
					rd.Pairings = append(rd.Pairings, b)
				} else {
					byes = append(byes, b)
				}
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
	boards.number(&rd)
	if len(rd.Pairings)+len(byes) == 0 {
		rd.Pairings = nil // as an event's round without games holds them
	}
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
	case f == "" || fideFederations.Get()[f]:
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
		// "Swiss" alone (Swiss-Manager's "Swiss-System", Swiss Perfect's
		// "Swiss") names none of FIDE's three Swiss systems: the Dutch is
		// assumed, and the next round is paired by it.
		if sys == tournament.SwissDutch && !strings.Contains(strings.ToLower(t.Type), "dutch") {
			notes = append(notes, note("event.trf.system.swiss", "line", t.Line("092"), "value", strings.TrimSpace(t.Type)))
		}
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
	// The first cycle's last two rounds in either order (berger.Play), as
	// round n−2 has them.
	exchanged, _ := berger.Exchanged(n, func(a, b int) bool { return opponent(a, n-2) == b })
	for r := 1; r <= paired; r++ {
		for _, sp := range berger.Play(n, r, exchanged) {
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
	if g, ok := trfResults.Get()[[2]byte{white, black}]; ok {
		return g.result, g.unrated, nil
	}
	return tournament.NoResult, false, engine.NewMessage("event.err.trf.result")
}

// trfResult is the game a pair of result codes stands for.
type trfResult struct {
	result  tournament.Result
	unrated bool
}

// trfResults are the pairs of result codes a game may have.
var trfResults = lazy.Value[map[[2]byte]trfResult]{Make: func() map[[2]byte]trfResult {
	return map[[2]byte]trfResult{
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
}}

// gameBoards numbers a round's games (number): a Swiss's in the order its
// pairing publishes them (swiss.ReportRounds, the report's rounds read
// once), which no player line records; a round robin's whose
// seats are drawn in the order of the table's round its pairs are (each
// pair of seats meets in one round of the table, whichever round of the
// event plays it: the first cycle's last two exchanged or not), by White's
// seat otherwise. It is made once for the rounds of an event's players.
type gameBoards struct {
	seat   map[int64]int
	board  map[[2]int]int
	rounds *swiss.ReportRounds // a Swiss's
	// pairs and laid are a round's pairs as the Swiss reads them and as
	// they were before it laid them out, kept for the next round's.
	pairs []swiss.Pair
	laid  []tournament.Pairing
}

func newGameBoards(report *trf.Tournament, pr *trf.Problem, ev *tournament.Event) *gameBoards {
	seat := make(map[int64]int, len(ev.Players))
	for _, p := range ev.Players {
		seat[p.ID] = p.Seat
	}
	board := map[[2]int]int{}
	if n := berger.TableSize(len(ev.Players)); (ev.Settings.System == tournament.RoundRobin || ev.Settings.System == tournament.DoubleRoundRobin) && !ev.SeatsWanted() {
		for t := 1; t < n; t++ {
			for i, sp := range berger.Round(n, t) {
				board[[2]int{min(sp.White, sp.Black), max(sp.White, sp.Black)}] = i + 1
			}
		}
	}
	o := &gameBoards{seat: seat, board: board}
	if ev.Settings.System.IndividualSwiss() {
		o.rounds = swiss.ReadRounds(report, pr, pr.Round-1)
	}
	return o
}

func (o *gameBoards) number(rd *tournament.Round) {
	if o.rounds != nil && o.swiss(rd) {
		return
	}
	seat, board := o.seat, o.board
	key := func(p tournament.Pairing) int {
		w, b := seat[p.White], seat[p.Black]
		if n, ok := board[[2]int{min(w, b), max(w, b)}]; ok && !p.IsBye() {
			return n
		}
		return 1000 + seat[p.White]
	}
	sort.SliceStable(rd.Pairings, func(i, j int) bool { return key(rd.Pairings[i]) < key(rd.Pairings[j]) })
	for i := range rd.Pairings {
		rd.Pairings[i].Board = i + 1
	}
}

// swiss numbers a Swiss's round rd, whose players' ids are their
// numbers in the report, as the pairing published it; false, leaving rd
// as it was, where the report's rounds before cannot be read as a pairing
// reads them (another program's cells no pairing could have read).
func (o *gameBoards) swiss(rd *tournament.Round) bool {
	o.pairs = o.pairs[:0]
	for _, p := range rd.Pairings {
		o.pairs = append(o.pairs, swiss.Pair{White: int(p.White), Black: int(p.Black)})
	}
	order, ok := o.rounds.Order(rd.Number, o.pairs)
	if !ok {
		return false
	}
	o.laid = append(o.laid[:0], rd.Pairings...)
	for i, k := range order {
		rd.Pairings[i] = o.laid[k]
		rd.Pairings[i].Board = i + 1
	}
	return true
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
	for _, b := range o.ForfeitByes {
		out.ForfeitByes = append(out.ForfeitByes, [2]int64{b[0], ids[b[1]]})
	}
	return out
}

// ReadPlayerList reads a list of players to enter into an event, as the
// Players view's Import takes it: another program's TRF file, of which
// only the players are taken (readPlayersTRF), when its first record is a
// TRF record, else a CSV list read into an event of the game type game
// (ReadPlayersCSV).
func ReadPlayerList(data []byte, game rules.GameType) ([]tournament.Player, []engine.Message, error) {
	if trf.LooksLikeReport(data) {
		return readPlayersTRF(bytes.NewReader(data))
	}
	return ReadPlayersCSV(bytes.NewReader(data), game)
}

// readPlayersTRF reads just the players of a TRF file (a registration list
// from another program), in the encoding its names tell (decodeText),
// validated, without ids, seats or games, with what Arbiter's own records
// say of them (readPlayerRecords: names as spelt, pairing ratings) and the
// notes of the encoding, FromTRF's and those records'.
func readPlayersTRF(r io.Reader) ([]tournament.Player, []engine.Message, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, nil, err
	}
	t, read, err := parseTRF(data)
	if err != nil {
		return nil, nil, err
	}
	t, standIn, err := withoutByeStandIn(t)
	if err != nil {
		return nil, nil, err
	}
	read = append(read, standIn...)
	ev, notes, err := FromTRF(t)
	if err != nil {
		return nil, nil, err
	}
	ext := &TRFReport{Event: ev}
	if err := ext.readPlayerRecords(t); err != nil {
		return nil, nil, err
	}
	for i := range ev.Players {
		ev.Players[i].ID, ev.Players[i].Seat = 0, 0
	}
	return ev.Players, slices.Concat(read, notes, ext.Notes), nil
}
