# The legend of a ruleset ("How the pieces move", "How it is played"): the sentences the
# rules engine hands over as a message id and values (crates/rules/src/legend,
# crates/rules/src/spec_legend, crates/rules/src/chess/legend*.rs).
#
# Names a ruleset gives (pieces, regions, capture rules) come as { $piece }, { $region }...
# already said in the page's language (`term-*` messages, else as the ruleset writes them).
# Counts come as numbers, for plural forms: { $count ->  [one] ...  *[other] ... }.

## Lists: { $list } is the list so far, { $item } the next item (list-more) or the last (list-and)

list-more = { $list }, { $item }
list-and = { $list } and { $item }

## Under a legend's pictures

# A picture of a piece's moves from one square, where they hold, in which notation.
legend-caption-from = from { $square }
legend-caption-where = { $caption }, { $where }
legend-caption-notation = { $caption }: { $notation }

# A sign drawn on the board.
legend-sign-two-way = a passage, both ways
legend-sign-one-way = a passage, one way
legend-sign-wall = a wall

## Shared by every family

# The names of the legend's parts.
legend-part-captures = Captures
legend-part-goal = Goal

# A region of the board by its name: `palace`, `in palace`, `outside home`.
legend-region = { $region }
legend-region-in = in { $region }
legend-region-outside = outside { $region }

# Directions a piece moves in.
legend-directions-all = in any direction along the lines
legend-directions-orthogonal = along rows and columns
legend-directions-diagonal = diagonally
legend-directions-forward = straight or diagonally forward
legend-directions-straight-forward = straight forward
legend-directions-towards = towards { $directions }

# A kind of line on the board.
legend-line-any = any drawn line
legend-line-orthogonal = a row or column
legend-line-diagonal = a diagonal

# How a game ends that is not won outright.
legend-result-most-points = the higher score wins
legend-result-most-pieces = more pieces on the board wins
legend-result-most-captures = more captures wins
legend-result-draw = it is a draw

## Signs drawn on the board (crates/rules/src/legend/board.rs)

legend-part-passages-and-walls = Passages and walls
legend-passages = Arrows mark the only ways into and out of the { $region }: { $ways }.
legend-passages-both-ways = Arrows mark the only ways into and out of the { $region }: { $ways }, each both ways.
legend-walls = Thick lines are walls: no move crosses them ({ $walls }).

## What a screen reader says for a legend's pictures

# A piece's moves: `horse on e5; moves or captures: d7 f7; blocked: d7`.
legend-picture-label = { $piece } on { $square }
legend-picture-label-more = { $label }; { $what }: { $squares }
legend-reach-both = moves or captures
legend-reach-move = moves only
legend-reach-capture = captures only
legend-reach-blocked = blocked
# A capture's line pattern: `a line of yours, yours, enemy` (joined by list-more).
legend-pattern-label = a line of { $cells }
legend-pattern-yours = yours
legend-pattern-enemy = enemy
legend-pattern-empty = empty
