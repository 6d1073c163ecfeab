# What the Wine tests (e2e.sh, msi.sh) share, sourced with $shim set to
# the ProcessPrng DLL.
#
# The test's own Wine prefix: ARBITER_WINEPREFIX (default
# ~/.cache/arbiter/wine), made on first use and kept for the next run,
# with the shim in it before Wine's own bcryptprimitives.
export WINEPREFIX=${ARBITER_WINEPREFIX:-$HOME/.cache/arbiter/wine}
export WINEDEBUG=-all
# The shim before Wine's own bcryptprimitives; no .NET or HTML engine.
export WINEDLLOVERRIDES="bcryptprimitives=n,b;mscoree,mshtml="
export ARBITER_LANG=en
system32=$WINEPREFIX/drive_c/windows/system32
if [ ! -f "$WINEPREFIX/system.reg" ]; then
	echo "wine: making the prefix $WINEPREFIX"
	mkdir -p "$WINEPREFIX"
	WINEARCH=win64 wineboot -i >/dev/null 2>&1
	wineserver -w
fi
cp "$shim" "$system32/bcryptprimitives.dll"
# One wine server for every step, kept until the test ends: by default it
# ends a few seconds after its last program, saving the registry as it
# goes, and a step started meanwhile under load met a fresh server that
# read the registry before that save (msi.sh read the installer's open
# verb as empty once in a make test at a load of 13; e2e.sh kept one of
# its own, msi.sh none).
wineserver -p

# A folder for the test's files and the window it starts, both gone with
# the test, and with them the wine server.
work=$(mktemp -d)
gui=
cleanup() {
	[ -n "$gui" ] && kill -- -"$gui" 2>/dev/null
	wineserver -k 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

# window_holds EXE FILE COMMAND...: starts COMMAND (which should open FILE,
# a Z: path, in Arbiter's window) on a virtual display, and sets $refused
# to what EXE says when asked to change FILE while the window holds it;
# empty when nothing was refused in 180 s or the window ended first. EXE
# is asked only once the record the window writes beside the file as it
# takes the lock (tournament/store's holder) names it, and again while
# the window lives and is not refused: each asking is a command and the
# event program it starts under Wine, a second of CPU and more at load,
# which asking every second until the window held the file spent a dozen
# times over; and a step started meanwhile could be the first of the wine
# server's programs to need Wine's desktop, which it then made without
# the display, where the window's could make none.
window_holds() {
	local exe=$1 file=$2
	shift 2
	local unix=${file#Z:}
	unix=${unix//\\//}
	local holder
	holder="$(dirname "$unix")/.$(basename "$unix").holder"
	# Wine's desktop process, started by steps without a display, cannot
	# make windows: a fresh wine server starts one on the virtual display.
	wineserver -k 2>/dev/null || true
	wineserver -w
	wineserver -p
	# In a process group of its own, so that the kill below ends the
	# virtual display with xvfb-run: xvfb-run killed alone leaves its Xvfb
	# running after the test (two were left by each make test).
	setsid xvfb-run -a -s "-screen 0 1024x700x24" "$@" >"$work/gui.log" 2>&1 &
	gui=$!
	refused=
	local until=$((SECONDS + 180))
	while [ "$SECONDS" -lt "$until" ] && kill -0 "$gui" 2>/dev/null; do
		sleep 1
		grep -qs '"program":"window"' "$holder" || continue
		if ! wine "$exe" result "$file" --round 1 --board 1 1-0 >"$work/second.out" 2>&1; then
			refused=$(cat "$work/second.out")
			break
		fi
	done
	kill -- -"$gui" 2>/dev/null || true
	wait "$gui" 2>/dev/null || true
	gui=
}
