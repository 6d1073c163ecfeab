#!/bin/sh
# Prints, as a tab-separated table, the points and ten tie-breaks FIDE's
# tie-break program computes for every player of the Dutch reference
# tournaments — the table tournament/standings/testdata/tiebreaks-fide-2026.tsv
# holds, so that anyone with a local copy of TieBreakServer can make it
# again and see it agree:
#
#   bench/trf/tiebreak-reference.sh TIEBREAKCHECKER.py DIR > table.tsv
#
# DIR holds the tournaments (d_*.trf). They carry no start date, so the
# program applies the rules in force today: from 1 March 2026 the
# Tie-Break Regulations' amended article 16.4. Swiss rules (-s); direct
# encounter comes right after points.
set -e
tbs=${1:?usage: tiebreak-reference.sh TIEBREAKCHECKER.py DIR}
dir=${2:?usage: tiebreak-reference.sh TIEBREAKCHECKER.py DIR}
printf 'file\tstart\tPTS\tDE\tBH\tBH/C1\tBH/M1\tSB\tWIN\tBPG\tARO\tTPR\tKS\n'
for f in "$dir"/d_*.trf; do
	name=$(basename "$f" .trf)
	# Exit status 1 only says the file's own ranks differ from those computed.
	python3 "$tbs" -i "$f" -c -s -t PTS DE BH BH/C1 BH/M1 SB WIN BPG ARO TPR KS > "$f.json.tmp" || true
	python3 - "$name" "$f.json.tmp" <<'PY'
import json, sys
name, path = sys.argv[1], sys.argv[2]
result = json.load(open(path))["tiebreakResult"]
def text(v):
    f = float(v)
    return str(int(f)) if f == int(f) else repr(f)
for c in sorted(result["competitors"], key=lambda c: c["cid"]):
    print("\t".join([name, str(c["cid"])] + [text(v) for v in c["tiebreakScore"]]))
PY
	rm -f "$f.json.tmp"
done
