-- Matchmaking: call sessions and search tickets (see server/src/matchmaking/mod.rs).
-- Times are Unix milliseconds.

CREATE TABLE call_sessions (
    id         BLOB PRIMARY KEY NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('human', 'ai')),
    pool       TEXT NOT NULL,
    persona_id TEXT,
    created_at INTEGER NOT NULL,
    ended_at   INTEGER,
    CHECK ((kind = 'ai') = (persona_id IS NOT NULL))
) STRICT;

CREATE TABLE match_tickets (
    id             BLOB PRIMARY KEY NOT NULL,
    learner_id     BLOB NOT NULL REFERENCES learners (id),
    pool           TEXT NOT NULL CHECK (pool IN ('en', 'es', 'fr', 'de', 'ja')),
    status         TEXT NOT NULL CHECK (status IN ('searching', 'matched', 'expired', 'cancelled', 'ai_fallback')),
    self_gender    TEXT NOT NULL CHECK (self_gender IN ('unspecified', 'female', 'male')),
    self_level     INTEGER NOT NULL CHECK (self_level BETWEEN 1 AND 6),
    want_gender    TEXT NOT NULL CHECK (want_gender IN ('any', 'female', 'male')),
    want_level     TEXT NOT NULL CHECK (want_level IN ('any', 'at_or_above')),
    created_at     INTEGER NOT NULL,
    expires_at     INTEGER NOT NULL,
    last_seen_at   INTEGER NOT NULL,
    decided_at     INTEGER,
    -- Set when the ticket stops holding its learner: at cancel/expiry, or when the call ends.
    closed_at      INTEGER,
    session_id     BLOB REFERENCES call_sessions (id),
    partner_ticket BLOB REFERENCES match_tickets (id),
    CHECK ((status IN ('matched', 'ai_fallback')) = (session_id IS NOT NULL)),
    CHECK ((status = 'matched') = (partner_ticket IS NOT NULL)),
    CHECK ((status = 'searching') = (decided_at IS NULL)),
    CHECK (status <> 'searching' OR closed_at IS NULL),
    CHECK (status NOT IN ('cancelled', 'expired') OR closed_at IS NOT NULL)
) STRICT;

-- One open ticket per learner (searching, or in the call it led to): see the PostgreSQL twin.
CREATE UNIQUE INDEX match_tickets_one_open_per_learner
    ON match_tickets (learner_id) WHERE closed_at IS NULL;
CREATE INDEX match_tickets_searching_by_pool
    ON match_tickets (pool, created_at) WHERE status = 'searching';
CREATE INDEX match_tickets_matched_by_pool
    ON match_tickets (pool, decided_at) WHERE status = 'matched';
CREATE INDEX match_tickets_by_session ON match_tickets (session_id);
