# The site's interface in English: templates call these with t(id=...), and the site's
# Rust code through i18n::Words. Every id here has a Chinese entry in ../zh/site.ftl.

language-name = English
group-folk = Folk games
group-chess = Chess family
group-race = Race games
status-note-faithful = follows its texts without filling gaps
status-note-interpreted = chooses readings where its texts are thin
status-note-reconstructed = fills in rules its texts lack
status-note-reference = the reading of a reference implementation
diagram-start-of = Start position of { $ruleset }
diagram-board-of = The board of { $ruleset }
diagram-figure = Figure { $id }: { $caption }
witness-kind-summary = Summary
witness-kind-commentary = Commentary
witness-kind-original = Original text
witness-kind-translation = Translation
witness-kind-machine-translation = Machine translation
witness-kind-reference = Reference
witness-by = { $kind } by { $author }
witness-from = { $kind } ({ $work })
skip-to-content = Skip to content
nav-site = Site
nav-games = Games
nav-sources = Sources
nav-glossary = Glossary
nav-coverage = Coverage
nav-language = Language
search-label = Search the archive
search-placeholder = Search: name, 中文, pinyin, any text
footer-text = { $title }: rules, texts and readings of traditional board games. Built with boardlore. <a href="{ $coverage }">What is covered, and what is left</a>.
home-count = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
home-intro = { $games }, each with its sources, the texts that describe it, where they disagree, and the readings the archive plays. The <a href="{ $coverage }">coverage page</a> shows how far each one has got and what is left. The catalogue is also <a href="{ $data }" type="application/json">open data (JSON)</a>, with a file for each game.
filter-games = Filter games
filter-placeholder = name, 中文, or mechanic
filter-mechanic = Mechanic
filter-any = any
mechanics-label = Mechanics
by-mechanic = By mechanic
notfound-title = Not found
notfound-heading = Page not found
notfound-text = There is no page at this address. The <a href="{ $home }">list of games</a> has every entry in the archive.
sources-title = Sources
sources-none = No works are listed yet.
source-games = Games drawing on this work
source-no-games = No game cites it yet.
glossary-title = Glossary of terms
glossary-description = The Chinese terms of the archive's games, with pinyin, meaning and how each text renders them.
glossary-intro = The terms the games' texts use in their own language (Chinese, and the Japanese and Korean of shogi and janggi), in the order of their pinyin or reading. Each links to its game's page, where the table shows the English words each text renders it by.
glossary-letters = Letters
glossary-none = No game lists its terms yet.
game-also-known = Also known as
game-summary = Summary
game-rules-brief = The rules in brief
game-full-ruleset = The full ruleset
game-on-this-page = On this page
game-commentary = Commentary
game-texts = Texts
game-variances = Where the texts differ
game-rulesets = Rulesets
game-figures = Figures
game-sources = Sources
game-cite = Cite
game-cite-heading = Cite this entry
game-rule-point = Rule point
game-not-stated = not stated
game-readings-note = Readings whose words the text gives are marked in it; the others say why they cannot be.
game-adoptions = Which reading each ruleset plays
game-every-term = Every game's terms
game-divergences = Where the readings part on the board
game-claims = Claims checked by the engine
game-assumptions = Assumptions
game-unmodelled = Not enforced by the engine yet
game-board-later = A playable board for this ruleset will appear here.
game-not-encoded = This ruleset is not encoded for the engine yet.
game-figure = Figure
game-point-link-title = A link to this point, to cite it
game-summary-restated = The archive's own restatement in Chinese of its English summary; not a source text.
game-in-english = In English: this entry has no text in this language yet.
game-data-links = <a href="{ $json }" type="application/json">Data (JSON)</a>: this entry's texts, readings, rulesets and claims as open data. <a href="{ $tei }" type="application/tei+xml">TEI P5 (XML)</a>: its texts, the points where they differ and its terms, for textual scholarship.
game-cite-points = A rule point is cited by its link in the table above (<code>#point-…</code>); each reading by the point and its text.
coverage-lead = How far the archive has got with each game: its entry, its diagrams, the readings you can play, and how each playable reading is checked.
coverage-numbers = In numbers
coverage-every-game = Every game
game-follows = Follows
list-comma = ,{" "}
list-semicolon = ;{" "}
sentence-end = .
status-faithful = faithful
status-interpreted = interpreted
status-reconstructed = reconstructed
status-reference = reference
diagram-png = PNG image
diagram-position = Position
