# The legend of the chess family (crates/rules/src/chess/legend*.rs): one item per piece kind,
# then the rules of play. See legend.ftl for the shared messages.

# An item's name: a piece kind, as the ruleset names it.
legend-piece-name = { $piece }
legend-part-rules-of-play = Rules of play

## Under a piece's pictures (crates/rules/src/chess/legend.rs)

# The regions a piece's first picture holds in, when it moves differently in several others.
legend-chess-regions = { $regions }

## A region's squares for the first player (crates/rules/src/chess/legend_lines.rs)

legend-chess-squares-none = no square
legend-chess-squares-count = { $count ->
        [one] { $count } square
       *[other] { $count } squares
    }
legend-chess-squares-rank = rank { $rank }
legend-chess-squares-ranks = ranks { $from } to { $to }
legend-chess-squares-between = { $from } to { $to }

## A piece's moves in words (crates/rules/src/chess/legend_lines.rs)

legend-chess-royal = Royal: it may never be left attacked, and losing it loses the game.
legend-chess-king-leap = It may also leap once ({ $when }){ $unless-checked }{ $not-in-check }.
legend-chess-king-leap-until-moved = until it first moves
legend-chess-king-leap-once = once per game
legend-chess-king-leap-unless-checked = , unless it has been checked
legend-chess-king-leap-not-in-check = , never out of check
legend-chess-never-leaves = Never leaves { $region } ({ $squares } for the first player).
legend-chess-zone-in = In { $region } ({ $squares }) it moves as { $betza }.
legend-chess-zone-outside = Outside { $region } ({ $squares }) it moves as { $betza }.
legend-chess-palace-step = Along the palace diagonals it also steps one point.
legend-chess-palace-forward-step = Along the palace diagonals it also steps one point forward.
legend-chess-palace-slide = Along the palace diagonals it also slides.
legend-chess-palace-hop = Along the palace diagonals it also hops over one piece.
legend-chess-no-hop-over-same = It may neither hop over nor capture another { $piece }.
legend-chess-first-move = On its first move it may instead move as { $betza }.
legend-chess-shak = Its checks count as shak.
legend-chess-cannot-mate = It may not give checkmate.
legend-chess-mate-loses = A checkmate it gives alone loses the game for its side.

# Promotion: { $zone } is a region's squares, { $to } the pieces it may become, { $choices }
# how many they are.
legend-chess-promotion-on-entry = Reaching { $zone }, it becomes { $to }{ $only-lost }.
legend-chess-promotion-enter-or-leave = A move into, out of or within { $zone } may promote it to { $to }; it must where it could never move again.
legend-chess-promotion-by-start-square = Reaching { $zone }, it becomes the piece that stood on that square at the start, if its side has lost that piece.
legend-chess-promotion-in-place-or-step = On { $zone } it may become { $to }{ $only-lost }, where it stands or with one diagonal step.
legend-chess-promotion-in-place-or-any-step = On { $zone } it may become { $to }{ $only-lost }, where it stands or with one diagonal step, capturing too, but never the enemy { $to }; a promotion made with a step may not give check.
legend-chess-promotion-only-lost = , only to a piece its side has lost

# Drops.
legend-chess-captured-demoted = Captured, it goes to the captor's hand as a { $piece }.
legend-chess-captured-dropped = Captured, it joins the captor's hand and may be dropped on an empty square.
legend-chess-captured-dropped-not-on = Captured, it joins the captor's hand and may be dropped on an empty square (never on { $squares }, where it could not move).
legend-chess-drop-one-per-file = Never dropped on a file that already holds an unpromoted one of its side.
legend-chess-drop-no-mate = A drop may not give checkmate at once.

## The rules of play (crates/rules/src/chess/legend_rules.rs)

legend-chess-checkmate = Checkmating the { $royal } wins: a move that leaves one's own { $royal } attacked is not allowed.
legend-chess-stalemate-loses = A side with no legal move that is not in check loses.
legend-chess-stalemate-wins = A side with no legal move that is not in check wins.
legend-chess-stalemate-draws = No legal move without being in check is a draw.
legend-chess-stalemate-forbidden = A move that leaves the opponent with no legal move is not allowed.
legend-chess-flying-general = The two kings may not face each other on a file with nothing between them.
legend-chess-bikjang = When the kings face each other, the side to move must break the facing or pass; facing twice in a row is a draw.
legend-chess-facing-forfeits-win = The side whose move makes the kings face each other gives up the right to win: its later mate is a draw.
legend-chess-screen-check-draws = When the only piece between the two kings checks the enemy king and nothing but its own king defends it, the game is drawn.
legend-chess-stalemate-swap = A side with no legal move that is not in check may swap its king with one of its own pieces, if the king is then not in check.
legend-chess-pass = A side may pass its turn; two passes in a row end the game in a draw.
legend-chess-pass-when-stuck = A side with no legal move that is not in check passes.

# A bare king: a side left with nothing but its king.
legend-chess-bare-king-loses = A side left with its king alone loses.
legend-chess-bare-king-unless-bared-back = A side left with its king alone loses, unless it bares the other king on its next move; two bare kings draw.
legend-chess-bare-king-unless-bared-back-play-on = A side left with its king alone loses, unless it bares the other king on its next move; two bare kings play on.
legend-chess-bare-king-draws = A king left alone draws the game.

# Counting rules.
legend-chess-counting-makruk = Counting: without pawns the game is drawn after 64 moves; against a bare king the count depends on the pieces left.
legend-chess-counting-cambodian = Counting: makruk's counts one move shorter (63 moves for the board's honour, from 7 to 63 against a bare king).
legend-chess-counting-asean = Counting: against a bare king and without pawns, mate must come within 16 moves with a rook, 44 with a khon, 64 with a horse.
legend-chess-counting-sittuyin = Counting: against a bare king, mate must come within 16 moves with a rook (21 when the king stands on a central square as the count starts), 64 without.
legend-chess-counting-senterej = A bare king that makes seven moves without being mated draws the game.
legend-chess-weaker-side-counts = The side with less material keeps the board's count; it stops it by capturing or with Stop counting, and its mate while counting is a draw.

# Shatar: { $shak } lists the pieces whose checks are shak.
legend-chess-shatar-mate = A mate counts only after a run of checks that includes a shak (a check by the { $shak }).
legend-chess-shak-by-checking-piece = A check counts as a shak whichever piece moved to give it: a check uncovered by another piece's move, or standing in the position the game starts from, counts too.

# Drops, setups and start arrangements.
legend-chess-drops = Captured pieces change sides: a turn may drop a piece from the hand instead of moving.
legend-chess-setup = The game begins with a setup: each side places the pieces it holds in its own part of the board before any piece moves.
legend-chess-displace-pawns = During the setup a piece may be placed on one of the side's pawns, which the same side then places again.
legend-chess-setup-objection = The second side may not place a { $piece } on a file that already holds one of its own or the first side's king.
legend-chess-start-swaps = Before play each side chooses one of { $count } arrangements, swapping the pieces of some pairs of squares.
legend-chess-impasse = Impasse: when both kings stand in their promotion zones, each side counts its pieces' points; fewer than { $points } loses.

# The opening phase, each of its rules a clause.
legend-chess-opening = An opening phase{ $moves }{ $no-capture }{ $ends }{ $stay-home }{ $castle }.
legend-chess-opening-moves = : the first player makes { $first } moves in a row, then the second { $second }
legend-chess-opening-no-capture = , without captures
legend-chess-opening-ends = , which ends at the first capture
legend-chess-opening-stay-home = , no piece crossing into the enemy half
legend-chess-opening-castle = ; the king may move two squares right with the { $piece } jumping over it
