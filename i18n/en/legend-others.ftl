# The legends of the smaller families (crates/rules/src/spec_legend/others.rs, halma.rs,
# stacks.rs, race.rs): go, halma, stacks, take, polyomino and race. See legend.ftl for the
# shared messages (legend-part-captures, legend-part-goal, legend-result-draw, lists).

legend-part-moves = Moves

## Shared by these families: the move limit (others.rs)

# { $result } is a clause: legend-result-draw or legend-limit-goal-decides.
legend-limit = After { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $result }.
legend-limit-goal-decides = the goal decides as things stand

## Go (others.rs)

legend-go-place = A turn places a stone on an empty point.
legend-go-step = A turn steps a stone to a neighbouring empty point along a line.
legend-go-shared = The stones belong to both players.
legend-go-supply = The supply holds { $count ->
        [one] { $count } stone
       *[other] { $count } stones
    }.
legend-go-pass-always = A player may pass; two passes in a row end the game.
legend-go-pass-when-blocked = A player passes only with no other move; two passes end the game.
legend-go-pass-never = A player with no legal move ends the game.
legend-go-capture = A group of stones joined by lines with no empty neighbouring point is taken.
legend-go-no-suicide = A move that leaves one's own group with no empty point and takes nothing is not allowed.
legend-go-ko = Ko: a single stone that has just taken a single stone may not be retaken at once.
legend-go-ko-tibetan = No stone may be placed at once where stones were just taken.
legend-go-goal-area = At the end, stones on the board plus empty points surrounded by one's own stones count; more wins.
legend-go-goal-captures = More stones taken wins.
legend-go-goal-first-capture = The first player to take a stone wins; otherwise a draw.
# A bonus: its name as the ruleset writes it, its value, the points (`a1`, `q17`) listed.
legend-go-bonus = { $name }: { $count ->
        [one] { $count } point
       *[other] { $count } points
    } extra for holding all of { $points }.

## Halma (halma.rs)

legend-halma-move = A piece steps to a neighbouring empty point, or leaps over one neighbouring piece to the empty point beyond.
# { $pieces } lists legend-halma-over-* (each with its kind's clause, or none).
legend-halma-leap-over = It may leap over { $pieces }.
legend-halma-over-own = its own pieces{ $kind }
legend-halma-over-enemy = enemy pieces{ $kind }
legend-halma-over-shared = shared pieces{ $kind }
legend-halma-kind-same = {" "}of its own kind
legend-halma-kind-other = {" "}of another kind
legend-halma-chains = After a leap the same piece may leap again, never back onto a point it has stood on in that move.
legend-halma-kinds = Kinds of piece: { $kinds }.
# { $parts } lists legend-halma-turn-own and legend-halma-turn-shared in the turn's order.
legend-halma-turn = A turn moves, in order: { $parts }.
legend-halma-turn-own = one's own piece
legend-halma-turn-shared = a shared piece
legend-halma-drive-off = A step onto a goal point held by an enemy piece drives it off; the mover puts it on any empty point.
legend-halma-goal = { $player } wins with every piece in { $region }.
legend-halma-reply = When the first player finishes, the second gets one more turn and draws by finishing too.

## Stacks (stacks.rs)

legend-stacks-pool = First the players place { $count ->
        [one] { $count } { $piece }
       *[other] { $count } { $piece }s
    } from a shared pool.
# { $lift } is legend-stacks-lift-*; { $directions } lists the ruleset's direction names.
legend-stacks-lift-single = a lone piece
legend-stacks-lift-top = the top of a pile (one piece or more)
legend-stacks-jump-stones = Jump: { $lift } moves { $directions } straight over exactly { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    } and lands on top of the next one.
legend-stacks-jump-stacks = Jump: { $lift } moves { $directions } straight over exactly { $count ->
        [one] { $count } occupied point
       *[other] { $count } occupied points
    } and lands on top of the next one.
legend-stacks-slide = Slide: { $lift } moves { $directions } any distance onto an empty point or a pile.
legend-stacks-walk = Walk: an empty-handed { $pieces } walks exactly { $count ->
        [one] { $count } step
       *[other] { $count } steps
    } and may pick up a lone { $piece }.
legend-stacks-carry = Carry: a loaded { $pieces } steps to an empty point and may put its load down in { $places }.
legend-stacks-last-move-wins = The player who makes the last move wins.
legend-stacks-last-move-loses = The player who makes the last move loses.
legend-stacks-deliveries = A player who has delivered { $count ->
        [one] { $count } load
       *[other] { $count } loads
    } and picks up another wins.

## Take (others.rs)

legend-take-single = A turn takes one piece.
legend-take-run = A turn takes one piece, or a straight run of neighbouring pieces along a line.
legend-take-most = At most { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    } per turn.
legend-take-parity = An even number taken must be all one colour; an odd number of two or more must hold both.
legend-take-hemmed-in = A piece with { $count } or more occupied neighbours is hemmed in and may not be taken.
legend-take-dice = A { $sides }-sided die decides how many occupied neighbours the piece taken needs (at least { $least }).
legend-take-last-wins = Taking the last piece wins.
legend-take-last-loses = Taking the last piece loses.
legend-take-stuck-pass = A player who cannot take misses the turn.
legend-take-stuck-lose = A player who cannot take loses.

## Polyomino (others.rs)

legend-polyomino-cells = Each piece covers { $count ->
        [one] { $count } cell
       *[other] { $count } cells
    }, turned any way.
legend-polyomino-cells-mirrored = Each piece covers { $count ->
        [one] { $count } cell
       *[other] { $count } cells
    }, turned or mirrored.
legend-polyomino-triangle = Each piece covers three points joined by lines.
legend-polyomino-places = { $player } places { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }.
legend-polyomino-slide = Then a turn slides one's own piece one step ({ $directions }), without turning it.
legend-polyomino-no-move-loses = A player who cannot move loses.

## Race (race.rs)

# { $scores } are the scores for 0, 1, 2... mouths up, joined by legend-race-score-more (`8, 1, 2, 3, 4`).
legend-race-cowries = A throw of { $count ->
        [one] { $count } cowrie
       *[other] { $count } cowries
    } scores { $scores } for 0, 1, 2... mouths up.
legend-race-score-more = { $scores }, { $score }
legend-race-dice = A throw of { $count ->
        [one] { $count } die
       *[other] { $count } dice
    } with { $sides } sides moves their sum.
legend-race-path = { $player } races { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    } along its path of { $squares ->
        [one] { $squares } square
       *[other] { $squares } squares
    }.
legend-race-enter = A piece enters the board on a throw of { $throws }.
legend-race-extra-throw = A throw of { $throws } earns another throw.
legend-race-capture = Landing on an enemy piece sends it back to its owner's hand.
legend-race-safe = Pieces on the resting squares ({ $squares }) cannot be captured.
legend-race-no-stacking = A piece may not land on a piece of its own side.
legend-race-doubles = Two pieces of one side make a double: single pieces cannot pass it, only a double captures it.
legend-race-goal = The first to bring every piece home wins.
legend-race-goal-exact = The first to bring every piece home wins (home needs an exact throw).
