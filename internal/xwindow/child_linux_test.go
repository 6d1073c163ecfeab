package xwindow

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// parentEnv makes this test program the parent of an X server (Start):
// it prints the server's process id and waits for a line on its input,
// on which it panics, as go test's -timeout ends a test program.
const parentEnv = "XWINDOW_TEST_PARENT"

func TestMain(m *testing.M) {
	if os.Getenv(parentEnv) != "" {
		d, err := Start("64x64x24")
		if err != nil {
			fmt.Println(err)
			os.Exit(1)
		}
		fmt.Println(d.server.Process.Pid)
		bufio.NewReader(os.Stdin).ReadString('\n')
		done := make(chan bool)
		go func() { panic("test timed out") }()
		<-done
	}
	os.Exit(m.Run())
}

// An X server started for a test ends with the test program, killed
// (SIGKILL) or ended by a panic as go test's -timeout ends it: neither
// runs a clean-up, and the servers of a killed run, with the windows on
// them, ran on.
func TestTheXServerEndsWithItsTestProgram(t *testing.T) {
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Fatal("Xvfb is not installed (make deps-test installs it)")
	}
	for _, end := range []string{"killed", "panicked"} {
		t.Run(end, func(t *testing.T) {
			parent := exec.Command(os.Args[0])
			parent.Env = append(os.Environ(), parentEnv+"=1")
			in, _ := parent.StdinPipe()
			out, _ := parent.StdoutPipe()
			if err := parent.Start(); err != nil {
				t.Fatal(err)
			}
			line, _ := bufio.NewReader(out).ReadString('\n')
			pid, err := strconv.Atoi(strings.TrimSpace(line))
			if err != nil {
				parent.Process.Kill()
				parent.Wait()
				t.Fatalf("the parent did not start its X server: %q", line)
			}
			if end == "killed" {
				parent.Process.Kill()
			} else {
				in.Write([]byte("end\n"))
			}
			parent.Wait()
			for deadline := time.Now().Add(time.Minute); alive(pid); time.Sleep(20 * time.Millisecond) {
				if time.Now().After(deadline) {
					syscall.Kill(pid, syscall.SIGKILL)
					t.Fatalf("the X server (process %d) runs a minute after its parent %s", pid, end)
				}
			}
		})
	}
}

// alive tells whether process pid runs: a zombie, ended but not yet
// reaped by whoever inherited it, does not.
func alive(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	// The state follows the command's name, in parentheses.
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}
