//! Crossing-the-Sea Chess for two players, the translation's reading (`translation`) beside
//! Tian's (`two-player`). The translation moves a piece one square "forwards, backwards or
//! sideways" and keeps the islands free of leaps ("on an island a piece keeps to the
//! prescribed route and may not jump"); Tian allows "forwards or sideways" only, and a piece
//! entering the island may leap the enemy piece blocking it. Each fixture is checked under
//! both readings, so a lost backward step or island rule fails one of them.
//!
//! Positions are rows from the top: the north island's rows 15 to 13 (files d-f), the sea's
//! rows 12 to 4 (files a-i), the south island's rows 3 to 1. Black (`x`) heads north.

use boardlore_engine::folk::FolkGame;
use boardlore_engine::game::Player;

legal_moves! {
    /// In open sea a black piece on e6 steps back to e5 as well as ahead and sideways; the
    /// white pieces on e7 and e8 are leapt as one row, onto e9.
    du_hai_qi_translation_a_piece_may_step_backwards: "du-hai-qi"/"translation",
        "3/3/3/9/9/9/9/4o4/4o4/4x4/9/9/3/3/3 x" => ["e6-d6", "e6-e5", "e6-e9", "e6-f6"];
    /// Tian: "backward and diagonal moves are not allowed".
    du_hai_qi_tian_a_piece_never_steps_backwards: "du-hai-qi"/"two-player",
        "3/3/3/9/9/9/9/4o4/4o4/4x4/9/9/3/3/3 x" => ["e6-d6", "e6-e9", "e6-f6"];
    /// A leap goes every way a step goes: backwards over the white piece on e5, onto e4.
    du_hai_qi_translation_a_piece_may_leap_backwards: "du-hai-qi"/"translation",
        "3/3/3/9/9/9/9/9/9/4x4/4o4/9/3/3/3 x" => ["e6-d6", "e6-e4", "e6-e7", "e6-f6"];
    du_hai_qi_tian_no_backward_leap: "du-hai-qi"/"two-player",
        "3/3/3/9/9/9/9/9/9/4x4/4o4/9/3/3/3 x" => ["e6-d6", "e6-e7", "e6-f6"];
    /// The white piece on e12 blocks the way into the north island: the translation lets no
    /// leap land on an island square, so the black piece on e11 cannot leap it.
    du_hai_qi_translation_no_leap_lands_on_an_island: "du-hai-qi"/"translation",
        "3/3/3/4o4/4x4/9/9/9/9/9/9/9/3/3/3 x" => ["e11-d11", "e11-e10", "e11-f11"];
    /// Tian: "a piece entering the island may jump straight over an enemy piece blocking its
    /// way there".
    du_hai_qi_tian_a_piece_entering_the_island_leaps_the_blocker: "du-hai-qi"/"two-player",
        "3/3/3/4o4/4x4/9/9/9/9/9/9/9/3/3/3 x" => ["e11-d11", "e11-e13", "e11-f11"];
    /// Nor may a leap start on an island: the black piece on e3 only steps.
    du_hai_qi_translation_no_leap_starts_on_an_island: "du-hai-qi"/"translation",
        "3/3/3/9/9/9/9/9/9/9/9/4o4/1x1/3/3 x" => ["e3-d3", "e3-e2", "e3-f3"];
    du_hai_qi_tian_a_piece_leaves_the_island_by_a_leap: "du-hai-qi"/"two-player",
        "3/3/3/9/9/9/9/9/9/9/9/4o4/1x1/3/3 x" => ["e3-d3", "e3-e5", "e3-f3"];
    /// "own pieces, or a mixed row, cannot be jumped": the black piece on e6 cannot leap the
    /// white e7 and the black e8 beyond it.
    du_hai_qi_translation_a_mixed_row_cannot_be_leapt: "du-hai-qi"/"translation",
        "3/3/3/9/9/9/9/4x4/4o4/4x4/9/9/3/3/3 x"
        => ["e6-d6", "e6-e5", "e6-f6", "e8-d8", "e8-e9", "e8-f8"];
}

game_over! { FolkGame;
    /// "All nine pieces on the destination island first wins": Black's ninth piece steps
    /// from e12 onto the north island.
    du_hai_qi_translation_all_nine_on_the_far_island_win: "du-hai-qi"/"translation",
        "xxx/xxx/x1x/4x4/9/9/9/9/9/9/9/ooooooooo/3/3/3 x", ["e12-e13"]
        because "every black piece stands on the north island" => Some(Player(0));
}
