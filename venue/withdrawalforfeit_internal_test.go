package venue

import (
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// A 1953 round robin whose player 1 left after round 4, having played
// half his games: round 5's page shows his game as the forfeit §27 makes
// of it, and so explains the forfeit's marks, as the printed list does.
// The page looked at the result recorded, none, and left them unexplained.
func TestRoundPageExplainsAWithdrawalsForfeit(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	cat := i18n.For(i18n.English)
	d, ok := roundData(ev, cat, 5)
	if !ok {
		t.Fatal("no round 5")
	}
	shown := false
	for _, b := range d.Boards {
		shown = shown || b.Result == tournament.WhiteForfeitWin.Text(cat.T) || b.Result == tournament.BlackForfeitWin.Text(cat.T)
	}
	if !shown || !d.Forfeits {
		t.Errorf("round 5: a forfeit shown %v, its legend %v; want both", shown, d.Forfeits)
	}
}
