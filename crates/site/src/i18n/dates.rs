//! Dates as each language writes them.

/// An ISO day (`2026-12-05`) as `lang` writes it in running text: `5 December 2026`,
/// `2026年12月5日`. Anything that is not an ISO day is given back as it is.
pub fn long_date(iso: &str, lang: &str) -> String {
    let mut parts = iso.splitn(3, '-').map(str::parse::<u32>);
    let (Some(Ok(year)), Some(Ok(month @ 1..=12)), Some(Ok(day @ 1..=31))) =
        (parts.next(), parts.next(), parts.next())
    else {
        return iso.to_string();
    };
    match lang.split('-').next() {
        Some("zh" | "ja") => format!("{year}年{month}月{day}日"),
        _ => {
            const MONTHS: [&str; 12] = [
                "January",
                "February",
                "March",
                "April",
                "May",
                "June",
                "July",
                "August",
                "September",
                "October",
                "November",
                "December",
            ];
            format!("{day} {} {year}", MONTHS[month as usize - 1])
        }
    }
}
