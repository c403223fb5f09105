"""Answers questions about positions with Fairy-Stockfish (the `pyffish` module), one request a
line, for the engine's differential test (crates/engine/tests/chess_oracle.rs).

Request (tab-separated): variant, start FEN, moves separated by spaces (may be empty).
Reply (tab-separated): the FEN after the moves, the legal moves sorted and separated by spaces,
and how the game stands: `-` (play on), `end <value>` (the game is over; the value is from the
point of view of the side to move: positive wins, negative loses, 0 a draw).

The variants are Fairy-Stockfish's own, repetition (xiangqi's perpetual check and chase included)
and the n-move rule included (the engine ends the game where Fairy-Stockfish lets a player claim
it), under names with the suffix `-oracle`.
A line `quit` ends the process.
"""

import sys

import pyffish as sf

VARIANTS = ["chaturanga", "shatranj", "makruk", "cambodian", "sittuyin", "shatar",
            "xiangqi", "janggi", "shogi", "shoshogi"]

CONFIG = "".join(f"[{v}-oracle:{v}]\n\n" for v in VARIANTS)


def standing(variant, fen, moves, legal):
    """`-` while play goes on, else `end <value>` for the side to move."""
    over, value = sf.is_immediate_game_end(variant, fen, moves)
    if over:
        return f"end {value}"
    if not legal:
        return f"end {sf.game_result(variant, fen, moves)}"
    over, value = sf.is_optional_game_end(variant, fen, moves)
    if over:
        return f"end {value}"
    return "-"


def main():
    sf.load_variant_config(CONFIG)
    print("ready " + sf.version_string() if hasattr(sf, "version_string") else "ready", flush=True)
    for line in sys.stdin:
        line = line.rstrip("\n")
        if line == "quit":
            break
        variant, fen, moves = (line.split("\t") + ["", ""])[:3]
        variant += "-oracle"
        moves = moves.split()
        try:
            legal = sorted(sf.legal_moves(variant, fen, moves))
            after = sf.get_fen(variant, fen, moves)
            state = standing(variant, fen, moves, legal)
            print(f"{after}\t{' '.join(legal)}\t{state}", flush=True)
        except Exception as error:  # a bad request is answered, never fatal
            print(f"error\t\t{error}", flush=True)


if __name__ == "__main__":
    main()
