//! The computer where the family counts stones, steps or lines rather than pieces taken: in
//! Tibetan Go the alpha-beta search over material takes a stone left with one free point, in a
//! halma race it moves its pieces nearer the far triangle, where lines capture or win it
//! builds its own and blocks the opponent's, where a player stuck loses it hems in the
//! opponent, and where a run of quiet moves draws it seeks contact. Searches are capped by positions, not by the
//! clock.

use crate::support::budget::budget;
use crate::support::entry::{entry_rules, position};
use crate::support::random_game::{random_game, random_walk};
use crate::support::typed::load;

use boardlore_engine::folk::FolkGame;
use boardlore_engine::game::{Game, Player};
use boardlore_engine::go::GoGame;
use boardlore_engine::halma::HalmaGame;
use boardlore_engine::polyomino::PolyominoGame;
use boardlore_engine::search::{material_search, Level, Mcts, Rng};
use boardlore_engine::Hints;
use boardlore_engine::Presentation;
use boardlore_engine::RulesSpec;

/// The move the material search picks at `level` (seed 5, about a million looks at the
/// budget); `counts` says why the game's material is counted, the message when it is not.
fn search<G: Hints>(game: &G, state: &G::State, level: u8, counts: &str) -> Option<G::Move> {
    let level = Level::new(level).unwrap();
    material_search(game, state, level, 5, &mut budget(1 << 20))
        .expect(counts)
        .0
}

fn tibetan_go() -> GoGame {
    match entry_rules("zang-qi", "tibetan-go") {
        RulesSpec::Go(spec) => spec.compile_typed().expect("Tibetan Go compiles"),
        _ => panic!("Tibetan Go is a go-family ruleset"),
    }
}

/// A 17 x 17 go position with `x` stones on `xs`, `o` stones on `os`, `x` to move.
fn go_position(xs: &[&str], os: &[&str]) -> String {
    let mut rows = vec![vec!['.'; 17]; 17];
    for (stone, labels) in [('x', xs), ('o', os)] {
        for label in labels {
            let file = usize::from(label.as_bytes()[0] - b'a');
            let rank: usize = label[1..].parse().expect("a rank");
            rows[17 - rank][file] = stone;
        }
    }
    let board: Vec<String> = rows.into_iter().map(String::from_iter).collect();
    format!("{} 1 0,0 - 0 - 0", board.join("/"))
}

#[test]
fn in_tibetan_go_the_search_takes_a_stone_left_with_one_free_point() {
    let game = tibetan_go();
    // The second player's stone on i9 is closed in on three sides; the first player fills
    // i10 and takes it.
    let state = position(&game, &go_position(&["h9", "j9", "i8"], &["i9", "c3"]));
    let mv = search(&game, &state, 2, "Tibetan Go counts stones");
    assert_eq!(game.move_name(&state, mv.expect("a move")), "i10");
}

#[test]
fn in_a_halma_race_the_search_brings_its_pieces_nearer_the_far_triangle() {
    let game = match entry_rules("fangyuan-tiao-qi", "rules-i") {
        RulesSpec::Halma(spec) => spec.compile_typed().expect("Fangyuan Tiao Qi compiles"),
        _ => panic!("Fangyuan Tiao Qi is a halma-family ruleset"),
    };
    let game: HalmaGame = game;
    // Both sides set out their ten pieces and make thirty plies at random, so that some moves
    // now lead back; the search's move leads forward.
    let mut state = game.start();
    let mut rng = Rng::new(11);
    let mut moves = Vec::new();
    let mut plies_after_set_out = 0;
    loop {
        moves.clear();
        game.legal_moves(&state, &mut moves);
        let names: Vec<String> = moves.iter().map(|&mv| game.move_name(&state, mv)).collect();
        let setting_out = names.iter().any(|n| n.contains('@'));
        let mid_chain = names.iter().any(|n| n == "stop");
        if plies_after_set_out >= 30 && !mid_chain {
            break;
        }
        if !setting_out {
            plies_after_set_out += 1;
        }
        game.play(&mut state, moves[rng.below(moves.len())]);
    }
    let mover = game.to_move(&state);
    let before = game
        .material(&state, mover)
        .expect("a race counts its steps");
    let gain = |mv| {
        let mut after = state.clone();
        game.play(&mut after, mv);
        game.material(&after, mover)
            .expect("a race counts its steps")
            - before
    };
    moves.clear();
    game.legal_moves(&state, &mut moves);
    assert!(
        moves.iter().any(|&mv| gain(mv) <= 0),
        "some move gains nothing"
    );
    let mv = search(&game, &state, 3, "a race counts its steps");
    let gained = gain(mv.expect("a move"));
    assert!(gained >= 1, "the move gains {gained} steps");
}

/// The move an alpha-beta search of `level` plies chooses in `game` at the position `text`.
fn searched_move<G: Hints>(game: &G, text: &str, level: u8) -> String {
    let state = position(game, text);
    let mv = search(game, &state, level, "the rules reward lines");
    game.move_name(&state, mv.expect("a move"))
}

#[test]
fn in_zang_qi_read_as_a_mill_game_the_search_steps_towards_a_line_of_three() {
    let game: FolkGame = load("zang-qi", "book");
    // White has c3 and d3 on the third line and g3 two steps from completing it; Black is far
    // away. A search of one ply sees no capture, only the line that g3-f3 brings nearer.
    let text = "x16/17/10o1o1o2/17/14o2/17/17/17/17/17/17/17/17/17/2xx2x10/17/17 x";
    assert_eq!(searched_move(&game, text, 1), "g3-f3");
}

#[test]
fn in_ba_zi_qi_the_search_blocks_an_open_row_of_six() {
    let game: FolkGame = load("ba-zi-qi", "main");
    // Black has six in a row, j14 to o14, open at both ends; two more black stones next turn
    // would make eight. White's first stone goes at an end of the row.
    let text = "o26/25o1/27/27/27/27/27/27/27/27/27/27/27/9xxxxxx12/27/27/27/27/27/27/27/27/27/3o23/2o24/1o25/o26 o tokens:5,5";
    let first = searched_move(&game, text, 1);
    assert!(
        ["i14", "p14"].contains(&first.as_str()),
        "White played {first}"
    );
}

#[test]
fn in_guaijiao_qi_sliding_the_search_hems_in_the_opponent() {
    let game: PolyominoGame = load("guaijiao-qi", "rules-i");
    // All sixteen Ls are down and both sides have slid a few times at random. Searching one
    // ply, where no slide wins at once, the search takes a slide that leaves it the most
    // slides of its own against the opponent's.
    let mut rng = Rng::new(3);
    let mut state = game.start();
    random_walk(&game, game.start(), &mut rng, 24, |s, _| state = s.clone());
    assert_eq!(state.pieces_on_board(), 16, "every L is down");
    let mover = game.to_move(&state);
    let slides = |s: &_, p| game.prospects(s, p).expect("slides are counted");
    let balance = |mv| {
        let mut after = state.clone();
        game.play(&mut after, mv);
        slides(&after, mover) - slides(&after, Player(1 - mover.0))
    };
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    let best = moves.iter().map(|&mv| balance(mv)).max().expect("slides");
    let worst = moves.iter().map(|&mv| balance(mv)).min().expect("slides");
    assert!(worst < best, "the slides differ in what they leave");
    let chosen = search(&game, &state, 1, "slides are counted").expect("a move");
    assert_eq!(balance(chosen), best);
}

#[test]
fn in_jian_di_qi_where_forty_quiet_plies_draw_the_search_closes_with_the_enemy() {
    let game: FolkGame = load("jian-di-qi", "main");
    // Two pieces each, Black's on a1 and c1, White's on g9 and i9: no capture is in reach of
    // a one-ply search, so material says nothing; the move chosen is one that brings the two
    // sides nearest, the only way to a capture before the quiet count draws the game.
    let state = position(&game, "3oo/4/5/4/5/4/5/4/xx3 x");
    let contact = |mv| {
        let mut after = state.clone();
        game.play(&mut after, mv);
        game.contact(&after).expect("a quiet run draws this game")
    };
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    let nearest = moves.iter().map(|&mv| contact(mv)).max().expect("moves");
    let farthest = moves.iter().map(|&mv| contact(mv)).min().expect("moves");
    assert!(
        farthest < nearest,
        "the moves differ in how near they bring the sides"
    );
    let chosen = search(&game, &state, 1, "captures are counted").expect("a move");
    assert_eq!(
        contact(chosen),
        nearest,
        "chose {}",
        game.move_name(&state, chosen)
    );
}

#[test]
fn in_a_race_the_computer_chooses_without_knowing_the_throws_to_come() {
    let game = crate::support::race::load("ashtapada", "two-players");
    // Forty random plies into a game, the position is written out and read back with eight
    // other generators: the same pieces, the same throw to play, other throws to come. A
    // search that cannot see the throws to come chooses the same move from all of them.
    let (_, state) = random_game(&game, game.start(), &mut Rng::new(11), 40);
    let text = game.write_position(&state);
    let fields: Vec<&str> = text.split(' ').collect();
    let mut choices = Vec::new();
    for generator in 1..=8u64 {
        let mut other = fields.clone();
        let hex = format!("{:016x}", generator.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        other[3] = &hex;
        let same = position(&game, &other.join(" "));
        assert_eq!(
            game.throw(&same),
            game.throw(&state),
            "the same throw to play"
        );
        let mcts = Mcts {
            iterations: 3_000,
            ..Mcts::default()
        };
        let mv = mcts.choose(&game, &same, &mut Rng::new(3)).expect("a move");
        choices.push(game.move_name(&same, mv));
    }
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    assert!(moves.len() > 1, "a choice to make: {text}");
    assert!(
        choices.iter().all(|c| *c == choices[0]),
        "the choice follows the throws to come: {choices:?} at {text}"
    );
}

#[test]
fn in_qin_wang_qi_black_with_nothing_to_take_walks_a_piece_towards_the_bottom_row() {
    let game: FolkGame = load("qin-wang-qi", "main");
    // Black has one piece on its camp's lowest row; no capture is in reach of a two-ply
    // search. Black wins by standing on the bottom row, so its move brings its lowest piece a
    // row nearer (rows counted on the board's grid, the bottom row being 0).
    let lowest = |state: &_| {
        game.view(state)
            .pieces
            .iter()
            .filter(|p| p.owner == Some(Player(0)))
            .map(|p| game.board().grid(p.at).1)
            .min()
            .expect("Black has pieces")
    };
    let start = position(&game, "xxx/xx1/1x1/11/11/11/ooooo1ooooo x");
    let mut moves = Vec::new();
    game.legal_moves(&start, &mut moves);
    let after = |mv| {
        let mut next = start.clone();
        game.play(&mut next, mv);
        next
    };
    assert!(
        moves.iter().any(|&mv| lowest(&after(mv)) == lowest(&start)),
        "some moves leave the lowest piece where it is"
    );
    let chosen = search(&game, &start, 2, "captures are counted").expect("a move");
    assert_eq!(lowest(&after(chosen)), lowest(&start) - 1);
}

#[test]
fn in_du_hai_qi_for_three_the_search_races_against_both_rivals_at_once() {
    let game: FolkGame = load("du-hai-qi", "three-player");
    let mut rng = Rng::new(9);
    let mut state = game.start();
    random_walk(&game, game.start(), &mut rng, 12, |s, _| state = s.clone());
    let mover = game.to_move(&state);
    let steps = |s: &<FolkGame as Game>::State| game.material(s, mover).expect("a race home");
    let mv = search(&game, &state, 3, "the others are searched as one side").expect("a move");
    let mut after = state.clone();
    game.play(&mut after, mv);
    assert!(
        steps(&after) > steps(&state),
        "{} leaves {} steps to go, {} before",
        game.move_name(&state, mv),
        -steps(&after),
        -steps(&state)
    );
}
