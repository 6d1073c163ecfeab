package engine

import (
	"fmt"
	"strings"
)

// KeyedError is the one shape of a translatable error: a catalogue key with
// named arguments for the app's translation layer, and an English template
// for logs and developers. The engine's sub-packages (clock, rules) and the
// Swiss pairing use it; the other packages' error types of this shape are
// to become it.
type KeyedError struct {
	Key  string
	Args map[string]any
	// English is the text with {name} placeholders; the key stands in when
	// it is empty.
	English string
}

// MessageKey returns the catalogue key.
func (e *KeyedError) MessageKey() string { return e.Key }

// MessageArgs returns the named arguments.
func (e *KeyedError) MessageArgs() map[string]any { return e.Args }

// Error renders the English text with the arguments in place.
func (e *KeyedError) Error() string {
	if e.English == "" {
		return e.Key
	}
	text := e.English
	out := make([]byte, 0, len(text))
	for i := 0; i < len(text); i++ {
		if text[i] == '{' {
			if j := strings.IndexByte(text[i:], '}'); j > 0 {
				if v, ok := e.Args[text[i+1:i+j]]; ok {
					out = append(out, fmt.Sprint(v)...)
					i += j
					continue
				}
			}
		}
		out = append(out, text[i])
	}
	return string(out)
}
