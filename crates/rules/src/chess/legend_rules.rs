//! The last item of a chess-family legend: how the game is won, drawn and begun, in words
//! read from the compiled rule flags.

use super::spec::{BareKingRule, CountingRule, StalemateRule};
use super::variant::{PieceInfo, Variant};
use crate::legend::words::old::{and_list, readable};
use crate::legend::words::{legacy, legacy_lines};
use crate::legend::LegendItem;

impl Variant {
    /// The readable names of the pieces that `keep` picks, in the declared order.
    fn pieces_named(&self, keep: impl Fn(&PieceInfo) -> bool) -> Vec<String> {
        self.pieces
            .iter()
            .filter(|p| keep(p))
            .map(|p| readable(&p.id))
            .collect()
    }

    /// The rules of play: the goal, stalemate, bare king, counting, passes, drops and the
    /// opening, each as a sentence when the ruleset has it.
    pub fn play_legend(&self) -> LegendItem {
        let mut lines = Vec::new();
        let royal: Vec<String> = self.pieces_named(|p| p.royal);
        lines.push(format!(
            "Checkmating the {} wins: a move that leaves one's own {} attacked is not allowed.",
            and_list(&royal),
            and_list(&royal)
        ));
        lines.push(
            match self.stalemate {
                StalemateRule::Loss => "A side with no legal move that is not in check loses.",
                StalemateRule::Win => "A side with no legal move that is not in check wins.",
                StalemateRule::Draw => "No legal move without being in check is a draw.",
                StalemateRule::Forbidden => {
                    "A move that leaves the opponent with no legal move is not allowed."
                }
            }
            .to_string(),
        );
        if self.flying_general {
            lines.push(
                "The two kings may not face each other on a file with nothing between them.".into(),
            );
        }
        if self.bikjang {
            lines.push("When the kings face each other, the side to move must break the facing or pass; facing twice in a row is a draw.".into());
        }
        if self.facing_forfeits_win {
            lines.push("The side whose move makes the kings face each other gives up the right to win: its later mate is a draw.".into());
        }
        if self.screen_check_draws {
            lines.push("When the only piece between the two kings checks the enemy king and nothing but its own king defends it, the game is drawn.".into());
        }
        if self.stalemate_swap {
            lines.push("A side with no legal move that is not in check may swap its king with one of its own pieces, if the king is then not in check.".into());
        }
        if self.pass {
            lines.push(
                "A side may pass its turn; two passes in a row end the game in a draw.".into(),
            );
        } else if self.pass_when_stuck {
            lines.push("A side with no legal move that is not in check passes.".into());
        }
        match self.bare_king {
            BareKingRule::None => {}
            BareKingRule::Loses => lines.push("A side left with its king alone loses.".into()),
            BareKingRule::LosesUnlessBaredBack => lines.push(
                "A side left with its king alone loses, unless it bares the other king on its next move; two bare kings draw.".into(),
            ),
            BareKingRule::LosesUnlessBaredBackPlayOn => lines.push(
                "A side left with its king alone loses, unless it bares the other king on its next move; two bare kings play on.".into(),
            ),
            BareKingRule::Draw => lines.push("A king left alone draws the game.".into()),
        }
        match self.counting {
            None => {}
            Some(CountingRule::Makruk) => lines.push("Counting: without pawns the game is drawn after 64 moves; against a bare king the count depends on the pieces left.".into()),
            Some(CountingRule::Cambodian) => lines.push("Counting: makruk's counts one move shorter (63 moves for the board's honour, from 7 to 63 against a bare king).".into()),
            Some(CountingRule::Asean) => lines.push("Counting: against a bare king and without pawns, mate must come within 16 moves with a rook, 44 with a khon, 64 with a horse.".into()),
            Some(CountingRule::Sittuyin) => lines.push("Counting: against a bare king, mate must come within 16 moves with a rook (21 when the king stands on a central square as the count starts), 64 without.".into()),
            Some(CountingRule::Senterej) => lines.push("A bare king that makes seven moves without being mated draws the game.".into()),
        }
        if self.weaker_side_counts {
            lines.push("The side with less material keeps the board's count; it stops it by capturing or with Stop counting, and its mate while counting is a draw.".into());
        }
        if self.shatar_mate {
            let shak: Vec<String> = self.pieces_named(|p| p.shak);
            lines.push(format!(
                "A mate counts only after a run of checks that includes a shak (a check by the {}).",
                and_list(&shak)
            ));
            if self.shak_by == super::spec::ShakBy::CheckingPiece {
                lines.push("A check counts as a shak whichever piece moved to give it: a check uncovered by another piece's move, or standing in the position the game starts from, counts too.".into());
            }
        }
        if self.drops {
            lines.push("Captured pieces change sides: a turn may drop a piece from the hand instead of moving.".into());
        }
        if self.setup.is_some() {
            lines.push("The game begins with a setup: each side places the pieces it holds in its own part of the board before any piece moves.".into());
        }
        if self.displace_pawns {
            lines.push("During the setup a piece may be placed on one of the side's pawns, which the same side then places again.".into());
        }
        if let Some(ty) = self.setup_objection {
            lines.push(format!(
                "The second side may not place a {} on a file that already holds one of its own or the first side's king.",
                self.pieces[ty].id
            ));
        }
        if !self.start_swaps.is_empty() {
            lines.push(format!(
                "Before play each side chooses one of {} arrangements, swapping the pieces of some pairs of squares.",
                1 << self.start_swaps.len()
            ));
        }
        if let Some(threshold) = self.impasse {
            lines.push(format!("Impasse: when both kings stand in their promotion zones, each side counts its pieces' points; fewer than {threshold} loses."));
        }
        if let Some(o) = &self.opening {
            let mut line = "An opening phase".to_string();
            if o.white_moves > 0 || o.black_moves > 0 {
                line.push_str(&format!(
                    ": the first player makes {} moves in a row, then the second {}",
                    o.white_moves, o.black_moves
                ));
            }
            if o.no_capture {
                line.push_str(", without captures");
            }
            if o.ends_at_first_capture {
                line.push_str(", which ends at the first capture");
            }
            if o.stay_home.is_some() {
                line.push_str(", no piece crossing into the enemy half");
            }
            if let Some(partner) = &o.castle_right {
                line.push_str(&format!(
                    "; the king may move two squares right with the {partner} jumping over it"
                ));
            }
            line.push('.');
            lines.push(line);
        }
        LegendItem {
            name: legacy("Rules of play"),
            lines: legacy_lines(lines),
            ..LegendItem::default()
        }
    }
}
