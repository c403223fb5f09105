# 棋戏页面各部分的简体中文文本：与 ../en/parts.ftl 的条目一一对应
# （templates/game.html 及其 partials 中的 legend.html、claim.html、divergence.html）。

## 棋子的走法（templates/partials/legend.html）

legend-pieces-heading = 棋子的走法
legend-play-heading = 玩法
legend-key = 据规则绘出，以先手方为准：<span class="key key-both"></span> 可走可吃，<span class="key key-move"></span> 只走不吃，<span class="key key-capture"></span> 只吃不走，<span class="key key-piece"></span> 挡在途中的棋子（被跳过或阻挡），<span class="key key-blocked"></span> 被它挡住；阴影：棋子停留之处或走法成立之处。
legend-betza-title = Betza 记法
legend-same = 同<a href="#legend-{ $ruleset }">{ $name }</a>。
