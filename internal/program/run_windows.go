package program

import (
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"unsafe"

	"golang.org/x/sys/windows"

	"arbiter/internal/program/childwait"
)

const exeSuffix = ".exe"

// Run runs the program at path, given args, and returns its exit status.
// Windows has no exec that keeps the process, so this one waits: whoever
// started arbiter.exe (a script, a test, a terminal) sees the program's
// end as its own, and a Ctrl+C typed meanwhile is answered as
// childwait.Wait says (the venue's program waited out, the window's left
// open). The
// installer's shortcut and file type start arbiter-window.exe directly.
//
// The venue's and the event program end with this one, even when it is
// ended by force (Task Manager's End task, taskkill /F), which no program
// hears: they run in a job object that ends its programs when its last
// handle closes, this process's, which Windows closes at its end however
// it ends. Left running, the venue's program kept serving the event, its
// port taken and its file's open-record kept. The window is never in the
// job: it is closed only by its user, who may have changes to save, and
// a forced end of arbiter.exe leaves it open as Ctrl+C does.
func Run(path string, args []string) (int, error) {
	interrupted := make(chan os.Signal, 1)
	signal.Notify(interrupted, os.Interrupt)
	defer signal.Stop(interrupted)
	window := strings.EqualFold(filepath.Base(path), Window+exeSuffix)
	var job windows.Handle
	if !window {
		var err error
		if job, err = killOnCloseJob(); err != nil {
			return 1, err
		}
		// Never closed here: the job's handle must stay open for this
		// process's life, and its end closes it.
	}
	cmd := exec.Command(path, args...)
	// Started from Explorer, a GUI program has no standard files (nil
	// here): the program is given none rather than a nil file.
	if os.Stdin != nil {
		cmd.Stdin = os.Stdin
	}
	if os.Stdout != nil {
		cmd.Stdout = os.Stdout
	}
	if os.Stderr != nil {
		cmd.Stderr = os.Stderr
	}
	if err := cmd.Start(); err != nil {
		return 1, err
	}
	// Between the start and the assignment the program runs outside the
	// job: a forced end of this process in that moment (microseconds)
	// leaves it running as before, and a program it started meanwhile
	// would stay outside the job (neither the venue's nor the event
	// program starts one before its first line of Go).
	if !window {
		if err := assign(job, cmd.Process.Pid); err != nil {
			cmd.Process.Kill()
			cmd.Wait()
			return 1, err
		}
	}
	return childwait.Wait(cmd, interrupted, !window)
}

// killOnCloseJob makes a job object whose programs end when its last
// handle is closed. Its handle is not inherited: a program in the job
// holding it would keep the job, and itself, alive.
func killOnCloseJob() (windows.Handle, error) {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return 0, err
	}
	limits := windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION{}
	limits.BasicLimitInformation.LimitFlags = windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation,
		uintptr(unsafe.Pointer(&limits)), uint32(unsafe.Sizeof(limits))); err != nil {
		windows.CloseHandle(job)
		return 0, err
	}
	return job, nil
}

// assign puts the started program pid in job. One that ended before it
// could be assigned is no failure: its end is waited for as usual.
func assign(job windows.Handle, pid int) error {
	process, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE|windows.SYNCHRONIZE, false, uint32(pid))
	if err != nil {
		return err
	}
	defer windows.CloseHandle(process)
	if err := windows.AssignProcessToJobObject(job, process); err != nil {
		if ended, _ := windows.WaitForSingleObject(process, 0); ended == windows.WAIT_OBJECT_0 {
			return nil
		}
		return err
	}
	return nil
}
