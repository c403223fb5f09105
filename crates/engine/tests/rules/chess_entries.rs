//! The 13 chess entries: every ruleset compiles, the catalog's rulesets exist, and each
//! ruleset follows witnesses that the entry lists.

use crate::support::entry::{found, loaded_entry, rules_from_str};
use boardlore_engine::Compile;

use boardlore_entry::content::{Group, LoadedEntry};

const CATALOG: [(&str, &[&str]); 13] = [
    ("chaturanga", &["main"]),
    ("shatranj", &["main", "tabiya"]),
    ("senterej", &["werera-alternate", "werera-ten-moves"]),
    ("indian-9th-century", &["main"]),
    ("sittuyin", &["main"]),
    ("makruk", &["main"]),
    ("ouk-chatrang", &["main"]),
    ("shatar", &["main"]),
    ("xiangqi", &["main"]),
    ("janggi", &["main"]),
    ("heian-shogi", &["8x8", "8x9", "footnote-rows"]),
    ("sho-shogi", &["main"]),
    ("shogi", &["main"]),
];

#[test]
fn every_chess_entry_has_its_catalog_rulesets_and_they_compile() {
    for (id, wanted) in CATALOG {
        let LoadedEntry { entry, spans, .. } = loaded_entry(id);
        assert_eq!(entry.id, id);
        assert_eq!(entry.group, Group::Chess, "{id}");
        let witnesses: Vec<&str> = entry.witnesses.iter().map(|w| w.id.as_str()).collect();
        for want in wanted {
            assert!(
                entry.rulesets.iter().any(|r| r.id == *want),
                "{id} lacks {want}"
            );
        }
        for (index, r) in entry.rulesets.iter().enumerate() {
            let rid = &r.id;
            for f in &r.follows {
                assert!(
                    witnesses.contains(&f.as_str()),
                    "{id}/{rid} follows unknown witness {f}"
                );
            }
            assert!(
                spans
                    .exact(&format!("rulesets[{index}].unmodelled"))
                    .is_some(),
                "{id}/{rid} lists what it leaves out"
            );
            if let Err(errors) = found(id, rid).spec.compile() {
                panic!("{id}/{rid}: {errors:?}");
            }
        }
    }
}

#[test]
fn spec_errors_name_the_field_at_fault() {
    let yaml = r#"
family: chess
board: { kind: square, files: 8, ranks: 8 }
pieces:
  - { id: king, letter: k, betza: K, royal: true }
  - { id: wizard, letter: w, betza: X }
  - { id: guard, letter: g, betza: W, confined: palace }
start: 4k3/8/8/8/8/8/8/4K3 w - - 0 1
"#;
    let spec = rules_from_str(yaml);
    let errors = match spec.compile() {
        Ok(_) => panic!("a ruleset with an unknown atom compiled"),
        Err(errors) => errors,
    };
    let paths: Vec<&str> = errors.iter().map(|e| e.path.as_str()).collect();
    assert!(paths.contains(&"pieces[1].betza"), "{paths:?}");
    assert!(paths.contains(&"pieces[2].confined"), "{paths:?}");
}
