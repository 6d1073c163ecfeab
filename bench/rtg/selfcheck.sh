#!/bin/sh
# The self-check at scale of FIDE's random tournament generator and free
# pairings checker (C.04.A), with bbpPairings as the outside judge of the
# Dutch rounds:
#
#   bench/rtg/selfcheck.sh BBPPAIRINGS [DUTCH [DUBOV [BURSTEIN [FIRST]]]]
#
# makes DUTCH (1000), DUBOV (200) and BURSTEIN (200) tournaments with
# `arbiter generate`, seeds FIRST (1) on, each of 9 to 300 players and 5
# to 13 rounds (from the seed: 9 + seed*7919 mod 292 players, 5 +
# seed*31 mod 9 rounds); passes each through `arbiter check-trf`, and each
# Dutch one through `BBPPAIRINGS --dutch FILE -c` (bbpPairings, built
# locally from its public source); and lists every disagreement: a round
# either program says is not the system's pairing, a tournament the
# generator could not finish, a report bbpPairings could not read. A Dutch
# tournament stopped by a round without a legal pairing is no
# disagreement when bbpPairings, asked to pair that round on the report of
# the rounds before (which generate writes), finds none either. With
# TBS=TIEBREAKCHECKER.py (FIDE's TieBreakServer, from its public source)
# every report is also read by TieBreakServer, whose points must be the
# report's. With TBSPAIR=PAIRINGCHECKER.py (TieBreakServer's pairing
# checker) every Dutch tournament is also checked round by round by its
# Dutch checker (`-c -m dutch`), a second outside judge: each round whose
# pairing (pairs and colours) it would not make, and a report it cannot
# read, is a disagreement. These paths are taken from the repository root.
# KEEP=DIR keeps the report of each disagreement there.
# ARBITER=PATH checks that build of arbiter instead of one built from this
# tree (a machine without Go; chunks run side by side on one build). It
# exits 1 when it lists any.
set -e
bbp=${1:?usage: selfcheck.sh BBPPAIRINGS [DUTCH [DUBOV [BURSTEIN [FIRST]]]]}
dutch=${2:-1000} dubov=${3:-200} burstein=${4:-200} first=${5:-1}
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
arb=${ARBITER:-$tmp/arbiter}
[ -n "$ARBITER" ] || go build -o "$arb" ./cli/arbiter
export ARBITER_LANG=en
disagreements=0 nopairing=0
# departing FILE: the rounds check-trf finds departing from the rules.
departing() {
	"$arb" check-trf "$1" 2>/dev/null | sed -n 's/^Round \([0-9]*\) departs.*/\1/p' | tr '\n' ' '
}
# bbpdeparting FILE: the rounds bbpPairings' checker finds departing; a
# report it cannot read is "unread".
bbpdeparting() {
	if ! "$bbp" --dutch "$1" -c > "$tmp/bbp.txt" 2>&1 || grep -q '^Error' "$tmp/bbp.txt"; then
		echo "unread: $(head -1 "$tmp/bbp.txt")"
		return
	fi
	awk '/: Round #/ { r = $NF; sub("#", "", r) } /Checker pairings/ { printf "%s ", r }' "$tmp/bbp.txt"
}
# tbspairdeparting FILE: the rounds TieBreakServer's Dutch checker finds
# departing (its text report names a round, then the pairs its own
# pairing and the report's differ in); a report it cannot read is
# "unread". Its input is closed: it calls the debugger when its matching
# leaves a player over.
tbspairdeparting() {
	if ! python3 "$TBSPAIR" -i "$1" -b latin-1 -c -m dutch -d T < /dev/null > "$tmp/tbspair.txt" 2>&1 ||
		! grep -q '^Check: ' "$tmp/tbspair.txt" || grep -q '^### Error' "$tmp/tbspair.txt"; then
		echo "unread: $(grep -m 1 . "$tmp/tbspair.txt")"
		return
	fi
	awk '/^=+ Round #/ { r = $3; sub("#", "", r) } /Checker pairing/ { printf "%s ", r }' "$tmp/tbspair.txt"
}
disagree() {
	disagreements=$((disagreements + 1))
	echo "$1"
	if [ -n "$KEEP" ]; then
		mkdir -p "$KEEP" && cp "$2" "$KEEP/"
	fi
}
for spec in "dutch $dutch" "dubov $dubov" "burstein $burstein"; do
	set -- $spec
	sys=$1 count=$2 i=0 rounds_checked=0
	start=$(date +%s)
	while [ "$i" -lt "$count" ]; do
		seed=$((first + i))
		i=$((i + 1))
		players=$((9 + seed * 7919 % 292)) rounds=$((5 + seed * 31 % 9))
		f=$tmp/$sys-$seed.trf
		what="$sys seed $seed ($players players, $rounds rounds)"
		rm -f "$f"
		if ! "$arb" generate --system "$sys" --players "$players" --rounds "$rounds" --seed "$seed" -o "$f" 2> "$tmp/err.txt"; then
			# A round without a legal pairing: generate wrote the rounds
			# before it; bbpPairings is asked to pair that round and must
			# say that no valid pairing exists too.
			stopped=$(sed -n 's/^round \([0-9]*\) has no legal pairing.*/\1/p' "$tmp/err.txt")
			if [ -z "$stopped" ] || [ ! -s "$f" ]; then
				disagree "$what: generate failed: $(tail -1 "$tmp/err.txt")" /dev/null
				continue
			fi
			if [ "$sys" != dutch ]; then
				disagree "$what: no legal pairing of round $stopped, no second program asked" "$f"
			elif "$bbp" --dutch "$f" -p "$tmp/bbp-pair.txt" > "$tmp/bbp.txt" 2>&1 || ! grep -q 'No valid pairing exists' "$tmp/bbp.txt"; then
				disagree "$what: no legal pairing of round $stopped, but bbpPairings pairs it: $(head -1 "$tmp/bbp.txt")" "$f"
			else
				nopairing=$((nopairing + 1))
				echo "$what: no legal pairing of round $stopped, as bbpPairings says too"
			fi
			rounds=$((stopped - 1))
		fi
		rounds_checked=$((rounds_checked + rounds))
		ours=$(departing "$f")
		if [ -n "$ours" ]; then
			disagree "$what: check-trf finds rounds departing: $ours" "$f"
		fi
		if [ -n "$TBS" ]; then
			if ! python3 "$TBS" -i "$f" -b latin-1 -t PTS -dT > "$tmp/tbs.txt" 2>&1; then
				disagree "$what: TieBreakServer cannot read it: $(tail -1 "$tmp/tbs.txt")" "$f"
			elif ! python3 - "$f" "$tmp/tbs.txt" <<'PY'
import sys
lines = open(sys.argv[1], "rb").read().decode("latin-1").replace("\r\n", "\n").replace("\r", "\n").split("\n")
points = {int(l[4:8]): float(l[80:84]) for l in lines if l.startswith("001")}
theirs = {}
for l in open(sys.argv[2]).read().split("\n")[1:]:
    f = l.split("\t")
    if len(f) >= 3 and f[0].strip():
        theirs[int(f[0])] = float(f[2])
sys.exit(any(abs(p - theirs.get(n, -1)) > 1e-9 for n, p in points.items()))
PY
			then
				disagree "$what: TieBreakServer counts other points" "$f"
			fi
		fi
		if [ "$sys" = dutch ]; then
			theirs=$(bbpdeparting "$f")
			if [ -n "$theirs" ]; then
				disagree "$what: bbpPairings finds rounds departing: $theirs" "$f"
			fi
			if [ -n "$TBSPAIR" ]; then
				theirs=$(tbspairdeparting "$f")
				if [ -n "$theirs" ]; then
					disagree "$what: TieBreakServer's Dutch checker finds rounds departing: $theirs" "$f"
				fi
			fi
		fi
	done
	echo "$sys: $count tournaments, $rounds_checked rounds, $(($(date +%s) - start)) s"
done
echo "rounds without a legal pairing, bbpPairings agreeing: $nopairing"
echo "disagreements: $disagreements"
[ "$disagreements" -eq 0 ]
