package exchange

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/input"
)

func TestReadPlayersCSV(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []tournament.Player
		key   string // expected error key (with ".line" when at a line)
		line  int
	}{
		{
			name:  "english header",
			input: "Name,Rating,Club,Federation,FIDE ID,Title,Sex,Category,Category date\nMikko Virtanen,1850,Helsingin Shakkiklubi,fin,502123,,m,II,2023-05-01\n",
			want: []tournament.Player{{Name: "Mikko Virtanen", Rating: 1850, Club: "Helsingin Shakkiklubi", Federation: "FIN",
				FIDEID: "502123", Sex: tournament.Male, Category: tournament.CategoryII, CategoryEarned: time.Date(2023, 5, 1, 0, 0, 0, 0, time.UTC)}},
		},
		{
			name:  "finnish header, semicolons, local date",
			input: "Nimi;Vahvuusluku;Seura;Luokka;Luokka pvm;Sukupuoli\nAino Mäkelä;1720;Espoon Shakki;iii;1.9.2024;nainen\nJussi Häkkinen;;Tampereen Shakki;;;\n",
			want: []tournament.Player{
				{Name: "Aino Mäkelä", Rating: 1720, Club: "Espoon Shakki", Category: tournament.CategoryIII, Sex: tournament.Female,
					CategoryEarned: time.Date(2024, 9, 1, 0, 0, 0, 0, time.UTC)},
				{Name: "Jussi Häkkinen", Club: "Tampereen Shakki"},
			},
		},
		{
			name:  "estonian header with BOM and blank line",
			input: "\xef\xbb\xbfnimi,reiting,klubi,järk,sugu\nTõnu Õunapuu,1650,Tallinna Male,IV,mees\n\nŽanna Šmidt,1580,Tartu Male,IV,naine\n",
			want: []tournament.Player{
				{Name: "Tõnu Õunapuu", Rating: 1650, Club: "Tallinna Male", Category: tournament.CategoryIV, Sex: tournament.Male},
				{Name: "Žanna Šmidt", Rating: 1580, Club: "Tartu Male", Category: tournament.CategoryIV, Sex: tournament.Female},
			},
		},
		{
			name:  "finnish spreadsheet saved in Windows-1252",
			input: "Nimi;Seura\n\x8aakki \xc4ij\xe4l\xe4;Espoon Shakki\n",
			want:  []tournament.Player{{Name: "Šakki Äijälä", Club: "Espoon Shakki"}},
		},
		{
			name:  "estonian spreadsheet saved in Windows-1257",
			input: "nimi;klubi;j\xe4rk\n\xdeanna \xd0midt;P\xf5lva Male;IV\n",
			want:  []tournament.Player{{Name: "Žanna Šmidt", Club: "Põlva Male", Category: tournament.CategoryIV}},
		},
		{
			name:  "separate name columns, and a name written family first",
			input: "Sukunimi;Etunimet;Seura\nVirtanen;Anna  Liisa;HSK\n;Kalle;HSK\nPerekonnanimi;;\n",
			want: []tournament.Player{
				{Name: "Anna Liisa Virtanen", FamilyName: "Virtanen", GivenNames: "Anna Liisa", Club: "HSK"},
				{Name: "Kalle", GivenNames: "Kalle", Club: "HSK"},
				{Name: "Perekonnanimi", FamilyName: "Perekonnanimi"},
			},
		},
		{
			name:  "one name column with Family, Given",
			input: "Name\n\"van der Berg, Jan\"\nMari Kask\n",
			want: []tournament.Player{
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
					line = strconv.Itoa(tt.line)
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
					tt.want[i].SetNames(input.SplitName(tt.want[i].Name))
				}
				if got[i] != tt.want[i] {
					t.Errorf("player %d:\n got %+v\nwant %+v", i, got[i], tt.want[i])
				}
			}
		})
	}
}

// FuzzReadPlayersCSV: any bytes, in any encoding, give players whose text
// fields pass ValidateText, or an error; never a panic.
func FuzzReadPlayersCSV(f *testing.F) {
	f.Add([]byte("Name;Club\nJ\xe2nis B\xe7rzi\xf2\xf0;R\xeeg\xe2\n"))
	f.Add([]byte("\xff\xfeN\x00a\x00m\x00e\x00\n\x00A\x00\n\x00"))
	f.Add([]byte("\xef\xbb\xbfName,Rating\n\"Mikko, Virtanen\",1850\n"))
	f.Add([]byte("Nimi\tLuokka\tLuokka pvm\nTõnu\tI\t1.6.1987\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, _, err := ReadPlayersCSV(strings.NewReader(string(data)))
		if err != nil {
			return
		}
		for _, p := range ps {
			if err := p.ValidateText(); err != nil {
				t.Fatalf("player %q accepted: %v", p.Name, err)
			}
		}
	})
}
