//! In-process wakeups for long-polls waiting on a ticket.
//!
//! The database stays the only truth: a wakeup only means "re-read your ticket now". A waiter
//! subscribes *before* it reads the ticket, so a change that lands between the read and the
//! wait is not missed (tokio's `Notified` counts from creation once enabled).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::Notify;
use uuid::Uuid;

#[derive(Default)]
pub struct Waiters {
    map: Mutex<HashMap<Uuid, Arc<Notify>>>,
}

/// A waiter's handle; dropping the last one for a ticket forgets the entry.
pub struct Subscription<'a> {
    waiters: &'a Waiters,
    ticket: Uuid,
    pub notify: Arc<Notify>,
}

impl Waiters {
    pub fn subscribe(&self, ticket: Uuid) -> Subscription<'_> {
        let mut map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        let notify = map.entry(ticket).or_default().clone();
        Subscription {
            waiters: self,
            ticket,
            notify,
        }
    }

    /// Wakes everyone waiting on `ticket`.
    pub fn wake(&self, ticket: Uuid) {
        let map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = map.get(&ticket) {
            n.notify_waiters();
        }
    }

    /// Wakes every waiter, on every ticket: wakeups may have been missed (`Change::Resync`),
    /// and each re-reads its own ticket.
    pub fn wake_all(&self) {
        let map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        for n in map.values() {
            n.notify_waiters();
        }
    }

    pub fn len(&self) -> usize {
        self.map.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Drop for Subscription<'_> {
    fn drop(&mut self) {
        let mut map = self.waiters.map.lock().unwrap_or_else(|p| p.into_inner());
        // The map holds one reference and we hold one: nobody else is waiting.
        if Arc::strong_count(&self.notify) == 2 {
            map.remove(&self.ticket);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn a_wake_between_subscribe_and_wait_is_not_lost() {
        let w = Waiters::default();
        let id = Uuid::new_v4();
        let sub = w.subscribe(id);
        let notified = sub.notify.notified();
        tokio::pin!(notified);
        notified.as_mut().enable();
        w.wake(id); // lands before we start waiting
        tokio::time::timeout(Duration::from_secs(1), notified)
            .await
            .expect("woken");
    }

    #[tokio::test]
    async fn waking_all_wakes_every_waiter_of_every_ticket() {
        let w = Waiters::default();
        let subs: Vec<_> = (0..3).map(|_| w.subscribe(Uuid::new_v4())).collect();
        let mut waits: Vec<_> = subs.iter().map(|s| Box::pin(s.notify.notified())).collect();
        for n in &mut waits {
            n.as_mut().enable();
        }
        w.wake_all();
        for n in waits {
            tokio::time::timeout(Duration::from_secs(1), n)
                .await
                .expect("woken");
        }
    }

    #[test]
    fn entries_go_away_with_the_last_subscriber() {
        let w = Waiters::default();
        let id = Uuid::new_v4();
        let a = w.subscribe(id);
        let b = w.subscribe(id);
        drop(a);
        assert_eq!(w.len(), 1);
        drop(b);
        assert!(w.is_empty());
        w.wake(id); // no-op
    }
}
