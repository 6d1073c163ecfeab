package procstat

import (
	"os"
	"runtime/pprof"
)

// StartProfile writes a CPU profile of the process to the file path until
// stop is called, which a benchmark does before it exits; with path empty
// it profiles nothing and stop does nothing.
func StartProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}
