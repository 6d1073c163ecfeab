#!/bin/sh
# Prints, as a tab-separated table, the match points, game points and
# team tie-breaks FIDE's tie-break program computes for every team of the
# team reports in tournament/testdata/teams — the table
# tournament/testdata/teams/tiebreakserver-1.9.57.tsv holds, so that
# anyone with a local copy of TieBreakServer 1.9.57
# (OttoMilvang/TieBreakServer, commit 14a34a2) can make it again:
#
#   bench/trf/team-tiebreak-reference.sh TIEBREAKCHECKER.py DIR [CODES] > table.tsv
#
# CODES are the program's tie-break codes in order (default: the scores
# and every value tie-break); the places inside tied groups (DE, TBR,
# BBE) depend on the order, so each order is a table of its own:
# tiebreakserver-1.9.57-de-tbr.tsv is "PTS DE TBR", -tbr.tsv "PTS TBR",
# -bbe.tsv "PTS BBE"; -modifiers.tsv holds the cuts and forfeits counted
# as played, "PTS BH/C1 BH:GP/C1 SB/C1 ESB/M1 BH/P EMGSB/C1/P BH:GP/M2";
# -event-list.tsv the team Swiss's own list, "PTS MPTS GPTS BH SB FB AOB
# BH:GP EMGSB BC TBR"; -ede.tsv "PTS EDE", and so -edec, -edet, -edeb,
# -edebt, -edebb, -ede-p (EDE/P), -edet-p, -edebb-p; -gp-edebt.tsv "PTS
# GPTS EDEBT", -bh-ede.tsv "PTS BH EDE", -mpvgp-bhmp.tsv "PTS MPVGP BH:MP
# BH:MP/C1/P EDE", -grandmommy-list.tsv "PTS EDET/P EMGSB/C1/P BH:MP/C1/P
# MPVGP"; echecsjs-grandmommyscup-tiebreakserver-all.tsv is that report
# alone (copied into a directory of its own) with "PTS MPTS GPTS BH BH:GP SB
# ESB EMMSB EMGSB EGMSB EGGSB BC AOB BH/C1 BH/P EMGSB/C1/P BH:MP/C1/P MPVGP
# EDET/P FB" (FB last: it changes how the program reads absent teams for
# the codes after it), and -de-tbr, -tbr, -bbe beside it its "PTS DE TBR",
# "PTS TBR", "PTS BBE"; absent/tiebreakserver-1.9.57-absent.tsv "PTS MPTS GPTS BH BH:GP
# SB ESB EMGSB FB AOB BH/C1 BH/P" of the two edited reports alone.
#
# A report whose 192 record names a round robin is read with the rules of
# pre-determined pairings (-p), any other with the Swiss rules (-s).
set -e
tbs=${1:?usage: team-tiebreak-reference.sh TIEBREAKCHECKER.py DIR [CODES]}
dir=${2:?usage: team-tiebreak-reference.sh TIEBREAKCHECKER.py DIR [CODES]}
codes=${3:-"PTS MPTS GPTS BH BH:GP SB ESB EMMSB EMGSB EGMSB EGGSB BC"}
printf 'file\tteam\trank'
for c in $codes; do printf '\t%s' "$c"; done
printf '\n'
for f in "$dir"/*.trf; do
	name=$(basename "$f" .trf)
	mode=-s
	if tr '\r' '\n' < "$f" | grep -q '^192 .*ROUNDROBIN'; then
		mode=-p
	fi
	# shellcheck disable=SC2086 # the codes are separate arguments
	python3 "$tbs" -i "$f" -d T $mode -t $codes | tail -n +2 | sed "s/^/$name\t/"
done
