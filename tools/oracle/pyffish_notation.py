"""Names moves as Fairy-Stockfish writes them (the `pyffish` module's `get_san`), one request a
line, for the engine's notation test (crates/engine/tests/rules/chess_move_notation_oracle.rs).

Request (tab-separated): variant, FEN, move (UCI as Fairy-Stockfish writes it), notation
(`san`, `wxf`, `hodges`, `janggi`). Reply: the move's name, or `error <why>`.
A line `quit` ends the process.
"""

import sys

import pyffish as sf

NOTATIONS = {
    "san": sf.NOTATION_SAN,
    "wxf": sf.NOTATION_XIANGQI_WXF,
    "hodges": sf.NOTATION_SHOGI_HODGES,
    "janggi": sf.NOTATION_JANGGI,
}


def main():
    print("ready", flush=True)
    for line in sys.stdin:
        line = line.rstrip("\n")
        if line == "quit":
            break
        try:
            variant, fen, move, notation = line.split("\t")
            print(sf.get_san(variant, fen, move, False, NOTATIONS[notation]), flush=True)
        except Exception as error:  # a bad request is answered, never fatal
            print(f"error {error}", flush=True)


if __name__ == "__main__":
    main()
