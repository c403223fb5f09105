//! What search reads of a built page: the text inside the elements marked
//! `data-search-body`, less what is inside `data-search-ignore`, with the weight of
//! `data-search-weight`, the values of `data-search-meta` (the result's title, Chinese name
//! and pinyin) and `data-search-filter` (the family and mechanics a search can keep), and the
//! text split into sections at each heading with an `id`, so that a result can link to the
//! part of the page that matched. The page is read with html5ever's tokenizer.

use std::cell::RefCell;
use std::collections::BTreeMap;

use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{
    BufferQueue, CharacterTokens, EndTag, StartTag, Tag, TagToken, Token, TokenSink,
    TokenSinkResult, Tokenizer, TokenizerOpts,
};

/// A page as search reads it.
#[derive(Debug, Default)]
pub(super) struct PageText {
    /// `data-search-meta` values by name; `title` defaults to the page's first `<h1>`.
    pub meta: BTreeMap<String, String>,
    /// `data-search-filter` values by filter name, in page order.
    pub filters: BTreeMap<String, Vec<String>>,
    /// The readable text, split at headings with an id; hidden text is left out.
    pub sections: Vec<Section>,
    /// The indexed text, hidden text included, in runs of one weight.
    pub weighted: Vec<(String, u32)>,
}

/// A part of a page, from one heading with an id to the next.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct Section {
    /// The heading's id; empty for the part before the first heading.
    pub anchor: String,
    /// The heading's text (the page's title for the first part).
    pub title: String,
    /// The part's text, with runs of white space made one space.
    pub text: String,
}

/// Reads `html`; `None` when nothing in it is marked `data-search-body`.
pub(super) fn read(html: &str) -> Option<PageText> {
    let tokenizer = Tokenizer::new(Reader::default(), TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from_slice(html));
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    let state = tokenizer.sink.state.into_inner();
    state.seen_body.then(|| state.finish())
}

/// Elements that run inside a line of text: their edges do not separate words.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "i", "kbd", "mark", "q",
    "rp", "rt", "ruby", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var",
    "wbr",
];

/// Elements whose content is never text to find: ruby's pronunciation (the pinyin is indexed
/// from the name line), scripts, styles and templates.
const UNREAD: &[&str] = &["rt", "rp", "script", "style", "template", "noscript"];

/// Elements without an end tag.
const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
];

/// One open element and what it changes for the text inside it.
#[derive(Default)]
struct Open {
    name: String,
    body: bool,
    ignore: bool,
    hidden: bool,
    unread: bool,
    weight: Option<u32>,
    meta: Option<String>,
    filter: Option<String>,
    heading: bool,
}

#[derive(Default)]
struct State {
    stack: Vec<Open>,
    seen_body: bool,
    page: PageText,
    /// The text of the open `data-search-meta` or `data-search-filter` element.
    capture: String,
    /// The text of the first `<h1>`, the title when no meta gives one.
    first_h1: Option<String>,
    in_h1: bool,
}

impl State {
    fn any(&self, flag: impl Fn(&Open) -> bool) -> bool {
        self.stack.iter().any(flag)
    }

    fn start(&mut self, tag: &Tag) {
        let name = tag.name.to_string();
        let attr = |key: &str| {
            tag.attrs
                .iter()
                .find(|a| &*a.name.local == key)
                .map(|a| a.value.to_string())
        };
        let level = name.strip_prefix('h').and_then(|n| n.parse::<u8>().ok());
        let heading_id = attr("id").filter(|_| matches!(level, Some(1..=6)));
        let open = Open {
            body: attr("data-search-body").is_some(),
            ignore: attr("data-search-ignore").is_some(),
            hidden: attr("hidden").is_some(),
            unread: UNREAD.contains(&name.as_str()),
            weight: attr("data-search-weight").and_then(|w| w.parse().ok()),
            meta: attr("data-search-meta"),
            filter: attr("data-search-filter"),
            heading: heading_id.is_some(),
            name,
        };
        if open.name == "h1" && self.first_h1.is_none() {
            self.in_h1 = true;
            self.first_h1 = Some(String::new());
        }
        let boundary = !INLINE.contains(&open.name.as_str());
        self.seen_body |= open.body;
        if boundary {
            self.text(" ");
        }
        if let Some(anchor) = heading_id.filter(|_| self.reading(&open)) {
            self.page.sections.push(Section {
                anchor,
                ..Section::default()
            });
        }
        if open.meta.is_some() || open.filter.is_some() {
            self.capture.clear();
        }
        if !VOID.contains(&open.name.as_str()) && !tag.self_closing {
            self.stack.push(open);
        }
    }

    /// Whether text inside `open` (pushed next) is read for search.
    fn reading(&self, open: &Open) -> bool {
        (open.body || self.any(|o| o.body))
            && !open.ignore
            && !open.unread
            && !self.any(|o| o.ignore || o.unread)
    }

    fn end(&mut self, name: &str) {
        let Some(at) = self.stack.iter().rposition(|o| o.name == name) else {
            return;
        };
        while self.stack.len() > at {
            let open = self.stack.pop().expect("an open element");
            let captured = self
                .capture
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            if let Some(key) = open.meta {
                self.page.meta.insert(key, captured.clone());
            }
            if let Some(key) = open.filter {
                self.page.filters.entry(key).or_default().push(captured);
            }
            if open.name == "h1" {
                self.in_h1 = false;
            }
            if !INLINE.contains(&open.name.as_str()) {
                self.text(" ");
            }
        }
    }

    fn text(&mut self, text: &str) {
        let unread = self.any(|o| o.unread);
        if self.in_h1 && !unread {
            self.first_h1.get_or_insert_with(String::new).push_str(text);
        }
        if !self.any(|o| o.body) || self.any(|o| o.ignore) || unread {
            return;
        }
        if self.any(|o| o.meta.is_some() || o.filter.is_some()) {
            self.capture.push_str(text);
        }
        let weight = self.stack.iter().rev().find_map(|o| o.weight).unwrap_or(1);
        match self.page.weighted.last_mut() {
            Some((run, w)) if *w == weight => run.push_str(text),
            _ => self.page.weighted.push((text.to_string(), weight)),
        }
        if self.any(|o| o.hidden) {
            return;
        }
        if self.page.sections.is_empty() {
            self.page.sections.push(Section::default());
        }
        let section = self.page.sections.last_mut().expect("a section");
        if self.stack.iter().any(|o| o.heading) {
            section.title.push_str(text);
        } else {
            section.text.push_str(text);
        }
    }

    fn finish(mut self) -> PageText {
        let tidy = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        if !self.page.meta.contains_key("title") {
            let title = tidy(self.first_h1.as_deref().unwrap_or_default());
            self.page.meta.insert("title".to_string(), title);
        }
        for section in &mut self.page.sections {
            section.title = tidy(&section.title);
            section.text = tidy(&section.text);
        }
        if let Some(first) = self.page.sections.first_mut() {
            if first.anchor.is_empty() {
                first.title = self.page.meta["title"].clone();
            }
        }
        self.page
    }
}

/// The tokenizer's sink: keeps the state as the tokens come.
#[derive(Default)]
struct Reader {
    state: RefCell<State>,
}

impl TokenSink for Reader {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        let mut state = self.state.borrow_mut();
        match token {
            TagToken(tag) if tag.kind == StartTag => {
                state.start(&tag);
                // As a browser does, read a script's or a style's content as raw text.
                match &*tag.name {
                    "script" => return TokenSinkResult::RawData(RawKind::ScriptData),
                    "style" | "noscript" => return TokenSinkResult::RawData(RawKind::Rawtext),
                    "textarea" | "title" => return TokenSinkResult::RawData(RawKind::Rcdata),
                    _ => {}
                }
            }
            TagToken(tag) if tag.kind == EndTag => state.end(&tag.name),
            CharacterTokens(text) => state.text(&text),
            _ => {}
        }
        TokenSinkResult::Continue
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"<!doctype html><html><head><title>Twin · boardlore</title>
<script>var x = "<p data-search-body>not a page</p>";</script></head><body>
<header><input id="site-search"><p>Every page's header</p></header>
<article data-search-body>
<h1 data-search-weight="10"><ruby>双<rt>Shuāng</rt></ruby>文 Twin</h1>
<p hidden data-search-weight="10"><span data-search-meta="zh">双文棋</span> shuangwenqi</p>
<a data-search-filter="family">Folk games</a>
<p>Before the rules, a <em>cap</em>ture.</p>
<h2 id="rules">The <code>rules</code></h2><p>Pieces move &amp; capture.</p>
<section data-search-ignore><h2 id="cite">Cite</h2><p>How to cite</p></section>
</article></body></html>"#;

    #[test]
    fn only_the_marked_body_is_read_and_the_header_is_not() {
        let page = read(PAGE).expect("a searchable page");
        let all: String = page.weighted.iter().map(|(t, _)| t.as_str()).collect();
        assert!(!all.contains("header"), "{all}");
        assert!(
            !all.contains("not a page"),
            "a script's text is not read: {all}"
        );
        assert!(
            !all.contains("How to cite"),
            "ignored parts are left out: {all}"
        );
        assert!(read("<p>no body here</p>").is_none());
    }

    #[test]
    fn names_weigh_ten_and_ruby_pronunciation_is_skipped() {
        let page = read(PAGE).unwrap();
        let heavy: String = page
            .weighted
            .iter()
            .filter(|(_, weight)| *weight == 10)
            .map(|(t, _)| t.as_str())
            .collect();
        assert!(heavy.contains("双文 Twin"), "{heavy}");
        assert!(
            heavy.contains("shuangwenqi"),
            "hidden name lines are indexed: {heavy}"
        );
        assert!(!heavy.contains("Shuāng"), "{heavy}");
    }

    #[test]
    fn meta_and_filters_are_read_and_the_title_defaults_to_the_first_heading() {
        let page = read(PAGE).unwrap();
        assert_eq!(page.meta["zh"], "双文棋");
        assert_eq!(page.meta["title"], "双文 Twin");
        assert_eq!(page.filters["family"], ["Folk games"]);
    }

    #[test]
    fn the_text_splits_at_headings_with_an_id_and_keeps_inline_words_whole() {
        let page = read(PAGE).unwrap();
        let sections: Vec<(&str, &str)> = page
            .sections
            .iter()
            .map(|s| (s.anchor.as_str(), s.title.as_str()))
            .collect();
        assert_eq!(sections, [("", "双文 Twin"), ("rules", "The rules")]);
        assert!(page.sections[0]
            .text
            .ends_with("Before the rules, a capture."));
        assert!(
            !page.sections[0].text.contains("shuangwenqi"),
            "hidden text is not shown"
        );
        assert_eq!(page.sections[1].text, "Pieces move & capture.");
    }
}
