# The playable board's words (theme/board/*.js, templates/partials/board.html).
#
# The board fills these in itself in the browser (theme/board/messages.js), so a board message
# is plain text and `{ $variable }` placeables only: no selectors, terms, attributes or
# functions. Where English needs a plural there are two messages (`-one`, `-many`) and the
# board picks one. A message that is a piece of a longer one (`board-status-in-check`, the
# `board-join-*` lists) is written with its own punctuation, so each language places its own.
# i18n/zh/board.ftl has exactly the same ids and variables
# (tests/browser/board-messages.test.mjs checks).

## The board's markup (templates/partials/board.html)

board-heading = Play
board-embed-title = { $game }: the playable board
board-ruleset-label = Ruleset
board-computer-label = Computer plays
board-computer-nobody = nobody
board-computer-first = first player
board-computer-second = second player
board-time-label = Thinking time
board-seconds = { $seconds } s
board-level-label = Level
board-level-lowest = { $level } (one move ahead)
board-level-highest = { $level } (as deep as the time allows)
board-choices-label = Choices for this move
board-undo = Undo
board-redo = Redo
board-reset = Reset
board-flip = Flip
board-hint = Best move
board-permalink = Permalink
board-embed-button = Copy embed code
board-embed-button-title = An iframe showing this board and game, to paste into another page
board-notation-label = Notation
board-moves-label = Moves played (← → step through them, ↑ ↓ switch to another move played at the same point)
board-promote = Make main line
board-delete-variation = Delete variation
board-record-summary = Record as text
board-record-label = The game's record: its start position and moves
board-copy = Copy
board-load = Load
board-help = Click a piece or point, then a marked point. Keyboard: Tab to the board, arrow keys to move between points, Enter or Space to select, Escape to cancel; ← and → step through the moves played when the focus is on the move list or the buttons; a move played at an earlier point opens a variation, and ↑ and ↓ switch between the moves played at the same point. To keep or share a game, copy its record as text (a Fairy-Stockfish FEN and UCI moves for chess games) and load it back with Load.
board-noscript = The board needs JavaScript and WebAssembly; the rules and figures on this page do not.

## Starting the board (board.js)

board-error-engine = The board could not load its rules engine: { $error }
board-error-start = The board could not start: { $error }
board-play-ruleset = Play this ruleset ({ $ruleset }) on the board
board-play-figure = Play from board figure
board-figure-set-up = Figure position set up on the board.

## Starting a game, and links (game-board.js)

board-error-cannot-start = Cannot start this game: { $error }
board-error-variations-left-out = Some variations are left out: { $problems }.
board-error-link-move = Move { $number } of the link ({ $move }) is not legal here; the game stops before it.
board-error-link-unreadable = The link cannot be read ({ $error }); showing the start position instead.
board-error-link-ruleset = The link names a ruleset this game does not have ({ $ruleset }).
board-error-link-variations = The link's variations cannot be read ({ $error }); its line is shown.
# { $reason }: why the game of the link could not be set up (one of the messages above).
board-error-showing-start = { $reason } Showing the start position instead.
board-engine-refused = The engine refused { $move }: { $error }

## Lists: { $list } is the list so far, { $item } the next item

board-join-comma = { $list }, { $item }
board-join-semicolon = { $list }; { $item }
# Scores of the players at the end, in turn order: "3 to 2".
board-join-score = { $list } to { $item }

## Playing (game-board.js, choices.js)

board-start-position = Start position.
board-after-move = After { $move }.
board-wait-computer = Wait for the computer's move.
# { $click }: a point (e3), a piece in hand (board-click-hand) or a choice.
board-selected-one = { $click } selected; { $count } way to continue.
board-selected-many = { $click } selected; { $count } ways to continue.
board-click-hand = { $piece } in hand
board-click-pass = pass
board-selection-cancelled = Selection cancelled.
board-must-go-on-jumping = The piece on { $point } must go on jumping.
# A point's label (board-target-*) when the selected piece can go there.
board-target-destination = { $label }, legal destination
# What a screen reader hears for a click target (theme/board/target-labels.js): the point as the
# board's edges write it and what stands there; a piece in hand.
board-target-empty = { $point }, empty
board-target-piece = { $point }, { $piece }
board-target-owned = { $owner } { $piece }
board-target-stack = { $piece }, stack of { $height }
board-target-hand = { $owner } hand, { $piece }, { $count }
board-piece-promoted = promoted { $piece }
# { $player } played { $move }, then { $then }: the result or whose turn it is.
board-played = { $player } played { $move }. { $then }
# A move as its notation writes it, then in words (board-said-*).
board-move-in-words = { $move }, { $words }
board-choice-pass = Pass
board-choice-stop = Stop here
board-choice-cancel = Cancel
board-side-to-move = The side to move
board-chooses-first = { $player } chooses first:

## A move in words, for screen readers (status.js); pieces and points as the engine names them

board-said-drop = { $piece } dropped on { $points }
board-said-on = { $piece } on { $point }
board-said-placed = placed on { $point }
board-said-takes = takes { $piece } on { $point }
board-said-to = to { $point }
# { $steps }: board-said-takes and board-said-to, joined by board-join-comma.
board-said-move = { $piece } { $from } { $steps }
board-said-move-no-piece = { $from } { $steps }

## The status line (status.js)

# { $details }: board-status-in-check, -throw and -continuing, each as it applies.
board-status-to-move = { $player } to move{ $details }.
board-status-in-check = , in check
board-status-throw = ; the throw is { $throw }
board-status-continuing = ; the piece on { $point } must go on jumping
board-status-thinking = { $player } (computer) is thinking…
# { $status }: the status so far (whose move, or the result).
board-status-last-move = { $status } Last move: { $move }.
board-status-browsing = { $status } Showing move { $ply } of { $total }: a move played here opens a variation.
board-status-browsing-computer = { $status } Showing move { $ply } of { $total }: a move played here opens a variation; the computer waits until then.
# { $rule }: the rule that ended the game, as the rules word it.
board-outcome-draw = Game over: Draw by rule: { $rule }.
board-outcome-draw-scored = Game over: Draw by rule: { $rule } (score { $scores }).
board-outcome-win = Game over: { $player } wins by rule: { $rule }.
board-outcome-win-scored = Game over: { $player } wins by rule: { $rule } (score { $scores }).

## Why a click did nothing (refusal.js)

board-refuse-game-over = The game is over: no move can be played.
board-refuse-other-side = the other side
# Follows another reason when the side to move is in check.
board-refuse-in-check = { $reason } { $player } is in check, so only a move that meets it is legal.
board-refuse-choose-first = { $player } first chooses one of the buttons beside the board.
board-refuse-must-pass = { $player } has no move on the board and must pass (the Pass button).
board-refuse-no-move-to = No legal move takes { $from } to { $to }.
board-refuse-not-yours = { $target }: that piece is { $owner }'s, and it is { $player }'s move.
board-refuse-no-legal-move = { $target } has no legal move now.
board-refuse-no-move-here = { $target }: no move starts here; { $player } moves one of their own pieces.
board-refuse-no-move-from = No legal move starts at { $target }.

## The computer and the hint (computer.js)

board-computer-all-but = everyone but { $player } (you play { $player })
board-computer-failed = The computer could not move: { $error }
board-computer-worker-failed = worker failed
board-computer-illegal = The computer chose { $move }, which is not legal here.
board-hint-looking = Looking for the best move…
board-hint-none = No hint: { $reason }.
board-hint-no-legal-move = no legal move
board-hint-found = Best move found: { $move }.

## The record (record-view.js, record.js, tree.js, game-state.js, notation.js, variations.js)

board-move-capture = capture
board-move-check = check
board-record-copied = Record copied.
board-record-loaded-one = Record loaded: { $count } move.
board-record-loaded-many = Record loaded: { $count } moves.
board-record-unreadable = The record cannot be read: { $error }
board-record-no-ruleset = This game has no ruleset "{ $ruleset }".
board-record-bad-start = The start position cannot be read: { $error }
board-record-bad-moves = Not every move can be played: { $problems }.
board-record-header-syntax = line { $line }: a header is written [Name "value"], found { $found }
board-tree-open-first = word { $word }: a variation "(" must follow the move it replaces
board-tree-close-extra = word { $word }: ")" closes no variation
board-tree-empty-variation = word { $word }: a variation holds no move
board-tree-unclosed-one = { $count } variation is not closed with ")"
board-tree-unclosed-many = { $count } variations are not closed with ")"
board-move-not-legal-at-start = Move { $ply } ({ $move }) is not legal at the start
board-move-not-legal-after = Move { $ply } ({ $move }) is not legal after { $previous }
# The notation choice for the engine's own move names, when the engine names no styles.
board-style-engine = Engine
board-no-other-move = No other move was played here.
board-switched-move = Move { $index } of { $count } played here: { $move }.
board-promoted = This line is now the main line.
board-variation-deleted = Variation { $move } deleted.

## Sharing (share.js)

board-link-copied = Link copied
board-link-copy-failed = Copy failed: the address bar holds the link
board-link-copied-said = The link to this game was copied.
board-link-copy-failed-said = The link could not be copied; the address bar holds it.
board-embed-copied = Embed code copied
board-embed-copy-failed = Copy failed: the browser refused
board-embed-copied-said = The embed code for this board and game was copied.
board-embed-copy-failed-said = The embed code could not be copied.
board-embed-default-title = A playable board

# Players' names, looked up by the name the rules give (messages.js playerName).
board-player-red = Red
board-player-black = Black
board-player-white = White
board-player-green = Green
board-player-blue = Blue
board-player-yellow = Yellow
board-player-first = First
board-player-second = Second
board-player-third = Third
board-player-fourth = Fourth
board-player-cho = Cho
board-player-han = Han
board-player-black-sente = Black (sente)
board-player-white-gote = White (gote)
board-player-cat = Cat
board-player-mouse = Mouse
board-player-hare = Hare
board-player-wolves = Wolves
board-player-left = Left
board-player-right = Right
board-player-a = A
board-player-b = B
board-player-bottom = Bottom

# Notation styles, looked up by the engine's style id (messages.js engineWord).
board-style-wxf = WXF
board-style-chinese = Chinese
board-style-japanese = Japanese
board-style-western = Western
board-style-korean = Korean
board-style-san = SAN
