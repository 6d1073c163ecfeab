#!/usr/bin/env bash
# The Windows build's command line under Wine, step for step against the
# Linux build: a new event in a folder whose name needs more than ASCII,
# a player list in Windows-1252, pairing, results, undo, a backup and its
# restore, the TRF report, the venue's pages (through arbiter-venue), every
# PDF, a second instance refused while the window holds the file, and a
# file that is no tournament refused.
#
#   internal/wine/e2e.sh LINUX_BINARY WINDOWS_EXE SHIM_DLL
#
# WINDOWS_EXE opens the window by starting arbiter-window.exe from its own
# folder, as the installed program does.
#
# Both builds run the same steps; their exit codes and output (paths made
# alike), the TRF reports (byte for byte) and the PDFs (their text, by
# pdftotext -layout) must agree. The Windows build sees its files through
# a drive letter with backslashes (Z:\tmp\...).
#
# Debian 12's Wine lacks ProcessPrng, without which a Go program stops at
# start: SHIM_DLL (processprng.c) is put into the test's own Wine prefix,
# ARBITER_WINEPREFIX (default ~/.cache/arbiter/wine), made on first use and
# kept for the next run.
set -euo pipefail

linux=$(realpath "$1")
exe=$(realpath "$2")
shim=$(realpath "$3")
for program in arbiter-window.exe arbiter-event.exe arbiter-venue.exe; do
	[ -f "$(dirname "$exe")/$program" ] || {
		echo "FAIL: no $program beside $exe (make windows builds all four)"
		exit 1
	}
done

# shellcheck source=internal/wine/common.sh
. "$(dirname "$0")/common.sh"

# The player list, as a Windows spreadsheet saves it: Windows-1252.
iconv -f UTF-8 -t WINDOWS-1252 >"$work/players.csv" <<'EOF'
Nimi;Vahvuusluku;Seura;Luokka;Sukupuoli
Heikki Mäkelä;2105;Lahden Shakki;I;m
Mart Õispuu;2040;Viljandi Male;I;m
Šarlota Žukova;1955;Narva Male;II;nainen
Liisa Kärppä;1910;Jyväskylän Shakki;II;nainen
Ülo Põder;1870;Rakvere Vanker;II;m
Tiina Sõrm;1805;Haapsalu Male;III;nainen
Juha Pöyhönen;1777;Kuopion Shakki;III;m
Ants Šabanov;1730;Kohtla-Järve Male;III;m
EOF
printf 'SQLite format 3\0 but not a tournament\n' >"$work/broken.arbiter"

# steps SIDE RUNNER...: runs every step with RUNNER (the program and how
# to start it) in $work/SIDE, writing SIDE.log (exit code and output of
# each step) with the side's folder written <DIR>.
steps() {
	local side=$1
	shift
	local dir="$work/$side/Kevät Õun"
	mkdir -p "$dir"
	cp "$work/players.csv" "$work/broken.arbiter" "$dir/"
	local p=$dir
	[ "$side" = windows ] && p="Z:${dir//\//\\}"
	local sep=/
	[ "$side" = windows ] && sep='\'
	local file="$p${sep}šaakki.arbiter"
	local log=$work/$side.log
	: >"$log"
	step() {
		local name=$1
		shift
		local code=0
		"$@" >"$work/out" 2>"$work/err" </dev/null || code=$?
		# Wine's own complaint about its server connection ("wine client
		# error:28c: ", once at the end of a step whose program had exited
		# 0 with the Linux build's output) is Wine's, not the program's,
		# and WINEDEBUG=-all does not quiet it: it is taken out of the
		# comparison and counted, and the count is said at the end.
		if grep -q 'wine client error:' "$work/err"; then
			grep -o 'wine client error:[0-9a-f]*:' "$work/err" >>"$work/wine-client-errors"
			perl -0pi -e 's/wine client error:[0-9a-f]+:[^\n]*\n?//g' "$work/err"
		fi
		{
			echo "### $name: exit $code"
			cat "$work/out" "$work/err"
		} >>"$log"
	}
	step new "$@" new "$file" --name "Kevätturnaus" --site "Põltsamaa" --system swiss-dutch --rounds 3 --start 2026-03-07 --end 2026-03-08
	step import "$@" import csv "$file" "$p${sep}players.csv"
	step players "$@" player list "$file"
	step pair1 "$@" pair "$file"
	step result1 "$@" result "$file" --round 1 --board 1 1-0
	step result2 "$@" result "$file" --round 1 --board 2 ½-½
	step result3 "$@" result "$file" --round 1 --board 3 0-1
	step result-wrong "$@" result "$file" --round 1 --board 4 0-1
	step undo "$@" undo "$file"
	step result4 "$@" result "$file" --round 1 --board 4 +/-
	step backup "$@" backup "$file"
	step pair2 "$@" pair "$file"
	step result5 "$@" result "$file" --round 2 --board 1 ½-½
	# An envelope before the restore, for board 2 of round 2, which has no
	# result: a finished game has no move to seal.
	step print-envelope "$@" print envelope "$file" --round 2 --board 2 --blank -o "$p${sep}envelope.pdf"
	local backup
	backup=$(cd "$dir/šaakki.arbiter-backups" && ls | grep -- '-manual\.arbiter$' | tail -1)
	step restore "$@" restore "$file" "$p${sep}šaakki.arbiter-backups${sep}$backup"
	step info "$@" info "$file"
	step standings "$@" standings "$file"
	step crosstable "$@" crosstable "$file"
	step export-trf "$@" export trf "$file" -o "$p${sep}report.trf"
	# The venue's pages: arbiter starts arbiter-venue beside it for them.
	step export-html "$@" export html "$file" -o "$p${sep}site"
	for kind in pairings slips scoresheets pack players crosstable standings norms report; do
		step "print-$kind" "$@" print "$kind" "$file" -o "$p${sep}$kind.pdf"
	done
	# The schedule is a round robin's: the demo event is one. Its norms
	# report too: the Swiss above, under the FIDE Laws, gives no 1953
	# category, and both builds refuse its report alike.
	step demo "$@" demo "$p${sep}kevät-demo.arbiter"
	step print-schedule "$@" print schedule "$p${sep}kevät-demo.arbiter" -o "$p${sep}schedule.pdf"
	step print-demo-norms "$@" print norms "$p${sep}kevät-demo.arbiter" -o "$p${sep}demo-norms.pdf"
	step broken "$@" info "$p${sep}broken.arbiter"
	step missing "$@" standings "$p${sep}ei ole.arbiter"
	# Paths in the output as the Linux build writes them.
	if [ "$side" = windows ]; then
		local esc=${p//\\/\\\\}
		sed -i "s#${esc}#<DIR>#g; s#\\\\#/#g" "$log"
	else
		sed -i "s#${dir}#<DIR>#g" "$log"
	fi
	# Backup names and times differ from run to run.
	sed -i -E 's#[0-9]{4}-[0-9]{2}-[0-9]{2}[T _][0-9]{2}[:-][0-9]{2}[:-][0-9]{2}#<TIME>#g' "$log"
}

start=$SECONDS
: >"$work/wine-client-errors"
steps linux "$linux"
steps windows wine "$exe"
fail=0
if [ -s "$work/wine-client-errors" ]; then
	echo "wine: $(wc -l <"$work/wine-client-errors") complaint(s) of Wine's about its server left out of the comparison: $(sort -u "$work/wine-client-errors" | tr '\n' ' ')"
fi
if ! diff -u "$work/linux.log" "$work/windows.log"; then
	echo "FAIL: the Windows build's output differs from the Linux build's"
	fail=1
fi
lin=$work/linux/Kevät\ Õun
win=$work/windows/Kevät\ Õun
if ! cmp "$lin/report.trf" "$win/report.trf"; then
	echo "FAIL: the TRF reports differ"
	fail=1
fi
# readable is a PDF's text with the time of the change its sheet's foot
# names masked ("as of change 50, 6 Dec 2026 <TIME>"): the two builds made
# their files a minute or more apart; the change's number must agree.
readable() {
	pdftotext -layout "$1" - | sed -E 's/((change|muutoksen|muudatuse) [0-9]+[^,]*, [^·]*[^0-9])[0-9]{1,2}[:.][0-9]{2}/\1<TIME>/'
}
pdfs=0
for pdf in "$lin"/*.pdf; do
	name=$(basename "$pdf")
	if [ ! -s "$win/$name" ]; then
		echo "FAIL: the Windows build made no $name"
		fail=1
		continue
	fi
	if ! diff <(readable "$pdf") <(readable "$win/$name") >/dev/null; then
		echo "FAIL: $name reads differently"
		fail=1
	fi
	pdfs=$((pdfs + 1))
done
if [ "$pdfs" -lt 11 ]; then
	echo "FAIL: only $pdfs PDFs made"
	fail=1
fi
grep -q '^### broken: exit 1' "$work/windows.log" || { echo "FAIL: the broken file was not refused"; fail=1; }
# The same files beside the event, nothing left behind (backup names by
# their kind).
files() { (cd "$1" && ls -A . šaakki.arbiter-backups | sed -E 's/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9-]{8}-//' | sort); }
if ! diff -u <(files "$lin") <(files "$win"); then
	echo "FAIL: the Windows build left other files than the Linux build"
	fail=1
fi

# A second instance: while the window holds the file, a change from the
# command line is refused.
file="Z:${win//\//\\}\\šaakki.arbiter"
window_holds "$exe" "$file" wine "$exe" "$file"
case "$refused" in
*"is open in the Arbiter window ("*) echo "second instance refused: $refused" ;;
*)
	echo "FAIL: a second instance was not refused while the window held the file: ${refused:-nothing refused}"
	echo "the window's output:"
	cat "$work/gui.log"
	fail=1
	;;
esac
echo "wine: $((SECONDS - start)) s for both builds' steps"
[ "$fail" = 0 ] && echo "PASS: the Windows build under Wine agrees with the Linux build ($pdfs PDFs, TRF, $(grep -c '^###' "$work/linux.log") steps)"
exit "$fail"
