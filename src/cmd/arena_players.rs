//! The players `boardlore arena` pits against each other, read from their command-line
//! specs: `computer:<ms>[:level]`, `random`, `greedy` and `uci:<command>[:<ms>[:<skill>]]`.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use boardlore_engine::limits::{MAX_UCI_LINE_BYTES, UCI_GRACE_MILLIS, UCI_LINES_BUFFERED};
use boardlore_engine::search::{Level, Rng};
use boardlore_engine::Match;

/// What a spec names, before any engine is started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spec {
    /// The archive's own search: milliseconds a move and a level.
    Computer { millis: u64, level: Level },
    /// A uniformly random legal move.
    Random,
    /// The best move one ply ahead.
    Greedy,
    /// An engine speaking UCI: the command, milliseconds a move, its skill level if set.
    Uci {
        command: String,
        millis: u64,
        skill: Option<i32>,
    },
}

const SPEC_HINT: &str =
    "expected `computer:<ms>[:<level 1-8>]`, `random`, `greedy` or `uci:<command>[:<ms>[:<skill>]]`";

fn millis(text: &str, spec: &str) -> anyhow::Result<u64> {
    match text.parse::<u64>() {
        Ok(ms) if (1..=600_000).contains(&ms) => Ok(ms),
        _ => bail!("`{spec}`: `{text}` is not a time in milliseconds (1 to 600000); {SPEC_HINT}"),
    }
}

impl Spec {
    /// Reads a player spec; a bad one is an error that says what was expected.
    pub fn parse(spec: &str) -> anyhow::Result<Spec> {
        let parts: Vec<&str> = spec.split(':').collect();
        match parts.as_slice() {
            ["random"] => Ok(Spec::Random),
            ["greedy"] => Ok(Spec::Greedy),
            ["computer", ms] => Ok(Spec::Computer {
                millis: millis(ms, spec)?,
                level: Level::MAX,
            }),
            ["computer", ms, level] => {
                let level = level
                    .parse::<u8>()
                    .ok()
                    .and_then(Level::new)
                    .with_context(|| {
                        format!("`{spec}`: `{level}` is not a level from 1 to 8; {SPEC_HINT}")
                    })?;
                Ok(Spec::Computer {
                    millis: millis(ms, spec)?,
                    level,
                })
            }
            ["uci", command, rest @ ..] if !command.trim().is_empty() && rest.len() <= 2 => {
                let millis = rest.first().map_or(Ok(1000), |ms| millis(ms, spec))?;
                let skill = match rest.get(1) {
                    Some(s) => Some(s.parse::<i32>().ok().filter(|s| (-20..=20).contains(s)).with_context(
                        || format!("`{spec}`: `{s}` is not a skill level from -20 to 20; {SPEC_HINT}"),
                    )?),
                    None => None,
                };
                Ok(Spec::Uci {
                    command: command.to_string(),
                    millis,
                    skill,
                })
            }
            _ => bail!("`{spec}` is not a player: {SPEC_HINT}"),
        }
    }

    /// The spec written out again, level and time included (`computer:1000:8`).
    pub fn label(&self) -> String {
        match self {
            Spec::Computer { millis, level } => format!("computer:{millis}:{}", level.number()),
            Spec::Random => "random".into(),
            Spec::Greedy => "greedy".into(),
            Spec::Uci {
                command,
                millis,
                skill,
            } => match skill {
                Some(skill) => format!("uci:{command}:{millis}:{skill}"),
                None => format!("uci:{command}:{millis}"),
            },
        }
    }
}

/// A player ready to move.
pub enum Player {
    /// The archive's search; counts the positions searched and the time taken.
    Computer {
        millis: u64,
        level: Level,
        nodes: u64,
        spent: Duration,
    },
    /// Random moves.
    Random,
    /// One ply by the evaluation.
    Greedy,
    /// A running UCI engine.
    Uci(UciEngine),
}

impl Player {
    /// Starts the player a spec names (a UCI engine is launched and set to `variant`).
    pub fn start(spec: &Spec, variant: &str) -> anyhow::Result<Player> {
        Ok(match spec {
            Spec::Computer { millis, level } => Player::Computer {
                millis: *millis,
                level: *level,
                nodes: 0,
                spent: Duration::ZERO,
            },
            Spec::Random => Player::Random,
            Spec::Greedy => Player::Greedy,
            Spec::Uci {
                command,
                millis,
                skill,
            } => Player::Uci(UciEngine::start(command, *millis, *skill, variant)?),
        })
    }

    /// Called before each game.
    pub fn new_game(&mut self) -> anyhow::Result<()> {
        if let Player::Uci(engine) = self {
            engine.send("ucinewgame")?;
        }
        Ok(())
    }

    /// The move this player makes in `game` (its name), `None` when it has none; `start` is
    /// the position the game began from when not the game's own start.
    pub fn choose(
        &mut self,
        game: &dyn Match,
        start: Option<&str>,
        seed: u64,
    ) -> anyhow::Result<Option<String>> {
        match self {
            Player::Computer {
                millis,
                level,
                nodes,
                spent,
            } => {
                let start = Instant::now();
                let deadline = start + Duration::from_millis(*millis);
                let found = game.computer_move(seed, *level, &mut || Instant::now() < deadline);
                *spent += start.elapsed();
                Ok(found.map(|(name, work)| {
                    *nodes += work as u64;
                    name
                }))
            }
            Player::Random => {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    return Ok(None);
                }
                let pick = Rng::new(seed).below(moves.len());
                Ok(Some(moves[pick].name.clone()))
            }
            Player::Greedy => Ok(game.greedy_move(seed)),
            Player::Uci(engine) => engine.best_move(start, game.history()).map(Some),
        }
    }

    /// The search's speed so far, for the computer: (positions or playouts, seconds).
    pub fn work(&self) -> Option<(u64, f64)> {
        match self {
            Player::Computer { nodes, spent, .. } => Some((*nodes, spent.as_secs_f64())),
            _ => None,
        }
    }
}

/// A UCI engine in a child process; its output is read by a thread so every wait is bounded.
pub struct UciEngine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<Result<String, String>>,
    millis: u64,
    /// The command that started it, to name it in messages.
    command: String,
}

/// Sends the engine's output line by line to `sender`, holding at most
/// [`UCI_LINES_BUFFERED`] lines unread and refusing a line longer than [`MAX_UCI_LINE_BYTES`]
/// (sent as an `Err` that ends the reading).
fn read_lines(output: ChildStdout, sender: SyncSender<Result<String, String>>) {
    let mut reader = BufReader::new(output);
    let mut line = Vec::new();
    loop {
        line.clear();
        let limit = MAX_UCI_LINE_BYTES as u64 + 1;
        match (&mut reader).take(limit).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let sent = if line.len() > MAX_UCI_LINE_BYTES {
            let _ = sender.send(Err(format!(
                "sent a line longer than {} KB, which no UCI message is",
                MAX_UCI_LINE_BYTES / 1024
            )));
            return;
        } else {
            let text = String::from_utf8_lossy(&line);
            sender.send(Ok(text.trim_end_matches(['\n', '\r']).to_string()))
        };
        if sent.is_err() {
            return;
        }
    }
}

impl UciEngine {
    fn start(
        command: &str,
        millis: u64,
        skill: Option<i32>,
        variant: &str,
    ) -> anyhow::Result<Self> {
        let mut words = command.split_whitespace();
        let program = words.next().context("an empty UCI command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start the UCI engine `{command}`"))?;
        let input = child.stdin.take().context("the engine's input")?;
        let output = child.stdout.take().context("the engine's output")?;
        let (sender, lines) = mpsc::sync_channel(UCI_LINES_BUFFERED);
        std::thread::spawn(move || read_lines(output, sender));
        let mut engine = UciEngine {
            child,
            input,
            lines,
            millis,
            command: command.to_string(),
        };
        engine.send("uci")?;
        engine.wait_for("uciok")?;
        engine.send(&format!("setoption name UCI_Variant value {variant}"))?;
        if let Some(skill) = skill {
            engine.send(&format!("setoption name Skill Level value {skill}"))?;
        }
        engine.send("isready")?;
        engine.wait_for("readyok")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> anyhow::Result<()> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .with_context(|| format!("the UCI engine `{}` stopped reading", self.command))
    }

    /// Reads lines until one starts with `word`; gives up after the move time plus
    /// [`UCI_GRACE_MILLIS`], however many other lines the engine sends meanwhile. On failure
    /// the engine is stopped (the error ends the match, which drops it).
    fn wait_for(&mut self, word: &str) -> anyhow::Result<String> {
        let allowed = Duration::from_millis(self.millis + UCI_GRACE_MILLIS);
        let deadline = Instant::now() + allowed;
        let mut others = 0usize;
        let engine = &self.command;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let problem = match self.lines.recv_timeout(left) {
                Ok(Ok(line)) if line.starts_with(word) => return Ok(line),
                Ok(Ok(_)) if left.is_zero() => "the time ran out".to_string(),
                Ok(Ok(_)) => {
                    others += 1;
                    continue;
                }
                Ok(Err(problem)) => problem,
                Err(RecvTimeoutError::Timeout) => "the time ran out".to_string(),
                Err(RecvTimeoutError::Disconnected) => "it exited".to_string(),
            };
            let _ = self.child.kill();
            bail!(
                "the UCI engine `{engine}` sent no `{word}` within {:.1} s ({others} other \
                 line(s) came): {problem}, so it was stopped\nhint: check that `{engine}` is a \
                 UCI engine that knows the variant, or give it more time in the player spec \
                 (`uci:<command>:<ms>`)",
                allowed.as_secs_f64()
            );
        }
    }

    /// The engine's move after `history` played from `start` (a FEN; `startpos` when `None`).
    fn best_move(&mut self, start: Option<&str>, history: &[String]) -> anyhow::Result<String> {
        let moves = if history.is_empty() {
            String::new()
        } else {
            format!(" moves {}", history.join(" "))
        };
        let from = start.map_or_else(|| "startpos".to_string(), |fen| format!("fen {fen}"));
        self.send(&format!("position {from}{moves}"))?;
        self.send(&format!("go movetime {}", self.millis))?;
        let line = self.wait_for("bestmove")?;
        line.split_whitespace()
            .nth(1)
            .map(str::to_string)
            .with_context(|| format!("the UCI engine answered `{line}`"))
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
