//! The moves outside the piece tables: the king's leap, castling during an opening, and
//! passing.

use super::movegen::{ChessMove, MoveKind};
use super::position::Position;
use super::tables::{CAPTURES, MOVES, NONE};
use super::variant::Variant;

impl Variant {
    /// King leap, castling, pass.
    pub(super) fn generate_specials(
        &self,
        pos: &Position,
        us: usize,
        opening: bool,
        out: &mut Vec<ChessMove>,
    ) {
        let king = pos.flags.royal[us];
        if king == NONE {
            return;
        }
        if let Some(kl) = &self.king_leap {
            if pos.flags.leap[us] && !(kl.not_in_check && self.in_check(pos, us)) {
                for l in &kl.leaps[us * self.n() + usize::from(king)] {
                    let target = pos.board[usize::from(l.to)];
                    let ok = if target == 0 {
                        l.flags & MOVES != 0
                    } else {
                        Position::side_of(target) != us && l.flags & CAPTURES != 0
                    };
                    let home = match (&self.opening, opening) {
                        (Some(o), true) => {
                            !(o.no_capture && target != 0)
                                && self.opening_home[us] & (1u128 << l.to) != 0
                        }
                        _ => true,
                    };
                    if ok && home {
                        out.push(ChessMove {
                            from: king,
                            to: l.to,
                            promo: 0,
                            kind: MoveKind::KingLeap,
                        });
                    }
                }
            }
        }
        if opening && self.castle_partner.is_some() {
            if let Some((to, _, _)) = self.castle_squares(pos, us) {
                out.push(ChessMove {
                    from: king,
                    to,
                    promo: 0,
                    kind: MoveKind::CastleRight,
                });
            }
        }
        if self.pass {
            out.push(ChessMove {
                from: king,
                to: king,
                promo: 0,
                kind: MoveKind::Pass,
            });
        }
    }

    /// For castling to the right: the king's destination, and the rook's squares.
    pub(super) fn castle_squares(&self, pos: &Position, us: usize) -> Option<(u8, u8, u8)> {
        let king = pos.flags.royal[us];
        if king == NONE || king != self.start.flags.royal[us] {
            return None;
        }
        let (x, y) = self.grid.xy(king);
        let dir = if us == 0 { 1 } else { -1 };
        let to = self.grid.at(x + 2 * dir, y)?;
        let over = self.grid.at(x + dir, y)?;
        let mut k = 1;
        while let Some(sq) = self.grid.at(x + dir * k, y) {
            let code = pos.board[usize::from(sq)];
            if code != 0 {
                let is_partner = Position::side_of(code) == us
                    && Some(Position::kind(code)) == self.castle_partner;
                return (is_partner && k >= 3).then_some((to, sq, over));
            }
            k += 1;
        }
        None
    }
}
