package dropdown

import (
	"strings"
	"time"

	"arbiter/tournament/input"
)

// Search is what was typed on a drop-down to find a choice, until a
// pause of searchPause (typedAt and waitedAt when the last key was
// handled; see paused). Every drop-down of the window and of the desk
// finds its choices so: the desk's list of some forty incidents took no
// typing, and an arbiter working by keys stepped to touch-move with the
// arrows.
type Search struct {
	typed    string
	typedAt  time.Time
	waitedAt time.Duration
	// before is the choice the drop-down had when the typist last paused,
	// and beforeChosen whether it was made there (Select.Chosen): a
	// search that goes on to find nothing gives them back (search).
	before       int
	beforeChosen bool
}

// searchPause ends what a search has been typed: the next key starts a
// new one.
const searchPause = time.Second

// TypedRune finds a choice by typing, as the open list does (find), and
// chooses it, so the choice shown reads what was typed; a search that
// goes on to find nothing gives back the choice before it (search).
// Anything else typed changes nothing: a digit typed on the closed rules
// drop-down of the new-event form switched FIDE 2023 to FIDE 2014 ("4"
// within "2014"), unseen. A search that finds nothing opens the list to
// say the words that answer it (Unfound), which the closed drop-down has
// no room for: "salm" for a player withdrawn left "(choose)" and said
// nothing. In the open list what is typed highlights the choice found.
func (s *Select) TypedRune(r rune) {
	found, lost := s.search(r)
	said := s.unfound(found)
	if lost {
		if s.SelectedIndex() != s.before {
			if s.before < 0 {
				s.ClearSelected()
			} else {
				s.SetSelectedIndex(s.before)
			}
			s.handled()
		}
		s.Chosen = s.beforeChosen
	}
	if found < 0 {
		if said != "" {
			s.open(said)
		}
		return
	}
	if found != s.SelectedIndex() {
		s.SetSelectedIndex(found)
		s.handled() // what the choice set off is no pause of the typist's
	}
	s.Chosen = true // a name typed is chosen: one Enter confirms the box
}

// search adds r to the search (find) and returns the choice found, and
// whether the search, going on, found nothing: a name that no choice
// bears, whose first letters may have found one ("kask", withdrawn, found
// Koskinen by its "k", and the bye dialog gave Koskinen the bye). Such a
// search chooses nothing: the drop-down goes back to its choice before
// (Search.before), the open list highlights none.
func (s *Select) search(r rune) (found int, lost bool) {
	going := s.Searching()
	if !going {
		s.before, s.beforeChosen = s.SelectedIndex(), s.Chosen
	}
	found = s.find(r)
	return found, found < 0 && going
}

// unfound is what Unfound says of the search as it stands, found being
// the choice it found: its words where it found none, "" where it found
// one, Unfound then told "" where it had said words.
func (s *Select) unfound(found int) string {
	if s.Unfound == nil {
		return ""
	}
	if found < 0 {
		s.unsaid = true
		return s.Unfound(strings.TrimSpace(s.typed))
	}
	if s.unsaid {
		s.unsaid = false
		s.Unfound("")
	}
	return ""
}

// find adds r to what was typed and returns the choice what was typed
// finds best (input.Rank), of those where it begins a word, case and
// accents aside ("ton" finds "5. Tõnu Õunapuu" in a list of 24,
// "joukkueiden sv" the team Swiss, "salo" Salo before Salonen); the
// first of equals; -1 for none. Inside a word it finds nothing: a digit
// typed on the rules' drop-down switched FIDE 2023 to FIDE 2014 ("4" in
// "2014").
func (s *Select) find(r rune) int {
	typed := string(r)
	found := s.best(typed)
	// Within a search the key goes on with it; after a pause it begins a
	// new one, unless that finds nothing where the one before, gone on
	// with, does ("player 5", a pause, "0"). Where neither finds, the new
	// one is what is answered: "kask" after "salm" was "salmkask". A space
	// after a pause goes on with none: it is the character of the Space
	// that opened the list, and "ulko", a pause, Space, "koske" searched
	// "ulko koske".
	if s.Searching() {
		typed = s.typed + string(r)
		found = s.best(typed)
	} else if found < 0 && r != ' ' && strings.TrimSpace(s.typed) != "" {
		if on := s.best(s.typed + string(r)); on >= 0 {
			typed, found = s.typed+string(r), on
		}
	}
	s.typed = typed
	s.handled()
	return found
}

// best is the choice what was typed finds best (input.Rank), -1 for none:
// none too where it finds a choice left out (LeftOut) better, whose name
// it is ("mäki" is Pekka Mäki's, withdrawn, not Päivi Mäkinen's).
func (s *Select) best(typed string) int {
	found, rank := Ranked(typed, s.Options, s.FamilyFirst, s.Listed)
	if _, out := Ranked(typed, s.LeftOut, s.LeftOutFamilyFirst, nil); out > rank {
		return -1
	}
	return found
}

// Best is the one of options that typed finds best as a drop-down's
// search finds it (input.Rank), -1 for none: familyFirst and listed,
// where given, are the options written family name first and as a list
// writes them. A box finds so what was typed among the choices its
// drop-down leaves out (Select.Unfound).
func Best(typed string, options, familyFirst, listed []string) int {
	found, _ := Ranked(typed, options, familyFirst, listed)
	return found
}

// Ranked is Best with the rank it found its choice by (input.Rank),
// below input.WordStart where it found none: a list searched otherwise
// (the check-in's) weighs by it the choices it leaves out.
func Ranked(typed string, options, familyFirst, listed []string) (int, int) {
	want := input.Searchable(typed)
	found, best := -1, input.WordStart-1
	for i, o := range options {
		turned := o
		if i < len(familyFirst) {
			turned = familyFirst[i]
		}
		rank := input.SearchableOrders(o, turned).Rank(want)
		if i < len(listed) {
			rank = max(rank, input.Rank(input.Searchable(listed[i]), want))
		}
		if rank > best {
			found, best = i, rank
		}
	}
	return found, best
}

// Searching tells whether a search is being typed: the typist paused no
// longer than searchPause since its last key (paused).
func (s *Search) Searching() bool {
	return strings.TrimSpace(s.typed) != "" && s.paused() <= searchPause
}

// handled marks the moment a key of the search was done with.
func (s *Search) handled() { s.typedAt, s.waitedAt = time.Now(), waited() }

// paused is how long the typist has paused since the last key of the
// search: the time since it was handled, less what the window waited
// meanwhile for a processor. On a machine too busy to run the window,
// "player 50" typed at once was handled as "player" and, two seconds
// later, " 50": the space opened the list on Player 1, and the bye went to
// Player 2.
func (s *Search) paused() time.Duration {
	return time.Since(s.typedAt) - max(0, waited()-s.waitedAt)
}
