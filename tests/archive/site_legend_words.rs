//! Every legend of the archive said in each edition's words: each message the engine hands
//! over is in both catalogues with the variables it is given, each English line is a
//! sentence, each Chinese line is Chinese (an English word is left only inside a square, a
//! notation or a pattern), and every name a ruleset gives has its Chinese term.

use std::collections::BTreeSet;
use std::path::Path;

use boardlore_engine::legend::{Arg, Legend, Phrase};
use boardlore_site::content::{game_ids, playable_rulesets};
use boardlore_site::i18n::{term_id, Catalogue, Words};

/// Every playable ruleset's legend, named `game/ruleset`.
fn legends() -> Vec<(String, Legend)> {
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let mut out = Vec::new();
    for game in game_ids(&content) {
        for found in playable_rulesets(&content, &game).unwrap_or_else(|p| panic!("{game}: {p}")) {
            let name = format!("{game}/{}", found.id());
            let legend = found
                .spec
                .legend()
                .unwrap_or_else(|e| panic!("{name}: {e:?}"));
            out.push((name, legend));
        }
    }
    assert!(out.len() > 100, "only {} rulesets", out.len());
    out
}

/// Every phrase of a legend: the items' names, lines and pictures' captions.
fn phrases(legend: &Legend) -> Vec<&Phrase> {
    legend
        .items
        .iter()
        .flat_map(|item| {
            let captions = item.pictures.iter().filter_map(|p| p.caption.as_ref());
            std::iter::once(&item.name)
                .chain(&item.lines)
                .chain(captions)
        })
        .collect()
}

/// The texts written alike in every language inside `phrase` (squares, notation, patterns),
/// and the names it gives as terms.
fn codes_and_terms<'a>(phrase: &'a Phrase, codes: &mut Vec<&'a str>, terms: &mut Vec<&'a str>) {
    fn walk<'a>(arg: &'a Arg, codes: &mut Vec<&'a str>, terms: &mut Vec<&'a str>) {
        match arg {
            Arg::Code(text) => codes.push(text),
            Arg::Term(name) | Arg::Name(name) => terms.push(name),
            Arg::Phrase(inner) => codes_and_terms(inner, codes, terms),
            Arg::List(items) => items.iter().for_each(|a| walk(a, codes, terms)),
            Arg::Number(_) | Arg::Player(_) => {}
        }
    }
    phrase
        .args
        .iter()
        .for_each(|(_, arg)| walk(arg, codes, terms));
}

fn catalogue() -> Catalogue {
    let none = tempfile::tempdir().unwrap();
    Catalogue::load(none.path(), &["en".into(), "zh".into()]).unwrap()
}

#[test]
fn every_legend_line_is_a_sentence_in_english_and_in_chinese() {
    let catalogue = catalogue();
    let (en, zh) = (Words::new(&catalogue, "en"), Words::new(&catalogue, "zh"));
    let mut wrong = Vec::new();
    for (name, legend) in legends() {
        for item in &legend.items {
            for line in &item.lines {
                for (words, end) in [(en, '.'), (zh, '。')] {
                    match words.try_phrase(line) {
                        Ok(text) if text.ends_with(end) => {}
                        Ok(text) => {
                            wrong.push(format!("{name} ({}): not a sentence: {text}", words.lang))
                        }
                        Err(e) => wrong.push(format!("{name} ({}): {e}", words.lang)),
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_chinese_legends_hold_no_english_word_outside_squares_notation_and_patterns() {
    let catalogue = catalogue();
    let zh = Words::new(&catalogue, "zh");
    let mut english = BTreeSet::new();
    for (name, legend) in legends() {
        for phrase in phrases(&legend) {
            let (mut codes, mut terms) = (Vec::new(), Vec::new());
            codes_and_terms(phrase, &mut codes, &mut terms);
            let mut text = zh.phrase(phrase);
            for code in codes.iter().filter(|c| !c.is_empty()) {
                text = text.replace(code, " ");
            }
            let latin: String = text
                .chars()
                .map(|c| if c.is_ascii_alphabetic() { c } else { ' ' })
                .collect();
            if latin.split_whitespace().any(|word| word.len() >= 3) {
                english.insert(format!("{name}: {}", zh.phrase(phrase)));
            }
        }
    }
    let shown: Vec<_> = english.iter().take(40).collect();
    assert!(
        english.is_empty(),
        "{} lines, the first:\n{shown:#?}",
        english.len()
    );
}

#[test]
fn every_name_a_legend_gives_has_its_chinese_term() {
    let catalogue = catalogue();
    let zh = Words::new(&catalogue, "zh");
    let mut missing = BTreeSet::new();
    for (_, legend) in legends() {
        for phrase in phrases(&legend) {
            let (mut codes, mut terms) = (Vec::new(), Vec::new());
            codes_and_terms(phrase, &mut codes, &mut terms);
            missing.extend(
                terms
                    .into_iter()
                    // A name written in Chinese already (zhuan-ge-qi's 十 and 口) is its own term.
                    .filter(|t| t.chars().any(|c| c.is_ascii_alphabetic()))
                    .filter(|t| zh.try_get(&term_id(t)).is_none())
                    .map(str::to_string),
            );
        }
    }
    let ids: Vec<String> = missing
        .iter()
        .map(|t| format!("{} ({t})", term_id(t)))
        .collect();
    assert!(
        missing.is_empty(),
        "{} terms without Chinese:\n{}",
        ids.len(),
        ids.join("\n")
    );
}
