//go:build !windows

package ui

import (
	"context"
	"errors"
	"os/exec"
	"strings"
	"time"
)

// lpTimeout bounds how long the window waits for lp, which only hands
// the file to the spooler; a spooler that does not answer is no printer.
const lpTimeout = 20 * time.Second

// printWithLP hands a file to the default printer with lp (CUPS, on Linux
// and macOS). Its refusal ("no default destination") comes back as its
// own words, in the system's language, which the window shows before
// saving the PDF; no lp at all, or a spooler that does not answer, in the
// window's language (Go's words for them were English in a Finnish window).
func printWithLP(path string) error {
	ctx, cancel := context.WithTimeout(context.Background(), lpTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, "lp", "--", path).CombinedOutput()
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
