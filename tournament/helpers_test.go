package tournament

// Helpers the tests of this package share, kept out of the program.

// setResult enters a result in the event in memory, judged as the store
// judges it (ValidateResult), and returns the one it replaces: the store's
// SetResult without a file, for tests that build events in memory.
func setResult(ev *Event, round, board int, r Result) (Result, error) {
	p, err := ValidateResult(ev, round, board, r)
	if err != nil {
		return NoResult, err
	}
	old := p.Result
	p.Result = r
	return old, nil
}
