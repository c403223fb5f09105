//! Seats of a folk game: two players, or up to [`MAX_SEATS`] where a reading needs more
//! (Crossing-the-Sea's three-player board). The turn passes to the next seat in the order of
//! `players:`, and "enemy" means a piece of any other seat.
//!
//! Rules written for "the opponent" (captures, shapes, placement, chains, kings, the reply
//! goals...) stay two-player: [`check`] reports each one a ruleset with more players uses. A new
//! rule that looks at one opponent belongs in that list.

use super::compile::Problems;
use super::spec::{DirectionSet, FolkSpec, NamedSet, NoMoves};
use super::FolkGame;

/// The most seats a folk game takes (one letter each in the position notation).
pub(crate) const MAX_SEATS: usize = 4;

/// The letter of each seat's pieces and turn in the position notation, in seat order.
const SEAT_LETTERS: [char; MAX_SEATS] = ['x', 'o', 'y', 'z'];

/// The notation letter of `seat`.
pub(super) fn seat_letter(seat: u8) -> char {
    SEAT_LETTERS.get(usize::from(seat)).copied().unwrap_or('?')
}

/// The seat written `letter`, when the game has that many seats.
pub(super) fn seat_of_letter(letter: char, seats: u8) -> Option<u8> {
    let seat = SEAT_LETTERS.iter().position(|&c| c == letter)? as u8;
    (seat < seats).then_some(seat)
}

/// The seat letters of a game with `seats` seats, for messages: `x or o`, `x, o or y`.
pub(super) fn letters_list(seats: u8) -> String {
    let letters: Vec<String> = (0..seats).map(|s| seat_letter(s).to_string()).collect();
    match letters.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => letters.concat(),
    }
}

impl FolkGame {
    /// The number of seats (players) in turn order.
    pub(crate) fn seats(&self) -> u8 {
        self.players.len() as u8
    }

    /// The seat that plays after `seat`.
    pub(crate) fn next_seat(&self, seat: u8) -> u8 {
        let next = seat + 1;
        if next >= self.seats() {
            0
        } else {
            next
        }
    }
}

/// Reports every two-player rule of `spec` when it has more than two players.
pub(super) fn check(spec: &FolkSpec, problems: &mut Problems) {
    let seats = spec.players.len();
    if seats <= 2 {
        return;
    }
    let mut two_player = |field: String, why: &str| {
        problems.push(
            field.clone(),
            format!("`{field}` is a two-player rule ({why}), and this ruleset has {seats} players"),
            Some("with more than two players use movement, hops, goals.all-home, goals.move-limit and goals.no-moves pass, draw or win; or give the ruleset two players"),
        );
    };
    let g = &spec.goals;
    let used: [(&str, bool, &str); 31] = [
        (
            "shared",
            spec.shared.is_some(),
            "a piece moved by either player",
        ),
        (
            "placement",
            spec.placement.is_some(),
            "placement turns alternate between two players",
        ),
        (
            "captures",
            !spec.captures.is_empty(),
            "a capture takes the opponent's pieces",
        ),
        (
            "patterns",
            spec.patterns.is_some(),
            "a shape removes the opponent's pieces",
        ),
        (
            "chain",
            spec.chain.is_some(),
            "a chain continues against the opponent",
        ),
        (
            "boxes",
            spec.boxes.is_some(),
            "boxes are scored between two players",
        ),
        (
            "jumps",
            spec.jumps.is_some(),
            "a jump captures the opponent's piece",
        ),
        (
            "promotion",
            spec.promotion.is_some(),
            "kings are crowned on the opponent's side",
        ),
        (
            "replacement",
            spec.replacement.is_some(),
            "a replacement takes the opponent's piece",
        ),
        (
            "rotation",
            spec.rotation.is_some(),
            "the numbers alternate between two players",
        ),
        (
            "opening-removal",
            spec.opening_removal > 0,
            "opening removals alternate",
        ),
        (
            "turns",
            spec.turns.is_some(),
            "turn plans alternate between two players",
        ),
        (
            "shape-captures",
            !spec.shape_captures.is_empty(),
            "a shape captures the opponent's pieces",
        ),
        (
            "goals.capture-all",
            g.capture_all == Some(true),
            "the opponent's last piece is taken",
        ),
        (
            "goals.reach",
            g.reach.is_some(),
            "the goal names player 0, 1 or the mover of a shared piece",
        ),
        (
            "goals.connect",
            g.connect.is_some(),
            "the connection is checked for two players",
        ),
        (
            "goals.lone-pieces-draw",
            g.lone_pieces_draw,
            "one piece each on two sides",
        ),
        (
            "goals.quiet-limit",
            g.quiet_limit.is_some(),
            "it counts captures between two players",
        ),
        (
            "goals.home-reply",
            g.home_reply,
            "the opponent gets one reply",
        ),
        (
            "goals.fill-and-vacate",
            g.fill_and_vacate.is_some(),
            "one region per player of two",
        ),
        (
            "goals.capture-count",
            g.capture_count.is_some(),
            "captures are counted for two players",
        ),
        (
            "goals.at-move-limit",
            g.at_move_limit.is_some(),
            "the limit is decided between two players",
        ),
        (
            "goals.board-full",
            g.board_full.is_some(),
            "the count is compared between two players",
        ),
        (
            "goals.form",
            g.form.is_some(),
            "the opponent gets the reply",
        ),
        (
            "goals.in-a-row",
            g.in_a_row.is_some(),
            "rows are checked for two players",
        ),
        (
            "goals.enclose-all",
            g.enclose_all,
            "the opponent's pieces are enclosed",
        ),
        (
            "goals.group-scores",
            g.group_scores.is_some(),
            "group scores are compared between two players",
        ),
        (
            "goals.neither-moves",
            g.neither_moves.is_some(),
            "the count is compared between two players",
        ),
        (
            "path",
            spec.path.as_ref().is_some_and(|p| p.land_captures),
            "landing on the opponent's piece captures it",
        ),
        (
            "once-per-game",
            spec.once_per_game.is_some(),
            "the opponent's pieces are removed",
        ),
        (
            "goals.no-moves",
            g.no_moves == NoMoves::Lose,
            "`lose` (the default) hands the win to the opponent",
        ),
    ];
    for (field, is_used, why) in used {
        if is_used {
            two_player(field.to_string(), why);
        }
    }
    for (i, p) in spec.players.iter().enumerate() {
        if p.reserve > 0 {
            two_player(
                format!("players[{i}].reserve"),
                "pieces in hand are placed in turn by two players",
            );
        }
        if p.royal.is_some() {
            two_player(
                format!("players[{i}].royal"),
                "the royal piece is captured by the opponent",
            );
        }
    }
    let sets = [
        (
            "movement.directions",
            spec.movement.as_ref().map(|m| &m.directions),
        ),
        (
            "hops.directions",
            spec.hops.as_ref().and_then(|h| h.directions.as_ref()),
        ),
    ];
    let player_sets = spec
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (format!("players[{i}].directions"), p.directions.as_ref()));
    let forward = |set: Option<&DirectionSet>| {
        matches!(
            set,
            Some(DirectionSet::Named(
                NamedSet::Forward | NamedSet::StraightForward
            ))
        )
    };
    let named = sets
        .into_iter()
        .map(|(f, set)| (f.to_string(), set))
        .chain(player_sets);
    for (field, set) in named {
        if forward(set) {
            two_player(
                field,
                "`forward` is north for the first player and south for the second; list the directions of each seat",
            );
        }
    }
}
