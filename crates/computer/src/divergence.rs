//! Where two readings of a game part on the board: the shortest line of moves from the start,
//! legal in both rulesets (moves compared by name), after which they differ in their legal
//! moves or in their result.
//!
//! The search deepens one ply at a time (iterative deepening over play and undo), so the first
//! difference found is a shortest one, and it stops at a bound on plies and on positions
//! visited. Moves are tried in name order, so the line found is always the same.

use serde::{Deserialize, Serialize};

use crate::dynamic::{Match, Rules};
use boardlore_rules::game::NotationError;
use boardlore_rules::phrase::Phrase;

/// How far the search goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bounds {
    /// Longest line tried, in plies.
    pub plies: usize,
    /// Positions visited at most (each visit looks at both rulesets' moves).
    pub nodes: usize,
}

impl Default for Bounds {
    fn default() -> Self {
        Bounds {
            plies: 8,
            nodes: 20_000,
        }
    }
}

/// What differs after the line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Difference {
    /// The legal moves: those only the first and only the second ruleset allows.
    Moves {
        /// Legal in the first ruleset only.
        only_first: Vec<String>,
        /// Legal in the second ruleset only.
        only_second: Vec<String>,
    },
    /// The result: each ruleset's, `None` while the game goes on, else the winner's seat
    /// (`None` inside for a draw) and the deciding rule (a `board-rule-*` phrase).
    Result {
        /// The first ruleset's result.
        first: Option<(Option<u8>, Phrase)>,
        /// The second ruleset's result.
        second: Option<(Option<u8>, Phrase)>,
    },
}

/// The answer of [`find_divergence`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Divergence {
    /// The two part after `line` (empty: at the start).
    Found {
        /// The moves from the start, by name.
        line: Vec<String>,
        /// What differs there.
        difference: Difference,
        /// Positions visited.
        nodes: usize,
    },
    /// No difference on any line of at most `plies` plies (`complete`: every line ended
    /// before the bound, so the two agree on the whole game tree).
    NoneWithin {
        /// Every line of this many plies was compared.
        plies: usize,
        /// Positions visited.
        nodes: usize,
        /// The game tree was exhausted.
        complete: bool,
    },
}

/// Searches for the shortest line after which `first` and `second` differ (see the module
/// comment). An error means a ruleset's start position could not be set up.
pub fn find_divergence(
    first: &dyn Rules,
    second: &dyn Rules,
    bounds: Bounds,
) -> Result<Divergence, NotationError> {
    let mut search = Search {
        a: first.new_match(None)?,
        b: second.new_match(None)?,
        nodes: 0,
        limit: bounds.nodes,
        deeper: false,
    };
    let mut searched = 0;
    for depth in 0..=bounds.plies {
        search.deeper = false;
        match search.visit(depth) {
            Step::Found(difference) => {
                return Ok(Divergence::Found {
                    line: search.a.history().to_vec(),
                    difference,
                    nodes: search.nodes,
                })
            }
            Step::OutOfNodes => break,
            Step::Same => searched = depth,
        }
        if !search.deeper {
            return Ok(Divergence::NoneWithin {
                plies: depth,
                nodes: search.nodes,
                complete: true,
            });
        }
    }
    Ok(Divergence::NoneWithin {
        plies: searched,
        nodes: search.nodes,
        complete: false,
    })
}

struct Search {
    a: Box<dyn Match>,
    b: Box<dyn Match>,
    nodes: usize,
    limit: usize,
    /// Some line went on past the current depth.
    deeper: bool,
}

enum Step {
    Same,
    Found(Difference),
    OutOfNodes,
}

impl Search {
    /// Compares the current positions, then every common line of `depth` more plies. On
    /// `Found` the matches are left at the position that differs.
    fn visit(&mut self, depth: usize) -> Step {
        if self.nodes >= self.limit {
            return Step::OutOfNodes;
        }
        self.nodes += 1;
        let result = |m: &dyn Match| m.outcome().map(|o| (o.winner.map(|p| p.0), o.rule));
        let (first, second) = (result(&*self.a), result(&*self.b));
        let winner = |r: &Option<(Option<u8>, Phrase)>| r.as_ref().map(|r| r.0);
        if winner(&first) != winner(&second) {
            return Step::Found(Difference::Result { first, second });
        }
        if first.is_some() {
            return Step::Same;
        }
        let names = |m: &dyn Match| -> Vec<String> {
            m.legal_moves().into_iter().map(|mv| mv.name).collect()
        };
        let (moves_a, moves_b) = (names(&*self.a), names(&*self.b));
        if moves_a != moves_b {
            let only_first = moves_a
                .iter()
                .filter(|m| moves_b.binary_search(m).is_err())
                .cloned()
                .collect();
            let only_second = moves_b
                .iter()
                .filter(|m| moves_a.binary_search(m).is_err())
                .cloned()
                .collect();
            return Step::Found(Difference::Moves {
                only_first,
                only_second,
            });
        }
        if depth == 0 {
            self.deeper |= !moves_a.is_empty();
            return Step::Same;
        }
        for name in &moves_a {
            if self.a.play(name).is_err() {
                continue;
            }
            if self.b.play(name).is_err() {
                self.a.undo();
                continue;
            }
            match self.visit(depth - 1) {
                Step::Same => {}
                other => return other,
            }
            self.a.undo();
            self.b.undo();
        }
        Step::Same
    }
}
