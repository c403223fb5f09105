//! The computer outside the chess family: alpha-beta over material where captures decide
//! (it takes the piece the rules offer, and wins at once when it can), MCTS elsewhere (it
//! plays a win at once and, once its tree proves it, keeps away from a move that hands the
//! opponent the game), and in every ruleset of every family it answers only with legal moves.
//! Searches are capped by positions or playouts, not by the clock.

use crate::support::budget::budget;
use crate::support::entry::{self, position};
use crate::support::folk::load;
use boardlore_engine::Compile;

use boardlore_engine::folk::{FolkGame, FolkState};
use boardlore_engine::game::Game;
use boardlore_engine::search::{material_search, Level, Mcts, Rng};
use boardlore_engine::Hints;
use boardlore_engine::{Match, RulesSpec};

/// The move the material search picks in `state` of Er Chi Yi at level 3 with seed `seed`.
fn material_choice(game: &FolkGame, state: &FolkState, seed: u64) -> String {
    let (mv, _) = material_search(
        game,
        state,
        Level::new(3).unwrap(),
        seed,
        &mut budget(1 << 20),
    )
    .expect("captures decide Er Chi Yi");
    game.move_name(state, mv.expect("a move"))
}

#[test]
fn where_captures_decide_the_search_takes_the_piece_of_er_chi_yi_figure_2() {
    let game = load("er-chi-yi", "main");
    // Black's b2 steps to c2 beside d2, and the pair takes White's last piece on e2.
    let state = position(&game, "5/5/5/1x1xo/5 x");
    let name = material_choice(&game, &state, 7);
    assert_eq!(name, "b2-c2");
}

#[test]
fn where_captures_decide_the_search_does_not_leave_a_piece_to_be_taken() {
    let game = load("er-chi-yi", "main");
    // White to move, its pieces on a5 and d3, Black's on b2 and c1. Stepping d3 down to d2
    // lets Black answer c1-c2, which stands c2 and b2 beside d2 on an otherwise empty line
    // (figure 2's capture); the search's move is none that lets Black take a piece.
    let state = position(&game, "o4/5/3o1/1x3/2x2 o");
    let white = game.to_move(&state);
    let can_be_taken = |after: &_| {
        let mut replies = Vec::new();
        game.legal_moves(after, &mut replies);
        replies.iter().any(|&reply| {
            let mut next = Clone::clone(after);
            game.play(&mut next, reply);
            game.material(&next, white) < game.material(after, white)
        })
    };
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    let losing: Vec<String> = moves
        .iter()
        .filter(|&&mv| {
            let mut after = state.clone();
            game.play(&mut after, mv);
            can_be_taken(&after)
        })
        .map(|&mv| game.move_name(&state, mv))
        .collect();
    assert!(!losing.is_empty(), "the position offers a losing move");
    let name = material_choice(&game, &state, 3);
    assert!(!losing.contains(&name), "{name} is one of {losing:?}");
}

#[test]
fn mcts_moves_the_shared_piece_of_duzi_qi_onto_the_corner_when_it_can() {
    let game = load("duzi-qi", "main");
    // The shared piece on g9 is two steps east of the goal corner i9.
    let state = position(&game, "6s2/9/9/9/9/9/9/9/9 x");
    let mv = Mcts::default()
        .choose(&game, &state, &mut Rng::new(1))
        .expect("a move");
    let mut after = state.clone();
    game.play(&mut after, mv);
    let outcome = game.outcome(&after).expect("the piece reached the corner");
    assert_eq!(outcome.winner, Some(game.to_move(&state)));
}

#[test]
fn mcts_keeps_the_shared_piece_of_duzi_qi_out_of_the_opponents_reach() {
    let game = load("duzi-qi", "main");
    // From g7 the piece may go to g8, g9, h7, h8 or i7; from g9, h8 and i7 the opponent walks
    // it onto i9 at once, so only g8 and h7 do not lose on the spot.
    let state = position(&game, "9/9/6s2/9/9/9/9/9/9 x");
    let mcts = Mcts {
        iterations: 2_000,
        ..Mcts::default()
    };
    for seed in 1..=5 {
        let mv = mcts
            .choose(&game, &state, &mut Rng::new(seed))
            .expect("a move");
        let mut after = state.clone();
        game.play(&mut after, mv);
        let mut replies = Vec::new();
        game.legal_moves(&after, &mut replies);
        let loses = replies.iter().any(|&reply| {
            let mut next = after.clone();
            game.play(&mut next, reply);
            game.outcome(&next).is_some()
        });
        assert!(
            !loses,
            "seed {seed}: {} lets the opponent win",
            game.move_name(&state, mv)
        );
    }
}

/// Every ruleset in `content/games` that has rules, as (game, ruleset, rules).
fn every_ruleset() -> Vec<(String, String, RulesSpec)> {
    entry::every_ruleset()
        .into_iter()
        .map(|found| (found.entry().id.clone(), found.id().to_string(), found.spec))
        .collect()
}

#[test]
fn in_every_ruleset_the_computer_answers_random_positions_with_legal_moves() {
    let mut rng = Rng::new(2024);
    let mut checked = 0;
    for (game, id, spec) in every_ruleset() {
        let rules = spec
            .compile()
            .unwrap_or_else(|e| panic!("{game}/{id}: {e:?}"));
        for plies in [0, 7, 30] {
            let mut play: Box<dyn Match> = rules.new_match(None).expect("the start");
            for _ in 0..plies {
                let moves = play.legal_moves();
                if moves.is_empty() || play.outcome().is_some() {
                    break;
                }
                let pick = moves[rng.below(moves.len())].name.clone();
                play.play(&pick).expect("a legal move plays");
            }
            if play.outcome().is_some() || play.legal_moves().is_empty() {
                continue;
            }
            let level = Level::new(2).unwrap();
            let (name, _) = play
                .computer_move(rng.next_u64(), level, &mut budget(3_000))
                .unwrap_or_else(|| panic!("{game}/{id}: no computer move"));
            let legal: Vec<String> = play.legal_moves().into_iter().map(|m| m.name).collect();
            assert!(
                legal.contains(&name),
                "{game}/{id} after {plies} plies: {name} is not legal"
            );
            checked += 1;
        }
    }
    assert!(checked > 150, "only {checked} positions were checked");
}

/// Checks, in positions of one ruleset, that the family gives no hint a search it leaves out
/// (`Hints::SEARCHES`) would need: that search is compiled out of the family's code.
struct SearchesLeftOutAreNeverNeeded {
    ruleset: String,
    seed: u64,
}

impl boardlore_engine::GameVisitor for SearchesLeftOutAreNeverNeeded {
    type Output = usize;

    fn visit<G: boardlore_engine::dynamic::SharedGame>(self, game: G) -> usize {
        let searches = G::SEARCHES;
        let mut rng = Rng::new(self.seed);
        let mut state = game.start();
        let mut checked = 0;
        for _ in 0..12 {
            if game.outcome(&state).is_some() {
                break;
            }
            let name = &self.ruleset;
            if !searches.whole {
                assert_eq!(
                    game.positions_bound(&state),
                    None,
                    "{name}: a bound, not solved"
                );
            }
            if !searches.material {
                for player in (0..game.players()).map(boardlore_engine::Player) {
                    assert_eq!(game.material(&state, player), None, "{name}: material");
                    assert_eq!(game.prospects(&state, player), None, "{name}: prospects");
                }
            }
            if !searches.mcts {
                let level = Level::new(1).unwrap();
                let own = game.search_move(&state, level, 1, &mut budget(2_000));
                assert!(
                    own.is_some(),
                    "{name}: its own search left a position to MCTS"
                );
            }
            checked += 1;
            let mut moves = Vec::new();
            game.legal_moves(&state, &mut moves);
            if moves.is_empty() {
                break;
            }
            game.play(&mut state, moves[rng.below(moves.len())]);
        }
        checked
    }
}

#[test]
fn a_family_leaves_out_only_the_searches_its_hints_never_call_for() {
    let mut checked = 0;
    for (game, id, spec) in every_ruleset() {
        let visitor = SearchesLeftOutAreNeverNeeded {
            ruleset: format!("{game}/{id}"),
            seed: 11,
        };
        checked += spec.visit_typed(visitor).expect("the ruleset compiles");
    }
    assert!(checked > 300, "only {checked} positions were checked");
}
