package store

import "path/filepath"

// venueSectionsKey is the meta row holding the other event files of the
// weekend that the window publishes with this one as one venue (the
// Publish view's sections), as JSON: a setting of the event like its
// Swiss and rating options, kept with the file so that the next opening
// publishes the same sections. A file without it has none, so no schema
// step is needed.
const venueSectionsKey = "venue-sections"

// VenueSections are the other event files published with this one, as
// absolute paths, in the order the arbiter added them.
func (s *Store) VenueSections() ([]string, error) {
	kept, err := readMetaJSON[[]string](s, venueSectionsKey)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(kept))
	for _, p := range kept {
		if !filepath.IsAbs(p) {
			p = filepath.Join(filepath.Dir(s.path), p)
		}
		out = append(out, filepath.Clean(p))
	}
	return out, nil
}

// SetVenueSections replaces the other event files published with this
// one in one undoable action. A path is kept relative to this file's
// folder where it can be, so that the weekend's folder copied to another
// computer keeps its sections; else it is kept whole.
func (s *Store) SetVenueSections(paths []string) error {
	kept := make([]string, 0, len(paths))
	dir := filepath.Dir(s.path)
	for _, p := range paths {
		if abs, err := filepath.Abs(p); err == nil {
			p = abs
		}
		if rel, err := filepath.Rel(dir, p); err == nil {
			p = rel
		}
		kept = append(kept, filepath.ToSlash(p))
	}
	return s.Batch(func(tx *Tx) error {
		if err := tx.saveMetaJSON(venueSectionsKey, kept); err != nil {
			return err
		}
		tx.step("venue.sections", "count", len(kept))
		return nil
	})
}
