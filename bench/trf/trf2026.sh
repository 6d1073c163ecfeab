#!/bin/sh
# Checks Arbiter's rating report in TRF-2026 (the export's default)
# against two outside readers, built locally from their public sources
# (nothing is fetched here):
#
#   bench/trf/trf2026.sh BBPPAIRINGS TIEBREAKCHECKER.py
#
# (bbpPairings 6, and TieBreakServer 1.9.57's tiebreakchecker.py.)
#
# - A Dutch Swiss made from scratch (requested byes, a forfeit, a
#   withdrawal): after every round its TRF-2026 report must pass
#   bbpPairings' --check, bbpPairings must pair the next round from it as
#   Arbiter pairs it, and as Arbiter pairs the report imported; the
#   TRF-16 export (--trf-version 16) must give bbpPairings the same round.
# - That Swiss, a Dubov Swiss, a round robin and two team events (the
#   project's team reports): TieBreakServer must read every TRF-2026
#   export and count each player's points (a team's match points) as the
#   report states them; the export, imported and exported again, must be
#   the same report byte for byte.
# - FIDE's example layout and an Irish Swiss Perfect report with a byte
#   order mark import, and their TRF-2026 exports are read by both.
#
# It prints what agrees and exits non-zero on a disagreement.
set -e
bbp=${1:?usage: trf2026.sh BBPPAIRINGS TIEBREAKCHECKER.py}
tbs=${2:?usage: trf2026.sh BBPPAIRINGS TIEBREAKCHECKER.py}
cd "$(dirname "$0")/../.."
root=$(pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. bench/trf/event.sh
fail=0
# report is "arbiter export trf"; what it says of the records the
# events made here do not state (no city, no dates) is set aside.
report() { "$arb" export trf "$@" 2>> "$dir/gaps.txt"; }
# tbspoints REPORT RULES: TieBreakServer's points of every player (team)
# against the report's own (001 columns 81-84; a team's 310 match points).
tbsread=0 tbsagree=0
tbspoints() {
	tbsread=$((tbsread + 1))
	if ! python3 "$tbs" -i "$1" -b latin-1 "$2" -t PTS -dT > "$dir/tbs.txt" 2>&1; then
		echo "TieBreakServer refuses $(basename "$1"):"; cat "$dir/tbs.txt"; fail=1; return
	fi
	tr '\r' '\n' < "$1" > "$dir/x.trf"
	if grep -q '^310' "$dir/x.trf"; then
		awk '/^310/ { print substr($0, 5, 3) + 0, substr($0, 55, 6) + 0 }' "$dir/x.trf" | sort > "$dir/want.txt"
	else
		awk '/^001/ { print substr($0, 5, 4) + 0, substr($0, 81, 4) + 0 }' "$dir/x.trf" | sort > "$dir/want.txt"
	fi
	awk -F '\t' 'NR > 1 { print $1 + 0, $3 + 0 }' "$dir/tbs.txt" | sort > "$dir/got.txt"
	if diff "$dir/want.txt" "$dir/got.txt" > /dev/null; then
		tbsagree=$((tbsagree + 1))
	else
		echo "$(basename "$1"): TieBreakServer counts other points:"; diff "$dir/want.txt" "$dir/got.txt" || true; fail=1
	fi
}
# again EVENT: the TRF-2026 export, imported and exported again, must be
# the same report.
stable=0 stablechecked=0
again() {
	stablechecked=$((stablechecked + 1))
	report "$1" -o "$dir/first.trf"
	rm -f "$dir/again.arbiter"
	"$arb" import trf "$dir/again.arbiter" "$dir/first.trf" > /dev/null
	report "$dir/again.arbiter" -o "$dir/second.trf"
	if cmp -s "$dir/first.trf" "$dir/second.trf"; then
		stable=$((stable + 1))
	else
		echo "$(basename "$1"): the TRF-2026 export read back differs:"; diff "$dir/first.trf" "$dir/second.trf" | tr '\r' '\n' | head; fail=1
	fi
}
players_csv "$dir/players.csv"
# play EVENT ROUNDS: pairs and plays ROUNDS rounds, calling after_round.
play() {
	for r in $(seq 1 "$2"); do
		play_round "$1" "$r"
		after_round "$1" "$r" "$2"
	done
}
checked=0 repaired=0 imported=0 old=0
dutch_round() {
	report "$1" -o "$dir/r$2.trf"
	grep -q "192 FIDE_DUTCH_2025" "$dir/r$2.trf" && grep -q "222 5400+30" "$dir/r$2.trf" || { echo "round $2: no 192 or 222 record"; fail=1; }
	if "$bbp" --dutch "$dir/r$2.trf" -c 2>&1 | grep -v "Round #" | grep -q .; then
		echo "round $2: bbpPairings' check departs from the TRF-2026 report:"; "$bbp" --dutch "$dir/r$2.trf" -c; fail=1
	else
		checked=$((checked + 1))
	fi
	[ "$2" -lt "$3" ] || return 0
	"$bbp" --dutch "$dir/r$2.trf" -p "$dir/bbp.txt" > /dev/null
	tail -n +2 "$dir/bbp.txt" | sort > "$dir/bbp.sorted"
	cp "$1" "$dir/next.arbiter"
	"$arb" pair "$dir/next.arbiter" > /dev/null
	report "$dir/next.arbiter" | tr '\r' '\n' | pairs $(($2 + 1)) > "$dir/arb.txt"
	rm -f "$dir/imp.arbiter"
	"$arb" import trf "$dir/imp.arbiter" "$dir/r$2.trf" > /dev/null
	"$arb" pair "$dir/imp.arbiter" > /dev/null
	report "$dir/imp.arbiter" | tr '\r' '\n' | pairs $(($2 + 1)) > "$dir/imp.txt"
	report "$1" --trf-version 16 -o "$dir/v16.trf"
	"$bbp" --dutch "$dir/v16.trf" -p "$dir/bbp16.txt" > /dev/null
	tail -n +2 "$dir/bbp16.txt" | sort > "$dir/bbp16.sorted"
	if diff -b "$dir/bbp.sorted" "$dir/arb.txt" > /dev/null; then
		repaired=$((repaired + 1))
	else
		echo "round $(($2 + 1)): bbpPairings pairs the TRF-2026 report otherwise than Arbiter"; fail=1
	fi
	if diff -b "$dir/bbp.sorted" "$dir/imp.txt" > /dev/null; then
		imported=$((imported + 1))
	else
		echo "round $(($2 + 1)): the TRF-2026 report imported pairs otherwise than bbpPairings"; fail=1
	fi
	if diff -b "$dir/bbp.sorted" "$dir/bbp16.sorted" > /dev/null; then
		old=$((old + 1))
	else
		echo "round $(($2 + 1)): bbpPairings pairs the TRF-16 report otherwise"; fail=1
	fi
}
after_round() { dutch_round "$@"; }
"$arb" new "$dir/dutch.arbiter" --name "Bench open" --system swiss-dutch --rounds 6 --time-control 90+30 > /dev/null
"$arb" import csv "$dir/dutch.arbiter" "$dir/players.csv" > /dev/null
play "$dir/dutch.arbiter" 6
echo "bbpPairings --check accepts $checked/6 TRF-2026 reports of the Dutch Swiss"
echo "bbpPairings pairs the next round from the TRF-2026 report as Arbiter does: $repaired/5; the report imported pairs it so: $imported/5; the TRF-16 report: $old/5"
tbspoints "$dir/r6.trf" -s
again "$dir/dutch.arbiter"
after_round() { :; }
"$arb" new "$dir/dubov.arbiter" --name "Bench Dubov" --system swiss-dubov --rounds 5 > /dev/null
"$arb" import csv "$dir/dubov.arbiter" "$dir/players.csv" > /dev/null
play "$dir/dubov.arbiter" 5
report "$dir/dubov.arbiter" -o "$dir/dubov.trf"
grep -q "192 FIDE_DUBOV" "$dir/dubov.trf" || { echo "no 192 FIDE_DUBOV"; fail=1; }
tbspoints "$dir/dubov.trf" -s
again "$dir/dubov.arbiter"
"$arb" new "$dir/rr.arbiter" --name "Bench round robin" --system round-robin > /dev/null
head -9 "$dir/players.csv" > "$dir/rr.csv"
"$arb" import csv "$dir/rr.arbiter" "$dir/rr.csv" > /dev/null
"$arb" draw "$dir/rr.arbiter" --seed 7 > /dev/null
for r in 1 2 3 4 5 6 7; do
	"$arb" pair "$dir/rr.arbiter" > /dev/null
	play_results "$dir/rr.arbiter" $r
done
report "$dir/rr.arbiter" -o "$dir/rr.trf"
grep -q "192 FIDE_ROUNDROBIN" "$dir/rr.trf" || { echo "no 192 FIDE_ROUNDROBIN"; fail=1; }
tbspoints "$dir/rr.trf" -p
again "$dir/rr.arbiter"
for f in arbiter-rr6 tiebreakserver-fideteam_nocolor; do
	rm -f "$dir/$f.arbiter"
	"$arb" import trf "$dir/$f.arbiter" "$root/tournament/testdata/teams/$f.trf" > /dev/null
	report "$dir/$f.arbiter" -o "$dir/$f.trf"
	rules=-s
	grep -q "192 FIDE_TEAM_ROUNDROBIN" "$dir/$f.trf" && rules=-p
	tbspoints "$dir/$f.trf" $rules
	again "$dir/$f.arbiter"
done
# FIDE's example layout and the Irish report with a byte order mark.
layouts=0 tbsaside=0
printf '\357\273\277' > "$dir/irish.trf"
cat "$root/tournament/testdata/outside/icu-bunratty_masters_2011.trf" >> "$dir/irish.trf"
for f in "$root/tournament/testdata/fide-example-layout.trf" "$dir/irish.trf"; do
	rm -f "$dir/layout.arbiter"
	"$arb" import trf "$dir/layout.arbiter" "$f" > /dev/null
	report "$dir/layout.arbiter" -o "$dir/layout.trf"
	if "$bbp" --dutch "$dir/layout.trf" -c > "$dir/bbpl.txt" 2>&1; then
		layouts=$((layouts + 1))
	else
		echo "bbpPairings refuses the TRF-2026 export of $(basename "$f"):"; cat "$dir/bbpl.txt"; fail=1
	fi
	if uncoloured "$dir/layout.trf"; then
		tbsaside=$((tbsaside + 1))
	else
		tbspoints "$dir/layout.trf" -s
	fi
	again "$dir/layout.arbiter"
done
echo "FIDE's example layout and the Irish report with a byte order mark import; bbpPairings reads $layouts/2 of their TRF-2026 exports"
echo "TieBreakServer reads $tbsread TRF-2026 exports (Dutch, Dubov, round robin, two team events, the layouts) and counts the points as they state in $tbsagree ($tbsaside layout set aside: its forfeits without colours)"
echo "the TRF-2026 export imported and exported again is the same report in $stable/$stablechecked events"
exit $fail
