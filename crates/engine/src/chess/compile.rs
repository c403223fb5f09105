//! Compiles a [`ChessSpec`] into a [`Variant`]: piece tables, regions as square sets, and
//! the rule flags, reporting every problem with its path.

use super::betza;
use super::position::{Position, MAX_TYPES};
use super::spec::{
    BareKingRule, ChessSpec, CountingRule, LineMove, OpeningSpec, PromotionRule, StalemateRule,
};
use super::tables::{
    add_leap, add_ray, atom_moves, side_region, Grid, Leap, SquareMoves, SquareSet, Tables,
    CAPTURES, HOP_CAPTURES, HOP_MOVES, MOVES, NONE,
};
use crate::board::{Board, BoardSpec};
use crate::ruleset::SpecError;

/// Promotion of one piece type, compiled.
#[derive(Clone, Debug)]
pub struct Promotion {
    /// Types it may become.
    pub to: Vec<u8>,
    /// Per-side zone.
    pub zone: [SquareSet; 2],
    /// How it promotes.
    pub rule: PromotionRule,
    /// Only to a type the side has lost.
    pub only_lost: bool,
    /// The zone's region name as written (`promotion`).
    pub zone_name: String,
}

/// One piece type, compiled.
#[derive(Clone, Debug)]
pub struct PieceInfo {
    /// Ruleset id.
    pub id: String,
    /// FEN letter, lowercase (`+p` for promoted shogi pieces).
    pub letter: String,
    /// Glyph per side.
    pub glyphs: [String; 2],
    /// Royal.
    pub royal: bool,
    /// May not hop over or capture its own type.
    pub no_hop_over_same: bool,
    /// Promotion.
    pub promotion: Option<Promotion>,
    /// The type it reverts to when captured into a hand (`+p` -> `p`).
    pub unpromoted: u8,
    /// One unpromoted piece per file when dropping.
    pub one_per_file: bool,
    /// May not be dropped to give immediate mate.
    pub no_drop_mate: bool,
    /// Dropping it to give mate loses.
    pub drop_mate_loses: bool,
    /// Setup-phase placement region per side.
    pub setup_region: Option<[SquareSet; 2]>,
    /// Squares from which the piece could never move (per side).
    pub stuck: [SquareSet; 2],
    /// Impasse points.
    pub impasse_points: u32,
    /// Shatar: gives a shak check.
    pub shak: bool,
    /// Shatar: may not mate.
    pub cannot_mate: bool,
    /// Has a first-move extra move.
    pub first_move: bool,
    /// A pawn for the halfmove clock: its moves cannot be undone, so each resets the clock
    /// (a piece that promotes on reaching its zone; shogi-style promoters and unpromoting
    /// pieces do not).
    pub pawn_clock: bool,
    /// What a reader is told: the moves as written, where they change, where the piece stays.
    pub described: PieceText,
    /// The squares it may stand on per side: its `confined` region (a palace), or `None`.
    pub confined: Option<[SquareSet; 2]>,
}

/// A piece's moves as written in its ruleset, kept for readers (the legend).
#[derive(Clone, Debug, Default)]
pub struct PieceText {
    /// The moves in Betza notation.
    pub betza: String,
    /// The region the piece never leaves: its name as written and its squares per side.
    pub confined: Option<(String, [SquareSet; 2])>,
    /// Moves replacing `betza` inside a region: (region name, squares per side, Betza).
    pub zones: Vec<(String, [SquareSet; 2], String)>,
    /// The extra move while the piece has never moved, in Betza notation.
    pub first_move: Option<String>,
    /// How it moves along the palace lines.
    pub palace_lines: Option<LineMove>,
}

/// The king's special leap, compiled.
#[derive(Clone, Debug)]
pub struct KingLeap {
    /// Leaps per (side, square).
    pub leaps: Vec<Vec<Leap>>,
    /// Right ends with the king's first move.
    pub first_move_only: bool,
    /// Right ends when checked.
    pub lost_when_checked: bool,
    /// Right ends when an enemy rook lines up with the king.
    pub lost_when_rook_aims: bool,
    /// Not while in check.
    pub not_in_check: bool,
}

/// A compiled chess-family ruleset.
#[derive(Clone, Debug)]
pub struct Variant {
    /// The board.
    pub board: Board,
    /// Its geometry.
    pub grid: Grid,
    /// Piece types.
    pub pieces: Vec<PieceInfo>,
    /// Move tables.
    pub tables: Tables,
    /// First-move extra moves per (side, type, square).
    pub first_moves: Tables,
    /// Royal leap.
    pub king_leap: Option<KingLeap>,
    /// Captures go to hand.
    pub drops: bool,
    /// Setup region per side (sittuyin).
    pub setup: Option<[SquareSet; 2]>,
    /// Setup drops may displace a side's start pieces (`setup.displace-pawns`).
    pub displace_pawns: bool,
    /// The piece type the first player objects to in the second player's setup
    /// (`setup.objection`).
    pub setup_objection: Option<usize>,
    /// Flying general rule.
    pub flying_general: bool,
    /// Bikjang rule.
    pub bikjang: bool,
    /// Creating the facing gives up the right to win.
    pub facing_forfeits_win: bool,
    /// A lone undefended screen piece checking the enemy king draws.
    pub screen_check_draws: bool,
    /// A stalemated king may swap squares with one of its pieces.
    pub stalemate_swap: bool,
    /// The pairs each player may swap before its first move: squares per pair and side.
    pub start_swaps: Vec<[[u8; 2]; 2]>,
    /// Passing allowed.
    pub pass: bool,
    /// Passing allowed only without another move.
    pub pass_when_stuck: bool,
    /// Stalemate result.
    pub stalemate: StalemateRule,
    /// Bare king result.
    pub bare_king: BareKingRule,
    /// Counting rule.
    pub counting: Option<CountingRule>,
    /// The weaker side keeps the board count (`weaker-side-counts`).
    pub weaker_side_counts: bool,
    /// Each piece type's worth for judging who is weaker (filled for `weaker-side-counts`).
    pub type_worth: Vec<f64>,
    /// Repetition rule: how many times a position may stand, and whether perpetual check
    /// loses.
    pub repetition: Option<(u32, bool)>,
    /// Perpetual chase: each piece type's rank as a chaser (0: it never chases; a higher
    /// rank is a stronger piece), when the rule is played.
    pub chase: Option<Vec<u8>>,
    /// The n-move rule in moves, and whether checks extend it (xiangqi).
    pub move_limit: Option<(u32, bool)>,
    /// Shatar mate rules.
    pub shatar_mate: bool,
    /// Material scoring instead of a draw: points per piece type and the second player's
    /// bonus.
    pub material_count: Option<(Vec<u32>, f64)>,
    /// Impasse threshold.
    pub impasse: Option<u32>,
    /// Promotion zones per side for impasse (from the royal piece's zone or `promotion`).
    pub impasse_zone: [SquareSet; 2],
    /// Opening phase.
    pub opening: Option<OpeningSpec>,
    /// Home squares per side for the opening's stay-home rule.
    pub opening_home: [SquareSet; 2],
    /// Piece types in the order FEN lists a hand.
    pub hand_order: Vec<u8>,
    /// Whether positions carry hands.
    pub has_hands: bool,
    /// Start position.
    pub start: Position,
    /// Piece counts per side and type at the start (on board and in hand).
    pub start_counts: [[u8; MAX_TYPES]; 2],
    /// Piece type standing on each square at the start (`NONE` if empty).
    pub start_types: Vec<u8>,
    /// The `rook` type, if any (for the rook-aim rule).
    pub rook_type: Option<u8>,
    /// Some rule needs to look at the opponent's replies to judge a move's legality.
    pub lookahead: bool,
    /// Some piece promotes sittuyin-style (in place or with a diagonal step).
    pub in_place_promotion: bool,
}

fn err(path: impl Into<String>, message: impl Into<String>) -> SpecError {
    SpecError {
        path: path.into(),
        message: message.into(),
        hint: None,
    }
}

impl ChessSpec {
    /// Compiles the spec into tables, collecting every problem.
    pub fn build_variant(&self) -> Result<Variant, Vec<SpecError>> {
        let mut errors = Vec::new();
        let (files, ranks) = match &*self.board {
            BoardSpec::Square { files, ranks, .. } => (*files as i32, *ranks as i32),
            _ => {
                return Err(vec![err(
                    "board.kind",
                    "chess-family games need a square board",
                )])
            }
        };
        if files * ranks > 128 {
            return Err(vec![err(
                "board",
                "chess-family boards may have at most 128 squares",
            )]);
        }
        let board = match self.board.build() {
            Ok(b) => b,
            Err(list) => {
                return Err(list
                    .into_iter()
                    .map(|e| err(format!("board.{}", e.field), e.message))
                    .collect())
            }
        };
        let grid = Grid { files, ranks };
        let n = grid.len();
        let types = self.pieces.len();
        if types == 0 || types > MAX_TYPES {
            errors.push(err(
                "pieces",
                format!("expected 1 to {MAX_TYPES} piece types"),
            ));
            return Err(errors);
        }
        let region = |name: &str, path: &str, errors: &mut Vec<SpecError>| -> [SquareSet; 2] {
            let mut out = [0; 2];
            for (side, slot) in out.iter_mut().enumerate() {
                match side_region(&board, grid, name, side) {
                    Some(set) => *slot = set,
                    None => {
                        errors.push(SpecError {
                            path: path.to_string(),
                            message: format!(
                                "the board has no region `{}`",
                                name.trim_start_matches('!')
                            ),
                            hint: Some(format!(
                                "add `{0}` or `{0}-white` and `{0}-black` under board.regions",
                                name.trim_start_matches('!')
                            )),
                        });
                        break;
                    }
                }
            }
            out
        };
        // Palace lines as square lists.
        let mut lines: Vec<Vec<u8>> = Vec::new();
        for (i, line) in self.palace_lines.iter().enumerate() {
            let mut sqs = Vec::new();
            for (j, label) in line.iter().enumerate() {
                match board.find(label) {
                    Some(p) => sqs.push(p as u8),
                    None => errors.push(err(
                        format!("palace-lines[{i}][{j}]"),
                        format!("`{label}` is not a point of the board"),
                    )),
                }
            }
            lines.push(sqs);
        }
        let letter_of = |id: &str| self.pieces.iter().position(|p| p.id == id);
        let mut moves = vec![SquareMoves::default(); 2 * types * n];
        let mut first = vec![SquareMoves::default(); 2 * types * n];
        let mut pieces = Vec::new();
        for (ty, p) in self.pieces.iter().enumerate() {
            let path = format!("pieces[{ty}]");
            let letter = p.letter.to_ascii_lowercase();
            let base = letter.trim_start_matches('+');
            if base.len() != 1 || !base.chars().all(|c| c.is_ascii_lowercase()) {
                errors.push(err(
                    format!("{path}.letter"),
                    format!(
                        "`{}` is not a FEN letter (one letter, `+` before it for a promoted piece)",
                        p.letter
                    ),
                ));
            }
            if self.pieces[..ty]
                .iter()
                .any(|q| q.letter.eq_ignore_ascii_case(&p.letter))
            {
                errors.push(err(
                    format!("{path}.letter"),
                    format!("letter `{}` is used twice", p.letter),
                ));
            }
            let atoms = match betza::parse(&p.betza) {
                Ok(a) => a,
                Err(e) => {
                    errors.push(err(format!("{path}.betza"), e));
                    Vec::new()
                }
            };
            let confined = match &p.confined {
                Some(name) => region(name, &format!("{path}.confined"), &mut errors),
                None => [grid.all(); 2],
            };
            let mut zones = Vec::new();
            let mut zone_texts = Vec::new();
            for (z, zone) in p.zones.iter().enumerate() {
                let set = region(
                    &zone.region,
                    &format!("{path}.zones[{z}].region"),
                    &mut errors,
                );
                zone_texts.push((zone.region.clone(), set, zone.betza.clone()));
                match betza::parse(&zone.betza) {
                    Ok(a) => zones.push((set, a)),
                    Err(e) => errors.push(err(format!("{path}.zones[{z}].betza"), e)),
                }
            }
            let first_atoms = match &p.first_move {
                Some(b) => betza::parse(b).unwrap_or_else(|e| {
                    errors.push(err(format!("{path}.first-move"), e));
                    Vec::new()
                }),
                None => Vec::new(),
            };
            let mut stuck = [0u128; 2];
            for side in 0..2 {
                for sq in 0..n as u8 {
                    let here = zones
                        .iter()
                        .find(|(set, _)| set[side] & (1u128 << sq) != 0)
                        .map(|(_, a)| a.as_slice())
                        .unwrap_or(&atoms);
                    let mut m = atom_moves(grid, here, side, sq, confined[side]);
                    if let Some(kind) = p.palace_lines {
                        add_line_moves(&mut m, &lines, grid, side, sq, kind, confined[side]);
                    }
                    if m.leaps.is_empty() && m.rays.is_empty() {
                        stuck[side] |= 1u128 << sq;
                    }
                    moves[(side * types + ty) * n + usize::from(sq)] = m;
                    if !first_atoms.is_empty() {
                        first[(side * types + ty) * n + usize::from(sq)] =
                            atom_moves(grid, &first_atoms, side, sq, confined[side]);
                    }
                }
            }
            let promotion = p.promotion.as_ref().map(|pr| {
                let mut to = Vec::new();
                for id in &pr.to {
                    match letter_of(id) {
                        Some(t) => to.push(t as u8),
                        None => errors.push(err(
                            format!("{path}.promotion.to"),
                            format!("`{id}` is not one of the pieces"),
                        )),
                    }
                }
                if pr.rule != PromotionRule::ByStartSquare && to.is_empty() {
                    errors.push(err(
                        format!("{path}.promotion.to"),
                        "list the pieces it may become",
                    ));
                }
                Promotion {
                    to,
                    zone: region(&pr.zone, &format!("{path}.promotion.zone"), &mut errors),
                    rule: pr.rule,
                    only_lost: pr.only_lost,
                    zone_name: pr.zone.clone(),
                }
            });
            let glyphs = match p.glyphs.len() {
                0 => [base.to_ascii_uppercase(), base.to_string()],
                1 => [p.glyphs[0].clone(), p.glyphs[0].clone()],
                _ => [p.glyphs[0].clone(), p.glyphs[1].clone()],
            };
            let pawn_clock = promotion
                .as_ref()
                .is_some_and(|pr| pr.rule != PromotionRule::EnterOrLeave);
            pieces.push(PieceInfo {
                pawn_clock,
                confined: p.confined.as_ref().map(|_| confined),
                id: p.id.clone(),
                letter: letter.clone(),
                glyphs,
                royal: p.royal,
                no_hop_over_same: p.no_hop_over_same,
                promotion,
                unpromoted: ty as u8,
                one_per_file: p.one_per_file,
                no_drop_mate: p.no_drop_mate,
                drop_mate_loses: p.drop_mate_loses,
                setup_region: p
                    .setup_region
                    .as_ref()
                    .map(|r| region(r, &format!("{path}.setup-region"), &mut errors)),
                stuck,
                impasse_points: p.impasse_points.unwrap_or(1),
                shak: p.shak,
                cannot_mate: p.cannot_mate,
                first_move: !first_atoms.is_empty(),
                described: PieceText {
                    betza: p.betza.clone(),
                    confined: p.confined.clone().map(|name| (name, confined)),
                    zones: zone_texts,
                    first_move: p.first_move.clone(),
                    palace_lines: p.palace_lines,
                },
            });
        }
        // Promoted letters revert to their base piece when captured.
        for ty in 0..pieces.len() {
            if let Some(base) = pieces[ty].letter.strip_prefix('+') {
                match pieces.iter().position(|q| q.letter == base) {
                    Some(b) => pieces[ty].unpromoted = b as u8,
                    None => errors.push(err(
                        format!("pieces[{ty}].letter"),
                        format!("promoted piece `+{base}` has no piece `{base}` to revert to"),
                    )),
                }
            }
        }
        let king_leap = self.king_leap.as_ref().map(|kl| {
            let atoms = betza::parse(&kl.betza).unwrap_or_else(|e| {
                errors.push(err("king-leap.betza", e));
                Vec::new()
            });
            let mut leaps = Vec::new();
            for side in 0..2 {
                for sq in 0..n as u8 {
                    leaps.push(atom_moves(grid, &atoms, side, sq, grid.all()).leaps);
                }
            }
            KingLeap {
                leaps,
                first_move_only: kl.first_move_only,
                lost_when_checked: kl.lost_when_checked,
                lost_when_rook_aims: kl.lost_when_rook_aims,
                not_in_check: kl.not_in_check,
            }
        });
        let setup = self
            .setup
            .as_ref()
            .map(|s| region(&s.region, "setup.region", &mut errors));
        let opening_home = match self.opening.as_ref().and_then(|o| o.stay_home.as_ref()) {
            Some(name) => region(name, "opening.stay-home", &mut errors),
            None => [grid.all(); 2],
        };
        let impasse_zone = match self.impasse {
            Some(_) => region("promotion", "impasse", &mut errors),
            None => [0; 2],
        };
        let setup_objection = self
            .setup
            .as_ref()
            .and_then(|s| s.objection.as_deref())
            .and_then(|id| {
                let found = pieces.iter().position(|p| p.id == id);
                if found.is_none() {
                    errors.push(
                        err("setup.objection", format!("no piece `{id}` in `pieces`"))
                            .with_hint("name a piece id of this ruleset, e.g. `rook`"),
                    );
                }
                found
            });
        let hand_order = self.hand_order_types(&pieces, &mut errors);
        let material_count = self.material_count.as_ref().map(|m| {
            for id in m.points.keys() {
                if !pieces.iter().any(|p| &p.id == id) {
                    errors.push(err(
                        format!("material-count.points.{id}"),
                        format!("`{id}` is not a piece of this ruleset"),
                    ));
                }
            }
            let points = pieces
                .iter()
                .map(|p| m.points.get(&p.id).copied().unwrap_or(0))
                .collect();
            (points, m.second_player_bonus)
        });
        if self.repetition.as_ref().is_some_and(|r| r.times < 2) {
            errors.push(
                err(
                    "repetition.times",
                    "a position must be allowed to stand at least once",
                )
                .with_hint("write 3 for threefold repetition, 4 for shogi's sennichite"),
            );
        }
        if self.move_limit.as_ref().is_some_and(|m| m.moves == 0) {
            errors.push(
                err(
                    "move-limit.moves",
                    "a limit of 0 moves would end every game at once",
                )
                .with_hint("write 50 for the fifty-move rule"),
            );
        }
        let chase = self.chase_ranks(&pieces, &mut errors);
        if !pieces.iter().any(|p| p.royal) {
            errors.push(
                err("pieces", "no piece is royal").with_hint("mark the king with `royal: true`"),
            );
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let tables = Tables::build(grid, types, &moves);
        let first_moves = Tables::build(grid, types, &first);
        let rook_type = pieces.iter().position(|p| p.id == "rook").map(|t| t as u8);
        let in_place_promotion = pieces.iter().any(|p| {
            p.promotion
                .as_ref()
                .is_some_and(|pr| pr.rule == PromotionRule::InPlaceOrStep)
        });
        let lookahead = in_place_promotion
            || self.stalemate == StalemateRule::Forbidden
            || pieces.iter().any(|p| p.no_drop_mate || p.cannot_mate);
        let mut variant = Variant {
            board,
            grid,
            pieces,
            tables,
            first_moves,
            king_leap,
            drops: self.drops,
            setup,
            displace_pawns: self.setup.as_ref().is_some_and(|s| s.displace_pawns),
            setup_objection,
            flying_general: self.flying_general,
            bikjang: self.bikjang,
            facing_forfeits_win: self.facing_forfeits_win,
            screen_check_draws: self.screen_check_draws,
            stalemate_swap: self.stalemate_swap,
            start_swaps: Vec::new(),
            pass: self.pass,
            pass_when_stuck: self.pass_when_stuck,
            stalemate: self.stalemate,
            bare_king: self.bare_king,
            counting: self.counting,
            weaker_side_counts: self.weaker_side_counts,
            type_worth: Vec::new(),
            repetition: self
                .repetition
                .as_ref()
                .map(|r| (r.times, r.perpetual_check_loses)),
            chase,
            move_limit: self.move_limit.as_ref().map(|m| (m.moves, m.checks_extend)),
            shatar_mate: self.shatar_mate,
            impasse: self.impasse,
            material_count,
            impasse_zone,
            opening: self.opening.as_deref().cloned(),
            opening_home,
            hand_order,
            has_hands: self.drops || self.setup.is_some(),
            start: Position::empty(),
            start_counts: [[0; MAX_TYPES]; 2],
            start_types: vec![NONE; n],
            rook_type,
            lookahead,
            in_place_promotion,
        };
        match variant.parse_fen(&self.start) {
            Ok(start) => {
                for sq in 0..n {
                    let code = start.board[sq];
                    if code != 0 {
                        variant.start_types[sq] = Position::kind(code);
                    }
                }
                for side in 0..2 {
                    for ty in 0..types {
                        variant.start_counts[side][ty] =
                            start.counts[side][ty] + start.hands[side][ty];
                    }
                }
                variant.start = start;
                variant.set_start_swaps(&self.start_swaps)?;
                variant.prepare_count_rights()?;
                Ok(variant)
            }
            Err(e) => Err(vec![err(
                "start",
                format!("the start position does not read: {e}"),
            )]),
        }
    }
}

impl ChessSpec {
    /// The piece types in `hand-order` first, then the others in the declared order.
    fn hand_order_types(&self, pieces: &[PieceInfo], errors: &mut Vec<SpecError>) -> Vec<u8> {
        let mut types = Vec::new();
        let order = self.hand_order.as_deref().unwrap_or("");
        for c in order.chars() {
            match pieces.iter().position(|p| p.letter == c.to_string()) {
                Some(t) if !types.contains(&(t as u8)) => types.push(t as u8),
                _ => errors.push(
                    err(
                        "hand-order",
                        format!("`{c}` is not an unpromoted piece letter, or comes twice"),
                    )
                    .with_hint("list each piece letter that can be in hand once, e.g. `ksfrnp`"),
                ),
            }
        }
        let rest: Vec<u8> = (0..pieces.len() as u8)
            .filter(|t| !types.contains(t))
            .collect();
        types.extend(rest);
        types
    }
}

impl SpecError {
    fn with_hint(mut self, hint: &str) -> SpecError {
        self.hint = Some(hint.to_string());
        self
    }
}

/// Adds the moves along the palace lines through `sq`.
fn add_line_moves(
    m: &mut SquareMoves,
    lines: &[Vec<u8>],
    grid: Grid,
    side: usize,
    sq: u8,
    kind: LineMove,
    allowed: SquareSet,
) {
    for line in lines {
        let Some(i) = line.iter().position(|&s| s == sq) else {
            continue;
        };
        let forward: Vec<u8> = line[i + 1..].to_vec();
        let backward: Vec<u8> = line[..i].iter().rev().copied().collect();
        for path in [forward, backward] {
            let Some(&next) = path.first() else {
                continue;
            };
            let (x0, y0) = grid.xy(sq);
            let (x1, y1) = grid.xy(next);
            let step = (x1 - x0, y1 - y0);
            let path: Vec<u8> = path
                .into_iter()
                .take_while(|&s| allowed & (1u128 << s) != 0)
                .collect();
            if path.is_empty() {
                continue;
            }
            match kind {
                LineMove::Step => add_leap(
                    &mut m.leaps,
                    Leap {
                        to: path[0],
                        legs: [NONE; 2],
                        flags: MOVES | CAPTURES,
                    },
                ),
                LineMove::ForwardStep => {
                    let ahead = if side == 0 { step.1 > 0 } else { step.1 < 0 };
                    if ahead {
                        add_leap(
                            &mut m.leaps,
                            Leap {
                                to: path[0],
                                legs: [NONE; 2],
                                flags: MOVES | CAPTURES,
                            },
                        );
                    }
                }
                LineMove::Slide => add_ray(&mut m.rays, step, path, MOVES | CAPTURES),
                LineMove::Hop => add_ray(&mut m.rays, step, path, HOP_MOVES | HOP_CAPTURES),
            }
        }
    }
}
