package exchange

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/standings"
	"arbiter/tournament/swiss"
	"arbiter/tournament/tiebreak"
	"arbiter/tournament/trf"
	"arbiter/tournament/trfevent"
)

// Arbiter's own TRF records, which the pairing and rating programs skip
// as unknown and tournament/trf models (the withdrawal rule and each
// withdrawal, XXW, which TRF-16 has no field for; the game type the
// arbiter set, XXG, which no TRF states; a name or a header text as
// spelt when the report writes it in ASCII, XXN and XXT; an unrated
// player's provisional rating for the Dubov pairing, XXE; the rounds held
// a player was not paired in, XXO), named here for the import's messages. Files written before the rule moved to
// XXW state it as "XXP ussr1953" (JaVaFo's XXP is forbidden pairs), a
// line trf keeps as read; reading still takes that.
const (
	trfWithdrawalTag = "XXW"
	trfGameTypeTag   = "XXG"
	trfNameTag       = "XXN"
	trfTextTag       = "XXT"
	trfPairingTag    = "XXE"
	trfLeftOutTag    = "XXO"
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
	// TieBreaksStated: the report states the event's tie-breaks (202,
	// else 212); where not, the event has its system's own.
	TieBreaksStated bool
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
	t, standIn, err := withoutByeStandIn(t)
	if err != nil {
		return nil, err
	}
	read = append(read, standIn...)
	if n := t.UnmodelledLine("013", "310"); n > 0 {
		return nil, input.AtLine(engine.NewMessage("event.err.trf.team"), n)
	}
	if sc := t.PointSystem(); sc.Win != 1 || sc.Draw != 0.5 || sc.Loss != 0 || sc.Absence != 0 || sc.PairingBye != 1 {
		record, line := t.ScoringRecord()
		return nil, input.AtLine(engine.NewMessage("event.err.trf.scoring", "win", sc.Win, "draw", sc.Draw, "loss", sc.Loss,
			"absence", sc.Absence, "bye", sc.PairingBye, "record", record), line)
	}
	pr := t.Problem()
	ev, notes, err := fromTRF(t, pr)
	if err != nil {
		return nil, err
	}
	_, system := systemFromTRF(t)
	stated, _ := statedTieBreaks(t)
	rep := &TRFReport{Event: ev, Notes: slices.Concat(read, system, dutchEditionNote(t, ev.Settings.System), notes),
		SystemLine: systemLine(t), TieBreaksStated: len(stated) > 0}
	if err := rep.readExtensions(t); err != nil {
		return nil, err
	}
	rep.absentWhereBlank(t, pr)
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
	rep.forfeitByes(t)
	rep.placesNotKept(t)
	if ev.Settings.System.IndividualSwiss() {
		rep.resultByes(t, pr)
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

// placesNotKept names, in one note, the players the file's rank column
// (86–89) places otherwise than the event's standings over the same
// results do (standings.Entered, as the export ranks; a rank within a
// shared place, "3–4", agrees with it): the import keeps the results, and
// Arbiter ranks them by its own tie-breaks, which may not be the file's
// (a tie-break it does not read, another rounding, a pairing program's
// rank that is the players' order), so the arbiter would otherwise see
// other places than the program that wrote the file printed, unsaid. The
// first three are named; a report's every player can differ.
func (rep *TRFReport) placesNotKept(t *trf.Tournament) {
	rows := standings.Entered(rep.Event).Rows
	place := make(map[int64]int, len(rows)) // a row by its player, not a copy of it
	last := make(map[int]int, len(rows))    // a shared place's last rank
	for i, r := range rows {
		place[r.ID] = i
		last[r.Rank] = i + 1
	}
	var differ []string
	for _, tp := range t.Players {
		i, ok := place[int64(tp.ID)]
		if !ok {
			continue
		}
		r := &rows[i]
		if tp.Rank == 0 || (tp.Rank >= r.Rank && tp.Rank <= last[r.Rank]) {
			continue
		}
		differ = append(differ, fmt.Sprintf("%d %s %d → %s", tp.ID, r.Name, tp.Rank, r.Place))
	}
	if len(differ) == 0 {
		return
	}
	named := strings.Join(differ[:min(3, len(differ))], "; ")
	if len(differ) > 3 {
		named += "; …"
	}
	rep.Notes = append(rep.Notes, note("event.trf.places", "n", len(differ), "total", len(rows), "players", named))
}

// resultByes names each cell of a Swiss that names no opponent but
// carries a game's result ("0000 - 1", "0000 - 0", "0000 - D", W, L),
// which the pairing programs refuse as no line of the format and the
// import reads as the bye it scores (trf.Problem.Bye), in a round held
// as in the round to pair; worth what that bye scores in the event.
func (rep *TRFReport) resultByes(t *trf.Tournament, pr *trf.Problem) {
	for _, tp := range t.Players {
		for r := 1; r <= len(tp.Games); r++ {
			if g := tp.Game(r); g.Opponent == 0 && strings.IndexByte("1WD0L", g.Code()) >= 0 {
				p, _ := rep.Event.Player(int64(tp.ID))
				bye, _ := byeFromTRF(pr.Bye(tp.ID, r), rep.Event.Settings.System)
				rep.Notes = append(rep.Notes, note("event.trf.resultbye", "number", tp.ID, "name", p.Name, "round", r,
					"value", string(g.Code()), "points", bye.Points().String()))
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

// forfeitByes keeps the cells that name no opponent but a forfeit win
// ("0000 - +", as some programs write the pairing-allocated bye), which
// the event holds as the full-point byes they score (trf.Problem.Bye), so
// that the export writes them back as written
// (tournament.SwissOptions.ForfeitByes), and a note says what they became.
func (rep *TRFReport) forfeitByes(t *trf.Tournament) {
	var byes []string
	for _, rd := range rep.Event.Rounds {
		for _, p := range rd.Pairings {
			tp := t.PlayerByID(int(p.White))
			if p.Bye != tournament.ByeFullPoint || tp == nil || tp.Game(rd.Number).Code() != trf.ResultForfeitWin {
				continue
			}
			rep.Swiss.ForfeitByes = append(rep.Swiss.ForfeitByes, [2]int64{int64(rd.Number), p.White})
			byes = append(byes, fmt.Sprintf("%d: %d %s", rd.Number, tp.ID, rep.Event.PlayerName(p.White)))
		}
	}
	if len(byes) > 0 {
		rep.Notes = append(rep.Notes, note("event.trf.forfeitbye", "n", len(byes), "byes", strings.Join(byes, "; ")))
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
// the model keeps as read) and withdrawals, the game type the arbiter set
// (XXG), the spellings of names and header texts, the players'
// provisional ratings for the Dubov pairing (XXE, readPairingRatings).
func (rep *TRFReport) readExtensions(t *trf.Tournament) error {
	ev := rep.Event
	policies := []string{t.WithdrawalRule}
	for _, line := range t.Unmodelled() {
		if rule, ok := trf.OldWithdrawalRule(line); ok {
			policies = append(policies, rule)
		}
	}
	for _, rule := range policies {
		switch p := tournament.WithdrawalPolicy(rule); p {
		case "":
		case tournament.WithdrawalUSSR1953, tournament.WithdrawalAsPlayed:
			ev.Settings.WithdrawalPolicy = p
		default:
			return engine.NewMessage("event.err.trf.policy", "value", rule)
		}
	}
	if t.GameType != "" {
		g, err := rules.ParseGameType(t.GameType)
		if err != nil {
			return input.AtLine(engine.NewMessage("event.err.trf.gametype", "value", t.GameType), t.Line(trfGameTypeTag))
		}
		ev.Settings.GameType = g
	}
	if err := rep.readPlayerRecords(t); err != nil {
		return err
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

// readPlayerRecords reads what Arbiter's own records say of the players
// beside their lines, an event's report and a list of players alike
// (readPlayersTRF): the names as spelt (XXN) and the provisional ratings
// for the Dubov pairing (XXE, readPairingRatings).
func (rep *TRFReport) readPlayerRecords(t *trf.Tournament) error {
	for _, sp := range t.NameSpellings {
		p, ok := rep.Event.Player(int64(sp.ID))
		if !ok {
			return engine.NewMessage("event.err.trf.name", "value", fmt.Sprintf("%s %d %q", trfNameTag, sp.ID, sp.Name))
		}
		if spells(sp.Name, p.FamilyFirst()) {
			// Only a spelling of the name the player line has: a line
			// edited since by another program wins.
			p.SetNames(input.SplitFamilyFirst(sp.Name))
		}
	}
	return rep.readPairingRatings(t)
}

// readPairingRatings gives each player the provisional rating for the
// Dubov pairing that an XXE record states (tournament.Player.PairingRating).
// A record naming no player of the report, or a rating that is none or
// above any (tournament.MaxRating), is refused at its line; one given to a
// player the report rates is kept, as the event keeps it, and said to
// count only while he is unrated; a second one for a player is named as
// not kept, the first read.
func (rep *TRFReport) readPairingRatings(t *trf.Tournament) error {
	given := map[int]bool{}
	for i, r := range t.PairingRatings {
		record := fmt.Sprintf("%s %d %d", trfPairingTag, r.ID, r.Rating)
		p, ok := rep.Event.Player(int64(r.ID))
		if !ok || r.Rating < 1 || r.Rating > tournament.MaxRating {
			return input.AtLine(engine.NewMessage("event.err.trf.pairingrating", "value", record, "max", tournament.MaxRating),
				t.RecordLine(trfPairingTag, i))
		}
		if given[r.ID] {
			rep.notKept(record)
			continue
		}
		given[r.ID] = true
		p.PairingRating = r.Rating
		if p.Rating > 0 {
			rep.Notes = append(rep.Notes, note("event.player.pairingrating.unused", "name", p.Name, "rating", p.Rating, "pairing", r.Rating))
		}
	}
	return nil
}

// absentWhereBlank gives a Swiss's players the rounds held that their
// line leaves without an entry, as the report's pairing problem reads
// them (trf.Problem): absences without points, as TRF-2026 reads a blank
// cell. A round Arbiter's XXO record names, or one between two the player
// has entries in, is one he was left out of, kept not paired, as Arbiter
// writes a player withdrawn and reinstated and a late entry given nothing
// for the rounds he missed; a round before his first
// entry (a late entry's) or after his last (a line that ends early) is
// kept as a zero-point bye. Each is named in the notes, with how it was
// kept, and so is a round of an XXO record that is not such a round, nor
// one of the first rounds of a line whose cells hold a bye: a late
// entry's, given for the rounds he missed, after which he joined
// (Player.Entered).
func (rep *TRFReport) absentWhereBlank(t *trf.Tournament, pr *trf.Problem) {
	ev := rep.Event
	swiss := ev.Settings.System.IndividualSwiss()
	leftOut := map[[2]int]bool{} // by player and round
	for _, o := range t.LeftOut {
		var not []int
		missed := 0 // a late entry's first rounds that gave him a bye
		for _, r := range o.Rounds {
			switch {
			case !swiss:
				not = append(not, r)
			case slices.Contains(pr.Absent[o.ID], r):
				leftOut[[2]int{o.ID, r}] = true
			case r == missed+1 && pr.Bye(o.ID, r) != 0:
				missed = r
			default:
				not = append(not, r)
			}
		}
		if missed > 0 {
			if p, ok := rep.Event.Player(int64(o.ID)); ok {
				p.Entered = missed + 1
			}
		}
		if len(not) > 0 {
			rep.notKept(leftOutRecord(o.ID, not))
		}
	}
	if !swiss {
		return
	}
	for i := range ev.Players {
		p := &ev.Players[i]
		n := int(p.ID)
		var byes, left []string
		for _, r := range pr.Absent[n] {
			if leftOut[[2]int{n, r}] || enteredBeforeAndAfter(pr, n, r) {
				left = append(left, strconv.Itoa(r))
				continue
			}
			byes = append(byes, strconv.Itoa(r))
			rd := &ev.Rounds[r-1]
			rd.Pairings = append(rd.Pairings, tournament.Pairing{Round: r, Board: len(rd.Pairings) + 1, White: p.ID, Bye: tournament.ByeZeroPoint})
		}
		if len(byes) > 0 {
			rep.Notes = append(rep.Notes, note("event.trf.absent", "number", p.ID, "name", p.Name, "rounds", strings.Join(byes, ", "), "n", len(byes)))
		}
		if len(left) > 0 {
			rep.Notes = append(rep.Notes, note("event.trf.notpaired", "number", p.ID, "name", p.Name, "rounds", strings.Join(left, ", "), "n", len(left)))
		}
	}
}

// leftOutRecord is Arbiter's XXO record of player id's rounds, as a note
// names it.
func leftOutRecord(id int, rounds []int) string {
	return fmt.Sprintf("%s %d %s", trfLeftOutTag, id, strings.Trim(fmt.Sprint(rounds), "[]"))
}

// enteredBeforeAndAfter reports whether player id's line has an entry in
// a round held before round and in one after it.
func enteredBeforeAndAfter(pr *trf.Problem, id, round int) bool {
	entered := func(from, to int) bool {
		for r := from; r <= to; r++ {
			if pr.Entry(id, r) {
				return true
			}
		}
		return false
	}
	return entered(1, round-1) && entered(round+1, pr.Round-1)
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

// byeStandInNames are the names a program gives the line that stands for
// the pairing bye where it has no other way to write one: German programs
// write "spielfrei" or "Freilos", others "bye".
var byeStandInNames = []string{"spielfrei", "freilos", "bye"}

// withoutByeStandIn is the report without the line that stands for the
// bye, not for a player (the 9. Karl-Mala-Gedenkturnier of 2005 lists
// "spielfrei" as its player 284): named so, with no rating, FIDE id, birth
// date, points or game, and no player's opponent. Its line is read as
// blank, so that every other line keeps its number, and the note names
// what was left out; a report without one is returned as it is.
func withoutByeStandIn(t *trf.Tournament) (*trf.Tournament, []engine.Message, error) {
	i := slices.IndexFunc(t.Players, func(tp *trf.Player) bool { return isByeStandIn(t, tp) })
	if i < 0 {
		return t, nil, nil
	}
	tp, n := t.Players[i], t.PlayerLine(i)
	left, err := trf.Parse(blankLine(t.Bytes(), n))
	if err != nil {
		return nil, nil, err
	}
	return left, []engine.Message{note("event.trf.byestandin", "line", n, "number", tp.ID, "name", tp.Name,
		"players", len(left.Players))}, nil
}

// isByeStandIn reports whether tp's line stands for the bye
// (withoutByeStandIn).
func isByeStandIn(t *trf.Tournament, tp *trf.Player) bool {
	if !slices.ContainsFunc(byeStandInNames, func(n string) bool { return strings.EqualFold(strings.TrimSpace(tp.Name), n) }) ||
		tp.Rating != 0 || trf.Count(tp.FideID) != 0 || strings.TrimSpace(tp.BirthDate) != "" || tp.Points != 0 {
		return false
	}
	for _, p := range t.Players {
		for _, g := range p.Games {
			if g.Opponent != 0 && (p == tp || g.Opponent == tp.ID) {
				return false
			}
		}
	}
	return true
}

// blankLine is text with its line n (1-based, ended by CR, LF or CR LF,
// as trf.Parse reads lines) emptied, its line end kept.
func blankLine(text []byte, n int) []byte {
	var out []byte
	for k := 1; len(text) > 0; k++ {
		end, next := len(text), len(text)
		if i := bytes.IndexAny(text, "\r\n"); i >= 0 {
			end, next = i, i+1
			if text[i] == '\r' && next < len(text) && text[next] == '\n' {
				next++
			}
		}
		if k != n {
			out = append(out, text[:end]...)
		}
		out = append(out, text[end:next]...)
		text = text[next:]
	}
	return out
}
