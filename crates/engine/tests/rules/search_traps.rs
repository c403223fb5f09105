//! The computer in L-Corner Chess (拐角棋) rules I sets traps: a careful slider can always
//! keep a piece moving, so among the slides that do not win at once it prefers the one after
//! which the most replies of the opponent leave a slide that shuts every opponent piece in,
//! and the fewest leave the computer itself without a slide. Counted here by brute force over
//! the replies, independently of the search, in positions of seeded random games.

use crate::support::typed;

use boardlore_engine::game::Game;
use boardlore_engine::polyomino::{PolyominoGame, PolyominoMove, PolyominoState};
use boardlore_engine::search::{expectation_search, Level, Rng};

/// How a slide of the side to move fares against the opponent's replies: replies after which
/// the side has a slide leaving the opponent stuck, less replies leaving the side stuck, and
/// the number of replies. `None` when the slide itself leaves the opponent stuck.
fn trap(game: &PolyominoGame, state: &PolyominoState, slide: PolyominoMove) -> Option<(i64, i64)> {
    let mut after = state.clone();
    game.play(&mut after, slide);
    let replies = moves(game, &after);
    if replies.is_empty() {
        return None;
    }
    let mut net = 0;
    for reply in &replies {
        let mut next = after.clone();
        game.play(&mut next, *reply);
        let answers = moves(game, &next);
        if answers.is_empty() {
            net -= 1;
        } else if answers.iter().any(|&answer| {
            let mut last = next.clone();
            game.play(&mut last, answer);
            moves(game, &last).is_empty()
        }) {
            net += 1;
        }
    }
    Some((net, replies.len() as i64))
}

fn moves(game: &PolyominoGame, state: &PolyominoState) -> Vec<PolyominoMove> {
    let mut out = Vec::new();
    game.legal_moves(state, &mut out);
    out
}

/// The slide with the best share of trapping replies, when exactly one has it, no slide wins
/// at once and some reply walks into a trap.
fn best_trap(game: &PolyominoGame, state: &PolyominoState) -> Option<PolyominoMove> {
    let mut scored = Vec::new();
    for slide in moves(game, state) {
        scored.push((trap(game, state, slide)?, slide));
    }
    // Compare net / replies as fractions.
    scored.sort_by(|((a, n), _), ((b, m), _)| (b * n).cmp(&(a * m)));
    let ((top, n), best) = scored[0];
    let unique = scored.get(1).map_or(true, |((b, m), _)| b * n < top * m);
    (unique && top > 0).then_some(best)
}

#[test]
fn among_slides_that_hold_it_prefers_the_one_most_replies_lose_to() {
    let game: PolyominoGame = typed::load("guaijiao-qi", "rules-i");
    let mut rng = Rng::new(5);
    let mut checked = 0;
    for _ in 0..40 {
        let mut state = game.start();
        while game.outcome(&state).is_none() && checked < 8 {
            let choices = moves(&game, &state);
            let sliding = matches!(choices[0], PolyominoMove::Slide { .. });
            if sliding {
                if let Some(best) = best_trap(&game, &state) {
                    let level = Level::new(3).unwrap();
                    let (chosen, _) = expectation_search(&game, &state, level, 1, &mut || true)
                        .expect("the family scores prospects");
                    assert_eq!(chosen, Some(best), "at {}", game.write_position(&state));
                    checked += 1;
                }
            }
            let mv = choices[rng.below(choices.len())];
            game.play(&mut state, mv);
        }
    }
    assert_eq!(checked, 8, "positions with a single best trap");
}

#[test]
fn it_stops_when_the_clock_says_so_and_still_answers_with_a_legal_slide() {
    let game: PolyominoGame = typed::load("guaijiao-qi", "rules-i");
    let mut rng = Rng::new(9);
    let mut state = game.start();
    while matches!(moves(&game, &state)[0], PolyominoMove::Place(_)) {
        let choices = moves(&game, &state);
        game.play(&mut state, choices[rng.below(choices.len())]);
    }
    let mut asked = 0;
    let (chosen, searched) = expectation_search(&game, &state, Level::MAX, 1, &mut || {
        asked += 1;
        asked < 20
    })
    .expect("the family scores prospects");
    assert!(
        searched <= 20 * 256,
        "asks every 256 positions, {searched} searched"
    );
    assert!(moves(&game, &state).contains(&chosen.expect("a slide")));
}
