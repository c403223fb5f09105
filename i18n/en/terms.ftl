# Names a ruleset gives (pieces, regions, directions, capture rules, shapes) where English says
# them otherwise than as written with `-` and `_` read as spaces (crates/site/src/i18n/phrase.rs,
# `term`): `term-` and the name's slug. The Chinese edition's are in i18n/zh/terms.ftl.

# The three sides a santong-qi player connects (crates/rules/src/board/generators.rs).
term-side-bottom = bottom side
term-side-left = left side
term-side-right = right side
