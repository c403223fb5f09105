# A ruleset's result where two readings part on it (crates/site/src/render/divergence.rs,
# shown by divergence-result in parts.ftl). { $rule } is the deciding rule (board-rules.ftl),
# { $player } the winner's name (board-player-*).

divergence-result-goes-on = the game goes on
divergence-result-draw = a draw ({ $rule })
divergence-result-win = { $player } wins ({ $rule })
# A winner the ruleset does not name: its seat, counted from 1.
divergence-result-seat = player { $seat }
