-- The words of each line the recogniser was unsure of (lower case, space-separated): a review
-- never corrects them (server/src/review/mod.rs). Lines stored before have none.
ALTER TABLE utterances ADD COLUMN unsure_words TEXT NOT NULL DEFAULT '';
