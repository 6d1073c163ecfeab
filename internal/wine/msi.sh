#!/usr/bin/env bash
# The Windows installer under Wine, as a user without administrator
# rights would meet it:
#   1. msiexec installs it quietly, per user, into
#      %LOCALAPPDATA%\Programs\Arbiter, with a Start-menu entry;
#   2. .arbiter is the user's file type, with arbiter-window.exe's icon
#      and an "Open with Arbiter" verb that runs arbiter-window.exe "%1"
#      (the window's program, beside arbiter.exe, the commands');
#   3. a tournament file opened by the command its file type names, as a
#      double click in Explorer runs it, is held by the installed Arbiter's
#      window;
#   4. msiexec /x removes the program, the entry and the file type.
#
#   internal/wine/msi.sh MSI SHIM_DLL
set -euo pipefail

msi=$(realpath "$1")
shim=$(realpath "$2")
# shellcheck source=internal/wine/common.sh
. "$(dirname "$0")/common.sh"

start=$SECONDS
fail=0
failed() {
	echo "FAIL: $*"
	fail=1
}
win() { echo "Z:${1//\//\\}"; }
# reg_value KEY: the key's default value, empty (and no failure, which
# would end the test without a word) when the key is not there.
reg_value() { { wine reg query "$1" /ve 2>/dev/null || true; } | tr -d '\r' | sed -n 's/.*REG_SZ *//p'; }

# What an earlier run left, if it stopped half way.
wine msiexec /x "$(win "$msi")" /qn >/dev/null 2>&1 || true

wine msiexec /i "$(win "$msi")" /qn || failed "msiexec /i ended with $?"
local_app=$(winepath -u "$(wine cmd /c echo %LOCALAPPDATA% | tr -d '\r')")
app_data=$(winepath -u "$(wine cmd /c echo %APPDATA% | tr -d '\r')")
exe=$local_app/Programs/Arbiter/arbiter.exe
window_exe=$local_app/Programs/Arbiter/arbiter-window.exe
event_exe=$local_app/Programs/Arbiter/arbiter-event.exe
venue_exe=$local_app/Programs/Arbiter/arbiter-venue.exe
lnk="$app_data/Microsoft/Windows/Start Menu/Programs/Arbiter.lnk"
[ -f "$exe" ] || failed "no $exe after the install"
[ -f "$window_exe" ] || failed "no $window_exe after the install"
[ -f "$event_exe" ] || failed "no $event_exe after the install"
[ -f "$venue_exe" ] || failed "no $venue_exe after the install"
[ -f "$lnk" ] || failed "no Start-menu entry $lnk"
type=$(reg_value 'HKCU\Software\Classes\.arbiter')
[ "$type" = Arbiter.Event ] || failed ".arbiter is of type '$type', not Arbiter.Event"
command=$(reg_value 'HKCU\Software\Classes\Arbiter.Event\shell\open\command')
case "$command" in
'"'*'Programs\Arbiter\arbiter-window.exe" "%1"') ;;
*) failed ".arbiter opens with '$command'" ;;
esac
icon=$(reg_value 'HKCU\Software\Classes\Arbiter.Event\DefaultIcon')
case "$icon" in
'"'*'Programs\Arbiter\arbiter-window.exe",0') ;;
*) failed ".arbiter's icon is '$icon'" ;;
esac
verb=$(reg_value 'HKCU\Software\Classes\Arbiter.Event\shell\open')
[ "$verb" = "Open with Arbiter" ] || failed ".arbiter's open verb reads '$verb'"

# An event, made by the installed program and opened by the command the
# file type names, as Explorer's double click runs it. Wine 8's shell
# reads no per-user classes (HKCU\Software\Classes is not merged into
# HKEY_CLASSES_ROOT there, as it is on Windows), so its start FILE finds
# nothing: the lookup is the shell's, done here, from the extension to its
# type to the type's open command, %1 the file.
event=$work/Kevät.arbiter
open=$(reg_value 'HKCU\Software\Classes\'"$type"'\shell\open\command')
program=$(sed -n 's/^"\([^"]*\)" "%1"$/\1/p' <<<"$open")
refused=
if [ -f "$exe" ] && [ -n "$program" ]; then
	wine "$exe" demo "$(win "$event")" >/dev/null
	wine "$exe" result "$(win "$event")" --round 1 --board 1 1-0 >/dev/null
	window_holds "$exe" "$(win "$event")" wine "$program" "$(win "$event")"
	wineserver -k 2>/dev/null || true
	wineserver -w
	# The uninstall and its checks on a server kept until the end, as the
	# install's were (common.sh): one the uninstall started alone ended
	# after it, and the checks' reg met a fresh one.
	wineserver -p
fi
case "$refused" in
*"is open in the Arbiter window ("*) echo "opened by .arbiter's command: $refused" ;;
*)
	failed "the event opened through its file type was not held by Arbiter's window: ${refused:-nothing refused}"
	[ ! -f "$work/gui.log" ] || cat "$work/gui.log"
	;;
esac

wine msiexec /x "$(win "$msi")" /qn || failed "msiexec /x ended with $?"
[ ! -e "$exe" ] || failed "$exe is still there after the uninstall"
[ ! -e "$window_exe" ] || failed "$window_exe is still there after the uninstall"
[ ! -e "$event_exe" ] || failed "$event_exe is still there after the uninstall"
[ ! -e "$venue_exe" ] || failed "$venue_exe is still there after the uninstall"
[ ! -e "$(dirname "$exe")" ] || failed "$(dirname "$exe") is still there after the uninstall"
[ ! -e "$lnk" ] || failed "the Start-menu entry is still there after the uninstall"
[ -z "$(reg_value 'HKCU\Software\Classes\.arbiter')" ] || failed ".arbiter is still a file type after the uninstall"
[ -z "$(reg_value 'HKCU\Software\Classes\Arbiter.Event\shell\open\command')" ] || failed "Arbiter.Event is still there after the uninstall"
[ -z "$(reg_value 'HKCU\Software\Classes\Arbiter.Event\DefaultIcon')" ] || failed "Arbiter.Event's icon is still there after the uninstall"
echo "msi: $((SECONDS - start)) s to install, open through the file type and uninstall"
[ "$fail" = 0 ] && echo "PASS: the installer installs per user, opens .arbiter files and uninstalls cleanly under Wine"
exit "$fail"
