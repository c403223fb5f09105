# 玩法标签的中文名：每个条目 mechanics: 中的英文标签一条，id 为 mechanic- 加标签的小写连字符形式。

# Halma jumps — used by: fangyuan-tiao-qi
mechanic-halma-jumps = 跳棋式连跳
# Halma-like — used by: shuangtian-qi
mechanic-halma-like = 类似跳棋
# L-trominoes — used by: guaijiao-qi
mechanic-l-trominoes = L形三格骨牌
# Nim — used by: xiangyu-qi
mechanic-nim = 尼姆游戏
# alfil — used by: shatranj
mechanic-alfil = 跳象
# asymmetric sides — used by: qin-wang-qi
mechanic-asymmetric-sides = 双方不对称
# bare king — used by: chaturanga, heian-shogi, indian-9th-century, shatranj
mechanic-bare-king = 光杆王
# bare king draws — used by: shatar
mechanic-bare-king-draws = 光杆王为和
# base stones — used by: zang-qi
mechanic-base-stones = 座子
# bers — used by: shatar
mechanic-bers = 大臣（bers）
# bikjang — used by: janggi
mechanic-bikjang = 两将对面判和
# blocked horse and elephant — used by: xiangqi
mechanic-blocked-horse-and-elephant = 蹩马腿、塞象眼
# blocking — used by: cenci-qi, guaijiao-qi, xiangyu-qi
mechanic-blocking = 封堵
# board full ends — used by: juhuiqi, plum-blossom
mechanic-board-full-ends = 下满即终局
# box values — used by: jifen-weiqi, ten-point
mechanic-box-values = 格子分值
# boxes — used by: modianqi, ten-point
mechanic-boxes = 占方格
# cannon capture — used by: liu-zi-chong-qi, wu-dao-qi
mechanic-cannon-capture = 挑吃
# cannon hop — used by: xiangqi
mechanic-cannon-hop = 炮打隔子
# cannon jumps — used by: janggi
mechanic-cannon-jumps = 包须隔子走吃
# capture all — used by: chi-zi-qi
mechanic-capture-all = 吃光对方
# capture by encirclement — used by: bamboo-basket
mechanic-capture-by-encirclement = 围吃
# capture by landing — used by: ashtapada
mechanic-capture-by-landing = 落上打回起点
# capture by moving onto an enemy piece — used by: sha-shu-shu
mechanic-capture-by-moving-onto-an-enemy-piece = 走上敌子即吃
# capture of runs — used by: san-you-qi
mechanic-capture-of-runs = 整行夹吃
# capture phase — used by: liudaoqi, liuzhouqi, wuhuqi
mechanic-capture-phase = 吃子阶段
# carrying pieces — used by: songhuo-qi
mechanic-carrying-pieces = 搬运货物
# chained captures — used by: liu-zi-chong-qi, wang-tiao-qi, wu-dao-qi, xialiu-qi
mechanic-chained-captures = 连吃
# choice capture — used by: liudaoqi, liuzhouqi, xialiu-qi, zhuan-ge-qi
mechanic-choice-capture = 任选吃子
# connect all sides — used by: santong-qi
mechanic-connect-all-sides = 连通三边
# connection — used by: santong-qi
mechanic-connection = 连接
# counting — used by: makruk, ouk-chatrang, sittuyin
mechanic-counting = 计数规则
# cowrie throws — used by: ashtapada
mechanic-cowrie-throws = 掷货贝
# crown prince — used by: sho-shogi
mechanic-crown-prince = 太子
# custodial capture — used by: jian-di-qi, jiezi-qi, san-you-qi, xialiu-qi
mechanic-custodial-capture = 夹吃
# dabbabah — used by: indian-9th-century
mechanic-dabbabah = 达巴巴
# diagonal lines — used by: jian-di-qi
mechanic-diagonal-lines = 画有斜线
# diagonal steps — used by: sha-shu-shu
mechanic-diagonal-steps = 斜走一步
# dice — used by: mogu-qi
mechanic-dice = 掷骰
# doubles — used by: ashtapada
mechanic-doubles = 双子
# driving off — used by: jiu-lao-qi
mechanic-driving-off = 赶子
# drops — used by: shogi
mechanic-drops = 打入
# drunk elephant — used by: sho-shogi
mechanic-drunk-elephant = 酔象
# edge capture — used by: san-you-qi
mechanic-edge-capture = L形边线吃子
# edges as positions — used by: modianqi, ten-point
mechanic-edges-as-positions = 以边为棋位
# eight directions — used by: san-you-qi
mechanic-eight-directions = 八方向走子
# eight in a row — used by: ba-zi-qi
mechanic-eight-in-a-row = 八子连珠
# elephant long leap — used by: janggi
mechanic-elephant-long-leap = 象远跳
# enclosure — used by: jifen-weiqi, mogu-qi
mechanic-enclosure = 包围
# enclosure capture — used by: weiqi-enclosure
mechanic-enclosure-capture = 围子提子
# exact throw home — used by: ashtapada
mechanic-exact-throw-home = 恰好掷中到家
# exact-line capture — used by: er-chi-yi, tui-da-che, zhuo-qi-zi
mechanic-exact-line-capture = 线上别无他子
# explicit board — used by: shuangtian-qi
mechanic-explicit-board = 显式棋盘
# extra move — used by: ten-point
mechanic-extra-move = 额外一步
# ferz — used by: shatranj
mechanic-ferz = 菲尔兹
# first to capture two — used by: bamboo-basket
mechanic-first-to-capture-two = 先吃两子者胜
# fixed move order — used by: lunxing-qi
mechanic-fixed-move-order = 按号轮行
# fixed start on the rim — used by: liujiao-qi-luo
mechanic-fixed-start-on-the-rim = 开局排在边缘
# flying general — used by: xiangqi
mechanic-flying-general = 飞将
# flying with three pieces — used by: zang-qi
mechanic-flying-with-three-pieces = 剩三子飞子
# form a line or ring to win — used by: liujiao-qi-lin, liujiao-qi-luo
mechanic-form-a-line-or-ring-to-win = 成线成环取胜
# forward moves — used by: huanwei-qi
mechanic-forward-moves = 向前走子
# forward-only moves — used by: tu-lang-qi, yizi-qi
mechanic-forward-only-moves = 只进不退
# forward-only sliding — used by: cenci-qi, xiangyu-qi
mechanic-forward-only-sliding = 向前直行不限步
# free setup — used by: sittuyin
mechanic-free-setup = 自由布阵
# frozen stacks — used by: die-qi
mechanic-frozen-stacks = 叠子不动
# full board start — used by: chase-and-evade, die-qi, sha-shu-shu
mechanic-full-board-start = 满盘开局
# group scoring — used by: mogu-qi
mechanic-group-scoring = 棋子群计分
# hexagonal board — used by: lunxing-qi
mechanic-hexagonal-board = 六边形棋盘
# hunt — used by: tu-lang-qi
mechanic-hunt = 围猎
# immobilise — used by: qin-wang-qi, tu-lang-qi
mechanic-immobilise = 围困
# impartial — used by: duizi-qi
mechanic-impartial = 无偏博弈
# impasse — used by: shogi
mechanic-impasse = 持将棋
# irregular hexagon board — used by: mogu-qi
mechanic-irregular-hexagon-board = 不规则六边形棋盘
# jump capture — used by: chi-zi-qi, wang-tiao-qi
mechanic-jump-capture = 跳吃
# jump conditions by colour and shape — used by: fangyuan-tiao-qi
mechanic-jump-conditions-by-colour-and-shape = 按颜色和形状定跳
# jumping over enemy runs — used by: du-hai-qi, huanwei-qi
mechanic-jumping-over-enemy-runs = 跳过一排敌子
# jumps — used by: mogu-qi
mechanic-jumps = 跳跃
# jumps over any piece — used by: shuangtian-qi
mechanic-jumps-over-any-piece = 敌我皆可跳
# jumps over two — used by: die-qi
mechanic-jumps-over-two = 越过两子
# khon — used by: makruk
mechanic-khon = khon（银将走法）
# king leap — used by: chaturanga, ouk-chatrang
mechanic-king-leap = 王马步跳
# last move wins — used by: cenci-qi, die-qi, duizi-qi, guaijiao-qi
mechanic-last-move-wins = 最后走子者胜
# line captures — used by: xialiu-qi, xiasi-qi
mechanic-line-captures = 连线吃子
# lone piece slides — used by: liu-zi-chong-qi, wu-dao-qi
mechanic-lone-piece-slides = 最后一子直行
# makruk — used by: ouk-chatrang
mechanic-makruk = 泰国象棋
# mate rules by piece — used by: shatar
mechanic-mate-rules-by-piece = 按棋子区分将死
# misère option — used by: yizi-qi
mechanic-mis-re-option = 可选反向规则
# most captures wins — used by: san-you-qi
mechanic-most-captures-wins = 吃子多者胜
# most pieces wins — used by: zhaqiang-che-luobo
mechanic-most-pieces-wins = 盘上子多者胜
# move limit — used by: mao-zhuo-laoshu
mechanic-move-limit = 限步
# multi-step moves — used by: mogu-qi
mechanic-multi-step-moves = 一着多步
# neang double step — used by: ouk-chatrang
mechanic-neang-double-step = 大臣两格直进
# neutral stones — used by: ba-zi-qi
mechanic-neutral-stones = 中立棋子
# no drops — used by: heian-shogi, sho-shogi
mechanic-no-drops = 无打入
# numbered pieces — used by: lunxing-qi
mechanic-numbered-pieces = 编号棋子
# obligatory first moves — used by: shatar
mechanic-obligatory-first-moves = 开局必走步
# one piece each — used by: mao-zhuo-laoshu
mechanic-one-piece-each = 每方一子
# one shared piece — used by: duzi-qi
mechanic-one-shared-piece = 共用一子
# one-dimensional board — used by: huanwei-qi
mechanic-one-dimensional-board = 单行长条棋盘
# one-way passages — used by: du-hai-qi
mechanic-one-way-passages = 单向通道
# opening removal — used by: chase-and-evade
mechanic-opening-removal = 开局取子
# orthogonal steps — used by: chase-and-evade
mechanic-orthogonal-steps = 横竖走一步
# palace — used by: xiangqi
mechanic-palace = 九宫
# palace diagonals — used by: janggi
mechanic-palace-diagonals = 九宫斜线
# parity — used by: mao-zhuo-laoshu, songhuo-qi
mechanic-parity = 奇偶性
# passing — used by: janggi
mechanic-passing = 停着
# pawn-drop mate forbidden — used by: shogi
mechanic-pawn-drop-mate-forbidden = 禁止打步将死
# pawns on the third rank — used by: makruk
mechanic-pawns-on-the-third-rank = 兵起于第三横线
# placement — used by: ba-zi-qi, duizi-qi, jifen-weiqi, juhuiqi
mechanic-placement = 落子
# placement fills the board — used by: liudaoqi, liuzhouqi, wuhuqi
mechanic-placement-fills-the-board = 先摆满棋盘
# placement phase — used by: yizi-qi
mechanic-placement-phase = 摆放阶段
# placement then movement — used by: bamboo-basket, zhuan-ge-qi
mechanic-placement-then-movement = 先摆后走
# polyomino placement — used by: guaijiao-qi
mechanic-polyomino-placement = 放置多格骨牌
# promotion — used by: wang-tiao-qi
mechanic-promotion = 升变
# promotion on the diagonals — used by: sittuyin
mechanic-promotion-on-the-diagonals = 长对角线升变
# promotion on the sixth rank — used by: makruk
mechanic-promotion-on-the-sixth-rank = 第六横线升变
# promotion to a captured piece — used by: senterej
mechanic-promotion-to-a-captured-piece = 升变为被吃子
# promotion to a lost piece — used by: chaturanga
mechanic-promotion-to-a-lost-piece = 升变为该格已失之子
# promotion to ferz — used by: shatranj
mechanic-promotion-to-ferz = 升变为菲尔兹
# promotion to gold — used by: heian-shogi
mechanic-promotion-to-gold = 升变为金将
# promotion zone — used by: sho-shogi, shogi
mechanic-promotion-zone = 升变区
# protected pairs — used by: wang-tiao-qi
mechanic-protected-pairs = 成对保护
# protected pieces — used by: wuhuqi
mechanic-protected-pieces = 成形棋子受保护
# pursuit — used by: mao-zhuo-laoshu
mechanic-pursuit = 追逐
# pushing the cart — used by: tui-da-che
mechanic-pushing-the-cart = 推大车
# race — used by: ashtapada, du-hai-qi, duzi-qi, huanwei-qi
mechanic-race = 竞速
# race to the opposite corner — used by: fangyuan-tiao-qi
mechanic-race-to-the-opposite-corner = 竞速到对角
# race to the opposite side — used by: jiu-lao-qi
mechanic-race-to-the-opposite-side = 竞速到对边
# reach a corner — used by: duzi-qi
mechanic-reach-a-corner = 到达角点
# reach a region — used by: qin-wang-qi, tu-lang-qi
mechanic-reach-a-region = 到达目标区
# removal — used by: mogu-qi
mechanic-removal = 取子
# repetition — used by: shogi
mechanic-repetition = 千日手
# replacement of captured pieces — used by: zhaqiang-che-luobo
mechanic-replacement-of-captured-pieces = 吃子后换上己子
# reply move — used by: liujiao-qi-luo
mechanic-reply-move = 应一步追和
# resting squares — used by: ashtapada
mechanic-resting-squares = 安全格
# ring-by-ring placement — used by: mogu-qi
mechanic-ring-by-ring-placement = 逐圈布子
# river — used by: xiangqi
mechanic-river = 河界
# royal piece — used by: jiezi-qi
mechanic-royal-piece = 王棋
# scoring — used by: jifen-weiqi, modianqi, ten-point
mechanic-scoring = 计分
# scoring by captures — used by: weiqi-enclosure
mechanic-scoring-by-captures = 按吃子数计分
# scoring shapes — used by: juhuiqi, plum-blossom
mechanic-scoring-shapes = 图形得分
# several stones per turn — used by: ba-zi-qi
mechanic-several-stones-per-turn = 每回合下多子
# shape captures — used by: liudaoqi, liuzhouqi, wuhuqi, zhaqiang-che-luobo
mechanic-shape-captures = 成形吃子
# shared goods — used by: songhuo-qi
mechanic-shared-goods = 共用货物
# shared pieces — used by: die-qi, jiu-lao-qi, weiqi-enclosure, yizi-qi
mechanic-shared-pieces = 共用棋子
# shogi pieces — used by: heian-shogi
mechanic-shogi-pieces = 将棋棋子
# sliding — used by: guaijiao-qi
mechanic-sliding = 平移
# spiral track — used by: ashtapada
mechanic-spiral-track = 螺旋路线
# stacking — used by: die-qi
mechanic-stacking = 叠子
# stacks — used by: yizi-qi
mechanic-stacks = 成叠移动
# stalemate draws — used by: senterej
mechanic-stalemate-draws = 困毙为和
# stalemate forbidden — used by: sittuyin
mechanic-stalemate-forbidden = 禁止困毙
# stalemate loses — used by: chaturanga, indian-9th-century
mechanic-stalemate-loses = 困毙对方者负
# stalemate wins — used by: heian-shogi, shatranj
mechanic-stalemate-wins = 困毙取胜
# step and multi-jump — used by: jiu-lao-qi
mechanic-step-and-multi-jump = 走步与连跳
# step moves — used by: bamboo-basket, chi-zi-qi, du-hai-qi, er-chi-yi
mechanic-step-moves = 走子一步
# ta'biya — used by: shatranj
mechanic-ta-biya = 塔比亚开局
# three in a row removes any enemy piece — used by: zang-qi
mechanic-three-in-a-row-removes-any-enemy-piece = 三子成线任吃一子
# three players — used by: du-hai-qi
mechanic-three-players = 三人局
# time limit — used by: san-you-qi
mechanic-time-limit = 限时
# tokens — used by: ba-zi-qi
mechanic-tokens = 筹码
# traversal — used by: du-hai-qi, huanwei-qi, lunxing-qi, shuangtian-qi
mechanic-traversal = 穿越
# triangle placement — used by: mogu-qi
mechanic-triangle-placement = 放三角形
# two against one — used by: er-chi-yi, liu-zi-chong-qi, tui-da-che, wu-dao-qi
mechanic-two-against-one = 二打一
# two against two — used by: liu-zi-chong-qi, wu-dao-qi
mechanic-two-against-two = 二打二
# two moves per turn — used by: jiu-lao-qi
mechanic-two-moves-per-turn = 每回合走两步
# two piece shapes — used by: fangyuan-tiao-qi
mechanic-two-piece-shapes = 方圆两种棋子
# two stones per turn — used by: duizi-qi
mechanic-two-stones-per-turn = 每回合下两子
# walk of exactly two steps — used by: songhuo-qi
mechanic-walk-of-exactly-two-steps = 恰好走两步
# walls — used by: du-hai-qi
mechanic-walls = 隔墙
# werera — used by: senterej
mechanic-werera = 动员阶段
# win by immobilising — used by: chase-and-evade
mechanic-win-by-immobilising = 困住对方取胜
# withdrawal capture — used by: qin-wang-qi
mechanic-withdrawal-capture = 拉吃
# xiangqi pieces — used by: jiezi-qi
mechanic-xiangqi-pieces = 象棋棋子
