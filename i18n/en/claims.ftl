# A claim's finding: what the check found or what stopped it, handed over by the claim
# runner (crates/computer/src/claims/run.rs, crates/site/src/claims.rs) as a message id and
# values. Each is a clause; the page writes it as a sentence (capital, then sentence-end).
# { $positions } comes written out (2,000,000).

claim-finding-over-budget = not played: the claim asks for { $games } games, the budget allows { $budget }
claim-finding-not-compiled = not run: the ruleset does not compile
claim-finding-no-rules = not run: the ruleset has no rules
claim-finding-not-started = not run: the check could not be started
claim-finding-needs-folk = not run: a { $kind } check needs a folk-family ruleset
claim-finding-bad-position = not run: the position: { $error }
claim-finding-gave-up-budget = gave up after { $positions } positions (the budget)
claim-finding-gave-up-repetition = gave up: a position can repeat and the ruleset has no move limit
claim-finding-gave-up-after-agreeing = { $finding } ({ $count } positions compared before, all agreeing)
claim-finding-solved = the exact solver finds a { $value } for the player to move, after { $positions } positions
claim-finding-table-needs-one = not run: a table needs a position with exactly one piece, not { $count }
claim-finding-table-same = all { $points } points solved, { $positions } positions: the table is the claimed one
claim-finding-table-differs = all { $points } points solved, { $positions } positions: { $count } differ from the claimed table
claim-finding-table-rows = the claimed table has { $claimed } rows, the board { $rows }
claim-finding-selfplay = { $draws } of { $games } games drawn ({ $percent }%; claimed { $claimed }), { $strength }{ $cut-off }
claim-finding-cut-off = ; { $count } cut off unfinished
claim-finding-formula-unsuited = not run: the board does not suit the formula { $formula }
claim-finding-formula-equal = on { $compared } random positions the solver's value equals the formula { $formula } ({ $positions } positions searched)
claim-finding-formula-differs = on { $count } of { $compared } random positions the solver's value differs from the formula { $formula }
