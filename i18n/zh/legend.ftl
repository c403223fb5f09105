# 规则图例（“棋子走法”“玩法”）：规则引擎交出消息 id 和数值，由本文件说成中文
# （crates/rules/src/legend、crates/rules/src/spec_legend、crates/rules/src/chess/legend*.rs）。
#
# 规则里的名称（棋子、区域、吃子规则）以 { $piece }、{ $region } 等传入，已按本语言说出
# （`term-*` 消息，没有时照规则原文）。数目以数字传入。

## 列举：{ $list } 是已列出的部分，{ $item } 是最后一项

list-and = { $list }和{ $item }

## 过渡：引擎仍以英文写出的句子

legend-text = { $text }

## 图例小图下的说明

# 棋子从某一格出发的走法图，适用的区域，所用的记法。
legend-caption-from = 自 { $square }
legend-caption-where = { $caption }，{ $where }
legend-caption-notation = { $caption }：{ $notation }

# 棋盘上画出的记号。
legend-sign-two-way = 通道，双向
legend-sign-one-way = 通道，单向
legend-sign-wall = 墙
