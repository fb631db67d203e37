-- Safe, fair matching among strangers (see CHANGELOG.md, 0.2.0): blocks, reports, widening a
-- search with consent, and calling the same partner again. Its PostgreSQL twin is
-- migrations/postgres/0002_safe_matching.sql.

-- A block keeps two learners apart for good, both ways: the pairing rule never pairs them
-- (server/src/domain/pairing.rs). Only the blocker sees it (and may lift it).
CREATE TABLE blocks (
    blocker_id BLOB NOT NULL REFERENCES learners (id),
    blocked_id BLOB NOT NULL REFERENCES learners (id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
) STRICT;
CREATE INDEX blocks_by_blocked ON blocks (blocked_id, blocker_id);

-- A learner's report of their partner in one call (at most one per reporter and call). Open
-- until an operator resolves it; open reports from enough distinct learners in a week suspend
-- the reported learner from human calls (server/src/store/safety.rs).
CREATE TABLE reports (
    id          BLOB PRIMARY KEY NOT NULL,
    session_id  BLOB NOT NULL REFERENCES call_sessions (id),
    reporter_id BLOB NOT NULL REFERENCES learners (id),
    reported_id BLOB NOT NULL REFERENCES learners (id),
    reason      TEXT NOT NULL CHECK (reason IN ('harassment', 'sexual_content', 'hate', 'spam', 'under_age', 'other')),
    note        TEXT CHECK (note IS NULL OR length(note) BETWEEN 1 AND 1000),
    -- The reporter's own review transcript of that call, only with their say-so.
    excerpt     TEXT,
    created_at  INTEGER NOT NULL,
    resolved_at INTEGER,
    UNIQUE (session_id, reporter_id),
    CHECK (reporter_id <> reported_id)
) STRICT;
CREATE INDEX reports_open_by_reported ON reports (reported_id, created_at) WHERE resolved_at IS NULL;

-- `widen`: the learner agreed that after a while their level wish counts as "any".
-- `rematch_learner`: a "Call again" search, which only the call's partner (searching for this
-- learner in turn) can take.
ALTER TABLE match_tickets ADD COLUMN widen INTEGER NOT NULL DEFAULT 0 CHECK (widen IN (0, 1));
ALTER TABLE match_tickets ADD COLUMN rematch_learner BLOB REFERENCES learners (id);
