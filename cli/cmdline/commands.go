package cmdline

import (
	"strings"

	"arbiter/internal/program"
	"arbiter/tournament"
)

// eventCommands are the commands that open an event file or the rating
// lists, through SQLite and so through cgo: the event program
// (cli/arbiter-event), linked with them, runs them, given their code by
// package arbiter/cli (Provide); the arbiter program, linked without cgo so
// that the commands that open no file start as a plain Go program, starts
// that one for them (inEventProgram). Their lines are listed here, with
// the others', so that "arbiter help", a command's usage and a mistyped
// command are answered alike by both programs.
var eventCommands = []Command{
	{Name: "audit", Usage: "audit FILE [--json [--changes]]", Teams: true},
	{Name: "backup", Usage: "backup FILE [--list]", Teams: true},
	{Name: "bye", Usage: "bye FILE --id ID|--seat NO --kind half|zero|cancel [--round N] | bye FILE --team NAME --kind full|half|zero|cancel [--round N]", Teams: true},
	{Name: "check", Usage: "check FILE [--round N] [--json]", Teams: true},
	{Name: "checkin", Usage: "checkin FILE --open | --id ID|--seat NO --in|--out | --close [--absent bye|bye-rest|none] | --list [--json]", Teams: true},
	{Name: "crosstable", Usage: "crosstable FILE [--json]", Teams: true},
	{Name: "demo", Usage: "demo FILE"},
	{Name: "deputy", Usage: "deputy add FILE NAME [--fide-id N] [--pin] [--json] | list FILE [--json] | remove FILE NAME | pin FILE NAME [--json] | unlock FILE [--address ADDRESS]"},
	{Name: "draw", Usage: `draw FILE [--seed N | --seats "name1,name2,..."]`, Teams: true},
	{Name: "event", Usage: "event FILE [--system {individual-systems}] [--rounds N] [--time-control TC] [--game-type auto|standard|rapid|blitz] [--withdrawal ussr1953|as-played] [--tiebreaks sb,de,…] [--unrated-rating N] [--federation FED] [--organiser TEXT] [--chief-arbiter NAME] [--chief-arbiter-fide-id N] [--deputies \"NAME; NAME\"] [--start DATE] [--end DATE] [--round-time ROUND=DATE [TIME]]... [--supervised[=false]] [--national FI|\"\"] [--fide-rated[=false]] [--championship[=false]] [--device-policy loss|warning-first|\"\"] [--first-illegal-loses[=false]] [--both-zero-draw[=false]] [--quickplay-finish[=false]] [--no-quickplay-finish[=false]] [--flag-claim-only[=false]] [--no-draw-before N] [--supervised-blitz-penalty 1m] [--notation en|fi|et|ru|de|\"\"] [--match-points W,D,L] [--board-colours alternating|pairs|WBBW…] [--bye-match win|draw|loss] [--bye-games win|draw|loss] [--initial-colour white|black] [--colour-preferences a|b|none] [--forbid-teams NAME,NAME] [--allow-teams NAME,NAME] [--lineup-order strict|free] [--primary-score mp|gp] [--board-prize-min-games N] [--max-half-byes N] [--no-half-bye-rounds N] [--late-entry-byes none|zero|half] [--json]", Teams: true},
	{Name: "export", Usage: "export trf|pgn|html FILE [FILE …] [-o OUT|-] [--trf-version 2026|16] [--utf8] [--lang en|fi|et]", Teams: true},
	{Name: "import", Usage: "import trf|csv FILE IN|- [--json] [--namesake] [--lang en|fi|et]", Teams: true},
	{Name: "info", Usage: "info FILE [--json]", Teams: true},
	{Name: "lineup", Usage: "lineup FILE --round R --team NAME --players NO,NO,… [--json]", Teams: true},
	{Name: "new", Usage: "new FILE --name NAME [--site S] [--federation FED] [--arbiter A] [--deputies \"NAME; NAME\"] [--start DATE] [--end DATE] [--ruleset FIDE2023] [--system {systems}] [--rounds N] [--boards B [--match-points W,D,L] [--board-colours alternating|pairs|WBBW…]] [--time-control TC] [--game-type auto|standard|rapid|blitz] [--max-half-byes N] [--no-half-bye-rounds N] [--late-entry-byes none|zero|half] [--lang en|fi|et]", Teams: true},
	{Name: "norms", Usage: "norms FILE [--forecast] [--json]"},
	{Name: "pair", Usage: "pair FILE [--round N] [--override] [--json]", Teams: true},
	{Name: "pairings", Usage: "pairings FILE [--round N] [--json]", Teams: true},
	{Name: "player", Usage: "player add FILE --name NAME|--fide-id N [OPTIONS] [--team NAME] [--missed ½,0,…] | edit FILE --id ID|--seat NO [OPTIONS] | list FILE [--json] | withdraw FILE --id ID|--seat NO [--after-round N] | reinstate FILE --id ID|--seat NO | update-ratings FILE [--list NAME] [--dry-run] [--json]", Teams: true},
	{Name: "playoff", Usage: "playoff FILE [--game \"WHITE-BLACK RESULT\"]... [--type rapid|blitz|standard] [--armageddon [--draw-odds black|white]] [--order NO,NO,…]"},
	{Name: "print", Usage: "print pairings|slips|scoresheets|pack|players|schedule|crosstable|standings|group-standings|prizes|norms|norm-forecast|ratings|norm-certificates|envelope|report|match-sheets|lineup-forms|boards FILE " +
		"[--round N] [--board B [--match M]] [--blank] [--groups ID,ID] [--parts pairings,slips,scoresheets,standings|pairings,match-sheets,lineup-forms,standings] [--notation san|figurine|long1953] [--lang en|fi|et] [--paper A4|Letter] [--address URL] " +
		"[--white-used H:MM] [--black-used H:MM] [--adjourned WHEN] [--resume WHEN] [--place P] -o OUT.pdf", Teams: true},
	{Name: "prizes", Usage: "prizes FILE [--group ID:KIND[:FROM-TO|:CLUB|:N]:NAME]... [--prize [GROUP:]PLACE=AMOUNT[:ITEM]]... " +
		"[--order value|listed] [--hort=true|false] [--currency TEXT] [--clear] [--save] [--standings ID] [--json]", Teams: true},
	{Name: "ratinglist", Usage: "ratinglist import FILE [--name NAME] [--date YYYY-MM-DD] [--period standard|rapid|blitz] [--column HEADER=FIELD]... | list [--json] | find QUERY [--list NAME] [--limit N] [--json]"},
	{Name: "ratings", Usage: "ratings FILE [--k NUMBER=K[:REASON]]... [--national NAME:K:FLOOR[:FED]|off]... [--national-rating NUMBER=RATING[@LIST]]... [--norm-exemption none|national-championship|national-team|zonal] [--save] [--json]", Teams: true},
	{Name: "redo", Usage: "redo FILE", Teams: true},
	{Name: "restore", Usage: "restore FILE BACKUP", Teams: true},
	{Name: "result", Usage: "result FILE --round N (--board B RESULT [--unrated|--rated]|--from-game | --from FILE|-) | result FILE --round N --match M [--board B] RESULT", Teams: true},
	{Name: "standings", Usage: "standings FILE [--json]", Teams: true},
	{Name: "swap", Usage: "swap FILE --round N --board B"},
	{Name: "swiss", Usage: "swiss FILE [--baku=true|false] [--initial-colour white|black] [--forbid ID,ID] [--allow ID,ID] [--json]"},
	{Name: "team", Usage: "team add FILE NAME|--name NAME [--short S] [--federation FED] [--captain NAME] | team list FILE [--json] | team order FILE --team NAME --players NO,NO,… [--json] | team boards FILE [--min-games N] [--json] | team withdraw FILE --team NAME --after-round N | team reinstate FILE --team NAME", Teams: true},
	{Name: "undo", Usage: "undo FILE", Teams: true},
	{Name: "unpair", Usage: "unpair FILE [--round N] [--force]", Teams: true},
}

// SystemChoices are the ids of the pairing systems a command takes
// (tournament.Systems: the list the parser reads them from), the team
// systems with them when teams, joined by sep: the usage lines of new and
// event and their refusal of a system not known list them from it.
func SystemChoices(teams bool, sep string) string {
	var ids []string
	for _, sys := range tournament.Systems(teams) {
		ids = append(ids, string(sys))
	}
	return strings.Join(ids, sep)
}

// inEventProgram runs the whole command line in the event program.
func inEventProgram(env *Env) error {
	return inProgram(env, program.Event, "app.error.event-start", "app.error.no-event-program")
}
