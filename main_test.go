package main

import "testing"

// TestMetadata reads the app's description built into the binary: its ID
// names the preferences users already have, and the fyneDo migration spares
// every widget refresh Fyne's goroutine check.
func TestMetadata(t *testing.T) {
	m, err := metadata()
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != "org.arbiter.desktop" || m.Name != "Arbiter" || m.Version == "" {
		t.Errorf("metadata %+v: want the ID org.arbiter.desktop, the name Arbiter and a version", m)
	}
	if !m.Migrations["fyneDo"] {
		t.Errorf("the fyneDo migration is not on: %v", m.Migrations)
	}
}
