//! What the AI partner keeps of a learner between calls (`partner/memory.rs` says what a fact
//! is): one body of SQL for both backends (`memory_store!`), times in Unix milliseconds.
//!
//! What can never happen, and why:
//! - **A fact is kept without the learner's consent.** [`MemoryStore::keep_facts`] opens its
//!   transaction with `UPDATE learners ... WHERE id = $1 AND partner_remembers`: no row, no
//!   facts. That statement also takes the learner's row, and turning the setting off
//!   ([`MemoryStore::set_remembers`]) updates the same row before it deletes the facts, in one
//!   transaction. So the two are ordered by the row lock (PostgreSQL) or the write lock
//!   (SQLite): a keep that comes first is committed before the turn-off's `DELETE` reads the
//!   table (under READ COMMITTED each statement sees what committed before it), and a keep
//!   that comes second finds the setting off and keeps nothing.
//! - **A learner deletes, or reads, another learner's fact.** Every statement is scoped by
//!   `learner_id`; a fact's id alone is never enough.
//! - **The list grows without end or repeats itself.** Kinds with one fact (name, city, job,
//!   plan) replace the older one; a text is never kept twice for one kind
//!   (`UNIQUE (learner_id, kind, folded)`, `ON CONFLICT` refreshes it); and each keep ends by
//!   deleting all but the newest [`KEPT_MAX`].
//!
//! "Forget everything" deletes what is kept at that moment. Facts told in an AI call that is
//! still running are kept when it ends (if the setting is still on), like any later call's.

use async_trait::async_trait;
use uuid::Uuid;

use super::StoreResult;
use crate::partner::memory::{Kind, Remembered};

/// The most facts kept per learner; the oldest go first.
pub const KEPT_MAX: i64 = 20;

/// The longest fact kept, in characters; a longer one is not kept (a cut fact could be wrong).
pub const TEXT_MAX: usize = 100;

/// A kept fact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptFact {
    pub id: Uuid,
    pub fact: Remembered,
    /// When the learner last told it, in Unix milliseconds.
    pub told_ms: i64,
}

#[async_trait]
pub trait MemoryStore: Send + Sync {
    /// Whether the learner lets their AI partner remember what they tell it (false for an
    /// unknown learner).
    async fn remembers(&self, learner: Uuid) -> StoreResult<bool>;
    /// Turns the setting on or off; off also deletes every kept fact, in the same transaction.
    /// False when there is no such learner (a guest who never saved a profile).
    async fn set_remembers(&self, learner: Uuid, on: bool, now_ms: i64) -> StoreResult<bool>;
    /// The learner's kept facts, oldest first, read with the setting in one statement; `None`
    /// while the setting is off (or for an unknown learner).
    async fn recall(&self, learner: Uuid) -> StoreResult<Option<Vec<KeptFact>>>;
    /// Keeps `facts` (in the order told: the last is the newest), if the setting is on; whether
    /// it was. Texts are trimmed; empty ones and those over [`TEXT_MAX`] are left out.
    async fn keep_facts(
        &self,
        learner: Uuid,
        facts: &[Remembered],
        now_ms: i64,
    ) -> StoreResult<bool>;
    /// Deletes one of the learner's facts; false when they have none with that id.
    async fn forget_fact(&self, learner: Uuid, id: Uuid) -> StoreResult<bool>;
    /// Deletes all of the learner's facts; how many there were.
    async fn forget_all(&self, learner: Uuid) -> StoreResult<u64>;
}

/// A fact as stored: trimmed, inner spaces collapsed, with its case-folded key; `None` when it
/// is empty or too long to keep.
pub(super) fn stored(f: &Remembered) -> Option<(Kind, String, String)> {
    let text = f.text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.is_empty() || text.chars().count() > TEXT_MAX {
        return None;
    }
    let folded = text.to_lowercase();
    Some((f.kind, text, folded))
}

/// A row of [`RECALL`]: the setting, and a fact if the learner has any.
pub(super) type RecallRow = (
    bool,
    Option<Uuid>,
    Option<String>,
    Option<String>,
    Option<i64>,
);

/// The setting and the facts in one statement, so they agree.
pub(super) const RECALL: &str = "SELECT l.partner_remembers, m.id, m.kind, m.text, m.updated_at \
     FROM learners l LEFT JOIN partner_memory m ON m.learner_id = l.id \
     WHERE l.id = $1 ORDER BY m.updated_at, m.id";

pub(super) fn recalled(rows: Vec<RecallRow>) -> StoreResult<Option<Vec<KeptFact>>> {
    match rows.first() {
        None | Some((false, ..)) => return Ok(None),
        Some(_) => {}
    }
    rows.into_iter()
        .filter_map(|(_, id, kind, text, at)| Some((id?, kind?, text?, at?)))
        .map(|(id, kind, text, told_ms)| {
            let kind = Kind::parse(&kind)
                .ok_or_else(|| super::StoreError::Corrupt(format!("memory kind {kind:?}")))?;
            Ok(KeptFact {
                id,
                fact: Remembered { kind, text },
                told_ms,
            })
        })
        .collect::<StoreResult<Vec<_>>>()
        .map(Some)
}

/// Takes the learner's row, only while the setting is on (see the module docs).
pub(super) const TAKE_IF_REMEMBERING: &str =
    "UPDATE learners SET updated_at = updated_at WHERE id = $1 AND partner_remembers";

/// A kind with one fact: the learner's other fact of that kind goes.
pub(super) const REPLACE: &str =
    "DELETE FROM partner_memory WHERE learner_id = $1 AND kind = $2 AND folded <> $3";

pub(super) const KEEP: &str = "INSERT INTO partner_memory \
       (id, learner_id, kind, text, folded, created_at, updated_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $6) \
     ON CONFLICT (learner_id, kind, folded) DO UPDATE SET \
       text = excluded.text, updated_at = excluded.updated_at";

pub(super) const BOUND: &str = "DELETE FROM partner_memory WHERE learner_id = $1 AND id NOT IN \
     (SELECT id FROM partner_memory WHERE learner_id = $1 \
      ORDER BY updated_at DESC, id DESC LIMIT $2)";

/// Implements [`MemoryStore`] for a store with a `pool`.
macro_rules! memory_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::memory::MemoryStore for $store {
            async fn remembers(&self, learner: uuid::Uuid) -> $crate::store::StoreResult<bool> {
                let on: Option<bool> =
                    sqlx::query_scalar("SELECT partner_remembers FROM learners WHERE id = $1")
                        .bind(learner)
                        .fetch_optional(&self.pool)
                        .await?;
                Ok(on.unwrap_or(false))
            }

            async fn set_remembers(
                &self,
                learner: uuid::Uuid,
                on: bool,
                now_ms: i64,
            ) -> $crate::store::StoreResult<bool> {
                let mut tx = self.pool.begin().await?;
                let done = sqlx::query(
                    "UPDATE learners SET partner_remembers = $2, updated_at = $3 WHERE id = $1",
                )
                .bind(learner)
                .bind(on)
                .bind(now_ms)
                .execute(&mut *tx)
                .await?;
                if done.rows_affected() == 0 {
                    return Ok(false);
                }
                if !on {
                    sqlx::query("DELETE FROM partner_memory WHERE learner_id = $1")
                        .bind(learner)
                        .execute(&mut *tx)
                        .await?;
                }
                tx.commit().await?;
                Ok(true)
            }

            async fn recall(
                &self,
                learner: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<Vec<$crate::store::memory::KeptFact>>> {
                let rows: Vec<$crate::store::memory::RecallRow> =
                    sqlx::query_as($crate::store::memory::RECALL)
                        .bind(learner)
                        .fetch_all(&self.pool)
                        .await?;
                $crate::store::memory::recalled(rows)
            }

            async fn keep_facts(
                &self,
                learner: uuid::Uuid,
                facts: &[$crate::partner::memory::Remembered],
                now_ms: i64,
            ) -> $crate::store::StoreResult<bool> {
                let mut tx = self.pool.begin().await?;
                let taken = sqlx::query($crate::store::memory::TAKE_IF_REMEMBERING)
                    .bind(learner)
                    .execute(&mut *tx)
                    .await?;
                if taken.rows_affected() == 0 {
                    return Ok(false);
                }
                // The facts of one call keep their order: each is told a millisecond after
                // the one before it.
                let kept = facts.iter().filter_map($crate::store::memory::stored);
                for (at, (kind, text, folded)) in (now_ms..).zip(kept) {
                    if !kind.many() {
                        sqlx::query($crate::store::memory::REPLACE)
                            .bind(learner)
                            .bind(kind.as_str())
                            .bind(&folded)
                            .execute(&mut *tx)
                            .await?;
                    }
                    sqlx::query($crate::store::memory::KEEP)
                        .bind(uuid::Uuid::new_v4())
                        .bind(learner)
                        .bind(kind.as_str())
                        .bind(&text)
                        .bind(&folded)
                        .bind(at)
                        .execute(&mut *tx)
                        .await?;
                }
                sqlx::query($crate::store::memory::BOUND)
                    .bind(learner)
                    .bind($crate::store::memory::KEPT_MAX)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn forget_fact(
                &self,
                learner: uuid::Uuid,
                id: uuid::Uuid,
            ) -> $crate::store::StoreResult<bool> {
                let done =
                    sqlx::query("DELETE FROM partner_memory WHERE id = $1 AND learner_id = $2")
                        .bind(id)
                        .bind(learner)
                        .execute(&self.pool)
                        .await?;
                Ok(done.rows_affected() == 1)
            }

            async fn forget_all(&self, learner: uuid::Uuid) -> $crate::store::StoreResult<u64> {
                let done = sqlx::query("DELETE FROM partner_memory WHERE learner_id = $1")
                    .bind(learner)
                    .execute(&self.pool)
                    .await?;
                Ok(done.rows_affected())
            }
        }
    };
}

pub(crate) use memory_store;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fact_is_stored_trimmed_with_its_folded_key_and_never_empty_or_too_long() {
        assert_eq!(
            stored(&Remembered::new(Kind::City, "  New   York ")),
            Some((Kind::City, "New York".into(), "new york".into()))
        );
        assert_eq!(stored(&Remembered::new(Kind::Hobby, " \t ")), None);
        assert_eq!(
            stored(&Remembered::new(Kind::Plan, "a".repeat(TEXT_MAX + 1))),
            None
        );
        assert!(stored(&Remembered::new(Kind::Plan, "é".repeat(TEXT_MAX))).is_some());
    }
}
