//! Turns of several stones and the eight-in-a-row goal (Connect-8, after Tian): Black opens
//! with two stones, White answers with three, then each turn is two own stones and a red one,
//! or a token buys three own stones; red stones count in anyone's row. Plus 1,000 random
//! games and the move-tree counts kept in data/folk/perft.tsv.

use crate::support::folk as folk_support;

use boardlore_engine::folk::FolkGame;
use boardlore_engine::Presentation;
use boardlore_engine::{Click, Game, Player};
use folk_support::{
    after, load, move_names, position, recorded_perft_rows, thousand_random_games_finish,
};

const GAME: &str = "ba-zi-qi";

/// A 27 x 27 position with these stones (`x` Black, `o` White, `s` red) and fields.
fn board(stones: &[(&str, char)], rest: &str) -> String {
    let mut files: Vec<String> = ('a'..='z').map(String::from).collect();
    files.push("aa".into());
    let mut rows = Vec::new();
    for rank in (1..=27).rev() {
        let (mut row, mut empty) = (String::new(), 0);
        for file in &files {
            match stones.iter().find(|(at, _)| *at == format!("{file}{rank}")) {
                Some(&(_, c)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    format!("{} {rest}", rows.join("/"))
}

fn fields(game: &FolkGame, text: &str) -> String {
    let written = game.write_position(&position(game, text));
    written.split_once(' ').unwrap().1.to_string()
}

#[test]
fn black_opens_with_two_stones_and_white_answers_with_three() {
    let game = load(GAME, "main");
    let start = game.write_position(&game.start());
    assert!(start.ends_with(" x openers:2 tokens:5,5"), "{start}");
    assert!(!move_names(&game, &game.start()).contains(&"token".to_string()));
    let one = after(&game, &start, "m14");
    assert!(one.ends_with(" x turn:1,0 openers:1 tokens:5,5"), "{one}");
    let two = after(&game, &one, "n14");
    assert!(two.ends_with(" o openers:1 tokens:5,5"), "{two}");
    let mut text = two;
    for (i, point) in ["m13", "n13", "o13"].iter().enumerate() {
        text = after(&game, &text, point);
        let side = if i < 2 { 'o' } else { 'x' };
        assert!(text.contains(&format!(" {side} ")), "{text}");
    }
    assert!(
        text.ends_with(" x tokens:5,5"),
        "the opening is over: {text}"
    );
}

#[test]
fn an_ordinary_turn_is_two_own_stones_then_a_red_one() {
    let game = load(GAME, "main");
    let mut text = board(&[], "x tokens:5,5");
    text = after(&game, &text, "a1");
    text = after(&game, &text, "b1");
    assert!(text.ends_with(" x turn:0,1 tokens:5,5"), "{text}");
    let names = move_names(&game, &position(&game, &text));
    assert!(
        names.contains(&"s@c1".to_string()),
        "the third stone is red"
    );
    text = after(&game, &text, "s@c1");
    assert_eq!(
        text,
        board(&[("a1", 'x'), ("b1", 'x'), ("c1", 's')], "o tokens:5,5")
    );
}

#[test]
fn a_token_buys_three_own_stones_and_is_clicked_in_hand() {
    let game = load(GAME, "main");
    let text = board(&[], "x tokens:5,5");
    let state = position(&game, &text);
    let token = game.parse_move(&state, "token").unwrap();
    assert_eq!(
        game.clicks(&state, token),
        vec![Click::Hand("token".into())]
    );
    let bought = after(&game, &text, "token");
    assert!(bought.ends_with(" x turn:3,0 tokens:4,5"), "{bought}");
    let names = move_names(&game, &position(&game, &bought));
    assert!(!names.contains(&"token".to_string()), "one token per turn");
    let mut played = bought;
    for point in ["a1", "b1", "c1"] {
        played = after(&game, &played, point);
    }
    assert!(played.ends_with(" o tokens:4,5"), "{played}");
}

#[test]
fn once_both_players_have_spent_their_tokens_each_gets_two_more() {
    let game = load(GAME, "main");
    let last = board(&[], "o tokens:0,1");
    assert!(after(&game, &last, "token").ends_with(" o turn:3,0 tokens:2,2"));
    let one_left = board(&[], "o tokens:1,1");
    assert!(after(&game, &one_left, "token").ends_with(" o turn:3,0 tokens:1,0"));
    let none = position(&game, &board(&[], "x tokens:0,3"));
    assert!(!move_names(&game, &none).contains(&"token".to_string()));
}

#[test]
fn six_black_and_two_red_stones_make_eight_in_a_row_figure_line() {
    let game = load(GAME, "main");
    let figure = "27/27/27/27/27/27/27/27/27/27/27/27/11o1o13/8oxxsxxsxxo9/10o4o11/27/27/27/27/27/27/27/27/27/27/27/27 o tokens:5,5";
    let outcome = game
        .outcome(&position(&game, figure))
        .expect("a row of eight");
    assert_eq!(outcome.winner, Some(Player(0)), "{:?}", outcome.rule);
    let rule = boardlore_engine::phrase::Phrase::new("board-rule-in-a-row")
        .with(
            "player",
            boardlore_engine::phrase::Arg::Player("Black".into()),
        )
        .with("length", 8u8);
    assert_eq!(outcome.rule, rule);
}

#[test]
fn the_eighth_stone_wins_at_once_and_seven_do_not() {
    let game = load(GAME, "main");
    let seven: Vec<(&str, char)> = vec![
        ("c3", 'x'),
        ("d4", 's'),
        ("e5", 'x'),
        ("f6", 'x'),
        ("g7", 's'),
        ("h8", 'x'),
        ("i9", 'x'),
    ];
    let text = board(&seven, "x tokens:5,5");
    assert!(game.outcome(&position(&game, &text)).is_none());
    let won = position(&game, &after(&game, &text, "j10"));
    let outcome = game.outcome(&won).expect("eight on the diagonal");
    assert_eq!(outcome.winner, Some(Player(0)));
    let mut moves = Vec::new();
    game.legal_moves(&won, &mut moves);
    assert!(moves.is_empty(), "the rest of the turn is not played");
}

#[test]
fn a_red_stone_can_complete_the_opponents_row_and_lose() {
    let game = load(GAME, "main");
    let white_seven: Vec<(&str, char)> = ["a5", "b5", "c5", "d5", "e5", "f5", "g5"]
        .iter()
        .map(|&p| (p, 'o'))
        .chain([("k20", 'x'), ("l20", 'x')])
        .collect();
    let text = board(&white_seven, "x turn:0,1 tokens:5,5");
    let after_red = position(&game, &after(&game, &text, "s@h5"));
    let outcome = game.outcome(&after_red).expect("White's row of eight");
    assert_eq!(outcome.winner, Some(Player(1)), "{:?}", outcome.rule);
}

#[test]
fn a_row_of_red_stones_alone_belongs_to_nobody() {
    let game = load(GAME, "main");
    let reds: Vec<(&str, char)> = ["a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5"]
        .iter()
        .map(|&p| (p, 's'))
        .collect();
    assert!(game
        .outcome(&position(&game, &board(&reds, "x tokens:5,5")))
        .is_none());
}

#[test]
fn positions_round_trip_and_no_two_moves_share_a_click_path() {
    let game = load(GAME, "main");
    for text in [
        board(&[("a1", 'x'), ("b2", 's')], "x turn:0,1 tokens:2,0"),
        board(&[("m14", 'o')], "o tokens:5,5"),
        game.write_position(&game.start()),
    ] {
        assert_eq!(fields(&game, &text), text.split_once(' ').unwrap().1);
        let state = position(&game, &text);
        let mut moves = Vec::new();
        game.legal_moves(&state, &mut moves);
        let mut paths: Vec<String> = moves
            .iter()
            .map(|&m| format!("{:?}", game.clicks(&state, m)))
            .collect();
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), moves.len(), "{text}");
    }
    assert!(game.parse_position("27 x openers:9").is_err());
}

#[test]
fn a_thousand_random_games_finish_and_counts_are_kept() {
    let game = load(GAME, "main");
    thousand_random_games_finish(&format!("{GAME}/main"), &game, 42);
    assert_eq!(
        recorded_perft_rows(GAME, "main"),
        3,
        "depths 1-3 in data/folk/perft.tsv"
    );
}
