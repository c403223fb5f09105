//! The small HTTP/1.1 server behind `serve`: GET and HEAD only, one request per connection,
//! a fixed number of worker threads fed by a short queue. A connection that finds the queue
//! full gets `503` at once, a slow one is cut off by timeouts, and a request whose `Host` is
//! not this server's own address (`127.0.0.1:<port>` or `localhost:<port>`) is refused, so a
//! web page elsewhere cannot read the preview through a rebinding DNS name.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc::{sync_channel, Receiver, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Threads answering requests.
pub const WORKERS: usize = 4;
/// Connections waiting for a worker; more are answered `503` and closed.
pub const QUEUE: usize = 32;
/// Longest request head read.
const MAX_HEAD_BYTES: usize = 16 * 1024;
/// How long a connection may take to send its request or read the answer.
const TIMEOUT: Duration = Duration::from_secs(10);

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
    let (sender, receiver) = sync_channel::<TcpStream>(QUEUE);
    let receiver = Arc::new(Mutex::new(receiver));
    for _ in 0..WORKERS {
        let receiver = Arc::clone(&receiver);
        let handle = Arc::clone(&handle);
        std::thread::spawn(move || work(&receiver, port, &*handle));
    }
    for stream in listener.incoming().filter_map(Result::ok) {
        if let Err(TrySendError::Full(mut stream)) = sender.try_send(stream) {
            let _ = stream.set_write_timeout(Some(TIMEOUT));
            let _ = write_reply(&mut stream, &Reply::text(503, "busy; try again"), true);
        }
    }
}

fn work(receiver: &Mutex<Receiver<TcpStream>>, port: u16, handle: &dyn Fn(&Request) -> Reply) {
    loop {
        let next = receiver
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .recv();
        let Ok(mut stream) = next else { return };
        let _ = stream.set_read_timeout(Some(TIMEOUT));
        let _ = stream.set_write_timeout(Some(TIMEOUT));
        let (reply, body) = match read_head(&mut stream) {
            Ok(head) => answer(&head, port, handle),
            Err(reply) => (reply, true),
        };
        let _ = write_reply(&mut stream, &reply, body);
    }
}

/// Reads up to the blank line that ends a request head.
fn read_head(stream: &mut TcpStream) -> Result<String, Reply> {
    let mut head = Vec::new();
    let mut buffer = [0u8; 2048];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        if head.len() > MAX_HEAD_BYTES {
            return Err(Reply::text(431, "request head too large"));
        }
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => return Err(Reply::text(400, "incomplete request")),
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

fn write_reply(stream: &mut TcpStream, reply: &Reply, body: bool) -> std::io::Result<()> {
    let reason = match reply.code {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
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
    stream.write_all(head.as_bytes())?;
    if body {
        stream.write_all(&reply.body)?;
    }
    stream.flush()
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
}
