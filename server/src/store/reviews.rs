//! Storage of the observer's utterances and the post-call reviews.
//!
//! These tables keep time as Unix milliseconds on both backends, so one body of SQL serves
//! SQLite and PostgreSQL: `review_store!` implements [`ReviewStore`] for each store's pool.
//! Writes are idempotent where a restart may repeat them: a review job is inserted with
//! `ON CONFLICT DO NOTHING`, a review is upserted unless its learner deleted it (the tombstone
//! wins), and a job is finished with a guarded `UPDATE`.
//!
//! A job is built once, by one worker of any instance: the call's host marks it
//! (`mark_heard_all`) once its observer stored everything it heard, and only marked jobs can
//! be claimed (`claim_review`, a guarded claim with a lease another instance may take over
//! when the worker's instance died mid-build). Two claims of one job never both succeed.

use async_trait::async_trait;
use uuid::Uuid;

use super::StoreResult;

/// One transcribed utterance, as stored.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Utterance {
    /// Who said it; `None` is the AI partner (an AI call has one learner).
    pub learner_id: Option<Uuid>,
    pub start_ms: i64,
    pub end_ms: i64,
    pub text: String,
    pub confidence: f64,
    /// Words of `text` the recogniser was unsure of: never corrected.
    #[sqlx(rename = "unsure_words", try_from = "String")]
    pub unsure: UnsureWords,
}

/// Words of a line the recogniser was unsure of (lower case), stored as one space-separated
/// column.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct UnsureWords(pub Vec<String>);

impl From<String> for UnsureWords {
    fn from(column: String) -> Self {
        UnsureWords(column.split_whitespace().map(str::to_owned).collect())
    }
}

impl UnsureWords {
    pub fn column(&self) -> String {
        self.0.join(" ")
    }

    pub fn contains(&self, word: &str) -> bool {
        self.0.iter().any(|w| w == word)
    }
}

/// Someone in a call, as the review needs them.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Participant {
    pub ticket_id: Uuid,
    pub learner_id: Uuid,
    pub display_name: Option<String>,
    /// Consented to transcription.
    pub transcribe: bool,
    pub pool: String,
    /// The AI persona of an AI call (its other side).
    pub persona: Option<String>,
}

/// A review in a learner's list.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct ReviewEntry {
    pub session_id: Uuid,
    pub created_at: i64,
}

#[async_trait]
pub trait ReviewStore: Send + Sync {
    async fn insert_utterance(&self, session: Uuid, u: &Utterance, now_ms: i64) -> StoreResult<()>;
    /// The call's utterances, both speakers, in call-clock order.
    async fn utterances(&self, session: Uuid) -> StoreResult<Vec<Utterance>>;
    /// The learners whose tickets led to this session (one for an AI call).
    async fn participants(&self, session: Uuid) -> StoreResult<Vec<Participant>>;
    /// Asks for the session's review; a second ask changes nothing.
    async fn enqueue_review(&self, session: Uuid, now_ms: i64) -> StoreResult<()>;
    /// Pending review jobs of calls `host` hosts that lack its "heard everything" mark, oldest
    /// first.
    async fn unmarked_reviews(&self, host: Uuid, limit: i64) -> StoreResult<Vec<Uuid>>;
    /// The host's mark: its observer stored everything it heard of the call, so the review
    /// may be built.
    async fn mark_heard_all(&self, session: Uuid, now_ms: i64) -> StoreResult<()>;
    /// Claims the oldest marked pending job that nobody holds (or whose holder's lease ran
    /// out) for `worker`, until `now_ms + lease_ms`: a guarded claim, so of two workers one
    /// gets it. `None`: nothing to claim (or another worker won this one).
    async fn claim_review(
        &self,
        worker: Uuid,
        now_ms: i64,
        lease_ms: i64,
    ) -> StoreResult<Option<Uuid>>;
    /// Extends `worker`'s claim on the session's pending job to `now_ms + lease_ms`, for a
    /// build that takes longer than one lease. `false`: the claim is no longer theirs (it ran
    /// out and another worker took the job over, or the job is done).
    async fn renew_review_claim(
        &self,
        session: Uuid,
        worker: Uuid,
        now_ms: i64,
        lease_ms: i64,
    ) -> StoreResult<bool>;
    /// `None`: no job; otherwise whether it is done.
    async fn review_job_done(&self, session: Uuid) -> StoreResult<Option<bool>>;
    /// Stores a learner's review, unless they deleted it.
    async fn save_review(
        &self,
        session: Uuid,
        learner: Uuid,
        body: &str,
        now_ms: i64,
    ) -> StoreResult<()>;
    /// Marks `worker`'s claimed job done (a job whose lease another worker took over stays
    /// theirs to finish).
    async fn finish_review_job(&self, session: Uuid, worker: Uuid, now_ms: i64) -> StoreResult<()>;
    /// The learner's review body; `None` if there is none or they deleted it.
    async fn review(&self, session: Uuid, learner: Uuid) -> StoreResult<Option<String>>;
    /// Whether the learner deleted their review of this call.
    async fn review_deleted(&self, session: Uuid, learner: Uuid) -> StoreResult<bool>;
    /// Deletes the learner's review and their own lines of the call's transcript.
    async fn delete_review(&self, session: Uuid, learner: Uuid, now_ms: i64) -> StoreResult<()>;
    /// The learner's reviews, newest first.
    async fn reviews_of(&self, learner: Uuid, limit: i64) -> StoreResult<Vec<ReviewEntry>>;
    /// The kept review bodies of the learner's latest calls, `(created_at, body)`, newest
    /// first: what their progress is made of.
    async fn review_bodies_of(&self, learner: Uuid, limit: i64) -> StoreResult<Vec<(i64, String)>>;
    /// The learner's own lines in the calls that began before `session` (lines they deleted
    /// are gone), for the words they have used before.
    async fn lines_before(&self, learner: Uuid, session: Uuid) -> StoreResult<Vec<String>>;
}

macro_rules! review_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::reviews::ReviewStore for $store {
            async fn insert_utterance(
                &self,
                session: uuid::Uuid,
                u: &$crate::store::reviews::Utterance,
                now_ms: i64,
            ) -> $crate::store::StoreResult<()> {
                sqlx::query(
                    "INSERT INTO utterances
                       (id, session_id, learner_id, start_ms, end_ms, text, confidence,
                        unsure_words, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(uuid::Uuid::new_v4())
                .bind(session)
                .bind(u.learner_id)
                .bind(u.start_ms)
                .bind(u.end_ms)
                .bind(&u.text)
                .bind(u.confidence)
                .bind(u.unsure.column())
                .bind(now_ms)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn utterances(
                &self,
                session: uuid::Uuid,
            ) -> $crate::store::StoreResult<Vec<$crate::store::reviews::Utterance>> {
                Ok(sqlx::query_as(
                    "SELECT learner_id, start_ms, end_ms, text, confidence, unsure_words FROM utterances
                     WHERE session_id = $1 ORDER BY start_ms, end_ms",
                )
                .bind(session)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn participants(
                &self,
                session: uuid::Uuid,
            ) -> $crate::store::StoreResult<Vec<$crate::store::reviews::Participant>> {
                Ok(sqlx::query_as(
                    "SELECT t.id AS ticket_id, t.learner_id, l.display_name, l.transcribe, t.pool,
                            s.persona_id AS persona
                     FROM match_tickets t JOIN learners l ON l.id = t.learner_id
                     JOIN call_sessions s ON s.id = t.session_id
                     WHERE t.session_id = $1 ORDER BY t.id",
                )
                .bind(session)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn enqueue_review(
                &self,
                session: uuid::Uuid,
                now_ms: i64,
            ) -> $crate::store::StoreResult<()> {
                sqlx::query(
                    "INSERT INTO review_jobs (session_id, state, created_at) VALUES ($1, 'pending', $2)
                     ON CONFLICT (session_id) DO NOTHING",
                )
                .bind(session)
                .bind(now_ms)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn unmarked_reviews(
                &self,
                host: uuid::Uuid,
                limit: i64,
            ) -> $crate::store::StoreResult<Vec<uuid::Uuid>> {
                Ok(sqlx::query_scalar(
                    "SELECT j.session_id FROM review_jobs j JOIN call_sessions s ON s.id = j.session_id
                     WHERE j.state = 'pending' AND j.heard_all_at IS NULL AND s.host = $1
                     ORDER BY j.created_at LIMIT $2",
                )
                .bind(host)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn mark_heard_all(
                &self,
                session: uuid::Uuid,
                now_ms: i64,
            ) -> $crate::store::StoreResult<()> {
                sqlx::query(
                    "UPDATE review_jobs SET heard_all_at = $2
                     WHERE session_id = $1 AND heard_all_at IS NULL",
                )
                .bind(session)
                .bind(now_ms)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn claim_review(
                &self,
                worker: uuid::Uuid,
                now_ms: i64,
                lease_ms: i64,
            ) -> $crate::store::StoreResult<Option<uuid::Uuid>> {
                // The inner SELECT proposes; the outer guard re-checks on the row itself, so
                // when two workers propose the same job only the first update matches.
                Ok(sqlx::query_scalar(
                    "UPDATE review_jobs SET claimed_by = $1, lease_until = $2 + $3,
                         attempts = attempts + 1
                     WHERE session_id = (
                         SELECT session_id FROM review_jobs
                         WHERE state = 'pending' AND heard_all_at IS NOT NULL
                           AND (lease_until IS NULL OR lease_until < $2)
                         ORDER BY created_at LIMIT 1)
                       AND state = 'pending' AND heard_all_at IS NOT NULL
                       AND (lease_until IS NULL OR lease_until < $2)
                     RETURNING session_id",
                )
                .bind(worker)
                .bind(now_ms)
                .bind(lease_ms)
                .fetch_optional(&self.pool)
                .await?)
            }

            async fn renew_review_claim(
                &self,
                session: uuid::Uuid,
                worker: uuid::Uuid,
                now_ms: i64,
                lease_ms: i64,
            ) -> $crate::store::StoreResult<bool> {
                // Guarded like the claim: a lease that ran out is renewed only while no other
                // worker has claimed the job since.
                let renewed = sqlx::query(
                    "UPDATE review_jobs SET lease_until = $3 + $4
                     WHERE session_id = $1 AND claimed_by = $2 AND state = 'pending'",
                )
                .bind(session)
                .bind(worker)
                .bind(now_ms)
                .bind(lease_ms)
                .execute(&self.pool)
                .await?
                .rows_affected();
                Ok(renewed == 1)
            }

            async fn review_job_done(
                &self,
                session: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<bool>> {
                let state: Option<String> =
                    sqlx::query_scalar("SELECT state FROM review_jobs WHERE session_id = $1")
                        .bind(session)
                        .fetch_optional(&self.pool)
                        .await?;
                Ok(state.map(|s| s == "done"))
            }

            async fn save_review(
                &self,
                session: uuid::Uuid,
                learner: uuid::Uuid,
                body: &str,
                now_ms: i64,
            ) -> $crate::store::StoreResult<()> {
                sqlx::query(
                    "INSERT INTO reviews (session_id, learner_id, body, created_at) VALUES ($1, $2, $3, $4)
                     ON CONFLICT (session_id, learner_id) DO UPDATE SET body = excluded.body
                     WHERE reviews.deleted_at IS NULL",
                )
                .bind(session)
                .bind(learner)
                .bind(body)
                .bind(now_ms)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn finish_review_job(
                &self,
                session: uuid::Uuid,
                worker: uuid::Uuid,
                now_ms: i64,
            ) -> $crate::store::StoreResult<()> {
                sqlx::query(
                    "UPDATE review_jobs SET state = 'done', finished_at = $3, lease_until = NULL
                     WHERE session_id = $1 AND claimed_by = $2 AND state = 'pending'",
                )
                .bind(session)
                .bind(worker)
                .bind(now_ms)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn review(
                &self,
                session: uuid::Uuid,
                learner: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<String>> {
                let body: Option<Option<String>> = sqlx::query_scalar(
                    "SELECT body FROM reviews WHERE session_id = $1 AND learner_id = $2",
                )
                .bind(session)
                .bind(learner)
                .fetch_optional(&self.pool)
                .await?;
                Ok(body.flatten())
            }

            async fn review_deleted(
                &self,
                session: uuid::Uuid,
                learner: uuid::Uuid,
            ) -> $crate::store::StoreResult<bool> {
                let n: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM reviews
                     WHERE session_id = $1 AND learner_id = $2 AND deleted_at IS NOT NULL",
                )
                .bind(session)
                .bind(learner)
                .fetch_one(&self.pool)
                .await?;
                Ok(n > 0)
            }

            async fn delete_review(
                &self,
                session: uuid::Uuid,
                learner: uuid::Uuid,
                now_ms: i64,
            ) -> $crate::store::StoreResult<()> {
                let mut tx = self.pool.begin().await?;
                sqlx::query(
                    "INSERT INTO reviews (session_id, learner_id, body, created_at, deleted_at)
                     VALUES ($1, $2, NULL, $3, $3)
                     ON CONFLICT (session_id, learner_id) DO UPDATE
                     SET body = NULL, deleted_at = excluded.deleted_at",
                )
                .bind(session)
                .bind(learner)
                .bind(now_ms)
                .execute(&mut *tx)
                .await?;
                // The AI partner's lines (no learner) were said to this learner alone.
                sqlx::query(
                    "DELETE FROM utterances
                     WHERE session_id = $1 AND (learner_id = $2 OR learner_id IS NULL)",
                )
                    .bind(session)
                    .bind(learner)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(())
            }

            async fn reviews_of(
                &self,
                learner: uuid::Uuid,
                limit: i64,
            ) -> $crate::store::StoreResult<Vec<$crate::store::reviews::ReviewEntry>> {
                Ok(sqlx::query_as(
                    "SELECT session_id, created_at FROM reviews
                     WHERE learner_id = $1 AND deleted_at IS NULL
                     ORDER BY created_at DESC LIMIT $2",
                )
                .bind(learner)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn review_bodies_of(
                &self,
                learner: uuid::Uuid,
                limit: i64,
            ) -> $crate::store::StoreResult<Vec<(i64, String)>> {
                Ok(sqlx::query_as(
                    "SELECT created_at, body FROM reviews
                     WHERE learner_id = $1 AND deleted_at IS NULL AND body IS NOT NULL
                     ORDER BY created_at DESC LIMIT $2",
                )
                .bind(learner)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn lines_before(
                &self,
                learner: uuid::Uuid,
                session: uuid::Uuid,
            ) -> $crate::store::StoreResult<Vec<String>> {
                let rows: Vec<(String,)> = sqlx::query_as(
                    "SELECT u.text FROM utterances u
                     JOIN call_sessions s ON s.id = u.session_id
                     WHERE u.learner_id = $1 AND u.session_id <> $2
                       AND s.created_at < (SELECT created_at FROM call_sessions WHERE id = $2)",
                )
                .bind(learner)
                .bind(session)
                .fetch_all(&self.pool)
                .await?;
                Ok(rows.into_iter().map(|(t,)| t).collect())
            }
        }
    };
}

pub(crate) use review_store;
