# A game's result: the rule that decided it (`Outcome.rule`, crates/rules/src/*/), shown by the
# board after "wins by rule:" (board-outcome-*), by the divergence tables and by the CLI.
#
# Board messages: plain text and `{ $variable }` only (the board fills them in itself, see
# board.ftl). { $player } and { $other } are players' names (said by board-player-*), { $rule }
# and { $why } a rule said by another message here, { $shape } a shape's name (term-*).

## Chess family (crates/rules/src/chess/rules.rs)

board-rule-checkmate = checkmate
board-rule-stalemate = stalemate
board-rule-stalemate-loses = stalemate (the stalemated side loses)
board-rule-stalemate-wins = stalemate (the side that stalemates loses)
board-rule-royal-pieces-captured = royal pieces captured
board-rule-bikjang = bikjang: the kings faced each other and neither side moved away
board-rule-lone-screen = a lone piece between the kings checks the general with no defender
board-rule-both-passed-in-a-row = both sides passed in a row
board-rule-count-ran-out = counting rule: the count ran out before mate
board-rule-stalemate-promotions = stalemate: a king and pawn whose only moves are promotions
board-rule-two-bare-kings = two bare kings
board-rule-bare-king = bare king
board-rule-bare-king-robado = bare king (robado)
board-rule-impasse-black-short = impasse: Black has too few points
board-rule-impasse-white-short = impasse: White has too few points
board-rule-impasse-both-enough = impasse: both sides have enough points
# { $pieces }: the checking pieces' names, listed (board-rule-join-and).
board-rule-mate-by-alone = checkmate by the { $pieces } alone, which loses
board-rule-niol = niol: mate by bishop or pawn without a shak among the checks
board-rule-dropped-pawn-mate = checkmate by a dropped pawn, which loses
# { $first }, { $second }: each side's points, written as figures.
board-rule-material = { $rule }; scored on material, { $first } to { $second }
# The last item of a list inside a rule (the others joined by board-join-comma).
board-rule-join-and = { $list } and { $item }

## Chess family: the history (crates/rules/src/chess/repetition.rs)

board-rule-move-limit-moves = move limit: { $moves } moves without a capture or pawn move
board-rule-repetition-second = repetition: the same position for the second time
board-rule-repetition-third = repetition: the same position for the third time
board-rule-repetition-fourth = repetition: the same position for the fourth time
board-rule-repetition-nth = repetition: the same position for the { $times }th time
board-rule-perpetual-check = { $rule }, with perpetual check, which loses
board-rule-perpetual-chase = { $rule }, with perpetual chase, which loses
board-rule-both-chasing = { $rule }, both sides chasing

## Chess family: a win taken back (crates/rules/src/chess/facing.rs, count_rights.rs)

board-rule-facing-forfeit = { $rule }, but the winner had made the kings face each other and so gave up the right to win: a draw
board-rule-counted-mate = { $rule }, but by the side keeping the count, which did not stop counting: a draw

## Folk family (crates/rules/src/folk/goals.rs, in_a_row.rs, enclose_all.rs, game.rs)

board-rule-reached-goal = { $player } reached the goal
board-rule-moved-onto-goal = { $player } moved onto the goal
board-rule-connected-all-sides = { $player } connected all sides
board-rule-captured-all = { $player } captured all of { $other }'s pieces
board-rule-lone-pieces = each side has one piece left
board-rule-quiet-limit = no capture in { $limit } plies
board-rule-in-a-row = { $player } made { $length } in a row
board-rule-enclosed-all = { $player } enclosed all of { $other }'s pieces
board-rule-stuck-loses = { $player } cannot move and loses
board-rule-stuck-wins = { $player } cannot move and wins
board-rule-stuck-draw = { $player } cannot move: a draw
board-rule-neither-can-move = neither side can move: a draw
board-rule-no-player-can-move = no player can move: a draw

## Folk family: pieces (crates/rules/src/folk/moves/rules.rs)

board-rule-royal-captured = { $player } captured { $other }'s royal piece
board-rule-home-reply-draw = { $player } brought every piece home too, in the one reply: a draw
board-rule-home-first = { $player } brought every piece home and { $other } could not follow
board-rule-all-home = { $player } brought every piece home
board-rule-filled-far-end = { $player } filled the far end and left its own
board-rule-capture-count = { $player } captured { $count } pieces
board-rule-lasted = { $player } lasted { $limit } plies
board-rule-move-limit-of = move limit of { $limit } plies

## Folk family: shapes and counts (crates/rules/src/folk/endings.rs, group_scores.rs)

# { $answer }: the shape the other player formed in reply.
board-rule-shape-answered = { $player } answered { $other }'s { $shape } with a { $answer }: a draw
board-rule-shape-unanswered = { $player } formed a { $shape } and { $other } could not answer
board-rule-shape-formed = { $player } formed a { $shape }
# Why the game stopped and was counted ({ $why } below).
board-rule-board-full = the board is full
board-rule-neither-moves = neither side can move
board-rule-count-draw = { $why }: a draw
# { $what }: one of board-rule-count-points, -pieces, -captures; { $score } and { $other }
# the two totals.
board-rule-count-win = { $why }: { $player } wins with more { $what }, { $score } to { $other }
board-rule-count-equal = { $why }: equal { $what }, { $score } each, a draw
board-rule-count-points = points
board-rule-count-pieces = pieces on the board
board-rule-count-captures = captures

## Folk family: boxes (crates/rules/src/folk/boxes.rs)

board-rule-boxes-target = { $player } reached { $target } points first
board-rule-boxes-higher = all edges drawn: { $player } wins with the higher score
board-rule-boxes-lower = all edges drawn: { $player } wins with the lower score
board-rule-boxes-equal = all edges drawn: equal scores

## Halma family (crates/rules/src/halma/rules.rs)

board-rule-halma-answered = { $player } answered { $other }'s finish by finishing: a draw
board-rule-halma-reply-short = { $player } filled the goal and { $other }'s reply fell short
board-rule-halma-both-completed = both sides completed their goals: a draw
board-rule-halma-into-goal = { $player } brought every piece into the goal

## Go family (crates/rules/src/go/rules.rs): { $rule } ended the game, { $counted } decided it

board-rule-first-capture = first to take a stone
board-rule-both-passed = both players passed
board-rule-all-placed = all stones placed
board-rule-move-limit-reached = move limit
board-rule-no-move-left = no move left
board-rule-counted = { $rule }: { $counted }
board-rule-area-count = area count
board-rule-more-taken = more stones taken
board-rule-none-taken = no stone taken

## Race, stacks, polyomino and take families (crates/rules/src/{race,stacks,polyomino,take}/game.rs)

board-rule-move-limit = move limit: { $limit } plies
board-rule-race-home-one = its piece reached home first
board-rule-race-home-many = all { $pieces } pieces home first
board-rule-delivered = { $player } delivered { $loads } loads and picked up another
board-rule-last-mover-wins = no move left: the last mover wins
board-rule-last-mover-loses = no move left: the last mover loses (misère)
board-rule-cannot-place = the player to move cannot place a piece
board-rule-cannot-slide = the player to move cannot slide any piece
board-rule-no-piece-left = the player to move has no piece left to place
board-rule-took-last = took the last piece
board-rule-took-last-misere = the opponent had to take the last piece (misère)
board-rule-cannot-take = the player to move can take no piece
board-rule-neither-can-take = neither player can take
