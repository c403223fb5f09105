//! Turns of several stones (Connect-8): each turn follows a plan of own stones and then shared
//! (neutral) stones, the first turns of the game may follow their own plans, and a player may
//! spend a token on a turn of another size. Tokens run out and are handed out again once both
//! players have spent all of theirs.
//!
//! A turn is played as successive plies by the same player, one stone each, so every click is
//! one point: first the own stones of the plan, then its shared stones. The state says what the
//! turn still holds (`turn:1,1` = one own and one shared stone to go). Spending a token is a
//! move of its own, made before the turn's first stone by clicking the token in hand; it is
//! written `token`. A shared stone is written `s@j14`.

use serde::Deserialize;

use super::compile::Problems;
use super::notation::error;
use super::state::{stone, FolkAction, FolkMove, FolkState, EMPTY, SHARED};
use super::FolkGame;
use crate::board::PointId;
use crate::game::{Click, HandView, NotationError, Player, PositionView};

/// The stones of one turn, in the order they are placed: own stones first, then shared ones.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct TurnSpec {
    /// Stones of the player's own colour.
    #[serde(default)]
    pub own: u8,
    /// Shared stones (owned by nobody; they count for either player where a goal says so).
    #[serde(default)]
    pub shared: u8,
}

/// Turns that place several stones (`turns:` in a folk ruleset).
///
/// ```yaml
/// turns:
///   opening: [{ own: 2 }, { own: 3 }]   # the first turns of the game, in playing order
///   each: { own: 2, shared: 1 }         # every later turn
///   token: { own: 3 }                   # a turn bought with a token instead
///   tokens: 5                           # tokens each player starts with
///   refill: 2                           # handed to each once both have spent all
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct TurnsSpec {
    /// Plans of the game's first turns, one per turn in playing order (no token is spent on them).
    #[serde(default)]
    pub opening: Vec<TurnSpec>,
    /// The plan of every other turn.
    pub each: TurnSpec,
    /// The plan of a turn bought with a token.
    #[serde(default)]
    pub token: Option<TurnSpec>,
    /// Tokens each player holds at the start.
    #[serde(default)]
    pub tokens: u8,
    /// Tokens each player receives once both players have spent all of theirs.
    #[serde(default)]
    pub refill: u8,
}

/// The compiled turn plans.
#[derive(Clone, Debug)]
pub(crate) struct TurnPlan {
    opening: Vec<TurnSpec>,
    each: TurnSpec,
    token: Option<TurnSpec>,
    tokens: u8,
    refill: u8,
}

/// Where a position stands in its turn plan: stones left in the turn under way, opening turns
/// still to come, tokens in hand, and who has already made a winning row (0 nobody, 1 + player).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct TurnState {
    pub own_left: u8,
    pub shared_left: u8,
    pub opening_left: u8,
    pub tokens: [u8; 2],
    pub row_winner: u8,
}

/// Checks the `turns` spec and compiles it.
pub(crate) fn compile(spec: &TurnsSpec, problems: &mut Problems) -> TurnPlan {
    let mut check = |path: String, turn: &TurnSpec| {
        if turn.own == 0 && turn.shared == 0 {
            problems.push(
                path,
                "a turn must place at least one stone",
                Some("e.g. { own: 2, shared: 1 }"),
            );
        }
    };
    for (i, turn) in spec.opening.iter().enumerate() {
        check(format!("turns.opening[{i}]"), turn);
    }
    check("turns.each".into(), &spec.each);
    if let Some(token) = &spec.token {
        check("turns.token".into(), token);
    }
    if spec.token.is_none() && (spec.tokens > 0 || spec.refill > 0) {
        problems.push(
            "turns.token",
            "tokens are given out but no token turn says what they buy",
            Some("e.g. token: { own: 3 }"),
        );
    }
    if spec.opening.len() > usize::from(u8::MAX) {
        problems.push("turns.opening", "at most 255 opening turns", None);
    }
    TurnPlan {
        opening: spec.opening.clone(),
        each: spec.each,
        token: spec.token,
        tokens: spec.tokens,
        refill: spec.refill,
    }
}

impl FolkGame {
    /// Sets up the turn plan of the start position.
    pub(crate) fn start_turns(&self, s: &mut FolkState) {
        if let Some(plan) = &self.turns {
            s.turn.opening_left = plan.opening.len() as u8;
            s.turn.tokens = [plan.tokens; 2];
        }
    }

    /// The plan of the turn the player to move starts now.
    fn plan_now(&self, plan: &TurnPlan, s: &FolkState) -> TurnSpec {
        match usize::from(s.turn.opening_left) {
            0 => plan.each,
            left => plan.opening[plan.opening.len().saturating_sub(left)],
        }
    }

    /// True when no turn is under way (the next stone starts a new turn).
    fn turn_fresh(s: &FolkState) -> bool {
        s.turn.own_left == 0 && s.turn.shared_left == 0
    }

    /// True when the next stone placed is a shared one.
    pub(crate) fn next_stone_shared(&self, s: &FolkState) -> bool {
        match &self.turns {
            Some(plan) if Self::turn_fresh(s) => self.plan_now(plan, s).own == 0,
            Some(_) => s.turn.own_left == 0,
            None => false,
        }
    }

    /// Appends the plies of a planned turn; false when the ruleset has no turn plan.
    pub(crate) fn turn_plan_moves(&self, s: &FolkState, out: &mut Vec<FolkMove>) -> bool {
        let Some(plan) = &self.turns else {
            return false;
        };
        if Self::turn_fresh(s)
            && s.turn.opening_left == 0
            && plan.token.is_some()
            && s.turn.tokens[usize::from(s.to_move)] > 0
        {
            out.push(FolkMove::new(FolkAction::Pass, 0, 0));
        }
        for p in 0..self.board.len() as PointId {
            if s.at(p) == EMPTY {
                out.push(FolkMove::new(FolkAction::Place, p, p));
            }
        }
        true
    }

    /// Plays one ply of a planned turn; false when the ruleset has no turn plan.
    pub(crate) fn play_turn_plan(&self, s: &mut FolkState, mv: FolkMove) -> bool {
        let Some(plan) = &self.turns else {
            return false;
        };
        let mover = s.to_move;
        match mv.action {
            FolkAction::Pass => {
                let Some(token) = plan.token else { return true };
                let tokens = &mut s.turn.tokens;
                tokens[usize::from(mover)] = tokens[usize::from(mover)].saturating_sub(1);
                if *tokens == [0, 0] {
                    *tokens = [plan.refill; 2];
                }
                s.turn.own_left = token.own;
                s.turn.shared_left = token.shared;
            }
            FolkAction::Place => {
                if Self::turn_fresh(s) {
                    let now = self.plan_now(plan, s);
                    s.turn.opening_left = s.turn.opening_left.saturating_sub(1);
                    s.turn.own_left = now.own;
                    s.turn.shared_left = now.shared;
                }
                let cell = &mut s.cells[usize::from(mv.to)];
                if s.turn.own_left > 0 {
                    *cell = stone(mover);
                    s.turn.own_left -= 1;
                } else {
                    *cell = SHARED;
                    s.turn.shared_left = s.turn.shared_left.saturating_sub(1);
                }
                if Self::turn_fresh(s) {
                    s.to_move = mover ^ 1;
                }
            }
            _ => {}
        }
        true
    }

    /// The name of a planned-turn ply (`token`, `s@j14`), when the ruleset has a turn plan.
    pub(crate) fn turn_plan_move_name(&self, s: &FolkState, mv: FolkMove) -> Option<String> {
        self.turns.as_ref()?;
        let label = &self.board.point(mv.to).label;
        match mv.action {
            FolkAction::Pass => Some("token".into()),
            FolkAction::Place if self.next_stone_shared(s) => Some(format!("s@{label}")),
            _ => None,
        }
    }

    /// Spending a token is a click on the token in hand.
    pub(crate) fn turn_plan_clicks(&self, mv: FolkMove) -> Option<Vec<Click>> {
        match (&self.turns, mv.action) {
            (Some(_), FolkAction::Pass) => Some(vec![Click::Hand("token".into())]),
            _ => None,
        }
    }

    /// Shows each player's tokens as pieces in hand.
    pub(crate) fn turn_plan_view(&self, s: &FolkState, view: &mut PositionView) {
        if !self.turns.as_ref().is_some_and(|plan| plan.token.is_some()) {
            return;
        }
        for p in 0..2u8 {
            let count = s.turn.tokens[usize::from(p)];
            if count > 0 {
                view.hands.push(HandView {
                    owner: Player(p),
                    pieces: vec![("token".into(), "◆".into(), u32::from(count))],
                });
            }
        }
    }

    /// Appends the turn fields of the notation: `turn:1,1 openers:2 tokens:5,5`.
    pub(crate) fn format_turn(&self, s: &FolkState, out: &mut String) {
        if self.turns.is_none() {
            return;
        }
        let t = &s.turn;
        if !Self::turn_fresh(s) {
            out.push_str(&format!(" turn:{},{}", t.own_left, t.shared_left));
        }
        if t.opening_left > 0 {
            out.push_str(&format!(" openers:{}", t.opening_left));
        }
        out.push_str(&format!(" tokens:{},{}", t.tokens[0], t.tokens[1]));
    }

    /// Before the fields are read: no turn under way, no opening turn left, the start tokens.
    pub(crate) fn clear_turn(&self, s: &mut FolkState) {
        let tokens = self.turns.as_ref().map_or(0, |plan| plan.tokens);
        s.turn = super::turn_plan::TurnState {
            tokens: [tokens; 2],
            ..Default::default()
        };
    }

    /// Reads one turn field; false when the key is not one of them.
    pub(crate) fn read_turn_field(
        &self,
        key: &str,
        value: &str,
        off: usize,
        s: &mut FolkState,
    ) -> Result<bool, NotationError> {
        let Some(plan) = &self.turns else {
            return Ok(false);
        };
        let pair = || -> Result<[u8; 2], NotationError> {
            let parsed = value
                .split_once(',')
                .and_then(|(a, b)| Some([a.parse::<u8>().ok()?, b.parse::<u8>().ok()?]));
            parsed.ok_or_else(|| error(format!("`{value}`: expected two numbers like 2,1"), off))
        };
        match key {
            "turn" => [s.turn.own_left, s.turn.shared_left] = pair()?,
            "tokens" => s.turn.tokens = pair()?,
            "openers" => {
                let left = value
                    .parse::<u8>()
                    .ok()
                    .filter(|&n| usize::from(n) <= plan.opening.len());
                s.turn.opening_left = left.ok_or_else(|| {
                    error(
                        format!(
                            "openers: expected a number of opening turns from 0 to {}",
                            plan.opening.len()
                        ),
                        off,
                    )
                })?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}
