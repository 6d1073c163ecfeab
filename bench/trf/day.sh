#!/bin/sh
# The rare things of an ordinary day, exchanged with the chess world's
# programs built locally from their public sources (nothing is fetched
# here):
#
#   bench/trf/day.sh BBPPAIRINGS TIEBREAKCHECKER.py [PAIRINGCHECKER.py]
#
# (bbpPairings 6, and TieBreakServer 1.9.57's tiebreakchecker.py; given
# its pairingchecker.py, TieBreakServer's Dutch checker judges the
# Swiss's last report too, every round.)
#
# - A Dutch Swiss of 6 rounds made on the command line with a requested
#   half-point bye, a forfeit, a late entry given ½ for each of the two
#   rounds he missed, a double forfeit and a withdrawal: after every round
#   bbpPairings' --check of its TRF-2026 report finds no deviation; at the
#   end TieBreakServer computes 25 tie-breaks of the report as Arbiter
#   does, bbpPairings checks the TRF-16 report too, and the report
#   imported and exported again is the same.
# - A team Swiss of 6 teams over 2 boards and 5 rounds with a half-point
#   bye asked by a team, a forfeited board, a double forfeit and a team
#   withdrawn after round 2 (team withdraw): TieBreakServer computes the
#   match points, game points and 12 team tie-breaks as Arbiter does,
#   check-trf finds every round C.04.6's, and the report imported and
#   exported again is the same.
#
# It prints what agrees and exits non-zero on a disagreement.
set -e
bbp=${1:?usage: day.sh BBPPAIRINGS TIEBREAKCHECKER.py}
tbs=${2:?usage: day.sh BBPPAIRINGS TIEBREAKCHECKER.py [PAIRINGCHECKER.py]}
tbspair=$3
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. bench/trf/event.sh
fail=0
tbvalues=0 tbagree=0
# results EVENT ROUND RESULT...: the round's results, board 1 first.
results() {
	ev=$1 r=$2 b=1
	shift 2
	for res in "$@"; do
		"$arb" result "$ev" --round "$r" --board $b -- "$res" > /dev/null
		b=$((b + 1))
	done
}
# check EVENT ROUND: bbpPairings' check of the report after ROUND.
checked=0
check() {
	"$arb" export trf "$1" -o "$dir/r$2.trf" 2> /dev/null
	if "$bbp" --dutch "$dir/r$2.trf" -c 2>&1 | grep -v "Round #" | grep -q .; then
		echo "round $2: bbpPairings departs from the report:"; "$bbp" --dutch "$dir/r$2.trf" -c; fail=1
	else
		checked=$((checked + 1))
	fi
}
# again EVENT: the export, imported and exported again, is the same.
again() {
	"$arb" export trf "$1" -o "$dir/first.trf" 2> /dev/null
	rm -f "$dir/again.arbiter"
	"$arb" import trf "$dir/again.arbiter" "$dir/first.trf" > /dev/null 2>&1
	"$arb" export trf "$dir/again.arbiter" -o "$dir/second.trf" 2> /dev/null
	if cmp -s "$dir/first.trf" "$dir/second.trf"; then
		echo "$2: the report imported and exported again is the same"
	else
		echo "$2: the report read back differs:"; diff "$dir/first.trf" "$dir/second.trf" | tr '\r' '\n' | head; fail=1
	fi
}

ev=$dir/day.arbiter
players_csv "$dir/players.csv"
"$arb" new "$ev" --name "Day open" --system swiss-dutch --rounds 6 > /dev/null
"$arb" import csv "$ev" "$dir/players.csv" > /dev/null
"$arb" pair "$ev" > /dev/null
results "$ev" 1 1-0 ½-½ 0-1 1-0 0-1
check "$ev" 1
"$arb" bye "$ev" --id 4 --kind half > /dev/null
"$arb" pair "$ev" > /dev/null
results "$ev" 2 1-0 +/- 0-1 ½-½ 1-0
check "$ev" 2
"$arb" player add "$ev" --name "Late, Leo" --rating 1850 --federation FIN --missed ½,½ > /dev/null
"$arb" pair "$ev" > /dev/null
results "$ev" 3 ½-½ 1-0 -/- 0-1 1-0 0-1
"$arb" player withdraw "$ev" --id 6 --after-round 3 > /dev/null
check "$ev" 3
for r in 4 5 6; do
	"$arb" pair "$ev" > /dev/null
	results "$ev" $r 1-0 0-1 ½-½ 1-0 0-1
	check "$ev" $r
done
echo "bbpPairings --check accepts $checked/6 TRF-2026 reports of the day's Swiss with no deviation"
if [ -n "$tbspair" ]; then
	# Its input closed: it calls the debugger where its matching fails.
	python3 "$tbspair" -i "$dir/r6.trf" -b latin-1 -c -m dutch -d T < /dev/null > "$dir/tbspair.txt" 2>&1 || true
	if grep -q '^Check: True' "$dir/tbspair.txt"; then
		echo "TieBreakServer's Dutch checker finds the 6 rounds of its last report the Dutch system's"
	else
		echo "TieBreakServer's Dutch checker departs from the day's Swiss:"; cat "$dir/tbspair.txt"; fail=1
	fi
fi
"$arb" export trf "$ev" --trf-version 16 -o "$dir/v16.trf" 2> /dev/null
if "$bbp" --dutch "$dir/v16.trf" -c 2>&1 | grep -v "Round #" | grep -q .; then
	echo "bbpPairings departs from the TRF-16 report"; fail=1
else
	echo "bbpPairings --check accepts its TRF-16 report with no deviation"
fi
"$arb" event "$ev" --tiebreaks bh-c1,bh,sb,wins,won,black,bwg,ge,ps,aob,aro,de,bh-c2,bh-m1,fb,koya,tpr,apro,ptp,sb-c1,aro-c1,bh-m2,fb-c1,ps-c1,appo > /dev/null
"$arb" export trf "$ev" -o "$dir/day.trf" 2> /dev/null
tbscompare "$ev" "$dir/day.trf"
echo "TieBreakServer computes $tbagree/$tbvalues points and tie-break values of the day's Swiss as Arbiter does"
[ "$tbagree" = "$tbvalues" ] || fail=1
again "$ev" "the day's Swiss"

team=$dir/team.arbiter
"$arb" new "$team" --name "Day teams" --system team-swiss --rounds 5 --boards 2 > /dev/null
i=0
for t in Helsinki Tallinn Espoo Tartu Turku Narva; do
	"$arb" team add "$team" $t > /dev/null
	for b in 1 2; do
		i=$((i + 1))
		"$arb" player add "$team" --name "P$i, $t" --rating $((2300 - i * 20)) --team $t > /dev/null
	done
done
# match TEAMEVENT ROUND MATCH RESULT...: one match's boards.
match() {
	r=$2 m=$3 b=1
	shift 3
	for res in "$@"; do
		"$arb" result "$team" --round "$r" --match "$m" --board $b -- "$res" > /dev/null
		b=$((b + 1))
	done
}
"$arb" pair "$team" > /dev/null
match "$team" 1 1 1-0 ½-½; match "$team" 1 2 0-1 0-1; match "$team" 1 3 +/- 1-0
"$arb" bye "$team" --team Turku --kind half > /dev/null
"$arb" pair "$team" > /dev/null
match "$team" 2 1 -/- 1-0; match "$team" 2 2 ½-½ ½-½
"$arb" team withdraw "$team" --team Narva --after-round 2 > /dev/null
for r in 3 4 5; do
	"$arb" pair "$team" > /dev/null
	match "$team" $r 1 1-0 ½-½; match "$team" $r 2 0-1 ½-½
done
"$arb" event "$team" --tiebreaks bh,sb,fb,aob,bh:gp,emgsb,bc,esb,emmsb,egmsb,eggsb,de > /dev/null
"$arb" export trf "$team" -o "$dir/team.trf" 2> /dev/null
tbvalues=0 tbagree=0
tbscompare "$team" "$dir/team.trf"
echo "TieBreakServer computes $tbagree/$tbvalues match points, game points and tie-break values of the team Swiss as Arbiter does"
[ "$tbagree" = "$tbvalues" ] || fail=1
if "$arb" check-trf "$dir/team.trf" > /dev/null; then
	echo "check-trf finds every round of the team Swiss C.04.6's pairing"
else
	echo "check-trf departs from the team Swiss's report"; fail=1
fi
again "$team" "the team Swiss"
exit $fail
