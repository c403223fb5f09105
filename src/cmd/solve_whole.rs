//! `boardlore solve --whole`: every position reachable from the start valued at once by
//! retrograde analysis, with the count of plies left out (a position met again is the same
//! position), for games whose move limit is all that ends play going round in circles. It
//! prints the value, how many positions are decided, and the best chance of a win within the
//! move limit against an opponent who moves at random.

use anyhow::bail;
use boardlore_engine::folk::FolkGame;
use boardlore_engine::search::{NotWhole, WholeGame};
use boardlore_engine::{Game, Hints};

use super::solve::Args;

/// Solves the game whole from `state` and prints what the table says.
pub fn whole_and_print(
    game: &FolkGame,
    state: &<FolkGame as Game>::State,
    args: &Args,
) -> anyhow::Result<()> {
    let Some(keys) = game.prover(1 << 12) else {
        bail!("this game's positions cannot be keyed for the solver");
    };
    let started = std::time::Instant::now();
    let whole = match WholeGame::solve(game, &*keys, state, args.budget, &mut || true) {
        Ok(whole) => whole,
        Err(NotWhole::TooLarge) => bail!(
            "more than {} positions are reachable: too many to solve whole (raise --budget if \
             memory allows: about 100 bytes a position)",
            args.budget
        ),
        Err(why) => bail!("this game cannot be solved whole: {why:?} (two players taking turns, without chance or scores)"),
    };
    let mover = game.to_move(state);
    let root = whole
        .node(game, &*keys, state)
        .expect("the start of the graph is in it");
    let plies_left = game.plies_left(state).map(usize::from);
    let word = |value: i8| match value {
        1 => "win",
        -1 => "loss",
        _ => "draw",
    };
    println!("to move: {}", game.player_name(mover.0));
    let value = whole.value_for(root, mover);
    if value == 0 {
        println!("value: draw for the player to move");
    } else {
        let plies = whole.distance(root);
        let unit = if plies == 1 { "ply" } else { "plies" };
        println!(
            "value: {} for the player to move in {plies} {unit} with best play",
            word(value)
        );
    }
    if let Some(left) = plies_left {
        println!(
            "value within the move limit ({left} of its plies left): {}",
            word(whole.value_within(root, mover, plies_left))
        );
    }
    println!(
        "positions: {} reachable, {} of them decided with best play ({:.1?})",
        whole.positions(),
        whole.decided(),
        started.elapsed()
    );
    if let Some(plies) = game.plies_left(state) {
        for seat in 0..game.players() {
            let seat = boardlore_engine::game::Player(seat);
            let chances = whole.chances_against_random(seat, usize::from(plies));
            println!(
                "best chance of {} to win within the {plies} plies left, against moves at random: {:.1}%",
                game.player_name(seat.0),
                100.0 * chances.at(root)
            );
        }
    }
    Ok(())
}
