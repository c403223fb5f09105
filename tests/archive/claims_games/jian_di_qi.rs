//! Jian Di Qi as the book describes it, written out here from the geometry alone, so that the
//! claim "the game is especially prone to draws" can be checked by a player the engine does
//! not know.
//!
//! The board is a 4 x 4 grid of squares with both diagonals drawn in every square: on a 9 x 9
//! lattice, the 25 corners are the points with both coordinates even and the 16 square centres
//! the points with both odd. Lines run along the rows and columns of corners and along every
//! diagonal. A piece steps to the next point on a line; an enemy piece between the piece that
//! just moved and a friendly piece beyond it on the same line is taken.

use boardlore_engine::search::Rng;

/// Plies without a capture after which the book's "neither side can capture any more" is
/// judged, and the longest game: the entry's own counts, restated here.
const QUIET_LIMIT: u32 = 40;
const MOVE_LIMIT: u32 = 300;

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The first player (on the bottom rows) won.
    FirstWins,
    /// The second player won.
    SecondWins,
    /// Captures dried up, or the game reached its length limit.
    Draw,
}

/// The board's points and, for each, the rays leaving it: the next point and the one beyond.
struct Board {
    points: Vec<(i32, i32)>,
    rays: Vec<Vec<(usize, Option<usize>)>>,
}

impl Board {
    fn new() -> Board {
        let is_point =
            |x: i32, y: i32| (0..9).contains(&x) && (0..9).contains(&y) && x % 2 == y % 2;
        let mut points = Vec::new();
        for y in 0..9 {
            for x in 0..9 {
                if is_point(x, y) {
                    points.push((x, y));
                }
            }
        }
        let index = |x: i32, y: i32| points.iter().position(|&p| p == (x, y));
        // Rows and columns join corners two apart; diagonals join neighbours one apart.
        let steps: [(i32, i32); 8] = [
            (2, 0),
            (-2, 0),
            (0, 2),
            (0, -2),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ];
        let rays = points
            .iter()
            .map(|&(x, y)| {
                steps
                    .iter()
                    .filter(|(dx, dy)| dx.abs() == dy.abs() || x % 2 == 0)
                    .filter_map(|(dx, dy)| {
                        let next = index(x + dx, y + dy)?;
                        Some((next, index(x + 2 * dx, y + 2 * dy)))
                    })
                    .collect()
            })
            .collect();
        Board { points, rays }
    }
}

/// A position: who stands on each point (0 first player, 1 second).
type Cells = Vec<Option<u8>>;

fn moves(board: &Board, cells: &Cells, side: u8) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    for (from, rays) in board.rays.iter().enumerate() {
        if cells[from] == Some(side) {
            for &(to, _) in rays {
                if cells[to].is_none() {
                    found.push((from, to));
                }
            }
        }
    }
    found
}

/// Plays a move; returns the new position and the number of pieces it took.
fn play(board: &Board, cells: &Cells, side: u8, (from, to): (usize, usize)) -> (Cells, usize) {
    let mut next = cells.clone();
    next[from] = None;
    next[to] = Some(side);
    let mut taken = 0;
    for &(neighbour, beyond) in &board.rays[to] {
        if next[neighbour] == Some(1 - side) && beyond.is_some_and(|b| next[b] == Some(side)) {
            next[neighbour] = None;
            taken += 1;
        }
    }
    (next, taken)
}

/// A careful player: takes the most it can; otherwise moves so the opponent cannot take
/// anything next turn, choosing at random among such moves; only when none exists, any move.
fn careful_move(board: &Board, cells: &Cells, side: u8, rng: &mut Rng) -> Option<(usize, usize)> {
    let all = moves(board, cells, side);
    let taking: Vec<_> = all
        .iter()
        .map(|&m| (play(board, cells, side, m).1, m))
        .collect();
    let most = taking.iter().map(|(taken, _)| *taken).max()?;
    let pick = |choices: Vec<(usize, usize)>, rng: &mut Rng| choices[rng.below(choices.len())];
    if most > 0 {
        let best = taking
            .into_iter()
            .filter(|(t, _)| *t == most)
            .map(|(_, m)| m)
            .collect();
        return Some(pick(best, rng));
    }
    let safe: Vec<_> = all
        .iter()
        .copied()
        .filter(|&m| {
            let (after, _) = play(board, cells, side, m);
            moves(board, &after, 1 - side)
                .into_iter()
                .all(|reply| play(board, &after, 1 - side, reply).1 == 0)
        })
        .collect();
    Some(pick(if safe.is_empty() { all } else { safe }, rng))
}

/// One game between two careful players from the book's start: nine pieces a side on the
/// row of corners and the row of centres nearest each player.
pub fn careful_game(seed: u64) -> Ending {
    let board = Board::new();
    let mut rng = Rng::new(seed);
    let mut cells: Cells = board
        .points
        .iter()
        .map(|&(_, y)| match y {
            0 | 1 => Some(0),
            7 | 8 => Some(1),
            _ => None,
        })
        .collect();
    let win = |side: u8| {
        if side == 0 {
            Ending::FirstWins
        } else {
            Ending::SecondWins
        }
    };
    let (mut side, mut quiet) = (0u8, 0);
    for _ in 0..MOVE_LIMIT {
        let Some(chosen) = careful_move(&board, &cells, side, &mut rng) else {
            return win(1 - side);
        };
        let (next, taken) = play(&board, &cells, side, chosen);
        cells = next;
        if !cells.contains(&Some(1 - side)) {
            return win(side);
        }
        quiet = if taken > 0 { 0 } else { quiet + 1 };
        if quiet >= QUIET_LIMIT {
            return Ending::Draw;
        }
        side = 1 - side;
    }
    Ending::Draw
}

/// The number of points and of pieces a side at the start, for the test to check the geometry.
pub fn geometry() -> (usize, usize) {
    let board = Board::new();
    let first = board.points.iter().filter(|&&(_, y)| y <= 1).count();
    (board.points.len(), first)
}
