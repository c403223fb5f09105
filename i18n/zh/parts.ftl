# 棋戏页面各部分的简体中文文本：与 ../en/parts.ftl 的条目一一对应
# （templates/game.html 及其 partials 中的 legend.html、claim.html、divergence.html）。

## 棋子的走法（templates/partials/legend.html）

legend-pieces-heading = 棋子的走法
legend-play-heading = 玩法
legend-key = 据规则绘出，以先手方为准：<span class="key key-both"></span> 可走可吃，<span class="key key-move"></span> 只走不吃，<span class="key key-capture"></span> 只吃不走，<span class="key key-piece"></span> 挡在途中的棋子（被跳过或阻挡），<span class="key key-blocked"></span> 被它挡住；阴影：棋子停留之处或走法成立之处。
legend-betza-title = Betza 记法
legend-same = 同<a href="#legend-{ $ruleset }">{ $name }</a>。

## 两种读法在棋盘上的分歧（templates/partials/divergence.html）；`a`、`b` 为规则集的 id，
## `a_name`、`b_name` 为其名称；一步即一方走一着（半回合）

divergence-positions = { $count }个局面
divergence-agree = <a href="#ruleset-{ $a }">{ $a_name }</a>与<a href="#ruleset-{ $b }">{ $b_name }</a>在整局棋上一致：每一路着法都在{ $plies }步之内结束，着法与结果完全相同（比较了{ $compared }）。
divergence-bound = 在搜索范围内，<a href="#ruleset-{ $a }">{ $a_name }</a>与<a href="#ruleset-{ $b }">{ $b_name }</a>没有差别：从开局起至多{ $plies }步的每一路着法，两者的合法着法与结果都相同（比较了{ $compared }；搜索以{ $bound_plies }步或{ $bound_nodes }个局面为限）。
divergence-part-after = <a href="#ruleset-{ $a }">{ $a_name }</a>与<a href="#ruleset-{ $b }">{ $b_name }</a>在共同的{ $count }步之后出现分歧：
divergence-part-at-first = <a href="#ruleset-{ $a }">{ $a_name }</a>与<a href="#ruleset-{ $b }">{ $b_name }</a>在第一步就出现分歧。
divergence-only-allows = 只有<a href="#ruleset-{ $ruleset }">{ $name }</a>允许
divergence-more = ，另有{ $count }种
divergence-marked-arrows = （图中以箭头标出）
divergence-marked-dots = （图中以圆点标出）
divergence-allows-nothing = <a href="#ruleset-{ $ruleset }">{ $name }</a>允许的着法，对方都允许
divergence-result = <a href="#ruleset-{ $ruleset }">{ $name }</a>：{ $result }
divergence-load = 在棋盘上载入这路着法（{ $name }）
divergence-note = 这是逐个局面比较两种读法的合法着法与结果后找到的最短路线（共{ $compared }）。
