//! The small HTTP/1.1 server behind `serve`: GET and HEAD only, one request per connection,
//! each connection answered on a thread of its own, at most [`MAX_CONNECTIONS`] at once. A
//! browser opens spare connections it may never use; with a fixed pool of workers those idle
//! sockets held every worker until they timed out while the page's real requests waited.
//!
//! Every connection has a deadline for its whole request and another for its whole answer
//! ([`REQUEST_DEADLINE`]), not a timeout per read, so one trickling a header line every few
//! seconds is cut off like an idle one. When every slot is held, a new connection displaces
//! the oldest one still sending its request (see [`super::pool`]), so no number of slow or
//! silent connections keeps a page out; only when every slot is being answered does a new
//! one get `503`. A request whose `Host` is not this server's own address (`127.0.0.1:<port>`
//! or `localhost:<port>`) is refused, so a web page elsewhere cannot read the preview
//! through a rebinding DNS name.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::pool::Pool;
pub use crate::limits::MAX_CONNECTIONS;
use crate::limits::{MAX_REQUEST_HEAD_BYTES, REQUEST_DEADLINE};

/// A request: its path (with the query) and whether the body is wanted (GET, not HEAD).
pub struct Request {
    /// The request target, e.g. `/games/xiangqi/?x=1`.
    pub target: String,
}

/// An answer.
pub struct Reply {
    /// The status code.
    pub code: u16,
    /// The `Content-Type`.
    pub kind: &'static str,
    /// The body.
    pub body: Vec<u8>,
}

impl Reply {
    /// A plain-text answer.
    pub fn text(code: u16, message: &str) -> Reply {
        Reply {
            code,
            kind: "text/plain; charset=utf-8",
            body: message.as_bytes().to_vec(),
        }
    }
}

/// Serves `listener` until the process ends, answering each request with `handle`.
pub fn run(listener: TcpListener, handle: Arc<dyn Fn(&Request) -> Reply + Send + Sync>) {
    let port = listener.local_addr().map(|a| a.port()).unwrap_or(0);
    let pool = Arc::new(Pool::default());
    for mut stream in listener.incoming().filter_map(Result::ok) {
        let Some(slot) = pool.admit(&stream) else {
            let deadline = Instant::now() + REQUEST_DEADLINE;
            let _ = write_reply(
                &mut stream,
                &Reply::text(503, "busy; try again"),
                true,
                deadline,
            );
            continue;
        };
        let handle = Arc::clone(&handle);
        let spawned = std::thread::Builder::new()
            .name("serve-connection".into())
            .spawn(move || {
                let request = read_head(&mut stream, Instant::now() + REQUEST_DEADLINE);
                slot.answering();
                let (reply, body) = match request {
                    Ok(head) => answer(&head, port, &*handle),
                    Err(reply) => (reply, true),
                };
                let _ = write_reply(&mut stream, &reply, body, Instant::now() + REQUEST_DEADLINE);
            });
        if spawned.is_err() {
            eprintln!("serve: no thread for a connection (the system refused one)");
        }
    }
}

/// The time left before `deadline`, or `None` once it has passed.
fn left(deadline: Instant) -> Option<Duration> {
    deadline
        .checked_duration_since(Instant::now())
        .filter(|left| !left.is_zero())
}

/// Reads up to the blank line that ends a request head, all of it before `deadline`.
fn read_head(stream: &mut TcpStream, deadline: Instant) -> Result<String, Reply> {
    let mut head = Vec::new();
    let mut buffer = [0u8; 2048];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        if head.len() > MAX_REQUEST_HEAD_BYTES {
            return Err(Reply::text(431, "request head too large"));
        }
        let Some(left) = left(deadline) else {
            return Err(Reply::text(408, "the request took too long"));
        };
        let _ = stream.set_read_timeout(Some(left));
        match stream.read(&mut buffer) {
            Ok(0) => return Err(Reply::text(400, "incomplete request")),
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return Err(Reply::text(408, "the request took too long"))
            }
            Err(_) => return Err(Reply::text(400, "incomplete request")),
            Ok(n) => head.extend_from_slice(&buffer[..n]),
        }
    }
    String::from_utf8(head).map_err(|_| Reply::text(400, "the request is not text"))
}

/// The answer to a request head, and whether its body is sent.
fn answer(head: &str, port: u16, handle: &dyn Fn(&Request) -> Reply) -> (Reply, bool) {
    let mut lines = head.split("\r\n");
    let mut words = lines.next().unwrap_or_default().split(' ');
    let (method, target) = (words.next().unwrap_or_default(), words.next());
    let Some(target) = target.filter(|t| t.starts_with('/')) else {
        return (Reply::text(400, "bad request line"), true);
    };
    let get = match method {
        "GET" => true,
        "HEAD" => false,
        _ => return (Reply::text(405, "only GET and HEAD"), true),
    };
    let host = lines
        .filter_map(|line| line.split_once(':'))
        .find(|(name, _)| name.trim().eq_ignore_ascii_case("host"))
        .map(|(_, value)| value.trim().to_ascii_lowercase());
    if !host.is_some_and(|host| is_own_host(&host, port)) {
        return (
            Reply::text(
                421,
                "refused: the Host header must be this server's own address (127.0.0.1 or localhost with its port)",
            ),
            get,
        );
    }
    let request = Request {
        target: target.to_string(),
    };
    (handle(&request), get)
}

/// `127.0.0.1:<port>` or `localhost:<port>`, nothing else.
pub fn is_own_host(host: &str, port: u16) -> bool {
    host == format!("127.0.0.1:{port}") || host == format!("localhost:{port}")
}

/// Writes `reply`, all of it before `deadline` (a client reading a byte at a time is cut off).
fn write_reply(
    stream: &mut TcpStream,
    reply: &Reply,
    body: bool,
    deadline: Instant,
) -> std::io::Result<()> {
    let reason = match reply.code {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        421 => "Misdirected Request",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        _ => "",
    };
    let head = format!(
        "HTTP/1.1 {} {reason}\r\nContent-Type: {}\r\nContent-Length: {}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n",
        reply.code,
        reply.kind,
        reply.body.len()
    );
    write_before(stream, head.as_bytes(), deadline)?;
    if body {
        write_before(stream, &reply.body, deadline)?;
    }
    stream.flush()
}

/// Writes `bytes` in pieces, each given only the time left before `deadline`.
fn write_before(stream: &mut TcpStream, bytes: &[u8], deadline: Instant) -> std::io::Result<()> {
    const PIECE: usize = 64 * 1024;
    for piece in bytes.chunks(PIECE) {
        let left = left(deadline).ok_or(std::io::ErrorKind::TimedOut)?;
        stream.set_write_timeout(Some(left))?;
        stream.write_all(piece)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_servers_own_address_is_a_host() {
        assert!(is_own_host("127.0.0.1:1111", 1111));
        assert!(is_own_host("localhost:1111", 1111));
        assert!(!is_own_host("localhost", 1111));
        assert!(!is_own_host("attacker.example:1111", 1111));
        assert!(!is_own_host("127.0.0.1:2222", 1111));
    }

    /// A browser's spare connections that never send a request must not hold up the page's
    /// real requests (they did when four workers served every connection in turn).
    #[test]
    fn idle_connections_do_not_hold_up_a_request() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        std::thread::spawn(move || run(listener, Arc::new(|_: &Request| Reply::text(200, "ok"))));
        let idle: Vec<TcpStream> = (0..8)
            .map(|_| TcpStream::connect(("127.0.0.1", port)).unwrap())
            .collect();
        let mut client = TcpStream::connect(("127.0.0.1", port)).unwrap();
        client
            .set_read_timeout(Some(REQUEST_DEADLINE / 2))
            .expect("a read timeout can be set");
        write!(client, "GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n").unwrap();
        let mut answer = String::new();
        client
            .read_to_string(&mut answer)
            .expect("answered before the idle connections time out");
        assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
        assert!(answer.ends_with("ok"), "{answer}");
        drop(idle);
    }

    /// A per-read timeout let a client that sends one header line every few seconds hold
    /// its connection for ever; the deadline is for the whole request.
    #[test]
    fn a_request_trickled_a_line_at_a_time_is_cut_at_its_whole_deadline() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            let mut client = TcpStream::connect(address).unwrap();
            let _ = client.write_all(b"GET / HTTP/1.1\r\n");
            for _ in 0..20 {
                std::thread::sleep(Duration::from_millis(200));
                if client.write_all(b"X-Slow: yes\r\n").is_err() {
                    break;
                }
            }
        });
        let (mut server, _) = listener.accept().unwrap();
        let started = Instant::now();
        let head = read_head(&mut server, started + Duration::from_secs(1));
        let Err(reply) = head else {
            panic!("a request that never ends is refused")
        };
        assert_eq!(reply.code, 408);
        let took = started.elapsed();
        assert!(
            took < Duration::from_millis(1500),
            "cut at the deadline, not after: {took:?}"
        );
    }
}
