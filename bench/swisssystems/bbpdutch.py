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

import subprocess
import sys
import tempfile
from pathlib import Path

from cppdubov import before, rounds


def seeding(lines):
    for line in lines:
        if line.startswith("XXR"):
            return min(int(line.split()[1]) // 2, 4)
    return 0


def main():
    corpus, exe, out = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
    with out.open("w") as res, tempfile.TemporaryDirectory() as tmp:
        for f in sorted(corpus.glob("*.trf")):
            lines = f.read_text().splitlines()
            for rnd in range(1, min(seeding(lines), rounds(lines)) + 1):
                src, dst = Path(tmp) / "in.trf", Path(tmp) / "out.txt"
                src.write_text(before(lines, rnd))
                dst.unlink(missing_ok=True)
                run = subprocess.run([exe, "--dutch", str(src), "-p", str(dst)],
                                     capture_output=True, text=True, timeout=600)
                if run.returncode != 0 or not dst.exists():
                    res.write(f"{f.name} {rnd} ERROR\n")
                    continue
                for row in dst.read_text().splitlines()[1:]:  # after the count
                    w, b = row.split()
                    res.write(f"{f.name} {rnd} {w} {b}\n")


if __name__ == "__main__":
    main()
