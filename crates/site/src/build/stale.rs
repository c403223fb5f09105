//! What a build killed outright (SIGKILL, a power cut) leaves beside the output, cleared by
//! the next build or `serve`: its staging folder `.<output>.building-<pid>-<n>` is removed,
//! and the old output it had moved aside, `.<output>.previous-<pid>-<n>`, is put back if the
//! new one never took its place (else removed). Only folders of this kind are touched:
//! named so, real folders (not links), holding a build's stamp ([`super::guard::MARKER`]),
//! and left by a process that no longer runs. Nothing is touched where the system does not
//! list running processes in `/proc`.

use std::path::Path;

use super::guard::MARKER;

/// The kinds of folder a build makes beside its output, by the word in their names.
const BUILDING: &str = "building";
const PREVIOUS: &str = "previous";

/// Clears what builds that no longer run left beside `output` (in `parent`, named `name`).
pub(super) fn clear(parent: &Path, name: &str, output: &Path) {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(parent) else {
        return;
    };
    let mut found: Vec<(String, std::path::PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|entry| {
            (
                entry.file_name().to_string_lossy().into_owned(),
                entry.path(),
            )
        })
        .collect();
    found.sort();
    for (file_name, path) in found {
        let Some(kind) = left_by_a_dead_build(&file_name, name) else {
            continue;
        };
        let real_folder = path.symlink_metadata().is_ok_and(|m| m.is_dir());
        let stamped = path.join(MARKER).is_file();
        match kind {
            BUILDING if real_folder && stamped => {
                let _ = std::fs::remove_dir_all(&path);
            }
            // The old output was moved aside and the build was killed before the new one
            // took its place: the old one goes back, whatever it holds.
            PREVIOUS if real_folder && output.symlink_metadata().is_err() => {
                let _ = std::fs::rename(&path, output);
            }
            PREVIOUS if real_folder && stamped => {
                let _ = std::fs::remove_dir_all(&path);
            }
            _ => {}
        }
    }
}

/// The kind of a folder named `file_name` beside the output `name` ([`BUILDING`] or
/// [`PREVIOUS`]) when a build of a process that no longer runs made it.
fn left_by_a_dead_build(file_name: &str, name: &str) -> Option<&'static str> {
    let rest = file_name.strip_prefix(&format!(".{name}."))?;
    let (kind, rest) = [BUILDING, PREVIOUS]
        .into_iter()
        .find_map(|kind| Some((kind, rest.strip_prefix(kind)?.strip_prefix('-')?)))?;
    let (pid, serial) = rest.split_once('-')?;
    let numbers = pid.parse::<u32>().is_ok() && serial.parse::<u64>().is_ok();
    let running = Path::new("/proc").join(pid).exists();
    (numbers && !running && pid != std::process::id().to_string()).then_some(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_folders_named_by_a_build_of_a_dead_process_are_its_leftovers() {
        // Process ids are below 2^22 on Linux: this one never runs.
        let dead = 4_194_999;
        let mine = std::process::id();
        assert_eq!(
            left_by_a_dead_build(&format!(".output.building-{dead}-0"), "output"),
            Some(BUILDING)
        );
        assert_eq!(
            left_by_a_dead_build(&format!(".output.previous-{dead}-3"), "output"),
            Some(PREVIOUS)
        );
        assert_eq!(
            left_by_a_dead_build(&format!(".output.building-{mine}-0"), "output"),
            None
        );
        assert_eq!(
            left_by_a_dead_build(&format!(".site.building-{dead}-0"), "output"),
            None
        );
        assert_eq!(
            left_by_a_dead_build(&format!(".output.building-{dead}"), "output"),
            None
        );
        assert_eq!(
            left_by_a_dead_build(&format!(".output.building-{dead}-x"), "output"),
            None
        );
    }
}
