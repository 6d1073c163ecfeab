package input

import (
	"strings"
	"testing"
	"time"
)

// parseCase is an input of a field's parser and what it reads as.
type parseCase struct{ in, want string }

// checkParse holds the parser called name to its readings and refusals.
func checkParse(t *testing.T, name string, parse func(string) (string, error), good []parseCase, bad []string) {
	t.Helper()
	for _, tt := range good {
		if got, err := parse(tt.in); err != nil || got != tt.want {
			t.Errorf("%s(%q) = %q, %v; want %q", name, tt.in, got, err, tt.want)
		}
	}
	for _, s := range bad {
		if _, err := parse(s); err == nil {
			t.Errorf("%s(%q) accepted", name, s)
		}
	}
}

func TestParseTitleReadsFIDELettersCodesAndWords(t *testing.T) {
	checkParse(t, "ParseTitle", ParseTitle, []parseCase{
		{"", ""}, {"g", "GM"}, {"m", "IM"}, {"f", "FM"}, {"c", "CM"},
		{"wg", "WGM"}, {"wm", "WIM"}, {"wf", "WFM"}, {"wc", "WCM"},
		{"GM", "GM"}, {" wim ", "WIM"}, {"Grandmaster", "GM"}, {"Woman FIDE Master", "WFM"},
		{"suurmestari", "GM"}, {"FIDE-mestari", "FM"}, {"rahvusvaheline meister", "IM"},
		{"naiste FIDE meister", "WFM"},
	}, []string{"x", "AGM", "IA", "GMM"})
}

func TestParseBirthDateReadsYearISOAndDottedDates(t *testing.T) {
	checkParse(t, "ParseBirthDate", ParseBirthDate, []parseCase{
		{"", ""}, {"1984", "1984"}, {"1984-06-15", "1984-06-15"}, {"1984/06/15", "1984/06/15"},
		{"15.6.1984", "1984-06-15"}, {"15.06.1984", "1984-06-15"}, {" 5.6.1984 ", "1984-06-05"},
		{"15 Jun 1984", "1984-06-15"},
		// TRF's year alone, as Swiss-Manager and JaVaFo write it, and a
		// list made from a report copies it (the TRF import reads it so).
		{"1984/00/00", "1984"}, {"1984.00.00", "1984"}, {"1984-00-00", "1984"},
	}, []string{"84", "31.2.1984", "1984-13-01", "yesterday", "3000", "0000", "1200", "+984", "0000/00/00", "1984/06/00"})
}

// TestNameKey: a name written without its accents, in another case or
// alphabet, is the same name; names of letters with no ASCII spelling are
// told apart, not all made "?".
func TestNameKey(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"Tõnis Õunapuu", "Tonis  OUNAPUU", true},
		{"Jüri Šmidt", "Juri Smidt", true},
		{"Иван Петров", "Ivan Petrov", true},
		{"Łukasz Żak", "lukasz zak", true},
		{"Kadri Tamm", "Kadri Tamme", false},
		{"王伟", "李娜", false},
	} {
		if got := NameKey(tt.a) == NameKey(tt.b); got != tt.same {
			t.Errorf("NameKey(%q) == NameKey(%q) is %v, want %v (%q, %q)", tt.a, tt.b, got, tt.same, NameKey(tt.a), NameKey(tt.b))
		}
	}
}

// A birth date read in none of its forms, as every blank one of an
// imported report is, costs no failed parse: each of the four forms tried
// made an error to throw away, four for every player of a report read.
// The forms read are the same.
func TestBirthDateTriesOnlyTheFormsItCouldBe(t *testing.T) {
	for s, want := range map[string]string{
		"": "", "1987": "1987-01-01", "1987-03-04": "1987-03-04", "1987/03/04": "1987-03-04",
		"4.3.1987": "1987-03-04", "4 Mar 1987": "1987-03-04", "1987.03.04": "", "4/3/1987": "", "Mar 1987": "",
	} {
		tm, ok := birthTime(s)
		if got := tm.Format(time.DateOnly); ok != (want != "") || ok && got != want {
			t.Errorf("%q: %s (%v), want %q", s, got, ok, want)
		}
	}
	if n := testing.AllocsPerRun(10, func() { birthTime("") }); n != 0 {
		t.Errorf("a blank birth date: %v allocations, want none", n)
	}
}

// Greek names are spelt as Greece's federation writes them for FIDE's
// lists (ELOT 743), as the Latin names of Swiss-Manager's Crete reports
// show them (heltour-crete2025.trf): "ου", "αυ", "ευ" and a word's first
// "μπ" and "ντ" are one sound. ASCIIName wrote every Greek letter "?", so
// an export in ASCII named a Greek event, team or player "?????".
func TestASCIINameSpellsGreekAsTheRatingList(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Παπαδημητρίου, Αργυρώ", "Papadimitriou, Argyro"},
		{"Σταυρουλάκης, Νικόλαος", "Stavroulakis, Nikolaos"},
		{"Μπακάλης, Ευθύμιος", "Bakalis, Efthymios"},
		{"Χατζησάββας, Γεώργιος", "Chatzisavvas, Georgios"},
		{"Γκίζης, Κωνσταντίνος", "Gkizis, Konstantinos"},
		{"Σακλαμπανάκης, Ιωάννης", "Saklampanakis, Ioannis"},
		{"Ντίνος Ψαριανός", "Dinos Psarianos"},
		{"Σ.Α.ΓΑΖΙΟΥ", "S.A.GAZIOU"},
		{"Α.Π.Ο.ΜΙΚΗΣ ΘΕΟΔΩΡΑΚΗΣ", "A.P.O.MIKIS THEODORAKIS"},
		{"Διασυλλογικό Πρωτάθλημα Π.Ο.Α Κρήτης 2025", "Diasyllogiko Protathlima P.O.A Kritis 2025"},
		{"Ευάγγελος Προϋπολογισμός", "Evangelos Proypologismos"},
	} {
		if got := ASCIIName(c.in); got != c.want {
			t.Errorf("ASCIIName(%q) = %q, want %q", c.in, got, c.want)
		}
		if ASCIIUnspelt(c.in) {
			t.Errorf("%q said to have a letter ASCII does not spell", c.in)
		}
	}
}

// Collapse is strings.Fields joined by single spaces, and a text already
// so is returned without making another: every name is collapsed again at
// each list and lookup of it.
func TestCollapse(t *testing.T) {
	for _, s := range []string{"", " ", "Anna", "Virtanen Anna", " Anna", "Anna ", "Anna  Maria", "Anna\tMaria",
		"Anna\u00a0Maria", "Anna\u2003Maria", "Anna\nMaria", "  Virtanen ,  Anna  ", "Мария Иванова", "a b c", "\xffa b"} {
		if got, want := Collapse(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("Collapse(%q) = %q, want %q", s, got, want)
		}
	}
	name := "Virtanen Anna Maria"
	if n := testing.AllocsPerRun(100, func() { _ = Collapse(name) }); n != 0 {
		t.Errorf("Collapse of a collapsed name allocates %v times, want none", n)
	}
}
