# 两种规则在结果上分歧时，某一规则集的结果（crates/site/src/render/divergence.rs，
# 由 parts.ftl 的 divergence-result 显示）。{ $rule } 是决定胜负的规则（board-rules.ftl），
# { $player } 是胜方名称（board-player-*）。

divergence-result-goes-on = 对局继续
divergence-result-draw = 和棋（{ $rule }）
divergence-result-win = { $player }胜（{ $rule }）
# 规则集未命名的胜方：其座次，从 1 数起。
divergence-result-seat = 第 { $seat } 位玩家
