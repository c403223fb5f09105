# 对局结果：决定胜负的规则（`Outcome.rule`，crates/rules/src/*/），棋盘在“依据规则：”之后显示
# （board-outcome-*），分歧表与命令行也用它。
#
# 棋盘消息只含纯文本与 `{ $variable }`（由棋盘自行填入，见 board.ftl）。{ $player } 与 { $other }
# 是玩家名（经 board-player-* 说出），{ $rule } 与 { $why } 是本文件另一条消息说出的规则，
# { $shape } 是棋形名（term-*）。

## 象棋类（crates/rules/src/chess/rules.rs）

board-rule-checkmate = 将死
board-rule-stalemate = 困毙
board-rule-stalemate-loses = 困毙（被困毙的一方负）
board-rule-stalemate-wins = 困毙（造成困毙的一方负）
board-rule-royal-pieces-captured = 王棋全被吃掉
board-rule-bikjang = 对将：双方将帅相对，且双方都未走开
board-rule-lone-screen = 两将之间仅隔一子，将军而对方无子可防
board-rule-both-passed-in-a-row = 双方连续停着
board-rule-count-ran-out = 数步规则：将死之前步数已经数尽
board-rule-stalemate-promotions = 困毙：王与兵只剩升变之着可走
board-rule-two-bare-kings = 双方都成光杆
board-rule-bare-king = 光杆
board-rule-bare-king-robado = 光杆（判和）
board-rule-impasse-black-short = 持将棋：黑方点数不足
board-rule-impasse-white-short = 持将棋：白方点数不足
board-rule-impasse-both-enough = 持将棋：双方点数都已足够
# { $pieces }：将军的棋子名，列举（board-rule-join-and）。
board-rule-mate-by-alone = 仅以{ $pieces }将死，判负
board-rule-niol = 弱杀：以象或兵将死，而连续将军中没有一步有效将军
board-rule-dropped-pawn-mate = 以打入的兵将死，判负
# { $first }、{ $second }：双方的分数，以数字写出。
board-rule-material = { $rule }；按子力计分，{ $first } 比 { $second }
# 规则中列举的最后一项（其余以 board-join-comma 连接）。
board-rule-join-and = { $list }和{ $item }

## 象棋类：对局历史（crates/rules/src/chess/repetition.rs）

board-rule-move-limit-moves = 步数限制：{ $moves } 回合内无吃子也无兵走动
board-rule-repetition-second = 重复局面：同一局面第二次出现
board-rule-repetition-third = 重复局面：同一局面第三次出现
board-rule-repetition-fourth = 重复局面：同一局面第四次出现
board-rule-repetition-nth = 重复局面：同一局面第 { $times } 次出现
board-rule-perpetual-check = { $rule }，且为长将，长将者负
board-rule-perpetual-chase = { $rule }，且为长捉，长捉者负
board-rule-both-chasing = { $rule }，双方互捉

## 象棋类：胜局作废（crates/rules/src/chess/facing.rs、count_rights.rs）

board-rule-facing-forfeit = { $rule }，但胜方曾令双将照面，已放弃胜权：和棋
board-rule-counted-mate = { $rule }，但出自正在数步且未停止数步的一方：和棋

## 民间棋类（crates/rules/src/folk/goals.rs、in_a_row.rs、enclose_all.rs、game.rs）

board-rule-reached-goal = { $player }到达目标
board-rule-moved-onto-goal = { $player }走上目标
board-rule-connected-all-sides = { $player }连通了各边
board-rule-captured-all = { $player }吃光了{ $other }的棋子
board-rule-lone-pieces = 双方各剩一子
board-rule-quiet-limit = 连续 { $limit } 步无人吃子
board-rule-in-a-row = { $player }连成 { $length } 子
board-rule-enclosed-all = { $player }围住了{ $other }的全部棋子
board-rule-stuck-loses = { $player }无棋可走，判负
board-rule-stuck-wins = { $player }无棋可走，判胜
board-rule-stuck-draw = { $player }无棋可走：和棋
board-rule-neither-can-move = 双方都无棋可走：和棋
board-rule-no-player-can-move = 各方都无棋可走：和棋

## 民间棋类：棋子（crates/rules/src/folk/moves/rules.rs）

board-rule-royal-captured = { $player }吃掉了{ $other }的王子
board-rule-home-reply-draw = { $player }在仅有的一步应着中也把棋子全部走回了家：和棋
board-rule-home-first = { $player }把棋子全部走回了家，{ $other }未能跟上
board-rule-all-home = { $player }把棋子全部走回了家
board-rule-filled-far-end = { $player }占满了对面一端，并撤出了己方一端
board-rule-capture-count = { $player }吃掉了 { $count } 枚棋子
board-rule-lasted = { $player }坚持了 { $limit } 步
board-rule-move-limit-of = 达到 { $limit } 步的步数限制

## 民间棋类：棋形与计数（crates/rules/src/folk/endings.rs、group_scores.rs）

# { $answer }：另一方应对而摆成的棋形。
board-rule-shape-answered = { $player }以{ $answer }回应了{ $other }的{ $shape }：和棋
board-rule-shape-unanswered = { $player }摆成了{ $shape }，{ $other }未能回应
board-rule-shape-formed = { $player }摆成了{ $shape }
# 对局停止并计数的原因（即下文的 { $why }）。
board-rule-board-full = 棋盘已满
board-rule-neither-moves = 双方都无棋可走
board-rule-count-draw = { $why }：和棋
# { $what }：board-rule-count-points、-pieces、-captures 之一；{ $score } 与 { $other } 是双方的数目。
board-rule-count-win = { $why }：{ $player }的{ $what }较多，以 { $score } 比 { $other } 获胜
board-rule-count-equal = { $why }：双方{ $what }相同，各 { $score }，和棋
board-rule-count-points = 得分
board-rule-count-pieces = 盘上棋子
board-rule-count-captures = 吃子数

## 民间棋类：点格（crates/rules/src/folk/boxes.rs）

board-rule-boxes-target = { $player }率先得到 { $target } 分
board-rule-boxes-higher = 所有边都已画完：{ $player }以较高得分获胜
board-rule-boxes-lower = 所有边都已画完：{ $player }以较低得分获胜
board-rule-boxes-equal = 所有边都已画完：双方得分相同

## 跳棋类（crates/rules/src/halma/rules.rs）

board-rule-halma-answered = { $player }也走完全部棋子，回应了{ $other }的走完：和棋
board-rule-halma-reply-short = { $player }占满了目标区，{ $other }的应着未能走完
board-rule-halma-both-completed = 双方都完成了目标：和棋
board-rule-halma-into-goal = { $player }把全部棋子走进了目标区

## 围棋类（crates/rules/src/go/rules.rs）：{ $rule } 使对局结束，{ $counted } 决定胜负

board-rule-first-capture = 率先提子
board-rule-both-passed = 双方都停着
board-rule-all-placed = 棋子已全部落下
board-rule-move-limit-reached = 达到步数限制
board-rule-no-move-left = 无棋可走
board-rule-counted = { $rule }，{ $counted }
board-rule-area-count = 数子
board-rule-more-taken = 提子较多
board-rule-none-taken = 无子被提

## 竞走、堆子、多格骨牌与取子类（crates/rules/src/{race,stacks,polyomino,take}/game.rs）

board-rule-move-limit = 步数限制：{ $limit } 步
board-rule-race-home-one = 其棋子率先到家
board-rule-race-home-many = 全部 { $pieces } 枚棋子率先到家
board-rule-delivered = { $player }送达了 { $loads } 批，并又拿起一批
board-rule-last-mover-wins = 无棋可走：最后走棋的一方胜
board-rule-last-mover-loses = 无棋可走：最后走棋的一方负（反胜规则）
board-rule-cannot-place = 轮到走棋的一方无法放置棋子
board-rule-cannot-slide = 轮到走棋的一方没有可滑动的棋子
board-rule-no-piece-left = 轮到走棋的一方已无棋子可放
board-rule-took-last = 取走了最后一枚棋子
board-rule-took-last-misere = 对方被迫取走最后一枚棋子（反胜规则）
board-rule-cannot-take = 轮到的一方无子可取
board-rule-neither-can-take = 双方都无子可取
