package store

import (
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"fmt"
	"math/big"
	"net/netip"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
)

// schemaDeputies keeps the deputy arbiters one by one, each with his FIDE
// id (for FIDE's forms) and the hash of his PIN for the venue pages: the
// settings' text of names (tournament.Settings.Deputies) becomes rows, in
// its order, a name given twice once, and the settings' column stays empty
// from then on, the rows being the list (loadSettings writes the text
// from them).
const schemaDeputies = `
CREATE TABLE deputies (
	id       INTEGER PRIMARY KEY AUTOINCREMENT,
	position INTEGER NOT NULL DEFAULT 0,
	name     TEXT NOT NULL,
	fide_id  TEXT NOT NULL DEFAULT '',
	pin      TEXT NOT NULL DEFAULT '' -- deputyHash's text, '' without a PIN
) STRICT;
CREATE UNIQUE INDEX deputies_name ON deputies(name COLLATE NOCASE);
` + deputiesFromSettings

// deputiesFromSettings turns the settings' text of names into rows, as
// the schema's step does and a new file's settings are kept.
const deputiesFromSettings = `
INSERT INTO deputies(position, name)
	WITH RECURSIVE split(n, part, rest) AS (
		SELECT 0, '', (SELECT deputies FROM settings WHERE id = 1) || ';'
		UNION ALL
		SELECT n + 1, trim(substr(rest, 1, instr(rest, ';') - 1)), substr(rest, instr(rest, ';') + 1)
		FROM split WHERE rest <> ''
	)
	SELECT min(n), min(part) FROM split WHERE part <> '' GROUP BY lower(part) ORDER BY min(n);
UPDATE settings SET deputies = '';
`

// deputyRow is a stored deputy with his PIN's hash.
type deputyRow struct {
	id   int64
	d    tournament.Deputy
	hash string
}

func loadDeputyRows(q queryer) ([]deputyRow, error) {
	return queryAll(q, func(sc scanner) (r deputyRow, err error) {
		err = sc.Scan(&r.id, &r.d.Name, &r.d.FIDEID, &r.hash)
		r.d.PIN = r.hash != ""
		return r, err
	}, `SELECT id, name, fide_id, pin FROM deputies ORDER BY position, id`)
}

// loadDeputies reads the deputies in their order.
func loadDeputies(q queryer) ([]tournament.Deputy, error) {
	rows, err := loadDeputyRows(q)
	if err != nil {
		return nil, fmt.Errorf("reading the deputies: %w", err)
	}
	var out []tournament.Deputy
	for _, r := range rows {
		out = append(out, r.d)
	}
	return out, nil
}

// deputyText is the deputies as tournament.Settings.Deputies writes them.
func deputyText(ds []tournament.Deputy) string {
	names := make([]string, len(ds))
	for i, d := range ds {
		names[i] = d.Name
	}
	return strings.Join(names, "; ")
}

// saveDeputyNames makes the deputies those of the settings' text, in its
// order: a name already there keeps his FIDE id and PIN, a new one comes
// without, a name no longer in the text goes with his PIN. The caller
// tracks the table.
func saveDeputyNames(tx *sql.Tx, text string) error {
	have, err := loadDeputyRows(tx)
	if err != nil {
		return err
	}
	names := tournament.Settings{Deputies: text}.DeputyList()
	var kept []tournament.Deputy
	keep := map[int64]bool{}
	for i, name := range names {
		if err := (tournament.Deputy{Name: name}).Validate(kept); err != nil {
			return err
		}
		kept = append(kept, tournament.Deputy{Name: name})
		id := int64(0)
		for _, r := range have {
			if strings.EqualFold(r.d.Name, name) {
				id = r.id
			}
		}
		if id != 0 {
			keep[id] = true
			if _, err := tx.Exec(`UPDATE deputies SET position = ?, name = ? WHERE id = ?`, i, name, id); err != nil {
				return err
			}
			continue
		}
		if _, err := tx.Exec(`INSERT INTO deputies(position, name) VALUES (?, ?)`, i, name); err != nil {
			return err
		}
	}
	for _, r := range have {
		if !keep[r.id] {
			if _, err := tx.Exec(`DELETE FROM deputies WHERE id = ?`, r.id); err != nil {
				return err
			}
		}
	}
	return nil
}

// Deputies are the event's deputy arbiters in their order.
func (s *Store) Deputies() ([]tournament.Deputy, error) {
	return readResult(s, loadDeputies)
}

// AddDeputy adds a deputy arbiter after the others, judged by
// tournament.Deputy.Validate; with pin, he gets a new PIN (NewDeputyPIN),
// returned this once.
func (s *Store) AddDeputy(d tournament.Deputy, pin bool) (string, error) {
	var made string
	err := s.Batch(func(tx *Tx) error {
		if err := tx.AddDeputy(d); err != nil || !pin {
			return err
		}
		r, err := tx.deputy(d.Name)
		if err == nil {
			made, err = tx.setPIN(r)
		}
		// One step, so that the history and Undo name the whole action.
		tx.steps[len(tx.steps)-1].Action = "deputy.add-pin"
		return err
	})
	return made, err
}

// AddDeputy adds a deputy arbiter after the others, without a PIN.
func (tx *Tx) AddDeputy(d tournament.Deputy) error {
	have, err := loadDeputies(tx.tx)
	if err != nil {
		return err
	}
	if err := d.Validate(have); err != nil {
		return err
	}
	name := strings.TrimSpace(d.Name)
	if _, err := tx.insert("deputies", `INSERT INTO deputies(position, name, fide_id) VALUES ((SELECT coalesce(max(position), -1) + 1 FROM deputies), ?, ?)`, name, d.FIDEID); err != nil {
		return err
	}
	tx.step("deputy.add", "name", name)
	return nil
}

// RemoveDeputy removes the deputy called name: from that moment his PIN
// opens nothing.
func (s *Store) RemoveDeputy(name string) error {
	return s.Batch(func(tx *Tx) error { return tx.RemoveDeputy(name) })
}

// RemoveDeputy removes the deputy called name.
func (tx *Tx) RemoveDeputy(name string) error {
	r, err := tx.deputy(name)
	if err != nil {
		return err
	}
	if err := tx.deleteTracked("deputies", "id", r.id); err != nil {
		return err
	}
	tx.step("deputy.remove", "name", r.d.Name)
	return nil
}

// NewDeputyPIN gives the deputy called name a new PIN, which replaces his
// old one, and returns it this once: the file keeps only its hash.
func (s *Store) NewDeputyPIN(name string) (string, error) {
	return batchResult(s, func(tx *Tx) (string, error) { return tx.NewDeputyPIN(name) })
}

// NewDeputyPIN gives the deputy called name a new PIN and returns it. A
// PIN is DeputyPINLength digits, typed on a phone's number pad, and no
// other deputy's, so that a PIN names its deputy.
func (tx *Tx) NewDeputyPIN(name string) (string, error) {
	r, err := tx.deputy(name)
	if err != nil {
		return "", err
	}
	pin, err := tx.setPIN(r)
	if err != nil {
		return "", err
	}
	tx.step("deputy.pin", "name", r.d.Name)
	return pin, nil
}

// setPIN gives the deputy r a new PIN, no other deputy's, and returns it.
func (tx *Tx) setPIN(r deputyRow) (string, error) {
	rows, err := loadDeputyRows(tx.tx)
	if err != nil {
		return "", err
	}
	var pin string
	for taken := true; taken; {
		pin = newPIN()
		taken = false
		for _, o := range rows {
			taken = taken || o.id != r.id && pinMatches(o.hash, pin)
		}
	}
	if err := tx.execTracked("deputies", []any{"id", r.id}, `UPDATE deputies SET pin = ? WHERE id = ?`, deputyHash(pin), r.id); err != nil {
		return "", err
	}
	return pin, nil
}

// deputy is the stored deputy called name, or the refusal that there is
// none.
func (tx *Tx) deputy(name string) (deputyRow, error) {
	rows, err := loadDeputyRows(tx.tx)
	if err != nil {
		return deputyRow{}, err
	}
	for _, r := range rows {
		if strings.EqualFold(r.d.Name, strings.TrimSpace(name)) {
			return r, nil
		}
	}
	return deputyRow{}, engine.NewMessage("deputy.err.unknown", "name", name)
}

// DeputySignIn is a deputy found by his PIN. Mark stands for the PIN he
// was found by: it changes when he gets a new PIN and is gone with him, so
// that whoever signed him in can ask (DeputyMark) whether that still holds.
type DeputySignIn struct {
	tournament.Deputy
	Mark string
}

// DeputyByPIN is the deputy whose PIN pin is; false when it is nobody's.
// Every deputy's hash is computed, found or not, so that the time taken
// does not tell which deputies exist.
func (s *Store) DeputyByPIN(pin string) (DeputySignIn, bool, error) {
	rows, err := readResult(s, loadDeputyRows)
	if err != nil {
		return DeputySignIn{}, false, err
	}
	var found DeputySignIn
	ok := false
	for _, r := range rows {
		if pinMatches(r.hash, pin) && !ok {
			found, ok = DeputySignIn{r.d, r.hash}, true
		}
	}
	return found, ok, nil
}

// DeputyMark is the Mark of the deputy called name's present PIN, "" when
// he is gone or has none.
func (s *Store) DeputyMark(name string) (string, error) {
	rows, err := readResult(s, loadDeputyRows)
	if err != nil {
		return "", err
	}
	for _, r := range rows {
		if r.d.Name == name {
			return r.hash, nil
		}
	}
	return "", nil
}

// deputyPINLength is the number of digits of a deputy's PIN: 10⁸ PINs,
// of which the venue server lets a device try five a quarter hour and all
// devices together a few before the chief must unlock them.
const deputyPINLength = 8

// pinRounds is PBKDF2's count for a PIN's hash: about 10 ms on a laptop,
// so that a copy of the file does not give its PINs away cheaply.
const pinRounds = 50000

func newPIN() string {
	var b strings.Builder
	for range deputyPINLength {
		n, err := rand.Int(rand.Reader, big.NewInt(10))
		if err != nil {
			panic(err) // crypto/rand does not fail on a supported system
		}
		b.WriteByte(byte('0' + n.Int64()))
	}
	return b.String()
}

// deputyHash is a PIN's salted hash as stored: "pbkdf2-sha256$ROUNDS$SALT$KEY".
func deputyHash(pin string) string {
	salt := make([]byte, 16)
	rand.Read(salt)
	return hashWith(pin, salt, pinRounds)
}

func hashWith(pin string, salt []byte, rounds int) string {
	key, err := pbkdf2.Key(sha256.New, pin, salt, rounds, 32)
	if err != nil {
		panic(err) // only a key length FIPS mode forbids fails
	}
	enc := base64.RawStdEncoding
	return "pbkdf2-sha256$" + strconv.Itoa(rounds) + "$" + enc.EncodeToString(salt) + "$" + enc.EncodeToString(key)
}

// pinMatches reports whether pin is the PIN hash was made of; a hash in
// another form (none, or edited by hand) matches nothing.
func pinMatches(hash, pin string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 4 || parts[0] != "pbkdf2-sha256" {
		return false
	}
	rounds, err := strconv.Atoi(parts[1])
	salt, err2 := base64.RawStdEncoding.DecodeString(parts[2])
	if err != nil || err2 != nil || rounds < 1 || rounds > 10*pinRounds {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(hashWith(pin, salt, rounds)), []byte(hash)) == 1
}

// deputyUnlocksKey is the meta row that counts the chief's unlocks of the
// deputies' sign-in for every device (UnlockDeputySignIn); one device's
// unlocks are counted in the row of this key, "/" and its address.
const deputyUnlocksKey = "deputies-unlocked"

// DeviceAddresses are what the guesses of PINs from addr (an IP address)
// are counted under, and what the chief's unlock of it lets in: the
// device's own address (an IPv4 address unmapped, an IPv6 one without
// its zone), and for an IPv6 address but a link-local one its /64
// network too, of which one device may take as many addresses as it
// likes, so that the network has a limit of its own beside each of its
// devices' (the venue's phones share one /64: counted as one device,
// one deputy's five wrong PINs made every phone in the hall wait). A
// /64 network given as such ("2001:db8:1:2::/64", as the venue names
// a network it locked out) is itself alone. They are none for what is
// no IP address. net/netip rather than net: the command line that
// unlocks a device links no network code.
func DeviceAddresses(addr string) []string {
	if p, err := netip.ParsePrefix(addr); err == nil && p.Bits() == 64 && p.Addr().Is6() && !p.Addr().Is4In6() {
		return []string{p.Masked().String()}
	}
	ip, err := netip.ParseAddr(strings.Trim(addr, "[]"))
	ip = ip.WithZone("").Unmap()
	switch {
	case err != nil:
		return nil
	case ip.Is4() || ip.IsLinkLocalUnicast():
		return []string{ip.String()}
	}
	return []string{ip.String(), netip.PrefixFrom(ip, 64).Masked().String()}
}

// UnlockDeputySignIn lets a device whose wrong PINs locked it out of a
// server that runs beside this program (arbiter serve, which has no window
// to unlock it) sign in again: the device at address and its network
// (DeviceAddresses), or every device when address is "". The count of
// such unlocks grows, and the server, reading it at the device's next
// sign-in, unlocks. The devices signed in stay signed in.
func (s *Store) UnlockDeputySignIn(address string) error {
	keys := []string{deputyUnlocksKey}
	if address != "" {
		keys = nil
		for _, a := range DeviceAddresses(address) {
			keys = append(keys, deputyUnlocksKey+"/"+a)
		}
		if len(keys) == 0 {
			return engine.NewMessage("deputy.err.address", "value", address)
		}
	}
	return s.Batch(func(tx *Tx) error {
		for _, key := range keys {
			if err := tx.execTracked("meta", []any{"key", key}, `INSERT INTO meta(key, value) VALUES (?, '1')
				ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)`, key); err != nil {
				return err
			}
		}
		if address == "" {
			tx.step("deputy.unlock")
		} else {
			tx.step("deputy.unlock-device", "address", address)
		}
		return nil
	})
}

// DeputySignInUnlocks is how many times the chief unlocked the deputies'
// sign-in from a command (UnlockDeputySignIn): for every device, and for
// address, one of a device's DeviceAddresses.
func (s *Store) DeputySignInUnlocks(address string) (all, device int64, err error) {
	n, err := readOne(s, func(q queryer) (n [2]int64, err error) {
		err = q.QueryRow(`SELECT coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = ?), 0),
			coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = ?), 0)`,
			deputyUnlocksKey, deputyUnlocksKey+"/"+address).Scan(&n[0], &n[1])
		return
	})
	return n[0], n[1], s.ioError(s.closedOr(err))
}
