package testprogram

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"regexp"
	"testing"
)

// served is the address serve prints once it listens, the pages' root.
var served = regexp.MustCompile(`(http://127\.0\.0\.1:\d+)/`)

// Serve starts serve, an "arbiter serve" given --addr 127.0.0.1:0 (its
// environment and standard error set as its test wants them), and returns
// the address it prints on its first line, http://127.0.0.1:PORT (the
// root, http://127.0.0.1:PORT/, printed); what it prints after that is
// read and dropped. One that does not start, or whose first line holds no
// such address, fails the test; the test ends the one started.
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
	if lines := bufio.NewScanner(out); lines.Scan() {
		if m := served.FindStringSubmatch(lines.Text()); m != nil {
			base = m[1]
		}
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
