# 可对弈棋盘的界面文字（theme/board/*.js、templates/partials/board.html）。
#
# 这些消息由浏览器自行填入（theme/board/messages.js），所以只能是纯文本加 `{ $变量 }`：
# 不用选择器、术语、属性或函数。与 i18n/en/board.ftl 的消息 id 和变量完全相同
# （tests/browser/board-messages.test.mjs 会检查）。棋子名、玩家名、规则名和着法记号来自
# 规则引擎或页面数据，原样填入。

## 棋盘的页面结构（templates/partials/board.html）

board-heading = 对弈
board-embed-title = { $game }：可对弈的棋盘
board-ruleset-label = 规则
board-computer-label = 电脑执
board-computer-nobody = 无
board-computer-first = 先手方
board-computer-second = 后手方
board-time-label = 思考时间
board-seconds = { $seconds }秒
board-level-label = 难度
board-level-lowest = { $level }（只看一步）
board-level-highest = { $level }（在时间允许内尽量深算）
board-choices-label = 这一步的选项
board-undo = 悔棋
board-redo = 重做
board-reset = 重新开始
board-flip = 翻转棋盘
board-hint = 提示
board-permalink = 复制链接
board-embed-button = 复制嵌入代码
board-embed-button-title = 一段显示此棋盘和对局的 iframe 代码，可粘贴到其他网页中
board-notation-label = 记谱法
board-moves-label = 已走着法（← → 逐步查看，↑ ↓ 切换到同一处走过的其他着法）
board-promote = 设为主线
board-delete-variation = 删除变着
board-record-summary = 棋谱文本
board-record-label = 本局棋谱：起始局面与着法
board-copy = 复制棋谱
board-load = 载入棋谱
board-help = 先点一个棋子或一个点，再点一个标出的点。键盘操作：按 Tab 键移到棋盘上，用方向键在各点之间移动，按 Enter 或空格键选择，按 Esc 取消；焦点在着法列表或按钮上时，用 ← 和 → 逐步查看已走的着法；在较早的一步另走一着会开出变着，用 ↑ 和 ↓ 在同一处走过的着法之间切换。要保存或分享一局棋，可复制它的棋谱文本（国际象棋类游戏为 Fairy-Stockfish FEN 和 UCI 着法），之后用“载入棋谱”载回。
board-noscript = 棋盘需要 JavaScript 和 WebAssembly；本页的规则和图不需要。

## 启动棋盘（board.js）

board-error-engine = 棋盘无法载入规则引擎：{ $error }
board-error-start = 棋盘无法启动：{ $error }
board-play-ruleset = 在棋盘上按此规则（{ $ruleset }）对弈
board-play-figure = 从此图的局面开始下
board-figure-set-up = 已在棋盘上摆出图中局面。

## 开始对局与链接（game-board.js）

board-error-cannot-start = 无法开始这局棋：{ $error }
board-error-variations-left-out = 部分变着未能载入：{ $problems }。
board-error-link-move = 链接中的第{ $number }步（{ $move }）在此不合规则，棋局停在这一步之前。
board-error-link-unreadable = 无法读取链接（{ $error }），改为显示开局局面。
board-error-link-ruleset = 链接指定的规则（{ $ruleset }）不属于这个游戏。
board-error-link-variations = 无法读取链接中的变着（{ $error }），只显示其主线。
board-error-showing-start = { $reason }改为显示开局局面。
board-engine-refused = 引擎拒绝了 { $move }：{ $error }

## 列表：{ $list } 为已有部分，{ $item } 为下一项

board-join-comma = { $list }，{ $item }
board-join-semicolon = { $list }；{ $item }
board-join-score = { $list }比{ $item }

## 走棋（game-board.js、choices.js）

board-start-position = 开局局面。
board-after-move = 走完 { $move } 之后。
board-wait-computer = 请等电脑走棋。
board-selected-one = 已选中 { $click }，有{ $count }种走法可以继续。
board-selected-many = 已选中 { $click }，有{ $count }种走法可以继续。
board-click-hand = 手中的 { $piece }
board-click-pass = 停一手
board-selection-cancelled = 已取消选择。
board-must-go-on-jumping = { $point } 上的棋子必须继续跳吃。
board-target-destination = { $label }，可走到此处
board-target-empty = { $point }，空
board-target-piece = { $point }，{ $piece }
board-target-owned = { $owner }{ $piece }
board-target-stack = { $piece }，{ $height } 枚叠在一起
board-target-hand = { $owner }手中的{ $piece }，{ $count } 枚
board-piece-promoted = 升变的{ $piece }
board-played = { $player }走了 { $move }。{ $then }
board-move-in-words = { $move }，{ $words }
board-choice-pass = 停一手
board-choice-stop = 到此为止
board-choice-cancel = 取消
board-side-to-move = 走棋方
board-chooses-first = { $player }先选择：

## 读给读屏软件的着法（status.js）；棋子和点的名称由引擎给出

board-said-drop = { $piece } 打入 { $points }
board-said-on = { $point } 上的 { $piece }
board-said-placed = 落在 { $point }
board-said-takes = 吃掉 { $point } 上的 { $piece }
board-said-to = 走到 { $point }
board-said-move = { $piece } { $from } { $steps }
board-said-move-no-piece = { $from } { $steps }

## 状态栏（status.js）

board-status-to-move = 轮到{ $player }走棋{ $details }。
board-status-in-check = ，正被将军
board-status-throw = ；掷得 { $throw }
board-status-continuing = ；{ $point } 上的棋子必须继续跳吃
board-status-thinking = { $player }（电脑）正在思考…
board-status-last-move = { $status }上一步：{ $move }。
board-status-browsing = { $status }正在查看第{ $ply }步（共{ $total }步）：在此走棋将开出变着。
board-status-browsing-computer = { $status }正在查看第{ $ply }步（共{ $total }步）：在此走棋将开出变着；电脑会等到那时再走。
board-outcome-draw = 对局结束：和棋，依据规则：{ $rule }。
board-outcome-draw-scored = 对局结束：和棋，依据规则：{ $rule }（比分 { $scores }）。
board-outcome-win = 对局结束：{ $player }胜，依据规则：{ $rule }。
board-outcome-win-scored = 对局结束：{ $player }胜，依据规则：{ $rule }（比分 { $scores }）。

## 点击无效的原因（refusal.js）

board-refuse-game-over = 对局已结束，不能再走棋。
board-refuse-other-side = 对方
board-refuse-in-check = { $reason }{ $player }正被将军，只能走应将的着法。
board-refuse-choose-first = { $player }须先点选棋盘旁的一个按钮。
board-refuse-must-pass = { $player }在棋盘上无棋可走，必须停一手（点“停一手”按钮）。
board-refuse-no-move-to = 没有能把 { $from } 走到 { $to } 的合法着法。
board-refuse-not-yours = { $target }：这是{ $owner }的棋子，现在轮到{ $player }走棋。
board-refuse-no-legal-move = { $target } 现在没有合法着法。
board-refuse-no-move-here = { $target }：不能从这里走起；{ $player }要走自己的棋子。
board-refuse-no-move-from = 没有从 { $target } 走起的合法着法。

## 电脑与提示（computer.js）

board-computer-all-but = 除{ $player }以外的各方（你执{ $player }）
board-computer-failed = 电脑无法走棋：{ $error }
board-computer-worker-failed = 后台线程出错
board-computer-illegal = 电脑选择了 { $move }，但这里不能这样走。
board-hint-looking = 正在寻找最佳着法…
board-hint-none = 没有提示：{ $reason }。
board-hint-no-legal-move = 没有合法着法
board-hint-found = 最佳着法：{ $move }。

## 棋谱（record-view.js、record.js、tree.js、game-state.js、notation.js、variations.js）

board-move-capture = 吃子
board-move-check = 将军
board-record-copied = 棋谱已复制。
board-record-loaded-one = 棋谱已载入：共{ $count }步。
board-record-loaded-many = 棋谱已载入：共{ $count }步。
board-record-unreadable = 无法读取棋谱：{ $error }
board-record-no-ruleset = 这个游戏没有“{ $ruleset }”规则。
board-record-bad-start = 无法读取起始局面：{ $error }
board-record-bad-moves = 有些着法无法走出：{ $problems }。
board-record-header-syntax = 第{ $line }行：标头应写作 [Name "value"]，实际为 { $found }
board-tree-open-first = 第{ $word }个词：变着的“(”必须紧跟在它所替换的着法之后
board-tree-close-extra = 第{ $word }个词：“)”没有可闭合的变着
board-tree-empty-variation = 第{ $word }个词：变着中没有着法
board-tree-unclosed-one = 有{ $count }个变着没有用“)”闭合
board-tree-unclosed-many = 有{ $count }个变着没有用“)”闭合
board-move-not-legal-at-start = 第{ $ply }步（{ $move }）在开局时不合规则
board-move-not-legal-after = 第{ $ply }步（{ $move }）在 { $previous } 之后不合规则
board-style-engine = 引擎着法名
board-no-other-move = 这里没有走过别的着法。
board-switched-move = 这里走过的第{ $index }种着法（共{ $count }种）：{ $move }。
board-promoted = 这条变着已成为主线。
board-variation-deleted = 已删除变着 { $move }。

## 分享（share.js）

board-link-copied = 链接已复制
board-link-copy-failed = 复制失败：链接就在地址栏中
board-link-copied-said = 这局棋的链接已复制。
board-link-copy-failed-said = 无法复制链接；链接就在地址栏中。
board-embed-copied = 嵌入代码已复制
board-embed-copy-failed = 复制失败：浏览器拒绝了
board-embed-copied-said = 这个棋盘和对局的嵌入代码已复制。
board-embed-copy-failed-said = 无法复制嵌入代码。
board-embed-default-title = 可对弈的棋盘

# 棋手名称，按规则给出的英文名查找（messages.js 的 playerName）。
board-player-red = 红方
board-player-black = 黑方
board-player-white = 白方
board-player-green = 绿方
board-player-blue = 蓝方
board-player-yellow = 黄方
board-player-first = 先手
board-player-second = 后手
board-player-third = 第三方
board-player-fourth = 第四方
board-player-cho = 楚
board-player-han = 汉
board-player-black-sente = 黑方（先手）
board-player-white-gote = 白方（后手）
board-player-cat = 猫
board-player-mouse = 鼠
board-player-hare = 兔
board-player-wolves = 狼
board-player-left = 左方
board-player-right = 右方
board-player-a = 甲方
board-player-b = 乙方
board-player-bottom = 下方

# 记谱法名称，按引擎的样式 id 查找。
board-style-wxf = WXF
board-style-chinese = 中文纵线
board-style-japanese = 日式
board-style-western = 西式
board-style-korean = 韩式
board-style-san = SAN
