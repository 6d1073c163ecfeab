package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// export trf writes TRF-2026 unless --trf-version 16 is asked, refuses any
// other edition, and names on standard error the records FIDE's rating
// requires that the event does not state.
func TestExportTRFVersionAndGaps(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	bare, full := filepath.Join(dir, "bare.arbiter"), filepath.Join(dir, "full.arbiter")
	runCLI(t, 0, "new", bare, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5")
	runCLI(t, 0, "new", full, "--name", "Open", "--site", "Tampere", "--arbiter", "A. Tuomari", "--start", "2026-11-20",
		"--end", "2026-11-22", "--system", "round-robin", "--rounds", "3", "--time-control", "90+30")
	runCLI(t, 0, "event", full, "--federation", "FIN")
	code, out, errOut := run(t, "export", "trf", bare)
	if code != 0 || !strings.Contains(out, "\r192 FIDE_DUTCH_2025\r") || !strings.Contains(errOut, "022, 032, 042, 052, 102 (") {
		t.Errorf("bare event: code %d, stderr %q, report:\n%s", code, errOut, out)
	}
	code, out, errOut = run(t, "export", "trf", full)
	if code != 0 || errOut != "" || !strings.Contains(out, "\r222 5400+30\r") || !strings.Contains(out, "\r182 Arbiter\r") {
		t.Errorf("full event: code %d, stderr %q, report:\n%s", code, errOut, out)
	}
	code, out, _ = run(t, "export", "trf", bare, "--trf-version", "16")
	if code != 0 || strings.Contains(out, "\r192 ") || strings.Contains(out, "\r142 ") || !strings.Contains(out, "\rXXR 5\r") ||
		!strings.Contains(out, "\rXXC white1\r") {
		t.Errorf("TRF-16: code %d, report:\n%s", code, out)
	}
	if got := runCLI(t, 2, "export", "trf", full, "--trf-version", "2016"); !strings.Contains(got, "--trf-version 2016: use 2026 or 16") {
		t.Errorf("another edition: %q", got)
	}
}
