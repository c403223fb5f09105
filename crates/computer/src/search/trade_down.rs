//! Trading down when ahead, for the alpha-beta search over material: a capture the search
//! expects to lose back at once (a trade) is taken now when the computer leads in material and
//! the best quiet move promises exactly one unit more.
//!
//! That promise is most often a capture the search puts off to its horizon, where the reply
//! that would win the piece back lies past the last ply searched. At the next move the same
//! capture is put off again, and it is never made on the board. In Zang Qi (book reading) a
//! line left open can be closed at any time while the four remaining enemy pieces step. Closing
//! it leaves them three, which fly, and the search sees them win a piece back within its depth
//! only when the line is closed now. So it kept the line open until the move limit came in
//! sight (level 4, 10 games: 4 won and 6 drawn against random moves, 7 won and 3 drawn against
//! greedy). Trading instead, it won 9 and 10 of the same games. Behind in material, or even, a
//! trade is no progress, and a promise of two units or more is left to the search. In the
//! other games searched by material the rule changes few moves and no result (59 rulesets,
//! level 3, 4 games each against greedy: 217 wins with it and without it).

use super::material::MATERIAL_UNIT;

/// The best trade found among the root moves of one iteration, and the lead it keeps.
pub(super) struct TradeDown<M> {
    /// The root player's material lead before the move, in units.
    lead: i32,
    /// The best-valued trade of the iteration, and its value.
    best_trade: Option<(i32, M)>,
}

impl<M: Copy + PartialEq> TradeDown<M> {
    /// Looks for a trade while the root player leads by `lead` units of material.
    pub(super) fn new(lead: i32) -> Self {
        TradeDown {
            lead,
            best_trade: None,
        }
    }

    /// The lowest bound the root may search a capture with: low enough to tell a trade from a
    /// loss, whatever the best move so far.
    pub(super) fn search_from(&self, alpha: i32) -> i32 {
        if self.lead > 0 {
            alpha.min(self.near(self.lead).start() - 1)
        } else {
            alpha
        }
    }

    /// Notes the value of `capture`, a root move that takes material.
    pub(super) fn consider(&mut self, value: i32, capture: M) {
        let is_trade = self.near(self.lead).contains(&value);
        if is_trade && self.best_trade.map_or(true, |(best, _)| value > best) {
            self.best_trade = Some((value, capture));
        }
    }

    /// The move to play after the iteration: the best trade where the best move (valued
    /// `promise`) promises exactly one unit more than the present lead, else `best`.
    pub(super) fn choose(&self, best: M, promise: i32) -> M {
        match self.best_trade {
            Some((_, trade)) if self.lead > 0 && self.near(self.lead + 1).contains(&promise) => {
                trade
            }
            _ => best,
        }
    }

    /// Forgets the iteration's trade before the next one.
    pub(super) fn clear(&mut self) {
        self.best_trade = None;
    }

    /// The values that mean a lead of `units`: its units of material, give or take half a
    /// unit of prospects.
    fn near(&self, units: i32) -> std::ops::RangeInclusive<i32> {
        let centre = units * MATERIAL_UNIT;
        centre - MATERIAL_UNIT / 2..=centre + MATERIAL_UNIT / 2
    }
}

#[cfg(test)]
mod tests {
    use super::TradeDown;

    /// A trade worth `trade` and a quiet best move worth `promise`, at a lead of `lead`.
    fn chosen(lead: i32, trade: i32, promise: i32) -> &'static str {
        let mut rule = TradeDown::new(lead);
        rule.consider(trade, "trade");
        rule.choose("quiet", promise)
    }

    #[test]
    fn ahead_a_trade_beats_a_promise_of_one_unit_more() {
        assert_eq!(chosen(2, 2_027, 3_023), "trade");
    }

    #[test]
    fn even_or_behind_a_trade_is_no_progress() {
        assert_eq!(chosen(0, 27, 1_023), "quiet");
        assert_eq!(chosen(-1, -973, 23), "quiet");
    }

    #[test]
    fn a_promise_of_two_units_more_is_kept() {
        assert_eq!(chosen(2, 2_027, 4_010), "quiet");
    }

    #[test]
    fn a_capture_that_loses_material_is_no_trade() {
        assert_eq!(chosen(2, 1_010, 3_023), "quiet");
    }
}
