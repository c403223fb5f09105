//! Checks the piece-moving vocabulary of a [`FolkSpec`] (hops, jumps, promotion, replacement,
//! royal pieces, rotation, opening removal and their goals) and compiles it into [`MoveRules`].

use super::spec::*;
use crate::board::{Board, PointId};
use crate::folk::compile::{resolve_directions, Problems};
use crate::folk::spec::*;

/// The compiled piece-moving mechanics; all off by default.
#[derive(Clone, Debug, Default)]
pub(crate) struct MoveRules {
    pub hops: Option<Hops>,
    pub jumps: Option<Jumps>,
    pub promotion: Option<Promotion>,
    pub replacement: Option<Replacement>,
    /// Per number (index 0 unused), its owner; empty without a rotation.
    pub rotation_owner: Vec<u8>,
    /// Per player, start point and number of each rotation piece.
    pub rotation_start: [Vec<(PointId, u8)>; 2],
    /// Per player, the start point of its royal piece.
    pub royal: [Option<PointId>; 2],
    pub royal_glyph: [String; 2],
    pub opening_removal: u8,
    /// Per seat, the region all of its pieces must stand in to win.
    pub all_home: Option<Vec<Vec<bool>>>,
    /// The opponent of a player who brought every piece home gets one reply to do the same.
    pub home_reply: bool,
    /// Per player, the region to fill and the region to vacate.
    pub fill_and_vacate: Option<[(Vec<bool>, Vec<bool>); 2]>,
    pub capture_count: Option<u16>,
    pub at_move_limit: LimitResult,
    /// Whether a goal counts captures, so positions keep the counts.
    pub counts_captures: bool,
}

/// Compiled [`HopSpec`].
#[derive(Clone, Debug)]
pub(crate) struct Hops {
    pub over: HopOver,
    pub run: bool,
    /// Per seat.
    pub directions: Vec<Vec<usize>>,
    /// Per point, whether a hop may neither start nor land there.
    pub not_in: Vec<bool>,
}

/// Compiled [`JumpSpec`].
#[derive(Clone, Debug)]
pub(crate) struct Jumps {
    pub directions: Vec<Vec<usize>>,
    pub chain: JumpChain,
    pub compulsory: bool,
    pub pairs_protect: Option<PairProtection>,
}

/// Compiled [`PromotionSpec`].
#[derive(Clone, Debug)]
pub(crate) struct Promotion {
    pub regions: [Vec<bool>; 2],
    pub by_jump_only: bool,
    pub king_kind: MoveKindSpec,
    pub king_directions: Vec<Vec<usize>>,
    pub king_chain: Option<JumpChain>,
    pub jump_after_move: bool,
    pub glyphs: [String; 2],
}

/// Compiled [`ReplacementSpec`].
#[derive(Clone, Debug)]
pub(crate) struct Replacement {
    pub players: [bool; 2],
    pub directions: Vec<Vec<usize>>,
}

/// What the move limit decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LimitResult {
    /// A count (or a draw) decides.
    Count(EndResult),
    /// That player wins by lasting.
    Player(u8),
}

impl Default for LimitResult {
    fn default() -> Self {
        LimitResult::Count(EndResult::Draw)
    }
}

impl MoveRules {
    /// True when positions need the per-point rank marks (kings or royal pieces).
    pub fn uses_ranks(&self) -> bool {
        self.promotion.is_some() || self.royal.iter().any(Option::is_some)
    }

    /// True when positions keep capture counts (a goal counts captures).
    pub fn counts_captures(&self) -> bool {
        self.counts_captures
    }

    /// The player owning rotation number `n`.
    pub fn owner_of(&self, n: u8) -> Option<u8> {
        self.rotation_owner.get(usize::from(n)).copied()
    }
}

pub(in crate::folk) fn compile_moves(
    board: &Board,
    spec: &FolkSpec,
    problems: &mut Problems,
) -> MoveRules {
    let movement_dirs = spec
        .movement
        .as_ref()
        .map(|m| m.directions.clone())
        .unwrap_or(DirectionSet::Named(NamedSet::All));
    let per_player = |set: &Option<DirectionSet>, path: &str, problems: &mut Problems| {
        let mut out = vec![Vec::new(); spec.players.len()];
        for (p, dirs) in out.iter_mut().enumerate() {
            let own = spec.players.get(p).and_then(|pl| pl.directions.clone());
            let chosen = set.clone().or(own).unwrap_or_else(|| movement_dirs.clone());
            *dirs = resolve_directions(board, &chosen, p as u8, path, problems);
        }
        out
    };
    let mut rules = MoveRules {
        opening_removal: spec.opening_removal,
        ..MoveRules::default()
    };
    if let Some(h) = &spec.hops {
        rules.hops = Some(Hops {
            over: h.over,
            run: h.run,
            directions: per_player(&h.directions, "hops.directions", problems),
            not_in: {
                let mut mask = vec![false; board.len()];
                for p in problems.points_of(board, &h.not_in, "hops.not-in", false) {
                    mask[usize::from(p)] = true;
                }
                mask
            },
        });
    }
    if let Some(j) = &spec.jumps {
        rules.jumps = Some(Jumps {
            directions: per_player(&j.directions, "jumps.directions", problems),
            chain: j.chain,
            compulsory: j.compulsory,
            pairs_protect: j.pairs_protect,
        });
    }
    if let Some(pr) = &spec.promotion {
        let mut regions: [Vec<bool>; 2] = [vec![false; board.len()], vec![false; board.len()]];
        if pr.regions.len() == 2 {
            for (i, name) in pr.regions.iter().enumerate() {
                regions[i] = problems.region(board, format!("promotion.regions[{i}]"), name);
            }
        } else {
            problems.push("promotion.regions", "expected one region per player", None);
        }
        if pr.king.jump_after_move && spec.jumps.is_none() {
            problems.push(
                "promotion.king.jump-after-move",
                "a king can only add a jump when the ruleset has `jumps`",
                None,
            );
        }
        let set = Some(pr.king.directions.clone());
        let glyph = |i: usize, fallback: &str| {
            pr.glyphs
                .as_ref()
                .and_then(|g| g.get(i).cloned())
                .unwrap_or_else(|| fallback.to_string())
        };
        rules.promotion = Some(Promotion {
            regions,
            by_jump_only: pr.by == PromoteBy::Jump,
            king_kind: pr.king.kind,
            king_directions: per_player(&set, "promotion.king.directions", problems),
            king_chain: pr.king.chain,
            jump_after_move: pr.king.jump_after_move,
            glyphs: [glyph(0, "◆"), glyph(1, "◇")],
        });
        if pr.king.kind == MoveKindSpec::Walk {
            problems.push(
                "promotion.king.kind",
                "a king moves by `step` or `slide`",
                None,
            );
        }
    }
    if let Some(r) = &spec.replacement {
        let mut players = [true, true];
        if let Some(list) = &r.players {
            players = [list.contains(&0), list.contains(&1)];
            if list.iter().any(|&p| p > 1) {
                problems.push("replacement.players", "players are 0 and 1", None);
            }
        }
        rules.replacement = Some(Replacement {
            players,
            directions: per_player(&r.directions, "replacement.directions", problems),
        });
    }
    if let Some(rot) = &spec.rotation {
        compile_rotation(board, spec, rot, &mut rules, problems);
    }
    for (i, player) in spec.players.iter().enumerate().take(2) {
        if let Some(label) = &player.royal {
            let path = format!("players[{i}].royal");
            if let Some(p) = problems.point(board, path.clone(), label) {
                if !player.start.contains(label) {
                    problems.push(
                        path,
                        format!("`{label}` is not one of this player's start points"),
                        Some("the royal piece is one of the pieces listed under `start`"),
                    );
                }
                rules.royal[i] = Some(p);
            }
        }
        rules.royal_glyph[i] = player
            .royal_glyph
            .clone()
            .unwrap_or_else(|| if i == 0 { "♚" } else { "♔" }.to_string());
    }
    compile_goals(board, &spec.goals, spec.players.len(), &mut rules, problems);
    if (rules.jumps.is_some() || rules.hops.is_some() || rules.replacement.is_some())
        && spec.movement.is_none()
    {
        problems.push(
            "movement",
            "hops, jumps and replacement captures extend a movement rule",
            Some("add `movement: { kind: step }`"),
        );
    }
    rules
}

fn compile_rotation(
    board: &Board,
    spec: &FolkSpec,
    rot: &RotationSpec,
    rules: &mut MoveRules,
    problems: &mut Problems,
) {
    let total: usize = rot.numbers.iter().map(Vec::len).sum();
    let mut owner = vec![u8::MAX; total + 1];
    for (p, numbers) in rot.numbers.iter().enumerate().take(2) {
        let start = spec
            .players
            .get(p)
            .map(|pl| pl.start.as_slice())
            .unwrap_or(&[]);
        if numbers.len() != start.len() {
            problems.push(
                format!("rotation.numbers[{p}]"),
                format!("{} numbers for {} start points", numbers.len(), start.len()),
                Some("give one number per start point, in the same order"),
            );
            continue;
        }
        for (&n, label) in numbers.iter().zip(start) {
            let slot = owner.get_mut(usize::from(n)).filter(|_| n > 0);
            match slot {
                Some(o) if *o == u8::MAX => *o = p as u8,
                _ => problems.push(
                    format!("rotation.numbers[{p}]"),
                    format!("number {n} is repeated or outside 1..{total}"),
                    None,
                ),
            }
            if let Some(point) = board.find(label) {
                rules.rotation_start[p].push((point, n));
            }
        }
    }
    if rot.numbers.len() != 2 {
        problems.push("rotation.numbers", "expected one list per player", None);
    }
    let alternates = (1..total).all(|n| owner[n] != owner[n + 1]) && owner.get(1) == Some(&0);
    if !alternates {
        problems.push(
            "rotation.numbers",
            "the numbers must alternate between the players, starting with the first player's 1",
            Some("e.g. [[1, 3, 5, 7], [2, 4, 6, 8]]"),
        );
    }
    rules.rotation_owner = owner;
}

/// One region per seat (`goals.all-home`): their masks, or empty masks and a problem.
fn per_seat_regions(
    board: &Board,
    names: &[String],
    seats: usize,
    problems: &mut Problems,
) -> Vec<Vec<bool>> {
    let path = "goals.all-home";
    if names.len() != seats {
        problems.push(path, "expected one region per player", None);
        return vec![vec![false; board.len()]; seats];
    }
    (names.iter().enumerate())
        .map(|(i, name)| problems.region(board, format!("{path}[{i}]"), name))
        .collect()
}

fn compile_goals(
    board: &Board,
    goals: &GoalsSpec,
    seats: usize,
    rules: &mut MoveRules,
    problems: &mut Problems,
) {
    let pair = |names: &[String], path: &str, problems: &mut Problems| -> [Vec<bool>; 2] {
        if names.len() != 2 {
            problems.push(path, "expected one region per player", None);
            return [vec![false; board.len()], vec![false; board.len()]];
        }
        [
            problems.region(board, format!("{path}[0]"), &names[0]),
            problems.region(board, format!("{path}[1]"), &names[1]),
        ]
    };
    if let Some(names) = &goals.all_home {
        rules.all_home = Some(per_seat_regions(board, names, seats, problems));
    }
    if goals.home_reply && goals.all_home.is_none() {
        problems.push(
            "goals.home-reply",
            "expected together with `all-home`",
            Some("add `all-home` with one region per player, or remove `home-reply`"),
        );
    }
    rules.home_reply = goals.home_reply;
    if let Some(fv) = &goals.fill_and_vacate {
        let [f0, f1] = pair(&fv.fill, "goals.fill-and-vacate.fill", problems);
        let [v0, v1] = pair(&fv.vacate, "goals.fill-and-vacate.vacate", problems);
        rules.fill_and_vacate = Some([(f0, v0), (f1, v1)]);
    }
    rules.capture_count = goals.capture_count;
    rules.at_move_limit = match goals.at_move_limit {
        None => LimitResult::Count(EndResult::Draw),
        Some(LimitResultSpec::Count(result)) => LimitResult::Count(result),
        Some(LimitResultSpec::Player(p)) if p < 2 => LimitResult::Player(p),
        Some(LimitResultSpec::Player(p)) => {
            problems.push(
                "goals.at-move-limit",
                format!("no player {p}"),
                Some("0, 1, draw, most-captures, most-pieces or most-points"),
            );
            LimitResult::Count(EndResult::Draw)
        }
    };
    let decides_by_captures = |result| result == Some(EndResult::MostCaptures);
    rules.counts_captures = goals.capture_count.is_some()
        || rules.at_move_limit == LimitResult::Count(EndResult::MostCaptures)
        || decides_by_captures(goals.board_full);
    if goals.at_move_limit.is_some() && goals.move_limit.is_none() {
        problems.push(
            "goals.at-move-limit",
            "there is no move limit to decide",
            Some("add `move-limit: N` (plies)"),
        );
    }
}
