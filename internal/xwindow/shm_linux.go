//go:build linux

package xwindow

import (
	"github.com/jezek/xgb"
	"github.com/jezek/xgb/shm"
	"github.com/jezek/xgb/xproto"
	"golang.org/x/sys/unix"
)

// segment is memory shared with the X server (MIT-SHM), as large as the
// screen at four bytes a pixel, into which the server writes a window's
// pixels: a capture sent over the connection was megabytes written by the
// server, read by the test and allocated anew, each look of every wait.
type segment struct {
	id  shm.Seg
	mem []byte
}

// sharedMemory is memory shared with the server for a capture, the
// caller's until it gives it back (putSpare): the spare one, else one
// made; nil where the server or the system has none to share (the
// captures are then sent).
func (d *Display) sharedMemory(c *xgb.Conn) *segment {
	d.mu.Lock()
	defer d.mu.Unlock()
	if seg := d.spare; seg != nil {
		d.spare = nil
		return seg
	}
	if !d.shmTried {
		d.shmTried, d.noShm = true, shm.Init(c) != nil
	}
	if d.noShm {
		return nil
	}
	screen := xproto.Setup(c).DefaultScreen(c)
	size := int(screen.WidthInPixels) * int(screen.HeightInPixels) * 4
	id, err := unix.SysvShmGet(unix.IPC_PRIVATE, size, unix.IPC_CREAT|0o600)
	if err != nil {
		return nil
	}
	// Removed once both have let go of it: the server has it from Attach,
	// and a test that ends however it ends leaves none behind.
	defer unix.SysvShmCtl(id, unix.IPC_RMID, nil)
	mem, err := unix.SysvShmAttach(id, 0, 0)
	if err != nil {
		return nil
	}
	seg, err := shm.NewSegId(c)
	if err == nil {
		err = shm.AttachChecked(c, seg, uint32(id), false).Check()
	}
	if err != nil {
		unix.SysvShmDetach(mem)
		return nil
	}
	return &segment{seg, mem}
}

// detach lets go of the segment's memory; the server lets go of it when
// the connection closes, or when asked (putSpare).
func (s *segment) detach() { unix.SysvShmDetach(s.mem) }
