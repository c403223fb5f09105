//! The 13 chess entries: every ruleset compiles, the catalog's rulesets exist, and each
//! ruleset follows witnesses that the entry lists.

use crate::support::chess as chess_support;

use boardlore_engine::RulesSpec;

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
    ("heian-shogi", &["8x8", "8x9"]),
    ("sho-shogi", &["main"]),
    ("shogi", &["main"]),
];

#[test]
fn every_chess_entry_has_its_catalog_rulesets_and_they_compile() {
    for (id, wanted) in CATALOG {
        let path = chess_support::games_dir().join(format!("{id}.yaml"));
        let text = std::fs::read_to_string(&path).unwrap();
        let entry: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
        assert_eq!(entry["id"].as_str(), Some(id));
        assert_eq!(entry["family"].as_str(), Some("chess"), "{id}");
        let witnesses: Vec<&str> = entry["witnesses"]
            .as_sequence()
            .unwrap()
            .iter()
            .filter_map(|w| w["id"].as_str())
            .collect();
        let rulesets = entry["rulesets"].as_sequence().unwrap();
        for want in wanted {
            assert!(
                rulesets.iter().any(|r| r["id"].as_str() == Some(want)),
                "{id} lacks {want}"
            );
        }
        for r in rulesets {
            let rid = r["id"].as_str().unwrap();
            for f in r["follows"].as_sequence().unwrap() {
                let f = f.as_str().unwrap();
                assert!(
                    witnesses.contains(&f),
                    "{id}/{rid} follows unknown witness {f}"
                );
            }
            assert!(
                r["unmodelled"].is_sequence(),
                "{id}/{rid} lists what it leaves out"
            );
            let spec: RulesSpec = serde_yaml::from_value(r["rules"].clone()).unwrap();
            if let Err(errors) = spec.compile() {
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
    let spec: RulesSpec = serde_yaml::from_str(yaml).unwrap();
    let errors = match spec.compile() {
        Ok(_) => panic!("a ruleset with an unknown atom compiled"),
        Err(errors) => errors,
    };
    let paths: Vec<&str> = errors.iter().map(|e| e.path.as_str()).collect();
    assert!(paths.contains(&"pieces[1].betza"), "{paths:?}");
    assert!(paths.contains(&"pieces[2].confined"), "{paths:?}");
}
