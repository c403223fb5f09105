#!/usr/bin/env python3
"""Builds the CJK font subsets shipped in theme/fonts.

The diagrams (SVG in the browser, PNG through resvg) draw Chinese and Japanese piece names,
Chinese game names and Latin text. resvg only sees the fonts it is given, so the repository
ships its own: subsets of Noto Sans CJK SC (Regular) and Noto Serif CJK SC (Bold), taken from
Debian's `fonts-noto-cjk` package (SIL Open Font License 1.1).

Each subset keeps:
  * every hanzi of GB2312 (the 6,763 characters of level 1 and 2),
  * the traditional and Japanese forms used on xiangqi, janggi and shogi pieces,
  * hiragana and katakana, CJK punctuation and full-width forms,
  * Latin (ASCII, Latin-1, Latin Extended-A and the pinyin vowels of Extended-B),
    general punctuation, arrows and a few symbols,
  * every CJK character found in the texts given with --scan (the seeds and content/).

Usage (needs `pip install fonttools` and `apt-get install fonts-noto-cjk`):
    python3 tools/subset-fonts.py [--scan DIR ...] [--out theme/fonts]
The output is committed, so building boardlore never needs this script or the Debian package.
"""
import argparse
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

NOTO_DIR = "/usr/share/fonts/opentype/noto"

# (collection file, face name inside it, output file)
FACES = [
    ("NotoSansCJK-Regular.ttc", "Noto Sans CJK SC", "NotoSansCJKsc-Regular-subset.otf"),
    ("NotoSerifCJK-Bold.ttc", "Noto Serif CJK SC", "NotoSerifCJKsc-Bold-subset.otf"),
]

# Piece names and board inscriptions of the chess family, in the forms the games use
# (traditional characters for xiangqi and janggi, Japanese forms for shogi).
PIECE_TEXT = (
    "帥將帅将仕士相象馬傌马車俥车砲炮包兵卒"  # xiangqi / janggi
    "楚漢汉河界"  # janggi generals, the river inscription
    "王玉飛飞角金銀银桂香歩步と龍竜龙馬成圭杏全仝"  # shogi, with promoted forms
    "酔醉太子奔仲騎騏鶴鷹獅麒麟鳳凰豹虎猫狼"  # sho-shogi's drunk elephant, larger shogi variants
    "后兵車象馬王"  # chaturanga-family names written in characters
)

LATIN_RANGES = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x017F),  # Latin-1 supplement, Latin Extended-A
    (0x01CD, 0x01DC),  # pinyin vowels with caron (ǎ ǐ ǒ ǔ ǖ ǘ ǚ ǜ)
    (0x0300, 0x0304),  # combining accents used by pinyin
    (0x2010, 0x2027),  # dashes, quotes, bullets, ellipsis
    (0x2030, 0x203A),  # per mille, primes, guillemets
    (0x2190, 0x2199),  # arrows
    (0x2212, 0x2212),  # minus sign
    (0x25A0, 0x25CF),  # squares, triangles, circles
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x30FF),  # hiragana and katakana
    (0xFF01, 0xFF5E),  # full-width forms
]


def gb2312_hanzi():
    """Every character of GB2312 levels 1 and 2 (rows 16-87)."""
    chars = set()
    for row in range(0xB0, 0xF8):
        for cell in range(0xA1, 0xFF):
            try:
                chars.add(bytes([row, cell]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return chars


def is_cjk(ch):
    code = ord(ch)
    return (
        0x3400 <= code <= 0x9FFF
        or 0xF900 <= code <= 0xFAFF
        or 0x3000 <= code <= 0x30FF
        or 0xFF00 <= code <= 0xFFEF
    )


def scanned(dirs):
    """CJK characters in the text files (txt, md, yaml, tsv, html) under the given folders."""
    chars = set()
    for top in dirs:
        for root, _, files in os.walk(top):
            for name in files:
                if not name.endswith((".txt", ".md", ".yaml", ".yml", ".tsv", ".html")):
                    continue
                with open(os.path.join(root, name), encoding="utf-8", errors="ignore") as f:
                    chars.update(ch for ch in f.read() if is_cjk(ch))
    return chars


def wanted_text(scan_dirs):
    chars = gb2312_hanzi() | set(PIECE_TEXT) | scanned(scan_dirs)
    for first, last in LATIN_RANGES:
        chars.update(chr(c) for c in range(first, last + 1))
    return "".join(sorted(chars))


def face(collection_path, family):
    for font in TTCollection(collection_path).fonts:
        if font["name"].getDebugName(1) == family:
            return font
    sys.exit(f"{collection_path} has no face named {family!r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scan", action="append", default=[], help="folder of texts to cover")
    parser.add_argument("--out", default="theme/fonts", help="output folder")
    parser.add_argument("--source", default=NOTO_DIR, help="folder holding the Noto CJK .ttc files")
    args = parser.parse_args()
    text = wanted_text(args.scan)
    os.makedirs(args.out, exist_ok=True)
    options = subset.Options()
    # Horizontal text only: regional (locl) and vertical alternates would double the glyph count.
    options.layout_features = ["kern", "ccmp", "mark", "mkmk", "palt"]
    options.name_IDs = ["*"]  # keep copyright, licence and family names
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False  # resvg does not use hints; dropping them saves space
    options.desubroutinize = False
    for collection, family, out_name in FACES:
        font = face(os.path.join(args.source, collection), family)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        out = os.path.join(args.out, out_name)
        font.save(out)
        glyphs = len(font.getGlyphOrder())
        print(f"{out}: {glyphs} glyphs, {os.path.getsize(out) / 1e6:.2f} MB, {len(text)} characters asked")


if __name__ == "__main__":
    main()
