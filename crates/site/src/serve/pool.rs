//! The connections `serve` holds open, and which one gives way when every slot is taken.
//!
//! A slot is held from the connection's acceptance until its answer is written. When all
//! [`MAX_CONNECTIONS`] slots are held, a new connection takes the slot of the oldest one that
//! has not yet sent its whole request: that one is shut down (its thread wakes from its read
//! and ends). A connection that is being answered is never cut this way; it is bounded by the
//! answer's own deadline instead. So connections that open and send nothing, or trickle
//! their request a line at a time, cannot keep a reader's page out: each new connection
//! displaces the longest-waiting of them.

use std::net::{Shutdown, TcpStream};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use crate::limits::MAX_CONNECTIONS;

/// The open connections.
#[derive(Default)]
pub struct Pool {
    inner: Mutex<Slots>,
}

#[derive(Default)]
struct Slots {
    next_id: u64,
    held: Vec<Held>,
}

struct Held {
    id: u64,
    since: Instant,
    /// Still sending its request (and so may give way to a new connection).
    reading: bool,
    /// The same socket, to shut it down from another thread.
    socket: TcpStream,
}

/// One connection's slot, given back when dropped.
pub struct Slot {
    pool: Arc<Pool>,
    id: u64,
}

impl Pool {
    fn slots(&self) -> MutexGuard<'_, Slots> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A slot for `stream`, taken from the oldest connection still sending its request when
    /// every slot is held; `None` when every slot is held by connections being answered.
    pub fn admit(self: &Arc<Self>, stream: &TcpStream) -> Option<Slot> {
        let socket = stream.try_clone().ok()?;
        let mut slots = self.slots();
        if slots.held.len() >= MAX_CONNECTIONS {
            let oldest = (slots.held.iter().enumerate())
                .filter(|(_, held)| held.reading)
                .min_by_key(|(_, held)| held.since)
                .map(|(at, _)| at)?;
            let displaced = slots.held.swap_remove(oldest);
            let _ = displaced.socket.shutdown(Shutdown::Both);
        }
        slots.next_id += 1;
        let id = slots.next_id;
        slots.held.push(Held {
            id,
            since: Instant::now(),
            reading: true,
            socket,
        });
        Some(Slot {
            pool: Arc::clone(self),
            id,
        })
    }

    /// How many slots are held.
    #[cfg(test)]
    pub fn held(&self) -> usize {
        self.slots().held.len()
    }
}

impl Slot {
    /// The whole request has arrived: from now on this connection keeps its slot until
    /// it is answered.
    pub fn answering(&self) {
        let mut slots = self.pool.slots();
        if let Some(held) = slots.held.iter_mut().find(|held| held.id == self.id) {
            held.reading = false;
        }
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut slots = self.pool.slots();
        slots.held.retain(|held| held.id != self.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;
    use std::net::TcpListener;

    fn pair(listener: &TcpListener) -> (TcpStream, TcpStream) {
        let client = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (server, _) = listener.accept().unwrap();
        (client, server)
    }

    #[test]
    fn a_full_pool_cuts_the_oldest_connection_still_sending_its_request() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let pool = Arc::new(Pool::default());
        let mut kept = Vec::new();
        for _ in 0..MAX_CONNECTIONS {
            let (client, server) = pair(&listener);
            let slot = pool.admit(&server).expect("a free slot");
            kept.push((client, server, slot));
        }
        // The first connection has sent its request and is being answered; the second is
        // the oldest one still sending.
        kept[0].2.answering();
        let (_client, server) = pair(&listener);
        let _slot = pool
            .admit(&server)
            .expect("a slot given up by a slow sender");
        assert_eq!(pool.held(), MAX_CONNECTIONS);
        let mut byte = [0u8; 1];
        assert_eq!(
            kept[1].1.read(&mut byte).unwrap_or(0),
            0,
            "the displaced connection's reads end at once"
        );
        kept[1].2.answering();
        drop(kept.remove(1));
        assert_eq!(pool.held(), MAX_CONNECTIONS);
    }

    #[test]
    fn connections_being_answered_are_never_cut() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let pool = Arc::new(Pool::default());
        let mut kept = Vec::new();
        for _ in 0..MAX_CONNECTIONS {
            let (client, server) = pair(&listener);
            let slot = pool.admit(&server).unwrap();
            slot.answering();
            kept.push((client, server, slot));
        }
        let (_client, server) = pair(&listener);
        assert!(pool.admit(&server).is_none(), "no slot: the server is busy");
        drop(kept.pop());
        assert!(
            pool.admit(&server).is_some(),
            "a slot once one is given back"
        );
    }
}
