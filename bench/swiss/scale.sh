#!/bin/sh
# Pairs every round of a simulated 2,000-player, 13-round Swiss, each in a
# fresh process, and prints each pairing's time and peak memory. The
# target is 1 s per pairing. The event is simulated once and kept in
# $EVENT. PLAYERS and ROUNDS choose another event: PLAYERS=10000 ROUNDS=2
# pairs a 10,000-player open's first two rounds. RUNS=5 pairs each round
# five times and prints the worst CPU time and peak memory of each (the
# runtime's reuse of memory makes the peak differ from run to run):
# PLAYERS=10000 RUNS=5 is issue 111's target, every round under 1 s of
# CPU and 110 MB (issue 61's was 3 s and 400 MB).
set -e
cd "$(dirname "$0")/../.."
PLAYERS=${PLAYERS:-2000}
ROUNDS=${ROUNDS:-13}
RUNS=${RUNS:-1}
EVENT=${EVENT:-${TMPDIR:-/tmp}/arbiter-swiss-$PLAYERS-$ROUNDS.json}
bin=$(mktemp)
trap 'rm -f "$bin"' EXIT
go build -o "$bin" ./bench/swiss
r=1
while [ "$r" -le "$ROUNDS" ]; do
	i=1
	while [ "$i" -le "$RUNS" ]; do
		"$bin" -players "$PLAYERS" -rounds "$ROUNDS" -event "$EVENT" -round "$r"
		i=$((i + 1))
	done | if [ "$RUNS" -gt 1 ]; then
		# "round R: B boards in T (C of processor time), peak memory M MB"
		awk -v r="$r" -v runs="$RUNS" '{
			print
			c = $(NF - 7); sub(/^\(/, "", c)
			if (c ~ /ms$/) { sub(/ms$/, "", c); c /= 1000 } else if (c ~ /µs$/) { sub(/µs$/, "", c); c /= 1e6 } else { sub(/s$/, "", c); c += 0 }
			if (c > cpu) cpu = c
			if ($(NF - 1) + 0 > mem) mem = $(NF - 1) + 0
		} END { printf "round %d, worst of %d: %.3f s of processor time, peak memory %d MB\n", r, runs, cpu, mem }'
	else
		cat
	fi
	r=$((r + 1))
done
echo "target: each pairing under 1 s (2,000 players); under 1 s of processor time and 110 MB (10,000)"
