//! The preview server under connections that hold on: clients that trickle their request a
//! line at a time, and more open pages waiting for the next build than the server holds.
//! Each time, a reader's request is still answered at once.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::cli_support::{fixture_project, http_get as get, start_server};
use boardlore_site::serve::{MAX_CONNECTIONS, MAX_LONG_POLLS};

/// Opens `count` connections that each send a request line, then one header line a second,
/// never finishing, until `stop` is set. Returns once they are all open.
fn tricklers(address: &str, count: usize, stop: Arc<AtomicBool>) -> std::thread::JoinHandle<()> {
    let mut streams: Vec<TcpStream> = (0..count)
        .filter_map(|_| TcpStream::connect(address).ok())
        .collect();
    for stream in &mut streams {
        let _ = stream.write_all(b"GET / HTTP/1.1\r\n");
    }
    std::thread::spawn(move || {
        while !stop.load(Ordering::Relaxed) {
            for stream in &mut streams {
                let _ = stream.write_all(b"X-Slow: still here\r\n");
            }
            std::thread::sleep(Duration::from_secs(1));
        }
    })
}

#[test]
fn a_page_is_answered_while_every_connection_trickles_its_request() {
    let dir = fixture_project("valid");
    let (_server, address) = start_server(dir.path());
    let stop = Arc::new(AtomicBool::new(false));
    let trickling = tricklers(&address, MAX_CONNECTIONS * 2, Arc::clone(&stop));
    std::thread::sleep(Duration::from_millis(500));
    for _ in 0..5 {
        let started = Instant::now();
        let (code, answer) = get(&address, &address, "/");
        assert_eq!(code, 200, "answered, not locked out: {answer:.80}");
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "answered at once, not after the trickling clients: {:?}",
            started.elapsed()
        );
        std::thread::sleep(Duration::from_secs(1));
    }
    stop.store(true, Ordering::Relaxed);
    trickling.join().unwrap();
}

#[test]
fn a_trickled_request_is_cut_off_at_its_deadline() {
    let dir = fixture_project("valid");
    let (_server, address) = start_server(dir.path());
    let mut slow = TcpStream::connect(&address).unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\n").unwrap();
    let started = Instant::now();
    let mut answer = String::new();
    // A header line every second: each arrives well within any per-read timeout.
    while started.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_secs(1));
        if slow.write_all(b"X-Slow: yes\r\n").is_err() {
            break;
        }
        slow.set_read_timeout(Some(Duration::from_millis(10)))
            .unwrap();
        let mut buffer = [0u8; 256];
        if let Ok(n) = slow.read(&mut buffer) {
            answer.push_str(&String::from_utf8_lossy(&buffer[..n]));
            break;
        }
    }
    assert!(
        answer.starts_with("HTTP/1.1 408"),
        "the whole request has a deadline: {answer:?} after {:?}",
        started.elapsed()
    );
    assert!(started.elapsed() < Duration::from_secs(13));
}

/// A status request that waits for the build after the current one.
fn long_poll(address: &str, version: u64) -> TcpStream {
    let mut stream = TcpStream::connect(address).unwrap();
    write!(
        stream,
        "GET /__boardlore/status?after={version} HTTP/1.1\r\nHost: {address}\r\n\r\n"
    )
    .unwrap();
    stream
}

#[test]
fn open_pages_waiting_for_a_build_never_hold_every_connection() {
    let dir = fixture_project("valid");
    let (_server, address) = start_server(dir.path());
    let (_, status) = get(&address, &address, "/__boardlore/status");
    let body = status.split("\r\n\r\n").nth(1).unwrap();
    let version: serde_json::Value = serde_json::from_str(body).unwrap();
    let version = version["version"].as_u64().unwrap();
    let waiting: Vec<TcpStream> = (0..MAX_CONNECTIONS + 8)
        .map(|_| long_poll(&address, version))
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    let started = Instant::now();
    let (code, answer) = get(&address, &address, "/");
    assert_eq!(code, 200, "{answer:.80}");
    assert!(started.elapsed() < Duration::from_secs(2));
    let (code, answer) = get(
        &address,
        &address,
        &format!("/__boardlore/status?after={version}"),
    );
    assert_eq!(code, 200);
    assert!(
        answer.contains(r#""held":false"#),
        "beyond {MAX_LONG_POLLS} waiting pages, the status is given at once: {answer}"
    );
    assert!(started.elapsed() < Duration::from_secs(3));
    drop(waiting);
}
