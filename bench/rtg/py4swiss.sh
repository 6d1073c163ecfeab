#!/bin/sh
# Arbiter's generated Dubov and Burstein tournaments against py4swiss:
#
#   bench/rtg/py4swiss.sh PY4SWISS [DUBOV [BURSTEIN [FIRST]]]
#
# makes DUBOV (200) and BURSTEIN (200) tournaments with `arbiter generate`,
# seeds FIRST (1) on, sized from the seed as selfcheck.sh sizes them (9 to
# 300 players, 5 to 13 rounds, generate's default byes, forfeits and
# withdrawals), and re-pairs every round of each with py4swiss (PY4SWISS: a
# checkout of github.com/Moritz72/py4swiss, its two extension modules built
# with -DNDEBUG) from the rounds before it (py4cmp.py). Each round where the
# two differ is listed with the articles that decide it, or NEW where
# py4swiss's known departures do not account for it. BBP=bbpPairings lets
# bbpPairings, the Dutch system's reference, judge the Burstein seeding
# rounds (1.6). It exits 1 when a round is NEW.
set -e
py4swiss=${1:?usage: py4swiss.sh PY4SWISS [DUBOV [BURSTEIN [FIRST]]]}
dubov=${2:-200} burstein=${3:-200} first=${4:-1}
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/arbiter" ./cli/arbiter
export ARBITER_LANG=en ARBITER="$tmp/arbiter"
status=0
for spec in "dubov $dubov" "burstein $burstein"; do
	set -- $spec
	sys=$1 count=$2 i=0
	[ "$count" -gt 0 ] || continue
	mkdir "$tmp/$sys"
	while [ "$i" -lt "$count" ]; do
		seed=$((first + i))
		i=$((i + 1))
		players=$((9 + seed * 7919 % 292)) rounds=$((5 + seed * 31 % 9))
		"$tmp/arbiter" generate --system "$sys" --players "$players" --rounds "$rounds" --seed "$seed" \
			-o "$tmp/$sys/$sys-$(printf %03d "$seed").trf"
	done
	PYTHONPATH="$py4swiss/src" python3 bench/rtg/py4cmp.py "$sys" "$tmp/$sys"/*.trf | tee "$tmp/out.txt"
	if ! grep -q 'not explained by a known departure: *$' "$tmp/out.txt"; then
		status=1
	fi
done
exit $status
