//! Helpers of the workspace's integration tests: running the `boardlore` binary, asking its
//! preview server for a page, listing and copying fixture folders.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

/// The `boardlore` binary, run from the workspace root.
pub fn boardlore() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_boardlore"));
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// Asserts that a run succeeded, showing what it wrote to stderr when it did not.
pub fn assert_ran(output: &Output) {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Sends `GET path` with the `Host` header `host` to the server at `address`; returns the
/// status code (0 when none came back) and the whole response.
pub fn http_get(address: &str, host: &str, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(address).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    // A server that is busy may answer and close before the request is written: the write
    // then fails, and what it answered (or nothing) is read below all the same.
    let _ = write!(stream, "GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n");
    let mut response = String::new();
    let _ = stream.read_to_string(&mut response);
    let code = response
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (code, response)
}

/// Every file under `root` (folders that cannot be read are skipped), sorted.
pub fn files(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Copies every file under `from` to the same place under `to`.
pub fn copy_tree(from: &Path, to: &Path) {
    for entry in files(from) {
        let target = to.join(entry.strip_prefix(from).unwrap());
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::copy(&entry, &target).unwrap();
    }
}

/// A fresh temporary project folder holding a copy of the fixture site
/// `tests/fixtures/<name>`.
pub fn fixture_project(name: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    copy_tree(&fixture, dir.path());
    dir
}

/// Fails, showing `text`, unless `text` says each of `phrases`.
pub fn assert_says(text: &str, phrases: &[&str]) {
    for phrase in phrases {
        assert!(text.contains(phrase), "missing `{phrase}` in: {text}");
    }
}

/// A running `boardlore serve`, stopped when the test ends, however it ends.
pub struct Server(pub Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `boardlore serve` on a free port in the project `folder` (no diagrams, no board)
/// and returns it with the address it printed.
pub fn start_server(folder: &Path) -> (Server, String) {
    let mut child = boardlore()
        .args(["serve", "--port", "0", "--no-diagrams", "--no-play"])
        .current_dir(folder)
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let server = Server(child);
    let mut lines = BufReader::new(stderr).lines();
    let address = loop {
        let line = lines.next().expect("serve printed its address").unwrap();
        if let Some(rest) = line.split("http://").nth(1) {
            break rest.split('/').next().unwrap().to_string();
        }
    };
    std::thread::spawn(move || for _ in lines {});
    (server, address)
}
