# 民间棋类的图例（crates/rules/src/spec_legend/folk.rs）：棋子与走法、吃子、胜负。
# 各类棋共用的消息见 legend.ftl。

legend-part-pieces-and-moves = 棋子与走法

## 棋子与布子

legend-folk-has = { $player }有 { $count } 枚棋子{ $royal }。
legend-folk-has-to-place = { $player }有 { $count } 枚棋子待布{ $royal }。
legend-folk-has-and-to-place = { $player }盘上有 { $count } 枚棋子，另有 { $reserve } 枚待布{ $royal }。
legend-folk-royal = ，其王子在 { $point }
legend-folk-shared = { $count ->
        [0] 另有双方共用的棋子，开局时盘上一枚也没有。
       *[other] { $count } 枚棋子为双方共用。
    }
legend-folk-place = 先在空点上布子，布完后才走子。
legend-folk-place-own-region = 先在本方区域的空点上布子，布完后才走子。
legend-folk-place-pair = 每轮在{ $directions }相邻的两个空点上各放一子，布完后才走子。
legend-folk-place-until-full = 棋盘一满，布子即告结束；手中余子放在一旁不用。
legend-folk-opening-removal = 布子完毕后，双方各提去对方 { $count } 枚棋子。

## 走法

legend-folk-piece-moves = 棋子{ $directions }{ $movement }。
legend-folk-last-piece = 一方只剩最后一枚棋子时，该子{ $movement }。
legend-folk-step = 走一步
legend-folk-slide = 滑行任意距离，途经的点须为空点
legend-folk-walk = 最多走 { $count } 步，途经的点须为空点，途中可转弯
legend-folk-fly = 一方只剩 { $count } 枚棋子时，可把一子移到任一空点。
legend-folk-path = 棋子走一步{ $jump }{ $chain }，同一点不得经过两次。
legend-folk-path-jump-any = ，或跳过相邻的一枚棋子，落在其后的点上
legend-folk-path-jump-enemy = ，或跳过相邻的一枚敌子，落在其后的点上
legend-folk-path-jump-own = ，或跳过相邻的一枚本方棋子，落在其后的点上
legend-folk-path-chain-any = ；可一步接一步、一跳接一跳地连续走下去
legend-folk-path-chain-jumps = ；跳过之后可继续连跳
legend-folk-player-directions = { $player }的棋子{ $directions }走动。
legend-folk-hop = 棋子可跳过{ $over }{ $run }，落在其后的空点上{ $chain }{ $barred }。
legend-folk-hop-over-any = 任一枚棋子
legend-folk-hop-over-enemy = 一枚敌子
legend-folk-hop-over-own = 一枚本方棋子
legend-folk-hop-run = （或连成一排的数枚）
legend-folk-hop-chain = ，并可再跳
legend-folk-hop-barred = ；跳子的起点和落点都不得在{ $places }
legend-folk-the-region = { $region }
legend-folk-rotation = 棋子编号（每方 { $sizes } 枚），按号轮流走动。
legend-folk-promote = 棋子到达对方底线即升为王棋，王棋{ $directions }{ $movement }。
legend-folk-promote-by-jump = 棋子以跳吃到达对方底线即升为王棋，王棋{ $directions }{ $movement }。
legend-folk-boxes = 每轮在相邻两点之间画一条线；围成一格即得该格。
legend-folk-boxes-again = 每轮在相邻两点之间画一条线；围成一格即得该格，并再画一条。

## 吃子

legend-folk-patterns-key = 图式中 O 为走棋方的棋子，X 为对方的棋子，. 为空点；带圈的棋子可以是刚走动的那枚，打叉的被吃掉。
legend-folk-line-capture = { $name }：一步棋使{ $line }成为 { $pattern } 的形状，即吃 { $count } 子{ $exact }。
legend-folk-line-exact = ；这条线上其余的点须为空点
legend-folk-full-line = { $name }：在{ $line }上摆满至少 { $pieces } 枚棋子，走棋方即可任选提去对方 { $count } 子。
legend-folk-enclosed-group = { $name }：一组敌子周围没有相邻的空点，即被吃掉。
legend-folk-enclosed-piece = { $name }：紧挨刚走动棋子的敌子周围没有相邻的空点，即被吃掉。
legend-folk-edge-run = { $name }：沿棋盘边缘、拐过一个角（成 L 形）连成一串的敌子，两端都有走棋方的棋子时，即被吃掉。
legend-folk-withdrawal = { $name }：从相邻敌子处沿直线退开，即吃掉该子{ $not-from }{ $not-taking-in }。
legend-folk-withdrawal-not-from = ；{ $player }从{ $region }起步的退吃不吃子
legend-folk-withdrawal-not-taking-in = ；{ $player }不能退吃站在{ $region }的棋子
legend-folk-a-player = 一方
legend-folk-a-player-lower = 一方
legend-folk-jump = 棋子跳过相邻的一枚敌子，落在其后的空点上，吃掉该子{ $directions }{ $chain }{ $compulsory }。
legend-folk-jump-directions = ；只能{ $directions }跳
legend-folk-jump-again = ；可以连跳
legend-folk-jump-on = ；能跳就必须继续跳
legend-folk-jump-compulsory = ；有子可吃时必须吃
legend-folk-replacement = 棋子走到相邻的敌子上即吃掉该子。
legend-folk-land-captures = 一步棋可以停在敌子上，吃掉该子；只有落点吃子。
legend-folk-shape-captures = 摆成{ $shape }，吃对方 { $count } 子{ $scores }。
legend-folk-shape-scores = ，并得 { $count } 分
legend-folk-shape-protects = 已成形的棋子在走动之前不能被吃。
legend-folk-shape-deferred = 布子时摆成的形要等布子结束才吃子，先手先吃。
legend-folk-shape-at-once = 一成形即吃子，布子时也一样。
legend-folk-none-formed-while-placing = 若布子时双方都未成形，各提去对方 { $count } 子，先手先提。
legend-folk-none-formed-full-board = 若布子结束时棋盘已满，各提去对方 { $count } 子，先手先提。
legend-folk-shape-takes = 摆成{ $shape }即吃对方棋子。
legend-folk-chain-may = 吃子后，{ $who }可以再走一步吃子。
legend-folk-chain-must = 吃子后，{ $who }必须再走一步吃子。
legend-folk-chain-same = 吃子的那枚棋子
legend-folk-chain-any = 走棋方的任一枚棋子

## 胜负

legend-folk-goal-capture-all = 棋子被吃光的一方输。
legend-folk-goal-enclose-all = 一方所有棋子旁都没有空点，即被围死，判负。
legend-folk-goal-capture-count = 先吃到对方 { $count } 子者胜。
legend-folk-goal-reach = { $who }走到{ $region }即胜。
legend-folk-whoever-moves-there = 任何一方
legend-folk-goal-connect = 连成一片并触及{ $regions }的一方胜。
legend-folk-goal-all-home = 棋子全部进入目标区域的一方胜。
legend-folk-goal-fill-and-vacate = 占满目标区域并让出本方区域的一方胜。
legend-folk-goal-form = 摆成{ $shapes }即胜。
legend-folk-goal-in-a-row = 横、竖或斜连成 { $count } 子者胜。
legend-folk-goal-exactly-in-a-row = 横、竖或斜恰好连成 { $count } 子者胜。
legend-folk-goal-board-full = 棋盘摆满时，{ $result }。
legend-folk-no-moves-loses = 无棋可走的一方输。
legend-folk-no-moves-wins = 无棋可走的一方胜。
legend-folk-no-moves-draws = 一方无棋可走即成和棋。
legend-folk-no-moves-passes = 无棋可走的一方停一手；双方都无棋可走时为和棋。
legend-folk-lone-pieces-draw = 双方各剩一子时为和棋。
legend-folk-player-wins = { $player }胜
legend-folk-after-moves = 走满 { $count } 步后，{ $result }。
legend-folk-quiet-limit = 连续 { $count } 步无人吃子，即为和棋。
