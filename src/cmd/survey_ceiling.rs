//! Why a match may fall short of its target for a reason no search can change: the start
//! position proved a draw, or a forced win for one side, by proof-number search. The survey
//! prints it beside a match under target, so that the table tells a weakness of the computer
//! from a ceiling of the game.

use boardlore_engine::search::{prove_win, Verdict};
use boardlore_engine::{Hints, Player, RulesSpec};

use super::start_args::GameArgs;

/// Positions the proof may expand for each side (a few seconds at most).
const PROOF_BUDGET: usize = 1 << 20;

/// What the start of `entry`'s ruleset is proved to be, as a clause for the table; `None`
/// when it is not proved within the budget or the family is not one the search reads.
pub fn proved_start(entry: &GameArgs) -> Option<String> {
    let RulesSpec::Folk(folk) = entry.find().ok()?.spec else {
        return None;
    };
    let game = folk.compile_typed().ok()?;
    // The proof recurses once a ply: give it a roomy stack of its own.
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || value_of_start(&game))
        .ok()?
        .join()
        .ok()?
}

/// The start's value by proof numbers, in words.
fn value_of_start<G: Hints>(game: &G) -> Option<String> {
    let keys = game.prover(1 << 12)?;
    let start = game.start();
    let mut refuted = 0;
    for (seat, side) in [(0, "first"), (1, "second")] {
        let proof = prove_win(
            game,
            &*keys,
            &start,
            Player(seat),
            PROOF_BUDGET,
            &mut || true,
        );
        match proof.ok()?.verdict {
            Verdict::Wins { longest, .. } => {
                return Some(format!(
                    "the side moving {side} wins by force within {longest} plies (proved: \
                     `solve --proof`), so an opponent that finds the win takes every game it \
                     plays on that side"
                ))
            }
            Verdict::DoesNotWin => refuted += 1,
            Verdict::Unknown => return None,
        }
    }
    (refuted == 2).then(|| {
        "best play draws from the start (proved: `solve --proof`), so the computer wins only \
         by the opponent's mistakes"
            .to_string()
    })
}
