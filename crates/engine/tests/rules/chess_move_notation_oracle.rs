//! The traditions' move names held to Fairy-Stockfish's (`pyffish.get_san`) over random games:
//! standard algebraic for makruk, shatranj and chaturanga, WXF for xiangqi, Western (Hodges)
//! for shogi, and janggi's numeric form (Fairy-Stockfish writes `H02-83` where the Korean form
//! is `02馬83`: the same points, its letter for the piece, and its `x` for a capture and `+`
//! for a check, which the Korean form does not write). Every legal move of every position
//! reached is named both ways. Skipped, saying so, when pyffish is not installed.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use boardlore_engine::chess::{ChessGame, ChessMove, Position};
use boardlore_engine::game::Game;

use crate::support::chess::load;
use crate::support::oracle::{python, root, Rng};
use boardlore_engine::Presentation;

/// A running `tools/oracle/pyffish_notation.py`.
struct Namer {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Namer {
    fn start() -> Result<Namer, String> {
        let python = python();
        if !python.exists() {
            return Err(format!(
                "{} does not exist (set BOARDLORE_PYFFISH_PYTHON to a Python that has pyffish)",
                python.display()
            ));
        }
        let mut child = Command::new(&python)
            .arg(root().join("tools/oracle/pyffish_notation.py"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{}: {e}", python.display()))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut namer = Namer {
            child,
            input,
            output,
        };
        match namer.line()?.as_str() {
            "ready" => Ok(namer),
            other => Err(format!("pyffish did not start: {other}")),
        }
    }

    fn line(&mut self) -> Result<String, String> {
        let mut line = String::new();
        match self.output.read_line(&mut line) {
            Ok(0) => Err("the process ended: is pyffish installed?".into()),
            Ok(_) => Ok(line.trim_end().to_string()),
            Err(e) => Err(e.to_string()),
        }
    }

    fn name(&mut self, variant: &str, fen: &str, mv: &str, notation: &str) -> String {
        writeln!(self.input, "{variant}\t{fen}\t{mv}\t{notation}").expect("pyffish input");
        self.line().expect("pyffish answers")
    }
}

impl Drop for Namer {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// Janggi's Korean form (`02馬83`) as Fairy-Stockfish writes it (`H02-83`).
fn janggi_as_fairy_stockfish(korean: &str) -> String {
    let chars: Vec<char> = korean.chars().collect();
    let letter = match chars[2] {
        '車' => 'R',
        '馬' => 'H',
        '象' => 'E',
        '士' => 'A',
        '包' => 'C',
        '卒' | '兵' => 'P',
        _ => 'K',
    };
    let from: String = chars[..2].iter().collect();
    let to: String = chars[3..].iter().collect();
    format!("{letter}{from}-{to}")
}

/// Plays `games` random games of up to `plies` plies in `game`'s `ruleset`, naming every legal
/// move in `style` and by Fairy-Stockfish in `notation`; returns the moves compared and the
/// first disagreements.
fn compare(
    namer: &mut Namer,
    (game, ruleset, variant): (&str, &str, &str),
    (style, notation): (&str, &str),
    games: usize,
    plies: usize,
) -> (usize, Vec<String>) {
    let rules: ChessGame = load(game, ruleset);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ game.len() as u64);
    let (mut compared, mut wrong) = (0, Vec::new());
    for _ in 0..games {
        let mut pos: Position = rules.start();
        let mut previous: Option<(Position, ChessMove)> = None;
        for _ in 0..plies {
            let mut moves = Vec::new();
            rules.legal_moves(&pos, &mut moves);
            if moves.is_empty() {
                break;
            }
            let fen = rules.write_position(&pos);
            for &mv in &moves {
                let uci = rules.move_name(&pos, mv);
                let before = previous.as_ref().map(|(p, m)| (p, *m));
                let ours = rules
                    .styled_move_name(&pos, mv, style, before)
                    .expect("the tradition offers the style");
                let ours = if notation == "janggi" {
                    janggi_as_fairy_stockfish(&ours)
                } else {
                    ours
                };
                let mut theirs = namer.name(variant, &fen, &uci, notation);
                if notation == "janggi" {
                    // The Korean form marks neither captures nor checks.
                    theirs = theirs
                        .replace('x', "-")
                        .trim_end_matches(['+', '#'])
                        .to_string();
                }
                compared += 1;
                if ours != theirs && wrong.len() < 10 {
                    wrong.push(format!(
                        "{game} {fen} {uci}: ours {ours}, Fairy-Stockfish {theirs}"
                    ));
                }
            }
            let mv = moves[rng.below(moves.len())];
            let before = pos.clone();
            rules.play(&mut pos, mv);
            previous = Some((before, mv));
        }
    }
    (compared, wrong)
}

#[test]
fn traditions_name_moves_as_fairy_stockfish_does() {
    let mut namer = match Namer::start() {
        Ok(namer) => namer,
        Err(why) => {
            eprintln!("SKIPPED: the notation check against Fairy-Stockfish needs pyffish: {why}");
            return;
        }
    };
    let cases = [
        (("makruk", "fairy-stockfish", "makruk"), ("san", "san")),
        (("shatranj", "fairy-stockfish", "shatranj"), ("san", "san")),
        (("xiangqi", "fairy-stockfish", "xiangqi"), ("wxf", "wxf")),
        (("shogi", "fairy-stockfish", "shogi"), ("western", "hodges")),
        (
            ("janggi", "fairy-stockfish", "janggi"),
            ("korean", "janggi"),
        ),
    ];
    let (mut total, mut wrong) = (0, Vec::new());
    for (game, style) in cases {
        let (compared, mismatches) = compare(&mut namer, game, style, 6, 80);
        eprintln!(
            "{}: {compared} moves named as Fairy-Stockfish names them",
            game.0
        );
        total += compared;
        wrong.extend(mismatches);
    }
    eprintln!("{total} moves compared with Fairy-Stockfish");
    assert!(wrong.is_empty(), "names that differ:\n{}", wrong.join("\n"));
}
