-- The operator's moderation (see CHANGELOG.md, Unreleased): a learner the operator suspended
-- from human calls, and a record of every moderation action with its time. Its SQLite twin is
-- migrations/sqlite/0005_moderation.sql.

-- Set while an operator's suspension holds: the learner's searches go straight to an AI
-- partner (server/src/safety.rs), whatever the reports say, until an operator lifts it.
ALTER TABLE learners ADD COLUMN suspended_at BIGINT;

-- Each action taken on the dashboard (server/src/http/operator/), oldest first by id.
CREATE TABLE moderation_actions (
    id         BIGSERIAL PRIMARY KEY,
    action     TEXT NOT NULL CHECK (action IN ('suspend', 'lift', 'dismiss')),
    learner_id UUID NOT NULL REFERENCES learners (id),
    -- The report acted on (none for a lift, which resolves all of the learner's).
    report_id  UUID REFERENCES reports (id),
    at         BIGINT NOT NULL
);
CREATE INDEX moderation_actions_by_time ON moderation_actions (at);
