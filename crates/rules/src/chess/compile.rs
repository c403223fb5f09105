//! Checks a [`ChessSpec`] and compiles it into a [`Variant`] (and so a [`ChessGame`]): piece
//! tables, regions as square sets, and the rule flags, reporting every problem with its path.

use super::compile_pieces::{compile_pieces, CompiledPieces, Ground};
use super::counting::CountedPieces;
use super::position::{Position, MAX_TYPES};
use super::spec::{ChessSpec, PromotionRule, StalemateRule};
use super::tables::{Grid, SquareSet, Tables, NONE};
use super::variant::{KingLeap, PieceInfo, Variant};
use super::ChessGame;
use crate::board::BoardSpec;
use crate::spec_problems::SpecError;
use crate::spec_problems::{build_board, Problems};

/// The family's compile entry point: the playable game, or every problem found.
pub(super) fn compile(spec: &ChessSpec) -> Result<ChessGame, Vec<SpecError>> {
    if let Some(players) = spec.players.as_ref().filter(|p| p.len() != 2) {
        return Err(vec![SpecError::new(
            "players",
            format!(
                "{} players named; a chess-family game has two",
                players.len()
            ),
        )
        .with_hint(
            "name the side FEN calls `w` first, e.g. `players: [{ name: Red }, { name: Black }]`",
        )]);
    }
    Ok(ChessGame::new(spec.build_variant()?))
}

/// The type of the piece with `id`; an unknown id is a problem at `path`.
fn piece_named(pieces: &[PieceInfo], id: &str, path: &str, problems: &mut Problems) -> Option<u8> {
    let found = pieces.iter().position(|p| p.id == id);
    if found.is_none() {
        problems.push(
            path,
            format!("no piece `{id}` in `pieces`"),
            Some("name a piece id of this ruleset, e.g. `rook`"),
        );
    }
    found.map(|t| t as u8)
}

impl ChessSpec {
    /// Compiles the spec into tables, collecting every problem.
    pub fn build_variant(&self) -> Result<Variant, Vec<SpecError>> {
        let (files, ranks) = match &*self.board {
            BoardSpec::Square { files, ranks, .. } => (*files as i32, *ranks as i32),
            _ => {
                return Err(vec![SpecError::new(
                    "board.kind",
                    "chess-family games need a square board",
                )])
            }
        };
        if files * ranks > 128 {
            return Err(vec![SpecError::new(
                "board",
                "chess-family boards may have at most 128 squares",
            )]);
        }
        let mut board = build_board(&self.board)?;
        for piece in &self.pieces {
            if let Some(figure) = piece.figure {
                board.drawing_mut().figures.insert(piece.id.clone(), figure);
            }
        }
        let grid = Grid { files, ranks };
        board.drawing_mut().edge_labels = super::move_notation::edge_labels(self.tradition, &grid);
        let n = grid.len();
        let types = self.pieces.len();
        if types == 0 || types > MAX_TYPES {
            return Err(vec![SpecError::new(
                "pieces",
                format!("expected 1 to {MAX_TYPES} piece types"),
            )]);
        }
        let mut ground = Ground {
            board: &board,
            grid,
            problems: Problems::default(),
        };
        let CompiledPieces {
            pieces,
            moves,
            first,
        } = compile_pieces(self, &mut ground);
        let king_leap = self.king_leap.as_ref().map(|kl| {
            let atoms = super::betza::parse(&kl.betza).unwrap_or_else(|e| {
                ground.problems.push("king-leap.betza", e, None);
                Vec::new()
            });
            let mut leaps = Vec::new();
            for side in 0..2 {
                for sq in 0..n as u8 {
                    leaps.push(super::tables::atom_moves(grid, &atoms, side, sq, grid.all()).leaps);
                }
            }
            KingLeap {
                leaps,
                first_move_only: kl.first_move_only,
                lost_when_checked: kl.lost_when_checked,
                lost_when_aimed_by: kl.lost_when_aimed_by.as_deref().and_then(|id| {
                    piece_named(
                        &pieces,
                        id,
                        "king-leap.lost-when-aimed-by",
                        &mut ground.problems,
                    )
                }),
                not_in_check: kl.not_in_check,
            }
        });
        let setup = self
            .setup
            .as_ref()
            .map(|s| ground.region(&s.region, "setup.region"));
        let opening_home = match self.opening.as_ref().and_then(|o| o.stay_home.as_ref()) {
            Some(name) => ground.region(name, "opening.stay-home"),
            None => [grid.all(); 2],
        };
        let impasse_zone = self.impasse_zone(&pieces, &mut ground.problems);
        let setup_objection = self
            .setup
            .as_ref()
            .and_then(|s| s.objection.as_deref())
            .and_then(|id| piece_named(&pieces, id, "setup.objection", &mut ground.problems))
            .map(usize::from);
        let castle_partner = self
            .opening
            .as_ref()
            .and_then(|o| o.castle_right.as_deref())
            .and_then(|id| piece_named(&pieces, id, "opening.castle-right", &mut ground.problems));
        let mut problems = ground.problems;
        let hand_order = self.hand_order_types(&pieces, &mut problems);
        let material_count = self.material_count.as_ref().map(|m| {
            for id in m.points.keys() {
                if !pieces.iter().any(|p| &p.id == id) {
                    problems.push(
                        format!("material-count.points.{id}"),
                        format!("`{id}` is not a piece of this ruleset"),
                        None,
                    );
                }
            }
            let points = pieces
                .iter()
                .map(|p| m.points.get(&p.id).copied().unwrap_or(0))
                .collect();
            (points, m.second_player_bonus)
        });
        self.check_limits(&mut problems);
        let chase = self.chase_ranks(&pieces, &mut problems);
        if !pieces.iter().any(|p| p.royal) {
            problems.push(
                "pieces",
                "no piece is royal",
                Some("mark the king with `royal: true`"),
            );
        }
        problems.check()?;
        let tables = Tables::build(grid, types, &moves);
        let first_moves = Tables::build(grid, types, &first);
        let in_place_promotion = pieces.iter().find_map(|p| {
            p.promotion.as_ref().map(|pr| pr.rule).filter(|&rule| {
                rule == PromotionRule::InPlaceOrStep || rule == PromotionRule::InPlaceOrAnyStep
            })
        });
        let lookahead = in_place_promotion.is_some()
            || self.stalemate == StalemateRule::Forbidden
            || pieces.iter().any(|p| p.no_drop_mate || p.cannot_mate);
        let counted = CountedPieces::find(&pieces);
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
            counted,
            weaker_side_counts: self.weaker_side_counts,
            type_worth: Vec::new(),
            repetition: self
                .repetition
                .as_ref()
                .map(|r| (r.times, r.perpetual_check_loses)),
            repetition_ignores_first_moves: self
                .repetition
                .as_ref()
                .is_some_and(|r| r.ignores_first_move_rights),
            chase,
            move_limit: self.move_limit.as_ref().map(|m| (m.moves, m.checks_extend)),
            shatar_mate: self.shatar_mate,
            shak_by: self.shak_by,
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
            castle_partner,
            lookahead,
            in_place_promotion,
            tradition: self.tradition,
        };
        let start = variant.parse_fen(&self.start).map_err(|e| {
            vec![SpecError::new(
                "start",
                format!("the start position does not read: {e}"),
            )]
        })?;
        variant.set_start(start);
        variant.set_start_swaps(&self.start_swaps)?;
        variant.prepare_count_rights()?;
        Ok(variant)
    }

    /// The piece types in `hand-order` first, then the others in the declared order.
    fn hand_order_types(&self, pieces: &[PieceInfo], problems: &mut Problems) -> Vec<u8> {
        let mut types = Vec::new();
        let order = self.hand_order.as_deref().unwrap_or("");
        for c in order.chars() {
            match pieces.iter().position(|p| p.letter == c.to_string()) {
                Some(t) if !types.contains(&(t as u8)) => types.push(t as u8),
                _ => problems.push(
                    "hand-order",
                    format!("`{c}` is not an unpromoted piece letter, or comes twice"),
                    Some("list each piece letter that can be in hand once, e.g. `ksfrnp`"),
                ),
            }
        }
        let rest: Vec<u8> = (0..pieces.len() as u8)
            .filter(|t| !types.contains(t))
            .collect();
        types.extend(rest);
        types
    }

    /// The squares where a king counts for the impasse rule: the promotion zone of the
    /// ruleset's promoting pieces (a problem when no piece promotes).
    fn impasse_zone(&self, pieces: &[PieceInfo], problems: &mut Problems) -> [SquareSet; 2] {
        if self.impasse.is_none() {
            return [0; 2];
        }
        match pieces.iter().find_map(|p| p.promotion.as_ref()) {
            Some(promotion) => promotion.zone,
            None => {
                problems.push(
                    "impasse",
                    "the impasse counts kings in the promotion zone, but no piece promotes",
                    Some("give the promoting pieces a `promotion` with a `zone`"),
                );
                [0; 2]
            }
        }
    }

    /// Checks the repetition and move limits, which must leave a game to play.
    fn check_limits(&self, problems: &mut Problems) {
        if self.repetition.as_ref().is_some_and(|r| r.times < 2) {
            problems.push(
                "repetition.times",
                "a position must be allowed to stand at least once",
                Some("write 3 for threefold repetition, 4 for shogi's sennichite"),
            );
        }
        if self.move_limit.as_ref().is_some_and(|m| m.moves == 0) {
            problems.push(
                "move-limit.moves",
                "a limit of 0 moves would end every game at once",
                Some("write 50 for the fifty-move rule"),
            );
        }
    }
}

impl Variant {
    /// Makes `start` the start position, with the counts and types it begins with.
    fn set_start(&mut self, start: Position) {
        for sq in 0..self.grid.len() {
            let code = start.board[sq];
            if code != 0 {
                self.start_types[sq] = Position::kind(code);
            }
        }
        for side in 0..2 {
            for ty in 0..self.pieces.len() {
                self.start_counts[side][ty] = start.counts[side][ty] + start.hands[side][ty];
            }
        }
        self.start = start;
    }
}
