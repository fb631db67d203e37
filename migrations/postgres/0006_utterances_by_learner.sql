-- A learner's own lines across calls: the review counts the words they used in earlier calls
-- (`lines_before`) each time it is read.
CREATE INDEX utterances_by_learner ON utterances (learner_id, session_id);
