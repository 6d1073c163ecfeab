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
// and macOS). Its refusal ("no default destination", no lp at all) comes
// back as its own words, which the window shows before saving the PDF.
func printWithLP(path string) error {
	ctx, cancel := context.WithTimeout(context.Background(), lpTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, "lp", "--", path).CombinedOutput()
	if err == nil {
		return nil
	}
	if msg := strings.TrimSpace(string(out)); msg != "" {
		return errors.New(msg)
	}
	return err
}
