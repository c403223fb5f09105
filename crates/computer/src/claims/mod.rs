//! Claims made in the sources, checked by the engine: how a claim says it is tested
//! ([`Check`]), and the verdict with its evidence ([`Report`]). A claim names one ruleset;
//! the caller hands over that ruleset's rules and a [`Budget`], so a claim too large for the
//! budget comes back `undecided` saying what ran out, never running for ever.

mod formulas;
mod run;
mod words;

use boardlore_rules::phrase::{Arg, Phrase};
use serde::{Deserialize, Serialize};

pub use formulas::Formula;
pub use run::{run, thousands};
pub use words::claims_vocabulary;

/// How a claim is tested. Each form names the ruleset it runs on. Written as a map with
/// exactly one key, the form's name (`solve: { ... }`).
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(try_from = "CheckFields", into = "CheckFields")]
pub enum Check {
    /// The exact solver's value of a position.
    Solve(SolveCheck),
    /// The solver's values with a lone piece on every point.
    Table(TableCheck),
    /// Games of the engine against itself.
    Selfplay(SelfplayCheck),
    /// The solver against a formula on random positions.
    Equivalence(EquivalenceCheck),
}

/// The exact solver's value of the start (or of `position`) for the player to move.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SolveCheck {
    /// The ruleset id.
    pub ruleset: String,
    /// A position in the game's notation; the start when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// The value claimed for the player to move.
    pub expect: Outcome,
}

/// The lone piece of the start (or of `position`) put on every point in turn and each
/// position solved: a table of values, top row first (`1` the player to move wins, `0`
/// loses, `=` a draw; points in a row separated by spaces).
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct TableCheck {
    /// The ruleset id.
    pub ruleset: String,
    /// A position with exactly one piece; the start when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// The table claimed, one string per row.
    pub expect: Vec<String>,
}

/// Games of the engine against itself from the start.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SelfplayCheck {
    /// The ruleset id.
    pub ruleset: String,
    /// How many games (1 to 1,000).
    pub games: usize,
    /// `random` moves, or a number of Monte Carlo playouts per move.
    pub strength: Strength,
    /// Plies after which a game is cut off (counted apart, not as a draw); 300 by default.
    #[serde(default = "default_max_plies")]
    pub max_plies: usize,
    /// The draw rate claimed.
    pub expect: DrawRate,
}

/// On random positions, the solver's value equals a formula's.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct EquivalenceCheck {
    /// The ruleset id.
    pub ruleset: String,
    /// The formula.
    pub formula: Formula,
    /// How many random positions (1 to 1,000).
    pub positions: usize,
    /// Seed of the random positions (the same seed, the same positions).
    #[serde(default = "default_seed")]
    pub seed: u64,
}

/// Declares the ways to check once, each as `Variant(Type) = key`: the map read with one
/// optional field per key, its turning into a [`Check`] (exactly one key given) and back, and
/// [`Check::kind`].
macro_rules! check_forms {
    ($($variant:ident($ty:ty) = $key:ident),* $(,)?) => {
        /// A check as written: one of the keys.
        #[derive(Clone, Debug, Default, Deserialize, Serialize)]
        #[serde(deny_unknown_fields)]
        struct CheckFields {
            $(
                #[serde(default, skip_serializing_if = "Option::is_none")]
                $key: Option<$ty>,
            )*
        }

        impl TryFrom<CheckFields> for Check {
            type Error = String;
            fn try_from(fields: CheckFields) -> Result<Self, String> {
                let mut found = Vec::new();
                $(found.extend(fields.$key.map(Check::$variant));)*
                match found.len() {
                    1 => Ok(found.remove(0)),
                    n => {
                        let keys = [$(concat!("`", stringify!($key), "`")),*];
                        Err(format!(
                            "{n} ways to check given: expected exactly one of {}",
                            keys.join(", ")
                        ))
                    }
                }
            }
        }

        impl From<Check> for CheckFields {
            fn from(check: Check) -> Self {
                let mut fields = CheckFields::default();
                match check {
                    $(Check::$variant(c) => fields.$key = Some(c),)*
                }
                fields
            }
        }

        impl Check {
            /// The form's name as written in YAML.
            pub fn kind(&self) -> &'static str {
                match self {
                    $(Check::$variant(_) => stringify!($key),)*
                }
            }
        }
    };
}

check_forms! {
    Solve(SolveCheck) = solve,
    Table(TableCheck) = table,
    Selfplay(SelfplayCheck) = selfplay,
    Equivalence(EquivalenceCheck) = equivalence,
}

fn default_max_plies() -> usize {
    300
}

fn default_seed() -> u64 {
    1
}

impl Check {
    /// The ruleset the check runs on.
    pub fn ruleset(&self) -> &str {
        match self {
            Check::Solve(SolveCheck { ruleset, .. })
            | Check::Table(TableCheck { ruleset, .. })
            | Check::Selfplay(SelfplayCheck { ruleset, .. })
            | Check::Equivalence(EquivalenceCheck { ruleset, .. }) => ruleset,
        }
    }
}

/// A game-theoretic value for the player to move.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// The player to move wins with best play.
    Win,
    /// The player to move loses with best play.
    Loss,
    /// Neither can force a win.
    Draw,
}

impl Outcome {
    /// `win`, `loss` or `draw`.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Loss => "loss",
            Outcome::Draw => "draw",
        }
    }

    /// `Win` when the player to move wins, else `Loss`: the value of a game without draws.
    pub fn of_win(wins: bool) -> Outcome {
        if wins {
            Outcome::Win
        } else {
            Outcome::Loss
        }
    }

    /// From the solver's result (1, 0 or -1).
    pub fn of_result(result: i8) -> Outcome {
        match result {
            1 => Outcome::Win,
            -1 => Outcome::Loss,
            _ => Outcome::Draw,
        }
    }
}

/// How strongly self-play games are played.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(try_from = "StrengthText", into = "StrengthText")]
pub enum Strength {
    /// Uniformly random legal moves.
    Random,
    /// Monte Carlo tree search with this many playouts per move.
    Playouts(usize),
}

impl Strength {
    /// The strength in the catalogue's words (`claim-strength-random`,
    /// `claim-strength-playouts` with the `count` of playouts a move).
    pub fn phrase(&self) -> Phrase {
        match self {
            Strength::Random => Phrase::new("claim-strength-random"),
            Strength::Playouts(n) => Phrase::new("claim-strength-playouts").with("count", *n),
        }
    }
}

/// `random` or a number, as written.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
enum StrengthText {
    Playouts(usize),
    Word(String),
}

impl TryFrom<StrengthText> for Strength {
    type Error = String;
    fn try_from(text: StrengthText) -> Result<Self, String> {
        match text {
            StrengthText::Playouts(n) if (1..=10_000).contains(&n) => Ok(Strength::Playouts(n)),
            StrengthText::Word(w) if w == "random" => Ok(Strength::Random),
            _ => Err("expected `random` or a number of playouts a move from 1 to 10000".into()),
        }
    }
}

impl From<Strength> for StrengthText {
    fn from(strength: Strength) -> Self {
        match strength {
            Strength::Random => StrengthText::Word("random".into()),
            Strength::Playouts(n) => StrengthText::Playouts(n),
        }
    }
}

/// The share of drawn games claimed (0 to 1): `{ draw-rate-at-least: 0.5 }` or
/// `{ draw-rate-at-most: 0 }`.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq)]
#[serde(try_from = "DrawRateFields", into = "DrawRateFields")]
pub enum DrawRate {
    /// At least this share of the games is drawn.
    AtLeast(f64),
    /// At most this share of the games is drawn.
    AtMost(f64),
}

#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct DrawRateFields {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    draw_rate_at_least: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    draw_rate_at_most: Option<f64>,
}

impl TryFrom<DrawRateFields> for DrawRate {
    type Error = String;
    fn try_from(fields: DrawRateFields) -> Result<Self, String> {
        match (fields.draw_rate_at_least, fields.draw_rate_at_most) {
            (Some(x), None) => Ok(DrawRate::AtLeast(x)),
            (None, Some(x)) => Ok(DrawRate::AtMost(x)),
            _ => Err("expected exactly one of `draw-rate-at-least`, `draw-rate-at-most`".into()),
        }
    }
}

impl From<DrawRate> for DrawRateFields {
    fn from(rate: DrawRate) -> Self {
        match rate {
            DrawRate::AtLeast(x) => DrawRateFields {
                draw_rate_at_least: Some(x),
                draw_rate_at_most: None,
            },
            DrawRate::AtMost(x) => DrawRateFields {
                draw_rate_at_least: None,
                draw_rate_at_most: Some(x),
            },
        }
    }
}

impl DrawRate {
    /// The expectation in the catalogue's words (`claim-rate-at-least` with the `percent`).
    pub fn phrase(&self) -> Phrase {
        let id = match self {
            DrawRate::AtLeast(_) => "claim-rate-at-least",
            DrawRate::AtMost(_) => "claim-rate-at-most",
        };
        Phrase::new(id).with("percent", Arg::code(self.percent()))
    }

    /// The share claimed, as a percentage to one decimal at most (`50`, `12.5`).
    pub fn percent(&self) -> String {
        match self {
            DrawRate::AtLeast(x) | DrawRate::AtMost(x) => percent(*x),
        }
    }
}

fn percent(x: f64) -> String {
    let p = (x * 1000.0).round() / 10.0;
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p:.1}")
    }
}

/// What a claim may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Distinct positions the solver may search, for one claim in all.
    pub positions: usize,
    /// Self-play games the claim may play at most.
    pub games: usize,
}

impl Budget {
    /// The build's budget: the solver's own default, so a claim the `solve` command decides
    /// is decided on the page too; the verdicts are cached, so only a cold build pays for it.
    pub const BUILD: Budget = Budget {
        positions: crate::search::DEFAULT_SOLVE_BUDGET,
        games: 200,
    };
}

/// Whether the check bore the claim out.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The check found what the claim says.
    Confirmed,
    /// The check found otherwise.
    Refuted,
    /// The check ran out of budget or could not run.
    Undecided,
}

impl Verdict {
    /// `confirmed`, `refuted` or `undecided`.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Confirmed => "confirmed",
            Verdict::Refuted => "refuted",
            Verdict::Undecided => "undecided",
        }
    }
}

/// Self-play totals.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
pub struct Games {
    /// Games played.
    pub games: usize,
    /// Drawn games.
    pub draws: usize,
    /// Games won by the first player.
    pub first_wins: usize,
    /// Games won by the second player.
    pub second_wins: usize,
    /// Games cut off at the ply cap.
    pub unfinished: usize,
    /// The strength, for the catalogue to say.
    pub strength: Phrase,
}

/// One random position of an equivalence check.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
pub struct Sample {
    /// The position in the game's notation.
    pub position: String,
    /// The solver's value for the player to move.
    pub solver: Outcome,
    /// The formula's value.
    pub formula: Outcome,
}

/// A verdict and the evidence for it.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
pub struct Report {
    /// The verdict.
    pub verdict: Verdict,
    /// The evidence (what was found, or what ran out), for the catalogue's `claim-finding-*`
    /// messages to say.
    pub summary: Phrase,
    /// The value found (solve).
    pub value: Option<Outcome>,
    /// The table found, top row first (table).
    pub table: Vec<Vec<String>>,
    /// The games played (selfplay).
    pub games: Option<Games>,
    /// The positions compared (equivalence).
    pub samples: Vec<Sample>,
    /// Distinct positions the solver searched.
    pub searched: usize,
}

impl Report {
    fn undecided(summary: Phrase, searched: usize) -> Report {
        Report {
            verdict: Verdict::Undecided,
            summary,
            value: None,
            table: Vec::new(),
            games: None,
            samples: Vec::new(),
            searched,
        }
    }
}
