//! Qin Wang Qi's two readings of the book's rule on Black's starting area ("White may not pull
//! a capture from Black's starting area", the book's summary): the reconstructed board's
//! reading (`main`) bars pulls that start inside the camp; the second reading (`camp-safe`)
//! bars pulling a black piece that stands inside it. Each fixture is played under both, so
//! the two readings are seen to part exactly where the rule is read differently.
//!
//! Positions are written rows from the top: the camp's three rows of three (e7-g7, e6-g6,
//! e5-g5), then the field's four rows of eleven (a4-k4 ... a1-k1).

use boardlore_engine::folk::FolkGame;
use boardlore_engine::game::Player;

after_move! {
    /// White's piece on f4, outside the camp, steps down to f3, away from the black piece on
    /// f5 in the camp: under the second reading the black piece is safe in its camp.
    qin_wang_qi_second_reading_black_pieces_in_their_camp_cannot_be_pulled:
        "qin-wang-qi"/"camp-safe",
        "3/3/1x1/5o5/11/11/ooooo1ooooo o", "f4-f3" => "3/3/1x1/11/5o5/11/ooooo1ooooo x";
    /// The same pull under the first reading: it starts outside the camp, so it takes the
    /// black piece standing in the camp.
    qin_wang_qi_first_reading_a_pull_from_outside_the_camp_takes_a_piece_in_it:
        "qin-wang-qi"/"main",
        "3/3/1x1/5o5/11/11/ooooo1ooooo o", "f4-f3" => "3/3/3/11/5o5/11/ooooo1ooooo x";
    /// White's piece on f5, inside the camp, steps up to f6, away from the black piece on f4
    /// below the camp: under the second reading the pulled piece stands outside the camp, so
    /// it is taken.
    qin_wang_qi_second_reading_a_pull_from_inside_the_camp_takes_a_piece_outside_it:
        "qin-wang-qi"/"camp-safe",
        "3/3/1o1/5x5/11/11/ooooo1ooooo o", "f5-f6" => "3/1o1/3/11/11/11/ooooo1ooooo x";
    /// The same pull under the first reading starts inside the camp and takes nothing.
    qin_wang_qi_first_reading_a_pull_from_inside_the_camp_takes_nothing:
        "qin-wang-qi"/"main",
        "3/3/1o1/5x5/11/11/ooooo1ooooo o", "f5-f6" => "3/1o1/3/5x5/11/11/ooooo1ooooo x";
    /// A pull inside the camp, from f6 up to f7 away from the black piece on f5: neither
    /// reading lets White take it (it starts in the camp, and the piece stands in it).
    qin_wang_qi_second_reading_a_pull_within_the_camp_takes_nothing:
        "qin-wang-qi"/"camp-safe",
        "3/1o1/1x1/11/11/11/ooooo1ooooo o", "f6-f7" => "1o1/3/1x1/11/11/11/ooooo1ooooo x";
    /// The rule binds White only: Black's piece on f5 in its camp steps up to f6, away from
    /// the white piece on f4, and takes it.
    qin_wang_qi_second_reading_black_still_pulls_from_its_camp:
        "qin-wang-qi"/"camp-safe",
        "3/3/1x1/5o5/11/11/ooooo1ooooo x", "f5-f6" => "3/1x1/3/11/11/11/ooooo1ooooo o";
}

game_over! { FolkGame;
    /// The goals are the same under the second reading: a black piece on the bottom edge wins.
    qin_wang_qi_second_reading_black_wins_on_reaching_the_bottom_edge:
        "qin-wang-qi"/"camp-safe", "3/3/3/11/11/5x5/ooooo1ooooo x", ["f2-f1"]
        because "Black reached the bottom edge" => Some(Player(0));
}
