#!/bin/sh
# Builds the Chess Unwinnability Analyzer that `go run ./bench/unwinnable
# -cha PATH` runs beside Arbiter, from local copies of its source (nothing
# is fetched here, and none of it is kept in this repository):
#
#   bench/unwinnable/cha.sh D3_CHESS_DIR STOCKFISH_DIR OUT
#
# D3_CHESS_DIR is a checkout of github.com/miguel-ambrona/D3-Chess;
# STOCKFISH_DIR one of github.com/official-stockfish/Stockfish at the
# commit D3-Chess's lib/stockfish/Makefile checks out (51deae8). The
# Analyzer uses Stockfish for its board and moves only, never its
# evaluation, so Stockfish is built without its network embedded
# (NNUE_EMBEDDING_OFF), which its own build would download. OUT is one
# static file, which runs where neither is installed.
#
# The Analyzer's test vectors that engine/testdata/unwinnability does not
# hold are a set Arbiter is not tuned on:
#
#   grep -v '^#' D3_CHESS_DIR/tests/test-vector.txt | grep . |
#     awk 'NR==FNR{s[substr($0,4)]; next} !(substr($0,4) in s)' \
#     engine/testdata/unwinnability/positions.txt - > /tmp/vectors.txt
#   go run ./bench/unwinnable -cha OUT -v -sets /tmp/vectors.txt
set -e
usage='usage: cha.sh D3_CHESS_DIR STOCKFISH_DIR OUT'
d3=$(cd "${1:?$usage}" && pwd)
sf=$(cd "${2:?$usage}" && pwd)
out=${3:?$usage}
case $out in /*) ;; *) out=$PWD/$out ;; esac
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp -R "$sf/src" "$dir/sf"
cp "$d3"/lib/stockfish/stockfish.cpp "$d3"/lib/stockfish/stockfish.h "$dir/sf/"
flags="-std=c++17 -O3 -DNDEBUG -DIS_64BIT -DUSE_POPCNT -mpopcnt -msse4.1"
cd "$dir/sf"
# Stockfish's own main is left out: the Analyzer brings its own.
for f in $(find . -name '*.cpp' ! -name main.cpp); do
	g++ $flags -DNNUE_EMBEDDING_OFF -c "$f" -o "${f%.cpp}.o"
done
cd "$d3/src"
g++ $flags -I"$dir/sf" -o "$out" util.cpp semistatic.cpp dynamic.cpp cha.cpp main.cpp \
	$(find "$dir/sf" -name '*.o') -lpthread -static
said=$(echo 'k7/8/8/8/8/8/8/K6R w - - white' | "$out")
echo "$said" | grep -q '^winnable' || {
	echo "cha.sh: $out does not find K+R's mate" >&2
	exit 1
}
echo "$out: $(echo "$said" | head -1)"
