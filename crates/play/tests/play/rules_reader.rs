//! The browser's ruleset reader (`read_rules`, built for small code) reads exactly what serde's
//! own reading of `RulesSpec` reads, and refuses what it refuses.

use crate::support;

use boardlore_engine::RulesSpec;
use boardlore_play::read_rules;

/// Serde's derived reading of a ruleset, the reference the small reader must agree with.
fn serde_reading(json: &str) -> Result<RulesSpec, String> {
    serde_json::from_str::<RulesSpec>(json).map_err(|e| e.to_string())
}

#[test]
fn every_ruleset_in_content_reads_to_the_same_spec_as_serde_reads() {
    let rulesets = support::all_rulesets();
    assert!(
        rulesets.len() > 50,
        "only {} rulesets found",
        rulesets.len()
    );
    for r in &rulesets {
        let small = read_rules(&r.rules_json)
            .unwrap_or_else(|e| panic!("{} / {}: refused: {e}", r.game, r.id));
        let reference = serde_reading(&r.rules_json).expect("serde reads the ruleset");
        assert_eq!(
            format!("{small:?}"),
            format!("{reference:?}"),
            "{} / {} reads differently",
            r.game,
            r.id
        );
    }
}

#[test]
fn a_ruleset_with_a_field_added_or_changed_is_judged_as_serde_judges_it() {
    // Each ruleset is altered in ways a hand edit could: an unknown field, a field of the wrong
    // type, a missing family, an unknown family. Both readers must accept or refuse alike.
    for r in support::all_rulesets() {
        let value: serde_json::Value = serde_json::from_str(&r.rules_json).unwrap();
        let object = value.as_object().unwrap();
        let mut variants = Vec::new();
        let mut unknown = object.clone();
        unknown.insert("no-such-field".into(), serde_json::json!(1));
        variants.push(unknown);
        let mut no_family = object.clone();
        no_family.remove("family");
        variants.push(no_family);
        let mut bad_family = object.clone();
        bad_family.insert("family".into(), serde_json::json!("tennis"));
        variants.push(bad_family);
        for key in object.keys().filter(|k| *k != "family") {
            for wrong in [
                serde_json::json!(null),
                serde_json::json!(true),
                serde_json::json!(-3),
                serde_json::json!(2.5),
                serde_json::json!("x"),
                serde_json::json!([1, "two"]),
                serde_json::json!({"kind": "square"}),
            ] {
                let mut changed = object.clone();
                changed.insert(key.clone(), wrong);
                variants.push(changed);
            }
        }
        for variant in variants {
            let json = serde_json::Value::Object(variant).to_string();
            let small = read_rules(&json).map(|spec| format!("{spec:?}"));
            let reference = serde_reading(&json).map(|spec| format!("{spec:?}"));
            assert_eq!(
                small.is_ok(),
                reference.is_ok(),
                "{} / {}: the readers disagree on {json}: {small:?} vs {reference:?}",
                r.game,
                r.id
            );
            if let (Ok(small), Ok(reference)) = (small, reference) {
                assert_eq!(small, reference, "{} / {}: {json}", r.game, r.id);
            }
        }
    }
}

#[test]
fn text_that_is_not_a_ruleset_is_refused_with_a_reason() {
    for (json, says) in [
        ("{not json", "key must be a string"),
        ("[1, 2]", "invalid type: sequence"),
        ("{}", "missing field `family`"),
        (r#"{"family": 3}"#, "invalid type: integer `3`"),
        (r#"{"family": "tennis"}"#, "unknown variant `tennis`"),
        (r#"{"family": "chess", "board": 1}"#, "invalid type"),
        (
            r#"{"family": "folk", "board": 2.5}"#,
            "invalid type: floating point `2.5`",
        ),
        (
            r#"{"family": "folk", "board": {"kind": "hexagonal", "side": -2}}"#,
            "invalid value: integer `-2`",
        ),
    ] {
        let err = read_rules(json).expect_err(json);
        assert!(err.contains(says), "{json}: {err}");
    }
}

/// Every copy of `value` with one field of one object left out, anywhere in the tree.
fn with_one_field_left_out(value: &serde_json::Value) -> Vec<serde_json::Value> {
    let mut copies = Vec::new();
    match value {
        serde_json::Value::Object(fields) => {
            for (key, inner) in fields {
                let mut without = fields.clone();
                without.remove(key);
                copies.push(serde_json::Value::Object(without));
                for changed in with_one_field_left_out(inner) {
                    let mut copy = fields.clone();
                    copy.insert(key.clone(), changed);
                    copies.push(serde_json::Value::Object(copy));
                }
            }
        }
        serde_json::Value::Array(items) => {
            for (at, inner) in items.iter().enumerate() {
                for changed in with_one_field_left_out(inner) {
                    let mut copy = items.clone();
                    copy[at] = changed;
                    copies.push(serde_json::Value::Array(copy));
                }
            }
        }
        _ => {}
    }
    copies
}

#[test]
fn a_ruleset_missing_a_field_reads_to_its_default_or_is_refused_naming_the_field() {
    // The small reader hands a struct's fields over in order; a field left out must still come
    // out as serde makes it: the default where the spec gives one, else "missing field `x`".
    let mut refused = 0;
    for r in support::all_rulesets() {
        let value: serde_json::Value = serde_json::from_str(&r.rules_json).unwrap();
        for variant in with_one_field_left_out(&value) {
            let json = variant.to_string();
            let small = read_rules(&json).map(|spec| format!("{spec:?}"));
            let reference = serde_reading(&json).map(|spec| format!("{spec:?}"));
            match (small, reference) {
                (Ok(small), Ok(reference)) => {
                    assert_eq!(small, reference, "{} / {}: {json}", r.game, r.id)
                }
                (Err(small), Err(reference)) => {
                    refused += 1;
                    if let Some(at) = reference.find("missing field `") {
                        let field =
                            &reference[at..reference[at + 15..].find('`').unwrap() + at + 16];
                        assert!(
                            small.contains(field),
                            "{} / {}: serde says {reference:?}, the reader {small:?}",
                            r.game,
                            r.id
                        );
                    }
                }
                (small, reference) => panic!(
                    "{} / {}: the readers disagree on {json}: {small:?} vs {reference:?}",
                    r.game, r.id
                ),
            }
        }
    }
    assert!(refused > 0, "no left-out field was ever refused");
}
