//! The contract every compiled ruleset fulfils, whatever its family: what the CLI, the search,
//! the site's diagrams and the web board need of a game.

use std::fmt;

use crate::board::{Board, PointId};
use crate::phrase::Phrase;

/// A player, numbered from 0 in turn order (0 moves first: White, Red, or Black in some folk
/// games; the ruleset names them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Player(pub u8);

/// How a game ended and which rule decided it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// The deciding rule as a phrase each language says (`board-rule-*` messages of
    /// `i18n/<lang>/board-rules.ftl`), e.g. `board-rule-checkmate`, `board-rule-bare-king`.
    pub rule: Phrase,
    /// Final scores per player, for scoring games.
    pub scores: Option<Vec<i32>>,
}

/// One step a person takes to make a move: the web board narrows the legal moves by the
/// clicks made so far, so multi-step moves need no per-game code.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Click {
    /// A point of the board (a piece to pick up, a destination, a piece to remove).
    Point(PointId),
    /// A piece in the mover's hand, by its piece id (drops, placement from a reserve).
    Hand(String),
    /// A named choice, e.g. the piece to promote to (`+` or `=rook`).
    Choice(String),
    /// Passing the turn.
    Pass,
}

/// A piece as drawn on a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// Where it stands.
    pub at: PointId,
    /// Its owner; `None` for shared or neutral pieces.
    pub owner: Option<Player>,
    /// The piece id from the ruleset (`rook`, `horse`, ...).
    pub kind: String,
    /// The text drawn on the piece: a letter or a Chinese character, e.g. `車` or `R`.
    pub glyph: String,
    /// True for promoted pieces (drawn differently).
    pub promoted: bool,
    /// Height of a stack standing here (1 for a single piece).
    pub height: u8,
}

/// Pieces held in hand (shogi drops, placement reserves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandView {
    /// Whose hand.
    pub owner: Player,
    /// Piece id, glyph and count.
    pub pieces: Vec<(String, String, u32)>,
}

/// Everything a diagram shows of a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PositionView {
    /// Pieces on the board.
    pub pieces: Vec<PieceView>,
    /// Pieces in hand.
    pub hands: Vec<HandView>,
    /// The player to move, if the game is not over.
    pub to_move: Option<Player>,
    /// Edges drawn by the players (dots-and-boxes games): the two points and who drew it.
    pub edges: Vec<(PointId, PointId, Option<Player>)>,
    /// Claimed cells (boxes, enclosed areas): corner points and owner.
    pub claimed: Vec<(Vec<PointId>, Player)>,
}

/// A position or move text that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// What was wrong, e.g. `rank 11 does not exist on a 10-rank board`.
    pub message: String,
    /// Byte offset in the text where the problem starts, when known.
    pub offset: Option<usize>,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.offset {
            Some(at) => write!(f, "{} (at character {})", self.message, at + 1),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for NotationError {}

/// A style of naming moves that a tradition uses (see [`Presentation::move_styles`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveStyle {
    /// The id the board and its calls use (`wxf`).
    pub id: &'static str,
    /// The name shown to readers (`WXF`).
    pub label: &'static str,
    /// True when the style's names mark captures and checks themselves (SAN's `x`, `+`, `#`),
    /// so that a record shows no marks of its own beside them.
    pub marks: bool,
}

/// The style that names moves as the engine does ([`Game::move_name`]), offered for every game.
pub const ENGINE_STYLE: MoveStyle = MoveStyle {
    id: "engine",
    label: "Engine",
    marks: false,
};

/// What the exact solver stores a position under (the computer's `Hints::canonical`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canonical<S> {
    /// The key: equal for positions with the same future, with the same player to move.
    pub state: S,
    /// The score difference (the player to move's minus the opponent's) that the key leaves
    /// out, when the result depends only on the final difference (the higher score wins) and
    /// the scores so far do not change the moves to come; `None` when the key keeps it all.
    pub banked: Option<i32>,
}

/// A compiled, playable ruleset.
///
/// `State` is a complete position (including counters and any random seed), cheap to clone.
/// `play` trusts its caller: only moves from `legal_moves` of the same state may be played.
pub trait Game {
    /// A complete game state.
    type State: Clone;
    /// A move; small and `Copy`.
    type Move: Copy + Eq + fmt::Debug;

    /// The board.
    fn board(&self) -> &Board;

    /// Number of players (2 for nearly every game).
    fn players(&self) -> u8 {
        2
    }

    /// The start position.
    fn start(&self) -> Self::State;

    /// Reads a position in this game's text notation.
    fn parse_position(&self, text: &str) -> Result<Self::State, NotationError>;

    /// Writes a position in this game's text notation (round-trips with `parse_position`).
    fn write_position(&self, state: &Self::State) -> String;

    /// Whose turn it is.
    fn to_move(&self, state: &Self::State) -> Player;

    /// Appends every legal move to `out` (empty when the game is over).
    fn legal_moves(&self, state: &Self::State, out: &mut Vec<Self::Move>);

    /// Plays a legal move.
    fn play(&self, state: &mut Self::State, mv: Self::Move);

    /// The result, once the game is over.
    fn outcome(&self, state: &Self::State) -> Option<Outcome>;

    /// The move in this game's notation (UCI strings for the chess family).
    fn move_name(&self, state: &Self::State, mv: Self::Move) -> String;

    /// Whether the side to move stands in check (families with a royal piece say so).
    fn in_check(&self, _state: &Self::State) -> bool {
        false
    }

    /// The throw the side to move has to play, in families that throw dice or shells.
    fn throw(&self, _state: &Self::State) -> Option<u8> {
        None
    }

    /// Draws afresh, from `seed`, what chance holds for the game after `state`: the throw
    /// of the side to move and the throws after it. A search that looks ahead plays from
    /// such a copy, so that it cannot know throws not yet made. Families without chance
    /// leave `state` as it is.
    fn redraw_chance(&self, _state: &mut Self::State, _seed: u64) {}

    /// The piece that must go on moving (a capture chain under way), when the rules leave
    /// the same piece to continue its turn.
    fn continuing_piece(&self, _state: &Self::State) -> Option<crate::board::PointId> {
        None
    }

    /// Counts the leaf nodes of the legal move tree to `depth`. Families with a faster
    /// make/unmake path override this.
    fn perft(&self, state: &Self::State, depth: u32) -> u64 {
        perft_by_cloning(self, state, depth)
    }

    /// Finds the legal move with this name.
    fn parse_move(&self, state: &Self::State, text: &str) -> Result<Self::Move, NotationError> {
        let mut moves = Vec::new();
        self.legal_moves(state, &mut moves);
        moves
            .into_iter()
            .find(|&m| self.move_name(state, m) == text)
            .ok_or_else(|| NotationError {
                message: format!("`{text}` is not a legal move here"),
                offset: None,
            })
    }
}

/// How a game meets a person: the clicks that make a move, what a diagram shows of a
/// position, and the names a tradition gives moves and choices. Every family implements it
/// beside [`Game`]; the web board, the diagrams and the record use it.
pub trait Presentation: Game {
    /// The clicks a person makes for this move, in order.
    fn clicks(&self, state: &Self::State, mv: Self::Move) -> Vec<Click>;

    /// What a diagram shows of the position.
    fn view(&self, state: &Self::State) -> PositionView;

    /// The styles a tradition names moves in besides [`Game::move_name`] (WXF, Japanese, ...),
    /// as readers are offered them; none where the family knows no tradition.
    fn move_styles(&self) -> Vec<MoveStyle> {
        Vec::new()
    }

    /// The legal move `mv` of `state` named in the style with id `style` (one of
    /// [`Presentation::move_styles`]); `previous` is the move that led to `state` and the state it was
    /// played in (shogi's `同` names a recapture on its square). `None` for a style the game
    /// does not know.
    fn styled_move_name(
        &self,
        _state: &Self::State,
        _mv: Self::Move,
        _style: &str,
        _previous: Option<(&Self::State, Self::Move)>,
    ) -> Option<String> {
        None
    }

    /// How a person is offered the named choice `choice` of a click path ([`Click::Choice`]):
    /// the choice as written unless the family words it (`Promote to queen`).
    fn choice_label(&self, choice: &str) -> String {
        choice.to_string()
    }
}

/// Counts the leaf nodes of the legal move tree to `depth` (generic version: clone and play).
pub fn perft_by_cloning<G: Game + ?Sized>(game: &G, state: &G::State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = state.clone();
            game.play(&mut next, m);
            perft_by_cloning(game, &next, depth - 1)
        })
        .sum()
}

/// The view of a position before its pieces are drawn: the player to move while the game goes
/// on, nothing else yet. Every family's `view` starts from it.
pub(crate) fn turn_view<G: Game + ?Sized>(game: &G, state: &G::State) -> PositionView {
    PositionView {
        to_move: game.outcome(state).is_none().then(|| game.to_move(state)),
        ..PositionView::default()
    }
}

/// The [`Game`] items every family writes alike, for a game with a `board` field and a state
/// with a `to_move` field: the state and move types, the board, whose turn it is, and positions
/// read and written by the family's notation (`$read(game, text)`, `$write(game, state)`, or a
/// notation module's `parse_position` and `write_position`).
macro_rules! game_basics {
    ($state:ty, $move:ty, $notation:ident) => {
        $crate::game::game_basics!(
            $state,
            $move,
            $notation::parse_position,
            $notation::write_position
        );
    };
    ($state:ty, $move:ty, $read:path, $write:path) => {
        type State = $state;
        type Move = $move;

        fn board(&self) -> &$crate::board::Board {
            &self.board
        }

        fn to_move(&self, state: &$state) -> $crate::game::Player {
            $crate::game::Player(state.to_move)
        }

        fn parse_position(&self, text: &str) -> Result<$state, $crate::game::NotationError> {
            $read(self, text)
        }

        fn write_position(&self, state: &$state) -> String {
            $write(self, state)
        }
    };
}
pub(crate) use game_basics;
