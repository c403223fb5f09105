# 网站界面的简体中文文本：与 ../en/site.ftl 的条目一一对应。

language-name = 中文
group-folk = 民间棋戏
group-chess = 象棋类
group-race = 竞速棋
status-note-faithful = 忠实于所据文本，不补缺
status-note-interpreted = 文本简略处择取一种读法
status-note-reconstructed = 补全文本缺失的规则
status-note-reference = 参照实现的读法
diagram-start-of = { $ruleset }的初始局面
diagram-board-of = { $ruleset }的棋盘
diagram-figure = 图{ $id }：{ $caption }
witness-kind-summary = 概述
witness-kind-commentary = 评注
witness-kind-original = 原文
witness-kind-translation = 译文
witness-kind-machine-translation = 机器翻译
witness-kind-reference = 参考
witness-by = { $author }的{ $kind }
witness-from = { $kind }（{ $work }）
skip-to-content = 跳到正文
nav-site = 网站
nav-games = 棋戏
nav-sources = 文献
nav-glossary = 术语
nav-coverage = 进度
nav-language = 语言
search-label = 搜索本站
search-placeholder = 搜索：中文名、拼音、英文名或任何文字
footer-text = { $title }：传统棋戏的规则、文本与读法。由 boardlore 生成。<a href="{ $coverage }">已完成与待完成的部分</a>。
home-count = { $count }种棋戏
home-intro = { $games }，每种都附有来源、描述它的文本、文本之间的分歧，以及本站可以对弈的规则读法。<a href="{ $coverage }">进度页</a>列出每种棋戏的完成程度和尚待完成的部分。目录也以<a href="{ $data }" type="application/json">开放数据（JSON）</a>发布，每种棋戏一个文件。
filter-games = 筛选棋戏
filter-placeholder = 名称、中文或玩法
filter-mechanic = 玩法
filter-any = 全部
mechanics-label = 玩法
by-mechanic = 按玩法
notfound-title = 未找到
notfound-heading = 找不到页面
notfound-text = 此地址没有页面。<a href="{ $home }">棋戏列表</a>收录了本站的全部条目。
sources-title = 文献
sources-none = 尚未列出任何文献。
source-games = 引用此文献的棋戏
source-no-games = 尚无棋戏引用此文献。
glossary-title = 术语表
glossary-description = 本站各棋戏的中文术语，附拼音、释义，以及各文本的译法。
glossary-intro = 各棋戏文本以其本来语言使用的术语（中文，以及将棋的日文和朝鲜象棋的韩文），按拼音或读音排序。每个术语都链接到所属棋戏的页面，页面上的表格列出各文本所用的英文译法。
glossary-letters = 字母
glossary-none = 尚无棋戏列出术语。
game-also-known = 又名
game-summary = 概述
game-rules-brief = 规则摘要
game-full-ruleset = 完整规则
game-on-this-page = 本页内容
game-commentary = 评注
game-texts = 文本
game-variances = 文本分歧
game-rulesets = 规则集
game-figures = 图
game-sources = 文献
game-cite = 引用
game-cite-heading = 引用本条目
game-rule-point = 规则要点
game-not-stated = 未提及
game-readings-note = 文本中有原话的读法已在文中标出；其余读法注明了无法标出的原因。
game-adoptions = 各规则集采用的读法
game-every-term = 所有棋戏的术语
game-divergences = 各读法在棋盘上的分歧
game-claims = 经引擎检验的说法
game-assumptions = 假设
game-unmodelled = 引擎尚未执行的规则
game-board-later = 此规则集的可对弈棋盘将显示在这里。
game-not-encoded = 此规则集尚未为引擎编码。
game-point-link-title = 此要点的链接，可用于引用
game-summary-restated = 本站对其英文概述的中文转述，并非原始文献。
game-in-english = 英文原文：本条目尚无此语言的文本。
game-data-links = <a href="{ $json }" type="application/json">数据（JSON）</a>：本条目的文本、读法、规则集和说法，作为开放数据发布。<a href="{ $tei }" type="application/tei+xml">TEI P5（XML）</a>：其文本、分歧要点和术语，供文献研究使用。
game-cite-points = 引用某个规则要点，请用上表中它的链接（<code>#point-…</code>）；引用某种读法，请用要点加文本。
coverage-lead = 本站每种棋戏的完成程度：条目、棋图、可对弈的读法，以及每种可对弈读法如何经过检验。
coverage-numbers = 数字概览
coverage-every-game = 全部棋戏
game-follows = 依据
list-comma = 、
list-semicolon = ；
sentence-end = 。
status-faithful = 忠实
status-interpreted = 诠释
status-reconstructed = 重构
status-reference = 参照
diagram-png = PNG图片
diagram-position = 局面

# 网站脚本（theme/site.js、theme/search.js）所用文本。
script-filter-count = 显示{ $shown }项，共{ $total }项
script-show-quotes = 显示文本中陈述此点的原话
script-show-point = 在读法表中显示此规则要点
script-search-also = 又名
script-search-any = 全部
script-search-family = 类别
script-search-mechanic = 玩法
script-search-nothing = 没有与“{ $query }”匹配的结果。
script-search-nothing-filtered = 在这些筛选条件下，没有与“{ $query }”匹配的结果。
script-search-one = { $total }个页面
script-search-many = { $total }个页面
script-search-first = { $count }，显示前{ $shown }个
script-search-unavailable = 此处无法搜索（索引未能加载）。

# 进度页。
coverage-description = 本站{ $count }种棋戏各自的完成程度，以及尚待完成的部分。
coverage-playable-games = <strong>{ $total }种中有{ $playable }种</strong>可以对弈（至少有一个引擎能运行的规则集）。
coverage-validated = <strong>{ $playable }个可对弈规则集中有{ $validated }个</strong>至少经过下列一种方式检验（涉及{ $games }种棋戏）。
coverage-legend = 只有当仓库中的测试找到证据时才列出一项检验，因此本页不会报告多于实际检验的内容。
coverage-family = 类别
coverage-only-left = 只看尚有待完成部分的棋戏
coverage-col-game = 棋戏
coverage-col-entry = 条目
coverage-col-diagram = 棋图
coverage-col-rulesets = 规则集
coverage-col-validated = 检验
coverage-left = 待完成的部分
coverage-left-intro = 按棋戏列出：每个尚不能对弈的规则集、条目中写明而引擎尚未执行的每条规则，以及每个未经任何检验的可对弈规则集。
coverage-nothing-left = 没有：每种棋戏都可以对弈，规则全部建模并经过检验。
coverage-playable-of = { $total }个中{ $playable }个可对弈
coverage-not-playable = 不可对弈
coverage-not-playable-title = 其规则尚未为引擎编写
coverage-not-checked = 未检验
coverage-nothing-to-check = 无可检验
coverage-drawn = <strong>{ $total }种中有{ $drawn }种</strong>已绘出棋盘；条目从文献中重绘了{ $figures }幅图。
coverage-unmodelled = 条目中写明的规则有<strong>{ $count }</strong>条尚未由引擎执行（见<a href="#left">待完成的部分</a>）。
coverage-rulesets-count = { $count }个规则集
coverage-entry-counts = 文本{ $witnesses }种，分歧{ $variances }处
coverage-board-drawn = 已绘棋盘
coverage-no-board = 无棋盘
coverage-figures = { $count }幅图
coverage-unmodelled-count = { $count }条未建模
coverage-playable-rulesets = <strong>{ $total }个规则集中有{ $playable }个</strong>可以对弈{ $statuses }。
coverage-statuses = （全部规则集中：{ $list }）
coverage-status-count = { $status }{ $count }个

# 规则集各种检验方式的含义。
validation-perft-published = 从初始局面起的着法计数与其他引擎公布的计数一致
validation-perft = 从初始局面起的着法计数已记录，并由测试反复核对
validation-solved = 精确求解器算出双方完美对弈的结果
validation-selfplay = 从固定起点可重复的随机对局，全部下到分出结果
validation-tested = 规则测试检查本棋的着法和结果

# 进度页上尚待完成的事项。
left-no-rulesets = 尚未写出任何规则集。
left-no-diagram = 尚未写出棋盘，因此没有绘图。
left-unplayable = 不可对弈：其规则尚未为引擎编写。
left-unchecked = 可以对弈，但尚无着法计数、求解器、自对弈或规则测试对其检验。
label-colon = ：

# 条目的引用格式（BibTeX 与 CSL-JSON 各语言相同）。
cite-text = { $title }，载于{ $site }{ $version }。{ $url }
cite-version = （{ $date }版）

# 棋戏页上文本的各个表格。
adoption-own = 本规则集自己的读法
adoption-none = 未说明读法
column-followed-by = 为{ $rulesets }所采用
column-ruleset-reading = 此规则集的读法
column-proposed-reading = 没有文本陈述的拟议读法
terms-heading = 术语
terms-heading-zh = 中文术语
terms-heading-ja = 日文术语
terms-heading-ko = 韩文术语
