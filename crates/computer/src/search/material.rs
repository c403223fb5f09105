//! Alpha-beta over material, for games whose family says that captures decide
//! ([`Hints::material`](crate::search::Hints::material) is `Some`) or that lines are to be built ([`Hints::prospects`](crate::search::Hints::prospects)), the
//! prospects weighed below a single unit of material: iterative deepening under the level's depth and the clock,
//! the best move of the last iteration searched first, moves that refuted a line at the same
//! ply (killers) first inside the tree, and a quiescence search that follows
//! captures past the horizon so that a piece is not left hanging at its end. A won game is
//! worth more than any material, and sooner more than later. Ahead in material, it trades
//! rather than keep a capture in hand ([`TradeDown`]).

use super::trade_down::TradeDown;
use super::Hints;
use super::{lead_over_rivals, put_first, shuffled_moves, Level};
use boardlore_rules::game::Player;
use boardlore_rules::limits::POSITIONS_PER_CLOCK_CHECK;

/// A won game, before the plies it takes are subtracted.
const WIN: i32 = 1_000_000_000;
/// Beyond every score.
const INF: i32 = WIN + 1;
/// Plies of captures followed past the horizon.
const QUIESCENCE_PLIES: i32 = 4;
/// What a piece shut in the computer's goal ([`Hints::shut_in`](crate::search::Hints::shut_in), once for each piece in its
/// way out) costs it, in units of
/// material: more than the step or two it takes to open a way out, and more than a piece
/// that holds a deep point of the goal gains there (up to 3 in a triangle of ten points), so
/// that the computer gives up such a point to let the piece out.
const SHUT_IN: i32 = 8;
/// What one unit of material is worth against the prospects, which stay below it.
pub(super) const MATERIAL_UNIT: i32 = 1_000;

/// The move an alpha-beta search over material prefers from `state`, and the positions it
/// visited; `None` when its family counts no material. With more than two players the others
/// are searched as one side against the searching player (each counts its best-placed rival).
pub fn material_search<G: Hints>(
    game: &G,
    state: &G::State,
    level: Level,
    seed: u64,
    keep_going: &mut dyn FnMut() -> bool,
) -> Option<(Option<G::Move>, usize)> {
    let mover = game.to_move(state);
    let counts_material = game.material(state, mover).is_some();
    if !counts_material && game.prospects(state, mover).is_none() {
        return None;
    }
    let mut root = shuffled_moves(game, state, seed);
    if root.len() <= 1 {
        return Some((root.pop(), 0));
    }
    let own_race = runs_own_race(game, state, mover);
    let mut search = Search {
        game,
        root: mover,
        own_race,
        killers: Vec::new(),
        nodes: 0,
        stopped: false,
        counts_material,
        keep_going,
    };
    let mut best = root[0];
    let theirs = search.opponent_material(state, mover);
    let mut trade = TradeDown::new(search.root_lead(|p| game.material(state, p)));
    for depth in 1..=level.depth() {
        let mut alpha = -INF;
        let mut best_here = None;
        trade.clear();
        for &mv in &root {
            let mut next = state.clone();
            game.play(&mut next, mv);
            let charge = shut_in_charge(game, &next, mover);
            let takes = counts_material && search.opponent_material(&next, mover) < theirs;
            let low = if takes {
                trade.search_from(alpha)
            } else {
                alpha
            };
            let score =
                search.child_value(mover, &next, depth as i32 - 1, 1, low + charge, INF) - charge;
            if search.stopped {
                break;
            }
            if takes {
                trade.consider(score, mv);
            }
            if score > alpha {
                alpha = score;
                best_here = Some(mv);
            }
        }
        if let Some(mv) = best_here {
            if !search.stopped {
                best = trade.choose(mv, alpha);
            } else if depth == 1 {
                best = mv;
            }
        }
        if search.stopped || alpha >= WIN - 64 || alpha <= -(WIN - 64) {
            break;
        }
        put_first(&mut root, &best);
    }
    Some((Some(best), search.nodes))
}

/// What the computer's move costs it for the pieces it leaves shut in its goal
/// ([`Hints::shut_in`](crate::search::Hints::shut_in)). Charged where the move is chosen, not at the horizon: charged there, a
/// way out would always look better made at the last ply searched, and would never be made.
fn shut_in_charge<G: Hints>(game: &G, after: &G::State, mover: Player) -> i32 {
    game.shut_in(after, mover).unwrap_or(0) * SHUT_IN * MATERIAL_UNIT
}

/// Whether `mover` is so far ahead in a race ([`Hints::shut_in`](crate::search::Hints::shut_in) says the rules make one) that
/// it runs its own race and spends no move hindering the rivals: a lead of [`RACE_LEAD`] steps
/// or more. Counting the rivals' steps too, the search would value a piece kept in their way
/// as much as its own progress, and would keep their stragglers in its own goal, where they
/// are the rivals' start. Against a side that does not race that is time lost (Fangyuan Tiao
/// Qi rules I, level 4, 60 games against random moves: 23 won counting the rivals' steps, 44
/// not); in a close race the hindering counts. Decided once at the root, so every position searched is valued alike.
fn runs_own_race<G: Hints>(game: &G, state: &G::State, mover: Player) -> bool {
    game.shut_in(state, mover).is_some()
        && lead_over_rivals(game.players(), mover, |p| game.material(state, p)) >= RACE_LEAD
}

/// The lead in steps at which a racer stops hindering its rivals: more than a long leap
/// chain wins back in one move.
const RACE_LEAD: i32 = 12;

struct Search<'a, G: Hints> {
    game: &'a G,
    /// The player the search chooses a move for, who alone seeks [`Hints::contact`](crate::search::Hints::contact).
    root: Player,
    /// The root is well ahead in a race: its own progress alone counts (see [`runs_own_race`]).
    own_race: bool,
    /// At each ply, the last two moves that refuted a line there (tried first next time: a
    /// move that refutes one line often refutes its neighbours).
    killers: Vec<[Option<G::Move>; 2]>,
    nodes: usize,
    stopped: bool,
    /// Whether captures change anything worth following past the horizon.
    counts_material: bool,
    keep_going: &'a mut dyn FnMut() -> bool,
}

impl<G: Hints> Search<'_, G> {
    /// The value of `child` for `parent_mover`, the player who moved into it: the same player
    /// may move again (a capture chain), so the sign turns only when the turn passes.
    fn child_value(
        &mut self,
        parent_mover: Player,
        child: &G::State,
        depth: i32,
        ply: i32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.side(self.game.to_move(child)) == self.side(parent_mover) {
            self.value(child, depth, ply, alpha, beta)
        } else {
            -self.value(child, depth, ply, -beta, -alpha)
        }
    }

    /// The value of `state` for the player to move, searched `depth` plies and then through
    /// captures (at `depth` 0 and below, for [`QUIESCENCE_PLIES`] more).
    fn value(&mut self, state: &G::State, depth: i32, ply: i32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes % POSITIONS_PER_CLOCK_CHECK == 0 && !(self.keep_going)() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let mover = self.game.to_move(state);
        if let Some(outcome) = self.game.outcome(state) {
            return match outcome.winner {
                Some(w) if self.side(w) == self.side(mover) => WIN - ply,
                Some(_) => -(WIN - ply),
                None => 0,
            };
        }
        let standing = self.balance(state, mover);
        let quiet_only = depth <= 0;
        if quiet_only {
            if standing >= beta || depth <= -QUIESCENCE_PLIES || !self.counts_material {
                return standing;
            }
            alpha = alpha.max(standing);
        }
        let mut moves = Vec::new();
        self.game.legal_moves(state, &mut moves);
        self.killers_first(&mut moves, ply);
        let theirs = self.opponent_material(state, mover);
        let mut best = if quiet_only { standing } else { -INF };
        for mv in moves {
            let mut next = state.clone();
            self.game.play(&mut next, mv);
            if quiet_only && self.opponent_material(&next, mover) >= theirs {
                continue;
            }
            let score = self.child_value(mover, &next, depth - 1, ply + 1, alpha, beta);
            if self.stopped {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                self.remember_killer(mv, ply);
                break;
            }
        }
        if best == -INF {
            standing
        } else {
            best
        }
    }

    /// `mover`'s prospects less the opponent's (with the root player's wish for contact) and,
    /// where material counts, their material in [`MATERIAL_UNIT`]s, which the prospects never
    /// outweigh.
    fn balance(&self, state: &G::State, mover: Player) -> i32 {
        let contact = self.game.contact(state).unwrap_or(0);
        let prospects = self.root_lead(|p| self.game.prospects(state, p)) + contact;
        let root_balance = if !self.counts_material {
            prospects.clamp(-WIN / 2, WIN / 2)
        } else {
            let material = self.root_lead(|p| self.game.material(state, p));
            let edge = MATERIAL_UNIT - 1;
            material.saturating_mul(MATERIAL_UNIT) + prospects.clamp(-edge, edge)
        };
        if self.side(mover) == self.side(self.root) {
            root_balance
        } else {
            -root_balance
        }
    }

    /// The root player's count less the best of the others' (a missing count is 0).
    fn root_lead(&self, count: impl Fn(Player) -> Option<i32>) -> i32 {
        if self.own_race {
            return count(self.root).unwrap_or(0);
        }
        lead_over_rivals(self.game.players(), self.root, count)
    }

    /// Every player but the root.
    fn others(&self) -> impl Iterator<Item = Player> {
        let root = self.root;
        (0..self.game.players())
            .map(Player)
            .filter(move |&p| p != root)
    }

    /// The side `player` is on: the root's own (`true`) or the others', who play as one
    /// against it (a game for more than two is searched as the root against the rest).
    fn side(&self, player: Player) -> bool {
        player == self.root
    }

    /// Puts the killers of `ply` that are legal here at the front of `moves`.
    fn killers_first(&self, moves: &mut [G::Move], ply: i32) {
        let Some(killers) = self.killers.get(ply as usize) else {
            return;
        };
        let mut front = 0;
        for killer in killers.iter().flatten() {
            if let Some(at) = moves[front..].iter().position(|m| m == killer) {
                moves.swap(front, front + at);
                front += 1;
            }
        }
    }

    /// Keeps `mv`, which refuted a line at `ply`, as that ply's newest killer.
    fn remember_killer(&mut self, mv: G::Move, ply: i32) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let slot = &mut self.killers[ply];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
    }

    /// The material of `mover`'s other side: the root's, or the others' together.
    fn opponent_material(&self, state: &G::State, mover: Player) -> i32 {
        let material = |p| self.game.material(state, p).unwrap_or(0);
        if self.side(mover) {
            self.others().map(material).sum()
        } else {
            material(self.root)
        }
    }
}
