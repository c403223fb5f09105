//! Checks a [`HalmaSpec`] and compiles it into a [`HalmaGame`].

use super::spec::*;
use super::{HalmaGame, Kind};
use crate::board::{Board, PointId};
use crate::spec_problems::SpecError;
use crate::spec_problems::{build_board, Problems};

impl Problems {
    fn points(&mut self, board: &Board, path: &str, labels: &[String]) -> Vec<PointId> {
        let mut out = Vec::new();
        for (i, label) in labels.iter().enumerate() {
            match board.find(label) {
                Some(p) => out.push(p),
                None => self.push(
                    format!("{path}[{i}]"),
                    format!("`{label}` is not a point of this board"),
                    Some("use the point labels of the board"),
                ),
            }
        }
        out
    }
}

pub(super) fn compile(spec: &HalmaSpec) -> Result<HalmaGame, Vec<SpecError>> {
    let board = build_board(&spec.board)?;
    let mut problems = Problems::default();
    problems.board_within(&board, 64, "halma");
    problems.player_count(spec.players.len(), 2, None);
    let kinds: Vec<Kind> = if spec.kinds.is_empty() {
        vec![Kind {
            id: "stone".into(),
            letter: 'x',
            glyphs: [String::new(), String::new()],
        }]
    } else {
        spec.kinds
            .iter()
            .enumerate()
            .map(|(i, k)| compile_kind(i, k, &mut problems))
            .collect()
    };
    for (i, k) in kinds.iter().enumerate() {
        if kinds[..i]
            .iter()
            .any(|o| o.letter == k.letter || o.id == k.id)
        {
            problems.push(format!("kinds[{i}]"), "id or letter used twice", None);
        }
    }
    let mut game = HalmaGame {
        names: Default::default(),
        start: Default::default(),
        set_out: Default::default(),
        set_out_region: [vec![false; board.len()], vec![false; board.len()]],
        goal: [vec![false; board.len()], vec![false; board.len()]],
        goal_steps: Default::default(),
        goal_depth: Default::default(),
        kinds,
        leaps: spec.leaps,
        shared_start: Vec::new(),
        shared_glyph: "◉".into(),
        shared_leaps: LeapSpec::default(),
        turn: spec.turn.clone(),
        chains: spec.chains,
        drive_off: spec.drive_off,
        reply: spec.reply,
        move_limit: spec.move_limit,
        board,
    };
    for (i, player) in spec.players.iter().enumerate().take(2) {
        compile_player(&mut game, i, player, &mut problems);
    }
    if let Some(shared) = &spec.shared {
        game.shared_start = problems.points(&game.board, "shared.start", &shared.start);
        game.shared_leaps = shared.leaps;
        if let Some(glyph) = &shared.glyph {
            game.shared_glyph = glyph.clone();
        }
    }
    if spec.turn.is_empty() || spec.turn.len() > 4 {
        problems.push(
            "turn",
            "a turn has one to four moves",
            Some("e.g. [shared, own]"),
        );
    }
    if spec.turn.contains(&TurnPart::Shared) && game.shared_start.is_empty() {
        problems.push(
            "turn",
            "a turn moves a shared piece but there is none",
            None,
        );
    }
    let mut seen = vec![false; game.board.len()];
    let all = game.start[0]
        .iter()
        .chain(&game.start[1])
        .chain(&game.shared_start);
    for &p in all {
        if std::mem::replace(&mut seen[usize::from(p)], true) {
            let label = &game.board.point(p).label;
            problems.push("players", format!("two pieces start on `{label}`"), None);
        }
    }
    game.goal_steps = [0, 1].map(|i| super::material::steps_to_goal(&game.board, &game.goal[i]));
    game.goal_depth = [0, 1].map(|i| super::material::depth_in_goal(&game.board, &game.goal[i]));
    problems.result(game)
}

fn compile_kind(i: usize, k: &KindSpec, problems: &mut Problems) -> Kind {
    if !k.letter.is_ascii_alphabetic() {
        problems.push(
            format!("kinds[{i}].letter"),
            "expected a letter",
            Some("e.g. s"),
        );
    }
    if k.glyphs.len() != 2 {
        problems.push(
            format!("kinds[{i}].glyphs"),
            "expected one glyph per player",
            None,
        );
    }
    let glyph = |n: usize| k.glyphs.get(n).cloned().unwrap_or_default();
    Kind {
        id: k.id.clone(),
        letter: k.letter.to_ascii_lowercase(),
        glyphs: [glyph(0), glyph(1)],
    }
}

fn compile_player(
    game: &mut HalmaGame,
    i: usize,
    player: &HalmaPlayerSpec,
    problems: &mut Problems,
) {
    let path = format!("players[{i}]");
    game.names[i] = player.name.clone();
    game.start[i] = problems.points(&game.board, &format!("{path}.start"), &player.start);
    game.goal[i] = problems.region(&game.board, format!("{path}.goal"), &player.goal);
    let mut hand = player.set_out.clone();
    if !hand.is_empty() && hand.len() != game.kinds.len() {
        problems.push(
            format!("{path}.set-out"),
            format!("{} counts for {} kinds", hand.len(), game.kinds.len()),
            Some("give one count per kind, in the order of `kinds`"),
        );
    }
    hand.resize(game.kinds.len(), 0);
    let total: usize = hand.iter().map(|&n| usize::from(n)).sum();
    if total > 0 {
        match &player.set_out_region {
            Some(name) => {
                let path = format!("{path}.set-out-region");
                game.set_out_region[i] = problems.region(&game.board, &path, name);
                let room = game.set_out_region[i].iter().filter(|&&b| b).count();
                if room < total + game.start[i].len() {
                    problems.push(path, format!("{room} points for {total} pieces"), None);
                }
            }
            None => problems.push(
                format!("{path}.set-out-region"),
                "pieces to set out need a region",
                Some("name a region of the board"),
            ),
        }
    }
    game.set_out[i] = hand;
}
