//! The chess-family ruleset as written in YAML (`rules:` with `family: chess`).
//!
//! ```yaml
//! rules:
//!   family: chess
//!   board: { kind: square, files: 9, ranks: 10, style: intersections,
//!            regions: { palace-white: [d1:f3], palace-black: [d8:f10] } }
//!   pieces:
//!     - { id: king, letter: k, glyphs: [帥, 將], betza: W, royal: true, confined: palace }
//!     - { id: cannon, letter: c, glyphs: [炮, 砲], betza: mRcpR }
//!   start: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
//!   flying-general: true
//! ```
//!
//! Region names used by pieces and rules are looked up per side: `palace` means the region
//! `palace-white` for White and `palace-black` for Black, or `palace` for both when the board
//! has a region of that exact name. A leading `!` takes the complement (`!home`: outside home).

use serde::Deserialize;

use crate::board::BoardSpec;

/// The `rules` of a chess-family ruleset.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ChessSpec {
    /// The board: a square grid with named regions.
    pub board: Box<BoardSpec>,
    /// The piece types.
    pub pieces: Vec<PieceSpec>,
    /// The start position in Fairy-Stockfish FEN.
    pub start: String,
    /// Captured pieces go to the captor's hand and may be dropped (shogi).
    #[serde(default)]
    pub drops: bool,
    /// Pieces held in hand at the start must all be placed before any piece moves (sittuyin's
    /// setup); each side places in its `setup` region.
    #[serde(default)]
    pub setup: Option<Box<SetupSpec>>,
    /// Kings may not face each other on an open file (xiangqi).
    #[serde(default)]
    pub flying_general: bool,
    /// Janggi's bikjang: when the kings face each other, the side to move must break the
    /// facing or pass; two facing positions in a row end the game as a draw.
    #[serde(default)]
    pub bikjang: bool,
    /// The side whose move makes the kings face each other on an open file gives up the right
    /// to win: a checkmate or stalemate it delivers later ends the game drawn (janggi).
    #[serde(default)]
    pub facing_forfeits_win: bool,
    /// The game is drawn when the only piece between the two kings on one file checks the
    /// enemy king and no piece of its side but the king defends it (janggi).
    #[serde(default)]
    pub screen_check_draws: bool,
    /// A side with no legal move that is not in check may trade its king's square with one of
    /// its own pieces, provided the king then stands out of check (a shatranj variation).
    #[serde(default)]
    pub stalemate_swap: bool,
    /// Pairs of squares (written for the first player, mirrored across the middle rank for the
    /// second) whose pieces each player may swap before its first move, as one choice among
    /// all the arrangements (janggi's elephants and horses: `[[b1, c1], [g1, h1]]`).
    #[serde(default)]
    pub start_swaps: Vec<[String; 2]>,
    /// A side may pass its turn (written as the king's square to itself); two passes in a row
    /// end the game as a draw.
    #[serde(default)]
    pub pass: bool,
    /// A side that has no legal move and is not in check may pass (the seed's janggi).
    #[serde(default)]
    pub pass_when_stuck: bool,
    /// Diagonal lines drawn inside the palaces (janggi), each a list of point labels.
    #[serde(default)]
    pub palace_lines: Vec<Vec<String>>,
    /// The king's special knight-like leap (chaturanga, ouk chatrang).
    #[serde(default)]
    pub king_leap: Option<Box<KingLeapSpec>>,
    /// What happens to the side that has no legal move and is not in check.
    #[serde(default)]
    pub stalemate: StalemateRule,
    /// What happens when a side is reduced to its bare king.
    #[serde(default)]
    pub bare_king: BareKingRule,
    /// Counting rules that end long endgames in a draw.
    #[serde(default)]
    pub counting: Option<CountingRule>,
    /// The board honour count is kept by the side at a disadvantage, which may stop it (and
    /// does by capturing); its mate while counting is a draw (makruk as the seed gives it).
    #[serde(default)]
    pub weaker_side_counts: bool,
    /// Repetition: the same position reached `times` times ends the game.
    #[serde(default)]
    pub repetition: Option<Box<RepetitionSpec>>,
    /// The n-move rule: a draw after this many moves by each side without a capture or an
    /// irreversible move.
    #[serde(default)]
    pub move_limit: Option<Box<MoveLimitSpec>>,
    /// Shatar's mate rules: a horse may not mate, and bishop or pawn mates count only after a
    /// run of checks containing one by bers, rook or horse.
    #[serde(default)]
    pub shatar_mate: bool,
    /// Which checks count as a shak under `shatar-mate`.
    #[serde(default)]
    pub shak_by: ShakBy,
    /// Janggi's scoring: when bikjang or two passes in a row end the game, it is not a draw
    /// but won on material (each side's pieces on the board by `points`; the second player
    /// adds `second-player-bonus`; the higher total wins).
    #[serde(default)]
    pub material_count: Option<Box<MaterialCountSpec>>,
    /// Shogi's impasse (jishogi): when both kings stand in their promotion zones, the game is
    /// scored: 5 points per rook or bishop (promoted or not), 1 per other piece except kings,
    /// in hand or on the board; fewer than `impasse` points loses, both at least that is a draw.
    #[serde(default)]
    pub impasse: Option<u32>,
    /// An opening phase with its own schedule (ta'biya, werera).
    #[serde(default)]
    pub opening: Option<Box<OpeningSpec>>,
    /// The order in which FEN lists the pieces in hand, as FEN letters (`ksfrnp`); the order
    /// of `pieces` when absent. Fairy-Stockfish lists them by its own piece numbering.
    #[serde(default)]
    pub hand_order: Option<String>,
    /// The two players' names as the tradition gives them, the side FEN calls `w` first (e.g.
    /// `[{ name: Red }, { name: Black }]`, or janggi's `{ name: Cho, colour: blue }`); White
    /// and Black when absent.
    #[serde(default)]
    pub players: Option<Vec<crate::players::PlayerName>>,
    /// The tradition whose move notation the board's record offers besides the engine's own
    /// names (`xiangqi`: WXF and Chinese; `shogi`: Japanese and Western; `janggi`: Korean;
    /// `standard` and `makruk`: standard algebraic).
    #[serde(default)]
    pub tradition: Tradition,
}

/// The move-notation tradition of a chess-family ruleset ([`ChessSpec::tradition`]).
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Tradition {
    /// Standard algebraic notation (`Nf3`, `exd5`, `e8=Q`) with the game's piece letters.
    #[default]
    Standard,
    /// Makruk: standard algebraic notation with makruk's piece letters.
    Makruk,
    /// Xiangqi: WXF (`C2=5`) and Chinese (`炮二平五`).
    Xiangqi,
    /// Janggi: the Korean numeric form (`02馬83`).
    Janggi,
    /// Shogi: Japanese (`７六歩`) and Western (`P-7f`).
    Shogi,
}

/// Points per piece for [`ChessSpec::material_count`].
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct MaterialCountSpec {
    /// Points per piece id; pieces not listed count 0.
    pub points: std::collections::BTreeMap<String, u32>,
    /// Points added to the second player's total (janggi's 1.5 for Han, which also rules out
    /// a tie).
    #[serde(default)]
    pub second_player_bonus: f64,
}

/// One piece type.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PieceSpec {
    /// Identifier used in rules and in the site (`rook`, `cannon`, ...).
    pub id: String,
    /// FEN letter, lowercase (`r`); promoted shogi pieces use `+p`.
    pub letter: String,
    /// Text drawn on the piece: one glyph for both sides, or `[white, black]`.
    #[serde(default)]
    pub glyphs: Vec<String>,
    /// The moves in Betza notation (e.g. `mRcpR` for the xiangqi cannon).
    pub betza: String,
    /// A silhouette drawn instead of the glyph (`crown`, `cone`, `spire`, `horse`, `block`,
    /// `cowrie`), as makruk's pieces are known.
    #[serde(default)]
    pub figure: Option<crate::board::Figure>,
    /// Losing it loses the game; it may not be left attacked.
    #[serde(default)]
    pub royal: bool,
    /// The piece never leaves this region (per-side name).
    #[serde(default)]
    pub confined: Option<String>,
    /// Moves that replace `betza` while the piece stands in a region.
    #[serde(default)]
    pub zones: Vec<ZoneSpec>,
    /// How the piece moves along `palace-lines`.
    #[serde(default)]
    pub palace_lines: Option<LineMove>,
    /// A hopping piece of this type may neither hop over nor capture a piece of this type
    /// (janggi cannon).
    #[serde(default)]
    pub no_hop_over_same: bool,
    /// An extra move the piece may make while it has never moved (ouk chatrang's neang
    /// double step); the right is written in the FEN castling field by file.
    #[serde(default)]
    pub first_move: Option<String>,
    /// Promotion of this piece.
    #[serde(default)]
    pub promotion: Option<PromotionSpec>,
    /// At most one unpromoted piece of this type per file among a side's pieces when dropping
    /// (shogi's nifu).
    #[serde(default)]
    pub one_per_file: bool,
    /// Dropping this piece to give immediate checkmate is illegal (shogi's uchifuzume).
    #[serde(default)]
    pub no_drop_mate: bool,
    /// Dropping this piece to give checkmate is legal but loses (Fairy-Stockfish's shogi).
    #[serde(default)]
    pub drop_mate_loses: bool,
    /// Region where this piece may be placed during the setup phase, overriding `setup`.
    #[serde(default)]
    pub setup_region: Option<String>,
    /// Points in shogi's impasse count.
    #[serde(default)]
    pub impasse_points: Option<u32>,
    /// Shatar: the piece's check is a "shak" (bers, rook, horse).
    #[serde(default)]
    pub shak: bool,
    /// Shatar: this piece may not deliver mate (the horse).
    #[serde(default)]
    pub cannot_mate: bool,
    /// A checkmate in which every checking piece is of this type is legal but lost by the
    /// side that gives it (Fairy-Stockfish's shatar horse).
    #[serde(default)]
    pub mate_loses: bool,
}

/// Moves replacing a piece's Betza string inside a region (xiangqi soldier across the river).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ZoneSpec {
    /// Per-side region name, `!` for the complement.
    pub region: String,
    /// The moves there.
    pub betza: String,
}

/// How a piece moves along the palace diagonals.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum LineMove {
    /// One step along a line.
    Step,
    /// One step forward along a line.
    ForwardStep,
    /// Any distance along a line.
    Slide,
    /// Hopping over exactly one piece along a line (cannon).
    Hop,
}

/// Promotion of one piece type.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PromotionSpec {
    /// The piece ids it may become; `by-start-square` in `rule` picks from the start position.
    #[serde(default)]
    pub to: Vec<String>,
    /// Per-side region where promotion happens.
    pub zone: String,
    /// How promotion works.
    #[serde(default)]
    pub rule: PromotionRule,
    /// Promotion only to a piece type the side has lost (fewer on the board than at start).
    #[serde(default)]
    pub only_lost: bool,
}

/// The ways a piece promotes.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum PromotionRule {
    /// On reaching the zone the piece must become one of `to` (chess pawns); when none is
    /// allowed (`only-lost`) it stays as it is.
    #[default]
    OnEntry,
    /// Shogi style: a move starting or ending in the zone may promote; compulsory where the
    /// unpromoted piece could never move again.
    EnterOrLeave,
    /// Chaturanga: the pawn becomes the piece that stood on its promotion square in the start
    /// position, if that type was lost; otherwise it stays a pawn.
    ByStartSquare,
    /// Sittuyin as Fairy-Stockfish plays it: on a zone square (a side's last pawn anywhere)
    /// the pawn may, instead of moving, become one of `to` in place, or become it while making
    /// one diagonal step to an empty square, provided the new piece attacks no enemy piece and
    /// the move gives no check; a side left with its king and that pawn whose only moves are
    /// promotions is stalemated.
    InPlaceOrStep,
    /// Sittuyin as Daou gives it: on a zone square the pawn may become one of `to` in place, or
    /// while making one diagonal step, to an empty square or capturing (but never a piece of a
    /// type in `to`); a promotion made with a step may not give check.
    InPlaceOrAnyStep,
}

/// The setup phase of sittuyin.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SetupSpec {
    /// Per-side region where pieces in hand are placed.
    pub region: String,
    /// A piece from the hand may also be placed on a square holding one of the side's pieces
    /// that stood on the board at the start (sittuyin's pawns); that piece goes back to the
    /// hand and the same side places it at once on an empty square of the region.
    #[serde(default)]
    pub displace_pawns: bool,
    /// A piece id the first player may object to: the second player may not place two of it on
    /// one file, nor one on the file where the first player's royal piece stands (sittuyin's
    /// rooks). The objection is taken as always made, so such a placement is not offered.
    #[serde(default)]
    pub objection: Option<String>,
}

/// The king's knight-like leap.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct KingLeapSpec {
    /// The leap in Betza notation (`N`, or `mfsN` for Fairy-Stockfish's cambodian).
    pub betza: String,
    /// The right ends once the king has made any move.
    #[serde(default)]
    pub first_move_only: bool,
    /// The right ends when the king is checked.
    #[serde(default = "yes")]
    pub lost_when_checked: bool,
    /// The right ends when an enemy piece of this id (the rook) moves onto the king's rank
    /// or file (Fairy-Stockfish's approximation of "has been checked").
    #[serde(default)]
    pub lost_when_aimed_by: Option<String>,
    /// The leap may not be made while in check.
    #[serde(default)]
    pub not_in_check: bool,
}

fn yes() -> bool {
    true
}

/// Which checks count as a shak (shatar).
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum ShakBy {
    /// A check made by moving a `shak` piece.
    #[default]
    MovedPiece,
    /// A check in which a `shak` piece is among the checking pieces: a discovered check too,
    /// and in a position read from a FEN the check standing in it (Fairy-Stockfish).
    CheckingPiece,
}

/// Result for a side that has no legal move but is not in check.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum StalemateRule {
    /// The stalemated side loses (xiangqi, shatranj, shogi).
    #[default]
    Loss,
    /// The stalemated side wins (chaturanga: stalemating loses).
    Win,
    /// A draw.
    Draw,
    /// A move that would leave the opponent stalemated is illegal (sittuyin).
    Forbidden,
}

/// What a bare king means.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum BareKingRule {
    /// No special rule.
    #[default]
    None,
    /// A side left with only its king loses at once.
    Loses,
    /// A side left with only its king loses, unless it can bare the other king on its very
    /// next move; two bare kings are a draw.
    LosesUnlessBaredBack,
    /// As `loses-unless-bared-back`, but two bare kings play on (Fairy-Stockfish's shatranj).
    LosesUnlessBaredBackPlayOn,
    /// A bare king is a draw (shatar's robado).
    Draw,
}

/// Counting rules: once a side is down to its king (or, in makruk, once no pawn is left), the
/// stronger side must mate within a number of moves or the game is drawn. A count runs in plies
/// and is written in the FEN (the limit in the en-passant field, the plies counted in the
/// halfmove field), as Fairy-Stockfish does.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum CountingRule {
    /// Makruk: without pawns, the board's honour count (64 moves) for a side with more than
    /// its king; against a bare king the pieces' honour count (8 with two rooks, 16 with one,
    /// 22 with two khons, 32 with two horses, 44 with one khon, else 64), counted on from the
    /// pieces on the board.
    Makruk,
    /// Ouk chatrang as Fairy-Stockfish's `cambodian`: makruk's counts one move shorter (63, 7,
    /// 15, 21, 31, 43), the board's honour count only for a side with at most three pieces.
    Cambodian,
    /// Sittuyin as Fairy-Stockfish plays it (its ASEAN count): against a bare king and without
    /// pawns, 16 moves with a rook, 44 with a khon, 64 with a horse, no count otherwise.
    Asean,
    /// Sittuyin as the archive reads it: against a bare king, 16 moves with a rook (five more
    /// when the king stands on a central square as the count starts), 64 without.
    Sittuyin,
    /// Senterej's bare-king draw: once a side is down to its king, the game is drawn when that
    /// king has made seven moves and the opponent's seventh move after the baring did not mate.
    Senterej,
}

/// Repetition of a position. Positions are compared since the last capture, pawn move, drop
/// or promotion (in games with drops, since the start): the same pieces on the same squares,
/// the same pieces in hand, the same side to move and the same move rights.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RepetitionSpec {
    /// The game ends when a position stands for the `times`-th time (3: threefold; shogi's
    /// sennichite 4). It is a draw (with `material-count`, won on material) unless
    /// `perpetual-check-loses` decides it.
    pub times: u32,
    /// When one side gave check in every position of the repeated cycle and the other did
    /// not, the checking side loses; when both did, it is a draw.
    #[serde(default)]
    pub perpetual_check_loses: bool,
    /// Perpetual chase: the pieces that chase, in groups from the strongest down. When one
    /// side chased the same enemy piece with every move of the repeated cycle and the other
    /// did not, the chasing side loses; when both did, it is a draw (perpetual check, when
    /// `perpetual-check-loses` is set, decides first). See the `chase` module for which
    /// attacks count.
    #[serde(default)]
    pub perpetual_chase_loses: Option<Vec<Vec<String>>>,
    /// Positions that differ only in first-move rights (the king's leap, a piece's first-move
    /// step) count as the same (Fairy-Stockfish's cambodian, whose position key leaves these
    /// rights out).
    #[serde(default)]
    pub ignores_first_move_rights: bool,
}

/// The n-move rule (chess's fifty moves).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct MoveLimitSpec {
    /// Moves by each side without a capture, pawn move, drop or promotion after which the game
    /// is drawn (with `material-count`, won on material); a checkmate on the last move stands.
    #[serde(deserialize_with = "crate::spec_fields::at_least_one")]
    pub moves: u32,
    /// Xiangqi as Fairy-Stockfish plays it: once 20 plies have been played, each check beyond
    /// ten by the side that gave the most checks within the count extends the limit by a move.
    #[serde(default)]
    pub checks_extend: bool,
}

/// An opening phase with a schedule of moves (ta'biya, werera).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct OpeningSpec {
    /// Moves White makes in a row before Black moves; 0 means ordinary alternation.
    #[serde(default)]
    pub white_moves: u32,
    /// Moves Black then makes in a row.
    #[serde(default)]
    pub black_moves: u32,
    /// During the opening no capture is allowed; with `ends-at-first-capture` the opening ends
    /// when one is made instead.
    #[serde(default)]
    pub no_capture: bool,
    /// The opening ends at the first capture (werera).
    #[serde(default)]
    pub ends_at_first_capture: bool,
    /// During the opening no piece may cross into the enemy half (`home` region per side).
    #[serde(default)]
    pub stay_home: Option<String>,
    /// During the opening the king may move two squares towards its right and the piece of
    /// this id (the rook) on that side jumps to the square the king crossed (written as the
    /// king's move).
    #[serde(default)]
    pub castle_right: Option<String>,
}
