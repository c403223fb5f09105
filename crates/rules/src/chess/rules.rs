//! Rules that end the game: checkmate and stalemate results, bare king, bikjang and double
//! passes, counting, shatar's mate rules and shogi's impasse.

use super::position::Position;
use super::spec::{BareKingRule, ShakBy, StalemateRule};
use super::variant::Variant;
use crate::game::{Outcome, Player};
use crate::phrase::{Arg, Phrase};

/// A win for `side` by `rule`.
pub(super) fn win(side: usize, rule: impl Into<Rule>) -> Outcome {
    Outcome {
        winner: Some(Player(side as u8)),
        rule: rule.into().0,
        scores: None,
    }
}

/// A draw by `rule`.
pub(super) fn draw(rule: impl Into<Rule>) -> Outcome {
    Outcome {
        winner: None,
        rule: rule.into().0,
        scores: None,
    }
}

/// A deciding rule: a phrase, or the id of a `board-rule-*` message without values.
pub(super) struct Rule(pub Phrase);

impl From<&str> for Rule {
    fn from(id: &str) -> Rule {
        Rule(Phrase::new(id))
    }
}

impl From<Phrase> for Rule {
    fn from(phrase: Phrase) -> Rule {
        Rule(phrase)
    }
}

impl Variant {
    /// A result that ends the game before any move is generated (Fairy-Stockfish's
    /// "immediate game end"); `None` when play goes on.
    pub fn immediate_end(&self, pos: &Position) -> Option<Outcome> {
        let us = usize::from(pos.flags.side);
        let them = 1 - us;
        if pos.flags.royal_count[us] == 0 && !pos.in_setup(self, us) {
            return Some(win(them, "board-rule-royal-pieces-captured"));
        }
        let f = &pos.flags;
        if f.plies > 0 && f.bikjang && f.prev_bikjang {
            return Some(self.scored_or_drawn(pos, "board-rule-bikjang"));
        }
        if self.lone_screen_check(pos) {
            return Some(draw("board-rule-lone-screen"));
        }
        if f.plies > 0 && f.passed && f.prev_passed {
            return Some(self.scored_or_drawn(pos, "board-rule-both-passed-in-a-row"));
        }
        if let Some(outcome) = self.bare_king_end(pos, us) {
            return Some(outcome);
        }
        if self.count_ran_out(pos) {
            return Some(draw("board-rule-count-ran-out"));
        }
        if self.only_promotions_left(pos, us) {
            return Some(draw("board-rule-stalemate-promotions"));
        }
        if let Some(threshold) = self.impasse {
            return self.impasse_end(pos, threshold);
        }
        None
    }

    /// A draw, or with `material-count` a win for the side with more points.
    pub(super) fn scored_or_drawn(&self, pos: &Position, rule: impl Into<Rule>) -> Outcome {
        let rule = rule.into().0;
        let Some((points, bonus)) = &self.material_count else {
            return draw(rule);
        };
        let total = |side: usize| -> u32 {
            (0..self.pieces.len())
                .map(|t| u32::from(pos.counts[side][t]) * points[t])
                .sum()
        };
        let (first, second) = (f64::from(total(0)), f64::from(total(1)) + bonus);
        let rule = Phrase::new("board-rule-material")
            .with("rule", rule)
            .with("first", Arg::code(first.to_string()))
            .with("second", Arg::code(second.to_string()));
        if first > second {
            win(0, rule)
        } else if second > first {
            win(1, rule)
        } else {
            draw(rule)
        }
    }

    fn bare_king_end(&self, pos: &Position, us: usize) -> Option<Outcome> {
        let them = 1 - us;
        if self.bare_king == BareKingRule::None || pos.in_setup(self, 0) || pos.in_setup(self, 1) {
            return None;
        }
        let (ours, theirs) = (pos.army(self, us), pos.army(self, them));
        if ours == 0 && theirs == 0 {
            return (self.bare_king != BareKingRule::LosesUnlessBaredBackPlayOn)
                .then(|| draw("board-rule-two-bare-kings"));
        }
        match self.bare_king {
            BareKingRule::None => None,
            BareKingRule::Draw => {
                (ours == 0 || theirs == 0).then(|| draw("board-rule-bare-king-robado"))
            }
            BareKingRule::Loses => {
                if ours == 0 {
                    Some(win(them, "board-rule-bare-king"))
                } else if theirs == 0 {
                    Some(win(us, "board-rule-bare-king"))
                } else {
                    None
                }
            }
            BareKingRule::LosesUnlessBaredBack | BareKingRule::LosesUnlessBaredBackPlayOn => {
                if theirs == 0 {
                    // The other side was bared and could not bare us back.
                    Some(win(us, "board-rule-bare-king"))
                } else if ours == 0 && theirs >= 2 {
                    Some(win(them, "board-rule-bare-king"))
                } else {
                    None
                }
            }
        }
    }

    /// Sittuyin as Fairy-Stockfish plays it: a side left with its king and one pawn, not in
    /// check, whose every legal move is a promotion, is stalemated (promotion is never
    /// compulsory).
    fn only_promotions_left(&self, pos: &Position, us: usize) -> bool {
        if self.in_place_promotion != Some(super::spec::PromotionRule::InPlaceOrStep) {
            return false;
        }
        let pieces: u32 = pos.counts[us].iter().map(|&c| u32::from(c)).sum();
        let pawn = self.pieces.iter().position(|p| {
            p.promotion
                .as_ref()
                .is_some_and(|pr| pr.rule == super::spec::PromotionRule::InPlaceOrStep)
        });
        if pieces != 2 || pawn.map_or(true, |t| pos.counts[us][t] != 1) || self.in_check(pos, us) {
            return false;
        }
        let mut scratch = pos.clone();
        let mut moves = Vec::new();
        self.legal_moves_into(&mut scratch, &mut moves);
        moves.iter().all(|m| m.promo != 0)
    }

    fn impasse_end(&self, pos: &Position, threshold: u32) -> Option<Outcome> {
        let (w, b) = (pos.flags.royal[0], pos.flags.royal[1]);
        if w == super::tables::NONE || b == super::tables::NONE {
            return None;
        }
        let inside = |side: usize, sq: u8| self.impasse_zone[side] & (1u128 << sq) != 0;
        if !(inside(0, w) && inside(1, b)) {
            return None;
        }
        let points = |side: usize| -> u32 {
            (0..self.pieces.len())
                .filter(|&t| !self.pieces[t].royal)
                .map(|t| {
                    let n = u32::from(pos.counts[side][t]) + u32::from(pos.hands[side][t]);
                    n * self.pieces[t].impasse_points
                })
                .sum()
        };
        let (pw, pb) = (points(0), points(1));
        let mut outcome = match (pw >= threshold, pb >= threshold) {
            (true, false) => win(0, "board-rule-impasse-black-short"),
            (false, true) => win(1, "board-rule-impasse-white-short"),
            _ => draw("board-rule-impasse-both-enough"),
        };
        outcome.scores = Some(vec![pw as i32, pb as i32]);
        Some(outcome)
    }

    /// The full result: immediate ends, the move limit and repetition (when the position
    /// carries its history), then checkmate or stalemate when no move is legal.
    pub fn outcome(&self, pos: &Position) -> Option<Outcome> {
        let outcome = self.outcome_as_played(pos)?;
        Some(self.counted_mate(pos, self.forfeited_win(pos, outcome)))
    }

    fn outcome_as_played(&self, pos: &Position) -> Option<Outcome> {
        if let Some(outcome) = self.immediate_end(pos).or_else(|| self.history_end(pos)) {
            return Some(outcome);
        }
        let mut scratch = pos.clone();
        if self.has_legal_move(&mut scratch) {
            return None;
        }
        let us = usize::from(pos.flags.side);
        let them = 1 - us;
        if self.in_check(pos, us) {
            let losing = self.types_where(|p| p.mate_loses);
            let checkers = self.checker_types(pos, us);
            if losing != 0 && checkers & !losing == 0 {
                let by = (0..self.pieces.len())
                    .filter(|t| checkers & 1 << t != 0)
                    .map(|t| self.pieces[t].id.as_str());
                let rule = Phrase::new("board-rule-mate-by-alone").with("pieces", Arg::terms(by));
                return Some(win(us, rule));
            }
            if self.shatar_mate && !pos.flags.shak_run[them] {
                return Some(draw("board-rule-niol"));
            }
            if pos.flags.dropped_mate_loser {
                return Some(win(us, "board-rule-dropped-pawn-mate"));
            }
            return Some(win(them, "board-rule-checkmate"));
        }
        Some(match self.stalemate {
            StalemateRule::Loss => win(them, "board-rule-stalemate-loses"),
            StalemateRule::Win => win(us, "board-rule-stalemate-wins"),
            StalemateRule::Draw | StalemateRule::Forbidden => draw("board-rule-stalemate"),
        })
    }

    /// Shatar: tracks whether each side's run of checks contains a shak.
    pub(crate) fn update_shak(&self, pos: &mut Position, us: usize, mv: super::movegen::ChessMove) {
        let them = 1 - us;
        let gives_check = self.in_check(pos, them);
        let shak = match (self.shak_by, mv.kind) {
            (ShakBy::CheckingPiece, _) => {
                gives_check && self.checker_types(pos, them) & self.types_where(|p| p.shak) != 0
            }
            (_, super::movegen::MoveKind::Drop | super::movegen::MoveKind::Pass) => false,
            _ => self.pieces[usize::from(Position::kind(pos.board[usize::from(mv.to)]))].shak,
        };
        let f = &mut pos.flags;
        f.checking[us] = gives_check;
        f.shak_run[us] = gives_check && (f.shak_run[us] || shak);
    }

    /// Shatar, where every checking piece counts: in a position read from a FEN, the check
    /// standing in it starts the checking side's run, a shak when a shak piece gives it.
    pub(super) fn read_standing_shak(&self, pos: &mut Position) {
        if !self.shatar_mate || self.shak_by != ShakBy::CheckingPiece {
            return;
        }
        let side = usize::from(pos.flags.side);
        let checkers = self.checker_types(pos, side);
        let f = &mut pos.flags;
        f.checking[1 - side] = checkers != 0;
        f.shak_run[1 - side] = checkers & self.types_where(|p| p.shak) != 0;
    }

    /// The piece types whose compiled rules satisfy `keep`, one bit a type.
    fn types_where(&self, keep: impl Fn(&super::variant::PieceInfo) -> bool) -> u32 {
        self.pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| keep(p))
            .fold(0, |mask, (t, _)| mask | 1 << t)
    }
}
