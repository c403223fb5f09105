# 规则集里的名称（棋子、区域、方向、吃法、棋形）在中文页面上的说法：`term-` 加名称的
# slug（crates/site/src/i18n/phrase.rs 的 term_id）。规则引擎交出的短语用它们来称呼规则集
# 自己起的名字；没有对应消息的名称按原文显示，tests/archive/site_legend_words.rs 会指出来。
# 中文民间棋类的吃法和棋形，沿用各条目 terms 里记下的原书用语（掏心、夹吃、六斜……）。

## 象棋类的棋子

term-king = 王
term-advisor = 士
term-guard = 士
term-elephant = 象
term-horse = 马
term-moved-horse = 走过的马
term-chariot = 车
term-cannon = 炮
term-soldier = 兵
term-pawn = 兵
term-knight = 马
term-bishop = 象
term-rook = 车
term-queen = 后
term-ferz = 费尔兹
term-bers = 伯尔斯
term-met = 梅特
term-khon = 孔
term-dabbabah = 达巴巴
term-crown-prince = 太子
term-drunk-elephant = 醉象
term-gold = 金将
term-silver = 银将
term-lance = 香车
term-tokin = 成步
term-promoted-knight = 成桂
term-promoted-lance = 成香
term-promoted-silver = 成银
term-dragon = 龙

## 棋盘上的区域

term-home = 本方半盘
term-palace = 九宫
term-camp = 营地
term-last-rank = 底线
term-rook-rank = 车所在的横线
term-setup = 布阵区
term-promotion = 升变区
term-anywhere = 任意位置
term-bottom = 下方
term-top = 顶吃
term-left = 左侧
term-right = 右侧
term-middle = 中间
term-centre = 中心
term-perimeter = 外圈
term-start = 起点
term-end = 终点
term-goal = 目标区
term-first = 先手区
term-second = 后手区
term-first-home = 先手的家
term-second-home = 后手的家
term-resting = 歇脚格
term-users = 使用者区
term-warehouse = 仓库
term-black = 黑方区
term-black-camp = 黑方营地
term-white-camp = 白方营地
term-black-start = 黑方起点
term-white-start = 白方起点
term-red-start = 红方起点
term-bottom-start = 下方起点
term-cat-start = 猫的起点
term-mouse-start = 鼠的起点
term-a-start = 甲方起点
term-b-start = 乙方起点
term-red-home = 红方的家
term-blue-home = 蓝方的家
term-home-black = 黑方半盘
term-home-white = 白方半盘
term-palace-black = 黑方九宫
term-palace-white = 白方九宫
term-setup-black = 黑方布阵区
term-setup-white = 白方布阵区
term-promotion-black = 黑方升变区
term-promotion-white = 白方升变区
term-last-rank-black = 黑方底线
term-last-rank-white = 白方底线
term-rook-rank-black = 黑方车线
term-rook-rank-white = 白方车线
term-sixth-rank-black = 黑方第六横线
term-sixth-rank-white = 白方第六横线
term-last-two-rows-black = 黑方最后两行
term-last-two-rows-white = 白方最后两行
term-last-three-rows-black = 黑方最后三行
term-last-three-rows-white = 白方最后三行
term-left-mountain = 左山
term-right-mountain = 右山
term-top-mountain = 上山
term-north-island = 北岛
term-south-island = 南岛
term-large-hexagon = 大六角
term-small-hexagon-1 = 小六角一
term-small-hexagon-2 = 小六角二
term-small-hexagon-3 = 小六角三
term-small-hexagon-4 = 小六角四
term-small-hexagon-5 = 小六角五
term-small-hexagon-6 = 小六角六
term-small-hexagon-7 = 小六角七
term-long-line-1 = 长线一
term-long-line-2 = 长线二
term-long-line-3 = 长线三
term-long-line-4 = 长线四
term-long-line-5 = 长线五
term-long-line-6 = 长线六
term-ring-1 = 第一圈
term-ring-2 = 第二圈
term-ring-3 = 第三圈
term-ring-4 = 第四圈
term-side-bottom = 下边
term-side-left = 左边
term-side-right = 右边

## 方向

term-n = 北
term-s = 南
term-e = 东
term-w = 西
term-orthogonal = 横竖方向

## 叠子类的棋子

term-coin = 钱币
term-stone = 棋子
term-round = 圆
term-goods = 货物
term-first-worker = 先手的挑夫
term-second-worker = 后手的挑夫

## 吃法

term-pinch = 夹吃
term-heart-taking = 掏心
term-large-capture = 大吃
term-small-capture = 小吃
term-complete-capture = 全了
term-custodial = 夹击
term-encirclement = 围吃
term-enclosing = 围子
term-pulling = 拉吃
term-pushing-the-cart = 推车
term-two-against-one = 二打一
term-two-against-two = 二打二
term-l-shaped-edge-capture = 边角拐吃
term-sandwich-of-one = 夹一子
term-sandwich-of-two = 夹二子
term-sandwich-of-three = 夹三子
term-sandwich-of-four = 夹四子
term-sandwich-of-five = 夹五子
term-sandwich-of-six = 夹六子
term-sandwich-of-seven = 夹七子

## 棋形与得分

term-chengfang = 成方
term-chengliu = 成六
term-five-tigers = 五虎
term-three-slash = 三斜
term-four-slash = 四斜
term-five-slash = 五斜
term-six-slash = 六斜
term-square = 方
term-tongtian = 通天
term-small-well = 小井
term-diamond = 菱形
term-hexagon = 六角形
term-hexagon-of-nine = 九子六角
term-small-hexagon = 小六角
term-long-line = 长连
term-six-in-a-line = 六子连珠
term-six-in-a-ring = 六子连环
term-three-in-a-line = 三子成线
term-trapezoid = 梯形
term-triangle = 三角形
term-upright-small-blossom = 正小梅花
term-slanted-small-blossom = 斜小梅花
term-upright-large-blossom = 正大梅花
term-slanted-large-blossom = 斜大梅花
term-radish = 萝卜
term-spear-rack = 枪架
term-all-four-corner-points = 四个角点
term-the-centre-point = 中心点
