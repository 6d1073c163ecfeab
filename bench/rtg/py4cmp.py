"""Re-pairs every round of Arbiter's generated Dubov and Burstein reports
with py4swiss, and says where the two differ and which article decides.

Usage: PYTHONPATH=PY4SWISS/src python3 py4cmp.py dubov|burstein FILE.trf...
(PY4SWISS: a checkout of github.com/Moritz72/py4swiss with its two
extension modules built with -DNDEBUG). Prints a line per tournament, one
per round that differs, with the articles that decide it, and a summary.
A differing round is put down to py4swiss's known departures from the
articles (tournament/swiss/testdata/dubov and burstein READMEs) when
py4swiss, those departures corrected at run time (FIX below), pairs it as
Arbiter; any other is NEW, and with ARBITER naming Arbiter's executable
its checker says why it rejects py4swiss's round. BBP=bbpPairings names
bbpPairings, the Dutch system's reference, which judges the Burstein
seeding rounds (1.6).

The report is read here, by columns, not by py4swiss's TRF parser: py4swiss
0.3.1 refuses a round cell whose result is blank ("0000 -  "), which both
TRF-16 and TRF-2026 define as equivalent to Z (a zero-point bye) and which
Arbiter writes for a withdrawn player's later rounds; this reader gives
py4swiss Z for it. Round r is paired from the cells of rounds 1..r-1; a
player whose cell of round r is a bye without opponent other than the
pairing-allocated one (H, F, Z, blank) is given that cell, which tells
py4swiss he is not to be paired, as the generator's requests did.
"""

import os
import subprocess
import sys
import tempfile
from collections import Counter

from py4swiss.dynamicuint import DynamicUint
from py4swiss.engines import BursteinEngine, DubovEngine
from py4swiss.engines.burstein import bye_matcher as burstein_bye
from py4swiss.engines.burstein import pairer as burstein_pairer
from py4swiss.engines.burstein import player as burstein_player
from py4swiss.engines.burstein import state as burstein_state
from py4swiss.engines.burstein.criteria.quality import c7 as burstein_c7
from py4swiss.engines.burstein.player import PlayerRole
from py4swiss.engines.dubov import bye_matcher as dubov_bye
from py4swiss.trf import ParsedTrf
from py4swiss.trf.codes import PlayerCode
from py4swiss.trf.results import ColorToken, ResultToken, RoundResult
from py4swiss.trf.sections import PlayerSection, XSection
from py4swiss.trf.sections.x_section import XSectionConfiguration

ENGINES = {"dubov": DubovEngine, "burstein": BursteinEngine}
COLOURS = {"w": ColorToken.WHITE, "b": ColorToken.BLACK}


class Report:
    """The players, rounds and cells of an Arbiter report."""

    def __init__(self, path):
        self.path = path
        self.players = {}  # id -> (rating, [(opp, colour, result)])
        self.rounds = 0
        self.initial = None
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().replace("\r\n", "\n").replace("\r", "\n").split("\n")
        for line in lines:
            if line.startswith("142 "):
                self.rounds = int(line[4:].strip())
            elif line.startswith("XXR "):  # JaVaFo's and py4swiss's records
                self.rounds = int(line[4:].strip())
            elif line.startswith("152 "):
                self.initial = line[4:].strip().upper()
            elif line.startswith("XXC "):
                self.initial = "B" if "black1" in line else "W"
            elif line.startswith("001 "):
                pid = int(line[4:8])
                rating = int(line[48:52]) if line[48:52].strip() else 0
                cells = []
                for c in range(91, len(line), 10):
                    cell = line[c:c + 8].ljust(8)
                    opp = int(cell[0:4]) if cell[0:4].strip() else 0
                    cells.append((opp, cell[5].lower(), cell[7].upper()))
                self.players[pid] = (rating, cells)
        self.held = max((len(c) for _, c in self.players.values()), default=0)
        if self.initial is None:  # the highest ranked player paired in round 1
            for pid in sorted(self.players):
                cells = self.players[pid][1]
                if cells and cells[0][1] in COLOURS:
                    self.initial = "W" if cells[0][1] == "w" else "B"
                    break

    def cell(self, pid, rnd):
        cells = self.players[pid][1]
        return cells[rnd - 1] if rnd <= len(cells) else (0, "-", " ")

    def absent(self, pid, rnd):
        """A bye the player took or was given in rnd that no pairing made."""
        opp, _, res = self.cell(pid, rnd)
        return opp == 0 and res != "U"

    def pairing(self, rnd):
        """Arbiter's round: the boards (white, black) and the bye (white, 0)."""
        out = set()
        for pid in self.players:
            opp, col, res = self.cell(pid, rnd)
            if opp and col == "w":
                out.add((pid, opp))
            elif res == "U":
                out.add((pid, 0))
        return out

    def trf(self, rnd):
        """What py4swiss is given to pair round rnd."""
        x = XSection(number_of_rounds=max(self.rounds, self.held),
                     configuration=XSectionConfiguration(first_round_color=self.initial != "B"))
        system = x.scoring_point_system
        sections = []
        for pid in sorted(self.players):
            results = [self.result(pid, r) for r in range(1, rnd)]
            if self.absent(pid, rnd):
                results.append(self.result(pid, rnd))
            sections.append(PlayerSection(
                code=PlayerCode.PLAYER, starting_number=pid, name=f"Player {pid}",
                fide_rating=self.players[pid][0] or None,
                points_times_ten=sum(system.get_points_times_ten(r) for r in results),
                rank=pid, results=results))
        return ParsedTrf(player_sections=sections, x_section=x)

    def result(self, pid, rnd):
        opp, col, res = self.cell(pid, rnd)
        token = ResultToken.ZERO_POINT_BYE if res == " " else ResultToken(res)
        return RoundResult(id=opp, color=COLOURS.get(col, ColorToken.BYE_OR_NOT_PAIRED), result=token)

    def score(self, pid, rnd):
        """Points before round rnd (default scoring)."""
        pts = {"1": 1, "+": 1, "W": 1, "F": 1, "U": 1, "=": 0.5, "D": 0.5, "H": 0.5}
        return sum(pts.get(self.cell(pid, r)[2], 0) for r in range(1, rnd))

    def games(self, pid, rnd):
        """Games played over the board before round rnd."""
        return sum(1 for r in range(1, rnd) if self.cell(pid, r)[0] and self.cell(pid, r)[2] in "1=0WDL")


def bye_of(pairing):
    return next((w for w, b in pairing if b == 0), None)


def report_lines(report):
    """The report's lines, whatever ends them."""
    with open(report.path, encoding="utf-8") as fh:
        return fh.read().replace("\r\n", "\n").replace("\r", "\n").split("\n")


def cut(report, rnd, path):
    """Writes the report of the rounds before rnd, with the absences of rnd
    (their points in the points column, as bbpPairings checks them)."""
    out = []
    for line in report_lines(report):
        if line.startswith("001 "):
            pid = int(line[4:8])
            keep = line[:91 + 10 * (rnd - 1)].rstrip()
            if report.absent(pid, rnd):
                opp, col, res = report.cell(pid, rnd)
                keep = keep.ljust(91 + 10 * (rnd - 1)) + f"0000 - {'Z' if res == ' ' else res}"
            pts = report.score(pid, rnd) + (0.5 if report.cell(pid, rnd)[2] == "H" and report.absent(pid, rnd) else 0)
            line = keep[:80] + f"{pts:4.1f}" + keep[84:]
        elif line.startswith("XXW"):
            continue
        out.append(line)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\r".join(out))


def substitute(report, rnd, pairing, path):
    """Writes the report of rounds 1..rnd with pairing in place of round rnd
    (every game drawn), for Arbiter's checker to say why it is not the
    system's."""
    cells = {}
    for w, b in pairing:
        if b == 0:
            cells[w] = ("0000 - U", 1.0)
        else:
            cells[w], cells[b] = (f"{b:4d} w =", 0.5), (f"{w:4d} b =", 0.5)
    out = []
    for line in report_lines(report):
        if line.startswith("001 "):
            pid = int(line[4:8])
            head = line[:91 + 10 * (rnd - 1)].ljust(91 + 10 * (rnd - 1))
            opp, col, res = report.cell(pid, rnd)
            cell, pts = cells.get(pid, (f"0000 - {'Z' if res == ' ' else res}", {"H": 0.5, "F": 1.0}.get(res, 0)))
            line = head[:80] + f"{report.score(pid, rnd) + pts:4.1f}" + head[84:] + cell
        elif line.startswith("XXW ") and line[4:].split()[-1].isdigit() and int(line.split()[-1]) >= rnd:
            continue
        out.append(line)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\r".join(out))


def arbiter_says(system, report, rnd, pairing):
    """Arbiter's checker on py4swiss's pairing of round rnd (ARBITER names
    Arbiter's executable): why that pairing is not the system's."""
    arbiter = os.environ.get("ARBITER")
    if not arbiter or any(isinstance(w, str) for w, _ in pairing):
        return ""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "theirs.trf")
        substitute(report, rnd, pairing, path)
        run = subprocess.run([arbiter, "check-trf", path, "--system", system], capture_output=True, text=True,
                             check=False, env=dict(os.environ, ARBITER_LANG="en"))
    said = " ".join(run.stdout.split())
    start = said.find(f"Round {rnd} departs")
    return said[start:] if start >= 0 else said[-300:]


def bbp_pairing(report, rnd):
    """bbpPairings' Dutch pairing of round rnd, or None without BBP."""
    bbp = os.environ.get("BBP")
    if not bbp:
        return None
    with tempfile.TemporaryDirectory() as d:
        src, dst = os.path.join(d, "in.trf"), os.path.join(d, "out.txt")
        cut(report, rnd, src)
        subprocess.run([bbp, "--dutch", src, "-p", dst], capture_output=True, check=False)
        if not os.path.exists(dst):
            return None
        with open(dst) as fh:
            lines = fh.read().split("\n")[1:]
    return {tuple(int(x) for x in l.split()) for l in lines if l.strip()}


# The departures of py4swiss 0.3.1 from the articles, known from the
# corpora of tournament/swiss/testdata (dubov, burstein READMEs), corrected
# at run time to the articles' words when FIX names them: "bye" (3.1.4 of
# both systems), "index" (Burstein 1.7.1, 1.7.2), "bracket" (Burstein
# 2.3.2 [C6], 2.3.3 [C7], 4.2-4.3, and 4.2 again: a floater's partner in
# the next bracket is not fixed by his own). With FIX empty py4swiss runs
# as it is.
FIX = set()


def _bye_max_weight(original):
    def weight(self):
        if "bye" not in FIX:
            return original(self)
        # One bit more than py4swiss keeps: the 3.1.5 unit gets its own.
        w = DynamicUint(1)
        w <<= 2 + self._point_bits + self._game_bits
        w.shift_grow(2)
        w >>= 1
        w -= (w & 0) | 1
        return w
    return weight


def _bye_weight(original, module):
    def weight(self, player):
        if "bye" not in FIX:
            return original(self, player)
        # 3.1.3 the lowest score, then 3.1.4 the most games played weigh
        # most; the lowest bit is left to the 3.1.5 unit get_bye adds.
        w = self._max_weight & 0
        if not module.C2.evaluate(player, player):
            return w
        games = sorted({len(p.opponents) for p in self._players})
        w |= 1
        w <<= self._point_bits
        w |= self._points_dict[player.points_with_acceleration]
        w <<= self._game_bits
        w |= games.index(len(player.opponents))
        w <<= 1
        return w
    return weight


for _m in (burstein_bye, dubov_bye):
    _m.ByeMatcher._get_max_weight = _bye_max_weight(_m.ByeMatcher._get_max_weight)
    _m.ByeMatcher._get_bye_weight = _bye_weight(_m.ByeMatcher._get_bye_weight, _m)


def _index(original, played_only):
    """1.7.1: the opponents' scores before the round (without a bye asked
    for it); 1.7.2: an opponent's trailing zero-point byes count, for his
    opponents, as draws. A player's own unplayed rounds keep py4swiss's
    value (his score)."""
    def index(sections, system):
        if "index" not in FIX:
            return original(sections, system)
        rnd = min(len(s.results) for s in sections)
        draw = system.get_points_times_ten(RoundResult(id=0, color=ColorToken.BYE_OR_NOT_PAIRED,
                                                       result=ResultToken.HALF_POINT_BYE))
        copies, delta = [], {}
        for s in sections:
            before = s.results[:rnd]
            trailing = 0
            for r in reversed(before):
                if r.result != ResultToken.ZERO_POINT_BYE:
                    break
                trailing += 1
            score = sum(system.get_points_times_ten(r) for r in before) + draw * trailing
            delta[s.starting_number] = score - s.points_times_ten
            copies.append(s.model_copy(update={"points_times_ten": score}))
        out = original(copies, system)
        for s in sections:
            unplayed = [r for r in s.results if not r.result.is_played()]
            weight = len(unplayed) if played_only else sum(system.get_points_times_ten(r) for r in unplayed)
            out[s.starting_number] -= delta[s.starting_number] * weight
        return out
    return index


burstein_player._get_buchholz_dict = _index(burstein_player._get_buchholz_dict, True)
burstein_player._get_sonneborn_berger_dict = _index(burstein_player._get_sonneborn_berger_dict, False)


def _score_bits(original):
    def bits(players):
        if "bracket" not in FIX:
            return original(players)
        # [C6]: the highest score in the most significant field.
        scores = [p.points_with_acceleration for p in players]
        widths = {k: scores.count(k).bit_length() for k in set(scores)}
        offsets, total = {}, 0
        for k in sorted(widths):
            offsets[k] = total
            total += widths[k]
        return total, offsets
    return staticmethod(bits)


burstein_state.State._get_score_bits = _score_bits(burstein_state.State._get_score_bits)


def _c7_weight(original):
    def weight(cls, player_1, player_2, zero, state):
        if "bracket" not in FIX:
            return original(player_1, player_2, zero, state)
        # [C7]: a pair in the next bracket, the floater of either rank; the
        # floater's score credited, and nothing for two residents.
        w = DynamicUint(zero)
        roles = (player_1.role, player_2.role)
        if PlayerRole.NONE in roles:
            return w
        w |= int(PlayerRole.LOWER in roles)
        w <<= state.resident_score_total_bits
        if set(roles) == {PlayerRole.RESIDENT, PlayerRole.LOWER}:
            floater = player_1 if player_1.role == PlayerRole.RESIDENT else player_2
            w += (zero | 1) << state.resident_score_bit_dict[floater.points_with_acceleration]
        return w
    return classmethod(weight)


burstein_c7.C7.get_weight = _c7_weight(burstein_c7.C7.get_weight)


def _bsn(original):
    def determine(self):
        if "bracket" in FIX:
            # 4.2-4.3: the virtual players' BSN is 0, so the next resident
            # weighs 1, more than floating.
            m = self._matcher
            add, finalize = m.add_to_weights, m.finalize_match
            m.add_to_weights = lambda p, ps, v, increment=False: add(p, ps, v + int(increment), increment)
            # 4.2: a resident matched to a lower player floats; whom he
            # meets there is the next bracket's choice, so only his edges
            # to the residents go (py4swiss fixes that partner too).
            residents = [p for p in self._players if p.role == PlayerRole.RESIDENT]

            def fix(p, q):
                if PlayerRole.RESIDENT in (p.role, q.role) and p.role != q.role:
                    floater = p if p.role == PlayerRole.RESIDENT else q
                    m.remove_weights(floater, [r for r in residents if r != floater])
                else:
                    finalize(p, q)
            m.finalize_match = fix
        original(self)
    return determine


burstein_pairer.Pairer.determine_pairings = _bsn(burstein_pairer.Pairer.determine_pairings)


def pair(engine, trf, fix=()):
    """py4swiss's pairing of the round trf leads to, corrected as fix says."""
    FIX.clear()
    FIX.update(fix)
    try:
        return {(p.white, p.black) for p in engine.generate_pairings(trf)}
    except Exception as err:  # noqa: BLE001 - py4swiss's refusal is a result too
        return {("error", str(err))}
    finally:
        FIX.clear()


def index_case(report, rnd):
    """Whether 1.7.1 or 1.7.2 can matter in round rnd: a player absent in
    it with a bye that scores, or absent with zero-point byes up to it."""
    for pid in report.players:
        if report.absent(pid, rnd) and report.cell(pid, rnd)[2] in "HF":
            return True
        if rnd > 1 and report.absent(pid, rnd - 1) and report.cell(pid, rnd - 1)[2] in "Z ":
            return True
    return False


def explain(system, engine, report, rnd, ours, theirs):
    """The articles that decide a round where Arbiter and py4swiss differ,
    when py4swiss's known departures account for it (py4swiss corrected to
    them pairs it as Arbiter); None for a new kind."""
    if system == "burstein" and rnd <= min(report.rounds // 2, 4):
        if bbp_pairing(report, rnd) == ours:
            return "1.6 seeding round (Dutch): bbpPairings pairs it as Arbiter"
        return None
    trf = report.trf(rnd)
    if system == "dubov":
        return "3.1.4" if pair(engine, trf, {"bye"}) == ours else None
    if pair(engine, trf, {"bye", "index", "bracket"}) != ours:
        return None
    why = []
    if bye_of(ours) != bye_of(theirs):
        why.append("3.1.4")
    if index_case(report, rnd) and pair(engine, trf, {"bye", "bracket"}) != ours:
        why.append("1.7.1/1.7.2")
    if pair(engine, trf, {"bye", "index"}) != ours:
        why.append("2.3.2/2.3.3/4.2-4.3")
    return " ".join(why) or "3.1.5"


def main():
    system, files = sys.argv[1], sys.argv[2:]
    engine = ENGINES[system]
    equal, differ, kinds, new = 0, 0, Counter(), []
    for path in files:
        report = Report(path)
        name = os.path.basename(path)
        before = equal
        for rnd in range(1, report.held + 1):
            ours = report.pairing(rnd)
            theirs = pair(engine, report.trf(rnd))
            if ours == theirs:
                equal += 1
                continue
            differ += 1
            why = explain(system, engine, report, rnd, ours, theirs)
            only_ours = sorted(ours - theirs)
            only_theirs = sorted(theirs - ours)
            print(f"{name} r{rnd}: {why or 'NEW'}: Arbiter {only_ours} py4swiss {only_theirs}", flush=True)
            if not why:
                print(f"    Arbiter's checker on py4swiss's round: {arbiter_says(system, report, rnd, theirs)}")
            if why:
                kinds[why] += 1
            else:
                new.append(f"{name} r{rnd}")
        print(f"{name}: {report.held} rounds, {equal - before} equal", flush=True)
    print(f"{system}: {len(files)} tournaments, {equal + differ} rounds: {equal} equal, {differ} differ")
    for why, n in kinds.most_common():
        print(f"  {n:4d}  {why}")
    print(f"  {len(new):4d}  not explained by a known departure: {' '.join(new)}")


if __name__ == "__main__":
    main()
