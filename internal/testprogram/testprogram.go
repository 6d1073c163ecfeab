// Package testprogram builds Arbiter's programs for the tests that run
// them (the window's tests, the command line's soak, the commands through
// the event program, serve through the venue's program), and starts serve
// for them at the address it says.
package testprogram

import (
	"context"
	"os/exec"
	"path/filepath"
)

// sharedEnv names a folder where the test processes of a run build the
// programs together (make test sets it): the window's tests, the command
// line's and the race phase's each linked the same program again, four
// seconds of CPU for the window's. go build leaves a program there that
// is up to date as it is, so a program is linked once, and again only
// when what it is built from changed.
const sharedEnv = "ARBITER_TEST_PROGRAMS"

// Build builds each program (its file's name and go build's package)
// into one folder, the programs beside one another as the installed ones
// are, and returns that folder: SharedEnv's where it is set (on Unix),
// dir otherwise. env is the builds' environment
// (nil for this process's), ctx ends a build no longer needed; out is
// what the build that failed said.
func Build(ctx context.Context, env []string, dir string, programs ...[2]string) (folder string, out []byte, err error) {
	folder = dir
	if shared, unlock, err := sharedFolder(); err != nil {
		return "", nil, err
	} else if shared != "" {
		defer unlock()
		folder = shared
	}
	for _, p := range programs {
		build := exec.CommandContext(ctx, goTool, "build", "-o", filepath.Join(folder, p[0]), p[1])
		build.Env = env
		if out, err := build.CombinedOutput(); err != nil {
			return "", out, err
		}
	}
	return folder, nil, nil
}

// goTool is the go command, looked up once as the test process starts: a
// test beside a build may set its own PATH for a while (t.Setenv, a stand-in
// printer), and a build looking "go" up then did not find it.
var goTool = func() string {
	if path, err := exec.LookPath("go"); err == nil {
		return path
	}
	return "go" // the build then says it is missing
}()
