package engine

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync/atomic"
)

// Message is Arbiter's one translatable message: a catalogue key with
// named arguments, and where callers branch on the reason, a typed kind.
// The same type carries an error (*Message is an error, with the cause in
// Err), an import's note, a ruling's note, a problem the store finds in a
// file and a claim's reason, from the engine through the store to every
// front end, which translates it with i18n.Catalog.Message or Error. The
// engine's notation errors (FENError, MoveError, PositionError, ...) embed
// one and add what their callers read besides the text.
//
// The texts live once, in the catalogues (i18n/<lang>/*.json). The engine
// imports nothing of ours, so it cannot read them; the i18n package, when
// it is linked into a program, registers its English catalogue through
// SetEnglish, and Error renders through it. Without it (the engine's own
// tests) Error gives the key and the arguments, which is enough to tell
// errors apart and cannot disagree with the catalogue.
type Message struct {
	Key  string         `json:"key"`
	Args map[string]any `json:"args,omitempty"`
	// Kind is the reason as a typed constant of the package that made the
	// message (store.Locked, store.ProblemTableMissing), set where callers
	// branch on it; errors.Is matches two errors of the same Kind, so a
	// Kind must be comparable. Nil otherwise.
	Kind any `json:"-"`
	// Err is the cause (an operating system's error), for logs and
	// errors.Is; nil when the message is all in Key and Args.
	Err error `json:"-"`
}

// NewMessage builds a Message; kv alternates names and values, as the
// catalogues' T does.
func NewMessage(key string, kv ...any) *Message {
	return &Message{Key: key, Args: Args(kv...)}
}

// Path is a file's path as a message names it. A value a message repeats
// from outside is cut to a length (i18n.Shown), but a path the user must
// go and find (where a log was set aside, the file in the way) is
// repeated whole: a folder of the usual depth made the path of a log set
// aside in the backups 170 characters, and the message cut it in the
// middle.
type Path string

// Day is an ISO date that writes itself as the reader's language writes a
// day on every sheet and in the window's date fields ("7 Jan 2026",
// "7.1.2026": words.Date), as Path is a path a message names whole, so that a message names a day as the arbiter
// typed it; a text that is no ISO date stays as it is.
type Day string

// Text is the day in the words of a catalogue's lookup t.
func (d Day) Text(t func(key string, args map[string]any) string) string {
	var y, m, day int
	if _, err := fmt.Sscanf(string(d), "%4d-%2d-%2d", &y, &m, &day); err != nil || len(d) != 10 || m < 1 || m > 12 || day < 1 || day > 31 {
		return string(d)
	}
	return t("print.date", map[string]any{"y": fmt.Sprintf("%04d", y), "d": day, "month": t(fmt.Sprintf("print.month.%d", m), nil)})
}

// Moment is a local time, "2006-01-02 15:04" or to the second
// "2006-01-02 15:04:05", that writes itself as the reader's language
// writes its day (Day) and its clock time (the schedule's): a change of
// the history, a backup taken, the venue's last reading. A text that is
// no such time stays as it is.
type Moment string

// Text is the moment in the words of a catalogue's lookup t.
func (m Moment) Text(t func(key string, args map[string]any) string) string {
	day, clock, ok := strings.Cut(string(m), " ")
	parts := strings.Split(clock, ":")
	if !ok || len(day) != 10 || len(parts) < 2 || len(parts) > 3 {
		return string(m)
	}
	text := Day(day).Text(t) + " " + t("schedule.time", map[string]any{"h": parts[0], "m": parts[1]})
	if len(parts) == 3 {
		text += t("schedule.time.seconds", map[string]any{"s": parts[2]})
	}
	return text
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
func (m Message) MessageKey() string { return m.Key }

// MessageArgs returns the named arguments.
func (m Message) MessageArgs() map[string]any { return m.Args }

// English renders the message in English, through the catalogue as Error
// does.
func (m Message) English() string { return englishText(m.Key, m.Args) }

// Unwrap returns the cause, if any.
func (e *Message) Unwrap() error { return e.Err }

// Is matches an error of the same Kind, so that a sentinel with only a
// Kind (store.ErrLocked) stands for every error of that kind.
func (e *Message) Is(target error) bool {
	t, ok := target.(*Message)
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
	names := slices.Sorted(maps.Keys(args))
	for i, n := range names {
		names[i] = fmt.Sprintf("%s=%v", n, args[n])
	}
	return key + " (" + strings.Join(names, ", ") + ")"
}

// Error renders the English catalogue text (see englishText).
func (e *Message) Error() string { return englishText(e.Key, e.Args) }

// NameList is the known values a refusal offers ("known"), as strings a
// message writes whole, the empty one (no value) left out.
func NameList[T ~string](names []T) []string {
	parts := make([]string, 0, len(names))
	for _, n := range names {
		if n != "" {
			parts = append(parts, string(n))
		}
	}
	return parts
}
