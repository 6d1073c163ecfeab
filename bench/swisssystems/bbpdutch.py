"""Pairs the seeding rounds of the Burstein corpus with a local bbpPairings build.

Usage: python3 bbpdutch.py CORPUSDIR PATH/TO/bbpPairings OUT.txt

The Burstein system pairs its seeding rounds (C.04.4.2 1.6: half the rounds,
rounded down, at most four) by the Dutch system, whose reference is
bbpPairings. For each file and seeding round R it writes the tournament as
it stood before R (as cppdubov.py does for the Dubov corpus), runs
`bbpPairings --dutch IN -p OUT`, and appends one line per board to OUT.txt:
"FILE ROUND WHITE BLACK" (BLACK 0 for the pairing-allocated bye), or
"FILE ROUND ERROR" when it gave no pairing.
"""

import sys
from pathlib import Path

from cppdubov import pair_all, rounds


def seeding(lines):
    for line in lines:
        if line.startswith("XXR"):
            return min(int(line.split()[1]) // 2, 4)
    return 0


def main():
    corpus, exe, out = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
    pair_all(corpus, out, lambda lines: min(seeding(lines), rounds(lines)),
             lambda src, dst: [exe, "--dutch", src, "-p", dst],
             lambda text: (row.split() for row in text.splitlines()[1:]))  # after the count


if __name__ == "__main__":
    main()
