-- The operator's moderation (see CHANGELOG.md, Unreleased): a learner the operator suspended
-- from human calls, and a record of every moderation action with its time. Its PostgreSQL twin
-- is migrations/postgres/0005_moderation.sql.

-- Set while an operator's suspension holds: the learner's searches go straight to an AI
-- partner (server/src/safety.rs), whatever the reports say, until an operator lifts it.
ALTER TABLE learners ADD COLUMN suspended_at INTEGER;

-- Each action taken on the dashboard (server/src/http/operator/), oldest first by id.
CREATE TABLE moderation_actions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    action     TEXT NOT NULL CHECK (action IN ('suspend', 'lift', 'dismiss')),
    learner_id BLOB NOT NULL REFERENCES learners (id),
    report_id  BLOB REFERENCES reports (id),
    at         INTEGER NOT NULL
) STRICT;
CREATE INDEX moderation_actions_by_time ON moderation_actions (at);
