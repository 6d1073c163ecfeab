package engine

import (
	"fmt"
	"sort"
	"strings"
	"sync/atomic"
)

// KeyedError is Arbiter's one translatable error: a catalogue key with
// named arguments, and where callers branch on the reason, a typed kind.
// Every layer's own error type of this shape is this type under its old
// name (clock.Error, rules.Error, swiss.Error, tournament.Error,
// trf.Error, store.FileError and store.Refusal, printing.Error,
// i18n.Error).
//
// The texts live once, in the catalogues (i18n/<lang>/*.json). The engine
// imports nothing of ours, so it cannot read them; the i18n package, when
// it is linked into a program, registers its English catalogue through
// SetEnglish, and Error renders through it. Without it (the engine's own
// tests) Error gives the key and the arguments, which is enough to tell
// errors apart and cannot disagree with the catalogue.
type KeyedError struct {
	Key  string
	Args map[string]any
	// Kind is the reason as a typed constant of the package that made the
	// error (store.Locked, store.NotFound), set where callers branch on
	// it; errors.Is matches two errors of the same Kind, so a Kind must
	// be comparable. Nil otherwise.
	Kind any
	// Err is the cause (an operating system's error), for logs and
	// errors.Is; nil when the error is all in Key and Args.
	Err error
}

// NewKeyedError builds a KeyedError; kv alternates names and values, as
// the catalogues' T does.
func NewKeyedError(key string, kv ...any) *KeyedError {
	return &KeyedError{Key: key, Args: Args(kv...)}
}

// Args builds the argument map of a message from alternating names and
// values ("round", 3, "board", 2); a name without a value is dropped.
func Args(kv ...any) map[string]any {
	m := make(map[string]any, len(kv)/2)
	for i := 0; i+1 < len(kv); i += 2 {
		m[fmt.Sprint(kv[i])] = kv[i+1]
	}
	return m
}

// MessageKey returns the catalogue key.
func (e *KeyedError) MessageKey() string { return e.Key }

// MessageArgs returns the named arguments.
func (e *KeyedError) MessageArgs() map[string]any { return e.Args }

// Unwrap returns the cause, if any.
func (e *KeyedError) Unwrap() error { return e.Err }

// Is matches an error of the same Kind, so that a sentinel with only a
// Kind (store.ErrLocked) stands for every error of that kind.
func (e *KeyedError) Is(target error) bool {
	t, ok := target.(*KeyedError)
	return ok && t.Kind != nil && t.Kind == e.Kind
}

// english renders a key and its arguments in English; see SetEnglish.
var english atomic.Pointer[func(key string, args map[string]any) string]

// SetEnglish registers the English catalogue that Error renders through.
// The i18n package calls it when it is initialised.
func SetEnglish(render func(key string, args map[string]any) string) {
	english.Store(&render)
}

// englishText renders key and args through the registered English
// catalogue, or without one (the engine's own tests) as the key followed
// by the arguments in name order.
func englishText(key string, args map[string]any) string {
	if render := english.Load(); render != nil {
		if text := (*render)(key, args); text != key {
			return text
		}
	}
	if len(args) == 0 {
		return key
	}
	names := make([]string, 0, len(args))
	for n := range args {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, n := range names {
		names[i] = fmt.Sprintf("%s=%v", n, args[n])
	}
	return key + " (" + strings.Join(names, ", ") + ")"
}

// Error renders the English catalogue text (see englishText).
func (e *KeyedError) Error() string { return englishText(e.Key, e.Args) }
