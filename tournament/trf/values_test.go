package trf

import "testing"

// TestISODate: the dates other programs write in a report read as ISO, a
// birth year written with 00/00 as the year alone, anything else as
// written.
func TestISODate(t *testing.T) {
	for in, want := range map[string]string{"May 10, 2020": "2020-05-10", "Jan 2, 2021": "2021-01-02",
		"05/25/2020": "2020-05-25", "1969.12.06": "1969-12-06", "some day": "some day", "1985/00/00": "1985"} {
		if got := ISODate(in); got != want {
			t.Errorf("ISODate(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestRoundDate: a round date written (RoundDate) reads back.
func TestRoundDate(t *testing.T) {
	if got, ok := ReadRoundDate(RoundDate("2026-11-27")); !ok || got != "2026-11-27" {
		t.Errorf("round date read back as %q", got)
	}
	for _, d := range []string{"11.25.02", "25/13/01", ""} {
		if got, ok := ReadRoundDate(d); ok || got != "" {
			t.Errorf("ReadRoundDate(%q) = %q, %v: not a date written as TRF writes it", d, got, ok)
		}
	}
}

// TestOldWithdrawalRule: an older file's "XXP ussr1953" is its withdrawal
// rule; JaVaFo's XXP (forbidden pairs) is not.
func TestOldWithdrawalRule(t *testing.T) {
	if r, ok := OldWithdrawalRule("XXP ussr1953"); !ok || r != "ussr1953" {
		t.Errorf("XXP ussr1953 read as %q, %v", r, ok)
	}
	if _, ok := OldWithdrawalRule("XXP 1 2"); ok {
		t.Error("a forbidden pair read as a withdrawal rule")
	}
}
