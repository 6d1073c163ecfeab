package engine

// Message is a translatable message: a catalogue key and its named arguments.
type Message struct {
	Key  string
	Args map[string]string
}

// English renders the message in English, through the catalogue as a
// KeyedError does.
func (m Message) English() string { return englishText(m.Key, m.MessageArgs()) }

func msg(key string, kv ...string) Message {
	m := Message{Key: key}
	if len(kv) > 0 {
		m.Args = make(map[string]string, len(kv)/2)
		for i := 0; i+1 < len(kv); i += 2 {
			m.Args[kv[i]] = kv[i+1]
		}
	}
	return m
}

// FENError reports a malformed FEN. Field names the FEN field at fault
// ("board", "turn", "castling", "ep", "halfmoves", "fullmoves" or "" for the
// whole text).
type FENError struct {
	Field string
	Message
}

func (e *FENError) Error() string { return "FEN: " + e.English() }

// PositionError reports a set-up that is not a legal chess position.
type PositionError struct {
	Message
}

func (e *PositionError) Error() string { return "position: " + e.English() }
