#!/bin/sh
# Pairs rounds 2 to 13 of the simulated 10,000-player,
# 13-round Swiss with two built binaries of bench/swiss, each round in
# fresh processes, the two binaries taking turns, and prints each
# pairing's processor time and the process's peak memory side by side,
# then whether the two binaries' boards are byte for byte the same.
#
#	bench/swiss/quiet.sh BIN_OLD BIN_NEW
#
# The binaries are built with `go build -o BIN ./bench/swiss`, one from
# each tree; the script needs no Go toolchain. The event is simulated once
# by BIN_OLD (half a minute) and kept in $EVENT. RUNS runs of each round
# each (default 2) give the least processor time and the largest peak;
# ROUNDS and PLAYERS choose others. The target (issue 111): every round
# under 1 s of processor time and 110 MB.
set -e
[ $# -eq 2 ] || { echo "usage: $0 BIN_OLD BIN_NEW" >&2; exit 2; }
old=$1 new=$2
PLAYERS=${PLAYERS:-10000}
ROUNDS=${ROUNDS:-"2 3 4 5 6 7 8 9 10 11 12 13"}
RUNS=${RUNS:-2}
EVENT=${EVENT:-${TMPDIR:-/tmp}/arbiter-swiss-$PLAYERS-13.json}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# Make the event first, outside the figures.
[ -f "$EVENT" ] || "$old" -players "$PLAYERS" -rounds 13 -event "$EVENT" -round 1 >/dev/null
# "round R: B boards in T (C of processor time), peak memory M MB"
cpu() {
	awk '{ c = $(NF - 7); sub(/^\(/, "", c)
		if (c ~ /ms$/) { sub(/ms$/, "", c); c /= 1000 } else { sub(/s$/, "", c); c += 0 }
		printf "%.3f %d\n", c, $(NF - 1) }'
}
printf '%-6s %20s %20s %8s\n' round "old s (MB)" "new s (MB)" new/old
for r in $ROUNDS; do
	for b in old new; do : >"$dir/$b.$r"; done
	i=1
	while [ "$i" -le "$RUNS" ]; do
		for b in old new; do
			eval bin=\$$b
			rm -f "$dir/$b.out"
			"$bin" -players "$PLAYERS" -rounds 13 -event "$EVENT" -round "$r" -out "$dir/$b.out" | cpu >>"$dir/$b.$r"
			if [ "$i" -eq 1 ]; then cat "$dir/$b.out" >>"$dir/$b.boards"; fi
		done
		i=$((i + 1))
	done
	o=$(sort -n "$dir/old.$r" | head -1 | cut -d' ' -f1) om=$(sort -n -k2 "$dir/old.$r" | tail -1 | cut -d' ' -f2)
	n=$(sort -n "$dir/new.$r" | head -1 | cut -d' ' -f1) nm=$(sort -n -k2 "$dir/new.$r" | tail -1 | cut -d' ' -f2)
	printf '%-6s %13.3f (%4d) %13.3f (%4d) %8.2f\n' "$r" "$o" "$om" "$n" "$nm" "$(echo "$n $o" | awk '{ print $1 / $2 }')"
done
if cmp -s "$dir/old.boards" "$dir/new.boards"; then
	echo "boards: the same, byte for byte ($(wc -l <"$dir/new.boards") boards)"
else
	echo "boards: DIFFERENT"
	exit 1
fi
