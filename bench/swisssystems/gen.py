"""Generates the Dubov and Burstein reference corpora with py4swiss.

Each tournament is seeded: random ratings, 8-150 players, 5-11 rounds; before
each round some players take a requested half-point or zero-point bye, some
withdraw for good; py4swiss pairs the round (the system itself), then every
game gets a random result: wins, draws, losses and a few forfeits.

Usage: PYTHONPATH=PY4SWISS/src python3 gen.py dubov|burstein OUTDIR [COUNT] [FIRSTSEED] [plain]
where PY4SWISS is a local checkout of py4swiss with its two extension
modules built. "plain" leaves out the requested byes and withdrawals, for
CPPDubovSystem, which cannot be told of them; its files are named
plain-SEED.trf.
"""

import random
import sys
from pathlib import Path

from py4swiss.engines import BursteinEngine, DubovEngine
from py4swiss.trf import ParsedTrf
from py4swiss.trf.codes import PlayerCode
from py4swiss.trf.results import ColorToken, ResultToken, RoundResult
from py4swiss.trf.sections import PlayerSection, XSection
from py4swiss.trf.sections.x_section import XSectionConfiguration

ENGINES = {"dubov": DubovEngine, "burstein": BursteinEngine}


def add(player, result, system):
    player.results.append(result)
    player.points_times_ten += system.get_points_times_ten(result)


def tournament(engine, seed, plain):
    rng = random.Random(seed)
    n = rng.randint(8, 150)
    rounds = rng.randint(5, 11)
    ratings = sorted((rng.randint(1000, 2800) for _ in range(n)), reverse=True)
    players = [
        PlayerSection(code=PlayerCode.PLAYER, starting_number=i, name=f"Player {i}",
                      fide_rating=ratings[i - 1], points_times_ten=0, rank=i)
        for i in range(1, n + 1)
    ]
    x = XSection(number_of_rounds=rounds,
                 configuration=XSectionConfiguration(first_round_color=rng.random() < 0.5))
    trf = ParsedTrf(player_sections=players, x_section=x)
    system = x.scoring_point_system
    withdrawn = set()
    for rnd in range(1, rounds + 1):
        for p in players:
            if p.starting_number in withdrawn:
                add(p, RoundResult(id=0, color=ColorToken.BYE_OR_NOT_PAIRED, result=ResultToken.ZERO_POINT_BYE), system)
                continue
            if plain:
                continue
            if rnd > 1 and rng.random() < 0.02:
                withdrawn.add(p.starting_number)
                add(p, RoundResult(id=0, color=ColorToken.BYE_OR_NOT_PAIRED, result=ResultToken.ZERO_POINT_BYE), system)
            elif rng.random() < 0.03:
                token = ResultToken.HALF_POINT_BYE if rng.random() < 0.6 else ResultToken.ZERO_POINT_BYE
                add(p, RoundResult(id=0, color=ColorToken.BYE_OR_NOT_PAIRED, result=token), system)
        try:
            pairings = engine.generate_pairings(trf)
        except Exception as err:  # no legal pairing: the tournament ends here
            print(f"seed {seed}: round {rnd}: {err}", file=sys.stderr)
            break
        byid = {p.starting_number: p for p in players}
        for pr in pairings:
            w = byid[pr.white]
            if pr.black == 0:
                add(w, RoundResult(id=0, color=ColorToken.BYE_OR_NOT_PAIRED, result=ResultToken.PAIRING_ALLOCATED_BYE), system)
                continue
            b = byid[pr.black]
            r = rng.random()
            if r < 0.02:
                tw, tb = ResultToken.FORFEIT_WIN, ResultToken.FORFEIT_LOSS
            elif r < 0.04:
                tw, tb = ResultToken.FORFEIT_LOSS, ResultToken.FORFEIT_WIN
            else:
                tw, tb = rng.choice([(ResultToken.WIN, ResultToken.LOSS), (ResultToken.DRAW, ResultToken.DRAW),
                                     (ResultToken.LOSS, ResultToken.WIN)])
            add(w, RoundResult(id=b.starting_number, color=ColorToken.WHITE, result=tw), system)
            add(b, RoundResult(id=w.starting_number, color=ColorToken.BLACK, result=tb), system)
    order = sorted(players, key=lambda p: (-p.points_times_ten, p.starting_number))
    for i, p in enumerate(order):
        p.rank = i + 1
    return trf


def main():
    name, out = sys.argv[1], Path(sys.argv[2])
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    first = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    plain = len(sys.argv) > 5 and sys.argv[5] == "plain"
    out.mkdir(parents=True, exist_ok=True)
    for seed in range(first, first + count):
        trf = tournament(ENGINES[name], seed, plain)
        trf.write_to_file(out / f"{'plain' if plain else name}-{seed:03d}.trf")


if __name__ == "__main__":
    main()
