# 论断的检验结果：检验发现了什么，或因何中止。由论断运行器
# （crates/computer/src/claims/run.rs、crates/site/src/claims.rs）交出消息 id 和数值。
# 每条是一个分句，页面在其后加句号。{ $positions } 已按千位分隔写好（2,000,000）。

claim-finding-over-budget = 未对弈：论断要求 { $games } 局，预算只允许 { $budget } 局
claim-finding-not-compiled = 未运行：该规则无法编译
claim-finding-no-rules = 未运行：该规则没有可执行的规则
claim-finding-not-started = 未运行：检验无法启动
claim-finding-needs-folk = 未运行：{ $kind } 检验只适用于民间棋类的规则
claim-finding-bad-position = 未运行：局面有误：{ $error }
claim-finding-gave-up-budget = 搜索 { $positions } 个局面后放弃（已达预算）
claim-finding-gave-up-repetition = 放弃：局面可能重复，而该规则没有步数限制
claim-finding-gave-up-after-agreeing = { $finding }（此前比较的 { $count } 个局面全部一致）
claim-finding-solved = 精确求解器判定轮走方{ $value }，共搜索 { $positions } 个局面
claim-finding-table-needs-one = 未运行：制表需要恰有一枚棋子的局面，而此局面有 { $count } 枚
claim-finding-table-same = 全部 { $points } 个点均已求解，共 { $positions } 个局面：所得表与论断相同
claim-finding-table-differs = 全部 { $points } 个点均已求解，共 { $positions } 个局面：有 { $count } 处与论断的表不同
claim-finding-table-rows = 论断的表有 { $claimed } 行，棋盘却有 { $rows } 行
claim-finding-selfplay = { $games } 局中和棋 { $draws } 局（{ $percent }%；论断为{ $claimed }），{ $strength }{ $cut-off }
claim-finding-cut-off = ；{ $count } 局未下完即截止
claim-finding-formula-unsuited = 未运行：棋盘不适用公式 { $formula }
claim-finding-formula-equal = 在 { $compared } 个随机局面上，求解器的结果都与公式 { $formula } 相同（共搜索 { $positions } 个局面）
claim-finding-formula-differs = 在 { $compared } 个随机局面中，有 { $count } 个的求解结果与公式 { $formula } 不同
