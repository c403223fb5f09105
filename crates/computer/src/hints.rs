//! What each family tells the computer ([`Hints`]), beside the chess family's own search
//! (`crate::chess`). The numbers themselves are the rules' (a family's material, prospects,
//! solver key); these impls say which of them the search may use.

use boardlore_rules::folk::{FolkGame, FolkState};
use boardlore_rules::game::{Canonical, Player};
use boardlore_rules::go::{GoGame, GoState};
use boardlore_rules::halma::{HalmaGame, HalmaState};
use boardlore_rules::polyomino::{PolyominoGame, PolyominoMove, PolyominoState};
use boardlore_rules::race::RaceGame;
use boardlore_rules::stacks::{StacksGame, StacksState};
use boardlore_rules::take::TakeGame;
use boardlore_rules::{folk, stacks};

use crate::search::{expectation_search, material_search, Hints, Level, Prover, Searches, Solver};

/// Positions the polyomino closing search may visit at level 1; each level doubles it.
const CLOSING_POSITIONS: usize = 1 << 12;

impl Hints for FolkGame {
    fn canonical(&self, state: &FolkState) -> Canonical<FolkState> {
        folk::canonical::canonical(self, state)
    }

    fn timeless(&self, state: &FolkState) -> FolkState {
        self.timeless_state(state)
    }

    fn positions_bound(&self, state: &FolkState) -> Option<u64> {
        folk::reachable::positions_bound(self, state)
    }

    fn prover(&self, bytes: usize) -> Option<Box<dyn Prover<Self> + '_>> {
        Some(Solver::prover(self, bytes))
    }

    fn material(&self, state: &FolkState, player: Player) -> Option<i32> {
        self.material_of(state, player)
    }

    fn prospects(&self, state: &FolkState, player: Player) -> Option<i32> {
        self.prospects_of(state, player)
    }

    fn contact(&self, state: &FolkState) -> Option<i32> {
        self.contact_of(state)
    }
}

impl Hints for GoGame {
    const SEARCHES: Searches = Searches {
        whole: false,
        ..Searches::ALL
    };

    fn material(&self, state: &GoState, player: Player) -> Option<i32> {
        self.material_of(state, player)
    }

    fn prospects(&self, state: &GoState, player: Player) -> Option<i32> {
        self.prospects_of(state, player)
    }
}

impl Hints for HalmaGame {
    const SEARCHES: Searches = Searches {
        whole: false,
        ..Searches::ALL
    };

    fn material(&self, state: &HalmaState, player: Player) -> Option<i32> {
        self.material_of(state, player)
    }

    fn shut_in(&self, state: &HalmaState, player: Player) -> Option<i32> {
        self.shut_in_of(state, player)
    }
}

impl Hints for PolyominoGame {
    const SEARCHES: Searches = Searches {
        whole: false,
        ..Searches::ALL
    };

    /// The closing search first, where the opponent has only a few slides left (`closing.rs`);
    /// then, once the pieces slide, the search that sets traps (the opponent's replies
    /// weighed equally: a careful slider always keeps a move, a careless one walks into a
    /// dead end); while pieces are placed, alpha-beta over the slides each side could make.
    fn search_move(
        &self,
        state: &PolyominoState,
        level: Level,
        seed: u64,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Option<(Option<PolyominoMove>, usize)> {
        let budget = CLOSING_POSITIONS << level.number();
        let (closing, searched) = self.closing_move(state, budget, keep_going);
        if closing.is_some() {
            return Some((closing, searched));
        }
        let found = if self.sliding(state) {
            expectation_search(self, state, level, seed, keep_going)
        } else {
            material_search(self, state, level, seed, keep_going)
        };
        found.map(|(mv, n)| (mv, n + searched))
    }

    /// Where the pieces slide until one side is stuck: the slides `player` could make now.
    fn prospects(&self, state: &PolyominoState, player: Player) -> Option<i32> {
        if !self.slides_after_placing() {
            return None;
        }
        Some(self.slide_count(state, player.0) as i32)
    }
}

impl Hints for RaceGame {
    const SEARCHES: Searches = Searches::MCTS;
}

impl Hints for StacksGame {
    const SEARCHES: Searches = Searches::MCTS;

    fn canonical(&self, state: &StacksState) -> Canonical<StacksState> {
        stacks::canonical::canonical(self, state)
    }

    fn prover(&self, bytes: usize) -> Option<Box<dyn Prover<Self> + '_>> {
        Some(Solver::prover(self, bytes))
    }
}

impl Hints for TakeGame {
    const SEARCHES: Searches = Searches::MCTS;
}
