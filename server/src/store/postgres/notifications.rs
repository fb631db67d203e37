//! PostgreSQL notifications: every change to a ticket is a `NOTIFY parley_tickets` that every
//! instance hears (`PgStore::listen` forwards them to the matchmaker's waiting long-polls), so
//! a learner waiting on another instance hears about it at once. The payload is a
//! space-separated list of tokens: ticket ids, and revivals (`revived:en:2301`).

use std::time::Duration;

use app::domain::{Gender, Language, Level, WantGender, WantLevel};
use sqlx::postgres::PgListener;
use sqlx::PgPool;
use uuid::Uuid;

use crate::domain::{Change, Revival, Seeker};
use crate::store::StoreError;

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

pub(super) async fn forward_notifications(
    pool: &PgPool,
    on_change: &(dyn Fn(Change) + Send + Sync),
) -> Result<std::convert::Infallible, StoreError> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    // Listening from here on: anything before may have been missed.
    on_change(Change::Resync);
    loop {
        let Some(n) = listener.try_recv().await? else {
            // The connection was lost and is back (listening again): notifications sent
            // meanwhile are lost.
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
