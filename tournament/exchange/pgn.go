package exchange

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/internal/lazy"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/replay"
	"arbiter/tournament/schedule"
	"arbiter/tournament/trf"
)

// GamePGN converts a recorded game into a PGN game: the event's tags (the
// seven-tag roster, board, ratings) and the game of RecordPGN.
func GamePGN(ev *tournament.Event, rec *replay.GameRecord) (engine.PGNGame, error) {
	g, err := RecordPGN(rec)
	if err != nil {
		return g, err
	}
	result := rec.Result
	var pairing *tournament.Pairing
	if p, err := ev.FindPairing(rec.Round, rec.Board); err == nil {
		pairing = p
		if p.Result.Played() {
			result = p.Result
		}
	}
	g.Result = result.Game()
	g.Tags = append(g.Tags, rec.Tags...)
	setPairingTags(&g, ev, rec.Round, rec.Board, pairing)
	markRuledEnd(&g, rec)
	return g, nil
}

// markRuledEnd marks a game the desk ended by a ruling, so that a reader
// of the file does not take it for one ended over the board: PGN's
// Termination tag (pgnTermination) and, after its last move, the incident
// and the articles ruled under ("illegal-move: FIDE 2023, 7.5.5"). The
// ruling that ended it is the last accepted one that ended play; where
// the game's result is not the one it gave (the arbiter entered another
// since), the game is not marked.
func markRuledEnd(g *engine.PGNGame, rec *replay.GameRecord) {
	for _, r := range slices.Backward(rec.Rulings) {
		if r.Overruled || !r.Proposed.Ended() {
			continue
		}
		if r.ProposedResult().Game() != g.Result {
			return
		}
		g.SetTag("Termination", pgnTermination(rules.IncidentKind(r.Incident)))
		note := r.Incident
		if len(r.Articles) > 0 {
			note += ": " + rules.Cite{Ruleset: r.Ruleset, Articles: r.Articles}.String()
		}
		comment := &g.Comment
		if len(g.Moves) > 0 {
			comment = &g.Moves[len(g.Moves)-1].Comment
		}
		*comment = strings.TrimSpace(*comment + " " + note)
		return
	}
}

// pgnTermination is the PGN standard's Termination tag (its list: normal,
// time forfeit, rules infraction, adjudication, abandoned…) of a game a
// ruling on kind ended: a flag, however ruled, ends it on time; a claim,
// an agreement, a resignation or the position over the board ends it
// normally; a game not begun is abandoned; the arbiter's own declaration
// of a result is an adjudication; any other ruling that ends a game is a
// penalty for breaking the rules.
func pgnTermination(kind rules.IncidentKind) string {
	switch kind {
	case rules.KindFlagFall, rules.KindBothFlags:
		return "time forfeit"
	case rules.KindClaimThreefold, rules.KindClaimFifty, rules.KindSealedClaim, rules.KindClaimUnwritten,
		rules.KindDrawOffer, rules.KindAgreement, rules.KindResignation, rules.KindPosition:
		return "normal"
	case rules.KindLateness, rules.KindBothAbsent, rules.KindMatchWithdrawal:
		return "abandoned"
	case rules.KindQuickplayClaim, rules.KindEnvelopeLost, rules.KindDisturbance, rules.KindIllegalPosition,
		rules.KindWrongSetup, rules.KindColoursReversed, rules.KindClockCorrection, rules.KindScoresheetDevice:
		return "adjudication"
	}
	return "rules infraction"
}

// eventTags are the tags the event writes for a board (setPairingTags),
// and those the writer derives from the game (its result and start).
var eventTags = lazy.Value[map[string]bool]{Make: func() map[string]bool {
	return map[string]bool{
		"Event": true, "Site": true, "Date": true, "Round": true, "White": true, "Black": true, "Result": true,
		"WhiteTitle": true, "BlackTitle": true, "WhiteElo": true, "BlackElo": true,
		"WhiteFideId": true, "BlackFideId": true, "Board": true, "SetUp": true, "FEN": true, "Variant": true,
	}
}}

// EventTag reports whether the event writes the tag name for a board's
// game itself, whatever an imported game's file said.
func EventTag(name string) bool { return eventTags.Get()[name] }

// ImportedTags splits an imported game's tags against board, the board's
// game as the event writes it (pairingPGN): the tags a record keeps (the
// file's own, EventTag false) and the names of the event's tags whose
// value in the file the record does not keep, in the file's order: the
// event writes its own (or none) in their place, which the import says. A
// file's unknown value ("?", "????.??.??") and a result where the board has
// none yet (the import takes it) are kept alike; the start position's tags
// make the game's start.
func ImportedTags(file []engine.Tag, board engine.PGNGame) (kept []engine.Tag, replaced []string) {
	for _, t := range file {
		switch {
		case !EventTag(t.Name):
			kept = append(kept, t)
		case t.Name == "SetUp" || t.Name == "FEN" || t.Name == "Variant":
		case t.Value == "" || strings.Trim(t.Value, "?.") == "":
		case t.Name == "Result":
			if board.Result.Ended() && t.Value != string(board.Result) {
				replaced = append(replaced, t.Name)
			}
		case t.Value != board.Tag(t.Name):
			replaced = append(replaced, t.Name)
		}
	}
	return kept, replaced
}

// RecordPGN is a recorded game as a PGN game without tags: its start
// position, its moves with their clock times (a draw offer as the comment
// "(=)" the way a scoresheet marks it), and what an imported game's text
// held besides them (comments, NAGs, variations) put back. The moves are
// replayed, so a record with a move that is not legal, or an annotation
// that is not its move's, is reported rather than written.
func RecordPGN(rec *replay.GameRecord) (engine.PGNGame, error) {
	var g engine.PGNGame
	game, err := replay.Game(rec)
	if err != nil {
		return g, err
	}
	g.Start = game.Start()
	annotated := rec.Annotation != ""
	after := make([]string, len(rec.Moves))
	for i, gm := range game.Moves() {
		g.Moves = append(g.Moves, engine.PGNMove{Move: gm.Move, Clock: gm.Clock, HasClock: gm.HasClock})
		after[i] = rec.Moves[i].Annotation
		annotated = annotated || after[i] != ""
	}
	if annotated {
		if err := g.SetAnnotationText(rec.Annotation, after); err != nil {
			return g, err
		}
	}
	for i := range g.Moves {
		if rec.Moves[i].DrawOffer {
			g.Moves[i].Comment = strings.TrimSpace("(=) " + g.Moves[i].Comment)
		}
	}
	return g, nil
}

// pairingPGN is the skeleton of a board's game without recorded moves: its
// tags and result, as a broadcast receives a round before the moves. A
// forfeit is written as the win it scores, with the comment "forfeit".
func pairingPGN(ev *tournament.Event, p *tournament.Pairing) engine.PGNGame {
	var g engine.PGNGame
	g.Start = engine.StartPosition()
	g.Result = p.Result.Game()
	switch p.Result {
	case tournament.WhiteForfeitWin:
		g.Result, g.Comment = engine.WhiteWins, "forfeit"
	case tournament.BlackForfeitWin:
		g.Result, g.Comment = engine.BlackWins, "forfeit"
	case tournament.DoubleForfeit:
		g.Comment = "double forfeit"
	}
	setPairingTags(&g, ev, p.Round, p.Board, p)
	return g
}

// setPairingTags sets a board's tags: the seven-tag roster, board,
// ratings, titles and FIDE ids, and the event's time control where the
// game states none of its own.
func setPairingTags(g *engine.PGNGame, ev *tournament.Event, round, board int, pairing *tournament.Pairing) {
	s := ev.Settings
	g.SetTag("Event", s.Name)
	g.SetTag("Site", s.Site)
	if date := gameDate(ev, round); date != "" {
		g.SetTag("Date", date)
	}
	g.SetTag("Round", strconv.Itoa(round))
	if pairing != nil {
		for _, side := range []struct {
			id    int64
			color string
		}{{pairing.White, "White"}, {pairing.Black, "Black"}} {
			if p, ok := ev.Player(side.id); ok {
				g.SetTag(side.color, p.FamilyFirst())
				if p.Title != "" {
					g.SetTag(side.color+"Title", p.Title)
				}
				if p.Rating > 0 {
					g.SetTag(side.color+"Elo", strconv.Itoa(p.Rating))
				}
				if p.FIDEID != "" {
					g.SetTag(side.color+"FideId", p.FIDEID)
				}
			}
		}
	}
	g.SetTag("Board", strconv.Itoa(board))
	if g.Tag("TimeControl") == "" {
		if tc, ok := timeControlTag(s.TimeControl); ok {
			g.SetTag("TimeControl", tc)
		}
	}
}

// PGNNotKept names what the event's PGN export cannot write: a time
// control the TimeControl tag cannot state (timeControlTag), its games
// written without one unless they bring their own; and a game type the
// arbiter set (Settings.GameType) that the control does not make, which
// PGN has no tag for: a reader takes the type from the TimeControl tag
// alone (a blitz event at 10+5 reads as rapid, one with no control as
// none).
func PGNNotKept(ev *tournament.Event) []engine.Message {
	var notes []engine.Message
	c := ev.Settings.TimeControl
	_, tagged := timeControlTag(c)
	if !tagged && strings.TrimSpace(c) != "" {
		notes = append(notes, note("event.pgn.export.time-control", "control", c))
	}
	if g, err := ev.Settings.GameTypeInForce(); err == nil && g.Overridden && (!tagged || g.Contradicts) {
		notes = append(notes, note("event.pgn.export.game-type", "type", engine.Message{Key: g.Type.Key()}))
	}
	return notes
}

// timeControlTag is the event's time control as PGN's TimeControl tag
// writes it, in seconds ("180+2", "40/5400+30:1800+30"), the form of TRF's
// record 222 (trf.EncodeTimeControl), by which a reader tells a blitz
// game from a standard one; false for no control, or one the tag cannot
// state (a Bronstein delay, a repeating period).
func timeControlTag(control string) (string, bool) {
	if strings.TrimSpace(control) == "" {
		return "", false
	}
	tc, err := clock.Parse(control)
	if err != nil {
		return "", false
	}
	return trf.EncodeTimeControl(tc)
}

// gameDate is the Date tag of a game of round: the round's date as every
// front end reads it (schedule.Round, which gives a one-day event's
// rounds its day); else the month or the year the event's first and last
// days share, the rest written unknown ("2025.03.??"), "" when they fix
// nothing. A round without a date of its own is not given the first or
// the last day: the scoresheets, the pairing sheets, the venue's rounds
// and the TRF's round dates leave it blank, and the file says no more
// than they do.
func gameDate(ev *tournament.Event, round int) string {
	first, last := ev.Settings.StartDate, ev.Settings.EndDate
	day := schedule.Round(ev, round).Date
	switch {
	case day != "":
	case len(first) != len("2006-01-02") || len(last) != len(first):
	case first[:7] == last[:7]:
		day = first[:7] + "-??"
	case first[:4] == last[:4]:
		day = first[:4] + "-??-??"
	}
	return strings.ReplaceAll(day, "-", ".")
}

// EventPGN writes the event's games as one PGN file, in round and board
// order: a board with a recorded game (games) with its moves, a board
// without one as its skeleton (pairingPGN), which a broadcast fills. Byes,
// a team's boards left empty and the games a withdrawal left unplayed for
// nobody are no games; one it made a forfeit (1953) is that forfeit. An event with no game paired is refused rather than
// written as an empty file.
func EventPGN(ev *tournament.Event, games []*replay.GameRecord) (string, error) {
	return gamesPGN(ev, games, func(*tournament.Pairing) bool { return true })
}

// PublishedPGN is EventPGN for the players: the games of round r (0: of
// every round) played to their end, so that no move of a game still in
// play is shown while it is played, and a forfeit, which no one played,
// is no game of the file.
func PublishedPGN(ev *tournament.Event, games []*replay.GameRecord, r int) (string, error) {
	return gamesPGN(ev, games, func(p *tournament.Pairing) bool { return Published(p, r) })
}

// Published reports whether p is a game of round r's (0: any round's)
// published PGN: a game played over the board and finished.
func Published(p *tournament.Pairing, r int) bool {
	return (r == 0 || p.Round == r) && !p.IsBye() && p.Result.Played()
}

// unplayedByWithdrawal reports whether a game, as the withdrawal rule
// counts it, was never played and counts for nobody: no game of the file,
// as a bye is none, rather than one still in play ("*").
func unplayedByWithdrawal(g tournament.EffectiveGame) bool {
	return g.Status == tournament.Void || g.Status == tournament.Annulled && !g.Recorded.Finished()
}

// gamesPGN writes the boards keep takes, as EventPGN says.
func gamesPGN(ev *tournament.Event, games []*replay.GameRecord, keep func(*tournament.Pairing) bool) (string, error) {
	recorded := map[[2]int]*replay.GameRecord{}
	for _, rec := range games {
		recorded[[2]int{rec.Round, rec.Board}] = rec
	}
	var out []engine.PGNGame
	eff := ev.EffectiveResults()
	for r, rd := range ev.Rounds {
		for i := range rd.Pairings {
			p, counted := &rd.Pairings[i], eff.Rounds[r].Games[i]
			if !p.Seated() || unplayedByWithdrawal(counted) || !keep(p) {
				continue
			}
			rec, ok := recorded[[2]int{p.Round, p.Board}]
			if !ok {
				if counted.Status == tournament.WithdrawalForfeit {
					p = &counted.Pairing // the forfeit it counts (1953)
				}
				out = append(out, pairingPGN(ev, p))
				continue
			}
			g, err := GamePGN(ev, rec)
			if err != nil {
				return "", err
			}
			out = append(out, g)
		}
	}
	if len(out) == 0 {
		return "", engine.NewMessage("event.err.pgn.nogames")
	}
	return engine.WritePGN(out), nil
}

// BoardMatch is how a game of a file is a board's game (BoardGame).
type BoardMatch int

const (
	NotBoardGame BoardMatch = iota
	// ByPlayers: its White and Black are the board's players, and its
	// round, where it gives one, the board's.
	ByPlayers
	// ByPlace: it names no players, and its round and board are the
	// board's.
	ByPlace
)

// BoardGame tells whether g, one game of a file of several (a round's
// games as a broadcast fills the file the event exports), is a board's
// game, board being that board's game as the event writes it (GamePGN):
// by its players (each side by FIDE id where both give one, else by name,
// the family name first or last, letter case, accents and commas aside) and its
// Round tag where it gives one ("3", or "3.5" as broadcasts number a
// round's boards); or, where it names no players, by its Round and Board
// tags.
func BoardGame(g, board engine.PGNGame) BoardMatch {
	round := board.Tag("Round")
	r := strings.TrimSpace(g.Tag("Round"))
	players, _ := samePlayers(g, board)
	switch {
	case players && (unknownTag(r) || r == round || strings.HasPrefix(r, round+".")):
		return ByPlayers
	case unknownTag(strings.TrimSpace(g.Tag("White"))) && unknownTag(strings.TrimSpace(g.Tag("Black"))):
		if b := strings.TrimSpace(g.Tag("Board")); (r == round && b == board.Tag("Board")) || r == round+"."+board.Tag("Board") {
			return ByPlace
		}
	}
	return NotBoardGame
}

// OtherPlayers reports whether g names players, and not board's (as
// BoardGame compares them): a game of another pair.
func OtherPlayers(g, board engine.PGNGame) bool {
	same, named := samePlayers(g, board)
	return named && !same
}

// samePlayers reports whether g names both players (named), and whether
// they are board's (same): each side by FIDE id where both give one,
// else by name, the family name first or last, letter case, accents and commas
// aside.
func samePlayers(g, board engine.PGNGame) (same, named bool) {
	same, named = true, true
	for _, color := range []string{"White", "Black"} {
		name := strings.TrimSpace(g.Tag(color))
		if id, ours := strings.TrimSpace(g.Tag(color+"FideId")), board.Tag(color+"FideId"); id != "" && ours != "" && id != "0" {
			same = same && id == ours
			continue
		}
		if unknownTag(name) {
			named = false
		}
		same = same && nameWords(name) == nameWords(board.Tag(color))
	}
	return same && named, named
}

// unknownTag tells a tag's value that says nothing: none, "?" or "-".
func unknownTag(v string) bool { return v == "" || v == "?" || v == "-" }

// nameWords is a player's name as its words, lower case, spelt as
// input.NameKey spells them and sorted, so that "Carlsen, Magnus" and
// "Magnus Carlsen", "Tõnisson" and "Tonisson" are one name.
func nameWords(name string) string {
	words := strings.Fields(input.NameKey(strings.ReplaceAll(name, ",", " ")))
	slices.Sort(words)
	return strings.Join(words, " ")
}
