// Package crash turns a failure inside the program (a panic) that an entry
// point caught into a crash log on disk and an error the user can read, so
// that one broken action is reported instead of taking the window, and the
// work in it, down.
//
// `internal/crash`: a panic in a user action (a window action, a desk action, a CLI command) is
// recovered at the action's entry point (`Shell.guard`, `View.guard` in the desk, `cmdline.Run`), shown as a
// translated error and written to a crash log in the user's cache folder (`~/.cache/arbiter/crashes` on
// Linux); store actions are transactions, which the panic rolls back. Code Fyne calls while drawing (our
// renderers, table and list cell functions) runs under `crash.Draw`: the panic is logged and reported once per
// place (the shell queues the dialog with `fyne.Do`), and that part of the window stays as last drawn.
package crash
