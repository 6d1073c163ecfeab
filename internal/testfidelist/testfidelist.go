// Package testfidelist writes files in the layouts of FIDE's rating list
// downloads (players_list_foa.txt, players_list_xml.xml) for the tests of
// every package: the real list cannot be downloaded where tests run, and a
// synthetic one of FIDE's size is made on the spot rather than kept.
package testfidelist

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"
)

// header is the header line of FIDE's players_list_foa.txt.
const header = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"

// Player is one player as the test files write it, in FIDE's terms.
type Player struct {
	ID, Name, Fed, Sex, Tit, WTit, OTit, FOA           string
	Std, SGm, SK, Rapid, RGm, RK, Blitz, BGm, BK, Born int
	Flag                                               string
}

// Players yields each player in turn to a writer.
type Players func(each func(Player) error) error

// Slice yields the players of a slice.
func Slice(ps []Player) Players {
	return func(each func(Player) error) error {
		for _, p := range ps {
			if err := each(p); err != nil {
				return err
			}
		}
		return nil
	}
}

// WriteTXT writes players in FIDE's fixed-width layout, padding each field
// in characters to the column the header gives it.
func WriteTXT(w io.Writer, players Players) error {
	starts := []int{}
	for i := 0; i < len(header); i++ {
		if header[i] != ' ' && (i == 0 || header[i-1] == ' ') && !strings.HasPrefix(header[i:], "Number") {
			starts = append(starts, i)
		}
	}
	bw := bufio.NewWriter(w)
	fmt.Fprint(bw, header+"\r\n")
	var line []rune
	err := players(func(p Player) error {
		fields := []string{p.ID, p.Name, p.Fed, p.Sex, p.Tit, p.WTit, p.OTit, p.FOA,
			num(p.Std), num(p.SGm), num(p.SK), num(p.Rapid), num(p.RGm), num(p.RK),
			num(p.Blitz), num(p.BGm), num(p.BK), num(p.Born), p.Flag}
		line = line[:0]
		for i, f := range fields {
			for len(line) < starts[i] {
				line = append(line, ' ')
			}
			line = append(line, []rune(f)...)
		}
		for len(line) < 162 {
			line = append(line, ' ')
		}
		bw.WriteString(string(line))
		_, err := bw.WriteString("\r\n")
		return err
	})
	if err != nil {
		return err
	}
	return bw.Flush()
}

func num(n int) string { return strconv.Itoa(n) }

// WriteXML writes players in the layout of FIDE's players_list_xml.xml.
func WriteXML(w io.Writer, players Players) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("<playerslist>\r\n")
	err := players(func(p Player) error {
		_, err := fmt.Fprintf(bw, "<player>\r\n<fideid>%s</fideid>\r\n<name>%s</name>\r\n<country>%s</country>\r\n<sex>%s</sex>\r\n"+
			"<title>%s</title>\r\n<w_title>%s</w_title>\r\n<o_title>%s</o_title>\r\n<foa_title>%s</foa_title>\r\n"+
			"<rating>%d</rating>\r\n<games>%d</games>\r\n<k>%d</k>\r\n<rapid_rating>%d</rapid_rating>\r\n"+
			"<rapid_games>%d</rapid_games>\r\n<rapid_k>%d</rapid_k>\r\n<blitz_rating>%d</blitz_rating>\r\n"+
			"<blitz_games>%d</blitz_games>\r\n<blitz_k>%d</blitz_k>\r\n<birthday>%d</birthday>\r\n<flag>%s</flag>\r\n</player>\r\n",
			p.ID, html.EscapeString(p.Name), p.Fed, p.Sex, p.Tit, p.WTit, p.OTit, p.FOA, p.Std, p.SGm, p.SK,
			p.Rapid, p.RGm, p.RK, p.Blitz, p.BGm, p.BK, p.Born, p.Flag)
		return err
	})
	if err != nil {
		return err
	}
	bw.WriteString("</playerslist>\r\n")
	return bw.Flush()
}

var (
	syllables = []string{"ka", "lo", "vir", "ta", "nen", "son", "ber", "ko", "mi", "ra", "sen", "va", "li", "ma",
		"tu", "ne", "po", "la", "ri", "ha", "mo", "ki", "sa", "pe", "do", "gu", "fi", "zo", "che", "jo"}
	givens = []string{"Anna", "Mikko", "Kalle", "Liis", "Jaan", "Maria", "Peter", "Olga", "Ivan", "Eva", "Juha",
		"Mari", "Tõnu", "Ülle", "Sami", "Laura"}
	feds   = []string{"FIN", "EST", "SWE", "GER", "RUS", "IND", "USA", "FRA", "ESP", "NOR"}
	titles = []string{"GM", "IM", "FM", "CM"}
)

// Synthetic generates n players the way FIDE's list has them:
// most unrated, some with a title, names of three syllables.
func Synthetic(n int) Players {
	return func(each func(Player) error) error {
		for i := 0; i < n; i++ {
			s := len(syllables)
			family := syllables[i%s] + syllables[(i/s)%s] + syllables[(i/s/s)%s]
			family = strings.ToUpper(family[:1]) + family[1:]
			p := Player{ID: strconv.Itoa(100000 + i*7), Name: family + ", " + givens[(i/7)%len(givens)],
				Fed: feds[i%len(feds)], Sex: "M", Born: 1940 + i%70}
			if i%3 == 0 {
				p.Sex, p.Flag = "F", "w"
			}
			if i%5 != 0 {
				p.Std, p.SGm, p.SK = 1000+i%1800, i%9, 20
				p.Rapid, p.RK = 1000+(i*3)%1800, 20
				p.Blitz, p.BK = 1000+(i*5)%1800, 20
			}
			if i%200 == 0 {
				p.Tit = titles[(i/200)%len(titles)]
			}
			if i%11 == 0 {
				p.Flag += "i"
			}
			if err := each(p); err != nil {
				return err
			}
		}
		return nil
	}
}
