# The legend of a ruleset ("How the pieces move", "How it is played"): the sentences the
# rules engine hands over as a message id and values (crates/rules/src/legend,
# crates/rules/src/spec_legend, crates/rules/src/chess/legend*.rs).
#
# Names a ruleset gives (pieces, regions, capture rules) come as { $piece }, { $region }...
# already said in the page's language (`term-*` messages, else as the ruleset writes them).
# Counts come as numbers, for plural forms: { $count ->  [one] ...  *[other] ... }.

## Lists: { $list } is the list so far, { $item } the last item (the others are joined by
## the board's `board-join-comma`)

list-and = { $list } and { $item }

## Transitional: a sentence the engine still writes in English

legend-text = { $text }

## Under a legend's pictures

# A picture of a piece's moves from one square, where they hold, in which notation.
legend-caption-from = from { $square }
legend-caption-where = { $caption }, { $where }
legend-caption-notation = { $caption }: { $notation }

# A sign drawn on the board.
legend-sign-two-way = a passage, both ways
legend-sign-one-way = a passage, one way
legend-sign-wall = a wall
