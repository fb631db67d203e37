-- Requeue after a no-show: see the PostgreSQL twin. Times are Unix milliseconds.
--
-- SQLite cannot add a NOT NULL column without a default, so match_tickets is rebuilt (SQLite's
-- documented "make other kinds of table schema changes" procedure). The migration runs in one
-- transaction, where `PRAGMA foreign_keys = OFF` would be a no-op; deferring the checks to the
-- commit lets the copy and the rename happen in any order.
PRAGMA defer_foreign_keys = ON;

CREATE TABLE match_tickets_new (
    id             BLOB PRIMARY KEY NOT NULL,
    learner_id     BLOB NOT NULL REFERENCES learners (id),
    pool           TEXT NOT NULL CHECK (pool IN ('en', 'es', 'fr', 'de', 'ja')),
    status         TEXT NOT NULL CHECK (status IN ('searching', 'matched', 'expired', 'cancelled', 'ai_fallback')),
    self_gender    TEXT NOT NULL CHECK (self_gender IN ('unspecified', 'female', 'male')),
    self_level     INTEGER NOT NULL CHECK (self_level BETWEEN 1 AND 6),
    want_gender    TEXT NOT NULL CHECK (want_gender IN ('any', 'female', 'male')),
    want_level     TEXT NOT NULL CHECK (want_level IN ('any', 'at_or_above')),
    created_at     INTEGER NOT NULL,
    -- The place in the queue: created_at, or an earlier ticket's place after a no-show.
    queued_at      INTEGER NOT NULL,
    expires_at     INTEGER NOT NULL,
    last_seen_at   INTEGER NOT NULL,
    decided_at     INTEGER,
    -- Set when the ticket stops holding its learner: at cancel/expiry, or when the call ends.
    closed_at      INTEGER,
    session_id     BLOB REFERENCES call_sessions (id),
    partner_ticket BLOB REFERENCES match_tickets_new (id),
    CHECK ((status IN ('matched', 'ai_fallback')) = (session_id IS NOT NULL)),
    CHECK ((status = 'matched') = (partner_ticket IS NOT NULL)),
    CHECK ((status = 'searching') = (decided_at IS NULL)),
    CHECK (status <> 'searching' OR closed_at IS NULL),
    CHECK (status NOT IN ('cancelled', 'expired') OR closed_at IS NOT NULL),
    CHECK (queued_at <= created_at)
) STRICT;

INSERT INTO match_tickets_new (id, learner_id, pool, status, self_gender, self_level, want_gender,
        want_level, created_at, queued_at, expires_at, last_seen_at, decided_at, closed_at,
        session_id, partner_ticket)
    SELECT id, learner_id, pool, status, self_gender, self_level, want_gender, want_level,
        created_at, created_at, expires_at, last_seen_at, decided_at, closed_at, session_id,
        partner_ticket
    FROM match_tickets;

DROP TABLE match_tickets;
-- Renaming also rewrites the self-reference of partner_ticket.
ALTER TABLE match_tickets_new RENAME TO match_tickets;

CREATE UNIQUE INDEX match_tickets_one_open_per_learner
    ON match_tickets (learner_id) WHERE closed_at IS NULL;
CREATE INDEX match_tickets_searching_by_pool
    ON match_tickets (pool, created_at) WHERE status = 'searching';
CREATE INDEX match_tickets_matched_by_pool
    ON match_tickets (pool, decided_at) WHERE status = 'matched';
CREATE INDEX match_tickets_by_session ON match_tickets (session_id);
CREATE INDEX match_tickets_by_learner ON match_tickets (learner_id, created_at);

ALTER TABLE call_sessions ADD COLUMN end_reason TEXT
    CHECK (end_reason IS NULL OR (end_reason IN ('hang_up', 'no_show', 'lost') AND ended_at IS NOT NULL));
ALTER TABLE call_sessions ADD COLUMN no_show_ticket BLOB REFERENCES match_tickets (id)
    CHECK (no_show_ticket IS NULL OR end_reason = 'no_show');
