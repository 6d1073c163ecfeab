package tournament

import (
	"strings"
	"testing"
	"time"

	"arbiter/engine"
)

func TestValidatePlayer(t *testing.T) {
	ok := Player{Name: "Mikko Virtanen", Rating: 1850, FIDEID: "502123", Federation: "FIN", Title: "FM",
		Sex: Male, Category: CategoryII, BirthDate: "1990-05-31"}
	tests := []struct {
		name   string
		change func(*Player)
		key    string
	}{
		{"valid", func(*Player) {}, ""},
		{"unrated", func(p *Player) { p.Rating = 0 }, ""},
		{"birth year only", func(p *Player) { p.BirthDate = "1990" }, ""},
		{"TRF birth date", func(p *Player) { p.BirthDate = "1990/05/31" }, ""},
		{"empty name", func(p *Player) { p.Name = "  " }, "event.err.player.name_empty"},
		{"long name", func(p *Player) { p.Name = strings.Repeat("ä", 61) }, "event.err.player.name_long"},
		{"tab in name", func(p *Player) { p.Name = "Mikko\tVirtanen" }, "event.err.text.char"},
		{"NUL in name", func(p *Player) { p.Name = "Mikko\x00" }, "event.err.text.char"},
		{"ESC in club", func(p *Player) { p.Club = "\x1b[2JSK" }, "event.err.text.char"},
		{"newline in club", func(p *Player) { p.Club = "SK\nTartu" }, "event.err.text.char"},
		{"bidi override", func(p *Player) { p.Name = "Mikko \u202eNENITRIV" }, "event.err.text.char"},
		{"bidi isolate", func(p *Player) { p.Club = "\u2067SK" }, "event.err.text.char"},
		{"zero-width space", func(p *Player) { p.Name = "Mikko\u200bVirtanen" }, "event.err.text.char"},
		{"zero-width joiner", func(p *Player) { p.Club = "SK\u200d" }, "event.err.text.char"},
		{"not UTF-8", func(p *Player) { p.Name = "Mikko \xe4" }, "event.err.text.utf8"},
		{"long club", func(p *Player) { p.Club = strings.Repeat("ä", 201) }, "event.err.text.long"},
		{"category date year 0", func(p *Player) { p.CategoryEarned = time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC) }, "event.err.player.category_date"},
		{"category date", func(p *Player) { p.CategoryEarned = time.Date(1987, 6, 1, 0, 0, 0, 0, time.UTC) }, ""},
		{"birth year 0", func(p *Player) { p.BirthDate = "0000-01-01" }, "event.err.player.birthdate"},
		{"emoji in name", func(p *Player) { p.Name = "Mikko 😀" }, ""},
		{"negative rating", func(p *Player) { p.Rating = -5 }, "event.err.player.rating"},
		{"rating too high", func(p *Player) { p.Rating = 3501 }, "event.err.player.rating"},
		{"FIDE id letters", func(p *Player) { p.FIDEID = "50A123" }, "event.err.player.fideid"},
		{"FIDE id of 11 digits, as TRF-2026 allows", func(p *Player) { p.FIDEID = "70123454321" }, ""},
		{"FIDE id too long", func(p *Player) { p.FIDEID = "123456789012" }, "event.err.player.fideid"},
		{"federation lower case", func(p *Player) { p.Federation = "fin" }, "event.err.player.federation"},
		{"federation two letters", func(p *Player) { p.Federation = "FI" }, "event.err.player.federation"},
		{"unknown title", func(p *Player) { p.Title = "XM" }, "event.err.player.title"},
		{"sex", func(p *Player) { p.Sex = "x" }, "event.err.player.sex"},
		{"category", func(p *Player) { p.Category = Category(42) }, "event.err.player.category"},
		{"birth date", func(p *Player) { p.BirthDate = "1990-13-01" }, "event.err.player.birthdate"},
		{"birth date form", func(p *Player) { p.BirthDate = "31.5.1990" }, "event.err.player.birthdate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ok
			tt.change(&p)
			err := ValidatePlayer(p)
			wantKey(t, err, tt.key)
		})
	}
}

// TestPlayerAllowed: a player added or changed is one person once, and a
// player joins a round robin only before round 1 is paired, a Swiss at any
// time.
func TestPlayerAllowed(t *testing.T) {
	players := []Player{
		{ID: 1, Name: "Mikko Virtanen", FIDEID: "502123"},
		{ID: 2, Name: "Kadri Tamm"},
	}
	tests := []struct {
		name   string
		p      Player
		system System
		paired int
		key    string
	}{
		{"new", Player{Name: "Jüri Saar"}, RoundRobin, 0, ""},
		{"same name, case and blanks", Player{Name: "kadri  TAMM"}, SwissDutch, 0, "event.err.player.dup_name"},
		{"same FIDE id", Player{Name: "M. Virtanen", FIDEID: "502123"}, SwissDutch, 0, "event.err.player.dup_fideid"},
		{"namesake with other FIDE id", Player{Name: "Mikko Virtanen", FIDEID: "502999"}, SwissDutch, 0, ""},
		{"namesake without FIDE id", Player{Name: "Mikko Virtanen"}, SwissDutch, 0, "event.err.player.dup_name"},
		{"editing itself", Player{ID: 2, Name: "Kadri Tamm", Rating: 1700}, SwissDutch, 0, ""},
		{"late entry in a Swiss", Player{Name: "Jüri Saar"}, SwissDutch, 3, ""},
		{"late entry in a round robin", Player{Name: "Jüri Saar"}, RoundRobin, 1, "event.err.player.late"},
		{"late entry in a double round robin", Player{Name: "Jüri Saar"}, DoubleRoundRobin, 2, "event.err.player.late"},
		{"edit in a round robin under way", Player{ID: 2, Name: "Kadri Tamm", Rating: 1700}, RoundRobin, 4, ""},
		{"a bad field before the late entry's rule", Player{Name: ""}, SwissDutch, 2, "event.err.player.name_empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantKey(t, PlayerAllowed(tt.p, tt.system, tt.paired, players), tt.key)
		})
	}
}

func TestReadPlayersCSV(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []Player
		key   string // expected error key (with ".line" when at a line)
		line  int
	}{
		{
			name:  "english header",
			input: "Name,Rating,Club,Federation,FIDE ID,Title,Sex,Category,Category date\nMikko Virtanen,1850,Helsingin Shakkiklubi,fin,502123,,m,II,2023-05-01\n",
			want: []Player{{Name: "Mikko Virtanen", Rating: 1850, Club: "Helsingin Shakkiklubi", Federation: "FIN",
				FIDEID: "502123", Sex: Male, Category: CategoryII, CategoryEarned: time.Date(2023, 5, 1, 0, 0, 0, 0, time.UTC)}},
		},
		{
			name:  "finnish header, semicolons, local date",
			input: "Nimi;Vahvuusluku;Seura;Luokka;Luokka pvm;Sukupuoli\nAino Mäkelä;1720;Espoon Shakki;iii;1.9.2024;nainen\nJussi Häkkinen;;Tampereen Shakki;;;\n",
			want: []Player{
				{Name: "Aino Mäkelä", Rating: 1720, Club: "Espoon Shakki", Category: CategoryIII, Sex: Female,
					CategoryEarned: time.Date(2024, 9, 1, 0, 0, 0, 0, time.UTC)},
				{Name: "Jussi Häkkinen", Club: "Tampereen Shakki"},
			},
		},
		{
			name:  "estonian header with BOM and blank line",
			input: "\xef\xbb\xbfnimi,reiting,klubi,järk,sugu\nTõnu Õunapuu,1650,Tallinna Male,IV,mees\n\nŽanna Šmidt,1580,Tartu Male,IV,naine\n",
			want: []Player{
				{Name: "Tõnu Õunapuu", Rating: 1650, Club: "Tallinna Male", Category: CategoryIV, Sex: Male},
				{Name: "Žanna Šmidt", Rating: 1580, Club: "Tartu Male", Category: CategoryIV, Sex: Female},
			},
		},
		{
			name:  "finnish spreadsheet saved in Windows-1252",
			input: "Nimi;Seura\n\x8aakki \xc4ij\xe4l\xe4;Espoon Shakki\n",
			want:  []Player{{Name: "Šakki Äijälä", Club: "Espoon Shakki"}},
		},
		{
			name:  "estonian spreadsheet saved in Windows-1257",
			input: "nimi;klubi;j\xe4rk\n\xdeanna \xd0midt;P\xf5lva Male;IV\n",
			want:  []Player{{Name: "Žanna Šmidt", Club: "Põlva Male", Category: CategoryIV}},
		},
		{
			name:  "separate name columns, and a name written family first",
			input: "Sukunimi;Etunimet;Seura\nVirtanen;Anna  Liisa;HSK\n;Kalle;HSK\nPerekonnanimi;;\n",
			want: []Player{
				{Name: "Anna Liisa Virtanen", FamilyName: "Virtanen", GivenNames: "Anna Liisa", Club: "HSK"},
				{Name: "Kalle", GivenNames: "Kalle", Club: "HSK"},
				{Name: "Perekonnanimi", FamilyName: "Perekonnanimi"},
			},
		},
		{
			name:  "one name column with Family, Given",
			input: "Name\n\"van der Berg, Jan\"\nMari Kask\n",
			want: []Player{
				{Name: "Jan van der Berg", FamilyName: "van der Berg", GivenNames: "Jan"},
				{Name: "Mari Kask", FamilyName: "Kask", GivenNames: "Mari"},
			},
		},
		{name: "empty", input: "", key: "event.err.csv.empty"},
		{name: "no name column", input: "Rating,Club\n1800,X\n", key: "event.err.csv.noname.line", line: 1},
		{name: "bad rating", input: "Name,Rating\nA,1800\nB,19OO\n", key: "event.err.csv.rating.line", line: 3},
		{name: "rating out of range", input: "Name,Rating\nA,18000\n", key: "event.err.player.rating.line", line: 2},
		{name: "bad category", input: "Name,Category\nA,VI\n", key: "event.err.csv.category.line", line: 2},
		{name: "bad FIDE id", input: "Name,FIDE ID\nA,12x\n", key: "event.err.player.fideid.line", line: 2},
		{name: "bad federation", input: "Name,Fed\nA,Finland\n", key: "event.err.player.federation.line", line: 2},
		{name: "empty name", input: "Name,Rating\n,1800\n", key: "event.err.player.name_empty.line", line: 2},
		{name: "duplicate", input: "Name,Rating\nKadri Tamm,1800\nJaan Kask,1700\nkadri tamm,1750\n", key: "event.err.player.dup_name.line", line: 4},
		{name: "too many fields", input: "Name,Rating\nA,1800,x\n", key: "event.err.csv.fields.line", line: 2},
		{name: "bad date", input: "Name,Category date\nA,yesterday\n", key: "event.err.date.line", line: 2},
		{name: "bad sex", input: "Name,Sex\nA,x\n", key: "event.err.sex.line", line: 2},
		{name: "quote not closed", input: "Name,Rating\n\"A,1800\n", key: "event.err.csv.quote.line", line: 2},
		{name: "quote inside a field", input: "Name,Rating\nA \"B\" C,1800\n", key: "event.err.csv.quote.line", line: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := ReadPlayersCSV(strings.NewReader(tt.input))
			if tt.key != "" {
				e, ok := err.(*engine.Message)
				var line any
				if tt.line > 0 {
					line = itoa(tt.line)
				}
				if !ok || e.MessageKey() != tt.key || e.Args["line"] != line {
					t.Fatalf("error %v, want %s at line %d", err, tt.key, tt.line)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %d players, want %d", len(got), len(tt.want))
			}
			for i := range got {
				if tt.want[i].FamilyName == "" && tt.want[i].GivenNames == "" {
					// One name field: the last word is the family name.
					tt.want[i].SetNames(SplitName(tt.want[i].Name))
				}
				if got[i] != tt.want[i] {
					t.Errorf("player %d:\n got %+v\nwant %+v", i, got[i], tt.want[i])
				}
			}
		})
	}
}

func TestParseDateRefusesYearZero(t *testing.T) {
	for _, s := range []string{"0000-01-01", "1.1.0000", "31.12.9999"} {
		if _, err := ParseDate(s); err == nil {
			t.Errorf("ParseDate(%q) accepted", s)
		}
	}
	if _, err := ParseDate("1.6.1987"); err != nil {
		t.Error(err)
	}
}

func TestValidateSettings(t *testing.T) {
	for _, tt := range []struct {
		change func(*Settings)
		key    string
	}{
		{func(*Settings) {}, ""},
		{func(s *Settings) { s.Site = "Tartu\x1b]0;owned\x07" }, "event.err.text.char"},
		{func(s *Settings) { s.ChiefArbiter = "A\u2066B" }, "event.err.text.char"},
		{func(s *Settings) { s.StartDate = "0000-01-01" }, "event.err.settings.date"},
		{func(s *Settings) { s.EndDate = "2026-13-01" }, "event.err.settings.date"},
		{func(s *Settings) { s.StartDate = "2026-11-20" }, ""},
	} {
		s := DefaultSettings()
		s.Name = "Open"
		tt.change(&s)
		err := ValidateSettings(s)
		if tt.key == "" && err != nil || tt.key != "" && (err == nil || err.(*engine.Message).Key != tt.key) {
			t.Errorf("%+v: error %v, want %q", s, err, tt.key)
		}
	}
}
