# 几类较小棋类的图例（crates/rules/src/spec_legend/others.rs、halma.rs、stacks.rs、race.rs）：
# 围棋类、跳棋类、叠子类、取子类、拼块类、竞走类。各类棋共用的消息见 legend.ftl
# （legend-part-captures、legend-part-goal、legend-result-draw、列举）。

legend-part-moves = 走法

## 这几类共用：步数限制（others.rs）

# { $result } 是一个分句：legend-result-draw 或 legend-limit-goal-decides。
legend-limit = 走满 { $count } 步后，{ $result }。
legend-limit-goal-decides = 按当时的局面依胜负规则判定

## 围棋类（others.rs）

legend-go-place = 每轮在一个空点上落一子。
legend-go-step = 每轮把本方一子沿线走到相邻的空点上。
legend-go-shared = 棋子为双方共用。
legend-go-supply = 可下的棋子共 { $count } 枚。
legend-go-pass-always = 棋手可以停一手；连续两次停一手即终局。
legend-go-pass-when-blocked = 只有无棋可走时才能停一手；出现两次停一手即终局。
legend-go-pass-never = 一方无合法着法时，对局即告结束。
legend-go-capture = 沿线相连的一组棋子若没有相邻的空点，即被提去。
legend-go-no-suicide = 落子后本方一组棋子没有相邻空点、又提不到对方棋子的着法，不允许。
legend-go-ko = 劫：单独一子刚提去对方单独一子时，对方不能立即将其提回。
legend-go-ko-tibetan = 刚被提去棋子的点上，不能立即落子。
legend-go-goal-area = 终局时，盘上的本方棋子加上本方棋子围住的空点合计，多者胜。
legend-go-goal-captures = 提子多者胜。
legend-go-goal-first-capture = 先提到对方一子者胜；否则为和棋。
# 加分：规则原文所写的名称、分值、各点（`a1`、`q17`）。
legend-go-bonus = { $name }：占据{ $points }全部各点者另得 { $count } 分。

## 跳棋类（halma.rs）

legend-halma-move = 棋子走到相邻的空点上，或跳过相邻的一枚棋子，落在其后的空点上。
# { $pieces } 列出 legend-halma-over-*（各带表示种类的分句，或不带）。
legend-halma-leap-over = 棋子可以跳过{ $pieces }。
legend-halma-over-own = { $kind }本方棋子
legend-halma-over-enemy = { $kind }敌方棋子
legend-halma-over-shared = { $kind }共用棋子
legend-halma-kind-same = 与它同类的
legend-halma-kind-other = 与它不同类的
legend-halma-chains = 跳过之后，同一枚棋子可以接着再跳，但这一步中不得跳回曾经停过的点。
legend-halma-kinds = 棋子分为以下几类：{ $kinds }。
# { $parts } 按一轮中的先后列出 legend-halma-turn-own 和 legend-halma-turn-shared。
legend-halma-turn = 每轮依次走：{ $parts }。
legend-halma-turn-own = 本方的一枚棋子
legend-halma-turn-shared = 一枚共用棋子
legend-halma-drive-off = 走进被敌子占据的目标点，即把该敌子逐出，由走棋方把它放到任一空点上。
legend-halma-goal = { $player }的棋子全部进入{ $region }即胜。
legend-halma-reply = 先手全部走到后，后手再走一轮；后手若也全部走到，则为和棋。

## 叠子类（stacks.rs）

legend-stacks-pool = 双方先从共用的备用棋子中轮流摆放 { $count } 枚{ $piece }。
# { $lift } 是 legend-stacks-lift-*；{ $directions } 列出规则所写的方向名。
legend-stacks-lift-single = 单独的一枚棋子
legend-stacks-lift-top = 一叠棋子顶上的一枚或数枚
legend-stacks-jump-stones = 跳：{ $lift }朝{ $directions }沿直线越过恰好 { $count } 枚棋子，叠到下一枚棋子上。
legend-stacks-jump-stacks = 跳：{ $lift }朝{ $directions }沿直线越过恰好 { $count } 个有子的点，叠到下一个有子的点上。
legend-stacks-slide = 滑：{ $lift }朝{ $directions }移动任意距离，落在空点上或叠到一叠棋子上。
legend-stacks-walk = 行：空手的{ $pieces }恰好走 { $count } 步，可以拾起一枚单独的{ $piece }。
legend-stacks-carry = 运：载货的{ $pieces }走一步到空点上，到了{ $places }可以卸下所载。
legend-stacks-last-move-wins = 走最后一步的一方胜。
legend-stacks-last-move-loses = 走最后一步的一方输。
legend-stacks-deliveries = 已送达 { $count } 件货、再拾起一件的一方胜。

## 取子类（others.rs）

legend-take-single = 每轮取走一枚棋子。
legend-take-run = 每轮取走一枚棋子，或沿一条线取走相邻相连、排成一直线的数枚棋子。
legend-take-most = 每轮最多取 { $count } 枚。
legend-take-parity = 取偶数枚时须同为一色；取三枚或以上的奇数枚时须两色兼有。
legend-take-hemmed-in = 有 { $count } 个或以上相邻点有子的棋子算被围住，不能取走。
legend-take-dice = 掷一枚 { $sides } 面骰子，决定被取的棋子须有几个相邻点有子（至少 { $least } 个）。
legend-take-last-wins = 取走最后一枚棋子者胜。
legend-take-last-loses = 取走最后一枚棋子者输。
legend-take-stuck-pass = 无子可取的一方停一轮。
legend-take-stuck-lose = 无子可取的一方输。

## 拼块类（others.rs）

legend-polyomino-cells = 每枚棋子占 { $count } 格，可任意转向。
legend-polyomino-cells-mirrored = 每枚棋子占 { $count } 格，可转向，也可翻面。
legend-polyomino-triangle = 每枚棋子占三个两两有线相连的点。
legend-polyomino-places = { $player }放 { $count } 枚棋子。
legend-polyomino-slide = 之后每轮把本方一枚棋子平移一步（朝{ $directions }），不得转向。
legend-polyomino-no-move-loses = 无棋可走的一方输。

## 竞走类（race.rs）

# { $scores } 是口朝上 0、1、2……枚时的得数，以 legend-race-score-more 连接（`8、1、2、3、4`）。
legend-race-cowries = 每次掷 { $count } 枚贝壳，口朝上的依次为 0、1、2……枚时，分别走 { $scores } 步。
legend-race-score-more = { $scores }、{ $score }
legend-race-dice = 每次掷 { $count } 枚 { $sides } 面骰子，按点数之和走。
legend-race-path = { $player }的 { $count } 枚棋子沿本方 { $squares } 格的路线行进。
legend-race-enter = 掷出 { $throws } 时，可让一枚棋子进入棋盘。
legend-race-extra-throw = 掷出 { $throws } 时可以再掷一次。
legend-race-capture = 落在敌子上，即把该子送回其主人手中。
legend-race-safe = 停在歇脚格（{ $squares }）上的棋子不能被吃。
legend-race-no-stacking = 棋子不能落在本方棋子上。
legend-race-doubles = 同一方的两枚棋子合为双子：单子不能越过它，只有双子才能吃它。
legend-race-goal = 先让所有棋子到达终点的一方胜。
legend-race-goal-exact = 先让所有棋子到达终点的一方胜（进终点须掷出恰好的点数）。
