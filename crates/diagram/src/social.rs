//! The OpenGraph social card of a game page, as SVG (rendered to PNG by `PngRenderer`).

use crate::palette;
use crate::pieces::is_cjk;
use crate::writer::{num, Svg};

/// Width of a social card in pixels (the OpenGraph recommendation).
pub const CARD_WIDTH: u32 = 1200;
/// Height of a social card in pixels.
pub const CARD_HEIGHT: u32 = 630;

/// What a social card shows: a title (e.g. `Xiangqi 象棋`), a subtitle, the site's name and,
/// optionally, a board diagram made by [`crate::svg`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SocialCard {
    /// Large title; Chinese characters welcome.
    pub title: String,
    /// One or two lines under the title (pinyin, a short summary).
    pub subtitle: String,
    /// The site's name, shown small at the top.
    pub site: String,
    /// A diagram from [`crate::svg`], drawn on the right.
    pub board_svg: Option<String>,
}

const MARGIN: f32 = 80.0;
const BOARD_BOX: (f32, f32, f32, f32) = (690.0, 50.0, 470.0, 530.0);

/// Draws a social card as a 1200x630 SVG document.
pub fn social_card_svg(card: &SocialCard) -> String {
    let (w, h) = (CARD_WIDTH as f32, CARD_HEIGHT as f32);
    let mut svg = Svg::new();
    svg.raw(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\">",
        CARD_WIDTH, CARD_HEIGHT, CARD_WIDTH, CARD_HEIGHT
    ));
    svg.rect(0.0, 0.0, w, h, "fill=\"#f7efdc\"");
    svg.rect(
        0.0,
        0.0,
        14.0,
        h,
        &format!("fill=\"{}\"", palette::FIRST.stroke),
    );
    let text_width = match card.board_svg {
        Some(_) => BOARD_BOX.0 - MARGIN - 30.0,
        None => w - 2.0 * MARGIN,
    };
    svg.text(
        MARGIN,
        110.0,
        &card.site,
        &format!(
            "font-family=\"{}\" font-size=\"30\" fill=\"#7a5c3a\" letter-spacing=\"1\"",
            palette::LABEL_FONT
        ),
    );
    // The largest title size that fits in two lines.
    let (size, title_lines) = [84.0, 72.0, 60.0, 50.0]
        .iter()
        .map(|&s| (s, wrap(&card.title, text_width, s, 2)))
        .find(|(_, lines)| !lines.truncated)
        .unwrap_or_else(|| (44.0, wrap(&card.title, text_width, 44.0, 2)));
    let mut y = 150.0 + size;
    for line in &title_lines.lines {
        svg.text(
            MARGIN,
            y,
            line,
            &format!(
                "font-family=\"{}\" font-weight=\"bold\" font-size=\"{}\" fill=\"#2a1d12\"",
                palette::GLYPH_FONT,
                num(size)
            ),
        );
        y += size * 1.2;
    }
    y += 16.0;
    svg.rect(
        MARGIN,
        y - 8.0,
        90.0,
        5.0,
        &format!("fill=\"{}\"", palette::FIRST.stroke),
    );
    y += 44.0;
    for line in wrap(&card.subtitle, text_width, 34.0, 4).lines {
        svg.text(
            MARGIN,
            y,
            &line,
            &format!(
                "font-family=\"{}\" font-size=\"34\" fill=\"#4a3a2a\"",
                palette::LABEL_FONT
            ),
        );
        y += 46.0;
    }
    if let Some(board) = &card.board_svg {
        svg.raw(&nested(board, BOARD_BOX));
    }
    svg.raw("</svg>");
    svg.finish()
}

/// Places a diagram from [`crate::svg`] in a box by giving its root element a position and size.
fn nested(board_svg: &str, (x, y, w, h): (f32, f32, f32, f32)) -> String {
    let body = board_svg.trim_start();
    let body = match body.strip_prefix("<?xml") {
        Some(rest) => rest.split_once("?>").map_or("", |(_, r)| r).trim_start(),
        None => body,
    };
    match body.strip_prefix("<svg") {
        Some(rest) => format!(
            "<svg x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}",
            num(x),
            num(y),
            num(w),
            num(h),
            rest
        ),
        // Not an SVG document: show nothing rather than break the card.
        None => String::new(),
    }
}

struct Wrapped {
    lines: Vec<String>,
    truncated: bool,
}

/// Estimated advance of a character in em (the shipped fonts: ideographs are one em wide).
fn advance(c: char) -> f32 {
    match c {
        ' ' => 0.28,
        c if is_cjk(c.encode_utf8(&mut [0; 4])) => 1.0,
        'A'..='Z' | 'm' | 'w' => 0.7,
        'i' | 'l' | 'j' | '.' | ',' | '\'' | ':' | ';' | '!' | '|' => 0.3,
        _ => 0.56,
    }
}

/// Greedy line breaking at spaces and between Chinese characters, with an ellipsis when the text
/// needs more than `max_lines`.
fn wrap(text: &str, width: f32, size: f32, max_lines: usize) -> Wrapped {
    let mut tokens: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        let mut current = String::new();
        for c in word.chars() {
            if is_cjk(c.encode_utf8(&mut [0; 4])) {
                if !current.is_empty() {
                    tokens.push(std::mem::take(&mut current));
                }
                tokens.push(c.to_string());
            } else {
                current.push(c);
            }
        }
        if !current.is_empty() {
            tokens.push(current);
        }
        tokens.push(" ".to_string());
    }
    tokens.pop();
    let measure = |s: &str| s.chars().map(advance).sum::<f32>() * size;
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for token in tokens {
        if token == " " && line.is_empty() {
            continue;
        }
        if !line.is_empty() && measure(&line) + measure(&token) > width {
            lines.push(line.trim_end().to_string());
            line = String::new();
            if token == " " {
                continue;
            }
        }
        line.push_str(&token);
    }
    if !line.trim().is_empty() {
        lines.push(line.trim_end().to_string());
    }
    let truncated = lines.len() > max_lines;
    if truncated {
        lines.truncate(max_lines);
        if let Some(last) = lines.last_mut() {
            while !last.is_empty() && measure(last) + measure("…") > width {
                last.pop();
            }
            last.push('…');
        }
    }
    Wrapped { lines, truncated }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_titles_wrap_between_words_and_chinese_characters() {
        let w = wrap("Xiangqi 象棋象棋象棋象棋", 300.0, 50.0, 3);
        assert!(w.lines.len() >= 2, "{:?}", w.lines);
        assert!(!w.truncated);
        assert!(
            w.lines[0].starts_with("Xiangqi"),
            "words are not split: {:?}",
            w.lines
        );
        let joined: String = w.lines.concat().chars().filter(|c| *c != ' ').collect();
        assert_eq!(joined, "Xiangqi象棋象棋象棋象棋", "no character is lost");
        for line in &w.lines {
            let width: f32 = line.chars().map(advance).sum::<f32>() * 50.0;
            assert!(width <= 300.0, "{line} is {width} wide");
        }
    }

    #[test]
    fn text_beyond_the_last_line_ends_with_an_ellipsis() {
        let w = wrap(&"word ".repeat(60), 300.0, 34.0, 2);
        assert!(w.truncated);
        assert_eq!(w.lines.len(), 2);
        assert!(w.lines[1].ends_with('…'));
    }

    #[test]
    fn a_board_is_nested_with_its_box() {
        let s = nested(
            "<svg xmlns=\"x\" viewBox=\"0 0 1 1\"></svg>",
            (1.0, 2.0, 3.0, 4.0),
        );
        assert!(s.starts_with("<svg x=\"1\" y=\"2\" width=\"3\" height=\"4\" xmlns="));
    }
}
