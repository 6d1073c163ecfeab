package exchange

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
)

// The player exports of other programs, written from their documented
// columns: chess-results' list (No., Name, Title, FideID, FED, Rtg,
// Club/City), Swiss-Manager's (No., Name, Typ, sex, Gr, K, FED, ID,
// FIDE-ID, Rtg nat, Rtg int, Birth, Club) and FIDE's rating list columns,
// with their Finnish and Estonian headers where the programs write them
// in those languages.
func TestReadPlayersCSVReadsOtherProgramsExportsWithEveryFieldInPlace(t *testing.T) {
	kalle := tournament.Player{Seat: 1, Name: "Kalle Tõnisson", FamilyName: "Tõnisson", GivenNames: "Kalle", Federation: "EST",
		FIDEID: "4500121", Rating: 2301, Title: "FM", Club: "SK Tallinn"}
	anna := tournament.Player{Seat: 2, Name: "Anna Virtanen", FamilyName: "Virtanen", GivenNames: "Anna", Federation: "FIN",
		FIDEID: "503150", Rating: 2150, Title: "WIM", Club: "HSK"}
	withBirth := func(p tournament.Player, born string, sex tournament.Sex) tournament.Player {
		p.BirthDate, p.Sex = born, sex
		return p
	}
	withID := func(p tournament.Player, id string) tournament.Player { p.NationalID = id; return p }
	tests := []struct {
		name    string
		input   string
		want    []tournament.Player
		skipped []string
	}{
		{
			name:  "chess-results, English",
			input: "No.;Name;Title;FideID;FED;Rtg;Club/City\n1;Tõnisson, Kalle;FM;4500121;EST;2301;SK Tallinn\n2;Virtanen, Anna;WIM;503150;FIN;2150;HSK\n",
			want:  []tournament.Player{kalle, anna},
		},
		{
			name:  "chess-results, Finnish",
			input: "Nro;Nimi;Arvonimi;FideID;Liitto;Elo;Seura/Kaupunki\n1;Tõnisson, Kalle;FM;4500121;EST;2301;SK Tallinn\n2;Virtanen, Anna;WIM;503150;FIN;2150;HSK\n",
			want:  []tournament.Player{kalle, anna},
		},
		{
			name:  "chess-results, Estonian",
			input: "Nr;Nimi;Tiitel;FideID;Föd;Reiting;Klubi/Linn\n1;Tõnisson, Kalle;FM;4500121;EST;2301;SK Tallinn\n2;Virtanen, Anna;WIM;503150;FIN;2150;HSK\n",
			want:  []tournament.Player{kalle, anna},
		},
		{
			name: "Swiss-Manager, FIDE's title letters and dotted birth dates",
			input: "No.;Name;Typ;sex;Gr;K;FED;ID;FIDE-ID;Rtg nat;Rtg int;Birth;Club;Title\n" +
				"1;Tõnisson, Kalle;S;;A;20;EST;1234;4500121;2210;2301;15.6.1984;SK Tallinn;f\n" +
				"2;Virtanen, Anna;U18;w;A;40;FIN;88;503150;2140;2150;01.02.2009;HSK;wm\n",
			want:    []tournament.Player{withID(withBirth(kalle, "1984-06-15", ""), "1234"), withID(withBirth(anna, "2009-02-01", tournament.Female), "88")},
			skipped: []string{"Typ", "Gr", "K", "Rtg nat"},
		},
		{
			name: "FIDE's rating list columns, birth years, the woman's title column",
			input: "ID Number\tName\tFed\tSex\tTit\tWTit\tOTit\tFOA\tSRtng\tSGm\tSK\tRRtng\tRGm\tRk\tBRtng\tBGm\tBK\tB-day\tFlag\n" +
				"4500121\tTõnisson, Kalle\tEST\tM\tFM\t\t\t\t2301\t9\t20\t2250\t0\t20\t2199\t0\t20\t1984\t\n" +
				"503150\tVirtanen, Anna\tFIN\tF\t\tWIM\t\t\t2150\t0\t40\t0\t0\t0\t0\t0\t0\t2009\tw\n",
			want: func() []tournament.Player {
				k, a := withBirth(kalle, "1984", tournament.Male), withBirth(anna, "2009", tournament.Female)
				k.Seat, a.Seat, k.Club, a.Club = 0, 0, "", ""
				return []tournament.Player{k, a}
			}(),
			skipped: []string{"OTit", "FOA", "SGm", "SK", "RRtng", "RGm", "Rk", "BRtng", "BGm", "BK", "Flag"},
		},
		{
			name:    "an unknown column is skipped and named",
			input:   "Name,Shoe size\nKalle Tõnisson,42\n",
			want:    []tournament.Player{{Name: "Kalle Tõnisson", FamilyName: "Tõnisson", GivenNames: "Kalle"}},
			skipped: []string{"Shoe size"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, notes, err := ReadPlayersCSV(strings.NewReader(tt.input))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("players\n got %+v\nwant %+v", got, tt.want)
			}
			var want []engine.Message
			if len(tt.skipped) > 0 {
				want = []engine.Message{note("event.cli.skipped", "columns", strings.Join(tt.skipped, ", "))}
			}
			if !reflect.DeepEqual(notes, want) {
				t.Errorf("notes %v, want %v", notes, want)
			}
		})
	}
}
