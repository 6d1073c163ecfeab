package cli

import (
	"fmt"

	"arbiter/cli/cmdline"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

func init() {
	provide("deputy", runDeputy)
}

func runDeputy(env *cmdline.Env, args []string) error {
	return cmdline.Subcommand(env, args, map[string]func(*cmdline.Env, []string) error{"add": runDeputyAdd, "list": runDeputyList,
		"remove": runDeputyRemove, "pin": runDeputyPIN, "unlock": runDeputyUnlock}, cmdline.UsageNaming("deputy.usage"))
}

// deputyPIN is what "deputy add --pin --json" and "deputy pin --json"
// print: the PIN, this once.
type deputyPIN struct {
	Name string `json:"name"`
	PIN  string `json:"pin,omitempty"`
}

func runDeputyAdd(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("deputy add")
	fide := fs.String("fide-id", "", "his FIDE id, for FIDE's forms")
	withPIN := fs.Bool("pin", false, "make him a PIN for result entry at the venue pages, printed this once")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE", "NAME")
	if err != nil {
		return err
	}
	d := tournament.Deputy{Name: pos[1], FIDEID: *fide}
	var pin string
	if err := withStore(pos[0], func(s *store.Store) (err error) { pin, err = s.AddDeputy(d, *withPIN); return }); err != nil {
		return err
	}
	return printPIN(env, deputyPIN{Name: d.Name, PIN: pin}, *asJSON, "deputy.cli.added")
}

func runDeputyPIN(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("deputy pin")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE", "NAME")
	if err != nil {
		return err
	}
	var pin string
	if err := withStore(pos[0], func(s *store.Store) (err error) { pin, err = s.NewDeputyPIN(pos[1]); return }); err != nil {
		return err
	}
	return printPIN(env, deputyPIN{Name: pos[1], PIN: pin}, *asJSON, "")
}

// printPIN tells what was done (key, when not "") and the PIN made, if
// one was: the file keeps only its hash, so this is the one time it is
// seen.
func printPIN(env *cmdline.Env, p deputyPIN, asJSON bool, key string) error {
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, p)
	}
	if key != "" {
		fmt.Fprintln(env.Stdout, env.Cat.T(key, "name", p.Name))
	}
	if p.PIN != "" {
		fmt.Fprintln(env.Stdout, env.Cat.T("deputy.cli.pin", "name", p.Name, "pin", p.PIN))
	}
	return nil
}

func runDeputyList(env *cmdline.Env, args []string) error {
	file, asJSON, err := parseFileJSON("deputy list", args)
	if err != nil {
		return err
	}
	var ds []tournament.Deputy
	if err := WithStoreRO(file, func(s *store.Store) (err error) { ds, err = s.Deputies(); return }); err != nil {
		return err
	}
	if done, err := listedOrNone(env, asJSON, ds, "deputy.cli.none"); done {
		return err
	}
	cat := env.Cat
	rows := [][]string{{cat.T("deputy.col.name"), cat.T("deputy.col.fide-id"), cat.T("deputy.col.pin")}}
	for _, d := range ds {
		pin := cat.T("deputy.pin.none")
		if d.PIN {
			pin = cat.T("deputy.pin.set")
		}
		rows = append(rows, []string{d.Name, d.FIDEID, pin})
	}
	writeTable(env.Stdout, rows, 0, 2)
	return nil
}

func runDeputyRemove(env *cmdline.Env, args []string) error {
	pos, err := cmdline.ParseExact(cmdline.NewFlags("deputy remove"), args, "FILE", "NAME")
	if err != nil {
		return err
	}
	if err := withStore(pos[0], func(s *store.Store) error { return s.RemoveDeputy(pos[1]) }); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("deputy.cli.removed", "name", pos[1]))
	return nil
}

// runDeputyUnlock lets a device locked out by its wrong PINs sign in
// again at "arbiter serve" (--address), or every such device, through the
// file, which the server reads: serve has no window whose Unlock the chief
// could press, and starting it again would sign every deputy out.
func runDeputyUnlock(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("deputy unlock")
	address := fs.String("address", "", "unlock only the device at this address, as arbiter serve named it")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	device := ""
	if *address != "" {
		keys := store.DeviceAddresses(*address)
		if len(keys) == 0 {
			return cmdline.Refusef("deputy.err.address", "value", *address)
		}
		device = keys[0]
	}
	if err := withStore(pos[0], func(s *store.Store) error { return s.UnlockDeputySignIn(*address) }); err != nil {
		return err
	}
	if device != "" {
		fmt.Fprintln(env.Stdout, env.Cat.T("deputy.cli.unlocked.device", "address", device))
		return nil
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("deputy.cli.unlocked"))
	return nil
}
