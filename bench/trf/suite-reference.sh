#!/bin/sh
# Makes the expected data of the suite of outside reports
# (tournament/testdata/suite) from the chess world's programs, built
# locally from their public sources (nothing is fetched here):
#
#   bench/trf/suite-reference.sh TIEBREAKCHECKER.py BBPPAIRINGS [DIR]
#
# DIR (the suite by default) holds the reports, NAME.trf. For each:
# - tiebreakserver-points.tsv: every player's points as FIDE's
#   TieBreakServer counts them (report, starting number, points), or
#   "report - refused" where it cannot read the report;
# - bbppairings-next.tsv: the round bbpPairings pairs (report, round,
#   "as-is" or "cut", and "paired" or its refusal): the report's round to
#   pair where it declares more rounds than it holds; else its last round,
#   of the report cut after the round before ("cut": every line's cells of
#   the earlier rounds, its cell of that round where it asks for a bye,
#   the points those cells give, the rounds declared, or that round);
# - NAME.pairs: bbpPairings' pairing of that round (Dutch), as it prints it.
# Then Arbiter, built from this tree, imports each report bbpPairings
# pairs (as bbpPairings was given it), exports it (arbiter export trf),
# and bbpPairings pairs the export: it prints where that pairing is not
# the report's, and exits non-zero then.
set -e
tbs=${1:?usage: suite-reference.sh TIEBREAKCHECKER.py BBPPAIRINGS [DIR]}
bbp=${2:?usage: suite-reference.sh TIEBREAKCHECKER.py BBPPAIRINGS [DIR]}
cd "$(dirname "$0")/../.."
dir=${3:-tournament/testdata/suite}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
arb=$tmp/arbiter
go build -o "$arb" ./cli/arbiter
# arbiter starts the event program from its own folder for the commands
# that open an event file.
go build -o "$tmp/arbiter-event" ./cli/arbiter-event
exports=0 same=0
printf 'report\tplayer\tpoints\n' > "$dir/tiebreakserver-points.tsv"
printf 'report\tround\tfile\tverdict\n' > "$dir/bbppairings-next.tsv"
for f in "$dir"/*.trf; do
	name=$(basename "$f" .trf)
	if python3 "$tbs" -i "$f" -b latin-1 -t PTS -dT > "$tmp/tbs.txt" 2>&1; then
		awk -F '\t' -v n="$name" 'NR > 1 && $1 != "" { printf "%s\t%d\t%s\n", n, $1, $3 + 0 }' "$tmp/tbs.txt" | sort -t "$(printf '\t')" -k2,2n >> "$dir/tiebreakserver-points.tsv"
	else
		printf '%s\t-\trefused\n' "$name" >> "$dir/tiebreakserver-points.tsv"
	fi
	# The round to pair, and the report bbpPairings is given for it.
	set -- $(python3 - "$f" "$tmp/in.trf" <<'PY'
import sys
src, out = sys.argv[1], sys.argv[2]
lines = open(src, "rb").read().decode("latin-1").replace("\r\n", "\n").replace("\r", "\n").split("\n")
points = {"1": 1, "+": 1, "W": 1, "F": 1, "U": 1, "=": .5, "D": .5, "H": .5}
def cells(l):
    return [l[91 + 10 * i:99 + 10 * i].ljust(8) for i in range((len(l.rstrip()) - 91 + 9) // 10)]
def paired(c):
    return c[:4].strip() not in ("", "0000") or c[7] in "U+"
declared = 0
for l in lines:
    if l[:4] in ("XXR ", "142 ") and l[4:].strip().isdigit():
        declared = declared or int(l[4:].strip())
players = [l for l in lines if l.startswith("001")]
done = max([i + 1 for l in players for i, c in enumerate(cells(l)) if paired(c)] or [0])
if declared > done or 0 < declared < done:
    # A round to pair, or more rounds played than declared (which
    # bbpPairings refuses): the report as it is.
    open(out, "w", encoding="latin-1", newline="").write(open(src, "rb").read().decode("latin-1"))
    print(done + 1, "as-is")
    sys.exit()
k = done
res = []
for l in lines:
    if l[:4] in ("XXR ", "142 "):
        continue
    if l.startswith("001"):
        cs = cells(l)
        keep = cs[:k - 1]
        if len(cs) >= k and cs[k - 1].strip() and not paired(cs[k - 1]):
            keep.append(cs[k - 1])
        pts = sum(points.get(c[7], 0) for c in keep)
        l = (l[:80] + "%4.1f" % pts + l[84:91] + "  ".join(keep)).rstrip()
    res.append(l)
res.append("XXR %d" % max(declared, k))
open(out, "w", encoding="latin-1", newline="").write("\n".join(x for x in res if x.strip()) + "\n")
print(k, "cut")
PY
)
	round=$1 how=$2
	rm -f "$dir/$name.pairs"
	if "$bbp" --dutch "$tmp/in.trf" -p "$tmp/pairs.txt" > "$tmp/err.txt" 2>&1; then
		cp "$tmp/pairs.txt" "$dir/$name.pairs"
		verdict=paired
	elif grep -q "unsupported tournament type" "$tmp/err.txt" && grep -v '^192' "$tmp/in.trf" > "$tmp/no192.trf" &&
		"$bbp" --dutch "$tmp/no192.trf" -p "$tmp/pairs.txt" > /dev/null 2>&1; then
		# bbpPairings 6 pairs by the rules in force and refuses a 192
		# record naming other rules (FIDE_DUTCH_2017): it pairs the report
		# without it, by the rules Arbiter pairs by.
		cp "$tmp/pairs.txt" "$dir/$name.pairs"
		verdict="paired, 192 left out"
	elif grep -q "A pairing number is missing" "$tmp/err.txt"; then
		# bbpPairings reads only starting numbers 1 to n: the report's
		# numbers in their order are renumbered so, paired, and the
		# pairing written back in the report's numbers.
		python3 - "$tmp/in.trf" "$tmp/dense.trf" "$tmp/numbers.txt" <<'PY'
import re, sys
src, out, numbers = sys.argv[1:]
lines = open(src, "rb").read().decode("latin-1").splitlines()
ids = sorted(int(l[4:8]) for l in lines if l.startswith("001"))
dense = {old: new for new, old in enumerate(ids, 1)}
def renumber(l):
    if not l.startswith("001"):
        return l
    cells = re.sub(r"(?<=  )( *\d+)(?= [wb-] )", lambda m: "%4d" % dense.get(int(m.group(1)), 0) if int(m.group(1)) else m.group(1), l[91:])
    return l[:4] + "%4d" % dense[int(l[4:8])] + l[8:91] + cells
open(out, "w", encoding="latin-1").write("\n".join(renumber(l) for l in lines) + "\n")
open(numbers, "w").write(" ".join(map(str, ids)))
PY
		"$bbp" --dutch "$tmp/dense.trf" -p "$tmp/pairs.txt" > "$tmp/err.txt" 2>&1
		awk -v ids="$(cat "$tmp/numbers.txt")" 'BEGIN { n = split(ids, id); id[0] = 0 } NR == 1 { print; next } { print id[$1], id[$2] }' "$tmp/pairs.txt" > "$dir/$name.pairs"
		verdict="paired, renumbered 1 to n"
	else
		verdict="refused: $(head -1 "$tmp/err.txt" | sed "s|$tmp/in.trf|$name.trf|")"
	fi
	printf '%s\t%s\t%s\t%s\n' "$name" "$round" "$how" "$verdict" >> "$dir/bbppairings-next.tsv"
	# Arbiter's export of the report bbpPairings was given, paired by it
	# (not where bbpPairings needed the numbers renumbered: Arbiter's
	# export keeps them as the report gives them).
	[ "$verdict" = paired ] || continue
	rm -f "$tmp/ev.arbiter"
	if ! "$arb" import trf "$tmp/ev.arbiter" "$tmp/in.trf" > /dev/null 2>&1; then
		echo "$name: Arbiter refuses the report bbpPairings pairs"; exit 1
	fi
	exports=$((exports + 1))
	# The export's notes on records the event does not state go to the log.
	"$arb" export trf "$tmp/ev.arbiter" -o "$tmp/export.trf" 2> /dev/null
	rm -f "$tmp/again.txt"
	if ! "$bbp" --dutch "$tmp/export.trf" -p "$tmp/again.txt" > "$tmp/err.txt" 2>&1 &&
		grep -q "unsupported tournament type" "$tmp/err.txt"; then
		# A report that declares the Dubov system keeps it in the export's
		# 192 (FIDE_DUBOV), which bbpPairings, a Dutch program, refuses:
		# it pairs the export without it, as it paired the report.
		# (The export ends its lines with CR alone, as TRF asks.)
		tr '\r' '\n' < "$tmp/export.trf" > "$tmp/lf.trf"
		echo "$name: $(grep '^192' "$tmp/lf.trf") left out for bbpPairings"
		grep -v '^192' "$tmp/lf.trf" > "$tmp/no192.trf"
		"$bbp" --dutch "$tmp/no192.trf" -p "$tmp/again.txt" > /dev/null 2>&1 || true
	fi
	if cmp -s "$tmp/pairs.txt" "$tmp/again.txt"; then
		same=$((same + 1))
	else
		echo "$name: bbpPairings pairs Arbiter's export otherwise"
	fi
done
echo "expected data written to $dir"
echo "bbpPairings pairs Arbiter's export of $same/$exports reports it pairs as it pairs the report"
[ "$same" = "$exports" ]
