#!/bin/sh
# Pairs every round of a simulated 2,000-player, 13-round Swiss, each in a
# fresh process, and prints each pairing's time and peak memory. The
# target is 1 s per pairing. The event is simulated once and kept in
# $EVENT. PLAYERS and ROUNDS choose another event: PLAYERS=10000 ROUNDS=2
# pairs a 10,000-player open's first two rounds.
set -e
cd "$(dirname "$0")/../.."
PLAYERS=${PLAYERS:-2000}
ROUNDS=${ROUNDS:-13}
EVENT=${EVENT:-${TMPDIR:-/tmp}/arbiter-swiss-$PLAYERS-$ROUNDS.json}
bin=$(mktemp)
trap 'rm -f "$bin"' EXIT
go build -o "$bin" ./bench/swiss
r=1
while [ "$r" -le "$ROUNDS" ]; do
	"$bin" -players "$PLAYERS" -rounds "$ROUNDS" -event "$EVENT" -round "$r"
	r=$((r + 1))
done
echo "target: each pairing under 1 s"
