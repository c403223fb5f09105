//! Which search plays the computer's move, for every family: the one place that says so.
//!
//! [`computer_move`] tries, in order, and the first that answers plays:
//!
//! 1. **The whole game, solved** ([`WholeGameSlot`]): where [`Hints::positions_bound`] says the
//!    positions reachable are few (small folk rulesets), the game is solved once, its table
//!    shared by every match of the rules, and the computer plays perfectly.
//! 2. **The family's own search** ([`Hints::search_move`]): the chess family's alpha-beta with
//!    its evaluation, move ordering and transposition table (see `chess/`), and polyomino's.
//! 3. **Alpha-beta over material** ([`material_search`]): families that count what decides the
//!    game ([`Hints::material`]: captures, stones under an area count, steps left in a race)
//!    or the lines the rules reward ([`Hints::prospects`]).
//! 4. **MCTS with the exact solver beside it** ([`Mcts`], [`ExactEndings`]): the rest, where
//!    random playouts judge a position best; the solver ([`Hints::prover`]) plays any win it
//!    proves.
//!
//! So, family by family (each family's `impl Hints` in its `game.rs` gives the hooks):
//!
//! | family | plays with | because |
//! | --- | --- | --- |
//! | chess | its own alpha-beta (2) | searched deep and narrow, with an evaluation, ordering and a table |
//! | polyomino | its own search (2) | a closing search near the end, traps while pieces slide, alpha-beta over the slides left while they are placed |
//! | folk | the solved game (1) where the bound is small, else alpha-beta over material (3) | captures and rows decide; MCTS with the solver only where the ruleset counts neither |
//! | go | alpha-beta over material (3) | stones and the area count decide |
//! | halma | alpha-beta over material (3) | a race to the goal: the steps left decide, pieces shut in are charged |
//! | stacks | MCTS with the solver (4) | no count decides before the end; the solver keys its positions |
//! | race | MCTS (4) | the throws of shells or dice: playouts judge a position under chance |
//! | take | MCTS (4) | removal games of the family of Nim: no count to weigh, playouts judge |

use super::{material_search, ExactEndings, Hints, Level, Mcts, Rng, WholeGameSlot};

/// The share of its opponent's moves the computer's MCTS expects to be errors. Measured by
/// `boardlore arena liujiao-qi-lin --first computer:100000:6 --second random --games 20
/// --seed 7`: none 9-0-11, 10% 16-0-4, 25% 18-0-2, 40% 20-0-0 (at 1 s a move, none 6-0-14, 25%
/// 19-0-1). Against the computer one level lower (Die Qi by points, level 6 against 5, seeds
/// 3 and 4, 40 games) none won 28, 25% won 30, so expecting errors costs nothing measurable
/// against a stronger player; 40% won 13 of the first 20 where none won 17.
const OPPONENT_ERRS: f64 = 0.25;

/// The computer's move for the side to move in `state` at `level`, while `keep_going()` says
/// yes: the first of the searches above that answers, with the positions or playouts it
/// searched (`None` as the move when there is none). `whole` holds the solved game, shared by
/// the matches of the same rules.
pub fn computer_move<G: Hints>(
    game: &G,
    whole: &WholeGameSlot<G>,
    state: &G::State,
    level: Level,
    seed: u64,
    keep_going: &mut dyn FnMut() -> bool,
) -> (Option<G::Move>, usize) {
    // `G::SEARCHES` is known at compile time: a search a family leaves out adds no code to it.
    if G::SEARCHES.whole {
        if let Some(mv) = whole.computer_move(game, state, level, seed, keep_going) {
            return (Some(mv), 1);
        }
    }
    let searched = game
        .search_move(state, level, seed, keep_going)
        .or_else(|| {
            G::SEARCHES
                .material
                .then(|| material_search(game, state, level, seed, keep_going))
                .flatten()
        });
    if let Some(found) = searched {
        return found;
    }
    if !G::SEARCHES.mcts {
        return (None, 0);
    }
    // Only MCTS takes turns with the solver: beside alpha-beta over material it won no game
    // more where measured (Guaijiao Qi, level 5, ten games: five wins before and after)
    // and would halve the search's time in every middle game.
    let mut rng = Rng::new(seed);
    let mut left = level.playouts();
    let mut endings = ExactEndings::new(game, state, level);
    let mut within = || {
        left = left.saturating_sub(1);
        left > 0 && !endings.decided() && keep_going()
    };
    let mcts = Mcts {
        opponent_errs: OPPONENT_ERRS,
        ..Mcts::default()
    };
    let (mv, playouts) = mcts.choose_while(game, state, &mut rng, &mut within);
    (endings.choice().or(mv), playouts)
}
