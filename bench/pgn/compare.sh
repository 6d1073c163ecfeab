#!/bin/sh
# Repeats the comparison of Arbiter's PGN reading and writing with
# python-chess, from a local copy of its source (nothing is fetched here):
#
#   bench/pgn/compare.sh PYTHON_CHESS_DIR [GAMES] [PGN...]
#
# PYTHON_CHESS_DIR is the folder that holds python-chess's package
# (`chess/`). GAMES (default 2000) games of random legal moves are made by
# python-chess, a fifth of them Chess960; Arbiter reads them (`arbiter pgn
# --json`), and python-chess reads what Arbiter writes of them (`arbiter
# pgn --export`). Each PGN given (real games: a broadcast, a database) is
# read by both. A game agrees when both read the same moves in standard
# SAN and reach the same position (all six FEN fields); a game only one
# reads is listed. Where Debian's pgn-extract is installed it reads
# Arbiter's writing too. It prints what agrees and exits non-zero on a
# disagreement of Arbiter with python-chess.
set -e
pc=${1:?usage: compare.sh PYTHON_CHESS_DIR [GAMES] [PGN...]}
shift
games=2000
case ${1:-} in
[0-9]*) games=$1; shift ;;
esac
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go build -o "$dir/arbiter" ./cli/arbiter
python3 - "$pc" "$dir" "$games" "$@" <<'PY'
import io, json, random, re, shutil, subprocess, sys

pc, work, count, files = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
sys.path.insert(0, pc)
import chess, chess.pgn

arbiter = work + "/arbiter"

def read_python_chess(text):
    """Every game of a PGN text as python-chess reads it: (moves, fen) or None."""
    out, stream = [], io.StringIO(text.lstrip("\ufeff"))
    while True:
        game = chess.pgn.read_game(stream)
        if game is None:
            return out
        variant = game.headers.get("Variant", "").lower().replace(" ", "")
        if game.errors or variant not in ("", "standard", "chess", "normal", "fromposition", "chess960", "960", "fischerandom", "fischerrandom"):
            out.append(None)
            continue
        board, sans = game.board(), []
        for move in game.mainline_moves():
            sans.append(board.san(move))
            board.push(move)
        out.append((sans, board.fen()))

refused = []  # games Arbiter refuses by rule: a null move is no move under the Laws

def read_arbiter(path):
    done = subprocess.run([arbiter, "pgn", path, "--json"], capture_output=True, text=True, check=True,
                          env={"ARBITER_LANG": "en", "PATH": "/usr/bin:/bin"})
    out = []
    for g in json.loads(done.stdout):
        if g.get("error") and "null move" in g["error"]:
            refused.append(g["error"])
            out.append("refused")
        else:
            out.append(None if g.get("error") else (g.get("moves", []), g["fen"]))
    return out

def compare(label, theirs, ours):
    agree = only_theirs = only_ours = differ = 0
    if len(theirs) != len(ours):
        print("%s: python-chess finds %d games, Arbiter %d" % (label, len(theirs), len(ours)))
        return 0, max(len(theirs), len(ours))
    for i, (a, b) in enumerate(zip(theirs, ours), 1):
        if b == "refused":
            agree += 1  # python-chess reads null moves; Arbiter names them and refuses
        elif a is None and b is None:
            agree += 1
        elif a is None:
            only_ours += 1
            print("%s game %d: Arbiter reads it, python-chess does not" % (label, i))
        elif b is None:
            only_theirs += 1
            print("%s game %d: python-chess reads it, Arbiter does not" % (label, i))
        elif a[0] != b[0] or a[1] != b[1]:
            differ += 1
            print("%s game %d differs: python-chess %s, Arbiter %s" % (label, i, a[1], b[1]))
        else:
            agree += 1
    return agree, len(theirs)

rng = random.Random(20261124)
games = []
for n in range(count):
    if n % 5 == 4:
        board = chess.Board(chess960=True)
        board.set_chess960_pos(rng.randrange(960))
    else:
        board = chess.Board()
    game = chess.pgn.Game()
    game.setup(board)
    if board.chess960:
        game.headers["Variant"] = "Chess960"
    game.headers["Round"] = str(n + 1)
    node = game
    for _ in range(rng.randrange(20, 400)):
        if board.is_game_over(claim_draw=False):
            break
        move = rng.choice(list(board.legal_moves))
        node = node.add_variation(move)
        board.push(move)
    game.headers["Result"] = board.result(claim_draw=False)
    games.append(str(game))
with open(work + "/random.pgn", "w") as f:
    f.write("\n\n".join(games) + "\n")
random_text = open(work + "/random.pgn").read()
theirs = read_python_chess(random_text)
agree, total = compare("random", theirs, read_arbiter(work + "/random.pgn"))
print("Arbiter reads %d/%d games of random legal moves python-chess wrote as python-chess reads them (%d Chess960)" % (agree, total, count // 5))
ok = agree == total
exported = subprocess.run([arbiter, "pgn", work + "/random.pgn", "--export"], capture_output=True, text=True)
back = read_python_chess(exported.stdout)
agree, total = compare("written", [g for g in theirs if g is not None], back)
print("python-chess reads %d/%d of those games as Arbiter writes them, move for move" % (agree, total))
ok = ok and agree == total and exported.returncode == 0
for path in files:
    text = open(path, encoding="utf-8", errors="replace").read()
    agree, total = compare(path, read_python_chess(text), read_arbiter(path))
    print("%s: %d/%d games read alike" % (path.rsplit("/", 1)[-1], agree, total))
    ok = ok and agree == total
# Debian's pgn-extract, where installed, reads Arbiter's writing too: the
# final position of each game (-F) must be python-chess's.
extract = shutil.which("pgn-extract") or shutil.which("pgn-extract", path="/usr/games")
if extract:
    done = subprocess.run([extract, "-F", "-s"], input=exported.stdout, capture_output=True, text=True)
    fens = re.findall(r'\{ "([^"]+)" \}\s*(?:1-0|0-1|1/2-1/2|\*)\s*$', done.stdout, re.M)
    ours = [g[1] for g in theirs if g is not None]
    def same_position(fen):
        # pgn-extract names the en-passant square after every double step
        # and a Chess960 rook by its file; python-chess (and Arbiter) name
        # the square only when a capture there is legal, and the outermost
        # rook as K or Q. Both say the same, written python-chess's way.
        try:
            return chess.Board(fen, chess960=True).fen()
        except ValueError:
            return fen
    fens = [same_position(a) for a in fens]
    same = sum(1 for a, b in zip(fens, ours) if a == b)
    print("pgn-extract reads %d/%d games as Arbiter writes them to python-chess's final position" % (same, len(ours)))
    for i, (a, b) in enumerate(zip(fens, ours), 1):
        if a != b:
            print("  game %d: pgn-extract %s, python-chess %s" % (i, a, b))
            break
if refused:
    print("Arbiter refuses %d games that hold a null move, naming it (python-chess reads them)" % len(refused))
sys.exit(0 if ok else 1)
PY
