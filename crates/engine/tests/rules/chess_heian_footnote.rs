//! Heian shogi, Daou's footnote to the promotion rules (the ruleset `footnote-rows`): "Other
//! Interpretations of the NICHUREKI rules state that the Promotion is compulsory", pawn and
//! silver on reaching the 6th row, the keima on the 7th, the lance on any of the 6th, 7th or
//! 8th. Each case is set beside Daou's main reading (`8x8`), where the same move may promote or
//! not, so a footnote rule that stopped being enforced fails here.

use boardlore_engine::chess::ChessGame;

// Every position leaves each side more than its king: a bare king ends the game at once. The
// FEN's `w` is the first player, whom the entry calls Black (sente); its sixth row is rank 6.

some_legal_moves! { ChessGame;
    /// "Pawn, Silver General must promote upon reaching the 6th Row": the first player's pawn
    /// on e5 and silver on c5 step into the sixth row only as gold-movers.
    heian_shogi_footnote_pawn_and_silver_must_promote_on_the_sixth_row:
        "heian-shogi"/"footnote-rows", "4k3/7p/8/2S1P3/8/8/8/4K3 w - - 0 1"
        => has ["e5e6+", "c5c6+", "c5d6+", "c5b6+"] lacks ["e5e6", "c5c6", "c5d6", "c5b6"];
    /// Daou's main text: "Promotion is optional", so the same steps may stay unpromoted.
    heian_shogi_main_text_pawn_and_silver_may_stay_unpromoted_on_the_sixth_row:
        "heian-shogi"/"8x8", "4k3/7p/8/2S1P3/8/8/8/4K3 w - - 0 1"
        => has ["e5e6", "e5e6+", "c5c6", "c5c6+"];
    /// "Keima must promote upon reaching the 7th Row": from b5 it lands on a7 or c7 promoted.
    heian_shogi_footnote_keima_must_promote_on_the_seventh_row:
        "heian-shogi"/"footnote-rows", "4k3/7p/8/1N6/8/8/8/4K3 w - - 0 1"
        => has ["b5a7+", "b5c7+"] lacks ["b5a7", "b5c7"];
    /// The footnote names only the seventh row for the keima: landing on the sixth it stays
    /// a keima (an assumption of the ruleset, which leaves no choice to promote elsewhere).
    heian_shogi_footnote_keima_landing_on_the_sixth_row_stays_a_keima:
        "heian-shogi"/"footnote-rows", "4k3/7p/8/8/1N6/8/8/4K3 w - - 0 1"
        => has ["b4a6", "b4c6"] lacks ["b4a6+", "b4c6+"];
    /// Daou's main text lets the keima promote on entering the last three rows.
    heian_shogi_main_text_keima_may_promote_on_the_sixth_row:
        "heian-shogi"/"8x8", "4k3/7p/8/8/1N6/8/8/4K3 w - - 0 1"
        => has ["b4a6", "b4a6+"];
    /// A keima that stayed a keima on the sixth row promotes as it jumps to the eighth.
    heian_shogi_footnote_keima_from_the_sixth_row_promotes_on_the_eighth:
        "heian-shogi"/"footnote-rows", "4k3/7p/N7/8/8/8/8/4K3 w - - 0 1"
        => has ["a6b8+"] lacks ["a6b8"];
    /// "Lance must promote upon arriving at any of the 6th, 7th, or 8th Rows": the lance on
    /// a4 promotes wherever it stops in the zone, and passes freely below it.
    heian_shogi_footnote_lance_must_promote_on_the_sixth_seventh_or_eighth_row:
        "heian-shogi"/"footnote-rows", "4k3/7p/8/8/L7/8/8/4K3 w - - 0 1"
        => has ["a4a5", "a4a6+", "a4a7+", "a4a8+"] lacks ["a4a6", "a4a7"];
    /// The main text only forces the lance on the last row: on the sixth and seventh it may
    /// wait.
    heian_shogi_main_text_lance_may_wait_until_the_last_row:
        "heian-shogi"/"8x8", "4k3/7p/8/8/L7/8/8/4K3 w - - 0 1"
        => has ["a4a6", "a4a7", "a4a8+"] lacks ["a4a8"];
    /// Rows count from each player's side: the second player's pawn promotes on rank 3 (its
    /// sixth row), its keima on rank 2, its lance anywhere on ranks 3 to 1.
    heian_shogi_footnote_rows_count_from_each_players_side:
        "heian-shogi"/"footnote-rows", "4k3/8/8/8/ln1p4/8/7P/4K3 b - - 0 1"
        => has ["d4d3+", "b4c2+", "a4a3+", "a4a2+"] lacks ["d4d3", "b4c2", "a4a3", "a4a2"];
}

#[test]
fn heian_shogi_footnote_a_promoted_pawn_moves_as_a_gold() {
    use crate::support::chess::{load, moves_starting, play, position};
    // "Promoted Silver General, Keima, Lance & Pawn Pieces can only move/capture as Gold
    // General": after e5e6+ the piece on e6 has the gold's six steps (not diagonally back),
    // and, being promoted already, none of them promotes again.
    let game = load("heian-shogi", "footnote-rows");
    let mut pos = position(&game, "4k3/7p/8/4P3/8/8/8/4K3 w - - 0 1");
    play(&game, &mut pos, &["e5e6+", "h7h6"]);
    let steps = moves_starting(&game, &pos, "e6");
    assert_eq!(steps, ["e6d6", "e6d7", "e6e5", "e6e7", "e6f6", "e6f7"]);
}
