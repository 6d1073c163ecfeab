// Package testform checks, for the tests of every package that validates
// a form's fields, that each error names its field and shows a value the
// field takes in every language the catalogues complete, so the user
// knows what to type without the manual; and KeyOf, the key of a refusal,
// which those tests compare (WantKey fails a test on another), and Keys,
// those of a list of notes. It imports the engine and the catalogues only,
// so the event's own tests can use it.
package testform

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
)

// Check fails t when err, the error a bad value of the field called name
// raised, has another catalogue key than key, or when its message in
// English, Finnish or Estonian does not name the field (field, its word in
// each language) or give the example.
func Check(t testing.TB, name string, err error, key string, field map[i18n.Lang]string, example string) {
	t.Helper()
	var m *engine.Message
	if !errors.As(err, &m) || m.Key != key {
		t.Errorf("%s: error %v, want the key %s", name, err, key)
		return
	}
	for _, lang := range i18n.Complete {
		text := i18n.For(lang).Error(err)
		if !strings.Contains(strings.ToLower(text), strings.ToLower(field[lang])) {
			t.Errorf("%s, %s: %q does not name the field (%q)", name, lang, text, field[lang])
		}
		if !strings.Contains(text, example) {
			t.Errorf("%s, %s: %q gives no example (%q)", name, lang, text, example)
		}
	}
}

// Keys are the catalogue keys of msgs in their order: the notes of an
// import or a ruling, which tests compare by key.
func Keys(msgs []engine.Message) []string {
	var keys []string
	for _, m := range msgs {
		keys = append(keys, m.Key)
	}
	return keys
}

// KeyOf is the catalogue key of err's message, the text of an error
// without one, "" for none: compared with a refusal's key, any other
// error, or none, differs.
func KeyOf(err error) string {
	if m, ok := errors.AsType[*engine.Message](err); ok {
		return m.Key
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

// WantKey fails t at once unless err is the refusal with key, or nil
// where key is empty (KeyOf).
func WantKey(t testing.TB, err error, key string) {
	t.Helper()
	if KeyOf(err) != key {
		t.Fatalf("error %v, want key %q", err, key)
	}
}
