//! The Fairy-Stockfish side of the differential test: one long-lived Python process running
//! `tools/oracle/pyffish_server.py` (the `pyffish` binding), asked about one position a line.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use boardlore_engine::chess::{ChessGame, Position};
use boardlore_engine::game::{Game, Player};

/// What Fairy-Stockfish says about a position.
#[derive(Debug, PartialEq, Eq)]
pub struct Answer {
    /// The FEN it writes for the position.
    pub fen: String,
    /// Its legal moves, sorted.
    pub moves: Vec<String>,
    /// `None` while play goes on, else the result's value for the side to move (positive: it
    /// wins, negative: it loses, 0: a draw).
    pub end: Option<i32>,
}

/// The engine's result for `pos` as Fairy-Stockfish gives it: the sign for the side to move
/// (1 it wins, -1 it loses, 0 a draw), and the rule.
pub fn engine_end(
    game: &ChessGame,
    pos: &Position,
) -> Option<(i32, boardlore_engine::phrase::Phrase)> {
    game.outcome(pos).map(|o| {
        let sign = match o.winner {
            None => 0,
            Some(w) if w == Player(pos.flags.side) => 1,
            Some(_) => -1,
        };
        (sign, o.rule)
    })
}

/// The small deterministic generator (xorshift) the differential tests draw their games from;
/// a seed gives the same games on every machine.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A running `pyffish` process.
pub struct Oracle {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The Python that has `pyffish`: `$BOARDLORE_PYFFISH_PYTHON`, or the virtual environment
/// `cargo xtask test` installs it into (`target/pyffish-venv`).
pub fn python() -> PathBuf {
    if let Some(path) = std::env::var_os("BOARDLORE_PYFFISH_PYTHON") {
        return PathBuf::from(path);
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"));
    target.join("pyffish-venv/bin/python")
}

impl Oracle {
    /// Starts the process; `Err` says why it could not (no Python, no `pyffish`).
    pub fn start() -> Result<Oracle, String> {
        let python = python();
        if !python.exists() {
            return Err(format!(
                "{} does not exist (`cargo xtask test` creates it and installs pyffish; or set \
                 BOARDLORE_PYFFISH_PYTHON to a Python that has pyffish)",
                python.display()
            ));
        }
        let script = root().join("tools/oracle/pyffish_server.py");
        let mut child = Command::new(&python)
            .arg(&script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{}: {e}", python.display()))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut oracle = Oracle {
            child,
            input,
            output,
        };
        let first = oracle.line()?;
        if !first.starts_with("ready") {
            return Err(format!("pyffish did not start: {first}"));
        }
        Ok(oracle)
    }

    /// Starts the process, or says on stderr that `what` is skipped because pyffish is not
    /// there (and why) and gives `None`.
    pub fn start_or_skip(what: &str) -> Option<Oracle> {
        match Oracle::start() {
            Ok(oracle) => Some(oracle),
            Err(why) => {
                eprintln!("SKIPPED: {what} needs pyffish: {why}");
                None
            }
        }
    }

    fn line(&mut self) -> Result<String, String> {
        let mut line = String::new();
        match self.output.read_line(&mut line) {
            Ok(0) => Err("the pyffish process ended (is pyffish installed?)".into()),
            Ok(_) => Ok(line.trim_end_matches('\n').to_string()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Asks about the position after `moves` from `fen` in Fairy-Stockfish's `variant`.
    pub fn ask(&mut self, variant: &str, fen: &str, moves: &[String]) -> Result<Answer, String> {
        writeln!(self.input, "{variant}\t{fen}\t{}", moves.join(" ")).map_err(|e| e.to_string())?;
        let line = self.line()?;
        let fields: Vec<&str> = line.split('\t').collect();
        if fields.len() != 3 || fields[0] == "error" {
            return Err(format!("pyffish: {line}"));
        }
        let end = match fields[2] {
            "-" => None,
            other => Some(
                other
                    .trim_start_matches("end ")
                    .parse()
                    .map_err(|_| format!("pyffish: bad result `{other}`"))?,
            ),
        };
        Ok(Answer {
            fen: fields[0].to_string(),
            moves: fields[1].split_whitespace().map(String::from).collect(),
            end,
        })
    }
}

impl Drop for Oracle {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}
