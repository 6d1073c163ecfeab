//go:build !windows

package ui

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// lpTimeout bounds how long the window waits for lp, which only hands
// the file to the spooler; a spooler that does not answer is no printer.
const lpTimeout = 20 * time.Second

// lpstatTimeout bounds the printer list's wait: the print dialog is open
// while it is asked.
const lpstatTimeout = 5 * time.Second

// printWithSystem hands a file to CUPS with lp (Linux and macOS): to the
// printer chosen (the default one when none is), the copies, the pages
// and the paper asked. Its refusal ("no default destination") comes back
// as its own words, in the system's language, which the window shows
// before saving the PDF; no lp at all, or a spooler that does not answer,
// in the window's language (Go's words for them were English in a
// Finnish window).
func printWithSystem(path string, to printTarget) error {
	ctx, cancel := context.WithTimeout(context.Background(), lpTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, "lp", lpArgs(path, to)...).CombinedOutput()
	switch {
	case err == nil:
		return nil
	case errors.Is(err, exec.ErrNotFound):
		return uiError("live.print.no-lp")
	case ctx.Err() != nil:
		return uiError("live.print.no-answer", "seconds", int(lpTimeout/time.Second))
	}
	if msg := strings.TrimSpace(string(out)); msg != "" {
		return errors.New(msg)
	}
	return err
}

// lpArgs are lp's options for a print run: -d the printer, -n the copies,
// -P the pages, -o media the paper (a printer with two trays takes it
// from the right one), and the file after "--" whatever its name.
func lpArgs(path string, to printTarget) []string {
	var args []string
	if to.printer != "" {
		args = append(args, "-d", to.printer)
	}
	args = append(args, "-n", strconv.Itoa(max(to.copies, 1)))
	if len(to.pages) > 0 {
		args = append(args, "-P", to.pages.cups())
	}
	if to.paper != "" {
		args = append(args, "-o", "media="+to.paper)
	}
	return append(args, "--", path)
}

// systemPrinters is CUPS's list of printers (lpstat -e, or lpstat -a on
// a CUPS older than 2.0, whose lines begin with the name) and its
// default one, "" when there is none. No lpstat, or a scheduler that
// does not answer, is no printer: the dialog then saves the PDF.
func systemPrinters() (names []string, def string) {
	lpstat := func(arg string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), lpstatTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, "lpstat", arg)
		// The default's line is parsed: CUPS's English words.
		cmd.Env = append(os.Environ(), "LC_ALL=C", "LANG=C")
		out, err := cmd.Output()
		return string(out), err
	}
	out, err := lpstat("-e")
	if err != nil {
		if out, err = lpstat("-a"); err != nil {
			return nil, ""
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			names = append(names, f[0])
		}
	}
	if out, err := lpstat("-d"); err == nil {
		if _, name, ok := strings.Cut(strings.TrimSpace(out), "destination: "); ok {
			def = strings.TrimSpace(name)
		}
	}
	return names, def
}
