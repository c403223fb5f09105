//! `boardlore solve --proof`: proof-number search for a forced win, first for the player to
//! move, then for the opponent. Where one side wins quickly by force, it settles the game's
//! value from far fewer positions than the alpha-beta solver, which must also weigh every
//! long line that ends in a draw at the move limit.

use anyhow::bail;
use boardlore_engine::search::{prove_win, Proof, ProofError, Verdict};
use boardlore_engine::{Hints, Player};

use super::solve::Args;

/// Proves or refutes a forced win for each side in turn from `state` and prints the value.
pub fn prove_and_print<G: Hints>(
    game: &G,
    state: &G::State,
    args: &Args,
    name: impl Fn(Player) -> String,
) -> anyhow::Result<()> {
    let Some(keys) = game.prover(1 << 12) else {
        bail!("this game's positions cannot be keyed for the solver");
    };
    let mover = game.to_move(state);
    let other = Player(1 - mover.0);
    println!("to move: {}", name(mover));
    let mut unknown = false;
    for side in [mover, other] {
        let started = std::time::Instant::now();
        let proof = match prove_win(game, &*keys, state, side, args.budget, &mut || true) {
            Ok(proof) => proof,
            Err(ProofError::TooLarge) => bail!(
                "no verdict on a win for {} within {} positions (raise --budget: about 50 \
                 bytes a position)",
                name(side),
                args.budget
            ),
            Err(ProofError::Unsuited) => {
                bail!(
                    "proof-number search takes two players taking turns, without chance or scores"
                )
            }
        };
        print_verdict(game, state, &proof, &name(side), started.elapsed());
        match proof.verdict {
            Verdict::Wins { .. } => return Ok(()),
            Verdict::Unknown => unknown = true,
            Verdict::DoesNotWin => {}
        }
    }
    if unknown {
        println!("value: unknown (the search went round a cycle; no side's win was proved)");
    } else {
        println!("value: draw with best play (neither side can force a win)");
    }
    Ok(())
}

/// One side's verdict, on stdout.
fn print_verdict<G: Hints>(
    game: &G,
    state: &G::State,
    proof: &Proof<G::Move>,
    side: &str,
    took: std::time::Duration,
) {
    let searched = format!("{} positions expanded in {took:.1?}", proof.expanded);
    match &proof.verdict {
        Verdict::Wins {
            first,
            proof_positions,
            longest,
            line,
        } => {
            println!("value: {side} wins by force ({searched})");
            println!("proof: {proof_positions} positions, its longest line {longest} plies");
            if let Some(mv) = first {
                println!("winning move: {}", game.move_name(state, *mv));
            }
            println!("longest line: {}", line_text(game, state, line));
        }
        Verdict::DoesNotWin => println!("{side} cannot force a win ({searched})"),
        Verdict::Unknown => println!("{side}: no win proved, a cycle met ({searched})"),
    }
}

/// A line of moves from `state` in the game's notation, separated by spaces.
fn line_text<G: Hints>(game: &G, state: &G::State, line: &[G::Move]) -> String {
    let mut state = state.clone();
    let mut names = Vec::new();
    for &mv in line {
        names.push(game.move_name(&state, mv));
        game.play(&mut state, mv);
    }
    names.join(" ")
}
