//! Moves from the hand: placing pieces during a setup (sittuyin) and drops (shogi), with the
//! squares each piece may be placed on.

use super::movegen::{ChessMove, MoveKind};
use super::position::Position;
use super::variant::Variant;

impl Variant {
    /// Setup phase: place a piece from the hand in the setup region.
    pub(super) fn generate_setup(&self, pos: &Position, us: usize, out: &mut Vec<ChessMove>) {
        let Some(region) = self.setup else { return };
        for (ty, info) in self.pieces.iter().enumerate() {
            if pos.hands[us][ty] == 0 || (pos.flags.displaced && !self.displaceable(us, ty)) {
                continue;
            }
            let allowed = info.setup_region.map_or(region[us], |r| r[us]);
            for to in 0..self.n() as u8 {
                if allowed & (1u128 << to) != 0
                    && self.may_place(pos, us, ty, to)
                    && !self.objected(pos, us, ty, to)
                {
                    out.push(ChessMove {
                        from: ty as u8,
                        to,
                        promo: 0,
                        kind: MoveKind::Drop,
                    });
                }
            }
        }
    }

    /// Whether `side`'s pieces of type `ty` stood on the board at the start (so a setup drop
    /// may displace them, with `setup.displace-pawns`).
    pub(super) fn displaceable(&self, side: usize, ty: usize) -> bool {
        self.displace_pawns && self.start.counts[side][ty] > 0
    }

    /// Whether a setup drop of `ty` may go to `to`: an empty square, or one holding a
    /// displaceable piece of the side when `ty` is not one itself.
    pub(super) fn may_place(&self, pos: &Position, us: usize, ty: usize, to: u8) -> bool {
        let code = pos.board[usize::from(to)];
        code == 0
            || (Position::side_of(code) == us
                && self.displaceable(us, usize::from(Position::kind(code)))
                && !self.displaceable(us, ty))
    }

    /// Whether the first player objects to the second player's placing `ty` on `to`
    /// (`setup.objection`): a second piece of that type on the file, or the file of the first
    /// player's royal piece.
    pub(super) fn objected(&self, pos: &Position, us: usize, ty: usize, to: u8) -> bool {
        if us != 1 || self.setup_objection != Some(ty) {
            return false;
        }
        let files = self.grid.files as usize;
        let file = usize::from(to) % files;
        (file..self.n()).step_by(files).any(|sq| {
            let code = pos.board[sq];
            if code == 0 || sq == usize::from(to) {
                return false;
            }
            let kind = usize::from(Position::kind(code));
            match Position::side_of(code) {
                1 => kind == ty,
                _ => self.pieces[kind].royal,
            }
        })
    }

    /// Drops of captured pieces.
    pub(super) fn generate_drops(&self, pos: &Position, us: usize, out: &mut Vec<ChessMove>) {
        let files = self.grid.files as usize;
        for (ty, info) in self.pieces.iter().enumerate() {
            if pos.hands[us][ty] == 0 {
                continue;
            }
            let mut blocked_files = 0u32;
            if info.one_per_file {
                let code = Position::code(us, ty as u8);
                for sq in 0..self.n() {
                    if pos.board[sq] == code {
                        blocked_files |= 1 << (sq % files);
                    }
                }
            }
            for to in 0..self.n() {
                if pos.board[to] == 0
                    && info.stuck[us] & (1u128 << to) == 0
                    && blocked_files & (1 << (to % files)) == 0
                {
                    out.push(ChessMove {
                        from: ty as u8,
                        to: to as u8,
                        promo: 0,
                        kind: MoveKind::Drop,
                    });
                }
            }
        }
    }
}
