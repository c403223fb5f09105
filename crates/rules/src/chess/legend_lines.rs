//! A chess-family piece's legend in sentences: what its pictures do not show (royalty, the
//! region it never leaves, its zones, promotion, drops), as phrases said by
//! `i18n/<lang>/legend-chess.ftl`.

use super::spec::{LineMove, PromotionRule};
use super::tables::SquareSet;
use super::variant::{PieceInfo, Variant};
use crate::board::square_label;
use crate::legend::words::region_name;
use crate::legend::{Arg, Phrase};

impl Variant {
    /// A region's squares for side 0 in a few words: `rank 9`, `ranks 7 to 9`, `d1 to f3`,
    /// `12 squares` (`legend-chess-squares-*`).
    pub(crate) fn squares_phrase(&self, set: SquareSet) -> Phrase {
        let cells: Vec<(i32, i32)> = (0..self.grid.len() as u8)
            .filter(|&sq| set & (1u128 << sq) != 0)
            .map(|sq| self.grid.xy(sq))
            .collect();
        let (Some(x0), Some(x1)) = (
            cells.iter().map(|c| c.0).min(),
            cells.iter().map(|c| c.0).max(),
        ) else {
            return Phrase::new("legend-chess-squares-none");
        };
        let y0 = cells.iter().map(|c| c.1).min().unwrap_or(0);
        let y1 = cells.iter().map(|c| c.1).max().unwrap_or(0);
        let rectangle = cells.len() as i32 == (x1 - x0 + 1) * (y1 - y0 + 1);
        if !rectangle {
            return Phrase::new("legend-chess-squares-count").with("count", cells.len());
        }
        let rank = |y: i32| Arg::Number((y + 1) as u64);
        if x0 == 0 && x1 == self.grid.files - 1 {
            return if y0 == y1 {
                Phrase::new("legend-chess-squares-rank").with("rank", rank(y0))
            } else {
                Phrase::new("legend-chess-squares-ranks")
                    .with("from", rank(y0))
                    .with("to", rank(y1))
            };
        }
        Phrase::new("legend-chess-squares-between")
            .with("from", Arg::code(square_label(x0 as usize, y0 as usize)))
            .with("to", Arg::code(square_label(x1 as usize, y1 as usize)))
    }

    /// Everything about piece kind `ty` that a picture does not show, in sentences.
    pub(crate) fn piece_lines(&self, ty: usize) -> Vec<Phrase> {
        let info = &self.pieces[ty];
        let text = &info.described;
        let mut lines = Vec::new();
        if info.royal {
            lines.push(Phrase::new("legend-chess-royal"));
            if let Some(kl) = &self.king_leap {
                let when = if kl.first_move_only {
                    "legend-chess-king-leap-until-moved"
                } else {
                    "legend-chess-king-leap-once"
                };
                let unless = kl
                    .lost_when_checked
                    .then(|| Phrase::new("legend-chess-king-leap-unless-checked"));
                let never = kl
                    .not_in_check
                    .then(|| Phrase::new("legend-chess-king-leap-not-in-check"));
                lines.push(
                    Phrase::new("legend-chess-king-leap")
                        .with("when", Phrase::new(when))
                        .with("unless-checked", unless)
                        .with("not-in-check", never),
                );
            }
        }
        if let Some((name, set)) = &text.confined {
            lines.push(
                Phrase::new("legend-chess-never-leaves")
                    .with("region", region_name(name))
                    .with("squares", self.squares_phrase(set[0])),
            );
        }
        for (region, set, betza) in &text.zones {
            let (id, name) = match region.strip_prefix('!') {
                Some(rest) => ("legend-chess-zone-outside", rest),
                None => ("legend-chess-zone-in", region.as_str()),
            };
            lines.push(
                Phrase::new(id)
                    .with("region", Arg::term(name))
                    .with("squares", self.squares_phrase(set[0]))
                    .with("betza", Arg::code(betza.as_str())),
            );
        }
        if let Some(kind) = text.palace_lines {
            lines.push(Phrase::new(match kind {
                LineMove::Step => "legend-chess-palace-step",
                LineMove::ForwardStep => "legend-chess-palace-forward-step",
                LineMove::Slide => "legend-chess-palace-slide",
                LineMove::Hop => "legend-chess-palace-hop",
            }));
        }
        if info.no_hop_over_same {
            lines.push(
                Phrase::new("legend-chess-no-hop-over-same")
                    .with("piece", Arg::term(info.id.as_str())),
            );
        }
        if let Some(first) = &text.first_move {
            lines.push(
                Phrase::new("legend-chess-first-move").with("betza", Arg::code(first.as_str())),
            );
        }
        if let Some(p) = &info.promotion {
            let to = Arg::terms(p.to.iter().map(|&t| &self.pieces[usize::from(t)].id));
            let lost = p
                .only_lost
                .then(|| Phrase::new("legend-chess-promotion-only-lost"));
            let id = match p.rule {
                PromotionRule::OnEntry => "legend-chess-promotion-on-entry",
                PromotionRule::EnterOrLeave => "legend-chess-promotion-enter-or-leave",
                PromotionRule::ByStartSquare => "legend-chess-promotion-by-start-square",
                PromotionRule::InPlaceOrStep => "legend-chess-promotion-in-place-or-step",
                PromotionRule::InPlaceOrAnyStep => "legend-chess-promotion-in-place-or-any-step",
            };
            lines.push(
                Phrase::new(id)
                    .with("zone", self.squares_phrase(p.zone[0]))
                    .with("to", to)
                    .with("choices", p.to.len())
                    .with("only-lost", lost),
            );
        }
        if self.drops && !info.royal {
            lines.extend(self.drop_lines(ty, info));
        }
        for (has, id) in [
            (info.shak, "legend-chess-shak"),
            (info.cannot_mate, "legend-chess-cannot-mate"),
            (info.mate_loses, "legend-chess-mate-loses"),
        ] {
            if has {
                lines.push(Phrase::new(id));
            }
        }
        lines
    }

    /// What becomes of piece kind `ty` when captured in a game with drops.
    fn drop_lines(&self, ty: usize, info: &PieceInfo) -> Vec<Phrase> {
        let base = usize::from(info.unpromoted);
        if base != ty {
            let back = Arg::term(self.pieces[base].id.as_str());
            return vec![Phrase::new("legend-chess-captured-demoted").with("piece", back)];
        }
        let mut lines = vec![if info.stuck[0] != 0 {
            Phrase::new("legend-chess-captured-dropped-not-on")
                .with("squares", self.squares_phrase(info.stuck[0]))
        } else {
            Phrase::new("legend-chess-captured-dropped")
        }];
        if info.one_per_file {
            lines.push(Phrase::new("legend-chess-drop-one-per-file"));
        }
        if info.no_drop_mate {
            lines.push(Phrase::new("legend-chess-drop-no-mate"));
        }
        lines
    }
}
