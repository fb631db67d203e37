//! "What your AI partner remembers" on the profile: the kept facts and the setting, read and
//! changed through the store (`store/memory.rs` holds the rules), answered as the list stands
//! after the change, so the page shows exactly what is kept.

use std::sync::Arc;

use app::api::service::Memory;
use app::error::AppError;
use app::wire::{PartnerMemory, RememberedFact};
use async_trait::async_trait;
use uuid::Uuid;

use super::error::internal;
use crate::partner::memory::Kind;
use crate::store::memory::KeptFact;
use crate::store::Store;

pub struct MemoryService {
    pub store: Arc<dyn Store>,
}

/// The page's list: grouped by kind in [`Kind::ALL`]'s order, oldest first within a kind.
fn memory(kept: Option<Vec<KeptFact>>) -> PartnerMemory {
    let Some(mut facts) = kept else {
        return PartnerMemory::default();
    };
    facts.sort_by_key(|f| Kind::ALL.iter().position(|k| *k == f.fact.kind));
    PartnerMemory {
        on: true,
        facts: facts
            .into_iter()
            .map(|f| RememberedFact {
                id: f.id,
                kind: f.fact.kind.as_str().to_owned(),
                text: f.fact.text,
            })
            .collect(),
    }
}

#[async_trait]
impl Memory for MemoryService {
    async fn read(&self, learner: Uuid) -> Result<PartnerMemory, AppError> {
        let kept = self.store.recall(learner).await.map_err(internal)?;
        Ok(memory(kept))
    }

    async fn set(&self, learner: Uuid, on: bool) -> Result<PartnerMemory, AppError> {
        let now = chrono::Utc::now().timestamp_millis();
        match self.store.set_remembers(learner, on, now).await {
            Ok(true) => self.read(learner).await,
            Ok(false) => Err(AppError::NeedsProfile),
            Err(e) => Err(internal(e)),
        }
    }

    async fn forget(&self, learner: Uuid, fact: Uuid) -> Result<PartnerMemory, AppError> {
        match self.store.forget_fact(learner, fact).await {
            Ok(true) => self.read(learner).await,
            Ok(false) => Err(AppError::NotFound),
            Err(e) => Err(internal(e)),
        }
    }

    async fn forget_all(&self, learner: Uuid) -> Result<PartnerMemory, AppError> {
        self.store.forget_all(learner).await.map_err(internal)?;
        self.read(learner).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partner::memory::Remembered;

    #[test]
    fn every_kind_of_fact_has_its_words_on_the_profile() {
        for kind in Kind::ALL {
            assert!(
                app::wire::kind_label(kind.as_str()).is_some(),
                "{kind:?} has no label in app::wire::kind_label"
            );
        }
    }

    #[test]
    fn the_list_is_grouped_by_kind_oldest_first_and_off_is_empty() {
        let fact = |kind, text: &str, told_ms| KeptFact {
            id: Uuid::new_v4(),
            fact: Remembered {
                kind,
                text: text.into(),
            },
            told_ms,
        };
        let kept = vec![
            fact(Kind::Hobby, "cooking", 1),
            fact(Kind::City, "Osaka", 2),
            fact(Kind::Hobby, "chess", 3),
            fact(Kind::Name, "Yuki", 4),
        ];
        let lines: Vec<String> = memory(Some(kept))
            .facts
            .iter()
            .map(RememberedFact::line)
            .collect();
        assert_eq!(
            lines,
            [
                "Your name: Yuki",
                "You live in: Osaka",
                "A hobby: cooking",
                "A hobby: chess"
            ]
        );
        assert_eq!(memory(None), PartnerMemory::default());
        assert!(memory(Some(Vec::new())).on);
    }
}
