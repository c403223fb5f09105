//! The claims the shipped entries make, run by the engine and checked here against
//! computations written in this file (Nim's XOR rule, a Cram solver of its own, the seed's
//! Duziqi table, the cat's chase, Y's full boards); a malformed claim is an error at its
//! place; a game page shows each claim with its verdict.

use std::collections::HashMap;
use std::path::Path;

use boardlore_engine::claims::{Budget, Outcome, Report, Verdict};
use boardlore_engine::phrase::{Arg, Phrase};
use boardlore_site::content::{load, validate, Checked};
use boardlore_site::{build, check, Settings};

fn shipped() -> Checked {
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let (loaded, earlier) = load(&content).expect("the shipped content loads");
    validate(loaded, earlier).expect("the shipped content is valid")
}

/// The verdict of one shipped claim, run within the build's budget.
fn run(checked: &Checked, game: &str, claim: &str) -> Report {
    let checked_game = checked
        .games
        .iter()
        .find(|g| g.loaded.entry.id == game)
        .unwrap_or_else(|| panic!("no game {game}"));
    let runs = boardlore_site::claims::run_claims(checked_game, Some(claim), Budget::BUILD, None);
    assert_eq!(runs.len(), 1, "{game} has one claim `{claim}`");
    (*runs[0].report).clone()
}

/// A position's rows, top first, as characters (`x`, `o`, `s` or `.`).
fn grid(position: &str) -> Vec<Vec<char>> {
    let board = position.split_whitespace().next().unwrap();
    board
        .split('/')
        .map(|row| {
            let mut cells = Vec::new();
            let mut digits = String::new();
            for ch in row.chars() {
                if ch.is_ascii_digit() {
                    digits.push(ch);
                    continue;
                }
                if !digits.is_empty() {
                    cells.extend(std::iter::repeat('.').take(digits.parse().unwrap()));
                    digits.clear();
                }
                cells.push(ch);
            }
            if !digits.is_empty() {
                cells.extend(std::iter::repeat('.').take(digits.parse().unwrap()));
            }
            cells
        })
        .collect()
}

const SEED_DUZI_TABLE: [&str; 9] = [
    "1 1 0 1 1 0 1 1 0",
    "0 1 1 0 1 1 0 1 1",
    "1 0 1 1 0 1 1 0 1",
    "1 1 0 1 1 0 1 1 0",
    "0 1 1 0 1 1 0 1 1",
    "1 0 1 1 0 1 1 0 1",
    "1 1 0 1 1 0 1 1 0",
    "0 1 1 0 1 1 0 1 1",
    "1 0 1 1 0 1 1 0 1",
];

#[test]
fn duziqi_value_table_is_confirmed_and_is_the_seeds_table() {
    let report = run(&shipped(), "duzi-qi", "value-table");
    assert_eq!(report.verdict, Verdict::Confirmed, "{:?}", report.summary);
    let found: Vec<String> = report.table.iter().map(|r| r.join(" ")).collect();
    assert_eq!(found, SEED_DUZI_TABLE);
}

/// The cat's chase on the 6 by 4 grid with the diagonal a1-b2: whether the cat, to move with
/// `left` moves to go, can force the catch.
fn cat_wins(cat: (i32, i32), mouse: (i32, i32), left: u32) -> bool {
    fn neighbours(p: (i32, i32)) -> Vec<(i32, i32)> {
        let mut out: Vec<(i32, i32)> = [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .iter()
            .map(|d| (p.0 + d.0, p.1 + d.1))
            .filter(|q| (0..6).contains(&q.0) && (0..4).contains(&q.1))
            .collect();
        match p {
            (0, 0) => out.push((1, 1)),
            (1, 1) => out.push((0, 0)),
            _ => {}
        }
        out
    }
    neighbours(cat).into_iter().any(|c| {
        c == mouse
            || (left > 1
                && neighbours(mouse)
                    .into_iter()
                    .filter(|&m| m != c)
                    .all(|m| cat_wins(c, m, left - 1)))
    })
}

#[test]
fn cat_and_mouse_the_cat_wins_within_ten_moves_as_tian_says_and_not_the_mouse() {
    let checked = shipped();
    assert!(cat_wins((0, 0), (5, 3), 10), "the chase worked out here");
    assert!(!cat_wins((0, 0), (5, 3), 5), "five moves are too few");
    let tian = run(&checked, "mao-zhuo-laoshu", "cat-wins");
    assert_eq!(tian.verdict, Verdict::Confirmed, "{:?}", tian.summary);
    assert_eq!(tian.value, Some(Outcome::Win));
    let editor = run(&checked, "mao-zhuo-laoshu", "mouse-escapes");
    assert_eq!(editor.verdict, Verdict::Refuted, "{:?}", editor.summary);
}

/// Runs the equivalence claim `claim` of `game`, which must be confirmed on at least twelve
/// positions, and checks the solver's value of each against `mover_wins`, this file's own
/// computation for the position; gives the values in sample order.
fn each_sample_agrees(
    game: &str,
    claim: &str,
    mut mover_wins: impl FnMut(&str) -> bool,
) -> Vec<Outcome> {
    let report = run(&shipped(), game, claim);
    assert_eq!(report.verdict, Verdict::Confirmed, "{:?}", report.summary);
    assert!(report.samples.len() >= 12);
    let mut seen = Vec::new();
    for sample in &report.samples {
        let ours = Outcome::of_win(mover_wins(&sample.position));
        assert_eq!(sample.solver, ours, "{}", sample.position);
        seen.push(ours);
    }
    seen
}

#[test]
fn uneven_chess_is_nim_on_every_position_compared() {
    let seen = each_sample_agrees("cenci-qi", "nim", |position| {
        let rows = grid(position);
        let ranks = rows.len();
        let xor = (0..rows[0].len())
            .map(|file| {
                let rank_of = |piece: char| {
                    (0..ranks)
                        .find(|&r| rows[ranks - 1 - r][file] == piece)
                        .unwrap()
                };
                let (low, high) = (rank_of('x'), rank_of('o'));
                assert!(low < high, "{position}");
                high - low - 1
            })
            .fold(0, |a, b| a ^ b);
        xor != 0
    });
    assert!(seen.contains(&Outcome::Win) && seen.contains(&Outcome::Loss));
}

/// Cram on the free cells of a grid, solved by this test's own search.
fn cram_wins(free: &[Vec<bool>], memo: &mut HashMap<Vec<Vec<bool>>, bool>) -> bool {
    if let Some(&known) = memo.get(free) {
        return known;
    }
    let mut wins = false;
    'search: for r in 0..free.len() {
        for c in 0..free[r].len() {
            for (dr, dc) in [(0, 1), (1, 0)] {
                let (r2, c2) = (r + dr, c + dc);
                if free[r][c] && free.get(r2).and_then(|row| row.get(c2)) == Some(&true) {
                    let mut next = free.to_vec();
                    next[r][c] = false;
                    next[r2][c2] = false;
                    if !cram_wins(&next, memo) {
                        wins = true;
                        break 'search;
                    }
                }
            }
        }
    }
    memo.insert(free.to_vec(), wins);
    wins
}

#[test]
fn pairing_chess_is_cram_on_every_position_compared() {
    let mut memo = HashMap::new();
    each_sample_agrees("duizi-qi", "cram", |position| {
        let free: Vec<Vec<bool>> = grid(position)
            .iter()
            .map(|row| row.iter().map(|&c| c == '.').collect())
            .collect();
        cram_wins(&free, &mut memo)
    });
}

/// Y on a triangle of side `n` (row r has r + 1 points): whether `player` has a group
/// touching the bottom row, the left edge and the right edge.
fn connects_three_sides(board: &[Vec<u8>], player: u8) -> bool {
    let n = board.len();
    let mut seen = vec![vec![false; n]; n];
    for r in 0..n {
        for c in 0..=r {
            if board[r][c] != player || seen[r][c] {
                continue;
            }
            let (mut bottom, mut left, mut right) = (false, false, false);
            let mut stack = vec![(r, c)];
            seen[r][c] = true;
            while let Some((y, x)) = stack.pop() {
                bottom |= y == n - 1;
                left |= x == 0;
                right |= x == y;
                let (y, x) = (y as i64, x as i64);
                for (dy, dx) in [(0, -1), (0, 1), (-1, -1), (-1, 0), (1, 0), (1, 1)] {
                    let (ny, nx) = (y + dy, x + dx);
                    if ny < 0 || nx < 0 || ny >= n as i64 || nx > ny {
                        continue;
                    }
                    let (ny, nx) = (ny as usize, nx as usize);
                    if board[ny][nx] == player && !seen[ny][nx] {
                        seen[ny][nx] = true;
                        stack.push((ny, nx));
                    }
                }
            }
            if bottom && left && right {
                return true;
            }
        }
    }
    false
}

#[test]
fn three_connection_has_no_draw_as_y_has_none() {
    // Y's property, by this test's own count: every full board has exactly one winner.
    let mut seed = 7u64;
    for n in 2..=9 {
        for _ in 0..200 {
            let board: Vec<Vec<u8>> = (0..n)
                .map(|r| {
                    (0..=r)
                        .map(|_| {
                            seed = seed
                                .wrapping_mul(6364136223846793005)
                                .wrapping_add(1442695040888963407);
                            (seed >> 63) as u8
                        })
                        .collect()
                })
                .collect();
            let (a, b) = (
                connects_three_sides(&board, 0),
                connects_three_sides(&board, 1),
            );
            assert!(a != b, "side {n}: {board:?}");
        }
    }
    let report = run(&shipped(), "santong-qi", "no-draw");
    assert_eq!(report.verdict, Verdict::Confirmed, "{:?}", report.summary);
    let games = report.games.expect("self-play evidence");
    assert_eq!((games.games, games.draws), (200, 0));
    assert_eq!(games.first_wins + games.second_wins, 200);
}

#[test]
fn self_play_verdicts_follow_the_draw_counts_they_report() {
    let checked = shipped();
    for (game, claim, verdict) in [
        ("jian-di-qi", "drawish", Verdict::Confirmed),
        ("huanwei-qi", "drawish-without-the-rule", Verdict::Refuted),
    ] {
        let report = run(&checked, game, claim);
        let games = report.games.clone().expect("self-play evidence");
        assert_eq!(
            games.draws + games.first_wins + games.second_wins + games.unfinished,
            games.games
        );
        let drawish = 2 * games.draws >= games.games;
        assert_eq!(drawish, verdict == Verdict::Confirmed, "{game}: {games:?}");
        assert_eq!(report.verdict, verdict, "{game}: {:?}", report.summary);
        assert_eq!(
            games.strength.id, "claim-strength-playouts",
            "{:?}",
            games.strength
        );
    }
}

/// The editor's "especially prone to draws", checked by a player written here from the book's
/// geometry: two careful players (take what they can, else never leave a piece to be taken)
/// draw at least as often as the claim says, as the engine's own self-play found (its verdict
/// is checked in `self_play_verdicts_follow_the_draw_counts_they_report`).
#[test]
fn jian_di_qi_careful_players_draw_as_the_editor_says() {
    use crate::claims_games::jian_di_qi::{careful_game, geometry, Ending};
    assert_eq!(geometry(), (41, 9), "41 points, nine pieces a side");
    let games = 60;
    let endings: Vec<Ending> = (0..games).map(careful_game).collect();
    let draws = endings.iter().filter(|e| **e == Ending::Draw).count() as u64;
    assert!(
        2 * draws >= games,
        "careful play drew {draws} of {games}: {endings:?}"
    );
}

/// Huanwei Qi's book reading, written out here on bit masks of an 18-cell strip: a player's
/// pieces step one cell forward onto an empty cell, or leap a run of enemy pieces onto the
/// empty cell just beyond it; whoever has all five pieces on the five cells the other side
/// started on wins; a player who cannot move passes, and the game is drawn when neither can.
/// `east` says which way the player to move goes (Black, who starts on cells 0-4).
/// Returns 1 if the player to move wins with best play, 0 for a draw, -1 for a loss.
fn huanwei_value(
    mover: u32,
    other: u32,
    east: bool,
    memo: &mut HashMap<(u32, u32, bool), i8>,
) -> i8 {
    const CELLS: i32 = 18;
    let home = |pieces: u32, east: bool| {
        let goal = if east { 0b11111 << 13 } else { 0b11111 };
        pieces == goal
    };
    let moves = |mine: u32, theirs: u32, east: bool| -> Vec<u32> {
        let step = if east { 1 } else { -1 };
        let mut found = Vec::new();
        for from in (0..CELLS).filter(|&cell| mine & (1 << cell) != 0) {
            let mut to = from + step;
            while (0..CELLS).contains(&to) && theirs & (1 << to) != 0 {
                to += step;
            }
            // `to` is the cell ahead, or the cell just beyond a run of enemy pieces.
            if (0..CELLS).contains(&to) && (mine | theirs) & (1 << to) == 0 {
                found.push(mine & !(1 << from) | (1 << to));
            }
        }
        found
    };
    if let Some(&value) = memo.get(&(mover, other, east)) {
        return value;
    }
    let mine = moves(mover, other, east);
    let value = if mine.is_empty() {
        if moves(other, mover, !east).is_empty() {
            0
        } else {
            -huanwei_value(other, mover, !east, memo)
        }
    } else if mine.iter().any(|&after| home(after, east)) {
        1
    } else {
        mine.iter()
            .map(|&after| -huanwei_value(other, after, !east, memo))
            .max()
            .unwrap()
    };
    memo.insert((mover, other, east), value);
    value
}

#[test]
fn huanwei_qi_best_play_does_not_stall_the_first_player_wins() {
    let mut memo = HashMap::new();
    let black = 0b11111;
    let white = 0b11111 << 13;
    assert_eq!(
        huanwei_value(black, white, true, &mut memo),
        1,
        "this file's own solver: Black, moving first, wins the book reading"
    );
    let report = run(
        &shipped(),
        "huanwei-qi",
        "best-play-stalls-without-the-rule",
    );
    assert_eq!(report.verdict, Verdict::Refuted, "{:?}", report.summary);
    assert_eq!(report.value, Some(Outcome::Win), "{:?}", report.summary);
}

#[test]
fn lin_hexagons_stay_undecided_and_say_what_ran_out() {
    // Erdős–Selfridge, as the entry's commentary argues: 14 targets of six points each sum
    // to 14/64 < 1/2, so the blocker holds and the claim cannot be refuted; the solver alone
    // cannot reach the end of 30 placements within the build's budget.
    assert!(14.0 * 2f64.powi(-6) < 0.5);
    let report = run(&shipped(), "liujiao-qi-lin", "no-pattern");
    assert_eq!(report.verdict, Verdict::Undecided, "{:?}", report.summary);
    // "gave up after 3,000,000 positions (the budget)"
    assert_eq!(
        report.summary,
        Phrase::new("claim-finding-gave-up-budget").with("positions", Arg::code("3,000,000"))
    );
}

/// A game small enough to solve, with one claim the solver confirms (`first-wins`) and one it
/// refutes (`second-wins`); also used where a built game needs claims with verdicts.
pub(crate) const TINY: &str = r#"id: corner-walk
names: { en: Corner Walk }
family: folk
summary: A shared piece walks up or right; whoever brings it to the far corner wins.
witnesses:
  - { id: note, kind: commentary, lang: en, text: "The first player wins on a board of side three." }
rulesets:
  - id: main
    status: reconstructed
    rules:
      family: folk
      board: { kind: square, files: 3, ranks: 3, style: intersections, regions: { goal: [c3] } }
      players: [{ name: First }, { name: Second }]
      shared: { start: [a1] }
      movement: { kind: walk, max-steps: 2, directions: [n, e] }
      goals: { reach: { player: mover, region: goal } }
claims:
  - id: first-wins
    witness: note
    statement: The first player **wins**.
    check:
      solve: { ruleset: main, expect: win }
  - id: second-wins
    witness: note
    statement: The second player wins.
    check:
      solve: { ruleset: main, expect: loss }
"#;

fn project_with(entry: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("content/games");
    std::fs::create_dir_all(&games).unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/valid/content");
    for file in ["config.yaml", "sources.yaml"] {
        std::fs::copy(fixture.join(file), dir.path().join("content").join(file)).unwrap();
    }
    std::fs::write(games.join("corner-walk.yaml"), entry).unwrap();
    dir
}

fn options(folder: &Path) -> Settings {
    let mut options = Settings::in_folder(folder);
    options.cache_dir = None;
    options.play = None;
    options
}

#[test]
fn the_game_page_shows_each_claim_with_its_verdict_and_evidence() {
    let dir = project_with(TINY);
    build(&options(dir.path())).expect("the site builds");
    let html =
        std::fs::read_to_string(dir.path().join("output/games/corner-walk/index.html")).unwrap();
    assert!(
        html.contains(r#"<article class="claim" id="claim-first-wins" data-verdict="confirmed">"#),
        "{html}"
    );
    assert!(html.contains(r#"id="claim-second-wins" data-verdict="refuted""#));
    assert!(html.contains("The first player <strong>wins</strong>."));
    assert!(html.contains("<a href=\"#witness-note\">note</a> claims"));
    assert!(html.contains("class=\"claim-searched\""));
}

#[test]
fn a_bad_claim_is_an_error_at_its_place() {
    // The second claim cites a witness and a ruleset the entry does not have.
    let unknown_names = TINY
        .replace(
            "witness: note\n    statement: The second",
            "witness: nobody\n    statement: The second",
        )
        .replace(
            "solve: { ruleset: main, expect: loss }",
            "solve: { ruleset: other, expect: loss }",
        );
    let bad = unknown_names.replace("expect: win }", "expect: won }");
    let dir = project_with(&bad);
    let problems = check(&options(dir.path())).err().expect("bad claims fail");
    let places: Vec<(usize, usize, String)> = problems
        .0
        .iter()
        .map(|p| {
            let at = p.location.expect("a place");
            (at.line, at.column, p.field.clone())
        })
        .collect();
    let text = problems.to_string();
    assert_eq!(
        places.len(),
        1,
        "serde stops at the first bad value: {text}"
    );
    assert_eq!(places[0].2, "claims[0].check.solve.expect", "{text}");
    assert_eq!(places[0].0, 22, "{text}");
    assert!(text.contains("won"), "{text}");

    let dir = project_with(&unknown_names);
    let problems = check(&options(dir.path())).err().expect("bad claims fail");
    let text = problems.to_string();
    let fields: Vec<(usize, String)> = problems
        .0
        .iter()
        .map(|p| (p.location.expect("a place").line, p.field.clone()))
        .collect();
    assert_eq!(
        fields,
        [
            (24, "claims[1].witness".to_string()),
            (27, "claims[1].check.solve.ruleset".to_string())
        ],
        "{text}"
    );
    assert!(text.contains("unknown witness `nobody`"), "{text}");
    assert!(text.contains("expected one of: main"), "{text}");
}
