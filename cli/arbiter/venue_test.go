//go:build !windows

package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"arbiter/internal/program"
	"arbiter/internal/testprogram"
)

// "arbiter serve" as the user runs it: the arbiter program, built, with
// the venue's program built beside it as the Makefile puts it, serves the
// file's pages, writes where to its own standard output, and ends on
// Ctrl+C (SIGINT) with status 0, the venue's program having taken its
// process, signals and all; "arbiter export html" runs there too, started
// by the arbiter program itself.
func TestServeThroughTheVenueProgram(t *testing.T) {
	dir := t.TempDir()
	programs, out, err := testprogram.Build(context.Background(), nil, dir, [2]string{"arbiter", "."}, [2]string{program.Event, "../arbiter-event"}, [2]string{program.Venue, "../arbiter-venue"})
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	bin := filepath.Join(programs, "arbiter")
	file := filepath.Join(dir, "demo.arbiter")
	if out, err := exec.Command(bin, "demo", file).CombinedOutput(); err != nil {
		t.Fatalf("arbiter demo: %v\n%s", err, out)
	}
	// The pages are made by the venue's program started from the front:
	// the event program, which would start it in turn, is not needed. The
	// two programs are copied into a folder of their own, as the shared
	// folder of built programs serves other tests at once.
	alone := filepath.Join(dir, "alone")
	for _, name := range []string{"arbiter", program.Venue} {
		data, err := os.ReadFile(filepath.Join(programs, name))
		if err == nil {
			err = os.MkdirAll(alone, 0o755)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(alone, name), data, 0o755)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	site := filepath.Join(dir, "site")
	if out, err := exec.Command(filepath.Join(alone, "arbiter"), "export", "html", file, "-o", site).CombinedOutput(); err != nil {
		t.Fatalf("arbiter export html: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(site, "index.html")); err != nil {
		t.Errorf("export html wrote no front page: %v", err)
	}
	serve := exec.Command(bin, "serve", file, "--addr", "127.0.0.1:0")
	serve.Env = append(os.Environ(), "ARBITER_LANG=en")
	// A serve that does not end on Ctrl+C fails the test with where its
	// goroutines stood, on its standard error (testprogram.Await).
	var stderr strings.Builder
	serve.Stderr = &stderr
	stdout, err := serve.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	defer serve.Process.Kill()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("serve printed %q: %v", line, err)
	}
	url := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(line)
	if url == "" {
		t.Fatalf("serve printed %q, no address", line)
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(page), "<html") {
		t.Errorf("GET %s: %s\n%.300s", url, resp.Status, page)
	}
	if err := serve.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, stdout)
	if err, ok := testprogram.Await(serve, testprogram.EndWithin); !ok || err != nil {
		t.Errorf("serve on Ctrl+C: ended of itself %v, with %v, want status 0\n%s", ok, err, stderr.String())
	}
}
