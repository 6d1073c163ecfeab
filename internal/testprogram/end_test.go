package testprogram

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// reader is the environment variable that has this test program say it
// reads (a line on its standard output), then read its standard input to
// the end and end, as a program asked to end by its input closed does:
// left open, it stands reading.
const reader = "TESTPROGRAM_READER"

func TestMain(m *testing.M) {
	if os.Getenv(reader) != "" {
		fmt.Println("reading")
		io.Copy(io.Discard, os.Stdin)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// startReader starts this program as a reader (see reader) and returns
// it, once it reads (Go's runtime, which answers SIGQUIT, is up), with its
// standard input and what it writes to its standard error.
func startReader(t *testing.T) (*exec.Cmd, io.WriteCloser, *strings.Builder) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), reader+"=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if line, err := bufio.NewReader(out).ReadString('\n'); line != "reading\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the reader said %q (%v):\n%s", line, err, stderr.String())
	}
	return cmd, in, &stderr
}

// A program that does not end within the wait's bound is made to write
// where its goroutines stand, and ends: the test hears where it stood
// instead of waiting until the package's time runs out. One that ends
// when asked is heard ending, with its status.
func TestAwaitDumpsAProgramThatDoesNotEnd(t *testing.T) {
	cmd, in, stderr := startReader(t)
	defer in.Close()
	// Its input left open, the reader stands reading: no bound is short
	// enough for it to end within, as it never ends of itself.
	if err, ok := Await(cmd, time.Millisecond); ok {
		t.Fatalf("a program standing in a read ended of itself: %v\n%s", err, stderr)
	}
	if said := stderr.String(); !strings.Contains(said, "SIGQUIT") || !strings.Contains(said, "goroutine ") {
		t.Errorf("the program given up on did not say where its goroutines stood:\n%s", said)
	}

	cmd, in, stderr = startReader(t)
	in.Close()
	if err, ok := Await(cmd, 10*time.Minute); !ok || err != nil {
		t.Errorf("a program whose input closed: ended of itself %v, with %v\n%s", ok, err, stderr)
	}
}
