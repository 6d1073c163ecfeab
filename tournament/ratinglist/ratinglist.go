package ratinglist

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
)

// Entry is one player of a list. The JSON keys are the ones
// "arbiter ratinglist find --json" promises to scripts.
type Entry struct {
	FIDEID     string `json:"fide_id"`
	NationalID string `json:"national_id,omitempty"`
	FamilyName string `json:"family_name"`
	GivenNames string `json:"given_names"`
	Federation string `json:"federation"`
	Sex        string `json:"sex"`   // "m", "w" or "", as Arbiter writes it
	Title      string `json:"title"` // as Arbiter writes titles: GM … WCM
	Rating     int    `json:"rating"`
	Games      int    `json:"games,omitempty"` // standard games in the list's period
	K          int    `json:"k,omitempty"`     // standard K the list gives
	Rapid      int    `json:"rapid"`
	Blitz      int    `json:"blitz"`
	// NationalRating is a national list's own rating, kept beside the
	// FIDE rating the same list may give.
	NationalRating int    `json:"national_rating,omitempty"`
	BirthYear      int    `json:"birth_year"`
	BirthDate      string `json:"birth_date,omitempty"` // a national list's full date, ISO
	Club           string `json:"club,omitempty"`
	Inactive       bool   `json:"inactive,omitempty"`
	// List is the list the entry is read from, the first of Lists when
	// one person's entries in several lists (the same FIDE id) are one.
	List  string   `json:"list"`
	Lists []string `json:"lists,omitempty"`
	// gives are the facts the entry's lists give (a national list without
	// a title column gives no title): only those are applied to a player.
	gives factSet
}

// DataDir is where Arbiter keeps the user's lists: XDG_DATA_HOME (else
// ~/.local/share) on Linux and the BSDs, %APPDATA% on Windows, Application
// Support on macOS; always under "arbiter/ratinglists".
func DataDir() (string, error) {
	var base string
	switch runtime.GOOS {
	case "windows":
		base = os.Getenv("APPDATA")
	case "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		base = filepath.Join(home, "Library", "Application Support")
	default:
		base = os.Getenv("XDG_DATA_HOME")
		if base == "" || !filepath.IsAbs(base) {
			home, err := os.UserHomeDir()
			if err != nil {
				return "", err
			}
			base = filepath.Join(home, ".local", "share")
		}
	}
	if base == "" {
		return "", errors.New("ratinglist: no data folder")
	}
	return filepath.Join(base, "arbiter", "ratinglists"), nil
}
