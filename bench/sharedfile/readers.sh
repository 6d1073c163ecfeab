#!/bin/bash
# readers.sh ARBITER READER N: three command-line writers change one demo
# event N times each (arbiter event --organiser), with READER=1 beside a
# sqlite3 shell that holds snapshots of 0.2-2 s one after another; prints
# the writes, how many were refused, and the writers' median and p90 wall
# time. Compare READER=0 and READER=1 on one machine in one sitting.
set -u
bin=$1 reader=$2 n=$3
d=$(mktemp -d)
f=$d/ev.arbiter
ARBITER_LANG=en "$bin" demo "$f" >/dev/null
if [ "$reader" = 1 ]; then
	(while :; do
		t=$(awk -v s=$RANDOM 'BEGIN { srand(s); printf "%.2f", 0.2 + rand() * 1.8 }')
		printf 'BEGIN;\nSELECT count(*) FROM audit;\n.shell sleep %s\nCOMMIT;\n' "$t" | sqlite3 -readonly "$f" >/dev/null 2>&1
		sleep 0.1
	done) &
	rpid=$!
fi
writers=()
for w in 1 2 3; do
	(for i in $(seq "$n"); do
		s=$(date +%s%N)
		ARBITER_LANG=en "$bin" event "$f" --organiser "Club $w-$i" >/dev/null 2>>"$d/refusals"
		c=$?
		echo "$((($(date +%s%N) - s) / 1000000)) $c" >>"$d/times"
	done) &
	writers+=($!)
done
wait "${writers[@]}"
if [ "$reader" = 1 ]; then
	pkill -P "$rpid"
	kill "$rpid"
fi
sort -n "$d/times" | awk '{ t[NR] = $1; if ($2 != 0) bad++ }
	END { printf "writes %d refused %d median %d ms p90 %d ms\n", NR, bad + 0, t[int(NR / 2) + 1], t[int(NR * 0.9) + 1] }'
sort "$d/refusals" | uniq -c | head -3
rm -rf "$d"
