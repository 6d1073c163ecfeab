package desk

import (
	"arbiter/engine"
	"arbiter/engine/rules"
)

// writtenIn is the language moves are written in at the event's boards
// (Event settings; by default the event's language).
func (s *Session) writtenIn() (engine.Lang, error) {
	ev, err := s.rulesEvent()
	return ev.Notation, err
}

// readMove reads a move as written on a player's scoresheet, in the
// event's notation alone: a letter means one piece in one language only
// (the Finnish L is a bishop, the Estonian L a queen), so a move is never
// read as another language's.
func (s *Session) readMove(text string) (engine.Move, error) {
	lang, err := s.writtenIn()
	if err != nil {
		return engine.NoMove, err
	}
	pos := s.game.Position()
	return pos.ParseLenient(text, lang)
}

// entryHint is the move entry's placeholder: the event's notation by name
// and its piece letters, which the entry reads and the desk shows.
func (v *View) entryHint() string {
	if v.s == nil {
		return v.t("desk.entry.placeholder")
	}
	lang, err := v.s.writtenIn()
	if err != nil {
		return v.t("desk.entry.placeholder")
	}
	return v.t("desk.entry.placeholder-notation", "notation", v.t("rulesettings.notation."+string(lang)), "letters", engine.LetterList(lang))
}

// readSealed reads a sealed move as written when the envelope is opened
// (FIDE I.8, 1953 §23), in the event's notation only: whether it is clear,
// an obvious slip, ambiguous, illegible or illegal, and the move meant
// when there is one (rules.InterpretSealed).
func (s *Session) readSealed(text string) (engine.Move, rules.SealedStatus, error) {
	lang, err := s.writtenIn()
	if err != nil {
		return engine.NoMove, "", err
	}
	m, status := rules.InterpretSealed(s.game.Position(), text, lang)
	return m, status, nil
}
