//! Renders the test positions to PNG in a folder, for looking at them:
//! `cargo run -p boardlore-diagram --features png --example render_samples -- /tmp/out`.

#[path = "../tests/common/mod.rs"]
mod common;

use std::path::Path;
use std::time::Instant;

use boardlore_diagram::{svg, PngRenderer, SocialCard, SvgOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "diagram-samples".into());
    std::fs::create_dir_all(&out)?;
    let fonts = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../theme/fonts");
    let started = Instant::now();
    let renderer = PngRenderer::from_dir(&fonts)?;
    println!(
        "fonts loaded in {:.1} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    let (chess, chess_view) = common::chess();
    let marks = common::chess_marks(&chess);
    let samples = [
        (
            "chess",
            svg(&chess, &chess_view, &marks, &SvgOptions::default()),
        ),
        ("xiangqi", {
            let (b, v) = common::xiangqi();
            svg(&b, &v, &[], &SvgOptions::default())
        }),
        ("hexagon", {
            let (b, v) = common::hexagon();
            svg(&b, &v, &[], &SvgOptions::default())
        }),
        ("alquerque", {
            let (b, v) = common::alquerque_start();
            svg(&b, &v, &[], &SvgOptions::default())
        }),
        ("shogi", {
            let (b, v) = common::shogi();
            svg(&b, &v, &[], &SvgOptions::default())
        }),
    ];
    for (name, drawing) in &samples {
        let started = Instant::now();
        let png = renderer.png(drawing, 480)?;
        let took = started.elapsed().as_secs_f64() * 1e3;
        std::fs::write(format!("{out}/{name}.svg"), drawing)?;
        std::fs::write(format!("{out}/{name}.png"), &png)?;
        println!(
            "{name}: svg {} bytes, png {} bytes, {took:.1} ms",
            drawing.len(),
            png.len()
        );
    }
    let (xb, xv) = common::xiangqi();
    let card = SocialCard {
        title: "Xiangqi 象棋".into(),
        subtitle: "Xiàngqí · the river, the palace and the cannon that needs a screen".into(),
        site: "boardlore".into(),
        board_svg: Some(svg(
            &xb,
            &xv,
            &[],
            &SvgOptions {
                coordinates: false,
                ..SvgOptions::default()
            },
        )),
    };
    let started = Instant::now();
    let png = renderer.social_card(&card)?;
    println!(
        "card: png {} bytes, {:.1} ms",
        png.len(),
        started.elapsed().as_secs_f64() * 1e3
    );
    std::fs::write(format!("{out}/card.png"), png)?;
    Ok(())
}
