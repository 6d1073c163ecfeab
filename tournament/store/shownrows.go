package store

import (
	"encoding/json"
	"maps"
	"strings"

	"arbiter/engine"
)

// ShownText is a text of a front end's view as the history repeats it in
// its reader's language: by a catalogue key with its arguments where one
// said it, and as shown, which stands where there is no key or the
// reader's catalogue no longer knows it (a name or a date typed has only
// its text).
type ShownText struct {
	Key  string         `json:"key,omitempty"`
	Args map[string]any `json:"args,omitempty"`
	Text string         `json:"text,omitempty"`
}

// shownArg is a ShownText as a message's argument, which writes itself.
type shownArg struct{ ShownText }

// Text is the key's words where the catalogue has them, else the text as
// shown, "(empty)" for none.
func (a shownArg) Text(t func(key string, args map[string]any) string) string {
	if a.Key != "" {
		if said := t(a.Key, a.Args); said != a.Key {
			return said
		}
	}
	if a.ShownText.Text == "" {
		return t("store.audit.row.empty", nil)
	}
	return a.ShownText.Text
}

// ShownRow is a row of a view that a change changed, as the view showed
// it: its label, its value before and after.
type ShownRow struct {
	Label ShownText `json:"label"`
	Old   ShownText `json:"old"`
	New   ShownText `json:"new"`
}

// Message is the row as every door says it: "Site: was Helsinki, now
// Espoo".
func (r ShownRow) Message() engine.Message {
	return engine.Message{Key: "store.audit.row", Args: map[string]any{"label": shownArg{r.Label}, "old": shownArg{r.Old}, "new": shownArg{r.New}}}
}

// shownRows are rows as one argument of a message, each said as its
// Message, one after the other.
type shownRows []ShownRow

// Text writes the rows in the words of a catalogue's lookup t.
func (rs shownRows) Text(t func(key string, args map[string]any) string) string {
	said := make([]string, len(rs))
	for i, r := range rs {
		m := r.Message()
		said[i] = t(m.Key, m.Args)
	}
	return strings.Join(said, "; ")
}

// ShowRows keeps with the action under way the rows of the view that its
// change changed, on its naming step (the last made), so that the history
// names every one of them, old and new, where the window's status line
// names a few: a settings change kept only the event's name.
func (tx *Tx) ShowRows(rows []ShownRow) {
	if len(rows) == 0 || len(tx.steps) == 0 {
		return
	}
	last := &tx.steps[len(tx.steps)-1]
	last.Args = maps.Clone(last.Args)
	if last.Args == nil {
		last.Args = map[string]any{}
	}
	last.Args["rows"] = rows
}

// Rows are the rows the step keeps (Tx.ShowRows): none for a step stored
// without them, as every step was before.
func (s Step) Rows() []ShownRow {
	switch v := s.Args["rows"].(type) {
	case nil:
		return nil
	case []ShownRow:
		return v
	default: // as read back from the file
		data, err := json.Marshal(v)
		var rows []ShownRow
		if err != nil || json.Unmarshal(data, &rows) != nil {
			return nil
		}
		return rows
	}
}

// Bare is the step without its rows: the change's name alone.
func (s Step) Bare() Step {
	if _, ok := s.Args["rows"]; !ok {
		return s
	}
	s.Args = maps.Clone(s.Args)
	delete(s.Args, "rows")
	return s
}
