//! The last item of a chess-family legend: how the game is won, drawn and begun, in
//! phrases read from the compiled rule flags (`legend-chess-*` in
//! `i18n/<lang>/legend-chess.ftl`).

use super::spec::{BareKingRule, CountingRule, OpeningSpec, ShakBy, StalemateRule};
use super::variant::{PieceInfo, Variant};
use crate::legend::words::part;
use crate::legend::{Arg, LegendItem, Phrase};

impl Variant {
    /// The pieces that `keep` picks, in the declared order, listed as terms.
    fn pieces_named(&self, keep: impl Fn(&PieceInfo) -> bool) -> Arg {
        Arg::terms(self.pieces.iter().filter(|p| keep(p)).map(|p| &p.id))
    }

    /// The rules of play: the goal, stalemate, bare king, counting, passes, drops and the
    /// opening, each as a sentence when the ruleset has it.
    pub fn play_legend(&self) -> LegendItem {
        let mut lines = vec![
            Phrase::new("legend-chess-checkmate").with("royal", self.pieces_named(|p| p.royal))
        ];
        lines.push(Phrase::new(match self.stalemate {
            StalemateRule::Loss => "legend-chess-stalemate-loses",
            StalemateRule::Win => "legend-chess-stalemate-wins",
            StalemateRule::Draw => "legend-chess-stalemate-draws",
            StalemateRule::Forbidden => "legend-chess-stalemate-forbidden",
        }));
        let flags = [
            (self.flying_general, "legend-chess-flying-general"),
            (self.bikjang, "legend-chess-bikjang"),
            (self.facing_forfeits_win, "legend-chess-facing-forfeits-win"),
            (self.screen_check_draws, "legend-chess-screen-check-draws"),
            (self.stalemate_swap, "legend-chess-stalemate-swap"),
            (self.pass, "legend-chess-pass"),
            (
                !self.pass && self.pass_when_stuck,
                "legend-chess-pass-when-stuck",
            ),
        ];
        lines.extend(flags.iter().filter(|f| f.0).map(|f| Phrase::new(f.1)));
        lines.extend(self.bare_king_line().map(Phrase::new));
        lines.extend(self.counting.map(|rule| {
            Phrase::new(match rule {
                CountingRule::Makruk => "legend-chess-counting-makruk",
                CountingRule::Cambodian => "legend-chess-counting-cambodian",
                CountingRule::Asean => "legend-chess-counting-asean",
                CountingRule::Sittuyin => "legend-chess-counting-sittuyin",
                CountingRule::Senterej => "legend-chess-counting-senterej",
            })
        }));
        if self.weaker_side_counts {
            lines.push(Phrase::new("legend-chess-weaker-side-counts"));
        }
        if self.shatar_mate {
            lines.push(
                Phrase::new("legend-chess-shatar-mate").with("shak", self.pieces_named(|p| p.shak)),
            );
            if self.shak_by == ShakBy::CheckingPiece {
                lines.push(Phrase::new("legend-chess-shak-by-checking-piece"));
            }
        }
        let flags = [
            (self.drops, "legend-chess-drops"),
            (self.setup.is_some(), "legend-chess-setup"),
            (self.displace_pawns, "legend-chess-displace-pawns"),
        ];
        lines.extend(flags.iter().filter(|f| f.0).map(|f| Phrase::new(f.1)));
        if let Some(ty) = self.setup_objection {
            lines.push(
                Phrase::new("legend-chess-setup-objection")
                    .with("piece", Arg::term(self.pieces[ty].id.as_str())),
            );
        }
        if !self.start_swaps.is_empty() {
            lines.push(
                Phrase::new("legend-chess-start-swaps")
                    .with("count", 1usize << self.start_swaps.len()),
            );
        }
        if let Some(threshold) = self.impasse {
            lines.push(Phrase::new("legend-chess-impasse").with("points", threshold));
        }
        if let Some(o) = &self.opening {
            lines.push(opening_line(o));
        }
        LegendItem {
            name: part("rules-of-play"),
            lines,
            ..LegendItem::default()
        }
    }
}

impl Variant {
    /// The message for the bare-king rule, if the ruleset has one.
    fn bare_king_line(&self) -> Option<&'static str> {
        match self.bare_king {
            BareKingRule::None => None,
            BareKingRule::Loses => Some("legend-chess-bare-king-loses"),
            BareKingRule::LosesUnlessBaredBack => Some("legend-chess-bare-king-unless-bared-back"),
            BareKingRule::LosesUnlessBaredBackPlayOn => {
                Some("legend-chess-bare-king-unless-bared-back-play-on")
            }
            BareKingRule::Draw => Some("legend-chess-bare-king-draws"),
        }
    }
}

/// The opening phase in one sentence, each of its rules a clause.
fn opening_line(o: &OpeningSpec) -> Phrase {
    let moves = (o.white_moves > 0 || o.black_moves > 0).then(|| {
        Phrase::new("legend-chess-opening-moves")
            .with("first", o.white_moves)
            .with("second", o.black_moves)
    });
    let clause = |has: bool, id: &str| has.then(|| Phrase::new(id));
    let castle = o.castle_right.as_ref().map(|partner| {
        Phrase::new("legend-chess-opening-castle").with("piece", Arg::term(partner.as_str()))
    });
    Phrase::new("legend-chess-opening")
        .with("moves", moves)
        .with(
            "no-capture",
            clause(o.no_capture, "legend-chess-opening-no-capture"),
        )
        .with(
            "ends",
            clause(o.ends_at_first_capture, "legend-chess-opening-ends"),
        )
        .with(
            "stay-home",
            clause(o.stay_home.is_some(), "legend-chess-opening-stay-home"),
        )
        .with("castle", castle)
}
