package testprogram

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"regexp"
	"testing"
)

// served is the address serve prints once it listens.
var served = regexp.MustCompile(`http://127\.0\.0\.1:\d+`)

// Serve starts serve, an "arbiter serve" given --addr 127.0.0.1:0 (its
// environment and standard error set as its test wants them), and returns
// the address it prints, http://127.0.0.1:PORT; what it prints after that
// is read and dropped. One that does not start, or ends printing no
// address, fails the test; the test ends the one started.
func Serve(t testing.TB, serve *exec.Cmd) string {
	t.Helper()
	out, err := serve.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	base := ""
	for lines := bufio.NewScanner(out); base == "" && lines.Scan(); {
		base = served.FindString(lines.Text())
	}
	if base == "" {
		serve.Process.Kill()
		said := ""
		if stderr, ok := serve.Stderr.(fmt.Stringer); ok {
			said = stderr.String()
		}
		t.Fatalf("serve printed no address; stderr: %s", said)
	}
	go io.Copy(io.Discard, out)
	return base
}
