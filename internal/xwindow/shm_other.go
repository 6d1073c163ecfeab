//go:build !linux

package xwindow

import (
	"github.com/jezek/xgb"
	"github.com/jezek/xgb/shm"
)

// segment is memory shared with the X server, which only Linux's
// captures use.
type segment struct {
	id  shm.Seg
	mem []byte
}

// sharedMemory is none here: the captures are sent over the connection.
func (d *Display) sharedMemory(*xgb.Conn) *segment { return nil }

func (s *segment) detach() {}
