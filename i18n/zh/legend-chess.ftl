# 象棋类的图例（crates/rules/src/chess/legend*.rs）：每种棋子一项，最后是玩法规则。
# 各类棋共用的消息见 legend.ftl。

# 图例项的名称：规则中的一种棋子。
legend-piece-name = { $piece }
legend-part-rules-of-play = 玩法规则

## 棋子走法图下的说明（crates/rules/src/chess/legend.rs）

# 棋子在另外几个区域走法不同时，第一幅图适用的区域。
legend-chess-regions = { $regions }

## 先手方的某个区域包含哪些位置（crates/rules/src/chess/legend_lines.rs）

legend-chess-squares-none = 没有任何位置
legend-chess-squares-count = 特定的 { $count } 个位置
legend-chess-squares-rank = 第 { $rank } 横线
legend-chess-squares-ranks = 第 { $from } 至 { $to } 横线
legend-chess-squares-between = 从 { $from } 到 { $to } 的区域

## 棋子走法的文字说明（crates/rules/src/chess/legend_lines.rs）

legend-chess-royal = 王棋：任何时候都不能让它处于被攻击的状态，它被吃即输棋。
legend-chess-king-leap = 它还可以跳一次（{ $when }）{ $unless-checked }{ $not-in-check }。
legend-chess-king-leap-until-moved = 限于第一次走动之前
legend-chess-king-leap-once = 整局仅此一次
legend-chess-king-leap-unless-checked = ，但被将过军后即失去此权
legend-chess-king-leap-not-in-check = ，被将军时不能用它来应将
legend-chess-never-leaves = 始终不离开{ $region }（先手方为{ $squares }）。
legend-chess-zone-in = 在{ $region }内（{ $squares }），它按 { $betza } 走。
legend-chess-zone-outside = 在{ $region }以外（{ $squares }），它按 { $betza } 走。
legend-chess-palace-step = 沿九宫斜线，它还可以走一步。
legend-chess-palace-forward-step = 沿九宫斜线，它还可以向前走一步。
legend-chess-palace-slide = 沿九宫斜线，它还可以直行任意距离。
legend-chess-palace-hop = 沿九宫斜线，它还可以跳过一枚棋子。
legend-chess-no-hop-over-same = 它既不能跳过另一枚{ $piece }，也不能吃掉另一枚{ $piece }。
legend-chess-first-move = 第一次走动时，它也可以改按 { $betza } 走。
legend-chess-shak = 它的将军算作“沙克”。
legend-chess-cannot-mate = 它不能将死对方。
legend-chess-mate-loses = 单凭它将死对方，反而判本方负。

# 升变：{ $zone } 是区域包含的位置，{ $to } 是可升变成的棋子，{ $choices } 是其数目。
legend-chess-promotion-on-entry = 到达{ $zone }，即升变为{ $choices ->
        [1] { $to }
       *[other] { $to }中的一种
    }{ $only-lost }。
legend-chess-promotion-enter-or-leave = 走进、走出{ $zone }或在其中走动时，可以升变为{ $choices ->
        [1] { $to }
       *[other] { $to }中的一种
    }；若不升变便再也无法走动，则必须升变。
legend-chess-promotion-by-start-square = 到达{ $zone }，若本方已失去开局时站在该位置上的棋子，即升变为那枚棋子。
legend-chess-promotion-in-place-or-step = 在{ $zone }上可以升变为{ $choices ->
        [1] { $to }
       *[other] { $to }中的一种
    }{ $only-lost }，可原地升变，也可斜走一步升变。
legend-chess-promotion-in-place-or-any-step = 在{ $zone }上可以升变为{ $choices ->
        [1] { $to }
       *[other] { $to }中的一种
    }{ $only-lost }，可原地升变，也可斜走一步升变，这一步也可以吃子，但不能吃对方的{ $to }；走一步完成的升变不能将军。
legend-chess-promotion-only-lost = ，但只能升变为本方已失去的棋子

# 打入。
legend-chess-captured-demoted = 被吃后，它作为{ $piece }进入吃子一方的手中。
legend-chess-captured-dropped = 被吃后，它进入吃子一方的手中，可以打入任一空位。
legend-chess-captured-dropped-not-on = 被吃后，它进入吃子一方的手中，可以打入任一空位（但不能打在{ $squares }，在那里它无法再走动）。
legend-chess-drop-one-per-file = 同一纵线上已有本方一枚未升变的同种棋子时，不能再打入该纵线。
legend-chess-drop-no-mate = 打入的一步不能立即将死对方。

## 玩法规则（crates/rules/src/chess/legend_rules.rs）

legend-chess-checkmate = 将死对方的{ $royal }即胜：不得走出使本方{ $royal }受攻击的棋。
legend-chess-stalemate-loses = 未被将军却无合法着法可走的一方输。
legend-chess-stalemate-wins = 未被将军却无合法着法可走的一方胜。
legend-chess-stalemate-draws = 未被将军却无合法着法可走，即为和棋。
legend-chess-stalemate-forbidden = 不得走出使对方无合法着法可走的棋。
legend-chess-flying-general = 双方的王不能在同一纵线上中间无子地对面。
legend-chess-bikjang = 双方的王对面时，轮到走棋的一方必须解除对面或停一手；连续两次对面即为和棋。
legend-chess-facing-forfeits-win = 走棋造成双方的王对面的一方放弃取胜的权利：此后它将死对方只算和棋。
legend-chess-screen-check-draws = 两王之间唯一的一枚棋子将军对方的王，而除了本方的王之外没有别的棋子保护它时，即为和棋。
legend-chess-stalemate-swap = 未被将军却无合法着法可走的一方，可以把王与本方的一枚棋子对调位置，但对调后王不能处于被将军的状态。
legend-chess-pass = 一方可以停一手；连续两次停着即以和棋结束。
legend-chess-pass-when-stuck = 未被将军却无合法着法可走的一方停一手。

# 光杆王：一方只剩下王。
legend-chess-bare-king-loses = 只剩光杆王的一方输。
legend-chess-bare-king-unless-bared-back = 只剩光杆王的一方输，除非它下一步也让对方只剩光杆王；双方都是光杆王即为和棋。
legend-chess-bare-king-unless-bared-back-play-on = 只剩光杆王的一方输，除非它下一步也让对方只剩光杆王；双方都是光杆王时继续对局。
legend-chess-bare-king-draws = 一方只剩光杆王即为和棋。

# 计数规则。
legend-chess-counting-makruk = 计数规则：双方都没有兵时，走满 64 步即为和棋；对付光杆王时，限定步数取决于剩下的棋子。
legend-chess-counting-cambodian = 计数规则：比泰国象棋的计数各少一步（盘面计数为 63 步，对付光杆王时为 7 至 63 步）。
legend-chess-counting-asean = 计数规则：对付光杆王且没有兵时，有车须在 16 步内、有坤须在 44 步内、有马须在 64 步内将死对方。
legend-chess-counting-sittuyin = 计数规则：对付光杆王时，有车须在 16 步内将死对方（开始计数时王站在中央位置则为 21 步），没有车则为 64 步。
legend-chess-counting-senterej = 光杆王走满七步仍未被将死，即为和棋。
legend-chess-weaker-side-counts = 子力较少的一方掌握盘面计数；它可以通过吃子或点“停止计数”来停止计数，计数期间它将死对方只算和棋。

# 沙塔尔：{ $shak } 列出将军算作“沙克”的棋子。
legend-chess-shatar-mate = 只有在一连串包含“沙克”（由{ $shak }发出的将军）的将军之后，将死才算数。
legend-chess-shak-by-checking-piece = 无论哪枚棋子走动造成将军，都算作“沙克”：别的棋子走开而露出的将军，以及开局局面中已有的将军，也都算数。

# 打入、布阵与开局排列。
legend-chess-drops = 被吃的棋子归对方所有：每轮可以从手中打入一枚棋子，代替走子。
legend-chess-setup = 对局从布阵开始：走子之前，双方各把手中的棋子摆在本方的区域内。
legend-chess-displace-pawns = 布阵时，一枚棋子可以摆在本方的一个兵上，那个兵再由本方另行摆放。
legend-chess-setup-objection = 后手方不得把{ $piece }摆在已有本方{ $piece }或先手方王的纵线上。
legend-chess-start-swaps = 开局前，双方各从 { $count } 种排列中选一种，即把若干对位置上的棋子互换。
legend-chess-impasse = 持将棋：双方的王都进入各自的升变区时，双方各计本方棋子的点数；不足 { $points } 点者负。

# 开局阶段，每条规则是一个分句。
legend-chess-opening = 对局有一个开局阶段{ $moves }{ $no-capture }{ $ends }{ $stay-home }{ $castle }。
legend-chess-opening-moves = ：先手方连走 { $first } 步，然后后手方连走 { $second } 步
legend-chess-opening-no-capture = ，期间不得吃子
legend-chess-opening-ends = ，第一次吃子时即告结束
legend-chess-opening-stay-home = ，任何棋子都不得越入敌方半场
legend-chess-opening-castle = ；王可以向右走两格，同时{ $piece }跳过王
