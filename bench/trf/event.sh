# The Dutch Swiss both bench/trf/compare.sh and bench/trf/trf2026.sh make
# from scratch on the command line, and the reading of a report's pairing
# both compare with bbpPairings'. Sourced from the tree's root with $dir a
# folder of the script's own, where it builds $arb, the arbiter of this
# tree.

arb=$dir/arbiter
go build -o "$arb" ./cli/arbiter
# arbiter starts the event program from its own folder for the commands
# that open an event file.
go build -o "$dir/arbiter-event" ./cli/arbiter-event

# players_csv FILE writes the player list: Finnish, Estonian, Polish and
# Czech names, so that every report carries letters beyond ASCII.
players_csv() {
	cat > "$1" <<'CSV'
name,rating,federation
"Virtanen, Mikko",2240,FIN
"Kask, Jaan",2100,EST
"Äijälä, Pekka",2015,FIN
"Tamm, Kadri",1950,EST
"Łukasiewicz, Łucja",1900,POL
"Dvořák, Jiří",1880,CZE
"Saar, Jüri",1800,EST
"Šmidt, Žanna",1790,EST
"Õun, Tõnu",1780,EST
"Lehtonen, Aino",1700,FIN
"Nieminen, Sanna",1620,FIN
CSV
}

# The results of a round's boards, board 1 first.
results="1-0 ½-½ 0-1 1-0 0-1 ½-½"

# play_results EVENT ROUND enters the round's results, board by board;
# with a third argument "forfeit", board 2's is a forfeit (+/-).
play_results() {
	b=1
	for res in $results; do
		[ "$3" = forfeit ] && [ $b = 2 ] && res=+/-
		"$arb" result "$1" --round "$2" --board $b -- "$res" > /dev/null 2>&1 || true
		b=$((b + 1))
	done
}

# play_round EVENT ROUND pairs and plays one round of the Swiss: a half
# point bye requested by player 5 for round 2, a zero point bye by player
# 3 for round 4, a forfeit on board 2 of round 3, and player 11 withdrawn
# after round 3.
play_round() {
	case $2 in
	2) "$arb" bye "$1" --id 5 --kind half > /dev/null ;;
	4) "$arb" bye "$1" --id 3 --kind zero > /dev/null ;;
	esac
	"$arb" pair "$1" > /dev/null
	if [ "$2" = 3 ]; then
		play_results "$1" "$2" forfeit
		"$arb" player withdraw "$1" --id 11 --after-round 3 > /dev/null
	else
		play_results "$1" "$2"
	fi
}

# pairs ROUND prints a report's pairing of ROUND as "white black" lines
# (the pairing-allocated bye as "id 0"), sorted.
pairs() {
	awk -v c=$((92 + 10 * ($1 - 1))) '/^001/ {
		id = substr($0, 5, 4) + 0; cell = substr($0, c, 8)
		opp = substr(cell, 1, 4) + 0; col = substr(cell, 6, 1); res = substr(cell, 8, 1)
		if (col == "w") print id, opp
		else if (opp == 0 && res == "U") print id, 0
	}' | sort
}

# uncoloured REPORT: whether a game against an opponent is written
# without colours ("   4 - +", as FIDE's example layout writes a forfeit
# and the TRF allows), which Arbiter's export keeps and TieBreakServer
# 1.9.57 cannot read (it stops: "Program error").
uncoloured() {
	tr '\r' '\n' < "$1" | awk '/^001/ { for (i = 92; i + 7 <= length($0); i += 10) { c = substr($0, i, 8); if (substr(c, 1, 4) + 0 > 0 && substr(c, 6, 1) == "-") found = 1 } } END { exit !found }'
}

# tbscompare FILE.arbiter REPORT has TieBreakServer ($tbs) compute the
# tie-breaks the report names (record 202), under the rules of the
# event's system, and compares each value with Arbiter's standings,
# adding to tbvalues and tbagree; it prints the values that differ. A
# player's (a team's) value is compared under TieBreakServer's code of
# Arbiter's tie-break ("bh-c1" BH/C1, "bh:gp" BH:GP, "wins" WIN, "black"
# BPG, "koya" KS) and PTS (a team's MPTS and GPTS) under the points.
tbscompare() {
	[ -n "$tbs" ] || return 0
	"$arb" standings "$1" --json > "$dir/standings.json"
	# Arbiter's standings are those after the last complete round; a round
	# holding only byes asked for it is not counted (-n).
	complete=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["complete"])' "$dir/standings.json")
	# A Swiss (a team Swiss) under the rules for Swiss events (-s), any
	# other system under those for events paired in advance (-p).
	rules=-p
	"$arb" info "$1" --json | grep -q '"system": *"[a-z-]*swiss' && rules=-s
	python3 "$tbs" -i "$2" -b latin-1 $rules -n "$complete" -dT > "$dir/tb.txt" 2>&1 || { echo "TieBreakServer refuses $2:"; cat "$dir/tb.txt"; exit 1; }
	set -- $(python3 - "$dir/standings.json" "$dir/tb.txt" <<'PY'
import json, sys
special = {"wins": "WIN", "black": "BPG", "koya": "KS"}
st = json.load(open(sys.argv[1]))
ours = {}
for r in st["rows"]:
    v = {special.get(t["id"], t["id"].upper().replace("-", "/")): t["value"] for t in r["tiebreaks"]}
    if "points" in r:
        v["PTS"] = r["points"]
    else:
        v["PTS"], v["MPTS"], v["GPTS"] = r["match_points"], r["match_points"], r["game_points"]
    ours[r["no"]] = v
lines = [l.rstrip("\n").split("\t") for l in open(sys.argv[2]) if l.strip()]
head, total, agree = lines[0], 0, 0
for row in lines[1:]:
    no = int(row[0])
    for name, v in zip(head[2:], row[2:]):
        if name not in ours.get(no, {}):
            continue
        total += 1
        if abs(float(v) - ours[no][name]) < 1e-6:
            agree += 1
        else:
            print("%d %s: TieBreakServer %s, Arbiter %s" % (no, name, v, ours[no][name]), file=sys.stderr)
print(total, agree)
PY
)
	tbvalues=$((tbvalues + $1)) tbagree=$((tbagree + $2))
}
