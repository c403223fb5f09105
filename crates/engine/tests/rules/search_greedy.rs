//! The `greedy` player the computer is measured against: one ply ahead, by the family's
//! evaluation, else by its material. In a halma race, where nothing is ever taken, that is the
//! count of steps still to go, so greedy races home instead of moving at random.

use crate::support::entry::entry_rules;
use crate::support::random_game::random_walk;
use boardlore_engine::Compile;

use boardlore_engine::game::{Game, Player};
use boardlore_engine::halma::HalmaGame;
use boardlore_engine::search::Rng;
use boardlore_engine::Hints;
use boardlore_engine::RulesSpec;

/// `mover`'s steps still to go, negated, less the opponent's, after `mv` from `state`.
fn lead_after(
    game: &HalmaGame,
    state: &<HalmaGame as Game>::State,
    mv: <HalmaGame as Game>::Move,
    mover: Player,
) -> i32 {
    let mut after = state.clone();
    game.play(&mut after, mv);
    let count = |p| game.material(&after, p).expect("a race counts its steps");
    count(mover) - count(Player(1 - mover.0))
}

#[test]
fn in_a_halma_race_greedy_makes_the_move_that_leaves_it_furthest_ahead() {
    let spec = entry_rules("fangyuan-tiao-qi", "rules-i");
    let RulesSpec::Halma(halma) = &spec else {
        panic!("Fangyuan Tiao Qi is a halma-family ruleset");
    };
    let game: HalmaGame = halma.compile_typed().expect("Fangyuan Tiao Qi compiles");
    let rules = spec.compile().expect("Fangyuan Tiao Qi compiles");
    let mut rng = Rng::new(17);
    let (mut checked, mut gaining) = (0, 0);
    random_walk(&game, game.start(), &mut rng, 120, |state, moves| {
        if moves.len() < 2 {
            return;
        }
        let mover = game.to_move(state);
        let leads: Vec<i32> = moves
            .iter()
            .map(|&mv| lead_after(&game, state, mv, mover))
            .collect();
        let best = *leads.iter().max().expect("moves");
        let play = rules
            .new_match(Some(&game.write_position(state)))
            .expect("the walk's position reads back");
        let choice = play.greedy_move(checked).expect("a move");
        let at = moves
            .iter()
            .position(|&mv| game.move_name(state, mv) == choice)
            .expect("greedy plays a legal move");
        assert_eq!(
            leads[at],
            best,
            "{choice} in {}",
            game.write_position(state)
        );
        gaining += usize::from(leads.iter().min() < Some(&best));
        checked += 1;
    });
    assert!(checked > 60, "only {checked} positions checked");
    assert!(
        gaining > 30,
        "only {gaining} positions where the moves differ"
    );
}
