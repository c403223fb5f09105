# The game page's parts in English: templates/game.html and its partials legend.html,
# claim.html and divergence.html call these with t(id=...). Every id here has a Chinese entry
# in ../zh/parts.ftl. Values handed in are plain text (escaped by t()); the messages are markup.

## How a ruleset's pieces move (templates/partials/legend.html)

legend-pieces-heading = How the pieces move
legend-play-heading = How it is played
legend-key = Drawn from the rules, for the first player: <span class="key key-both"></span> moves or captures, <span class="key key-move"></span> moves only, <span class="key key-capture"></span> captures only, <span class="key key-piece"></span> a piece in the way (hopped over, or blocking), <span class="key key-blocked"></span> blocked by it; shading: where the piece stays or the moves hold.
legend-betza-title = Betza notation
legend-same = As in <a href="#legend-{ $ruleset }">{ $name }</a>.

## Where two readings part on the board (templates/partials/divergence.html); `a` and `b`
## are ruleset ids, `a_name` and `b_name` their names; a ply is one player's move

divergence-positions = { $count ->
    [one] { $count } position
   *[other] { $count } positions
}
divergence-agree = <a href="#ruleset-{ $a }">{ $a_name }</a> and <a href="#ruleset-{ $b }">{ $b_name }</a> agree on the whole game: every line ends within { $plies } plies with the same moves and results ({ $compared } compared).
divergence-bound = No difference between <a href="#ruleset-{ $a }">{ $a_name }</a> and <a href="#ruleset-{ $b }">{ $b_name }</a> within the bound: every line of up to { $plies } plies from the start has the same legal moves and results in both ({ $compared } compared; the search stops at { $bound_plies } plies or { $bound_nodes } positions).
divergence-part-after = <a href="#ruleset-{ $a }">{ $a_name }</a> and <a href="#ruleset-{ $b }">{ $b_name }</a> part after { $count } common { $count ->
    [one] move
   *[other] moves
}:{" "}
divergence-part-at-first = <a href="#ruleset-{ $a }">{ $a_name }</a> and <a href="#ruleset-{ $b }">{ $b_name }</a> part at the first move.
divergence-only-allows = Only <a href="#ruleset-{ $ruleset }">{ $name }</a> allows{" "}
divergence-more = , and { $count } more
divergence-marked-arrows = {" "}(arrows on the figure)
divergence-marked-dots = {" "}(dots on the figure)
divergence-allows-nothing = <a href="#ruleset-{ $ruleset }">{ $name }</a> allows no move the other forbids
divergence-result = <a href="#ruleset-{ $ruleset }">{ $name }</a>: { $result }
divergence-load = Load this line on the board ({ $name })
divergence-note = Shortest line found by comparing both readings' legal moves and results position by position ({ $compared }).

## A claim checked by the engine (templates/partials/claim.html); a value is the result for
## the player to move

claim-verdict-confirmed = confirmed
claim-verdict-refuted = refuted
claim-verdict-undecided = undecided
claim-who = <a href="#witness-{ $witness }">{ $who }</a> claims:
claim-checked-on = Checked on ruleset <a href="#ruleset-{ $ruleset }">{ $ruleset }</a>:{" "}
claim-solve-from = exact solver from{" "}
claim-solve-start = the start
claim-solve-claimed = , claimed value for the player to move: { $value }
claim-value-win = win
claim-value-loss = loss
claim-value-draw = draw
claim-table = exact solver with the lone piece on every point
claim-selfplay = { $games } self-play games, { $strength }, claimed draw rate { $rate }
claim-equivalence = exact solver against the formula <code>{ $formula }</code> on { $positions } random positions
claim-strength-random = random moves
claim-strength-playouts = Monte Carlo search, { $count } playouts a move
claim-rate-at-least = at least { $percent }%
claim-rate-at-most = at most { $percent }%
claim-table-label = Values found, top row first: 1 the player to move wins, 0 loses, = a draw
claim-games = Draws { $draws } of { $games } games; the first player won { $first }, the second { $second }; strength: { $strength }.
claim-games-unfinished = Draws { $draws } of { $games } games; the first player won { $first }, the second { $second }, { $unfinished } cut off; strength: { $strength }.
claim-samples = Positions compared
claim-sample = : solver { $solver }, formula { $formula }
claim-searched = Positions searched: { $count }.

## The game page (templates/game.html), beyond the game-* messages of site.ftl

game-link-json = { $name } as data (JSON)
game-link-tei = { $name } as TEI P5
# Between an author, a work and its part, as in "Tian, A Collection, Game 3".
game-comma = ,{" "}
game-translated-by = Translated by { $translator }
game-translated-from-witness = Translated by { $translator } from <a href="#witness-{ $witness }">{ $label }</a>
game-translated-from-source = Translated by { $translator } from <a href="{ $url }">{ $label }</a>; the archive does not hold the original's text
game-translated-from-source-part = Translated by { $translator } from <a href="{ $url }">{ $label }</a>, { $part }; the archive does not hold the original's text
# Before the rulesets that follow a text, linked and separated by list-comma.
game-followed-by = Followed by{" "}
game-compare = Compare <strong>{ $left }</strong> with <strong>{ $right }</strong>
game-only-in = only in { $text }
# The heading of an entry's terms, by the language they share (apparatus.rs, terms_heading).
game-term = Term
game-term-pinyin = Pinyin
game-term-reading = Reading
game-term-meaning = Meaning
game-term-renderings = As the texts render it
game-term-rendering = <a href="#witness-{ $witness }">{ $label }</a>: “{ $phrase }”
game-term-no-rendering = no text renders it
# Before the means that check a ruleset, separated by list-comma; then sentence-end.
game-checked-by = Checked by:{" "}
game-checked-by-nothing = nothing yet (see <a href="{ $url }">coverage</a>)
game-figure-number = Figure { $number }.
game-figure-ruleset = (<a href="#ruleset-{ $ruleset }">{ $name }</a>)
game-source-year = {" "}({ $year })
game-contributed-by = ; contributed by { $names }
