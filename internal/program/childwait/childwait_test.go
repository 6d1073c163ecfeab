package childwait

import (
	"os"
	"os/exec"
	"testing"
)

// A Ctrl+C typed in the terminal that started the window gives the
// prompt back with the window still open: the window's program has no
// console to hear it, and waiting it out kept the terminal until the
// window was closed.
func TestCtrlCLeavesTheWindowOpenAndGivesThePromptBack(t *testing.T) {
	cmd := exec.Command("sleep", "600") // the window, running until closed
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	interrupted := make(chan os.Signal) // unbuffered: sent once wait takes it
	returned := waiting(t, cmd, interrupted, false)
	interrupted <- os.Interrupt
	select {
	case code := <-returned:
		if code != 0 {
			t.Errorf("exit status %d after Ctrl+C, want 0", code)
		}
	case interrupted <- os.Interrupt: // taken only by a wait still waiting
		t.Fatal("still waiting for the window after Ctrl+C")
	}
	if cmd.ProcessState != nil {
		t.Errorf("the window's program ended: %v", cmd.ProcessState)
	}
}

// The venue's program hears the console's Ctrl+C itself and closes its
// files: it is waited out, and its own exit status is the one seen.
func TestCtrlCWaitsOutAProgramOfTheConsoleAndGivesItsExitStatus(t *testing.T) {
	cmd := exec.Command("sh", "-c", "read line; exit 3")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	interrupted := make(chan os.Signal)
	returned := waiting(t, cmd, interrupted, true)
	interrupted <- os.Interrupt
	interrupted <- os.Interrupt // taken only by a wait still waiting
	stdin.Write([]byte("\n"))   // the program ends as it would alone
	if code := <-returned; code != 3 {
		t.Errorf("exit status %d, want the program's 3", code)
	}
}

// waiting runs Wait in the background; the channel gives its exit status.
func waiting(t *testing.T, cmd *exec.Cmd, interrupted <-chan os.Signal, console bool) <-chan int {
	returned := make(chan int, 1)
	go func() {
		code, err := Wait(cmd, interrupted, console)
		if err != nil {
			t.Error(err)
		}
		returned <- code
	}()
	return returned
}
