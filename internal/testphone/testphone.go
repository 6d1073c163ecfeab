// Package testphone is a deputy's phone at the venue's pages, for the
// tests and benches that enter results as a deputy does: a client that
// keeps its cookies, comes from a loopback address of its own (the venue
// counts guesses and locks out by address) and shows the redirects it is
// given, and the entry page's steps: sign in, check a result, save it.
package testphone

import (
	"errors"
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// New is a client whose requests come from the loopback address ip (any
// address where ip is ""); it keeps its cookies and shows the redirects
// it gets rather than following them. Its timeout is a loaded machine's.
func New(ip string) *http.Client {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 20 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	if ip != "" {
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
		c.Transport = &http.Transport{DialContext: d.DialContext}
	}
	return c
}

// Phone is a deputy's phone at one event's pages.
type Phone struct {
	C *http.Client
	// Entry is the event's entry page.
	Entry string
}

// At is a phone (New(ip)) at the event's pages whose address is base,
// with or without its closing slash.
func At(base, ip string) *Phone {
	return &Phone{C: New(ip), Entry: strings.TrimSuffix(base, "/") + "/enter.html"}
}

var formToken = regexp.MustCompile(`name="token" value="([^"]+)"`)

// Token is the first form token of page, "" where it has none.
func Token(page string) string {
	if m := formToken.FindStringSubmatch(page); m != nil {
		return m[1]
	}
	return ""
}

// Step sends fields to the entry page, or loads it when fields is nil,
// and returns the status and the page.
func (p *Phone) Step(fields url.Values) (int, string, error) {
	if fields == nil {
		return read(p.C.Get(p.Entry))
	}
	return read(p.C.PostForm(p.Entry, fields))
}

// Submit loads the entry page and sends fields with its form's token, as
// a browser does, following a redirect; it returns the last status and
// page. A page without a form is returned as it came.
func (p *Phone) Submit(fields url.Values) (int, string, error) {
	code, page, err := p.Step(nil)
	tok := Token(page)
	if err != nil || tok == "" {
		return code, page, err
	}
	fields.Set("token", tok)
	resp, err := p.C.PostForm(p.Entry, fields)
	if err != nil || resp.StatusCode != http.StatusSeeOther {
		return read(resp, err)
	}
	resp.Body.Close()
	next, err := resp.Location()
	if err != nil {
		return 0, "", err
	}
	return read(p.C.Get(next.String()))
}

// read is a response's status and page.
func read(resp *http.Response, err error) (int, string, error) {
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), err
}

// SignIn signs the phone in with pin from the entry page's form and
// returns the status (303, See Other, when signed in).
func (p *Phone) SignIn(pin string) (int, error) {
	_, page, err := p.Step(nil)
	if err != nil {
		return 0, err
	}
	tok := Token(page)
	if tok == "" {
		return 0, errors.New("the entry page has no form")
	}
	code, _, err := p.Step(url.Values{"step": {"signin"}, "token": {tok}, "pin": {pin}})
	return code, err
}

// openBoard is the round of the entry page's form and the first board it
// offers.
var openBoard = regexp.MustCompile(`name="round" value="([0-9]+)">[\s\S]*?<option value="([0-9]+)">`)

// FirstOpenBoard is the round of the entry page page and the first board
// it offers to enter; ok is false where it offers none.
func FirstOpenBoard(page string) (round, board int, ok bool) {
	m := openBoard.FindStringSubmatch(page)
	if m == nil {
		return 0, 0, false
	}
	round, _ = strconv.Atoi(m[1])
	board, _ = strconv.Atoi(m[2])
	return round, board, true
}

// Enter enters result on board of round from the entry page page, as a
// deputy does: the check that shows the names to confirm (200), then the
// save (303, See Other) of the confirmation's form as it came. It returns
// the save's status and page, or the check's where the check is refused.
func (p *Phone) Enter(page string, round, board int, result string) (int, string, error) {
	tok := Token(page)
	if tok == "" {
		return 0, page, fmt.Errorf("board %d: the entry page has no form", board)
	}
	fields := url.Values{"step": {"check"}, "token": {tok}, "round": {strconv.Itoa(round)}, "board": {strconv.Itoa(board)}, "result": {result}}
	code, page, err := p.Step(fields)
	save := SaveForm(page)
	if err != nil || code != http.StatusOK || save == nil {
		return code, page, err
	}
	return p.Step(save)
}

var (
	saveForm = regexp.MustCompile(`(?s)<form [^>]*>\s*<input type="hidden" name="step" value="save">(.*?)</form>`)
	hidden   = regexp.MustCompile(`<input type="hidden" name="([^"]+)" value="([^"]*)">`)
)

// SaveForm is the fields the confirmation page sends to save the result
// it shows, as a browser sends them; nil where the page has no such form.
func SaveForm(page string) url.Values {
	m := saveForm.FindStringSubmatch(page)
	if m == nil {
		return nil
	}
	fields := url.Values{"step": {"save"}}
	for _, f := range hidden.FindAllStringSubmatch(m[1], -1) {
		fields.Add(f[1], html.UnescapeString(f[2]))
	}
	return fields
}
