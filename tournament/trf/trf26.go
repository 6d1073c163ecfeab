package trf

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"arbiter/engine/clock"
)

// Version is the edition of the format a report is written in.
type Version int

// The editions Arbiter writes: TRF-2026 (FIDE Council, 12 May 2025,
// applied from 1 September 2025), the default, and TRF-16 for the
// programs that read nothing newer.
const (
	TRF2026 Version = 2026
	TRF16   Version = 16
)

// ParseVersion reads a version as the command line and the window name
// it: "2026" or "16".
func ParseVersion(s string) (Version, bool) {
	switch strings.TrimSpace(s) {
	case "2026":
		return TRF2026, true
	case "16":
		return TRF16, true
	}
	return 0, false
}

// EncodeTimeControl writes a time control as record 222 encodes it: each
// period "M/S" (M moves in S seconds) or "S" (the rest of the game), with
// "+I" seconds a move where it has an increment, the periods joined by
// ":" ("40/6000+30:900+30"). A control the record cannot state (a
// Bronstein delay, a period that repeats) gives false.
func EncodeTimeControl(tc clock.TimeControl) (string, bool) {
	if len(tc.Periods) == 0 {
		return "", false
	}
	var parts []string
	for _, p := range tc.Periods {
		if p.Delay > 0 || p.Repeat || p.Time%time.Second != 0 || p.Increment%time.Second != 0 {
			return "", false
		}
		s := strconv.FormatInt(int64(p.Time/time.Second), 10)
		if p.Moves > 0 {
			s = strconv.Itoa(p.Moves) + "/" + s
		}
		if p.Increment > 0 {
			s += "+" + strconv.FormatInt(int64(p.Increment/time.Second), 10)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ":"), true
}

// errTimeCode is a 222 record that is not a time control Arbiter keeps
// (the Armageddon form "W300-B240" among them).
var errTimeCode = errors.New("not an encoded time control")

// DecodeTimeControl reads record 222 (EncodeTimeControl's form).
func DecodeTimeControl(code string) (clock.TimeControl, error) {
	var tc clock.TimeControl
	code = strings.TrimSpace(code)
	if code == "" {
		return tc, errTimeCode
	}
	for _, part := range strings.Split(code, ":") {
		var p clock.Period
		body, inc, hasInc := strings.Cut(part, "+")
		if moves, secs, ok := strings.Cut(body, "/"); ok {
			m, err := strconv.Atoi(moves)
			if err != nil || m <= 0 {
				return tc, errTimeCode
			}
			p.Moves, body = m, secs
		}
		s, err := strconv.Atoi(body)
		if err != nil || s < 0 {
			return tc, errTimeCode
		}
		p.Time = time.Duration(s) * time.Second
		if hasInc {
			i, err := strconv.Atoi(inc)
			if err != nil || i < 0 {
				return tc, errTimeCode
			}
			p.Increment = time.Duration(i) * time.Second
		}
		tc.Periods = append(tc.Periods, p)
	}
	if tc.Validate() != nil {
		return tc, errTimeCode
	}
	return tc, nil
}

// AsTRF16 rewrites the records TRF-2026 added to TRF-16 into what a
// TRF-16 reader takes: the pairing program, the system's code and the
// time control encoded (182, 192, 222) are left out; the number of rounds
// (142) and the initial colour (152) become JaVaFo's XXR and XXC, the
// pairings prohibited in every round (260) its XXP, and the
// accelerations (250) its XXA, each player's points round by round. The
// byes asked for rounds not yet paired (240), which neither has a record
// for, stay: bbpPairings reads them, other readers pass them over.
func (t *Tournament) AsTRF16() {
	t.PairingController, t.TypeCode, t.TimeControlCode = "", "", ""
	if t.Rounds > 0 {
		t.XXR, t.Rounds = strconv.Itoa(t.Rounds), 0
	}
	switch t.InitialColour {
	case 'W':
		t.XXC = append(t.XXC, "white1")
	case 'B':
		t.XXC = append(t.XXC, "black1")
	}
	t.InitialColour = 0
	var kept []Prohibition
	rounds, _ := strconv.Atoi(t.XXR)
	for _, p := range t.Prohibitions {
		if p.FirstRound <= 1 && p.LastRound >= rounds {
			t.ForbiddenGroups = append(t.ForbiddenGroups, p.Players)
		} else {
			kept = append(kept, p)
		}
	}
	t.Prohibitions = kept
	if len(t.Accelerations) > 0 {
		last := t.AcceleratedRounds()
		var per []PlayerAcceleration
		for _, p := range t.Players {
			if points, given := t.AccelerationsOf(p.ID, last); given {
				per = append(per, PlayerAcceleration{ID: p.ID, Points: points})
			}
		}
		t.Accelerations, t.PlayerAccelerations = nil, per
	}
}
