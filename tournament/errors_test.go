package tournament

import (
	"regexp"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testsource"
)

// Every message key the package can produce must be in the catalogue;
// the catalogue test then makes sure Finnish and Estonian have it too.
func TestErrorKeysAreTranslated(t *testing.T) {
	re := regexp.MustCompile(`"(event\.err\.[a-z_.]+)"`)
	en := i18n.For(i18n.English)
	found := 0
	for _, f := range testsource.Read(t) {
		for _, m := range re.FindAllStringSubmatch(f.Text, -1) {
			found++
			if key := m[1]; !en.Has(key) {
				t.Errorf("%s: key %s is not in i18n/en/event.json", f.Name, key)
			}
		}
	}
	if found < 40 {
		t.Errorf("only %d keys found; the scan is broken", found)
	}
}
