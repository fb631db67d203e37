//! Matchmaking: search tickets, the pairing transaction, and the long-poll.
//!
//! What can never happen, and why:
//! - **A learner in two sessions / two learners sharing a partner.** A ticket leaves
//!   `searching` exactly once: every transition is `UPDATE ... WHERE id = $1 AND status =
//!   'searching'`, and pairing updates both tickets in one transaction expecting two rows.
//! - **Two compatible searchers both left waiting** (the "mutual skip" of plain `SKIP
//!   LOCKED`). Pairing runs under one lock per pool (PostgreSQL `pg_advisory_xact_lock`,
//!   SQLite `BEGIN IMMEDIATE`), so of two arrivals the second to take the lock sees the first.
//!   (On PostgreSQL the lock is released once the pair is decided, before the commit waits for
//!   the disk; the two tickets' row locks last until the commit, and later pairers skip locked
//!   rows, so nobody pairs them again meanwhile.)
//!   It runs on join and on every poll, so a pair missed once (a candidate row briefly locked
//!   by its own heartbeat) is made on the next poll; no background worker is needed.
//! - **An incompatible pair.** Compatibility is checked both ways; `rules.rs` is the
//!   specification and a property test holds both stores' SQL to it.
//! - **A second search, or a second call, for one learner.** A unique partial index allows one
//!   *open* ticket per learner: searching, or matched / AI until that call ends. Join is
//!   `INSERT ... ON CONFLICT DO NOTHING` and then returns the open ticket, so a double tap that
//!   lands after its twin was matched returns the match instead of starting a second search.
//! - **A ghost partner.** Candidates must have polled within the liveness window; each poll
//!   refreshes `last_seen_at`, and a waiting long-poll refreshes it every poll interval. The
//!   refreshes are batched into one write every few hundred milliseconds (`presence.rs` says
//!   why that keeps every polling learner inside the window).
//! - **A clobbered match.** Nothing writes a whole row it read earlier. A cancel or expiry that
//!   loses to a match updates zero rows, re-reads, and reports the match.
//! - **Losing one's place to a partner's no-show.** Pairing ranks by `queued_at`, the place in
//!   the queue, which a learner whose partner never connected carries into their next search
//!   (`requeue.rs` has the rule and its bounds).
//!
//! The database is the only truth. A long-poll waits for an in-process wakeup (or, with
//! PostgreSQL, a `NOTIFY` from any instance) and then re-reads; a lost wakeup only costs one
//! poll interval. Each look is one round trip: the store checks ownership, makes the pairing
//! attempt and returns the ticket with how its call ended and the partner's card
//! (`MatchStore::poll_ticket`). An idle
//! poll skips even that when nothing can have changed what the look would find: no change to
//! the ticket reported since this instance read it, no searcher back in the liveness window
//! and no missed candidate since its last attempt found nobody (`searchers.rs` states why a
//! skipped attempt cannot strand a pair).

mod handoff;
pub mod notify;
pub mod presence;
pub mod requeue;
pub mod rules;
pub mod searchers;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use app::domain::{Language, TicketState, WantGender, WantLevel};
use app::error::AppError;
use app::search::{
    CallLimits, PartnerCard, RoomShape, SearchPrefs, SessionView, TicketStatus, Transport,
};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::partner::persona;
use crate::services::internal;
use crate::store::{
    Change, NewTicket, PairOutcome, PairWindow, Polled, Store, StoreResult, Ticket,
};
use notify::Waiters;
use presence::Presence;
use rules::Seeker;
use searchers::Searchers;

/// One look of a long-poll: the answer, and `Some(nap)` if it is worth waiting for a change.
type Look<'a, T> = std::pin::Pin<
    Box<dyn std::future::Future<Output = Result<(T, Option<Duration>), AppError>> + Send + 'a>,
>;

/// Timing of the search.
#[derive(Debug, Clone, Copy)]
pub struct MatchConfig {
    /// A search that finds nobody in this time gets an AI partner.
    pub search_timeout: Duration,
    /// How often a searching browser polls (and a waiting long-poll heartbeats).
    pub poll_interval: Duration,
    /// A searcher not seen for this long is not a candidate (default 3 poll intervals).
    pub liveness: Duration,
    /// Longest a single poll may wait for a change.
    pub max_wait: Duration,
    /// A call still open after this long is treated as over when its learner searches again.
    pub max_call: Duration,
}

impl Default for MatchConfig {
    fn default() -> Self {
        let poll_interval = Duration::from_millis(1500);
        Self {
            search_timeout: Duration::from_secs(30),
            poll_interval,
            liveness: poll_interval * 3,
            max_wait: Duration::from_secs(10),
            max_call: Duration::from_secs(60 * 60),
        }
    }
}

/// Where "now" comes from; tests use a manual clock.
pub trait Clock: Send + Sync + 'static {
    fn now(&self) -> DateTime<Utc>;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

fn chrono(d: Duration) -> chrono::Duration {
    chrono::Duration::from_std(d).unwrap_or(chrono::Duration::MAX)
}

pub struct Matchmaker {
    store: Arc<dyn Store>,
    waiters: Arc<Waiters>,
    clock: Arc<dyn Clock>,
    cfg: MatchConfig,
    /// Estimated wait per pool, recomputed at most every few seconds.
    estimates: Mutex<HashMap<Language, (Instant, Option<u64>)>>,
    /// Told (session, ticket) when a learner leaves a call, so the media room can end it.
    on_left: std::sync::OnceLock<LeftHook>,
    /// Heartbeats waiting for the next batched write.
    presence: Presence,
    /// What idle polls may answer without the database.
    searchers: Arc<Searchers>,
}

/// The partner's card, as every read of a ticket returns it.
fn human_card(t: &Ticket) -> StoreResult<PartnerCard> {
    let Some((name, level)) = t.partner.clone() else {
        return Err(crate::store::StoreError::Corrupt(
            "matched ticket without a partner".into(),
        ));
    };
    Ok(PartnerCard {
        display_name: name.unwrap_or_else(|| "Your partner".to_owned()),
        level,
        ai: false,
    })
}

type LeftHook = Arc<dyn Fn(Uuid, Uuid) + Send + Sync>;

impl Matchmaker {
    /// The matchmaker, and a task that flushes its batched heartbeats until it is dropped.
    pub fn new(store: Arc<dyn Store>, cfg: MatchConfig, clock: Arc<dyn Clock>) -> Arc<Self> {
        let waiters = Arc::new(Waiters::default());
        let searchers = Arc::new(Searchers::default());
        let (w, s) = (waiters.clone(), searchers.clone());
        store.listen(Arc::new(move |change| match change {
            Change::Ticket(id) => {
                s.changed(id);
                w.wake(id);
            }
            Change::Revived(who) => s.revived(who.as_ref()),
            Change::Resync => s.bump(),
        }));
        let mm = Arc::new(Self {
            store,
            waiters,
            clock,
            cfg,
            estimates: Mutex::default(),
            on_left: std::sync::OnceLock::new(),
            presence: Presence::new(cfg.liveness),
            searchers,
        });
        let weak = Arc::downgrade(&mm);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Presence::flush_every(cfg.liveness));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let Some(mm) = weak.upgrade() else { break };
                mm.flush_heartbeats().await;
            }
        });
        mm
    }

    /// Writes the heartbeats of the polls since the last flush (`presence.rs`); runs every few
    /// hundred milliseconds on its own, and tests call it to skip the wait.
    pub async fn flush_heartbeats(&self) {
        let now = self.clock.now();
        self.searchers.prune(now);
        let batch = self.presence.take(now);
        if batch.beats.is_empty() {
            return;
        }
        let beats: Vec<_> = batch.beats.iter().map(|&(id, at, _)| (id, at)).collect();
        match self.store.heartbeat(&beats, &batch.revivals).await {
            Ok(written) => {
                self.presence.done(&batch.beats, &written);
                // Written and committed: attempts from here on see them (other instances hear
                // it through the store).
                for who in &batch.revivals {
                    self.searchers.revived(Some(who));
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, n = batch.beats.len(), "heartbeat flush failed; will retry");
                self.presence.restore(batch.beats);
            }
        }
    }

    /// A ticket changed here: wake its long-polls and mark what idle polls know as stale.
    fn changed(&self, id: Uuid) {
        self.searchers.changed(id);
        self.waiters.wake(id);
    }

    /// Sets who hears of a learner leaving a call (once; later calls are ignored).
    pub fn on_call_left(&self, hook: impl Fn(Uuid, Uuid) + Send + Sync + 'static) {
        let _ = self.on_left.set(Arc::new(hook));
    }

    pub fn config(&self) -> MatchConfig {
        self.cfg
    }

    fn window(&self, now: DateTime<Utc>) -> PairWindow {
        PairWindow {
            now,
            live_since: now - chrono(self.cfg.liveness),
            created_after: now - chrono(self.cfg.search_timeout) - chrono(self.cfg.liveness),
        }
    }

    /// One look at the learner's ticket, as a poll makes it: the pairing attempt and the read
    /// in one round trip, then expiry into an AI session, and the heartbeat (batched).
    async fn look(&self, learner: Uuid, id: Uuid) -> Result<Ticket, AppError> {
        let token = self.searchers.before_read(id);
        let now = self.clock.now();
        let polled = self
            .store
            .poll_ticket(id, learner, Uuid::new_v4(), self.window(now), true)
            .await
            .map_err(internal)?
            // Someone else's ticket looks exactly like a missing one.
            .ok_or(AppError::NotFound)?;
        let outcome = polled.outcome;
        if outcome == PairOutcome::Missed {
            // Someone compatible could not be taken: everyone here tries again.
            self.searchers.bump();
        }
        let t = self.settle(polled, now).await.map_err(internal)?;
        self.searchers
            .after_read(&t, token, outcome == PairOutcome::Waiting);
        Ok(t)
    }

    /// An idle poll's look: the match a pairing here delivered, or from memory when nothing
    /// could have changed what a full look would find (`searchers.rs`), else the full look.
    async fn quick_look(&self, learner: Uuid, id: Uuid) -> Result<Ticket, AppError> {
        if let Some(t) = self.searchers.take_delivered(learner, id) {
            return Ok(t);
        }
        let now = self.clock.now();
        let present = self.presence.is_present(id, now);
        match self.searchers.fresh(learner, id, now, present) {
            Some(t) => {
                self.presence.beat(id, t.revival(), now);
                Ok(t)
            }
            None => self.look(learner, id).await,
        }
    }

    /// Acts on what a look found: wakes both sides of a new pair, moves an expired search to
    /// its AI partner, records the heartbeat of one still searching.
    async fn settle(&self, p: Polled, now: DateTime<Utc>) -> StoreResult<Ticket> {
        let t = p.ticket;
        if let PairOutcome::Paired(partner) = p.outcome {
            // The partner's long-poll here answers with what the pairing returned.
            match p.partner {
                Some(pt) => self.searchers.deliver(pt),
                None => self.searchers.changed(partner),
            }
            self.waiters.wake(partner);
            self.changed(t.id);
        }
        if t.status != TicketState::Searching {
            self.presence.forget(t.id);
            return Ok(t);
        }
        if now < t.expires_at {
            self.presence.beat(t.id, t.revival(), now);
            return Ok(t);
        }
        let persona = persona::choose(t.pool, t.id);
        if self
            .store
            .fall_back_to_ai(t.id, Uuid::new_v4(), persona.id, now)
            .await?
        {
            self.changed(t.id);
        }
        self.presence.forget(t.id);
        // The AI session, or (if our guarded update lost) whatever got there first.
        Ok(self.store.ticket(t.id).await?.unwrap_or(t))
    }

    async fn owned_ticket(&self, learner: Uuid, id: Uuid) -> Result<Ticket, AppError> {
        match self.store.ticket(id).await.map_err(internal)? {
            Some(t) if t.learner == learner => Ok(t),
            // Someone else's ticket looks exactly like a missing one.
            _ => Err(AppError::NotFound),
        }
    }

    async fn status(&self, t: &Ticket) -> StoreResult<TicketStatus> {
        let now = self.clock.now();
        let end = t.decided_at.unwrap_or(now);
        let session = match (t.status, t.session_id) {
            (TicketState::Matched, Some(id)) => Some(SessionView {
                id,
                partner: human_card(t)?,
                persona_id: None,
            }),
            (TicketState::AiFallback, Some(id)) => {
                let persona = self
                    .store
                    .session_persona(id)
                    .await?
                    .and_then(|p| persona::by_id(&p));
                let persona = persona.unwrap_or_else(|| persona::choose(t.pool, t.id));
                Some(SessionView {
                    id,
                    partner: PartnerCard {
                        display_name: persona.name.to_owned(),
                        level: persona.level,
                        ai: true,
                    },
                    persona_id: Some(persona.id.to_owned()),
                })
            }
            _ => None,
        };
        Ok(TicketStatus {
            ticket_id: t.id,
            state: t.status,
            // Counted from the queue place: a learner requeued after a no-show has waited since then.
            waited_ms: (end - t.queued_at).num_milliseconds().max(0) as u64,
            timeout_ms: (t.expires_at - t.queued_at).num_milliseconds().max(0) as u64,
            estimated_wait_ms: self.estimated_wait(t.pool, now).await?,
            session,
            // Hung up by either side (the session end is read with the ticket).
            call_ended: t.session_id.is_some() && (t.closed_at.is_some() || t.call_end.is_some()),
        })
    }

    async fn current_inner(&self, learner: Uuid) -> Result<Option<TicketStatus>, AppError> {
        let Some(t) = self.store.open_ticket(learner).await.map_err(internal)? else {
            return Ok(None);
        };
        let now = self.clock.now();
        if t.status != TicketState::Searching && self.call_is_over(&t, now) {
            // The partner hung up while this learner was away: nothing to resume.
            self.store.close_ticket(t.id, now).await.map_err(internal)?;
            return Ok(None);
        }
        let t = self.look(learner, t.id).await?;
        self.status(&t).await.map(Some).map_err(internal)
    }

    async fn room_inner(
        &self,
        learner: Uuid,
        id: Uuid,
        wait: Duration,
    ) -> Result<RoomShape, AppError> {
        self.long_poll(id, wait, || {
            Box::pin(async move {
                let t = self.owned_ticket(learner, id).await?;
                let status = self.status(&t).await.map_err(internal)?;
                let Some(session) = status.session else {
                    return Err(AppError::NotFound);
                };
                let started = t.decided_at.unwrap_or(t.created_at);
                let shape = RoomShape {
                    session_id: session.id,
                    ticket_id: t.id,
                    transport: Transport::Builtin {
                        offer_path: "/api/offer".into(),
                    },
                    partner: session.partner,
                    persona_id: session.persona_id,
                    limits: CallLimits {
                        max_minutes: (self.cfg.max_call.as_secs() / 60) as u32,
                    },
                    elapsed_ms: (self.clock.now() - started).num_milliseconds().max(0) as u64,
                    ended: status.call_ended,
                };
                // An ended call is the final answer; a running one is worth waiting on.
                let nap = (!shape.ended).then_some(self.cfg.poll_interval);
                Ok((shape, nap))
            })
        })
        .await
    }

    /// The long-poll behind `poll` and `room`: `look` reads the ticket and says whether its
    /// answer is final (`None`) or worth waiting on (`Some(nap)`). Until the answer is final or
    /// the wait is over, wait for a wakeup on the ticket (or the nap) and look again. The
    /// wakeup is armed before each look, so a change between the look and the wait is kept.
    async fn long_poll<'a, T: Send>(
        &'a self,
        id: Uuid,
        wait: Duration,
        mut look: impl FnMut() -> Look<'a, T> + Send,
    ) -> Result<T, AppError> {
        let deadline = Instant::now() + wait.min(self.cfg.max_wait);
        let sub = self.waiters.subscribe(id);
        loop {
            let woken = sub.notify.notified();
            tokio::pin!(woken);
            woken.as_mut().enable();

            let (answer, nap) = look().await?;
            let left = deadline.saturating_duration_since(Instant::now());
            let Some(nap) = nap.filter(|_| !left.is_zero()) else {
                return Ok(answer);
            };
            tokio::select! {
                () = &mut woken => {}
                () = tokio::time::sleep(left.min(nap)) => {}
            }
        }
    }

    async fn estimated_wait(&self, pool: Language, now: DateTime<Utc>) -> StoreResult<Option<u64>> {
        const FRESH: Duration = Duration::from_secs(5);
        if let Some((at, v)) = self
            .estimates
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&pool)
        {
            if at.elapsed() < FRESH {
                return Ok(*v);
            }
        }
        let since = now - chrono::Duration::minutes(10);
        let v = self
            .store
            .mean_recent_wait(pool, since)
            .await?
            .map(|ms| ms.max(0) as u64);
        self.estimates
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(pool, (Instant::now(), v));
        Ok(v)
    }

    async fn join_inner(&self, learner: Uuid, prefs: SearchPrefs) -> Result<Ticket, AppError> {
        self.join_at(learner, prefs, None).await
    }

    /// Join, with the queue place given (a handoff keeps its AI call's) or else the one kept
    /// after a partner's no-show, or else now.
    async fn join_at(
        &self,
        learner: Uuid,
        prefs: SearchPrefs,
        place: Option<DateTime<Utc>>,
    ) -> Result<Ticket, AppError> {
        // The profile and (unless the place is given) the latest ticket, read side by side:
        // neither depends on the other, and a join waits for both.
        let latest = async {
            match place {
                Some(_) => Ok(None),
                None => self.store.latest_ticket(learner).await,
            }
        };
        let (profile, latest) =
            tokio::try_join!(self.store.profile(learner), latest).map_err(internal)?;
        let profile = profile.ok_or(AppError::NeedsProfile)?;
        let want_gender = match prefs.want_gender.trim() {
            "" => profile.want_gender,
            s => WantGender::parse(s)?,
        };
        let want_level = match prefs.want_level.trim() {
            "" => profile.want_level,
            s => WantLevel::parse(s)?,
        };
        let seeker = Seeker {
            gender: profile.gender,
            level: profile.level,
            want_gender,
            want_level,
        };
        // The queue place a new search keeps after the partner's no-show (see `requeue.rs`),
        // from the learner's latest ticket whether `leave` closed it already or this join will.
        let kept = place.or_else(|| {
            latest.and_then(|prev| requeue::kept_place(&prev, profile.language, self.clock.now()))
        });
        for _ in 0..3 {
            let now = self.clock.now();
            let new = NewTicket {
                id: Uuid::new_v4(),
                learner,
                pool: profile.language,
                seeker,
                now,
                queued_at: kept.map_or(now, |at| at.min(now)),
                expires_at: now + chrono(self.cfg.search_timeout),
            };
            let open = self.store.insert_ticket(&new).await.map_err(internal)?;
            if open.as_ref().is_some_and(|t| t.id == new.id) {
                self.presence.seen(new.id, now);
            }
            match open {
                // An abandoned search (timed out after its tab stopped polling) is closed as
                // `expired`, and a fresh one starts. One still being polled gets its AI partner
                // through `look` below.
                Some(old)
                    if old.status == TicketState::Searching
                        && old.expires_at <= now
                        && old.last_seen_at < now - chrono(self.cfg.liveness) =>
                {
                    self.store
                        .end_search(old.id, TicketState::Expired, now)
                        .await
                        .map_err(internal)?;
                    self.changed(old.id);
                }
                // A call that is over (ended, or open far too long) releases its learner.
                Some(old)
                    if old.status != TicketState::Searching && self.call_is_over(&old, now) =>
                {
                    self.store
                        .close_ticket(old.id, now)
                        .await
                        .map_err(internal)?;
                }
                Some(t) => return self.look(learner, t.id).await,
                // The open ticket was closed between our insert and read: retry.
                None => {}
            }
        }
        tracing::error!(%learner, "join did not settle after 3 attempts");
        Err(AppError::Internal)
    }

    /// A call that ended (its session has, read with the ticket), or was open far too long.
    fn call_is_over(&self, t: &Ticket, now: DateTime<Utc>) -> bool {
        let too_old = t
            .decided_at
            .is_some_and(|d| now - d >= chrono(self.cfg.max_call));
        too_old || t.session_id.is_none() || t.call_end.is_some()
    }

    /// The learner leaves the call their ticket led to (hang up). Their partner's ticket stays
    /// open until the partner leaves too, but the session is over for both.
    async fn leave_inner(&self, learner: Uuid, id: Uuid) -> Result<Ticket, AppError> {
        let (t, changed) = self
            .store
            .leave_ticket(id, learner, self.clock.now())
            .await
            .map_err(internal)?
            .ok_or(AppError::NotFound)?;
        if let (Some(session), Some(hook)) = (t.session_id, self.on_left.get()) {
            hook(session, t.id);
        }
        if changed {
            self.changed(t.id);
            if let Some(p) = t.partner_ticket {
                self.changed(p);
            }
        }
        Ok(t)
    }

    async fn poll_inner(
        &self,
        learner: Uuid,
        id: Uuid,
        wait: Duration,
    ) -> Result<Ticket, AppError> {
        self.long_poll(id, wait, || {
            Box::pin(async move {
                let t = self.quick_look(learner, id).await?;
                if t.status != TicketState::Searching {
                    return Ok((t, None));
                }
                // Wake up at the latest for the next heartbeat, or just after the timeout.
                let to_expiry = (t.expires_at - self.clock.now())
                    .to_std()
                    .unwrap_or_default();
                let nap = self
                    .cfg
                    .poll_interval
                    .min(to_expiry + Duration::from_millis(5));
                Ok((t, Some(nap)))
            })
        })
        .await
    }

    async fn cancel_inner(&self, learner: Uuid, id: Uuid) -> Result<Ticket, AppError> {
        let t = self.owned_ticket(learner, id).await?;
        if t.status == TicketState::Searching {
            let now = self.clock.now();
            if self
                .store
                .end_search(id, TicketState::Cancelled, now)
                .await
                .map_err(internal)?
            {
                self.changed(id);
                self.presence.forget(id);
            }
            // Zero rows means a partner (or the timeout) got there first: the re-read says which.
            return self.owned_ticket(learner, id).await;
        }
        Ok(t)
    }

    async fn answer(&self, t: Result<Ticket, AppError>) -> Result<TicketStatus, AppError> {
        self.status(&t?).await.map_err(internal)
    }
}

#[async_trait]
impl app::api::service::Matchmaking for Matchmaker {
    async fn join(&self, learner: Uuid, prefs: SearchPrefs) -> Result<TicketStatus, AppError> {
        self.answer(self.join_inner(learner, prefs).await).await
    }

    async fn poll(
        &self,
        learner: Uuid,
        ticket: Uuid,
        wait_ms: u64,
    ) -> Result<TicketStatus, AppError> {
        self.answer(
            self.poll_inner(learner, ticket, Duration::from_millis(wait_ms))
                .await,
        )
        .await
    }

    async fn cancel(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError> {
        self.answer(self.cancel_inner(learner, ticket).await).await
    }

    async fn leave(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError> {
        self.answer(self.leave_inner(learner, ticket).await).await
    }

    async fn current(&self, learner: Uuid) -> Result<Option<TicketStatus>, AppError> {
        self.current_inner(learner).await
    }

    async fn room(&self, learner: Uuid, ticket: Uuid, wait_ms: u64) -> Result<RoomShape, AppError> {
        self.room_inner(learner, ticket, Duration::from_millis(wait_ms))
            .await
    }

    async fn human_waiting(&self, learner: Uuid, ticket: Uuid) -> Result<bool, AppError> {
        self.human_waiting_inner(learner, ticket).await
    }

    async fn switch_to_human(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError> {
        self.switch_to_human_inner(learner, ticket).await
    }
}
