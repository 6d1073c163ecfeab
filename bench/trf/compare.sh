#!/bin/sh
# Repeats the comparison of Arbiter's TRF reports with outside programs,
# built locally from their public sources (nothing is fetched here):
#
#   bench/trf/compare.sh BBPPAIRINGS [TIEBREAKCHECKER.py [REFERENCE_DIR [REPORT...]]]
#
# ("-" for TIEBREAKCHECKER.py or REFERENCE_DIR leaves that part out.)
#
# An event is made from scratch on the command line (a player list with
# Finnish, Estonian, Polish and Czech names, requested byes, a forfeit, a
# withdrawal and a bye asked for the coming round). After every round its
# report is checked by bbpPairings (--check: no deviation) and the next
# round paired by bbpPairings and by Arbiter, board for board. Given
# TieBreakServer's tiebreakchecker.py ("-" for none), every report is also
# read by it, and each player's points it counts must equal the report's.
# Then every report in REFERENCE_DIR (TRF files a reference Dutch engine
# paired, such as bbpPairings' generated ones) is imported and checked
# round by round with `arbiter check`, and Arbiter's export of it checked
# by bbpPairings. Where bbpPairings was built in its source folder, its own
# Dutch regression tests are paired by Arbiter too, by pair-trf and as
# an imported event paired. It prints what agrees
# and exits non-zero on a disagreement. Each REPORT (a TRF another program
# wrote: a real event, any layout) is imported (a refusal is named and
# counted), its points checked against its own points column (and that
# column against TieBreakServer's count of the original, printed where
# they differ), and its tie-breaks against TieBreakServer reading
# Arbiter's export of it (set aside where its forfeits have no colours;
# one Arbiter ranks by an edition before 2024, which TieBreakServer does
# not know, compared with both dated 2025, under the 2024 edition), and
# again with the event ranked by every individual tie-break Arbiter knows
# (TieBreakServer's empty rating figures for a field with an unrated
# player counted apart: tbswhole);
# a Swiss's every round is checked by arbiter
# check and by bbpPairings' --check of the original, whose verdicts must
# agree, and where bbpPairings pairs the original's next round, pair-trf
# and the import, paired, must pair it as bbpPairings does.
set -e
bbp=${1:?usage: compare.sh BBPPAIRINGS [TIEBREAKCHECKER.py [REFERENCE_DIR [REPORT...]]]}
tbs=$2
[ "$tbs" = - ] && tbs=
ref=$3
shift $(($# < 3 ? $# : 3))
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. bench/trf/event.sh
ev=$dir/open.arbiter
tbsplayers=0 tbsagree=0
# tbscheck FILE has TieBreakServer count every player's points in a
# report and compares them with the report's points column (Latin-1, as
# FIDE's programs read TRF).
tbscheck() {
	[ -n "$tbs" ] || return 0
	python3 "$tbs" -i "$1" -b latin-1 -t PTS -dT > "$dir/tbs.txt" 2>&1 || { echo "TieBreakServer refuses $1:"; cat "$dir/tbs.txt"; exit 1; }
	tr '\r' '\n' < "$1" | awk '/^001/ { print substr($0, 5, 4) + 0, substr($0, 81, 4) + 0 }' | sort > "$dir/pts.want"
	awk -F '\t' 'NR > 1 { print $1 + 0, $3 + 0 }' "$dir/tbs.txt" | sort > "$dir/pts.got"
	n=$(wc -l < "$dir/pts.want")
	tbsplayers=$((tbsplayers + n))
	tbsagree=$((tbsagree + n - $(comm -3 "$dir/pts.want" "$dir/pts.got" | grep -c . || true)))
}
tbvalues=0 tbagree=0
players_csv "$dir/players.csv"
"$arb" new "$ev" --name "Bench open" --system swiss-dutch --rounds 6 >/dev/null
"$arb" import csv "$ev" "$dir/players.csv" >/dev/null
rounds=0 checked=0 repaired=0
for r in 1 2 3 4 5 6; do
	play_round "$ev" $r
	rounds=$r
	[ $r = 5 ] && "$arb" bye "$ev" --id 2 --kind half >/dev/null
	"$arb" export trf "$ev" -o "$dir/r$r.trf"
	if ! "$bbp" --dutch "$dir/r$r.trf" -c > "$dir/check$r.txt" 2>&1; then
		echo "round $r: bbpPairings refuses the report:"; cat "$dir/check$r.txt"; exit 1
	fi
	checked=$((checked + 1))
	tbscheck "$dir/r$r.trf"
	grep -v "Round #" "$dir/check$r.txt" | grep -q . && { echo "round $r: bbpPairings finds deviations:"; cat "$dir/check$r.txt"; exit 1; }
	if [ $r -lt 6 ]; then
		"$bbp" --dutch "$dir/r$r.trf" -p "$dir/bbp$r.txt" >/dev/null
		cp "$ev" "$dir/next.arbiter"
		"$arb" pair "$dir/next.arbiter" >/dev/null
		"$arb" export trf "$dir/next.arbiter" | tr '\r' '\n' | pairs $((r + 1)) > "$dir/arb$r.txt"
		tail -n +2 "$dir/bbp$r.txt" | sort > "$dir/bbp$r.sorted"
		if ! diff -b "$dir/bbp$r.sorted" "$dir/arb$r.txt" >/dev/null; then
			echo "round $((r + 1)): bbpPairings and Arbiter pair differently"; diff -b "$dir/bbp$r.sorted" "$dir/arb$r.txt"; exit 1
		fi
		"$arb" pair-trf "$dir/r$r.trf" | tail -n +2 | sort > "$dir/trf$r.txt"
		if ! diff -b "$dir/bbp$r.sorted" "$dir/trf$r.txt" >/dev/null; then
			echo "round $((r + 1)): bbpPairings and Arbiter's pair-trf pair differently"; diff -b "$dir/bbp$r.sorted" "$dir/trf$r.txt"; exit 1
		fi
		repaired=$((repaired + 1))
	fi
done
echo "bbpPairings --check accepts $checked/$rounds reports of the event made from scratch with no deviation"
echo "bbpPairings pairs the next round board for board as Arbiter does: $repaired/$((rounds - 1)) rounds"
tbscompare "$ev" "$dir/r$rounds.trf"
# Reports in FIDE's example's and Swiss-Manager's layouts: imported, their
# points (Arbiter's standings) against TieBreakServer's count of Arbiter's
# export; an export TieBreakServer cannot read (uncoloured, event.sh) is
# set aside and counted.
layouts=0 uncol=0
for f in tournament/testdata/*-layout.trf; do
	rm -f "$dir/layout.arbiter"
	"$arb" import trf "$dir/layout.arbiter" "$f" >/dev/null
	"$arb" export trf "$dir/layout.arbiter" -o "$dir/layout.trf"
	# bbpPairings 6 knows record 192's codes of FIDE's table only
	# (Sharly-Chess writes FIDE_DUTCH_2026_BAKU): such a report is checked
	# by bbpPairings as Arbiter exports it.
	if "$bbp" --dutch "$f" -c 2>&1 | grep -q "unsupported tournament type"; then
		bbpread=$dir/layout.trf
	else
		bbpread=$f
	fi
	"$bbp" --dutch "$bbpread" -c > /dev/null 2>&1 || { echo "bbpPairings refuses $bbpread (of $f)"; exit 1; }
	if uncoloured "$dir/layout.trf"; then
		uncol=$((uncol + 1))
	else
		tbscheck "$dir/layout.trf"
	fi
	layouts=$((layouts + 1))
done
echo "bbpPairings reads $layouts/$layouts reports in FIDE's, SharlyChess' and Swiss-Manager's layouts"
[ -n "$tbs" ] && echo "TieBreakServer counts the points of $tbsagree/$tbsplayers players of the event's reports and of $((layouts - uncol)) layouts' exports as Arbiter does ($uncol set aside: their forfeits without colours)"
[ -n "$tbs" ] && echo "TieBreakServer computes $tbagree/$tbvalues points and tie-break values of the finished event as Arbiter does"
# bbpPairings' own regression tests of the Dutch rules, beside its build
# (test/tests: NAME.input, the pairing expected in NAME.output.expected):
# Arbiter's pair-trf must print the same pairing.
tests=$(dirname "$bbp")/test/tests
if [ -d "$tests" ]; then
	ran=0 same=0
	for cpp in "$tests"/*.cpp; do
		grep -q -- '--dutch' "$cpp" && grep -q -- '" -p "' "$cpp" || continue
		t=${cpp%.cpp}
		ran=$((ran + 1))
		# pair-trf, and the test imported, then paired, as an event.
		rm -f "$dir/test.arbiter"
		"$arb" import trf "$dir/test.arbiter" "$t.input" >/dev/null 2>&1 &&
			"$arb" pair "$dir/test.arbiter" >/dev/null 2>&1 &&
			"$arb" export trf "$dir/test.arbiter" | tr '\r' '\n' |
			pairs "$("$arb" info "$dir/test.arbiter" --json | sed -n 's/.*"rounds_paired": *\([0-9]*\).*/\1/p')" > "$dir/testimp.txt" ||
			: > "$dir/testimp.txt"
		tail -n +2 "$t.output.expected" | sort > "$dir/testexp.txt"
		# pair-trf's notes (the file's places not kept) go to the
		# standard error and are no part of the pairing.
		if "$arb" pair-trf "$t.input" 2>/dev/null | diff -b - "$t.output.expected" >/dev/null &&
			diff -b "$dir/testexp.txt" "$dir/testimp.txt" >/dev/null; then
			same=$((same + 1))
		else
			echo "$(basename "$t"): Arbiter's pair-trf or import-then-pair pairs otherwise than bbpPairings' expected output"
		fi
	done
	echo "Arbiter's pair-trf and import-then-pair pair $same/$ran of bbpPairings' Dutch regression tests as they expect"
	[ "$same" = "$ran" ] || exit 1
fi
tbsplayers=0 tbsagree=0
[ -n "$ref$*" ] || exit 0
tbvalues=0 tbagree=0
files=0 rounds=0 agree=0 exported=0
[ "$ref" = - ] && ref=
for f in ${ref:+"$ref"/*.trf}; do
	files=$((files + 1))
	rm -f "$dir/ref.arbiter"
	"$arb" import trf "$dir/ref.arbiter" "$f" >/dev/null
	n=$("$arb" info "$dir/ref.arbiter" --json | sed -n 's/.*"rounds_paired": *\([0-9]*\).*/\1/p')
	r=1
	while [ "$r" -le "${n:-0}" ]; do
		rounds=$((rounds + 1))
		if "$arb" check "$dir/ref.arbiter" --round $r | grep -q "the Dutch rules prescribe"; then
			agree=$((agree + 1))
		else
			echo "$(basename "$f") round $r: arbiter check finds a deviation"
		fi
		r=$((r + 1))
	done
	"$arb" export trf "$dir/ref.arbiter" -o "$dir/ref.trf"
	tbscheck "$dir/ref.trf"
	tbscompare "$dir/ref.arbiter" "$dir/ref.trf" 2>> "$dir/tbdiff.txt"
	if [ -n "$tbs" ]; then
		# The same event started before March 2026: both programs then
		# follow the Tie-Break Regulations' 2024 edition.
		rm -f "$dir/old.arbiter"
		{ printf '042 2025/06/14\r\n'; cat "$f"; } > "$dir/old.trf"
		"$arb" import trf "$dir/old.arbiter" "$dir/old.trf" >/dev/null
		"$arb" export trf "$dir/old.arbiter" -o "$dir/old-export.trf"
		tbscompare "$dir/old.arbiter" "$dir/old-export.trf" 2>> "$dir/tbdiff.txt"
	fi
	if "$bbp" --dutch "$dir/ref.trf" -c 2>&1 | grep -v "Round #" | grep -q .; then
		echo "$(basename "$f"): bbpPairings finds deviations in Arbiter's export"
	else
		exported=$((exported + 1))
	fi
done
if [ -n "$ref" ]; then
	echo "arbiter check finds no deviation in $agree/$rounds rounds of $files reference reports"
	echo "bbpPairings --check accepts Arbiter's export of $exported/$files reference reports with no deviation"
	[ -n "$tbs" ] && echo "TieBreakServer counts the points of $tbsagree/$tbsplayers players of those exports as Arbiter does"
	[ -n "$tbs" ] && echo "TieBreakServer computes $tbagree/$tbvalues points and tie-break values of those events as Arbiter does (each under the 2026 and, dated 2025, the 2024 edition of the Tie-Break Regulations)"
fi
# deviating ROUNDS-FILE prints the rounds a bbpPairings --check output
# finds deviating, one a line.
deviating() {
	awk '/Round #/ { sub(/.*Round #/, ""); r = $1 + 0 } /Checker pairings/ { print r }' "$1"
}
# tbswhole EVENT REPORT ranks a copy of the event by every individual
# tie-break Arbiter knows (the list its refusal of an unknown id names, so
# that it is the program's own), with the modifiers it offers, and has
# TieBreakServer compute the same list from its export, as tbscompare does,
# adding to wholefiles, wholevalues, wholeagree and wholenone. A team event,
# whose tie-breaks are others, is not ranked so. TieBreakServer gives no
# rating-based figure (ARO, TPR, PTP and their averages, "-0") to anyone in
# a field with an unrated player, wanting a rating for the unrated (its -u),
# where Arbiter averages over the rated opponents: such values are counted
# apart (wholenone), every other difference is printed.
wholefiles=0 wholevalues=0 wholeagree=0 wholenone=0
tbswhole() {
	[ -n "$tbs" ] || return 0
	whole=$("$arb" event "$1" --tiebreaks '?' 2>&1 | sed -n 's/.* is not one of //p' | tr -d ' ')
	cp "$1" "$dir/whole.arbiter"
	"$arb" event "$dir/whole.arbiter" --tiebreaks "$whole" > /dev/null 2>&1 || return 0
	"$arb" export trf "$dir/whole.arbiter" -o "$dir/whole.trf"
	v0=$tbvalues a0=$tbagree
	tbscompare "$dir/whole.arbiter" "$dir/whole.trf" 2> "$dir/wholediff.txt"
	none=$(grep -c -E '^[0-9]+ (ARO|ARO/C1|TPR|PTP|APRO|APPO): TieBreakServer -0,' "$dir/wholediff.txt" || true)
	grep -v -E '^[0-9]+ (ARO|ARO/C1|TPR|PTP|APRO|APPO): TieBreakServer -0,' "$dir/wholediff.txt" |
		sed "s|^|$(basename "$2") (every tie-break): |" >> "$dir/tbdiff.txt"
	wholefiles=$((wholefiles + 1)) wholevalues=$((wholevalues + tbvalues - v0))
	wholeagree=$((wholeagree + tbagree - a0)) wholenone=$((wholenone + none))
	# Counted here alone, not in the report's own list's figures.
	tbvalues=$v0 tbagree=$a0
}
# Reports written by other programs.
tbsplayers=0 tbsagree=0 tbsrefused=0
redated=0 others=0 otheragree=0 otherplayers=0 verdicts=0 sameverdict=0 nexts=0 samenext=0 byexport=0 otheruncol=0 otherleft=0 otherrefused=0 othersaid=0
tbvalues0=$tbvalues tbagree0=$tbagree
for f in "$@"; do
	others=$((others + 1))
	rm -f "$dir/other.arbiter"
	# A report the import refuses is named with the refusal and counted.
	if ! "$arb" import trf "$dir/other.arbiter" "$f" > "$dir/import.txt" 2>&1; then
		otherrefused=$((otherrefused + 1))
		echo "$(basename "$f"): refused by the import: $(tail -n 1 "$dir/import.txt")"
		continue
	fi
	kept=$(grep -c 'not kept' "$dir/import.txt" || true)
	[ "$kept" = 0 ] || echo "$(basename "$f"): $kept records not kept (the import lists them)"
	"$arb" export trf "$dir/other.arbiter" -o "$dir/other.trf"
	# The points Arbiter's export writes must be the report's own, or
	# the report's without the byes asked for rounds not yet played,
	# which the export counts and some reports do not (dechamps-*, the
	# suite's README). A player whose points the import names as not
	# the results' ("the file gives 4 points, the results 3") is counted
	# apart, as is a line it leaves out (a bye's stand-in, "spielfrei").
	played=$("$arb" info "$dir/other.arbiter" --json | sed -n 's/.*"rounds_paired": *\([0-9]*\).*/\1/p')
	tr '\r' '\n' < "$f" | awk '/^001/ { print substr($0, 5, 4) + 0, substr($0, 81, 4) + 0 }' > "$dir/own.pts"
	tr '\r' '\n' < "$dir/other.trf" | awk -v played="${played:-0}" '/^001/ {
		later = 0
		for (c = 92 + 10 * played; c + 7 <= length($0); c += 10) {
			code = substr($0, c + 7, 1)
			later += code == "H" ? 0.5 : code == "F" ? 1 : 0
		}
		print substr($0, 5, 4) + 0, substr($0, 81, 4) + 0, substr($0, 81, 4) - later
	}' > "$dir/ours.pts"
	set -- $(awk -v said="$(grep -o 'player [0-9]* [^:]*: the file gives' "$dir/import.txt" | awk '{ printf " %s ", $2 }')" '
		NR == FNR { pts[$1] = $2; without[$1] = $3; next }
		!($1 in pts) { left++; next }
		index(said, " " $1 " ") { apart++; next }
		{ n++; agree += $2 == pts[$1] || $2 == without[$1] }
		END { print n + 0, agree + 0, left + 0, apart + 0 }' "$dir/ours.pts" "$dir/own.pts")
	otherplayers=$((otherplayers + $1)) otheragree=$((otheragree + $2)) otherleft=$((otherleft + $3)) othersaid=$((othersaid + $4))
	if [ "$3" -gt 0 ] && ! grep -q 'left out' "$dir/import.txt"; then
		echo "$(basename "$f"): $3 players the export lacks, unsaid"; otherplayers=$((otherplayers + $3))
	fi
	# TieBreakServer's count of the original's points against its points
	# column (where it reads the original): it judges the report, not
	# Arbiter, so it is printed and no part of the verdict.
	if [ -n "$tbs" ]; then
		if python3 "$tbs" -i "$f" -b latin-1 -t PTS -dT > /dev/null 2>&1; then
			tbscheck "$f"
			comm -3 "$dir/pts.want" "$dir/pts.got" | grep -q . &&
				echo "$(basename "$f"): TieBreakServer's count is not the report's points column (player, points; its count indented):" &&
				comm -3 "$dir/pts.want" "$dir/pts.got"
		else
			tbsrefused=$((tbsrefused + 1))
		fi
	fi
	# An export TieBreakServer cannot read (forfeits without colours, as
	# the report wrote them: event.sh) is set aside and counted.
	if uncoloured "$dir/other.trf"; then
		otheruncol=$((otheruncol + 1))
	elif [ -n "$tbs" ] && "$arb" standings "$dir/other.arbiter" --json | grep -q '"tiebreak_rules": *"20\(0\|1\|2[0-3]\)'; then
		# An event Arbiter ranks by an edition before 2024 (a 2011 report
		# by the 2017 one, which counts an unplayed round against a
		# virtual opponent), TieBreakServer by the 2024 edition, the
		# oldest it knows: compared alike, both dated 2025.
		cp "$dir/other.arbiter" "$dir/redated.arbiter"
		"$arb" event "$dir/redated.arbiter" --start 2025-06-14 --end 2025-06-14 > /dev/null
		"$arb" export trf "$dir/redated.arbiter" -o "$dir/redated.trf"
		tbscompare "$dir/redated.arbiter" "$dir/redated.trf" 2> "$dir/tbdiff1.txt"
		sed "s|^|$(basename "$f") (dated 2025): |" "$dir/tbdiff1.txt" >> "$dir/tbdiff.txt"
		redated=$((redated + 1))
		tbswhole "$dir/redated.arbiter" "$f"
	else
		tbscompare "$dir/other.arbiter" "$dir/other.trf" 2> "$dir/tbdiff1.txt"
		sed "s|^|$(basename "$f"): |" "$dir/tbdiff1.txt" >> "$dir/tbdiff.txt"
		tbswhole "$dir/other.arbiter" "$f"
	fi
	"$arb" info "$dir/other.arbiter" --json | grep -q '"system": *"swiss-dutch"' || continue
	# Each paired round's verdict: arbiter check of the import against
	# bbpPairings' --check of the original, or of Arbiter's export where
	# bbpPairings cannot read the original (Swiss Perfect's points columns,
	# TieBreakServer's "   0 - H").
	n=$("$arb" info "$dir/other.arbiter" --json | sed -n 's/.*"rounds_paired": *\([0-9]*\).*/\1/p')
	src=$f
	"$bbp" --dutch "$f" -c > /dev/null 2>&1 || { src=$dir/other.trf; byexport=$((byexport + 1)); }
	if "$bbp" --dutch "$src" -c > "$dir/bbpcheck.txt" 2>&1; then
		deviating "$dir/bbpcheck.txt" > "$dir/bbpdev.txt"
		r=1
		while [ "$r" -le "${n:-0}" ]; do
			verdicts=$((verdicts + 1))
			theirs=accepts ours=accepts
			grep -qx "$r" "$dir/bbpdev.txt" && theirs=departs
			"$arb" check "$dir/other.arbiter" --round $r 2> /dev/null | grep -q "the Dutch rules prescribe" || ours=departs
			if [ "$theirs" = "$ours" ]; then
				sameverdict=$((sameverdict + 1))
			else
				echo "$(basename "$f") round $r: bbpPairings' check $theirs, arbiter check $ours"
			fi
			r=$((r + 1))
		done
	fi
	# The next round, where bbpPairings pairs the original: pair-trf of
	# the original and the import, paired, give its pairing.
	if "$bbp" --dutch "$f" -p "$dir/bbpnext.txt" > /dev/null 2>&1; then
		nexts=$((nexts + 1))
		tail -n +2 "$dir/bbpnext.txt" | sort > "$dir/bbpnext.sorted"
		"$arb" pair-trf "$f" 2> /dev/null | tail -n +2 | sort > "$dir/trfnext.txt"
		cp "$dir/other.arbiter" "$dir/next.arbiter"
		"$arb" pair "$dir/next.arbiter" > /dev/null 2>&1 || true
		"$arb" export trf "$dir/next.arbiter" | tr '\r' '\n' | pairs $((n + 1)) > "$dir/impnext.txt"
		if diff -b "$dir/bbpnext.sorted" "$dir/trfnext.txt" > /dev/null && diff -b "$dir/bbpnext.sorted" "$dir/impnext.txt" > /dev/null; then
			samenext=$((samenext + 1))
		else
			echo "$(basename "$f") round $((n + 1)): bbpPairings, pair-trf and import-then-pair do not all pair alike"
		fi
	fi
done
if [ "$others" -gt 0 ]; then
	echo "Arbiter keeps the points of $otheragree/$otherplayers players of $((others - otherrefused)) reports other programs wrote ($otherrefused refused by the import; $otherleft lines it left out and $othersaid players whose points it named as not the results', saying so)"
	[ -n "$tbs" ] && echo "TieBreakServer counts the points column of $tbsagree/$tbsplayers players of the originals it reads ($tbsrefused refused; the report's own matter)"
	echo "arbiter check gives bbpPairings' verdict on $sameverdict/$verdicts rounds of those reports that are Swiss (in $byexport of them as bbpPairings reads Arbiter's export, refusing the original)"
	echo "pair-trf and import-then-pair pair the next round as bbpPairings does in $samenext/$nexts reports it can pair"
	[ -n "$tbs" ] && echo "TieBreakServer computes $((tbagree - tbagree0))/$((tbvalues - tbvalues0)) points and tie-break values of those events as Arbiter does ($otheruncol set aside: their forfeits without colours; $redated that Arbiter ranks by an edition before 2024, which TieBreakServer does not know, compared dated 2025 under the 2024 edition)"
	[ -n "$tbs" ] && echo "Ranked by every individual tie-break Arbiter knows, $wholefiles of those events: TieBreakServer computes $wholeagree/$wholevalues values as Arbiter does, and gives none for $wholenone rating-based values of fields with an unrated player, which Arbiter averages over the rated opponents"
fi
if [ -s "$dir/tbdiff.txt" ]; then
	echo "The first values that differ:"; head -20 "$dir/tbdiff.txt"
fi
[ "$agree" = "$rounds" ] && [ "$exported" = "$files" ] && [ "$tbagree" = "$tbvalues" ] &&
	[ "$wholeagree" = "$((wholevalues - wholenone))" ] && [ "$otheragree" = "$otherplayers" ] &&
	[ "$sameverdict" = "$verdicts" ] && [ "$samenext" = "$nexts" ]
