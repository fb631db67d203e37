-- The AI partner's own lines are part of an AI call's transcript: an utterance without a learner
-- is the AI partner's (an AI call has exactly one learner, so there is no doubt whose call it is).
ALTER TABLE utterances ALTER COLUMN learner_id DROP NOT NULL;
