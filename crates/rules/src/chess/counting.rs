//! Counting rules (makruk, ouk chatrang, sittuyin, senterej's bare king): when a count starts, how long it runs, and
//! when it has run out. Counts run in plies, as Fairy-Stockfish keeps them, so positions
//! written as FEN carry the same limit and count.
//!
//! The pieces a count weighs are recognised by what they do, not by their letters: the pawn is
//! the piece that promotes, the rook, the khon and the horse the pieces that move as Betza's
//! `R`, `FfW` and `N` ([`CountedPieces`]).

use super::betza::{self, Atom};
use super::position::Position;
use super::spec::CountingRule;
use super::tables::NONE;
use super::variant::{PieceInfo, Variant};

/// The rook's move, a ride along ranks and files, in Betza's notation.
const ROOK_MOVE: &str = "R";
/// The khon's (the silver general's) move: one step diagonally or straight forward.
const KHON_MOVE: &str = "FfW";
/// The horse's move, the knight's leap.
const HORSE_MOVE: &str = "N";

/// The piece types a counting rule weighs, found in the compiled pieces once.
#[derive(Clone, Debug, Default)]
pub(crate) struct CountedPieces {
    /// The piece that promotes.
    pawn: Option<u8>,
    /// The piece that moves as a rook.
    rook: Option<u8>,
    /// The piece that moves as a khon.
    khon: Option<u8>,
    /// The piece that moves as a horse.
    horse: Option<u8>,
}

impl CountedPieces {
    /// Finds the pawn (the first non-royal piece that promotes) and the pieces that move as
    /// a rook, a khon and a horse; a ruleset without one of them counts none of it.
    pub(crate) fn find(pieces: &[PieceInfo]) -> CountedPieces {
        let described = pieces.iter().map(|p| Described {
            royal: p.royal,
            promotes: p.promotion.is_some(),
            betza: &p.described.betza,
        });
        CountedPieces::find_in(&described.collect::<Vec<_>>())
    }

    fn find_in(pieces: &[Described]) -> CountedPieces {
        let moving_as = |text: &str| {
            let wanted = betza::parse(text).unwrap_or_default();
            let same = |atoms: &[Atom]| {
                atoms.len() == wanted.len() && wanted.iter().all(|a| atoms.contains(a))
            };
            pieces
                .iter()
                .position(|p| !p.royal && betza::parse(p.betza).is_ok_and(|atoms| same(&atoms)))
        };
        let as_type = |t: Option<usize>| t.and_then(|t| u8::try_from(t).ok());
        CountedPieces {
            pawn: as_type(pieces.iter().position(|p| !p.royal && p.promotes)),
            rook: as_type(moving_as(ROOK_MOVE)),
            khon: as_type(moving_as(KHON_MOVE)),
            horse: as_type(moving_as(HORSE_MOVE)),
        }
    }
}

/// What counting reads of one piece type: whether it is royal, whether it promotes, its moves.
struct Described<'a> {
    royal: bool,
    promotes: bool,
    betza: &'a str,
}

/// The moves a bare king must survive for senterej's draw.
const SENTEREJ_BARE_KING_MOVES: u16 = 7;

/// Sittuyin's count for a rook against a bare king, in moves.
const ROOK_COUNT: u32 = 16;

/// The moves a bare sittuyin king on a central square plays before the rook's count begins.
const CENTRAL_KING_GRACE: u32 = 5;

impl Variant {
    /// How many pieces of type `ty` (none: 0) `side` has on the board.
    fn type_count(pos: &Position, side: usize, ty: Option<u8>) -> u32 {
        ty.map_or(0, |t| u32::from(pos.counts[side][usize::from(t)]))
    }

    /// Pawns on the board, both sides'.
    fn pawns(&self, pos: &Position) -> u32 {
        let pawn = self.counted.pawn;
        Self::type_count(pos, 0, pawn) + Self::type_count(pos, 1, pawn)
    }

    /// Pieces of `side` on the board, king included.
    fn all_pieces(&self, pos: &Position, side: usize) -> u32 {
        pos.counts[side].iter().map(|&c| u32::from(c)).sum()
    }

    /// The moves `side` is allowed to mate in from here; 0 when no count applies to it.
    fn count_moves(&self, rule: CountingRule, pos: &Position, side: usize) -> u32 {
        let other = 1 - side;
        let pawns = self.pawns(pos);
        let (ours, theirs) = (self.all_pieces(pos, side), self.all_pieces(pos, other));
        let counted = &self.counted;
        let has = |ty: Option<u8>| Self::type_count(pos, other, ty);
        match rule {
            CountingRule::Makruk | CountingRule::Cambodian => {
                let less = u32::from(rule == CountingRule::Cambodian);
                if theirs == 1 || (rule == CountingRule::Makruk && pawns > 0) {
                    return 0;
                }
                if rule == CountingRule::Cambodian && ours > 3 {
                    return 0;
                }
                if ours > 1 {
                    return 64 - less;
                }
                if pawns > 0 {
                    return 0;
                }
                let moves = match (has(counted.rook), has(counted.khon), has(counted.horse)) {
                    (r, _, _) if r > 1 => 8,
                    (1, _, _) => 16,
                    (_, s, _) if s > 1 => 22,
                    (_, _, n) if n > 1 => 32,
                    (_, 1, _) => 44,
                    _ => 64,
                };
                moves - less
            }
            // Senterej's count is started by `update_bare_king_count`, never from here.
            CountingRule::Senterej => 0,
            CountingRule::Asean | CountingRule::Sittuyin => {
                if pawns > 0 || ours > 1 {
                    0
                } else if has(counted.rook) > 0 {
                    ROOK_COUNT
                } else if rule == CountingRule::Sittuyin {
                    64
                } else if has(counted.khon) > 0 {
                    44
                } else if has(counted.horse) > 0 {
                    64
                } else {
                    0
                }
            }
        }
    }

    /// Counts the ply just played and starts a count where one begins (`captured`: the piece
    /// type taken, if any; `promoted`: the move promoted). `pos` has the next side to move.
    pub(crate) fn update_count(&self, pos: &mut Position, captured: Option<u8>, promoted: bool) {
        let Some(rule) = self.counting else { return };
        if rule == CountingRule::Senterej {
            self.update_bare_king_count(pos);
            return;
        }
        if pos.flags.count_limit != 0 {
            pos.flags.count_ply = pos.flags.count_ply.saturating_add(1);
            // A running count is replaced only after a capture or a promotion.
            if captured.is_none() && !promoted {
                return;
            }
        }
        let to_move = usize::from(pos.flags.side);
        let mover = 1 - to_move;
        let pawns = self.pawns(pos);
        if pawns > 0 && rule != CountingRule::Cambodian {
            // Makruk's and sittuyin's counts never start while a pawn is left.
            return;
        }
        let total = self.all_pieces(pos, 0) + self.all_pieces(pos, 1);
        let counting_like_asean = matches!(rule, CountingRule::Asean | CountingRule::Sittuyin);
        let took_pawn = captured.is_some() && captured == self.counted.pawn;
        if !counting_like_asean && took_pawn && self.all_pieces(pos, mover) == 1 && pawns == 0 {
            let moves = self.count_moves(rule, pos, mover);
            if moves > 0 {
                pos.flags.count_limit = (2 * moves) as u16;
                pos.flags.count_ply = (2 * total - 1) as u16;
            }
        }
        let bare = self.all_pieces(pos, to_move) == 1;
        if pos.flags.count_limit == 0 || ((captured.is_some() || promoted) && bare) {
            let moves = self.count_moves(rule, pos, to_move);
            let moves = moves + self.central_king_grace(rule, pos, to_move, moves);
            if moves > 0 {
                pos.flags.count_limit = (2 * moves) as u16;
                pos.flags.count_ply = if counting_like_asean || !bare {
                    0
                } else {
                    (2 * total) as u16
                };
            }
        }
    }

    /// Sittuyin as the archive reads it: a bare king on one of the four central squares when
    /// a rook's 16-move count starts gets five moves before the count begins (21 in all).
    fn central_king_grace(
        &self,
        rule: CountingRule,
        pos: &Position,
        side: usize,
        moves: u32,
    ) -> u32 {
        if rule != CountingRule::Sittuyin || moves != ROOK_COUNT {
            return 0;
        }
        let king = pos.flags.royal[side];
        if king != NONE && self.on_centre(king) {
            CENTRAL_KING_GRACE
        } else {
            0
        }
    }

    /// Whether `sq` is one of the board's central squares: the middle file and rank, or the
    /// two middle ones of an even count (d4, e4, d5 and e5 on 8x8).
    fn on_centre(&self, sq: u8) -> bool {
        let middle = |n: i32, at: i32| (n - 1) / 2 <= at && at <= n / 2;
        let (x, y) = self.grid.xy(sq);
        middle(self.grid.files, x) && middle(self.grid.ranks, y)
    }

    /// Senterej: the count starts when the side to move has just been reduced to its king
    /// while the other side has more, and then runs whatever is captured or promoted. Its
    /// limit is 13 plies, so it runs out on the 14th: the bare king's seventh move and the
    /// opponent's seventh reply, which may still mate.
    fn update_bare_king_count(&self, pos: &mut Position) {
        if pos.flags.count_limit != 0 {
            pos.flags.count_ply = pos.flags.count_ply.saturating_add(1);
            return;
        }
        let to_move = usize::from(pos.flags.side);
        if self.all_pieces(pos, to_move) == 1 && self.all_pieces(pos, 1 - to_move) > 1 {
            pos.flags.count_limit = 2 * SENTEREJ_BARE_KING_MOVES - 1;
            pos.flags.count_ply = 0;
        }
    }

    /// Whether a running count has been exceeded; a side checkmated on that ply still loses.
    pub(crate) fn count_ran_out(&self, pos: &Position) -> bool {
        let f = &pos.flags;
        if f.count_limit == 0 || f.count_ply <= f.count_limit {
            return false;
        }
        let us = usize::from(f.side);
        !self.in_check(pos, us) || self.has_legal_move(&mut pos.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(royal: bool, promotes: bool, betza: &str) -> Described<'_> {
        Described {
            royal,
            promotes,
            betza,
        }
    }

    /// The types found for the pawn, the rook, the khon and the horse.
    fn found(pieces: &[Described]) -> [Option<u8>; 4] {
        let c = CountedPieces::find_in(pieces);
        [c.pawn, c.rook, c.khon, c.horse]
    }

    #[test]
    fn counted_pieces_are_found_by_promotion_and_movement_in_any_order() {
        // Sittuyin's pieces, listed in another order than makruk's.
        let pieces = [
            piece(false, true, "fmWfcF"),
            piece(false, false, "R"),
            piece(true, false, "K"),
            piece(false, false, "N"),
            piece(false, false, "F"),
            piece(false, false, "FfW"),
        ];
        assert_eq!(found(&pieces), [Some(0), Some(1), Some(5), Some(3)]);
    }

    #[test]
    fn the_same_moves_written_in_another_order_are_the_same_piece() {
        let pieces = [piece(false, false, "fWF"), piece(false, false, "WW")];
        assert_eq!(found(&pieces), [None, Some(1), Some(0), None]);
    }

    #[test]
    fn a_piece_missing_from_the_ruleset_is_never_counted() {
        let pieces = [piece(true, false, "K"), piece(false, false, "Q")];
        assert_eq!(found(&pieces), [None; 4]);
    }
}
