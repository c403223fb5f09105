//! How far a player has got towards the lines the rules reward, for the search: every place a
//! capturing shape (`patterns`) or a winning row (`goals.in-a-row`) could stand, scored by
//! the player's pieces already in it, as long as no enemy piece spoils it. A line two pieces
//! short is worth far more than two lines one piece short, so the search builds lines and
//! blocks the opponent's longest ones, which a count of material alone cannot see until the
//! line is one move from complete. Where there are no such lines and every enemy piece is to
//! be taken, the player ahead closes in on what is left; where a piece brought into a region
//! wins, the nearest runner counts its steps to go; where a run of quiet moves draws,
//! the computer seeks contact whatever the count.
//!
//! Where every piece starts on the board and lines are built by moving them, pieces far
//! apart count nothing until two of them share a line's place, so the search would wander
//! until chance brings them together (Zang Qi, book reading: twelve pieces on 289 points).
//! There each piece is charged the steps between it and the nearest own pieces it would
//! make the shortest line with, beyond that line's reach: the pieces gather in threes.

use super::state::{stone, FolkState, SHARED};
use super::FolkGame;
use crate::board::PointId;
use crate::game::Player;

/// Each further piece in a place multiplies its worth by this much.
const GROWTH: i32 = 4;
/// One step nearer the goal region, in the prospects' units.
const STEP_TO_GOAL: i32 = 8;

/// The places a line may stand, with whether shared pieces count in everyone's lines and,
/// where pieces are to be gathered to build them, the shortest line's length.
#[derive(Clone, Debug, Default)]
pub(crate) struct Places {
    places: Vec<Vec<PointId>>,
    shared_count: bool,
    gather: Option<usize>,
}

impl FolkGame {
    /// `player`'s prospects in `state`, or `None` when no shape or row is rewarded.
    pub fn prospects_of(&self, state: &FolkState, player: Player) -> Option<i32> {
        let places = self.places.get_or_init(|| self.line_places());
        if places.places.is_empty() {
            // Without captures to weigh it against, the goal alone is left to MCTS, whose
            // playouts see the race and the blockade better than a count of steps.
            return self
                .closing_in(state, player)
                .map(|closing| closing + self.towards_goal(state, player).unwrap_or(0));
        }
        let own = stone(player.0);
        let mut total = 0;
        for place in &places.places {
            let mut mine = 0;
            for &p in place {
                match state.cells[usize::from(p)] {
                    c if c == own => mine += 1,
                    SHARED if places.shared_count => mine += 1,
                    0 => {}
                    _ => {
                        mine = 0;
                        break;
                    }
                }
            }
            if mine > 0 && mine < place.len() {
                total += GROWTH.saturating_pow(mine as u32 - 1);
            }
        }
        let scattered = places
            .gather
            .map_or(0, |line| self.scattered(state, player, line));
        Some(total - scattered + self.towards_goal(state, player).unwrap_or(0))
    }

    /// For each of `player`'s pieces, the steps (king moves on the board's grid) to the
    /// farthest of the `line - 1` own pieces nearest it, less the `line - 1` steps a line of
    /// `line` points spans, summed over the pieces that stand farther apart than that.
    fn scattered(&self, state: &FolkState, player: Player, line: usize) -> i32 {
        let own = stone(player.0);
        let points: Vec<(i32, i32)> = (0..state.cells.len())
            .filter(|&p| state.cells[p] == own)
            .map(|p| self.board.grid(p as PointId))
            .collect();
        let partners = line - 1;
        let reach = partners as i32;
        let mut apart = Vec::with_capacity(points.len());
        let mut total = 0;
        for (i, &(x, y)) in points.iter().enumerate() {
            apart.clear();
            let others = points.iter().enumerate().filter(|&(j, _)| j != i);
            apart.extend(others.map(|(_, &(ox, oy))| (ox - x).abs().max((oy - y).abs())));
            if apart.len() < partners {
                continue;
            }
            let (_, &mut farthest_partner, _) = apart.select_nth_unstable(partners - 1);
            total += (farthest_partner - reach).max(0);
        }
        total
    }

    /// Where every enemy piece is to be taken and no line captures: for the player ahead in
    /// material, minus how far each of its pieces stands from the nearest enemy piece, so
    /// that it closes in on the last pieces rather than waiting for a capture to come within
    /// reach of the search; 0 for the other player.
    fn closing_in(&self, state: &FolkState, player: Player) -> Option<i32> {
        if !self.goals.capture_all {
            return None;
        }
        let other = Player(player.0 ^ 1);
        if self.material_of(state, player)? <= self.material_of(state, other)? {
            return Some(0);
        }
        Some(-self.apart(state, player))
    }

    /// Where one side wins by bringing a piece into a region (`goals.reach`): for that side,
    /// minus the steps (king moves on the board's grid) from its piece nearest the region, so
    /// that it advances when nothing is to be won or lost in material; 0 for the other side,
    /// whose balance is the same steps, so that it holds the runner back.
    fn towards_goal(&self, state: &FolkState, player: Player) -> Option<i32> {
        let (Some(runner), region) = self.goals.reach.as_ref()? else {
            return None;
        };
        if *runner != player.0 {
            return Some(0);
        }
        let own = stone(player.0);
        let steps_to_goal = |p: usize| {
            let (x, y) = self.board.grid(p as PointId);
            (0..region.len())
                .filter(|&q| region[q])
                .map(|q| {
                    let (gx, gy) = self.board.grid(q as PointId);
                    (gx - x).abs().max((gy - y).abs())
                })
                .min()
                .unwrap_or(0)
        };
        let nearest = (0..state.cells.len())
            .filter(|&p| state.cells[p] == own)
            .map(steps_to_goal)
            .min()?;
        Some(-nearest * STEP_TO_GOAL)
    }

    /// For a two-player game that a run of quiet moves draws (`quiet-limit`): minus the
    /// steps between every piece on the board and its nearest enemy, both sides counted.
    pub fn contact_of(&self, state: &FolkState) -> Option<i32> {
        if self.goals.quiet_limit.is_none() || self.players.len() != 2 {
            return None;
        }
        Some(-self.apart(state, Player(0)) - self.apart(state, Player(1)))
    }

    /// The steps (king moves on the board's grid) from each of `player`'s pieces to the
    /// nearest enemy piece, summed.
    fn apart(&self, state: &FolkState, player: Player) -> i32 {
        let (own, enemy) = (stone(player.0), stone(player.0 ^ 1));
        let points_of = |code: u8| {
            (0..state.cells.len())
                .filter(move |&p| state.cells[p] == code)
                .map(|p| self.board.grid(p as PointId))
        };
        let enemies: Vec<(i32, i32)> = points_of(enemy).collect();
        let mut apart = 0;
        for (x, y) in points_of(own) {
            let nearest = enemies
                .iter()
                .map(|&(ex, ey)| (ex - x).abs().max((ey - y).abs()))
                .min();
            apart += nearest.unwrap_or(0);
        }
        apart
    }

    /// Every instance of the capturing shapes and every run of a winning row's length.
    fn line_places(&self) -> Places {
        let mut places: Vec<Vec<PointId>> = self
            .patterns
            .iter()
            .flat_map(|patterns| patterns.instances.iter().map(|(_, points)| points.clone()))
            .collect();
        let mut shared_count = false;
        if let Some(goal) = &self.in_a_row {
            places.extend(goal.runs());
            shared_count = goal.shared_count();
        }
        let every_piece_on_the_board = self.players.iter().all(|p| p.reserve == 0);
        let shortest = places.iter().map(Vec::len).min();
        let gather = shortest.filter(|_| every_piece_on_the_board && self.movement.is_some());
        Places {
            places,
            shared_count,
            gather,
        }
    }
}
