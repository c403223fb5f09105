//! The broken entries: one small valid entry (and a chess one) bent one way each, by class.

/// A valid entry: names, a cited work, a witness, a variance with a quote, a playable folk
/// ruleset with goals, a ruleset with only an explicit board, and a figure with a mark.
pub const FOLK: &str = r#"id: probe
names: { en: Probe Game, zh: 探棋, pinyin: Tàn Qí, aliases: [Probe] }
family: folk
mechanics: [movement]
summary: A probe.
sources: [{ work: sample-book, part: "p. 1", contributors: [Bo Example] }]
witnesses:
  - { id: book, kind: translation, lang: en, source: sample-book, text: "Pieces step to a free point." }
variances:
  - point: how far a piece moves
    readings:
      book: { reading: "one point", quote: "step to a free point" }
rulesets:
  - id: main
    follows: [book]
    status: reconstructed
    rules:
      family: folk
      board: { kind: square, files: 4, ranks: 4, style: intersections, links: all }
      players:
        - { name: Black, glyph: "●", start: [a1, b1, c1, d1, a2, d2] }
        - { name: White, glyph: "○", start: [a4, b4, c4, d4, a3, d3] }
      movement: { kind: step, directions: all }
      goals: { move-limit: 200 }
  - id: drawn
    status: reconstructed
    board: { kind: explicit, points: [{ id: p, x: 0, y: 0 }, { id: q, x: 1, y: 0 }], lines: [[p, q]] }
figures:
  - { id: start, caption: The start., ruleset: main, marks: [{ highlight: a1 }] }
"#;

/// A valid entry whose ruleset is xiangqi as docs/rules.md writes it.
pub const CHESS: &str = r#"id: probe
names: { en: Probe Chess }
family: chess
summary: A probe.
rulesets:
  - id: main
    status: reconstructed
    rules:
      family: chess
      board: { kind: square, files: 9, ranks: 10, style: intersections, regions: { palace-white: [d1:f3], palace-black: [d8:f10], home-white: [a1:i5], home-black: [a6:i10] } }
      pieces:
        - { id: king, letter: k, glyphs: [帥, 將], betza: W, royal: true, confined: palace }
        - { id: advisor, letter: a, glyphs: [仕, 士], betza: F, confined: palace }
        - { id: elephant, letter: b, glyphs: [相, 象], betza: nA, confined: home }
        - { id: horse, letter: n, glyphs: [傌, 馬], betza: nN }
        - { id: chariot, letter: r, glyphs: [俥, 車], betza: R }
        - { id: cannon, letter: c, glyphs: [炮, 砲], betza: mRcpR }
        - { id: soldier, letter: p, glyphs: [兵, 卒], betza: fW, zones: [{ region: "!home", betza: fsW }] }
      start: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
      flying-general: true
      stalemate: loss
      repetition: { times: 3, perpetual-chase-loses: [[chariot], [horse, cannon]] }
      move-limit: { moves: 60 }
"#;

/// One broken entry: its class, what was done, and its text.
pub struct Case {
    pub class: &'static str,
    pub name: String,
    pub text: String,
}

/// `base` with `from` (which must occur in it) replaced by `to`.
fn bend(base: &str, from: &str, to: &str) -> String {
    assert!(
        base.contains(from),
        "the corpus bends `{from}`, which the base lacks"
    );
    base.replacen(from, to, 1)
}

/// The first line of `text`, cut to 60 characters, to name a case.
fn short(text: &str) -> String {
    text.lines()
        .next()
        .unwrap_or_default()
        .chars()
        .take(60)
        .collect()
}

/// Every broken entry, by class.
pub fn cases() -> Vec<Case> {
    let mut all = Vec::new();
    let mut add = |class: &'static str, base: &str, from: &str, to: &str| {
        all.push(Case {
            class,
            name: format!("`{}` -> `{}`", short(from), short(to)),
            text: bend(base, from, to),
        });
    };
    let names = "names: { en: Probe Game, zh: 探棋, pinyin: Tàn Qí, aliases: [Probe] }";
    let rules = "      goals: { move-limit: 200 }";
    let explicit = "board: { kind: explicit, points: [{ id: p, x: 0, y: 0 }, { id: q, x: 1, y: 0 }], lines: [[p, q]] }";
    let figure =
        "  - { id: start, caption: The start., ruleset: main, marks: [{ highlight: a1 }] }";
    let witness = "  - { id: book, kind: translation, lang: en, source: sample-book, text: \"Pieces step to a free point.\" }";

    for (from, to) in [
        ("id: probe", "id: [probe]"),
        ("id: probe", "id: { x: 1 }"),
        ("family: folk\nmechanics", "family: [folk]\nmechanics"),
        ("family: folk\nmechanics", "family: 7\nmechanics"),
        ("mechanics: [movement]", "mechanics: { a: b }"),
        ("summary: A probe.", "summary: [A, probe]"),
        (names, "names: Probe Game"),
        (names, "names: [Probe Game]"),
        (names, "names: { en: Probe Game, aliases: Probe }"),
        (names, "names: { en: [Probe] }"),
        ("sources: [{ work", "sources: { x: [{ work"),
        ("contributors: [Bo Example]", "contributors: Bo Example"),
        ("marks: [{ highlight: a1 }]", "marks: { highlight: a1 }"),
        (
            "ruleset: main, marks",
            "ruleset: main, flipped: 1180591620717411303424, marks",
        ),
        (
            "ruleset: main, marks",
            "ruleset: main, flipped: \"yes\", marks",
        ),
        ("status: reconstructed\n    rules", "status: 3\n    rules"),
        ("follows: [book]", "follows: book"),
    ] {
        add("wrong type", FOLK, from, to);
    }

    for (from, to) in [
        ("id: probe\n", ""),
        (&format!("{names}\n") as &str, ""),
        ("family: folk\nmechanics", "mechanics"),
        ("summary: A probe.\n", ""),
        (names, "names: { zh: 探棋 }"),
        ("{ work: sample-book, part", "{ part"),
        ("kind: translation, ", ""),
        ("lang: en, ", ""),
        ("    status: reconstructed\n    rules", "    rules"),
        ("id: start, ", ""),
        ("caption: The start., ", ""),
        ("  - point: how far a piece moves\n", "  - "),
    ] {
        add("missing field", FOLK, from, to);
    }

    for (from, to) in [
        ("summary: A probe.", "summary: A probe.\nsummry: typo"),
        (names, "names: { en: Probe Game, nick: Pro }"),
        ("part: \"p. 1\"", "part: \"p. 1\", page: 1"),
        ("lang: en, ", "lang: en, language: en, "),
        (
            "    status: reconstructed\n    rules",
            "    status: reconstructed\n    colour: red\n    rules",
        ),
        ("ruleset: main, marks", "ruleset: main, colour: red, marks"),
        ("marks: [{ highlight: a1 }]", "marks: [{ glow: a1 }]"),
        (rules, "      goals: { move-limit: 200 }\n      flies: 3"),
        (
            "movement: { kind: step, directions: all }",
            "movement: { kind: step, directions: all, speed: 2 }",
        ),
    ] {
        add("unknown field", FOLK, from, to);
    }

    for (from, to) in [
        ("id: probe", "id: other-game"),
        ("id: probe", "id: Probe"),
        ("id: main\n", "id: Main!\n"),
        ("id: start,", "id: \"start figure\","),
        ("  - id: drawn", "  - id: main"),
        ("{ id: book, kind", "{ id: \"\", kind"),
        ("lang: en, ", "lang: english, "),
        (
            "status: reconstructed\n    rules",
            "status: guessed\n    rules",
        ),
        ("family: folk\nmechanics", "family: folks\nmechanics"),
        (names, "names: { en: Probe Game, pinyin: Tàn Qí }"),
    ] {
        add("bad id or keyword", FOLK, from, to);
    }

    for (from, to) in [
        ("summary: A probe.", "summary: A probe.\nsummary: again"),
        (names, "names: { en: Probe Game, aliases: [Test Track }"),
        ("text: \"Pieces", "text: \"Pieces\n"),
        ("summary: A probe.", "summary: A probe.\n\tmechanics: [x]"),
        ("summary: A probe.", "summary: a: b: c"),
        ("summary: A probe.", "  summary: A probe."),
        ("summary: A probe.", "summary: *nothing"),
        ("summary: A probe.", "summary: [1, 2\n"),
        ("summary: A probe.", "summary: 'A probe."),
        ("summary: A probe.", "summary: {"),
        ("summary: A probe.", "summary: ]"),
        ("summary: A probe.", "summary: @probe"),
        ("summary: A probe.", "summary: %probe"),
        ("family: folk\nmechanics", "family: folk\n- mechanics"),
        (names, &format!("names: {}", "[".repeat(100))),
        (names, &format!("names: {}", "{ a: ".repeat(100))),
        (names, &format!("names:\n  {}x", "- ".repeat(100))),
        (names, &format!("names: {}x{}", "[".repeat(70), "]".repeat(70))),
        (
            "summary: A probe.",
            "summary: A probe.\nx: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\ny: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nz: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nw: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\nv: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nu: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]",
        ),
    ] {
        add("syntax", FOLK, from, to);
    }
    // Whole files: empty, a comment only, a list where a mapping belongs.
    for to in ["", "# nothing yet\n", "- id: probe\n"] {
        add("syntax", FOLK, FOLK, to);
    }

    for (from, to) in [
        (rules, "      goals: { move-limit: 0 }"),
        (rules, "      goals: { move-limit: -1 }"),
        (rules, "      goals: { move-limit: 70000 }"),
        (rules, "      goals: { move-limit: 1180591620717411303424 }"),
        (rules, "      goals: { move-limit: 1.5 }"),
        (rules, "      goals: { move-limit: many }"),
        (rules, "      goals: { move-limit: 200, capture-count: 0 }"),
        (rules, "      goals: { move-limit: 200, quiet-limit: 0 }"),
        ("files: 4, ranks: 4", "files: 0, ranks: 4"),
        ("files: 4, ranks: 4", "files: 27, ranks: 4"),
        ("files: 4, ranks: 4", "files: -4, ranks: 4"),
        ("files: 4, ranks: 4", "files: 4, ranks: 100"),
        ("x: 1, y: 0 }]", "x: 99999999999, y: 0 }]"),
    ] {
        add("out of range", FOLK, from, to);
    }

    for (from, to) in [
        ("{ work: sample-book", "{ work: no-such-book"),
        ("source: sample-book", "source: no-such-book"),
        ("follows: [book]", "follows: [boook]"),
        ("follows: [book]", "follows: [nobody]"),
        ("      book: { reading", "      bok: { reading"),
        (
            "quote: \"step to a free point\"",
            "quote: \"jump anywhere\"",
        ),
        ("      book: { reading", "      ruleset-nope: { reading"),
        ("ruleset: main, marks", "ruleset: nope, marks"),
        ("marks: [{ highlight: a1 }]", "marks: [{ highlight: z9 }]"),
        ("marks: [{ highlight: a1 }]", "marks: [{ arrow: [a1, z9] }]"),
        (
            "marks: [{ highlight: a1 }]",
            "marks: [{ highlight: a1, dot: b1 }]",
        ),
        ("marks: [{ highlight: a1 }]", "marks: [{}]"),
        (
            "ruleset: main, marks",
            "ruleset: main, position: \"zzz\", marks",
        ),
        ("ruleset: main, marks", "ruleset: drawn, marks"),
        ("text: \"Pieces step to a free point.\"", "file: nowhere.md"),
        (
            "text: \"Pieces step to a free point.\"",
            "file: ../escape.md",
        ),
        (
            "text: \"Pieces step to a free point.\"",
            "text: \"x\", file: book.md",
        ),
        (", text: \"Pieces step to a free point.\"", ""),
        (
            "    status: reconstructed\n    rules",
            "    status: reconstructed\n    validated: [solved, solved]\n    rules",
        ),
        (
            "  - id: drawn\n    status: reconstructed",
            "  - id: drawn\n    status: reconstructed\n    validated: [perft]",
        ),
        (
            "    status: reconstructed\n    rules",
            "    status: reconstructed\n    validated: [guessed]\n    rules",
        ),
        (witness, &format!("{witness}\n{witness}")),
        (figure, &format!("{figure}\n{figure}")),
    ] {
        add("bad reference", FOLK, from, to);
    }

    for (from, to) in [
        ("start: [a1, b1", "start: [z9, b1"),
        ("start: [a1, b1", "start: [a4, b1"),
        ("start: [a1, b1", "start: a1"),
        ("glyph: \"●\"", "glyph: [\"●\"]"),
        ("movement: { kind: step, directions: all }", "movement: { kind: hop, directions: all }"),
        ("movement: { kind: step, directions: all }", "movement: { kind: step, directions: sideways }"),
        ("movement: { kind: step, directions: all }", "movement: { directions: all }"),
        ("kind: square, files: 4", "kind: round, files: 4"),
        ("      family: folk\n", "      family: bingo\n"),
        ("      family: folk\n", ""),
        ("        - { name: White", "        - { name: Red, glyph: R, start: [b2] }\n        - { name: White"),
        ("        - { name: White, glyph: \"○\", start: [a4, b4, c4, d4, a3, d3] }\n", ""),
        (explicit, "board: { kind: explicit, points: [{ id: p, x: 0, y: 0 }, { id: q, x: 0, y: 0 }], lines: [[p, q]] }"),
        (explicit, "board: { kind: explicit, points: [{ id: p, x: 0, y: 0 }, { id: p, x: 1, y: 0 }], lines: [[p, p]] }"),
        (explicit, "board: { kind: explicit, points: [], lines: [] }"),
        (explicit, "board: { kind: explicit, points: [{ id: p, x: 0, y: 0 }, { id: q, x: 1, y: 0 }], lines: [[p, r]] }"),
        (explicit, "board: { kind: hexagonal, side: 1 }"),
        (explicit, "board: { kind: track, cells: [] }"),
    ] {
        add("broken folk ruleset", FOLK, from, to);
    }

    for (from, to) in [
        ("{ id: advisor, letter: a", "{ id: king, letter: a"),
        ("{ id: advisor, letter: a", "{ id: advisor, letter: k"),
        ("betza: nN }", "betza: \"?!\" }"),
        (
            "confined: palace }\n        - { id: advisor",
            "confined: castle }\n        - { id: advisor",
        ),
        ("[[chariot], [horse, cannon]]", "[[chariot], [dragon]]"),
        ("[[chariot], [horse, cannon]]", "[[chariot], [chariot]]"),
        ("times: 3", "times: -3"),
        ("move-limit: { moves: 60 }", "move-limit: { moves: 0 }"),
        ("flying-general: true", "flying-general: sometimes"),
        ("stalemate: loss", "stalemate: tea"),
        ("start: rnbakabnr/9", "start: rnbakabnr/8"),
        ("start: rnbakabnr/9", "start: xnbakabnr/9"),
    ] {
        add("broken chess ruleset", CHESS, from, to);
    }

    let folk_rules = &FOLK[FOLK.find("    rules:\n").unwrap()..FOLK.find("  - id: drawn").unwrap()];
    add("broken folk ruleset", FOLK, folk_rules, "    rules: folk\n");
    add(
        "broken folk ruleset",
        FOLK,
        folk_rules,
        "    rules: [family, folk]\n",
    );
    for family in [
        "chess",
        "race",
        "go",
        "halma",
        "stacks",
        "take",
        "polyomino",
        "folk",
    ] {
        for body in ["", ", flies: 3", ", board: 7"] {
            add(
                "broken ruleset of each family",
                FOLK,
                folk_rules,
                &format!("    rules: {{ family: {family}{body} }}\n"),
            );
        }
    }
    all
}
