"""Pairs every round of the Dubov corpus with a local CPPDubovSystem build.

Usage: python3 cppdubov.py CORPUSDIR PATH/TO/CPPDubovSystem OUT.txt

For each file and round R it writes the tournament as it stood before R
(each player's first R-1 rounds and the score they make; the players
with a requested bye or absence in round R, as the corpus generator gave
them to py4swiss, named in an XXZ record, which CPPDubovSystem leaves
unpaired, as a cell of the round it would read as played; the XXS line,
which it does not read, left out), runs
`CPPDubovSystem --pairings IN --output OUT.csv`, and appends one line per
board to OUT.txt: "FILE ROUND WHITE BLACK" (BLACK 0 for the
pairing-allocated bye), or "FILE ROUND ERROR" when it gave no pairing.
"""

import subprocess
import sys
import tempfile
from pathlib import Path

START = 89  # where round 1 starts in a player line (0-based, two blanks before the opponent)
WIDTH = 10
POINTS = {"1": 1, "=": 0.5, "+": 1, "H": 0.5, "F": 1, "U": 1}


def before(lines, rnd, xxz=False):
    """The report as it stood before round rnd; a player absent in rnd
    keeps his cell of it (bbpPairings' way), or with xxz is named in an
    XXZ record instead, which CPPDubovSystem leaves unpaired (it reads a
    cell of the round as a round played)."""
    out, absent = [], []
    for line in lines:
        if line.startswith("XXS"):
            continue
        if not line.startswith("001"):
            out.append(line)
            continue
        head, cells = line[:START], line[START:]
        kept = [cells[i * WIDTH:(i + 1) * WIDTH] for i in range(rnd - 1)]
        # CPPDubovSystem reads the score from the points column: the
        # score before the round.
        points = sum(POINTS.get(c.rstrip()[-1:], 0) for c in kept)
        head = head[:80] + f"{points:4.1f}" + head[84:]
        cell = cells[(rnd - 1) * WIDTH:rnd * WIDTH]
        if cell.rstrip().endswith(("H", "Z", "F")) and cell.strip().startswith("0000"):
            if xxz:
                absent.append(head[4:8].strip())
            else:
                kept.append(cell)
        out.append((head + "".join(kept)).rstrip())
    if absent:
        out.append("XXZ " + " ".join(absent))
    return "\n".join(out) + "\n"


def rounds(lines):
    n = 0
    for line in lines:
        if line.startswith("001"):
            n = max(n, (len(line.rstrip()) - (START) + 2) // WIDTH)
    return n


def pair_all(corpus, out, last, command, boards, cut=before):
    """Pairs rounds 1..last(lines) of every file of corpus, each from the
    rounds before it, by command(IN, OUT), appending one line a board to
    out: boards(OUT's text) gives them as (white, black)."""
    with out.open("w") as res, tempfile.TemporaryDirectory() as tmp:
        for f in sorted(corpus.glob("*.trf")):
            lines = f.read_text().splitlines()
            for rnd in range(1, last(lines) + 1):
                src, dst = Path(tmp) / "in.trf", Path(tmp) / "out"
                src.write_text(cut(lines, rnd))
                dst.unlink(missing_ok=True)
                run = subprocess.run(command(str(src), str(dst)), capture_output=True, text=True, timeout=600)
                if run.returncode != 0 or not dst.exists():
                    res.write(f"{f.name} {rnd} ERROR\n")
                    continue
                for w, b in boards(dst.read_text()):
                    res.write(f"{f.name} {rnd} {w} {b}\n")


def csv_boards(text):
    for row in text.split()[1:]:  # after the header
        w, b = row.split(",")
        yield w, 0 if b == "-1" else b


def main():
    corpus, exe, out = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
    pair_all(corpus, out, rounds, lambda src, dst: [exe, "--pairings", src, "--output", dst], csv_boards,
             lambda lines, rnd: before(lines, rnd, xxz=True))


if __name__ == "__main__":
    main()
