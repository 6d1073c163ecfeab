#!/usr/bin/env bash
# A Go test binary built for Windows (GOOS=windows go test -c), run under
# Wine in the test's own prefix: the tests of what only Windows does, such
# as internal/program's job object, which ends the venue's program with
# arbiter.exe ended by force. Not for tests that use t.TempDir, whose
# cleanup Wine 8 fails (docs/known-defects.md).
#
#   internal/wine/gotest.sh TEST_EXE SHIM_DLL
set -euo pipefail

exe=$(realpath "$1")
shim=$(realpath "$2")
# shellcheck source=internal/wine/common.sh
. "$(dirname "$0")/common.sh"
wine "$exe" -test.count=1 -test.v
