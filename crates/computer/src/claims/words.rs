//! The words a claim's `check:` accepts, listed by the rules' vocabulary tracer from the
//! claim reader itself.

use boardlore_rules::vocabulary::{words_read_by, Words};

use super::Check;

/// The words of a claim's `check:` (see [`Check`]).
pub fn claims_vocabulary() -> Words {
    words_read_by(|deserializer| <Check as serde::Deserialize>::deserialize(deserializer).map(drop))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(words: &Words) -> Vec<&'static str> {
        words.keys.iter().map(|(key, _)| *key).collect()
    }

    #[test]
    fn the_claims_list_their_four_ways_to_check() {
        let claims = claims_vocabulary();
        assert_eq!(keys(&claims), ["solve", "table", "selfplay", "equivalence"]);
        let selfplay = &claims
            .keys
            .iter()
            .find(|(k, _)| *k == "selfplay")
            .unwrap()
            .1;
        assert!(keys(selfplay).contains(&"max-plies"));
    }
}
