//! One module per subcommand, each with the same shape: `Args` and `run`.

pub mod bench;
pub mod board_package;
pub mod build;
pub mod check;
pub mod moves;
pub mod new;
pub mod perft;
pub mod selfplay;
pub mod serve;
pub mod solve;
pub mod start_args;
