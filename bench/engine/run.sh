#!/bin/sh
# Runs the perft speed comparison on one core (GOMAXPROCS=1), as the
# reference figures were measured single-threaded.
set -e
cd "$(dirname "$0")"
GOMAXPROCS=1 exec go run . "$@"
