package exchange

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/csv"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/lazy"
	"arbiter/tournament"
	"arbiter/tournament/input"
)

// csvColumns maps the header words Arbiter knows, in English, Finnish and
// Estonian, to the field they fill: its own words, chess-results' player
// export (No., Name, Title, FideID, FED, Rtg, Club/City), Swiss-Manager's
// (No., Name, Typ, sex, Gr, K, FED, ID, FIDE-ID, Rtg nat, Rtg int, Birth,
// Club) and the FIDE rating list's columns (ID Number, Name, Fed, Sex, Tit,
// WTit, SRtng, RRtng, BRtng, B-day). Headers are compared by csvKey.
// The Finnish federation's lists name their ratings Selo and (blitz) Pelo;
// the German federation's (DeWIS) export its columns Spielername,
// Geschlecht, Geburtsjahr, DWZ, FIDE-Elo, FIDE-Titel, FIDE-ID, FIDE-Land,
// and PKZ its person's key (Mgl-Nr is a number within a club, no id).
// natrating has no place in an event's player, nor have rapid and blitz
// but where they are the event's game type (ReadPlayersCSV); the
// rating lists (tournament/ratinglist) read them. Made when a list is
// first read.
var csvColumns = lazy.Value[map[string]string]{Make: func() map[string]string {
	return map[string]string{
		"name": "name", "player": "name", "nimi": "name", "pelaaja": "name", "mängija": "name",
		"spielername": "name", "spieler": "name", "nachname": "family", "vorname": "given",
		"family name": "family", "surname": "family", "last name": "family", "sukunimi": "family",
		"perekonnanimi": "family", "perenimi": "family",
		// A whole name's column whose header says the family name comes
		// first (a club's "Sukunimi Etunimi"): the list's way to say the
		// order its names are written in.
		"name (family first)": "familyfirst", "name (family name first)": "familyfirst",
		"family name given names": "familyfirst", "family name given name": "familyfirst",
		"family name first name": "familyfirst", "surname first name": "familyfirst",
		"surname given names": "familyfirst", "last name first name": "familyfirst",
		"family name, given names": "familyfirst", "surname, first name": "familyfirst",
		"last name, first name": "familyfirst",
		"sukunimi etunimi":      "familyfirst", "sukunimi etunimet": "familyfirst",
		"sukunimi, etunimi": "familyfirst", "sukunimi, etunimet": "familyfirst",
		"sukunimi ja etunimi": "familyfirst", "sukunimi ja etunimet": "familyfirst",
		"nimi (sukunimi ensin)": "familyfirst",
		"perekonnanimi eesnimi": "familyfirst", "perekonnanimi eesnimed": "familyfirst",
		"perekonnanimi, eesnimi": "familyfirst", "perekonnanimi, eesnimed": "familyfirst",
		"perekonnanimi ja eesnimi": "familyfirst", "perenimi eesnimi": "familyfirst",
		"nimi (perekonnanimi ees)": "familyfirst",
		"nachname vorname":         "familyfirst", "nachname, vorname": "familyfirst",
		"given names": "given", "given name": "given", "first name": "given", "first names": "given",
		"etunimi": "given", "etunimet": "given", "eesnimi": "given", "eesnimed": "given",
		"rating": "rating", "elo": "rating", "fide reiting": "rating", "fide vahvuusluku": "rating", "vahvuusluku": "rating", "reiting": "rating", "rtg": "rating",
		"rtg int": "rating", "srtng": "rating", "selo": "rating", "fide rating": "rating", "fide elo": "rating", "std": "rating",
		"rtg nat": "natrating", "national rating": "natrating", "kansallinen vahvuusluku": "natrating",
		"rahvuslik reiting": "natrating", "eesti reiting": "natrating", "esf reiting": "natrating",
		"dwz": "natrating", "nationale wertung": "natrating",
		"rrtng": "rapid", "rapid": "rapid", "rapid rating": "rapid", "nopea shakki": "rapid", "nopea": "rapid", "kiirmale": "rapid",
		"brtng": "blitz", "pelo": "blitz", "blitz": "blitz", "blitz rating": "blitz", "pikashakki": "blitz", "salamashakki": "blitz", "välkmale": "blitz",
		"club": "club", "seura": "club", "kerho": "club", "klubi": "club", "club/city": "club", "city": "club",
		"seura/kaupunki": "club", "klubi/linn": "club", "verein/ort": "club", "verein": "club", "vereinname": "club",
		"federation": "fed", "fed": "fed", "liitto": "fed", "maa": "fed", "föderatsioon": "fed", "riik": "fed",
		"föd": "fed", "country": "fed", "land": "fed", "fide land": "fed", "föderation": "fed",
		"fide id": "fideid", "fideid": "fideid", "fide": "fideid", "fide tunnus": "fideid", "fide kood": "fideid",
		"id number": "fideid",
		"id":        "natid", "national id": "natid", "member id": "natid", "ssl id": "natid", "jäsennumero": "natid",
		"esf id": "natid", "esf kood": "natid", "kood": "natid", "pkz": "natid",
		"title": "title", "arvonimi": "title", "tiitel": "title", "tit": "title", "titel": "title", "fide titel": "title",
		"fide title": "title", "fide tiitel": "title", "fide arvonimi": "title",
		"wtit": "wtitle", "w title": "wtitle",
		"sex": "sex", "gender": "sex", "sukupuoli": "sex", "sugu": "sex", "geschlecht": "sex",
		"category": "category", "luokka": "category", "kategooria": "category", "järk": "category",
		"category date": "catdate", "luokka pvm": "catdate", "luokan päivämäärä": "catdate",
		"järgu kuupäev": "catdate", "kategooria kuupäev": "catdate",
		"birth date": "born", "born": "born", "birthdate": "born", "syntymäaika": "born", "sünniaeg": "born",
		"birth": "born", "b day": "born", "birthday": "born", "birth year": "born", "year of birth": "born",
		"syntymävuosi": "born", "synt": "born", "sünniaasta": "born", "sünd": "born",
		"syntymäpäivä": "born", "sünnipäev": "born", "geburtsjahr": "born", "geburtsdatum": "born", "geb": "born",
		"seat": "seat", "no": "seat", "nro": "seat", "nr": "seat", "snr": "seat",
	}
}}

// ratingColumn is the field of csvColumns that gives a rating of the game
// type game (a switch, not a map: nothing is built at a command's start).
func ratingColumn(game rules.GameType) string {
	switch game {
	case rules.Rapid:
		return "rapid"
	case rules.Blitz:
		return "blitz"
	}
	return "rating"
}

// ReadPlayersCSV reads a player list: a header row naming the columns (in
// English, Finnish or Estonian, or as chess-results, Swiss-Manager and
// FIDE's list name them; only a name column is required) and one player
// per row. A column that names no field of a player (a national id, a
// Swiss-Manager group, a word Arbiter does not know) is skipped and
// named in the notes, never a reason to refuse the list; so is the code
// page a list that is not UTF-8 was read in. Commas, semicolons and tabs
// are all accepted as separators, as spreadsheets in different locales
// write them. Every player is validated, and one FIDE id twice in the file
// is refused; errors carry the file's line number. Two players of one
// name are read: the import refuses them unless the arbiter vouches that
// they are two persons. The list is read into an event of the game type
// game: where it has a column of that type's rating (a rapid event's
// Kiirmale or RRtng), the players take it, and a standard rating column
// beside it is skipped and named; a list with only a rating column gives
// that rating whatever the type. A whole name in one column is read
// given names first, but where the list is known to write the family name
// first: chess-results' and Swiss-Manager's exports (familyFirstLayout)
// and a column whose header says so ("Sukunimi Etunimi"); the import says
// which reading it took.
func ReadPlayersCSV(r io.Reader, game rules.GameType) (players []tournament.Player, notes []engine.Message, err error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, nil, err
	}
	cr, header, notes, err := ReadCSVHeader(data)
	if err != nil {
		return nil, nil, err
	}
	fields, other, skipped := csvFields(header, game)
	familyFirst := familyFirstLayout(header, notes)
	if i := slices.Index(fields, "familyfirst"); i >= 0 {
		familyFirst = true
		fields[i] = "name"
	}
	if !slices.Contains(fields, "name") && !slices.Contains(fields, "family") {
		return nil, nil, input.AtLine(engine.NewMessage("event.err.csv.noname"), 1)
	}
	rows, lines, closing, closingText, err := csvRows(cr, fields)
	if err != nil {
		return nil, nil, err
	}
	if i, j := slices.Index(fields, "name"), slices.Index(fields, "given"); i >= 0 && j >= 0 && !slices.Contains(fields, "family") {
		notes = append(notes, note("event.csv.namefamily", "name", header[i], "given", header[j]))
	}
	// A rating column that does not name FIDE's may hold a national one
	// (an Estonian club list's Reiting, a Finnish one's Selo): which the
	// players' rating was read from is said, where it stood as FIDE's
	// rating without a word.
	if i := slices.Index(fields, "rating"); i >= 0 && !fideNamed(header[i]) {
		notes = append(notes, note("event.csv.ratingcolumn", "column", header[i]))
	}
	if i := titleColumn(header, fields, rows); i >= 0 {
		fields[i] = "title"
		skipped = slices.Delete(skipped, slices.Index(skipped, header[i]), slices.Index(skipped, header[i])+1)
		notes = append(notes, note("event.csv.titlecolumn", "column", i+1))
	}
	// A row repeating an earlier one cell for cell (a spreadsheet's row
	// copied down by mistake) is one player entered twice, never two
	// persons: he is kept once and the repeat is said, where the import
	// would refuse the list for a namesake (or, vouched, enter him twice).
	first := make(map[tournament.Player]int, len(rows))
	kept := lines[:0:0]
	for i, rec := range rows {
		p, err := playerFromRecord(fields, rec, familyFirst)
		if err != nil {
			return nil, nil, input.AtLine(err, lines[i])
		}
		p = p.Normalized()
		if line, ok := first[p]; ok {
			notes = append(notes, note("event.csv.repeated", "line", lines[i], "first", line, "name", p.Name))
			continue
		}
		first[p] = lines[i]
		players = append(players, p)
		kept = append(kept, lines[i])
	}
	lines = kept
	// Every player is checked here, where his line is known, but for a
	// namesake (tournament.IsNamesake) in the list: the import judges
	// those, with the event's players, knowing whether the arbiter vouched
	// that they are other persons (--namesake, "Import anyway"). Refused
	// here, no word of his let in a list holding two players of one name.
	vouched := slices.Clone(players)
	for i := range vouched {
		vouched[i].Namesake = true
	}
	if err := tournament.ValidateImport(nil, vouched, func(i int) int { return lines[i] }); err != nil {
		return nil, nil, err
	}
	if n, ok := wholeNameRead(fields, header, rows, familyFirst); ok {
		notes = append(notes, n)
	}
	if len(other) > 0 {
		notes = append(notes, note("event.csv.othergame."+string(game), "columns", strings.Join(other, ", ")))
	}
	if len(skipped) > 0 {
		notes = append(notes, note("event.cli.skipped", "columns", strings.Join(skipped, ", ")))
	}
	if len(closing) > 0 {
		notes = append(notes, note("event.csv.below", "lines", lineSpan(closing[0], closing[len(closing)-1]), "text", closingText))
	}
	return players, notes, nil
}

// familyFirstLayout tells whether a list is one known to write a whole
// name family name first without a comma ("Mäkinen Pekka"): an export of
// chess-results or of Swiss-Manager, known by its rating columns, which no
// other list Arbiter reads names so (chess-results' Rtg, Swiss-Manager's
// Rtg nat and Rtg int), or by the opening lines chess-results' Excel
// export writes above the header (the notes of ReadCSVHeader).
func familyFirstLayout(header []string, notes []engine.Message) bool {
	for _, h := range header {
		if k := csvKey(h); k == "rtg" || k == "rtg nat" || k == "rtg int" {
			return true
		}
	}
	for _, n := range notes {
		if text, _ := n.Args["text"].(string); n.Key == "event.csv.above" && strings.Contains(strings.ToLower(text), "chess-results") {
			return true
		}
	}
	return false
}

// csvFields are the player's fields a list's columns (header) hold, ""
// for a column not read, the headers of the ratings of other games than
// the event's (other) and of the columns of no field (skipped): in an
// event of game type game, its own rating column (a rapid event's
// Kiirmale) is read as the rating where the list has one, and a standard
// rating column beside it is another game's. The import names the two
// apart: a club list's Elo in a rapid event was said to be "no field of a
// player" with its telephone numbers.
func csvFields(header []string, game rules.GameType) (fields, other, skipped []string) {
	fields = make([]string, len(header))
	own := ratingColumn(game)
	hasOwn := slices.ContainsFunc(header, func(h string) bool { f, _ := CSVField(h); return f == own })
	for i, h := range header {
		f, ok := CSVField(h)
		switch {
		case ok && hasOwn && f == own:
			f = "rating"
		case ok && f != own && slices.Contains([]string{ratingColumn(rules.Standard), ratingColumn(rules.Rapid), ratingColumn(rules.Blitz)}, f) &&
			(hasOwn || f != "rating"):
			other = append(other, h)
			continue
		}
		if !ok || !playerFields.Get()[f] {
			skipped = append(skipped, h)
			continue
		}
		fields[i] = f
	}
	return fields, other, skipped
}

// csvRows reads a list's rows after its header, each with its line in the
// file, blank rows passed over. An export's closing lines (chess-results':
// the tournament's address, the server's name) follow a blank row and
// name no player: they are not rows but closing, the first one's text
// closingText, for the import to say.
func csvRows(cr *csv.Reader, fields []string) (rows [][]string, lines, closing []int, closingText string, err error) {
	blank := false
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return rows, lines, closing, closingText, nil
		}
		if err != nil {
			return nil, nil, nil, "", CSVError(err)
		}
		line, _ := cr.FieldPos(0)
		if !slices.ContainsFunc(rec, func(v string) bool { return strings.TrimSpace(v) != "" }) {
			blank = len(rows) > 0
			continue
		}
		if blank && !namesPlayer(fields, rec) {
			if closing = append(closing, line); closingText == "" {
				closingText = strings.Join(slices.DeleteFunc(slices.Clone(rec), func(v string) bool { return strings.TrimSpace(v) == "" }), " ")
			}
			continue
		}
		rows = append(rows, rec)
		lines = append(lines, line)
	}
}

// titleColumn finds the column chess-results writes the players' titles
// in with no header (No., blank, Name): in a list with no title column,
// the first column without a header whose cells are FIDE titles or empty,
// one at least a title. It returns -1 where there is none.
func titleColumn(header, fields []string, rows [][]string) int {
	if slices.Contains(fields, "title") || slices.Contains(fields, "wtitle") {
		return -1
	}
	for i, h := range header {
		if strings.TrimSpace(h) != "" || fields[i] != "" {
			continue
		}
		titled, other := false, false
		for _, rec := range rows {
			if i >= len(rec) {
				continue
			}
			if t, err := input.ParseTitle(rec[i]); err != nil {
				other = true
			} else if t != "" {
				titled = true
			}
		}
		if titled && !other {
			return i
		}
	}
	return -1
}

// namesPlayer tells whether a row has a name in a name column.
func namesPlayer(fields, rec []string) bool {
	for i, v := range rec {
		if i < len(fields) && (fields[i] == "name" || fields[i] == "family" || fields[i] == "given") && strings.TrimSpace(v) != "" {
			return true
		}
	}
	return false
}

// playerFields are the fields of csvColumns an event's player has.
var playerFields = lazy.Value[map[string]bool]{Make: func() map[string]bool {
	return map[string]bool{"name": true, "familyfirst": true, "family": true, "given": true, "rating": true, "club": true,
		"fed": true, "fideid": true, "natid": true, "title": true, "wtitle": true, "sex": true, "category": true, "catdate": true,
		"born": true, "seat": true}
}}

// ReadCSVHeader opens a list a spreadsheet or another program saved
// (decodeText), with the separator its header line uses (separator), and
// reads the header row. The notes name the code page the list was read
// in when it is not UTF-8.
func ReadCSVHeader(data []byte) (*csv.Reader, []string, []engine.Message, error) {
	data, encoding := decodeText(data)
	notes := encodingNote(encoding)
	at, first := headerLine(data)
	if at > 0 {
		// The lines above are blanked, not cut, so that the reader's
		// line numbers stay the file's.
		notes = append(notes, note("event.csv.above", "lines", lineSpan(1, at), "text", first))
		data = append(bytes.Repeat([]byte("\n"), at), lineAt(data, at)...)
	}
	header, _, _ := bufio.NewReader(bytes.NewReader(lineAt(data, at))).ReadLine()
	cr := csv.NewReader(bytes.NewReader(data))
	cr.Comma = separator(string(header))
	cr.FieldsPerRecord = -1
	// A tab is white space to the reader: trimming would swallow the
	// empty fields of a tab-separated list.
	cr.TrimLeadingSpace = cr.Comma != '\t'
	head, err := cr.Read()
	if err == io.EOF {
		return nil, nil, nil, engine.NewMessage("event.err.csv.empty")
	}
	if err != nil {
		return nil, nil, nil, CSVError(err)
	}
	return cr, head, notes, nil
}

// headerSearch is how many lines a list's header is looked for in: an
// export's title lines are a few.
const headerSearch = 20

// headerLine finds the header of a list that opens with lines of the
// program that wrote it (chess-results' export saved from Excel: the
// server's name, the event's, the time of the update, the list's name):
// the first of the opening lines that names a name column. It returns its
// index, 0 where the first line does or none does (the reading then
// refuses the first line as ever), and the first line's text.
func headerLine(data []byte) (int, string) {
	lines := strings.SplitN(string(data), "\n", headerSearch+1)
	first := strings.TrimSpace(strings.TrimRight(lines[0], ",;\t\r"))
	for i, l := range lines[:min(len(lines), headerSearch)] {
		l = strings.TrimRight(l, "\r")
		r := csv.NewReader(strings.NewReader(l))
		r.Comma = separator(l)
		r.LazyQuotes = true
		rec, err := r.Read()
		if err == nil && slices.ContainsFunc(rec, func(h string) bool {
			f, _ := CSVField(h)
			return f == "name" || f == "family" || f == "familyfirst"
		}) {
			return i, first
		}
	}
	return 0, first
}

// lineAt returns the text from the start of line i (0 the first).
func lineAt(data []byte, i int) []byte {
	for ; i > 0; i-- {
		n := bytes.IndexByte(data, '\n')
		if n < 0 {
			return nil
		}
		data = data[n+1:]
	}
	return data
}

// lineSpan writes lines from–to as a note names them: "4" or "1–4".
func lineSpan(from, to int) string {
	if from == to {
		return strconv.Itoa(from)
	}
	return strconv.Itoa(from) + "–" + strconv.Itoa(to)
}

// CSVField returns the field a column's header word names (csvColumns).
func CSVField(header string) (string, bool) {
	f, ok := csvColumns.Get()[csvKey(header)]
	return f, ok
}

// fideNamed tells whether a rating column's header names FIDE's rating:
// its own words (FIDE rating, FIDE Elo, FIDE reiting), Swiss-Manager's
// Rtg int and the FIDE list's SRtng, RRtng and BRtng.
func fideNamed(h string) bool {
	k := csvKey(h)
	return strings.Contains(k, "fide") || slices.Contains([]string{"rtg int", "srtng", "rrtng", "brtng"}, k)
}

// csvKey is a header word as csvColumns writes it: lower case, '_', '-'
// and '.' read as blanks.
func csvKey(h string) string {
	return input.Collapse(strings.NewReplacer("_", " ", "-", " ", ".", " ").Replace(strings.ToLower(h)))
}

// separator picks the most frequent of comma, semicolon and tab in the
// header line.
func separator(header string) rune {
	best, n := ',', strings.Count(header, ",")
	for _, c := range []rune{';', '\t'} {
		if k := strings.Count(header, string(c)); k > n {
			best, n = c, k
		}
	}
	return best
}

// CSVError places a CSV reader's error at its line, translated.
func CSVError(err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) && (errors.Is(pe.Err, csv.ErrQuote) || errors.Is(pe.Err, csv.ErrBareQuote)) {
		return input.AtLine(engine.NewMessage("event.err.csv.quote"), pe.Line)
	}
	if errors.As(err, &pe) {
		return input.AtLine(engine.NewMessage("event.err.csv.syntax", "detail", pe.Err.Error()), pe.Line)
	}
	return err
}

// shownWhole reads a whole number as a spreadsheet saves a cell as it is
// shown: its digits grouped by thousands with a blank (1 650, the no-break
// space of a Finnish or Estonian locale) and zero decimals (1650,0 or
// 1650.00) left off. Anything else, a fraction or digits grouped other
// than by thousands, is no whole number.
func shownWhole(v string) (int, error) {
	if n, err := strconv.Atoi(v); err == nil {
		return n, nil
	}
	if i := strings.LastIndexAny(v, ",."); i >= 0 && i < len(v)-1 && strings.Trim(v[i+1:], "0") == "" {
		v = v[:i]
	}
	groups := strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '\u00a0' || r == '\u202f' })
	for i, g := range groups {
		if len(groups) > 1 && (len(g) > 3 || i > 0 && len(g) != 3) {
			return 0, strconv.ErrSyntax
		}
	}
	return strconv.Atoi(strings.Join(groups, ""))
}

// playerFromRecord reads a player's row; familyFirst says that a whole
// name in the name column alone is written family name first.
func playerFromRecord(fields, rec []string, familyFirst bool) (tournament.Player, error) {
	var p tournament.Player
	if len(rec) > len(fields) {
		return p, engine.NewMessage("event.err.csv.fields", "got", len(rec), "want", len(fields))
	}
	// The columns taken as written.
	var wtitle string
	text := map[string]*string{"name": &p.Name, "family": &p.FamilyName, "given": &p.GivenNames, "club": &p.Club,
		"fed": &p.Federation, "fideid": &p.FIDEID, "natid": &p.NationalID, "title": &p.Title, "wtitle": &wtitle, "born": &p.BirthDate}
	for i, v := range rec {
		v = strings.TrimSpace(v)
		if dst, ok := text[fields[i]]; ok {
			*dst = v
			continue
		}
		switch fields[i] {
		case "rating":
			if v == "" {
				continue
			}
			r, err := shownWhole(v)
			if err != nil {
				return p, engine.NewMessage("event.err.csv.rating", "value", v)
			}
			p.Rating = r
		case "seat":
			if v == "" {
				continue
			}
			s, err := strconv.Atoi(v)
			if err != nil || s < 1 {
				return p, engine.NewMessage("event.err.csv.seat", "value", v)
			}
			p.Seat = s
		case "sex":
			s, err := tournament.ParseSex(v)
			if err != nil {
				return p, err
			}
			p.Sex = s
		case "category":
			c, err := tournament.ParseCategory(v)
			if err != nil {
				return p, engine.NewMessage("event.err.csv.category", "value", v)
			}
			p.Category = c
		case "catdate":
			if v == "" {
				continue
			}
			d, err := input.ParseDate(v)
			if err != nil {
				return p, err
			}
			p.CategoryEarned = d
		}
	}
	// FIDE's list keeps a woman's title apart; the open title comes first.
	p.Title = cmp.Or(p.Title, wtitle)
	// A name column beside a given-names column, with none for the family
	// name ("Nimi;Eesnimi", "Name,First name"), holds the family name, or
	// the whole name with the given names in it.
	if p.FamilyName == "" && p.GivenNames != "" {
		p.FamilyName = input.FamilyBeside(p.Name, p.GivenNames)
	}
	// Separate name columns, when the list has them, make the name.
	if p.FamilyName != "" || p.GivenNames != "" {
		p.SetNames(p.FamilyName, p.GivenNames)
	} else if familyFirst {
		p.SetNames(input.SplitWholeFamilyFirst(p.Name))
	}
	return p, nil
}

// wholeNameRead is the note of how a list's one name column was read,
// where it alone names the players and the first name of several words
// without a comma in it ("Virtanen Matti") had to be split by the order
// the list is known to write (familyFirst: input.SplitWholeFamilyFirst)
// or else by a guess (input.SplitName: given names first, the family name
// last): a Finnish or Estonian club's list writes the family name first,
// and the player was then known by his given name in the alphabetical
// lists and the FIDE report, the import saying nothing. The note names
// that name as it was read and how to have it read the other way; false
// where every name said its order or was one word.
func wholeNameRead(fields, header []string, rows [][]string, familyFirst bool) (engine.Message, bool) {
	i := slices.Index(fields, "name")
	if i < 0 || slices.Contains(fields, "family") || slices.Contains(fields, "given") {
		return engine.Message{}, false
	}
	for _, rec := range rows {
		if i >= len(rec) {
			continue
		}
		name := input.Collapse(rec[i])
		if strings.Contains(name, ",") || !strings.Contains(name, " ") {
			continue
		}
		if familyFirst {
			family, given := input.SplitWholeFamilyFirst(name)
			return note("event.csv.nameorder.familyfirst", "column", header[i], "name", name, "family", family, "given", given), true
		}
		family, given := input.SplitName(name)
		return note("event.csv.nameorder", "column", header[i], "name", name, "family", family, "given", given), true
	}
	return engine.Message{}, false
}
