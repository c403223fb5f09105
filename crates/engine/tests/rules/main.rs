//! The engine's rule tests, one module per topic, in one test binary over one support module
//! (a single binary links the engine once instead of once per file).
//!
//! `cargo test --release -p boardlore-engine --test rules -- chess_perft` runs one topic.

#[macro_use]
mod support;

mod boards;
mod chess_chase;
mod chess_entries;
mod chess_facing_and_swap;
mod chess_heian_footnote;
mod chess_lookahead_terminates;
mod chess_move_notation;
mod chess_move_notation_oracle;
mod chess_oracle;
mod chess_oracle_cycles;
mod chess_perft;
mod chess_positions_refused;
mod chess_properties;
mod chess_reference_rules;
mod chess_repetition;
mod chess_rules;
mod chess_shatar_shak;
mod chess_sittuyin_daou;
mod chess_variant_readings;
mod divergence;
mod folk_du_hai_qi_readings;
mod folk_entries;
mod folk_er_chi_yi;
mod folk_hops;
mod folk_jumps;
mod folk_liudaoqi_readings;
mod folk_movement;
mod folk_moves_selfplay;
mod folk_mushroom_v;
mod folk_mushroom_vi;
mod folk_pieces;
mod folk_placement_goals;
mod folk_pull_and_boxes;
mod folk_qin_wang_qi_readings;
mod folk_selfplay;
mod folk_shape_captures;
mod folk_shapes;
mod folk_solved;
mod folk_three_seats;
mod folk_turn_plans;
mod folk_wuhuqi;
mod folk_xialiu;
mod go_rules;
mod halma_rules;
mod legend;
mod mogu_board;
mod player_names;
mod polyomino_rules;
mod race_options;
mod race_rules;
mod race_selfplay;
mod search_endings;
mod search_fallible_opponent;
mod search_families;
mod search_gathering;
mod search_go;
mod search_greedy;
mod search_halma;
mod search_mates;
mod search_pockets;
mod search_proof_number;
mod search_races;
mod search_repetition;
mod search_trade_down;
mod search_traps;
mod search_whole_game;
mod solver_keys;
mod spec_fields;
mod stacks_rules;
mod take_rules;
