# The legend of the folk family (crates/rules/src/spec_legend/folk.rs): pieces and moves,
# captures, goals. See legend.ftl for the shared messages.

legend-part-pieces-and-moves = Pieces and moves

## Pieces and placing

legend-folk-has = { $player } has { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }{ $royal }.
legend-folk-has-to-place = { $player } has { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    } to place{ $royal }.
legend-folk-has-and-to-place = { $player } has { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    } on the board and { $reserve } to place{ $royal }.
legend-folk-royal = , its royal piece on { $point }
legend-folk-shared = { $count ->
        [0] Some pieces belong to both players; none stands on the board at the start.
        [one] 1 shared piece belongs to both players.
       *[other] { $count } shared pieces belong to both players.
    }
legend-folk-place = Pieces are placed on empty points before any piece moves.
legend-folk-place-own-region = Pieces are placed on empty points of each player's own region before any piece moves.
legend-folk-place-pair = Each turn places two stones on neighbouring empty points, { $directions } before any piece moves.
legend-folk-place-until-full = The placing ends as soon as the board is full; pieces still in hand are put aside.
legend-folk-opening-removal = After placing, each player removes { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    } of the other's.

## Moves

legend-folk-piece-moves = A piece { $movement } { $directions }.
legend-folk-last-piece = A player's last piece { $movement }.
legend-folk-step = steps one point
legend-folk-slide = slides any distance over empty points
legend-folk-walk = walks up to { $count ->
        [one] { $count } step
       *[other] { $count } steps
    } over empty points, turning as it goes
legend-folk-fly = A player down to { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    } moves a piece to any empty point.
legend-folk-path = A piece steps{ $jump }{ $chain }, never visiting a point twice.
legend-folk-path-jump-any = {" "}or jumps over a neighbouring piece to the point beyond
legend-folk-path-jump-enemy = {" "}or jumps over a neighbouring enemy piece to the point beyond
legend-folk-path-jump-own = {" "}or jumps over a neighbouring piece of its own to the point beyond
legend-folk-path-chain-any = ; it may go on step after step and jump after jump
legend-folk-path-chain-jumps = ; after a jump it may go on jumping
legend-folk-player-directions = { $player }'s pieces move { $directions }.
legend-folk-hop = A piece may hop over { $over }{ $run } to the empty point beyond{ $chain }{ $barred }.
legend-folk-hop-over-any = any piece
legend-folk-hop-over-enemy = an enemy piece
legend-folk-hop-over-own = one of its own pieces
legend-folk-hop-run = {" "}(or a run of them)
legend-folk-hop-chain = , and may hop again
legend-folk-hop-barred = ; a hop may neither start nor land in { $places }
legend-folk-the-region = the { $region }
legend-folk-rotation = Pieces are numbered ({ $sizes } per player) and moved in turn by number.
legend-folk-promote = A piece arriving on the far row becomes a king that { $movement } { $directions }.
legend-folk-promote-by-jump = A piece arriving by a jump on the far row becomes a king that { $movement } { $directions }.
legend-folk-boxes = A turn draws one line between two dots; closing a box scores it.
legend-folk-boxes-again = A turn draws one line between two dots; closing a box scores it and draws again.

## Captures

legend-folk-patterns-key = In the patterns, O is the mover's piece, X the opponent's, . an empty point; a ringed piece may be the one just moved, crossed ones are taken.
legend-folk-line-capture = { $name }: a move that makes { $line } read { $pattern } captures { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }{ $exact }.
legend-folk-line-exact = ; the rest of the line must be empty
legend-folk-full-line = { $name }: filling { $line } with at least { $pieces ->
        [one] { $pieces } piece
       *[other] { $pieces } pieces
    } lets the mover remove { $count ->
        [one] { $count } enemy piece
       *[other] { $count } enemy pieces
    } of their choice.
legend-folk-enclosed-group = { $name }: a group of enemy pieces left with no empty neighbouring point is captured.
legend-folk-enclosed-piece = { $name }: an enemy piece next to the moved piece with no empty neighbouring point is captured.
legend-folk-edge-run = { $name }: enemy pieces in an unbroken run along the edge that turns one corner of the board (an L), with the mover's pieces at both ends, are captured.
legend-folk-withdrawal = { $name }: moving straight away from an adjacent enemy piece captures it{ $not-from }{ $not-taking-in }.
legend-folk-withdrawal-not-from = ; { $player } takes nothing by a pull that starts in the { $region }
legend-folk-withdrawal-not-taking-in = ; { $player } cannot pull away a piece standing in the { $region }
legend-folk-a-player = A player
legend-folk-a-player-lower = a player
legend-folk-jump = A piece jumps an adjacent enemy piece onto the empty point beyond and captures it{ $directions }{ $chain }{ $compulsory }.
legend-folk-jump-directions = , { $directions }
legend-folk-jump-again = ; it may jump again
legend-folk-jump-on = ; it must jump on while it can
legend-folk-jump-compulsory = ; capturing is compulsory
legend-folk-replacement = A piece captures by stepping onto an adjacent enemy piece.
legend-folk-land-captures = A move may end on an enemy piece, which is captured; only the point where the move ends captures.
legend-folk-shape-captures = Forming { $shape } captures { $count ->
        [one] { $count } enemy piece
       *[other] { $count } enemy pieces
    }{ $scores }.
legend-folk-shape-scores = {" "}and scores { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
legend-folk-shape-protects = Pieces of a formed shape cannot be captured until they move.
legend-folk-shape-deferred = Shapes formed while placing capture only once the placing is over, the first player first.
legend-folk-shape-at-once = A shape captures as soon as it is formed, while placing too.
legend-folk-none-formed-while-placing = If neither player formed a shape while placing, each removes { $count ->
        [one] { $count } enemy piece
       *[other] { $count } enemy pieces
    }, the first player first.
legend-folk-none-formed-full-board = When the placing ends on a full board, each removes { $count ->
        [one] { $count } enemy piece
       *[other] { $count } enemy pieces
    }, the first player first.
legend-folk-shape-takes = Completing { $shape } takes enemy pieces.
legend-folk-chain-may = After a capture { $who } may move again to capture.
legend-folk-chain-must = After a capture { $who } must move again to capture.
legend-folk-chain-same = the capturing piece
legend-folk-chain-any = any of the mover's pieces

## Goals

legend-folk-goal-capture-all = A player left with no pieces loses.
legend-folk-goal-enclose-all = A player none of whose pieces has an empty point next to it is enclosed and loses.
legend-folk-goal-capture-count = The first to capture { $count ->
        [one] { $count } enemy piece
       *[other] { $count } enemy pieces
    } wins.
legend-folk-goal-reach = { $who } wins by reaching { $region }.
legend-folk-whoever-moves-there = Whoever moves a piece there
legend-folk-goal-connect = A connected group touching { $regions } wins.
legend-folk-goal-all-home = A player whose pieces all stand in their target region wins.
legend-folk-goal-fill-and-vacate = A player who fills the target region and empties the home region wins.
legend-folk-goal-form = Forming { $shapes } wins.
legend-folk-goal-in-a-row = A row of { $count } stones across, down or diagonally wins.
legend-folk-goal-exactly-in-a-row = A row of exactly { $count } stones across, down or diagonally wins.
legend-folk-goal-board-full = When the board is full, { $result }.
legend-folk-no-moves-loses = A player who cannot move loses.
legend-folk-no-moves-wins = A player who cannot move wins.
legend-folk-no-moves-draws = A player who cannot move draws the game.
legend-folk-no-moves-passes = A player who cannot move passes; when neither can, it is a draw.
legend-folk-lone-pieces-draw = One piece against one is a draw.
legend-folk-player-wins = { $player } wins
legend-folk-after-moves = After { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $result }.
legend-folk-quiet-limit = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } without a capture is a draw.
