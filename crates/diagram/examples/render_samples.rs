//! Renders the test positions to PNG in a folder, for looking at them:
//! `cargo run -p boardlore-diagram --features png --example render_samples -- /tmp/out`.

#[path = "../tests/diagram/common/mod.rs"]
mod common;

use std::path::Path;
use std::time::Instant;

use boardlore_diagram::{svg, PngEncoding, PngRenderer, SvgOptions};

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
        ("xiangqi", common::plain_svg(common::xiangqi())),
        ("hexagon", common::plain_svg(common::hexagon())),
        ("alquerque", common::plain_svg(common::alquerque_start())),
        ("shogi", common::plain_svg(common::shogi())),
    ];
    let fast = renderer.with_encoding(PngEncoding::Fast);
    println!("diagram: svg bytes | render ms (480 px, median of 5) | png small: bytes, ms | png fast: bytes, ms");
    for (name, drawing) in &samples {
        let render = median_ms(|| {
            renderer.rgba(drawing, 480).unwrap();
        });
        let small_ms = median_ms(|| {
            renderer.png(drawing, 480).unwrap();
        });
        let fast_ms = median_ms(|| {
            fast.png(drawing, 480).unwrap();
        });
        let png = renderer.png(drawing, 480)?;
        let fast_png = fast.png(drawing, 480)?;
        std::fs::write(format!("{out}/{name}.svg"), drawing)?;
        std::fs::write(format!("{out}/{name}.png"), &png)?;
        println!(
            "{name}: {} | {render:.1} | {}, {small_ms:.1} | {}, {fast_ms:.1}",
            drawing.len(),
            png.len(),
            fast_png.len()
        );
    }
    let card = common::xiangqi_card(SvgOptions::default());
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

/// Median wall time of five runs, in milliseconds.
fn median_ms(mut run: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..5)
        .map(|_| {
            let started = Instant::now();
            run();
            started.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[2]
}
