//! Pinyin as people type it: without tone marks, in lower case, for search and for sorting
//! and naming terms.

/// The pinyin of a name as someone types it: tone marks dropped, lower case, each written
/// word and then all of them joined ("Liùzǐ Chōngqí" gives "liuzi chongqi liuzichongqi").
/// Empty when there is nothing to add.
pub fn folded_pinyin(pinyin: &str) -> String {
    let words: Vec<String> = pinyin
        .split(|c: char| c.is_whitespace() || c == '-' || c == '\'' || c == '’')
        .map(|word| word.chars().filter_map(plain_letter).collect::<String>())
        .filter(|word| !word.is_empty())
        .collect();
    let mut folded = words.join(" ");
    if words.len() > 1 {
        folded.push(' ');
        folded.push_str(&words.concat());
    }
    folded
}

/// Pinyin without tone marks, in lower case, spaces and other marks kept ("Xiǎo chī" gives
/// "xiao chi"): how terms are sorted and named in links.
pub fn toneless(pinyin: &str) -> String {
    pinyin
        .chars()
        .map(|c| plain_letter(c).unwrap_or(c))
        .collect()
}

/// A pinyin letter without its tone mark, in lower case (`ü` as `u`, as most people type
/// it); `None` for anything but a letter or digit.
fn plain_letter(c: char) -> Option<char> {
    let plain = match c.to_lowercase().next().unwrap_or(c) {
        'ā' | 'á' | 'ǎ' | 'à' => 'a',
        'ē' | 'é' | 'ě' | 'è' | 'ê' => 'e',
        'ī' | 'í' | 'ǐ' | 'ì' => 'i',
        'ō' | 'ó' | 'ǒ' | 'ò' => 'o',
        'ū' | 'ú' | 'ǔ' | 'ù' | 'ü' | 'ǖ' | 'ǘ' | 'ǚ' | 'ǜ' => 'u',
        'ń' | 'ň' | 'ǹ' => 'n',
        'ḿ' => 'm',
        other if other.is_alphanumeric() => other,
        _ => return None,
    };
    Some(plain)
}

#[cfg(test)]
mod tests {
    use super::folded_pinyin;

    #[test]
    fn pinyin_is_folded_to_what_a_reader_types() {
        assert_eq!(folded_pinyin("Liùzǐ Chōngqí"), "liuzi chongqi liuzichongqi");
        assert_eq!(folded_pinyin("Xiàngqí"), "xiangqi");
        assert_eq!(folded_pinyin("Wǔ Hǔ Qí"), "wu hu qi wuhuqi");
        assert_eq!(folded_pinyin("Lǜ-qí"), "lu qi luqi");
        assert_eq!(folded_pinyin("Xī'ān"), "xi an xian");
        assert_eq!(folded_pinyin("  "), "");
    }
}
