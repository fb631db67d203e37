//! PostgreSQL notifications: every change to a ticket is a `NOTIFY parley_tickets` that every
//! instance hears (`PgStore::listen` forwards them to the matchmaker's waiting long-polls), so
//! a learner waiting on another instance hears about it at once. The payload is a
//! space-separated list of tokens: ticket ids, and revivals (`revived:en:2301`).
//!
//! **What can never happen: a long-poll here sleeping through a wakeup that was sent while
//! this instance was not listening**, for longer than the listener takes to listen again once
//! the database answers (a few hundred milliseconds). PostgreSQL delivers a `NOTIFY` only to
//! the connections listening when it commits: while this instance's listen connection is down
//! (the database restarting, the connection killed) every wakeup for it is dropped, and a
//! long-poll here would sleep on until its nap ends. Two rules prevent that:
//! 1. The listener reconnects at once. It has a pool of its own (one connection, besides the
//!    store's `database_max_connections`), so a reconnect never queues behind requests for
//!    the store's pool, nor sleeps in that pool's connect backoff (which doubles up to a fifth
//!    of its 30 s acquire timeout, six seconds); and while the database is down it tries
//!    again at least every [`RETRY_AFTER`] plus a fifth of [`CONNECT_WITHIN`].
//! 2. Once it listens again it reports `Change::Resync`, and the matchmaker wakes *every*
//!    long-poll here (and makes every idle poll look again): each re-reads its ticket. A change
//!    commits before its `NOTIFY` is sent (`Wakeups`), so a change whose `NOTIFY` was lost
//!    (committed before the `LISTEN`) committed before the `LISTEN` too, and the re-read,
//!    which starts after the `LISTEN`, sees it; a `NOTIFY` committed after the `LISTEN` is
//!    heard. Waiters always re-read from the database, so a needless wakeup costs one look.
//!
//! The listener learns of a lost connection when the socket fails (the server closes it, as a
//! shutdown or `pg_terminate_backend` does); one that dies silently, as a network partition
//! can, is noticed only when the operating system gives up on it (sqlx sets no TCP keepalive).

use std::convert::Infallible;
use std::sync::Arc;
use std::time::{Duration, Instant};

use app::domain::{Gender, Language, Level, WantGender, WantLevel};
use sqlx::postgres::{PgListener, PgPoolOptions};
use sqlx::PgPool;
use uuid::Uuid;

use crate::domain::{Change, Revival, Seeker};

pub const CHANNEL: &str = "parley_tickets";

/// Wakeups for other instances, sent by one task in batches: each is a `NOTIFY
/// parley_tickets` of what queued up while the previous batch was sent, in a transaction of
/// its own that does not wait for the disk (a wakeup only means "re-read"; one lost in a crash
/// costs a poll interval) and does not hold the lock NOTIFY takes at commit while another
/// transaction's commit waits for the disk. Callers queue a wakeup once their change has
/// committed and do not wait for it: a NOTIFY per change was a round trip and a transaction
/// per pair and per hang-up, on the request's path. This instance's own long-polls are woken
/// in process by the matchmaker; they hear the NOTIFY as well.
pub(super) struct Wakeups {
    tx: tokio::sync::mpsc::UnboundedSender<String>,
}

impl Wakeups {
    /// At most this many tokens per NOTIFY: 200 ticket ids are 7,400 bytes, within
    /// PostgreSQL's 8,000-byte payload limit.
    const BATCH: usize = 200;
    /// Tries per batch of wakeups.
    const ATTEMPTS: u64 = 3;

    pub(super) fn start(pool: PgPool) -> Self {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<String>();
        tokio::spawn(async move {
            let mut batch = Vec::new();
            while rx.recv_many(&mut batch, Self::BATCH).await > 0 {
                let payload = batch.join(" ");
                batch.clear();
                // After the database restarts, the pool's first connections are dead ones: a
                // send that meets one is tried again on a fresh connection, so the wakeup is
                // not left to the long-polls' next nap.
                for attempt in 1..=Self::ATTEMPTS {
                    let sent = sqlx::query(
                        "SELECT pg_notify('parley_tickets', $1)
                         FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit",
                    )
                    .bind(&payload)
                    .execute(&pool)
                    .await;
                    match sent {
                        Ok(_) => break,
                        Err(e) if attempt == Self::ATTEMPTS => {
                            // Long-polls elsewhere re-read at their next nap instead.
                            tracing::warn!(error = %e, "ticket wakeups not sent");
                        }
                        Err(_) => tokio::time::sleep(Duration::from_millis(100 * attempt)).await,
                    }
                }
            }
        });
        Self { tx }
    }

    /// Queues a token of the channel's payload: a ticket id, or a revival.
    pub(super) fn send(&self, token: String) {
        // The task ends only with the runtime.
        let _ = self.tx.send(token);
    }
}

/// How long one try to (re)connect the listener waits for the database. Within it, while the
/// connection is refused or the database is starting up, sqlx tries again after 10 ms, then
/// after twice as long each time, up to a fifth of it.
const CONNECT_WITHIN: Duration = Duration::from_secs(1);
/// The pause after a failed try (one that fails at once, a wrong password, would spin).
const RETRY_AFTER: Duration = Duration::from_millis(200);

/// Forwards every instance's ticket changes to `on_change`, for as long as the process runs:
/// listens on a connection of its own, listens again as soon as the database answers after
/// losing it, and reports `Change::Resync` each time it starts listening (module docs).
pub(super) async fn forward_notifications(
    pool: PgPool,
    on_change: Arc<dyn Fn(Change) + Send + Sync>,
) {
    let listen_pool = PgPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(CONNECT_WITHIN)
        .idle_timeout(None)
        .max_lifetime(None)
        .connect_lazy_with((*pool.connect_options()).clone());
    let mut down_since = None;
    loop {
        let Err(e) = listen(&listen_pool, on_change.as_ref(), &mut down_since).await;
        if down_since.is_none() {
            // Until it listens again, long-polls here hear only this instance's changes.
            tracing::warn!(error = %e, "ticket notifications interrupted; reconnecting");
            down_since = Some(Instant::now());
        }
        tokio::time::sleep(RETRY_AFTER).await;
    }
}

/// One listener, until it fails: `down_since` is when the previous one did.
async fn listen(
    pool: &PgPool,
    on_change: &(dyn Fn(Change) + Send + Sync),
    down_since: &mut Option<Instant>,
) -> Result<Infallible, sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    // Listening from here on: anything before may have been missed.
    on_change(Change::Resync);
    if let Some(since) = down_since.take() {
        let down_ms = since.elapsed().as_millis();
        tracing::info!(down_ms, "ticket notifications listening again");
    }
    loop {
        let Some(n) = listener.try_recv().await? else {
            // The connection broke and sqlx has listened again on a new one before returning
            // (`eager_reconnect`): notifications sent meanwhile are lost.
            on_change(Change::Resync);
            continue;
        };
        for token in n.payload().split_whitespace() {
            if let Some(who) = token.strip_prefix("revived") {
                on_change(Change::Revived(parse_revival(who)));
            } else if let Ok(id) = Uuid::parse_str(token) {
                on_change(Change::Ticket(id));
            }
        }
    }
}

/// A revival as a token of the channel's payload: `revived:<pool>:` and the indices of the
/// searcher's gender, level, gender wanted and level wanted, then its flags (1: agreed to
/// widen, 2: a "Call again" search): `revived:en:23010`. Short enough that a batch of them
/// stays within the payload limit.
pub(super) fn revival_token(r: &Revival) -> String {
    let index = |i: Option<usize>| i.map_or('?', |i| char::from(b'0' + i as u8));
    let s = &r.seeker;
    format!(
        "revived:{}:{}{}{}{}{}",
        r.pool.as_str(),
        index(Gender::ALL.iter().position(|&g| g == s.gender)),
        index(Level::ALL.iter().position(|&l| l == s.level)),
        index(WantGender::ALL.iter().position(|&g| g == s.want_gender)),
        index(WantLevel::ALL.iter().position(|&l| l == s.want_level)),
        index(Some(usize::from(r.widen) + 2 * usize::from(r.rematch))),
    )
}

/// The revival a token names after `revived`, or `None` for a bare `revived` (or one this
/// version cannot read): then every search retries.
fn parse_revival(rest: &str) -> Option<Revival> {
    let (pool, codes) = rest.strip_prefix(':')?.split_once(':')?;
    let [g, l, wg, wl, flags] = <[u8; 5]>::try_from(codes.as_bytes()).ok()?;
    let at = |c: u8| c.checked_sub(b'0').map(usize::from);
    let flags = at(flags).filter(|&f| f < 4)?;
    Some(Revival {
        pool: Language::parse(pool).ok()?,
        seeker: Seeker {
            gender: *Gender::ALL.get(at(g)?)?,
            level: *Level::ALL.get(at(l)?)?,
            want_gender: *WantGender::ALL.get(at(wg)?)?,
            want_level: *WantLevel::ALL.get(at(wl)?)?,
        },
        widen: flags & 1 == 1,
        rematch: flags & 2 == 2,
    })
}

#[cfg(test)]
mod revival_tests {
    use super::*;

    #[test]
    fn revivals_survive_the_notification_payload() {
        for pool in Language::ALL {
            for &gender in Gender::ALL {
                for &level in Level::ALL {
                    for &want_gender in WantGender::ALL {
                        for (&want_level, flags) in WantLevel::ALL.iter().zip(0..) {
                            let r = Revival {
                                pool: *pool,
                                seeker: Seeker {
                                    gender,
                                    level,
                                    want_gender,
                                    want_level,
                                },
                                widen: flags % 2 == 1,
                                rematch: (flags + u32::from(gender == Gender::Male)) % 2 == 1,
                            };
                            let token = revival_token(&r);
                            assert!(token.len() <= 37, "{token} fits a batch like an id");
                            let rest = token.strip_prefix("revived").unwrap();
                            assert_eq!(parse_revival(rest), Some(r));
                        }
                    }
                }
            }
        }
        assert_eq!(parse_revival(""), None, "a bare revival names nobody");
        assert_eq!(parse_revival(":en:9999"), None);
        assert_eq!(parse_revival(":en:23019"), None, "unknown flags");
        assert_eq!(parse_revival(":xx:0000"), None);
    }
}
