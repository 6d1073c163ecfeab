package testprogram

import (
	"os"
	"os/exec"
	"syscall"
	"time"
)

// DumpAndEnd ends program pid, which a test has given up waiting for and
// whose end ended tells (a value sent on it, or it closed). SIGQUIT first
// has Go write where each of the program's goroutines stands to its
// standard error, which the test's failure prints: a program that did not
// end held its test until the package's time ran out and said nothing of
// where it stood. Where that does not end it within 10 s, it is killed.
// It returns once ended has told the end.
func DumpAndEnd[T any](pid int, ended <-chan T) {
	select {
	case <-ended:
		return
	default:
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		<-ended
		return
	}
	p.Signal(syscall.SIGQUIT)
	select {
	case <-ended:
	case <-time.After(10 * time.Second):
		p.Kill()
		<-ended
	}
}

// Ended is the end of cmd, started: Wait's error, given to the first
// reader, the channel closed after it.
func Ended(cmd *exec.Cmd) <-chan error {
	ended := make(chan error, 1)
	go func() {
		ended <- cmd.Wait()
		close(ended)
	}()
	return ended
}

// EndWithin is how long a test waits for a program asked to end before
// giving up on it (Await): generous, as a loaded machine slows a
// program's end as it slows the rest of its work, where a program ends in
// well under a second when it ends at all.
const EndWithin = 2 * time.Minute

// Await waits for cmd, started and asked to end (a signal sent, its input
// closed), for as long as within (EndWithin, but for a test of the wait);
// one that has not ended by then is made to say where it stood and ended
// (DumpAndEnd), and ok is false. err is how it ended (Wait's).
func Await(cmd *exec.Cmd, within time.Duration) (err error, ok bool) {
	ended := Ended(cmd)
	select {
	case err := <-ended:
		return err, true
	case <-time.After(within):
	}
	DumpAndEnd(cmd.Process.Pid, ended)
	return nil, false
}
