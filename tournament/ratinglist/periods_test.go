package ratinglist

import (
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/testform"
	"arbiter/tournament"
)

// Lines of FIDE's own downloads. The single-period lists
// (standard_rating_list.txt, rapid_…, blitz_…) name their one rating
// column by the month; the three lines of JAN23 are the first of that
// month's standard list. The combined list's lines are Oct 2026's.
const (
	singleHeader = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA %s Gms K  B-day Flag"
	jan23        = "25121731       A C J John                                                   IND M                                1063  0   40 1987  i\r\n" +
		"5045886        A K, Kalshyan                                                IND M                                1671  0   20 1964\r\n" +
		"4804929        A-ALI, Sali Abbas Abdulzahra                                 IRQ F   WFM  WFM                     1876  13  20 2001  w\r\n"
	combinedHeader = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"
	combinedOct26  = "1503014        Carlsen, Magnus                                              NOR M   GM                           2823  0   10 2801  12  10 2860  0   10 1990      \r\n" +
		"8603677        Ding, Liren                                                  CHN M   GM                           2723  11  10 2693  0   10 2736  0   10 1992      \r\n" +
		"2016192        Nakamura, Hikaru                                             USA M   GM                           2792  0   10 2738  0   10 2800  0   10 1987      \r\n"
)

// singleLine writes one player of a single-period list in its columns.
func singleLine(id, name, fed, sex, title string, rating, games, k, born int) string {
	pad := func(s string, n int) string { return s + strings.Repeat(" ", max(n-len(s), 0)) }
	num := strconv.Itoa
	return pad(id, 15) + pad(name, 61) + pad(fed, 4) + pad(sex, 4) + pad(title, 29) + pad(num(rating), 6) +
		pad(num(games), 4) + pad(num(k), 3) + pad(num(born), 6) + "    \r\n"
}

func singleXML(players ...[5]string) string {
	var b strings.Builder
	b.WriteString("<playerslist>\r\n")
	for _, p := range players {
		b.WriteString("<player>\r\n<fideid>" + p[0] + "</fideid>\r\n<name>" + p[1] + "</name>\r\n<country>" + p[2] +
			"</country>\r\n<sex>M</sex>\r\n<title>GM</title>\r\n<w_title></w_title>\r\n<o_title></o_title>\r\n<foa_title></foa_title>\r\n" +
			"<rating>" + p[3] + "</rating>\r\n<games>0</games>\r\n<k>10</k>\r\n<birthday>" + p[4] + "</birthday>\r\n<flag></flag>\r\n</player>\r\n")
	}
	b.WriteString("</playerslist>\r\n")
	return b.String()
}

func TestSinglePeriodListsAreToldByTheirHeaderAndLandInTheirPeriod(t *testing.T) {
	carlsenBlitz := singleLine("1503014", "Carlsen, Magnus", "NOR", "M", "GM", 2860, 0, 10, 1990)
	for _, tt := range []struct {
		name, file, member, text string
		opt                      Options
		period, list, date       string
		id                       string
		rating, rapid, blitz     int
		err                      string
	}{
		{name: "standard txt", file: "standard_rating_list.txt", text: strings.Replace(singleHeader, "%s", "JAN23", 1) + "\r\n" + jan23,
			period: Standard, list: "FIDE standard", date: "2023-01-01", id: "4804929", rating: 1876},
		{name: "blitz txt zipped", file: "blitz_rating_list.zip", member: "blitz_rating_list.txt",
			text:   strings.Replace(singleHeader, "%s", "OCT26", 1) + "\r\n" + carlsenBlitz,
			period: Blitz, list: "FIDE blitz", date: "2026-10-01", id: "1503014", blitz: 2860},
		{name: "rapid from FIDE's archive", file: "rapid_sep26frl.zip", member: "rapid_sep26frl.txt",
			text:   strings.Replace(singleHeader, "%s", "SEP26", 1) + "\r\n" + singleLine("2016192", "Nakamura, Hikaru", "USA", "M", "GM", 2738, 0, 10, 1987),
			period: Rapid, list: "FIDE rapid", date: "2026-09-01", id: "2016192", rapid: 2738},
		{name: "rapid xml", file: "rapid_rating_list_xml.zip", member: "rapid_rating_list_xml.xml",
			text:   singleXML([5]string{"703303", "Leko, Peter", "HUN", "2690", "1979"}),
			period: Rapid, list: "FIDE rapid", id: "703303", rapid: 2690},
		{name: "renamed, the period said", file: "list.txt", text: strings.Replace(singleHeader, "%s", "OCT26", 1) + "\r\n" + carlsenBlitz,
			opt: Options{Period: Blitz}, period: Blitz, list: "FIDE blitz", date: "2026-10-01", id: "1503014", blitz: 2860},
		{name: "renamed, the period not said", file: "list.txt", text: strings.Replace(singleHeader, "%s", "OCT26", 1) + "\r\n" + carlsenBlitz,
			err: "ratinglist.err.period"},
		{name: "a period for the combined list", file: "players_list_foa.txt", text: combinedHeader + "\r\n" + combinedOct26,
			opt: Options{Period: Blitz}, err: "ratinglist.err.period.combined"},
		{name: "no such period", file: "list.txt", text: strings.Replace(singleHeader, "%s", "OCT26", 1) + "\r\n" + carlsenBlitz,
			opt: Options{Period: "bullet"}, err: "ratinglist.err.period.value"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, tt.file)
			if tt.member != "" {
				zipped(t, path, tt.member, []byte(tt.text))
			} else {
				writeText(t, path, tt.text)
			}
			l := Open(filepath.Join(dir, "lists"))
			defer l.Close()
			res, err := l.Import(path, tt.opt)
			if tt.err != "" {
				if testform.KeyOf(err) != tt.err {
					t.Fatalf("err = %v, want %s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if res.Info.Name != tt.list || !reflect.DeepEqual(res.Info.Periods, []string{tt.period}) || (tt.date != "" && res.Info.Date != tt.date) {
				t.Errorf("info %+v", res.Info)
			}
			e, ok, err := l.ByFIDEID(tt.id, "")
			if err != nil || !ok || e.Rating != tt.rating || e.Rapid != tt.rapid || e.Blitz != tt.blitz {
				t.Fatalf("entry %+v %v %v", e, ok, err)
			}
			// The event takes the rating of its own game type only.
			for _, kind := range []rules.GameType{rules.Standard, rules.Rapid, rules.Blitz} {
				r, ok := e.RatingFor(RatingKind{Type: kind})
				if ok != (string(kind) == tt.period) || (!ok && r != 0) {
					t.Errorf("%s: %d %v", kind, r, ok)
				}
				p := e.Player(RatingKind{Type: kind})
				if want := map[rules.GameType]int{rules.Standard: tt.rating, rules.Rapid: tt.rapid, rules.Blitz: tt.blitz}[kind]; p.Rating != want {
					t.Errorf("%s event: rating %d, want %d", kind, p.Rating, want)
				}
			}
		})
	}
}

// The combined list and the lists of one period, each in its own list,
// are one person to a search and to an event, each rating from the newest
// list of its period: a blitz list never gives a standard rating.
func TestAnEventTakesTheRatingOfItsTimeControlFromAnyMixOfLists(t *testing.T) {
	l, dir := openLists(t)
	files := []struct{ file, text, date string }{
		{"players_list_foa.txt", combinedHeader + "\r\n" + combinedOct26, "2026-10-01"},
		{"blitz_rating_list.txt", strings.Replace(singleHeader, "%s", "NOV26", 1) + "\r\n" +
			singleLine("1503014", "Carlsen, Magnus", "NOR", "M", "GM", 2870, 9, 10, 1990), ""},
		{"standard_rating_list_xml.xml", singleXML([5]string{"1503014", "Carlsen, Magnus", "NOR", "2830", "1990"}), "2026-11-01"},
	}
	for _, f := range files {
		path := writeText(t, filepath.Join(dir, f.file), f.text)
		if _, err := l.Import(path, Options{Date: f.date}); err != nil {
			t.Fatalf("%s: %v", f.file, err)
		}
	}
	all, err := l.All()
	if err != nil || len(all) != 3 {
		t.Fatalf("lists %+v %v", all, err)
	}
	found, err := l.Find("carlsen", "", 10)
	if err != nil || len(found) != 1 {
		t.Fatalf("one person, one result: %+v %v", found, err)
	}
	e := found[0]
	if e.Rating != 2830 || e.Rapid != 2801 || e.Blitz != 2870 || !reflect.DeepEqual(e.Lists, []string{"FIDE blitz", "FIDE standard", "FIDE"}) {
		t.Errorf("merged %+v", e)
	}
	for _, tt := range []struct {
		gameType string
		want     int
	}{{"standard", 2830}, {"rapid", 2801}, {"blitz", 2870}} {
		s := tournament.DefaultSettings()
		s.GameType = rules.GameType(tt.gameType)
		e, ok, err := l.ByFIDEID("1503014", "")
		if p := e.Player(RatingKindOf(s)); err != nil || !ok || p.Rating != tt.want {
			t.Errorf("%s event: %+v", tt.gameType, p)
		}
		ev := &tournament.Event{Settings: s, Players: []tournament.Player{{ID: 1, Name: "Magnus Carlsen", FIDEID: "1503014", Rating: 2700}}}
		if u, err := l.Changes(ev, ""); err != nil || len(u.Changes) != 1 || u.Changes[0].New.Rating != tt.want {
			t.Errorf("%s update: %+v %v", tt.gameType, u, err)
		}
	}
	// Nakamura is in the combined list only, Ding in none of one period.
	if e, ok, _ := l.ByFIDEID("2016192", ""); !ok || e.Blitz != 2800 || !slices.Equal(e.Lists, []string{"FIDE"}) {
		t.Errorf("Nakamura %+v", e)
	}
}

func TestAListImportedAgainUnderAnotherNameIsRefused(t *testing.T) {
	l, dir := openLists(t)
	text := combinedHeader + "\r\n" + combinedOct26
	path := writeText(t, filepath.Join(dir, "players_list_foa.txt"), text)
	if _, err := l.Import(path, Options{Date: "2026-10-01"}); err != nil {
		t.Fatal(err)
	}
	copied := writeText(t, filepath.Join(dir, "october.txt"), text)
	for _, tt := range []struct {
		name, path string
		opt        Options
		err        string
	}{
		{"same content, another name", copied, Options{Name: "October", Date: "2026-11-01"}, "ratinglist.err.repeat"},
		{"same file and date, another name", path, Options{Name: "FIDE October", Date: "2026-10-01"}, "ratinglist.err.repeat"},
		{"the same list again replaces it", path, Options{Date: "2026-10-01"}, ""},
	} {
		_, err := l.Import(tt.path, tt.opt)
		if testform.KeyOf(err) != tt.err {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.err)
		}
		if tt.err != "" {
			if msg := err.Error(); !strings.Contains(msg, "FIDE (2026-10-01)") || !strings.Contains(msg, "players_list_foa.txt") {
				t.Errorf("%s: the message names no list: %s", tt.name, msg)
			}
		}
	}
	if all, _ := l.All(); len(all) != 1 {
		t.Errorf("lists %+v", all)
	}
	// One line more is another list.
	more := writeText(t, filepath.Join(dir, "november.txt"), text+singleLine("703303", "Leko, Peter", "HUN", "M", "GM", 2670, 0, 10, 1979))
	if _, err := l.Import(more, Options{Name: "November", Date: "2026-11-01"}); err != nil {
		t.Errorf("another list: %v", err)
	}
}

// A national list keeps its FIDE and national ratings side by side, and
// is one person with FIDE's list: the national list's club and id, FIDE's
// ratings. A national event takes the national rating, a FIDE-rated one
// the FIDE rating.
func TestANationalListKeepsEveryRatingAndIsOnePersonWithFIDEs(t *testing.T) {
	l, dir := openLists(t)
	fide := writeText(t, filepath.Join(dir, "players_list_foa.txt"), combinedHeader+"\r\n"+combinedOct26)
	if _, err := l.Import(fide, Options{Date: "2026-10-01"}); err != nil {
		t.Fatal(err)
	}
	// The German federation's export (DeWIS) in its own header words.
	dsb := writeText(t, filepath.Join(dir, "spieler.csv"), "ID,VKZ,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land\n"+
		"10101,C0327,1001,A,\"Carlsen,Magnus\",M,G,1990,202610,2790,12,2823,GM,1503014,NOR\n"+
		"10102,C0327,1002,A,\"Müller,Hans\",M,D,1970,202609,1850,40,0,,,GER\n")
	cols, err := l.CSVColumns(dsb, "DSB")
	if err != nil {
		t.Fatal(err)
	}
	var mapped []string
	for _, c := range cols {
		mapped = append(mapped, c.Header+"="+c.Field)
	}
	if want := []string{"ID=natid", "VKZ=", "Mgl-Nr=", "Status=", "Spielername=name", "Geschlecht=sex", "Spielberechtigung=",
		"Geburtsjahr=born", "Letzte-Auswertung=", "DWZ=natrating", "Index=", "FIDE-Elo=rating", "FIDE-Titel=title",
		"FIDE-ID=fideid", "FIDE-Land=fed"}; !slices.Equal(mapped, want) {
		t.Errorf("proposed\n got %v\nwant %v", mapped, want)
	}
	res, err := l.Import(dsb, Options{Name: "DSB", Date: "2026-11-01"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.Info.Periods, []string{Standard, National}) {
		t.Errorf("periods %v", res.Info.Periods)
	}
	e, ok, err := l.ByNationalID("10102", "DSB")
	if err != nil || !ok || e.NationalRating != 1850 || e.Rating != 0 || e.FamilyName != "Müller" {
		t.Errorf("Müller %+v", e)
	}
	found, err := l.Find("carlsen", "", 10)
	if err != nil || len(found) != 1 {
		t.Fatalf("one person, one result: %+v %v", found, err)
	}
	c := found[0]
	if c.NationalID != "10101" || c.NationalRating != 2790 || c.Rating != 2823 || c.Rapid != 2801 || !slices.Equal(c.Lists, []string{"FIDE", "DSB"}) {
		t.Errorf("merged %+v", c)
	}
	national := tournament.DefaultSettings()
	national.Rules.National = "FI"
	rated := national
	rated.Rules.FIDERated = true
	for _, tt := range []struct {
		name string
		s    tournament.Settings
		want int
	}{{"national event", national, 2790}, {"FIDE-rated event", rated, 2823}, {"no national practice", tournament.DefaultSettings(), 2823}} {
		if p := c.Player(RatingKindOf(tt.s)); p.Rating != tt.want || p.NationalID != "10101" {
			t.Errorf("%s: %+v", tt.name, p)
		}
	}
	// Müller has no FIDE rating: the national list's rating is his.
	if p := e.Player(RatingKindOf(tournament.DefaultSettings())); p.Rating != 1850 {
		t.Errorf("Müller's rating %d", p.Rating)
	}
}

// A list imported before national ratings and periods were kept is read
// as it is: no national rating, FIDE's combined periods.
func TestAListImportedBeforeThePeriodsWereKeptIsRead(t *testing.T) {
	dir := t.TempDir()
	path := writeText(t, filepath.Join(dir, "players_list_foa.txt"), combinedHeader+"\r\n"+combinedOct26)
	l := Open(filepath.Join(dir, "lists"))
	if _, err := l.Import(path, Options{Date: "2026-10-01"}); err != nil {
		t.Fatal(err)
	}
	l.Close()
	alteredList(t, l.path("FIDE"), `ALTER TABLE players DROP COLUMN national_rating; DELETE FROM meta WHERE key IN ('periods', 'sha256')`).Close()
	l = Open(filepath.Join(dir, "lists"))
	defer l.Close()
	e, ok, err := l.ByFIDEID("1503014", "")
	if err != nil || !ok || e.Rating != 2823 || e.Blitz != 2860 {
		t.Fatalf("%+v %v %v", e, ok, err)
	}
	if info, err := l.Get("FIDE"); err != nil || !slices.Equal(info.Periods, []string{Standard, Rapid, Blitz}) {
		t.Errorf("%+v %v", info, err)
	}
	if found, err := l.Find("carl", "", 5); err != nil || len(found) != 1 {
		t.Errorf("find %+v %v", found, err)
	}
}

// A player held only by a list of another period is found, his other
// facts taken, and the update says his rating is left as it is.
func TestAnUpdateSaysWhoseRatingNoListGives(t *testing.T) {
	l, dir := openLists(t)
	path := writeText(t, filepath.Join(dir, "blitz_rating_list.txt"), strings.Replace(singleHeader, "%s", "NOV26", 1)+"\r\n"+
		singleLine("703303", "Leko, Peter", "HUN", "M", "GM", 2738, 0, 10, 1979))
	if _, err := l.Import(path, Options{}); err != nil {
		t.Fatal(err)
	}
	ev := &tournament.Event{Settings: tournament.DefaultSettings(), Players: []tournament.Player{{ID: 1, Name: "Peter Leko", FIDEID: "703303", Rating: 2670}}}
	u, err := l.Changes(ev, "")
	if err != nil {
		t.Fatal(err)
	}
	want := []Missing{{ID: 1, FIDEID: "703303", Name: "Peter Leko", NoRating: "standard"}}
	if !reflect.DeepEqual(u.NoRating, want) || len(u.Changes) != 1 || u.Changes[0].New.Rating != 2670 || u.Changes[0].New.Title != "GM" {
		t.Errorf("update %+v", u)
	}
}

// Every list FIDE publishes, the combined one and each of one period, in
// TXT and XML, lands in its periods; and an event of each time control
// takes, from any mix of them, the rating of its own period from the
// newest list that gives it, none when no list does (a blitz list never
// gives a standard rating).
func TestEveryFIDEListInTXTAndXMLLandsInItsPeriodsAndEveryMixRatesByTheEventsPeriod(t *testing.T) {
	combinedXML := "<playerslist>\r\n<player>\r\n<fideid>1503014</fideid>\r\n<name>Carlsen, Magnus</name>\r\n<country>NOR</country>\r\n" +
		"<sex>M</sex>\r\n<title>GM</title>\r\n<w_title></w_title>\r\n<o_title></o_title>\r\n<foa_title></foa_title>\r\n" +
		"<rating>2831</rating>\r\n<games>0</games>\r\n<k>10</k>\r\n<rapid_rating>2832</rapid_rating>\r\n<rapid_games>0</rapid_games>\r\n" +
		"<rapid_k>10</rapid_k>\r\n<blitz_rating>2833</blitz_rating>\r\n<blitz_games>0</blitz_games>\r\n<blitz_k>10</blitz_k>\r\n" +
		"<birthday>1990</birthday>\r\n<flag></flag>\r\n</player>\r\n</playerslist>\r\n"
	single := func(month string, rating int) string {
		return strings.Replace(singleHeader, "%s", month, 1) + "\r\n" + singleLine("1503014", "Carlsen, Magnus", "NOR", "M", "GM", rating, 0, 10, 1990)
	}
	xml := func(rating int) string {
		return singleXML([5]string{"1503014", "Carlsen, Magnus", "NOR", strconv.Itoa(rating), "1990"})
	}
	type list struct {
		file, text, date string
		periods          []string
		ratings          map[string]int // by period
	}
	all := []string{Standard, Rapid, Blitz}
	lists := map[string]list{
		"combined txt": {"players_list_foa.txt", combinedHeader + "\r\n" + combinedOct26, "2026-08-01", all,
			map[string]int{Standard: 2823, Rapid: 2801, Blitz: 2860}},
		"combined xml": {"players_list_xml_foa.xml", combinedXML, "2026-09-01", all,
			map[string]int{Standard: 2831, Rapid: 2832, Blitz: 2833}},
		"standard txt": {"standard_rating_list.txt", single("OCT26", 2841), "", []string{Standard}, map[string]int{Standard: 2841}},
		"standard xml": {"standard_rating_list_xml.xml", xml(2851), "2026-11-01", []string{Standard}, map[string]int{Standard: 2851}},
		"rapid txt":    {"rapid_rating_list.txt", single("DEC26", 2861), "", []string{Rapid}, map[string]int{Rapid: 2861}},
		"rapid xml":    {"rapid_rating_list_xml.xml", xml(2871), "2027-01-01", []string{Rapid}, map[string]int{Rapid: 2871}},
		"blitz txt":    {"blitz_rating_list.txt", single("FEB27", 2881), "", []string{Blitz}, map[string]int{Blitz: 2881}},
		"blitz xml":    {"blitz_rating_list_xml.xml", xml(2891), "2027-03-01", []string{Blitz}, map[string]int{Blitz: 2891}},
	}
	// Two lists of one name are one list, the later replacing the
	// earlier: a mix holds at most one combined list and one of each
	// period.
	for _, mix := range [][]string{
		{"combined txt"}, {"combined xml"}, {"standard txt"}, {"standard xml"},
		{"rapid txt"}, {"rapid xml"}, {"blitz txt"}, {"blitz xml"},
		{"blitz txt", "rapid xml"},
		{"combined txt", "blitz xml"},
		{"blitz xml", "combined txt"},
		{"combined xml", "standard txt"},
		{"standard txt", "combined xml", "rapid xml"},
		{"combined txt", "standard xml", "rapid txt", "blitz xml"},
		{"blitz txt", "rapid txt", "standard xml", "combined xml"},
	} {
		t.Run(strings.Join(mix, ", "), func(t *testing.T) {
			l, dir := openLists(t)
			newest := map[string]string{} // period → date of the newest list giving it
			want := map[string]int{}
			for _, name := range mix {
				f := lists[name]
				res, err := l.Import(writeText(t, filepath.Join(dir, f.file), f.text), Options{Date: f.date})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if !reflect.DeepEqual(res.Info.Periods, f.periods) {
					t.Errorf("%s: periods %v, want %v", name, res.Info.Periods, f.periods)
				}
				for _, p := range f.periods {
					if res.Info.Date > newest[p] {
						newest[p], want[p] = res.Info.Date, f.ratings[p]
					}
				}
			}
			e, ok, err := l.ByFIDEID("1503014", "")
			if err != nil || !ok {
				t.Fatalf("not found: %v", err)
			}
			for _, period := range all {
				s := tournament.DefaultSettings()
				s.GameType = rules.GameType(period)
				if p := e.Player(RatingKindOf(s)); p.Rating != want[period] {
					t.Errorf("%s event: rating %d, want %d", period, p.Rating, want[period])
				}
			}
		})
	}
}

// A list of one period renamed by the arbiter's download (its period told
// by the arbiter, not by its file's name) and imported without a name is
// kept as that period's list beside the combined list imported before:
// kept as "FIDE", it took the combined list's place without a word.
func TestPeriodListBesideTheCombinedList(t *testing.T) {
	dir := t.TempDir()
	combined, single := filepath.Join(dir, "players_list_foa.txt"), filepath.Join(dir, "renamed.txt")
	writeText(t, combined, combinedHeader+"\r\n"+combinedOct26)
	writeText(t, single, strings.Replace(singleHeader, "%s", "OCT26", 1)+"\r\n"+singleLine("1503014", "Carlsen, Magnus", "NOR", "M", "GM", 2801, 0, 10, 1990))
	l := Open(filepath.Join(dir, "lists"))
	defer l.Close()
	for _, imp := range []struct {
		path string
		opt  Options
	}{{combined, Options{}}, {single, Options{Period: Rapid}}} {
		if _, err := l.Import(imp.path, imp.opt); err != nil {
			t.Fatalf("%s: %v", imp.path, err)
		}
	}
	all, err := l.All()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, i := range all {
		names = append(names, i.Name)
	}
	if !slices.Equal(names, []string{"FIDE", "FIDE rapid"}) {
		t.Errorf("lists kept: %q, want the combined list and the rapid list", names)
	}
}
