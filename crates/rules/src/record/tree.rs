//! The moves of a record as a tree: every move played from a position is a child of that
//! position's node; the first child is the line the record follows, the others variations.
//! Nodes live in one list and name each other by index, so a line of any length is walked
//! and dropped without recursion.

/// A node of a [`MoveTree`]: an index into it.
pub type NodeId = usize;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    name: String,
    mover: u8,
    parent: NodeId,
    children: Vec<NodeId>,
}

/// The tree of a record's moves, from the start position ([`MoveTree::START`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTree {
    nodes: Vec<Node>,
}

impl Default for MoveTree {
    fn default() -> Self {
        let start = Node {
            name: String::new(),
            mover: 0,
            parent: 0,
            children: Vec::new(),
        };
        MoveTree { nodes: vec![start] }
    }
}

impl MoveTree {
    /// The start position's node, which no move reaches.
    pub const START: NodeId = 0;

    /// The move `name` by player `mover` from `parent`: the node already there under that
    /// name, else a new one after the moves already played from `parent`.
    ///
    /// # Panics
    /// When `parent` is not a node of this tree.
    pub fn add(&mut self, parent: NodeId, name: &str, mover: u8) -> NodeId {
        if let Some(&found) = self.nodes[parent]
            .children
            .iter()
            .find(|&&c| self.nodes[c].name == name)
        {
            return found;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            name: name.to_string(),
            mover,
            parent,
            children: Vec::new(),
        });
        self.nodes[parent].children.push(id);
        id
    }

    /// The moves played from `node`, the line's first.
    pub fn children(&self, node: NodeId) -> &[NodeId] {
        self.nodes.get(node).map_or(&[], |n| &n.children)
    }

    /// The name of the move that reaches `node` (empty for the start).
    pub fn name(&self, node: NodeId) -> &str {
        self.nodes.get(node).map_or("", |n| &n.name)
    }

    /// The player (numbered from 0) who made the move that reaches `node`.
    pub fn mover(&self, node: NodeId) -> u8 {
        self.nodes.get(node).map_or(0, |n| n.mover)
    }

    /// The node `node` was played from (the start for the start).
    pub fn parent(&self, node: NodeId) -> NodeId {
        self.nodes.get(node).map_or(Self::START, |n| n.parent)
    }

    /// How many moves the tree holds, variations included.
    pub fn len(&self) -> usize {
        self.nodes.len() - 1
    }

    /// Whether the tree holds no move.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// The main line: first children from the start, by name.
    pub fn main_line(&self) -> Vec<&str> {
        let mut line = Vec::new();
        let mut at = Self::START;
        while let Some(&next) = self.children(at).first() {
            line.push(self.name(next));
            at = next;
        }
        line
    }

    /// Whether some position holds more than one move (the tree is more than one line).
    pub fn branches(&self) -> bool {
        self.nodes.iter().any(|n| n.children.len() > 1)
    }

    /// The tree as move names alone, variations in parentheses after the move they replace:
    /// `h3e3 h8e8 (b8e8 b1c3) h2e2` (the form a board link's `tree` holds).
    pub fn text(&self) -> String {
        let mut words = Vec::new();
        self.words(Self::START, &mut words);
        join_words(&words)
    }

    fn words<'a>(&'a self, from: NodeId, words: &mut Vec<&'a str>) {
        let mut at = from;
        while let Some((&main, others)) = self.children(at).split_first() {
            words.push(self.name(main));
            for &other in others {
                words.push("(");
                words.push(self.name(other));
                self.words(other, words);
                words.push(")");
            }
            at = main;
        }
    }
}

/// Words joined by spaces, parentheses hugging what they enclose.
pub(super) fn join_words(words: &[&str]) -> String {
    let mut out = String::new();
    for (i, word) in words.iter().enumerate() {
        let after_open = i > 0 && words[i - 1] == "(";
        if i > 0 && !after_open && *word != ")" {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}
