//! The review page's server side: only a call's participants may see or delete its review.

use std::collections::BTreeSet;
use std::sync::Arc;

use app::domain::Language;
use app::error::AppError;
use app::review::progress::{progress, CALLS_SHOWN};
use app::review::{
    new_words, words, Line, ReviewBody, ReviewHistory, ReviewState, ReviewSummary, ReviewView,
};
use async_trait::async_trait;
use uuid::Uuid;

use super::error::internal;
use crate::partner::persona;
use crate::store::reviews::Participant;
use crate::store::Store;

pub struct ReviewService {
    pub store: Arc<dyn Store>,
    /// Whether the server can transcribe at all (a speech model is installed).
    pub speech_model: bool,
}

impl ReviewService {
    /// The learner's place in the call, and the others in it; someone else's call looks exactly
    /// like a missing one.
    async fn participants(
        &self,
        learner: Uuid,
        session: Uuid,
    ) -> Result<(Participant, Vec<Participant>), AppError> {
        let all = self.store.participants(session).await.map_err(internal)?;
        let Some(me) = all.iter().find(|p| p.learner_id == learner).cloned() else {
            return Err(AppError::NotFound);
        };
        let others = all
            .into_iter()
            .filter(|p| p.learner_id != learner)
            .collect();
        Ok((me, others))
    }
}

/// The other side of the call as the review names them: the partner, or the AI persona.
fn partner(me: &Participant, others: &[Participant]) -> (String, bool) {
    if let Some(p) = others.first() {
        let name = p.display_name.clone();
        return (name.unwrap_or_else(|| "Your partner".into()), false);
    }
    let name = me
        .persona
        .as_deref()
        .and_then(persona::by_id)
        .map(|p| p.name.to_owned())
        .unwrap_or_else(|| "Your AI partner".into());
    (name, true)
}

#[async_trait]
impl app::api::service::Reviews for ReviewService {
    async fn review(&self, learner: Uuid, session: Uuid) -> Result<ReviewView, AppError> {
        let (me, others) = self.participants(learner, session).await?;
        let (partner_name, partner_ai) = partner(&me, &others);
        let language = Language::parse(&me.pool).ok();
        let mut view = ReviewView {
            session,
            language,
            state: ReviewState::Preparing,
            partner_name: partner_name.clone(),
            partner_ai,
            you_declined: !me.transcribe,
            lines: Vec::new(),
            body: None,
        };
        let store = &self.store;
        if store
            .review_deleted(session, learner)
            .await
            .map_err(internal)?
        {
            view.state = ReviewState::Deleted;
            return Ok(view);
        }
        let ended = store
            .session_end(session)
            .await
            .map_err(internal)?
            .is_some();
        let body = store.review(session, learner).await.map_err(internal)?;
        if ended && body.is_none() {
            crate::review::ask_for_missing(store.as_ref(), session)
                .await
                .map_err(internal)?;
        }
        let my_name = me.display_name.clone().unwrap_or_else(|| "You".into());
        view.lines = store
            .utterances(session)
            .await
            .map_err(internal)?
            .into_iter()
            .map(|u| {
                let mine = u.learner_id == Some(learner);
                Line {
                    mine,
                    speaker: if mine {
                        my_name.clone()
                    } else {
                        partner_name.clone()
                    },
                    start_ms: u.start_ms.max(0) as u64,
                    end_ms: u.end_ms.max(0) as u64,
                    text: u.text,
                }
            })
            .collect();
        view.body = body
            .map(|b| serde_json::from_str::<ReviewBody>(&b))
            .transpose()
            .map_err(|e| {
                tracing::error!(error = %e, %session, "stored review does not parse");
                AppError::Internal
            })?;
        if let Some(body) = view.body.as_mut() {
            // Counted as the review is read, so words of a call deleted since are not "used before".
            let before = store
                .lines_before(learner, session)
                .await
                .map_err(internal)?;
            let earlier = (!before.is_empty()).then(|| {
                before
                    .iter()
                    .flat_map(|t| words(t))
                    .collect::<BTreeSet<_>>()
            });
            let mine = view
                .lines
                .iter()
                .filter(|l| l.mine)
                .map(|l| l.text.as_str());
            body.scoreboard.new_words = new_words(
                mine,
                earlier.as_ref(),
                language.unwrap_or(Language::English),
            );
        }
        view.state = match (&view.body, self.speech_model) {
            (Some(_), _) => ReviewState::Ready,
            (None, false) if ended => ReviewState::NoSpeechModel,
            (None, _) => ReviewState::Preparing,
        };
        if view.state == ReviewState::Ready && !self.speech_model && view.lines.is_empty() {
            view.state = ReviewState::NoSpeechModel;
        }
        Ok(view)
    }

    async fn delete(&self, learner: Uuid, session: Uuid) -> Result<ReviewView, AppError> {
        self.participants(learner, session).await?;
        let now = chrono::Utc::now().timestamp_millis();
        self.store
            .delete_review(session, learner, now)
            .await
            .map_err(internal)?;
        self.review(learner, session).await
    }

    async fn list(&self, learner: Uuid) -> Result<ReviewHistory, AppError> {
        let entries = self.store.reviews_of(learner, 50).await.map_err(internal)?;
        let mut reviews = Vec::with_capacity(entries.len());
        for e in entries {
            let (me, others) = self.participants(learner, e.session_id).await?;
            let (partner_name, _) = partner(&me, &others);
            reviews.push(ReviewSummary {
                session: e.session_id,
                created_ms: e.created_at,
                partner_name,
            });
        }
        let bodies = self
            .store
            .review_bodies_of(learner, CALLS_SHOWN as i64)
            .await
            .map_err(internal)?;
        // A body that does not parse is left out of the figures, not allowed to hide the list.
        let kept = bodies
            .into_iter()
            .filter_map(|(at, b)| serde_json::from_str::<ReviewBody>(&b).ok().map(|b| (at, b)))
            .collect();
        Ok(ReviewHistory {
            reviews,
            progress: progress(kept),
        })
    }
}
