//! The computer in L-Corner Chess (拐角棋) rules I once the opponent is down to a piece or two
//! shuttling in a pocket: it shuts the pocket against every defence. The position is the last
//! of a game the search over mobility alone let run to the move limit of 300 plies. Searches
//! are capped by positions, not by the clock.

use crate::support::entry::position;
use crate::support::typed;

use boardlore_engine::game::{Game, Player};
use boardlore_engine::polyomino::{PolyominoGame, PolyominoState};
use boardlore_engine::search::Level;
use boardlore_engine::Hints;

/// Red to move. Every Blue piece is stuck but the one on b8, c8 and b9, which slides along
/// the top two ranks between the a and d files; Red has pieces to spare on every side.
const POCKET: &str = "g7.h7.g8,e3.d3.e4,h5.g5.h6,d6.e6.d7,h2.h1.g2,b4.b3.c4,b7.b6.c7,e9.e8.d9/\
                      f6.f5.g6,c5.d5.c6,c2.c1.b2,f1.g1.f2,b8.c8.b9,f9.f8.g9,d2.d1.e2,a1.b1.a2 \
                      1 0,0 16";

/// Whether `computer`, choosing each move with the search at level 4, wins from `state`
/// within `plies` plies whatever the opponent replies (every reply is tried).
fn wins_against_every_defence(
    game: &PolyominoGame,
    state: &PolyominoState,
    computer: Player,
    plies: u32,
) -> bool {
    if let Some(outcome) = game.outcome(state) {
        return outcome.winner == Some(computer);
    }
    if plies == 0 {
        return false;
    }
    if game.to_move(state) == computer {
        let mut positions = 1usize << 22;
        let mut keep_going = || {
            positions -= 1;
            positions > 0
        };
        let level = Level::new(4).unwrap();
        let (mv, _) = game
            .search_move(state, level, 1, &mut keep_going)
            .expect("the polyomino family searches");
        let mut next = state.clone();
        game.play(&mut next, mv.expect("a move"));
        return wins_against_every_defence(game, &next, computer, plies - 1);
    }
    let mut replies = Vec::new();
    game.legal_moves(state, &mut replies);
    replies.into_iter().all(|reply| {
        let mut next = state.clone();
        game.play(&mut next, reply);
        wins_against_every_defence(game, &next, computer, plies - 1)
    })
}

#[test]
fn a_piece_shuttling_in_a_pocket_is_shut_in_against_every_defence() {
    let game: PolyominoGame = typed::load("guaijiao-qi", "rules-i");
    let state = position(&game, POCKET);
    let red = game.to_move(&state);
    assert!(wins_against_every_defence(&game, &state, red, 9));
}
