//! A small reader of a wasm module's tables, to check that `wasm-opt` kept what wasm-bindgen's
//! JavaScript relies on: Debian's binaryen 108 exports `__wbindgen_externrefs` as the funcref
//! table instead of the externref one, and the page then fails at start-up.

/// The exported tables as (export name, element type byte: 0x70 funcref, 0x6f externref), or
/// `None` when the bytes are not a module this reader understands.
pub fn exported_table_types(module: &[u8]) -> Option<Vec<(String, u8)>> {
    let mut at = 8; // magic and version
    let mut table_types = Vec::new();
    let mut exports = Vec::new();
    while at < module.len() {
        let id = *module.get(at)?;
        let (size, start) = leb(module, at + 1)?;
        let end = start.checked_add(size as usize)?;
        let body = module.get(start..end)?;
        match id {
            2 => read_imported_tables(body, &mut table_types)?,
            4 => {
                let (count, mut p) = leb(body, 0)?;
                for _ in 0..count {
                    table_types.push(*body.get(p)?);
                    p = skip_limits(body, p + 1)?;
                }
            }
            7 => {
                let (count, mut p) = leb(body, 0)?;
                for _ in 0..count {
                    let (name, next) = name(body, p)?;
                    let kind = *body.get(next)?;
                    let (index, next) = leb(body, next + 1)?;
                    if kind == 1 {
                        exports.push((name, index as usize));
                    }
                    p = next;
                }
            }
            _ => {}
        }
        at = end;
    }
    exports
        .into_iter()
        .map(|(name, index)| table_types.get(index).map(|&t| (name, t)))
        .collect()
}

fn read_imported_tables(body: &[u8], table_types: &mut Vec<u8>) -> Option<()> {
    let (count, mut p) = leb(body, 0)?;
    for _ in 0..count {
        let (_, next) = name(body, p)?;
        let (_, next) = name(body, next)?;
        let kind = *body.get(next)?;
        p = match kind {
            0 => leb(body, next + 1)?.1,
            1 => {
                table_types.push(*body.get(next + 1)?);
                skip_limits(body, next + 2)?
            }
            2 => skip_limits(body, next + 1)?,
            3 => next + 3,
            _ => return None,
        };
    }
    Some(())
}

fn skip_limits(body: &[u8], p: usize) -> Option<usize> {
    let flags = *body.get(p)?;
    let (_, mut next) = leb(body, p + 1)?;
    if flags & 1 != 0 {
        next = leb(body, next)?.1;
    }
    Some(next)
}

fn name(body: &[u8], p: usize) -> Option<(String, usize)> {
    let (len, start) = leb(body, p)?;
    let end = start.checked_add(len as usize)?;
    Some((
        String::from_utf8_lossy(body.get(start..end)?).into_owned(),
        end,
    ))
}

fn leb(bytes: &[u8], mut p: usize) -> Option<(u64, usize)> {
    let (mut value, mut shift) = (0u64, 0);
    loop {
        let byte = *bytes.get(p)?;
        p += 1;
        value |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Some((value, p));
        }
        shift += 7;
        if shift > 63 {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::exported_table_types;

    /// A module with a funcref table (0) and an externref table (1), exporting table `index`.
    fn module(index: u8) -> Vec<u8> {
        let mut m = b"\0asm\x01\0\0\0".to_vec();
        m.extend([4, 7, 2, 0x70, 0, 1, 0x6f, 0, 2]); // tables: funcref min 1, externref min 2
        m.extend([7, 6, 1, 2, b'e', b'x', 1, index]); // export "ex" = table index
        m
    }

    #[test]
    fn an_export_that_moves_to_another_table_is_seen() {
        assert_eq!(
            exported_table_types(&module(1)),
            Some(vec![("ex".to_string(), 0x6f)])
        );
        assert_ne!(
            exported_table_types(&module(0)),
            exported_table_types(&module(1))
        );
    }

    #[test]
    fn truncated_bytes_are_not_read() {
        assert_eq!(exported_table_types(&module(1)[..12]), None);
    }
}
