#!/bin/sh
# Sharly-Chess's own test reports exchanged with the chess world's
# programs. Sharly-Chess is AGPL-3.0, so its files are read from a local
# checkout and none is kept in this repository; the programs are built
# locally from their public sources (nothing is fetched here):
#
#   bench/trf/sharlychess.sh SHARLY_CHESS_DIR BBPPAIRINGS TIEBREAKCHECKER.py
#
# (github.com/Sharly-Chess/sharly-chess, commit b28ab10; bbpPairings 6;
# TieBreakServer 1.9.57's tiebreakchecker.py.)
#
# - tests/trf/2020_06.trf (a Lichess Swiss of 13 players, 10 rounds,
#   cells without an opponent "H", "U" and "-", a date "May 29, 2020"),
#   tests/unit/tournament_importers/trf-import-test.trf (16 players, 5
#   rounds, 192 FIDE_DUTCH_2026_BAKU, 240 byes, a national record "FRA")
#   and tests/trf/example_trf26.trf (FIDE's Grandmommy's Cup, 50 teams,
#   14 rounds, 299 records off TRF-2026's columns): each is imported and
#   exported, and TieBreakServer computes the points and tie-breaks of
#   the export (TieBreakServer refuses the last two originals: their
#   "FRA" and 299 records) as Arbiter's standings give them.
# - 2020_06.trf cut after round 5, an event under way: bbpPairings
#   --check finds the same departures in the cut report as in Arbiter's
#   export of its import, pairs round 6 alike from both, and Arbiter
#   pairs it so (pair-trf, and the import paired).
# - tests/unit/tournament_importers/trf-team-import-test.trf (six
#   players in no 310 record) is refused, naming the first of them.
#
# It prints what agrees and exits non-zero on a disagreement.
set -e
usage='usage: sharlychess.sh SHARLY_CHESS_DIR BBPPAIRINGS TIEBREAKCHECKER.py'
sc=$(cd "${1:?$usage}" && pwd)
bbp=${2:?$usage}
tbs=${3:?$usage}
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. bench/trf/event.sh
export ARBITER_LANG=en
tbvalues=0 tbagree=0
for f in trf/2020_06.trf unit/tournament_importers/trf-import-test.trf trf/example_trf26.trf; do
	ev=$dir/$(basename "$f" .trf).arbiter
	"$arb" import trf "$ev" "$sc/tests/$f" > /dev/null
	"$arb" export trf "$ev" -o "$dir/export.trf" 2> /dev/null
	tbscompare "$ev" "$dir/export.trf"
done
echo "TieBreakServer computes $tbagree/$tbvalues points and tie-break values of the three reports' exports as Arbiter does"
[ "$tbagree" = "$tbvalues" ] || exit 1
# The Lichess Swiss after round 5: every player's first five cells, the
# points they give.
python3 - "$sc/tests/trf/2020_06.trf" "$dir/cut.trf" <<'PY'
import sys
points = {"1": 1, "=": .5, "+": 1, "H": .5, "F": 1, "U": 1, "W": 1, "D": .5}
out = []
for line in open(sys.argv[1], encoding="latin-1").read().splitlines():
    if line.startswith("001"):
        cells = [line[91 + 10 * r:99 + 10 * r].ljust(8) for r in range(5)]
        line = line[:80] + "%4.1f" % sum(points.get(c[7], 0) for c in cells) + line[84:91] + "  ".join(cells)
    out.append(line)
open(sys.argv[2], "w", encoding="latin-1").write("\n".join(out) + "\n")
PY
rm -f "$dir/cut.arbiter"
"$arb" import trf "$dir/cut.arbiter" "$dir/cut.trf" > /dev/null
"$arb" export trf "$dir/cut.arbiter" -o "$dir/cutexp.trf" 2> /dev/null
# Each round's heading names its file ("cut: Round #2"), which differs.
"$bbp" --dutch "$dir/cut.trf" -c | sed 's/^[^ ]*: Round/Round/' > "$dir/cut.check"
"$bbp" --dutch "$dir/cutexp.trf" -c | sed 's/^[^ ]*: Round/Round/' > "$dir/cutexp.check"
if ! diff "$dir/cut.check" "$dir/cutexp.check" > /dev/null; then
	echo "bbpPairings --check judges the cut report and Arbiter's export of it otherwise:"
	diff "$dir/cut.check" "$dir/cutexp.check"
	exit 1
fi
"$bbp" --dutch "$dir/cut.trf" -p "$dir/cut.pairs"
"$bbp" --dutch "$dir/cutexp.trf" -p "$dir/cutexp.pairs"
"$arb" pair "$dir/cut.arbiter" > /dev/null
"$arb" export trf "$dir/cut.arbiter" 2> /dev/null | tr '\r' '\n' | pairs 6 > "$dir/arb.pairs"
tail -n +2 "$dir/cut.pairs" | sort > "$dir/bbp.pairs"
if ! diff "$dir/cut.pairs" "$dir/cutexp.pairs" > /dev/null ||
	! "$arb" pair-trf "$dir/cut.trf" 2> /dev/null | diff -b - "$dir/cut.pairs" > /dev/null ||
	! diff -b "$dir/bbp.pairs" "$dir/arb.pairs" > /dev/null; then
	echo "round 6 of the Lichess Swiss is paired otherwise by bbpPairings (report, export) and Arbiter (pair-trf, pair)"
	exit 1
fi
echo "the Lichess Swiss cut after round 5: bbpPairings --check judges the report and Arbiter's export alike ($(grep -c 'Round #' "$dir/cut.check") rounds), and bbpPairings and Arbiter pair round 6 alike"
if "$arb" import trf "$dir/team.arbiter" "$sc/tests/unit/tournament_importers/trf-team-import-test.trf" 2> "$dir/team.err"; then
	echo "the team report with players in no team is imported"
	exit 1
fi
grep -q 'player 2 (Christine BERTRAND) is in no team record' "$dir/team.err" || { cat "$dir/team.err"; exit 1; }
echo "the team report with six players in no team record is refused, naming the first"
