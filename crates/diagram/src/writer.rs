//! A small SVG text builder: deterministic number formatting and XML escaping.

use std::fmt::Write;

/// Formats a coordinate with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`),
/// so equal input always gives byte-identical output.
pub(crate) fn num(value: f32) -> String {
    let hundredths = (f64::from(value) * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let abs = hundredths.unsigned_abs();
    let (whole, frac) = (abs / 100, abs % 100);
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

/// Escapes text for use in XML content and double-quoted attributes.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control characters are not allowed in XML 1.0; drop them rather than emit bad XML.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

/// An SVG document being written, element by element.
pub(crate) struct Svg {
    out: String,
}

impl Svg {
    pub(crate) fn new() -> Svg {
        Svg {
            out: String::with_capacity(8 * 1024),
        }
    }

    /// Appends raw markup (already escaped).
    pub(crate) fn raw(&mut self, markup: &str) {
        self.out.push_str(markup);
    }

    /// Opens a `<g>` with the given attribute text (may be empty).
    pub(crate) fn open_group(&mut self, attributes: &str) {
        if attributes.is_empty() {
            self.out.push_str("<g>");
        } else {
            let _ = write!(self.out, "<g {attributes}>");
        }
    }

    pub(crate) fn close_group(&mut self) {
        self.out.push_str("</g>");
    }

    pub(crate) fn circle(&mut self, cx: f32, cy: f32, r: f32, attributes: &str) {
        let _ = write!(
            self.out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>",
            num(cx),
            num(cy),
            num(r),
            lead(attributes)
        );
    }

    pub(crate) fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, attributes: &str) {
        let _ = write!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>",
            num(x),
            num(y),
            num(w),
            num(h),
            lead(attributes)
        );
    }

    pub(crate) fn line(&mut self, from: (f32, f32), to: (f32, f32), attributes: &str) {
        let _ = write!(
            self.out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{}/>",
            num(from.0),
            num(from.1),
            num(to.0),
            num(to.1),
            lead(attributes)
        );
    }

    /// A closed polygon through the given corners.
    pub(crate) fn polygon(&mut self, corners: &[(f32, f32)], attributes: &str) {
        let points: Vec<String> = corners
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        let _ = write!(
            self.out,
            "<polygon points=\"{}\"{}/>",
            points.join(" "),
            lead(attributes)
        );
    }

    pub(crate) fn path(&mut self, data: &str, attributes: &str) {
        let _ = write!(self.out, "<path d=\"{data}\"{}/>", lead(attributes));
    }

    /// Text centred horizontally on `x`, with its baseline at `y`; `content` is escaped here.
    pub(crate) fn text(&mut self, x: f32, y: f32, content: &str, attributes: &str) {
        let _ = write!(
            self.out,
            "<text x=\"{}\" y=\"{}\"{}>{}</text>",
            num(x),
            num(y),
            lead(attributes),
            escape(content)
        );
    }

    pub(crate) fn finish(self) -> String {
        self.out
    }
}

/// Path data (`M x y L x y ...`) built from points.
#[derive(Default)]
pub(crate) struct PathData {
    data: String,
}

impl PathData {
    pub(crate) fn move_to(&mut self, (x, y): (f32, f32)) {
        if !self.data.is_empty() {
            self.data.push(' ');
        }
        let _ = write!(self.data, "M{} {}", num(x), num(y));
    }

    pub(crate) fn line_to(&mut self, (x, y): (f32, f32)) {
        let _ = write!(self.data, "L{} {}", num(x), num(y));
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    pub(crate) fn as_str(&self) -> &str {
        &self.data
    }
}

fn lead(attributes: &str) -> String {
    if attributes.is_empty() {
        String::new()
    } else {
        format!(" {attributes}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_keep_two_decimals_and_drop_trailing_zeros() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(-0.254), "-0.25");
        assert_eq!(num(0.001), "0");
        assert_eq!(num(3.07), "3.07");
    }

    #[test]
    fn markup_characters_are_escaped() {
        assert_eq!(
            escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
        assert_eq!(escape("a\u{1}b"), "ab");
    }
}
