//! Betza notation for piece moves, as used by Fairy-Stockfish and chessvariants.com.
//!
//! Supported: atoms `W F D N A H C Z G` (leapers) and the compounds `K R B Q`; a doubled
//! atom (`NN`) or a range digit (`W0`, `F2`) makes a rider; modifiers `m` (move only), `c`
//! (capture only), `p` (hop over exactly one piece, as the xiangqi cannon), `n` (lame: blocked
//! by a piece on its path, as the xiangqi horse), and the directions `f b l r v s` (with `ff`
//! for the narrow forward knight moves and `fs` for the wide ones).

/// One way a piece moves, for White (Black's moves are rotated half a turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Atom {
    /// Column step.
    pub dx: i8,
    /// Row step (positive towards Black).
    pub dy: i8,
    /// 1 for a leap, 0 for an unlimited ride, n for a ride of at most n steps.
    pub range: u8,
    /// May move to an empty square.
    pub moves: bool,
    /// May capture.
    pub captures: bool,
    /// Hops over exactly one piece first (cannon).
    pub hop: bool,
    /// Blocked by a piece on the path (xiangqi horse and elephant).
    pub lame: bool,
}

/// Parses a Betza string into atoms, or says what is wrong and where.
pub fn parse(text: &str) -> Result<Vec<Atom>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut atoms = Vec::new();
    let mut i = 0;
    if chars.is_empty() {
        return Err("empty Betza string".into());
    }
    while i < chars.len() {
        let start = i;
        let mut mods = String::new();
        while i < chars.len() && chars[i].is_ascii_lowercase() {
            mods.push(chars[i]);
            i += 1;
        }
        let Some(&letter) = chars.get(i) else {
            return Err(format!(
                "modifiers `{mods}` at the end are not followed by an atom"
            ));
        };
        i += 1;
        let mut rider = false;
        let mut range = 1u8;
        if chars.get(i) == Some(&letter) && letter != 'K' {
            rider = true;
            i += 1;
        }
        let mut digits = String::new();
        while i < chars.len() && chars[i].is_ascii_digit() {
            digits.push(chars[i]);
            i += 1;
        }
        if !digits.is_empty() {
            range = digits
                .parse()
                .map_err(|_| format!("range `{digits}` is too large"))?;
        } else if rider {
            range = 0;
        }
        let bases: Vec<(i8, i8, u8)> = match letter {
            'K' => vec![(0, 1, range), (1, 1, range)],
            'R' => vec![(0, 1, 0)],
            'B' => vec![(1, 1, 0)],
            'Q' => vec![(0, 1, 0), (1, 1, 0)],
            _ => match leaper(letter) {
                Some((a, b)) => vec![(a, b, range)],
                None => {
                    return Err(format!(
                        "`{letter}` at character {} is not a Betza atom (expected one of W F D N A H C Z G K R B Q)",
                        start + mods.len() + 1
                    ))
                }
            },
        };
        let (moves, captures) = match (mods.contains('m'), mods.contains('c')) {
            (true, false) => (true, false),
            (false, true) => (false, true),
            _ => (true, true),
        };
        let hop = mods.contains('p');
        let lame = mods.contains('n');
        let directions: String = mods.chars().filter(|c| "fblrvs".contains(*c)).collect();
        if let Some(bad) = mods.chars().find(|c| !"mcpnfblrvs".contains(*c)) {
            return Err(format!(
                "modifier `{bad}` is not supported (use m c p n f b l r v s)"
            ));
        }
        for (a, b, r) in bases {
            for (dx, dy) in symmetric(a, b) {
                if keeps(&directions, dx, dy) {
                    atoms.push(Atom {
                        dx,
                        dy,
                        range: r,
                        moves,
                        captures,
                        hop,
                        lame,
                    });
                }
            }
        }
    }
    Ok(atoms)
}

/// The leap of a one-letter atom as (short, long) steps.
fn leaper(letter: char) -> Option<(i8, i8)> {
    Some(match letter {
        'W' => (0, 1),
        'F' => (1, 1),
        'D' => (0, 2),
        'N' => (1, 2),
        'A' => (2, 2),
        'H' => (0, 3),
        'C' => (1, 3),
        'Z' => (2, 3),
        'G' => (3, 3),
        _ => return None,
    })
}

/// All distinct vectors obtained from (a, b) by swapping and changing signs.
fn symmetric(a: i8, b: i8) -> Vec<(i8, i8)> {
    let mut out: Vec<(i8, i8)> = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let v = (x * sx, y * sy);
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

/// Whether direction modifiers keep the vector (dx, dy).
fn keeps(dirs: &str, dx: i8, dy: i8) -> bool {
    if dirs.is_empty() {
        return true;
    }
    let orthogonal = dx == 0 || dy == 0;
    let diagonal = dx.abs() == dy.abs();
    let d: Vec<char> = dirs.chars().collect();
    if orthogonal {
        // Each letter adds directions.
        return d.iter().any(|&c| match c {
            'f' => dy > 0,
            'b' => dy < 0,
            'l' => dx < 0,
            'r' => dx > 0,
            'v' => dx == 0,
            's' => dy == 0,
            _ => false,
        });
    }
    let mut i = 0;
    let mut any = false;
    while i < d.len() {
        let pair = d.get(i + 1).map(|&n| (d[i], n));
        let (hit, used) = match pair {
            Some(('f', 'l')) | Some(('l', 'f')) => (dy > 0 && dx < 0, 2),
            Some(('f', 'r')) | Some(('r', 'f')) => (dy > 0 && dx > 0, 2),
            Some(('b', 'l')) | Some(('l', 'b')) => (dy < 0 && dx < 0, 2),
            Some(('b', 'r')) | Some(('r', 'b')) => (dy < 0 && dx > 0, 2),
            Some(('f', 'f')) if !diagonal => (dy > 0 && dy.abs() > dx.abs(), 2),
            Some(('b', 'b')) if !diagonal => (dy < 0 && dy.abs() > dx.abs(), 2),
            Some(('f', 's')) if !diagonal => (dy > 0 && dx.abs() > dy.abs(), 2),
            Some(('b', 's')) if !diagonal => (dy < 0 && dx.abs() > dy.abs(), 2),
            _ => (
                match d[i] {
                    'f' => dy > 0,
                    'b' => dy < 0,
                    'l' => dx < 0,
                    'r' => dx > 0,
                    'v' => dy.abs() > dx.abs(),
                    's' => dx.abs() > dy.abs(),
                    _ => false,
                },
                1,
            ),
        };
        any |= hit;
        i += used;
    }
    any
}

/// The squares a lame leap passes over, as offsets from its start: one orthogonal step along
/// the longer axis, then diagonal steps (the xiangqi horse and elephant, janggi's elephant).
pub fn lame_path(dx: i8, dy: i8) -> Vec<(i8, i8)> {
    let (mut x, mut y) = (0i8, 0i8);
    let mut path = Vec::new();
    if dx.abs() != dy.abs() {
        if dy.abs() > dx.abs() {
            y += dy.signum();
        } else {
            x += dx.signum();
        }
        if (x, y) != (dx, dy) {
            path.push((x, y));
        }
    }
    while (x, y) != (dx, dy) {
        x += (dx - x).signum();
        y += (dy - y).signum();
        if (x, y) != (dx, dy) {
            path.push((x, y));
        }
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_knight_has_eight_leaps_and_the_shogi_knight_two() {
        assert_eq!(parse("N").unwrap().len(), 8);
        let shogi = parse("ffN").unwrap();
        assert_eq!(shogi.len(), 2);
        assert!(shogi.iter().all(|a| a.dy == 2));
    }

    #[test]
    fn the_xiangqi_soldier_after_the_river_moves_forward_and_sideways() {
        let v: Vec<(i8, i8)> = parse("fsW").unwrap().iter().map(|a| (a.dx, a.dy)).collect();
        assert_eq!(v.len(), 3);
        assert!(!v.contains(&(0, -1)));
    }

    #[test]
    fn the_cannon_slides_to_move_and_hops_to_capture() {
        let atoms = parse("mRcpR").unwrap();
        assert_eq!(atoms.len(), 8);
        assert!(atoms
            .iter()
            .filter(|a| a.hop)
            .all(|a| a.captures && !a.moves));
    }

    #[test]
    fn the_horse_leg_is_the_orthogonal_neighbour() {
        assert_eq!(lame_path(1, 2), vec![(0, 1)]);
        assert_eq!(lame_path(2, 2), vec![(1, 1)]);
        assert_eq!(lame_path(2, 3), vec![(0, 1), (1, 2)]);
    }

    #[test]
    fn unknown_atoms_are_reported() {
        assert!(parse("X").is_err());
        assert!(parse("f").is_err());
        assert!(parse("").is_err());
    }
}
