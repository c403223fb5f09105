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

## 经引擎检验的说法（templates/partials/claim.html）；结果均指走棋方

claim-verdict-confirmed = 已证实
claim-verdict-refuted = 已推翻
claim-verdict-undecided = 未判定
claim-who = <a href="#witness-{ $witness }">{ $who }</a>声称：
claim-checked-on = 在规则集<a href="#ruleset-{ $ruleset }">{ $ruleset }</a>上检验：
claim-solve-from = 用精确求解器从
claim-solve-start = 开局
claim-solve-claimed = 起求解，所称走棋方的结果：{ $value }
claim-value-win = 胜
claim-value-loss = 负
claim-value-draw = 和
claim-table = 用精确求解器把那枚独子依次放在每个点上求解
claim-selfplay = 自对弈{ $games }局，{ $strength }，所称和棋率{ $rate }
claim-equivalence = 在{ $positions }个随机局面上以精确求解器对照公式<code>{ $formula }</code>
claim-strength-random = 随机走子
claim-strength-playouts = 蒙特卡洛搜索，每步{ $count }次模拟
claim-rate-at-least = 至少{ $percent }%
claim-rate-at-most = 至多{ $percent }%
claim-table-label = 求得的结果，自上而下逐行：1 为走棋方胜，0 为走棋方负，= 为和棋
claim-games = 和棋：{ $games }局中有{ $draws }局；先手方胜{ $first }局，后手方胜{ $second }局；强度：{ $strength }。
claim-games-unfinished = 和棋：{ $games }局中有{ $draws }局；先手方胜{ $first }局，后手方胜{ $second }局，{ $unfinished }局达到步数上限而中止；强度：{ $strength }。
claim-samples = 比较的局面
claim-sample = ：求解器得{ $solver }，公式得{ $formula }
claim-searched = 搜索的局面数：{ $count }。

## 棋戏页面（templates/game.html）中 site.ftl 的 game-* 以外的文本

game-link-json = { $name }的数据（JSON）
game-link-tei = { $name }的 TEI P5 文本
# 作者、著作与其章节之间。
game-comma = ，
game-translated-by = 译者：{ $translator }
game-translated-from-witness = 译者：{ $translator }，译自<a href="#witness-{ $witness }">{ $label }</a>
game-translated-from-source = 译者：{ $translator }，译自<a href="{ $url }">{ $label }</a>；本站未收录原文
game-translated-from-source-part = 译者：{ $translator }，译自<a href="{ $url }">{ $label }</a>，{ $part }；本站未收录原文
# 其后是依据此文本的规则集，以 list-comma 分隔。
game-followed-by = 依据此文本的规则集：
game-compare = 比较<strong>{ $left }</strong>与<strong>{ $right }</strong>
game-only-in = 只见于{ $text }
# 条目术语表的标题，按术语共同的语言（apparatus.rs 的 terms_heading）。
game-term = 术语
game-term-pinyin = 拼音
game-term-reading = 读音
game-term-meaning = 释义
game-term-renderings = 各文本的译法
game-term-rendering = <a href="#witness-{ $witness }">{ $label }</a>：“{ $phrase }”
game-term-no-rendering = 没有文本译出
# 其后是检验此规则集的方式，以 list-comma 分隔，最后是 sentence-end。
game-checked-by = 检验方式：
game-checked-by-nothing = 尚无（见<a href="{ $url }">进度页</a>）
game-figure-number = 图{ $number }
game-figure-ruleset = （<a href="#ruleset-{ $ruleset }">{ $name }</a>）
game-source-year = （{ $year }）
game-contributed-by = ；贡献者：{ $names }
