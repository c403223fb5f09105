//! Writing records: headers, a blank line, then the moves numbered by rounds.

use super::tree::join_words;
use super::{MoveTree, NodeId, Record};

/// The record as text (see [`crate::record`]), ending with `result` (`1-0`, `*`, ...) when one
/// is given. Moves are numbered by rounds: a turn is one player's moves in a row (a capture
/// chain or an extra throw keeps a player on the move), a round is one turn of each player;
/// a record whose first move is a later player's begins `1...`.
pub fn write_record(record: &Record, result: Option<&str>) -> String {
    let mut text = String::new();
    for (name, value) in &record.headers {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        text.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    if !record.headers.is_empty() {
        text.push('\n');
    }
    let mut words: Vec<String> = Vec::new();
    walk(
        &record.tree,
        MoveTree::START,
        Rounds::default(),
        false,
        &mut words,
    );
    words.extend(result.map(str::to_string));
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    text.push_str(&join_words(&words));
    text.push('\n');
    text
}

/// Where the numbering stands after some moves.
#[derive(Clone, Copy, Default)]
struct Rounds {
    round: u32,
    previous: Option<u8>,
    /// The number of the row of moves under way and whether it began with a later player.
    row: Option<(u32, bool)>,
}

/// The number a move gets: its round, whether it opens a row, whether that row began late.
struct Label {
    number: u32,
    first: bool,
    late: bool,
}

impl Rounds {
    /// The numbering after a move by `mover`, and that move's label.
    fn step(mut self, mover: u8) -> (Rounds, Label) {
        let round = self.round.max(1);
        let new_turn = self.previous != Some(mover);
        let round = match self.previous {
            Some(previous) if new_turn && mover < previous => round + 1,
            _ => round,
        };
        let first = match self.row {
            None => true,
            Some((number, _)) => new_turn && number != round,
        };
        if first {
            self.row = Some((round, self.previous.is_none() && mover > 0));
        }
        let (number, late) = self.row.unwrap_or((round, false));
        self.round = round;
        self.previous = Some(mover);
        (
            self,
            Label {
                number,
                first,
                late,
            },
        )
    }
}

/// Writes the line from `from` with its variations; `forced`: its first move carries its
/// number even in the middle of a row.
fn walk(
    tree: &MoveTree,
    from: NodeId,
    mut rounds: Rounds,
    mut forced: bool,
    words: &mut Vec<String>,
) {
    let mut at = from;
    while let Some((&main, others)) = tree.children(at).split_first() {
        let (after_main, label) = rounds.step(tree.mover(main));
        numbered(words, &label, forced, tree.name(main));
        for &other in others {
            words.push("(".into());
            let (after, label) = rounds.step(tree.mover(other));
            numbered(words, &label, true, tree.name(other));
            walk(tree, other, after, false, words);
            words.push(")".into());
        }
        forced = !others.is_empty();
        rounds = after_main;
        at = main;
    }
}

/// A move's number, when it has one here, then its name.
fn numbered(words: &mut Vec<String>, label: &Label, forced: bool, name: &str) {
    if label.first {
        let dots = if label.late { "..." } else { "." };
        words.push(format!("{}{dots}", label.number));
    } else if forced {
        words.push(format!("{}...", label.number));
    }
    words.push(name.to_string());
}
