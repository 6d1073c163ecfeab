package ratinglist

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"
)

// fideHeader is the header line of FIDE's players_list_foa.txt.
const fideHeader = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"

// fidePlayer is one player as the test files write it, in FIDE's terms.
type fidePlayer struct {
	id, name, fed, sex, tit, wtit, otit, foa           string
	std, sgm, sk, rapid, rgm, rk, blitz, bgm, bk, born int
	flag                                               string
}

// players yields each player in turn to a writer.
type players func(each func(fidePlayer) error) error

func slice(ps []fidePlayer) players {
	return func(each func(fidePlayer) error) error {
		for _, p := range ps {
			if err := each(p); err != nil {
				return err
			}
		}
		return nil
	}
}

// writeTXT writes players in FIDE's fixed-width layout, padding each field
// in characters to the column the header gives it.
func writeTXT(w io.Writer, players players) error {
	starts := []int{}
	for i := 0; i < len(fideHeader); i++ {
		if fideHeader[i] != ' ' && (i == 0 || fideHeader[i-1] == ' ') && !strings.HasPrefix(fideHeader[i:], "Number") {
			starts = append(starts, i)
		}
	}
	bw := bufio.NewWriter(w)
	fmt.Fprint(bw, fideHeader+"\r\n")
	var line []rune
	err := players(func(p fidePlayer) error {
		fields := []string{p.id, p.name, p.fed, p.sex, p.tit, p.wtit, p.otit, p.foa,
			num(p.std), num(p.sgm), num(p.sk), num(p.rapid), num(p.rgm), num(p.rk),
			num(p.blitz), num(p.bgm), num(p.bk), num(p.born), p.flag}
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

// writeXML writes players in the layout of FIDE's players_list_xml.xml.
func writeXML(w io.Writer, players players) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("<playerslist>\r\n")
	err := players(func(p fidePlayer) error {
		_, err := fmt.Fprintf(bw, "<player>\r\n<fideid>%s</fideid>\r\n<name>%s</name>\r\n<country>%s</country>\r\n<sex>%s</sex>\r\n"+
			"<title>%s</title>\r\n<w_title>%s</w_title>\r\n<o_title>%s</o_title>\r\n<foa_title>%s</foa_title>\r\n"+
			"<rating>%d</rating>\r\n<games>%d</games>\r\n<k>%d</k>\r\n<rapid_rating>%d</rapid_rating>\r\n"+
			"<rapid_games>%d</rapid_games>\r\n<rapid_k>%d</rapid_k>\r\n<blitz_rating>%d</blitz_rating>\r\n"+
			"<blitz_games>%d</blitz_games>\r\n<blitz_k>%d</blitz_k>\r\n<birthday>%d</birthday>\r\n<flag>%s</flag>\r\n</player>\r\n",
			p.id, html.EscapeString(p.name), p.fed, p.sex, p.tit, p.wtit, p.otit, p.foa, p.std, p.sgm, p.sk,
			p.rapid, p.rgm, p.rk, p.blitz, p.bgm, p.bk, p.born, p.flag)
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

// syntheticPlayers generates n players the way FIDE's list has them:
// most unrated, some with a title, names of three syllables.
func syntheticPlayers(n int) players {
	return func(each func(fidePlayer) error) error { return synthetic(n, each) }
}

func synthetic(n int, each func(fidePlayer) error) error {
	for i := 0; i < n; i++ {
		s := len(syllables)
		family := syllables[i%s] + syllables[(i/s)%s] + syllables[(i/s/s)%s]
		family = strings.ToUpper(family[:1]) + family[1:]
		p := fidePlayer{id: strconv.Itoa(100000 + i*7), name: family + ", " + givens[(i/7)%len(givens)],
			fed: feds[i%len(feds)], sex: "M", born: 1940 + i%70}
		if i%3 == 0 {
			p.sex, p.flag = "F", "w"
		}
		if i%5 != 0 {
			p.std, p.sgm, p.sk = 1000+i%1800, i%9, 20
			p.rapid, p.rk = 1000+(i*3)%1800, 20
			p.blitz, p.bk = 1000+(i*5)%1800, 20
		}
		if i%200 == 0 {
			p.tit = titles[(i/200)%len(titles)]
		}
		if i%11 == 0 {
			p.flag += "i"
		}
		if err := each(p); err != nil {
			return err
		}
	}
	return nil
}
