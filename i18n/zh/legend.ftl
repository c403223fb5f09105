# 规则图例（“棋子走法”“玩法”）：规则引擎交出消息 id 和数值，由本文件说成中文
# （crates/rules/src/legend、crates/rules/src/spec_legend、crates/rules/src/chess/legend*.rs）。
#
# 规则里的名称（棋子、区域、吃子规则）以 { $piece }、{ $region } 等传入，已按本语言说出
# （`term-*` 消息，没有时照规则原文）。数目以数字传入。

## 列举：{ $list } 是已列出的部分，{ $item } 是下一项（list-more）或最后一项（list-and）

list-more = { $list }、{ $item }
list-and = { $list }和{ $item }

## 图例小图下的说明

# 棋子从某一格出发的走法图，适用的区域，所用的记法。
legend-caption-from = 自 { $square }
legend-caption-where = { $caption }，{ $where }
legend-caption-notation = { $caption }：{ $notation }

# 棋盘上画出的记号。
legend-sign-two-way = 通道，双向
legend-sign-one-way = 通道，单向
legend-sign-wall = 墙

## 各类棋共用

# 图例各部分的名称。
legend-part-captures = 吃子
legend-part-goal = 胜负

# 以名称指棋盘上的区域。
legend-region = { $region }
legend-region-in = 在{ $region }内
legend-region-outside = 在{ $region }以外

# 棋子走动的方向。
legend-directions-all = 沿任一条画出的线
legend-directions-orthogonal = 沿横线和竖线
legend-directions-diagonal = 沿斜线
legend-directions-forward = 向前直走或斜走
legend-directions-straight-forward = 只向正前方
legend-directions-towards = 朝{ $directions }方向

# 棋盘上线的种类。
legend-line-any = 任一条画出的线
legend-line-orthogonal = 一条横线或竖线
legend-line-diagonal = 一条斜线

# 不分胜负或按数目判定时的结果。
legend-result-most-points = 得分多者胜
legend-result-most-pieces = 盘上棋子多者胜
legend-result-most-captures = 吃子多者胜
legend-result-draw = 和棋

## 棋盘上画出的记号（crates/rules/src/legend/board.rs）

legend-part-passages-and-walls = 通道与墙
legend-passages = 箭头标出出入{ $region }仅有的通道：{ $ways }。
legend-passages-both-ways = 箭头标出出入{ $region }仅有的通道：{ $ways }，每条都可双向通行。
legend-walls = 粗线是墙，任何走法都不能越过（{ $walls }）。

## 读屏软件对图例小图的朗读

# 棋子的走法：`马在 e5；可走可吃：d7 f7；受阻：d7`。
legend-picture-label = { $piece }在 { $square }
legend-picture-label-more = { $label }；{ $what }：{ $squares }
legend-reach-both = 可走可吃
legend-reach-move = 只走不吃
legend-reach-capture = 只吃不走
legend-reach-blocked = 受阻
# 吃子的连线图式：`一条线：本方、本方、敌方`（以 list-more 连接）。
legend-pattern-label = 一条线：{ $cells }
legend-pattern-yours = 本方
legend-pattern-enemy = 敌方
legend-pattern-empty = 空点
