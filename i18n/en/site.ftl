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

# The site's own scripts (theme/site.js, theme/search.js), handed over as JSON.
script-filter-count = { $shown } of { $total } shown
script-show-quotes = Show where the texts state this
script-show-point = Show this rule point in the table of readings
script-search-also = Also known as
script-search-any = any
script-search-family = Family
script-search-mechanic = Mechanic
script-search-nothing = Nothing matches “{ $query }”.
script-search-nothing-filtered = Nothing matches “{ $query }” with these filters.
script-search-one = { $total } page
script-search-many = { $total } pages
script-search-first = { $count }, the first { $shown } shown
script-search-unavailable = Search is not available here (the index did not load).

# The coverage page.
coverage-description = How far the archive has got with each of its { $count } games, and what is left.
coverage-playable-games = <strong>{ $playable } of { $total }</strong> games can be played (at least one ruleset the engine runs).
coverage-validated = <strong>{ $validated } of { $playable }</strong> playable rulesets are checked by at least one of the means below ({ $games } games).
coverage-legend = A claim is listed only when a test in the repository finds the evidence for it, so this page cannot report more than is checked.
coverage-family = Family
coverage-only-left = only games with something left
coverage-col-game = Game
coverage-col-entry = Entry
coverage-col-diagram = Diagram
coverage-col-rulesets = Rulesets
coverage-col-validated = Validated
coverage-left = What is left
coverage-left-intro = Every ruleset that cannot be played yet, every rule an entry states that the engine does not enforce, and every playable ruleset that nothing checks, game by game.
coverage-nothing-left = Nothing: every game is playable, fully modelled and checked.
coverage-playable-of = { $playable } of { $total } playable
coverage-not-playable = not playable
coverage-not-playable-title = its rules are not written for the engine yet
coverage-not-checked = not checked
coverage-nothing-to-check = nothing to check
coverage-drawn = <strong>{ $drawn } of { $total }</strong> games have their board drawn; the entries redraw { $figures ->
    [one] { $figures } figure
   *[other] { $figures } figures
} from the sources.
coverage-unmodelled = <strong>{ $count }</strong> { $count ->
    [one] rule written in the entries is
   *[other] rules written in the entries are
} not enforced by the engine yet (listed under <a href="#left">what is left</a>).
coverage-rulesets-count = { $count ->
    [one] { $count } ruleset
   *[other] { $count } rulesets
}
coverage-entry-counts = { $witnesses ->
    [one] { $witnesses } witness
   *[other] { $witnesses } witnesses
}, { $variances ->
    [one] { $variances } variance
   *[other] { $variances } variances
}
coverage-board-drawn = board drawn
coverage-no-board = no board
coverage-figures = { $count ->
    [one] { $count } figure
   *[other] { $count } figures
}
coverage-unmodelled-count = { $count } unmodelled
coverage-playable-rulesets = <strong>{ $playable } of { $total }</strong> rulesets are playable{ $statuses }.
coverage-statuses = {" "}({ $list } among all rulesets)
coverage-status-count = { $count } { $status }

# What each way of checking a ruleset means (validated: in an entry).
validation-perft-published = move counts from the start agree with counts published by another engine
validation-perft = move counts from the start are recorded and re-checked by tests
validation-solved = the exact solver works out the result of perfect play
validation-selfplay = random games, repeatable from a fixed start, are all played through to a result
validation-tested = rule tests check moves and results of this game

# What is left for a game (the coverage page).
left-no-rulesets = No ruleset is written yet.
left-no-diagram = No board is written, so nothing is drawn.
left-unplayable = Not playable: its rules are not written for the engine yet.
left-unchecked = Playable, but no perft, solver, self-play or rule test checks it yet.
label-colon = :{" "}

# The citation of an entry, as a sentence (BibTeX and CSL-JSON are the same in every language).
# `iso` is the day of the entry's last change as YYYY-MM-DD, `date` the same day as the language writes it.
cite-text = “{ $title }.” In { $site }{ $version }. { $url }
cite-version = , version of { $iso }

# The tables of a game's texts.
adoption-own = its own reading
adoption-none = no reading stated
column-followed-by = followed by { $rulesets }
column-ruleset-reading = this ruleset's reading
column-proposed-reading = a proposed reading no text states
terms-heading = Terms
terms-heading-zh = Chinese terms
terms-heading-ja = Japanese terms
terms-heading-ko = Korean terms
