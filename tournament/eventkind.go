package tournament

// ForKind is the one rule for a command, an option or an action made for
// one kind of event (teams: for team events) asked of an event of system
// sys: nil where sys is of that kind, else the refusal in the user's
// language. A team action on an individual event is "not a team event"
// (teams.error.not-team); what, made for individual events only, on a team
// event would show it as an individual one (teams.cli.unsupported). Every
// front end asks it rather than a branch of its own; a front end that
// names the flag at fault gives its own message in place of the refusal.
func ForKind(sys System, teams bool, what string) error {
	switch {
	case sys.Team() == teams:
		return nil
	case teams:
		return errorf("teams.error.not-team", nil)
	}
	return errorf("teams.cli.unsupported", []any{"command", what})
}
