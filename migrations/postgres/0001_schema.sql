-- Parley's schema on PostgreSQL, release 0.1.0 (see CHANGELOG.md). Its SQLite twin is
-- migrations/sqlite/0001_schema.sql: the same tables, columns and checks, so both stores share
-- one body of SQL (server/src/store). Times are Unix milliseconds (BIGINT), as in SQLite.
-- Codes are checked here too: the database is the backstop. The functions of the pairing
-- transaction are not here but in functions/pairing.sql, which every start applies after the
-- numbered migrations. A released migration is never edited: a change is a new numbered file.

-- Guest learners and their profiles. A learner row exists from the first visit; the profile
-- columns stay NULL until onboarding.
CREATE TABLE learners (
    id           UUID PRIMARY KEY,
    display_name TEXT CHECK (display_name IS NULL OR char_length(display_name) BETWEEN 1 AND 40),
    language     TEXT CHECK (language IN ('en', 'es', 'fr', 'de', 'ja')),
    level        TEXT CHECK (level IN ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
    gender       TEXT NOT NULL DEFAULT 'unspecified' CHECK (gender IN ('unspecified', 'female', 'male')),
    want_gender  TEXT NOT NULL DEFAULT 'any' CHECK (want_gender IN ('any', 'female', 'male')),
    want_level   TEXT NOT NULL DEFAULT 'any' CHECK (want_level IN ('any', 'at_or_above')),
    -- Consent to transcription, asked at onboarding. Nobody is transcribed without it.
    transcribe   BOOLEAN NOT NULL DEFAULT FALSE,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);

-- Server-wide secrets created on first start (the cookie signing key).
CREATE TABLE app_secrets (
    name  TEXT PRIMARY KEY,
    value BYTEA NOT NULL
);

-- A call: two learners (kind 'human'), or one learner and an AI persona (kind 'ai').
CREATE TABLE call_sessions (
    id             UUID PRIMARY KEY,
    kind           TEXT NOT NULL CHECK (kind IN ('human', 'ai')),
    pool           TEXT NOT NULL,
    persona_id     TEXT,
    created_at     BIGINT NOT NULL,
    ended_at       BIGINT,
    -- Why the media room ended it; NULL when a participant left through the matchmaker.
    end_reason     TEXT CHECK (end_reason IS NULL OR (end_reason IN ('hang_up', 'no_show', 'lost') AND ended_at IS NOT NULL)),
    -- For a no-show, the ticket whose learner never connected (a reference added below).
    no_show_ticket UUID CHECK (no_show_ticket IS NULL OR end_reason = 'no_show'),
    CHECK ((kind = 'ai') = (persona_id IS NOT NULL))
);

-- One learner's search, and the call it led to (server/src/matchmaking/mod.rs).
CREATE TABLE match_tickets (
    id             UUID PRIMARY KEY,
    learner_id     UUID NOT NULL REFERENCES learners (id),
    pool           TEXT NOT NULL CHECK (pool IN ('en', 'es', 'fr', 'de', 'ja')),
    status         TEXT NOT NULL CHECK (status IN ('searching', 'matched', 'expired', 'cancelled', 'ai_fallback')),
    self_gender    TEXT NOT NULL CHECK (self_gender IN ('unspecified', 'female', 'male')),
    self_level     INTEGER NOT NULL CHECK (self_level BETWEEN 1 AND 6),
    want_gender    TEXT NOT NULL CHECK (want_gender IN ('any', 'female', 'male')),
    want_level     TEXT NOT NULL CHECK (want_level IN ('any', 'at_or_above')),
    created_at     BIGINT NOT NULL,
    -- The place in the queue: created_at, or an earlier ticket's place kept after the
    -- partner's no-show (server/src/matchmaking/requeue.rs).
    queued_at      BIGINT NOT NULL,
    expires_at     BIGINT NOT NULL,
    last_seen_at   BIGINT NOT NULL,
    decided_at     BIGINT,
    -- Set when the ticket stops holding its learner: at cancel/expiry, or when the call ends.
    closed_at      BIGINT,
    session_id     UUID REFERENCES call_sessions (id),
    partner_ticket UUID REFERENCES match_tickets (id),
    CHECK ((status IN ('matched', 'ai_fallback')) = (session_id IS NOT NULL)),
    CHECK ((status = 'matched') = (partner_ticket IS NOT NULL)),
    CHECK ((status = 'searching') = (decided_at IS NULL)),
    CHECK (status <> 'searching' OR closed_at IS NULL),
    CHECK (status NOT IN ('cancelled', 'expired') OR closed_at IS NOT NULL),
    CHECK (queued_at <= created_at)
);
ALTER TABLE call_sessions
    ADD FOREIGN KEY (no_show_ticket) REFERENCES match_tickets (id);

-- One open ticket per learner (searching, or in the call it led to): a second join finds this
-- row through ON CONFLICT, so a double tap never becomes a second searcher or a second call.
CREATE UNIQUE INDEX match_tickets_one_open_per_learner
    ON match_tickets (learner_id) WHERE closed_at IS NULL;
-- The candidate lookup: searching tickets by pool and by the two gender columns both sides
-- must accept, so an idle poll (nobody compatible) reads an empty index range, not the queue.
CREATE INDEX match_tickets_searching_by_pool
    ON match_tickets (pool, self_gender, want_gender, created_at) WHERE status = 'searching';
-- Recent pairs per pool, for the estimated wait.
CREATE INDEX match_tickets_matched_by_pool
    ON match_tickets (pool, decided_at) WHERE status = 'matched';
CREATE INDEX match_tickets_by_session ON match_tickets (session_id);
-- A learner's latest ticket, for the place kept after a no-show.
CREATE INDEX match_tickets_by_learner ON match_tickets (learner_id, created_at);

-- Closing a ticket that led to a call ends the call (the first end wins), so a hang-up is one
-- guarded UPDATE of the ticket.
CREATE FUNCTION parley_closing_ends_the_call() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE call_sessions SET ended_at = NEW.closed_at WHERE id = NEW.session_id AND ended_at IS NULL;
    RETURN NULL;
END
$$;
CREATE TRIGGER match_tickets_closing_ends_the_call
    AFTER UPDATE OF closed_at ON match_tickets
    FOR EACH ROW WHEN (OLD.closed_at IS NULL AND NEW.closed_at IS NOT NULL AND NEW.session_id IS NOT NULL)
    EXECUTE FUNCTION parley_closing_ends_the_call();

-- What the observer heard, one row per utterance, written as soon as it is transcribed, so a
-- restart loses nothing already transcribed. Times are on the call's clock. A line without a
-- learner is the AI partner's (an AI call has exactly one learner).
CREATE TABLE utterances (
    id         UUID PRIMARY KEY,
    session_id UUID NOT NULL REFERENCES call_sessions (id),
    learner_id UUID REFERENCES learners (id),
    start_ms   BIGINT NOT NULL CHECK (start_ms >= 0),
    end_ms     BIGINT NOT NULL CHECK (end_ms >= start_ms),
    text       TEXT NOT NULL,
    confidence DOUBLE PRECISION NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX utterances_by_session ON utterances (session_id, start_ms);

-- One review job per ended call. A job still pending after a restart runs again.
CREATE TABLE review_jobs (
    session_id  UUID PRIMARY KEY REFERENCES call_sessions (id),
    state       TEXT NOT NULL CHECK (state IN ('pending', 'done')),
    attempts    INTEGER NOT NULL DEFAULT 0,
    created_at  BIGINT NOT NULL,
    finished_at BIGINT
);
CREATE INDEX review_jobs_pending ON review_jobs (created_at) WHERE state = 'pending';

-- Each participant's review (corrections and scoreboard, JSON). A deleted review stays as a
-- tombstone so a re-run job does not bring it back.
CREATE TABLE reviews (
    session_id UUID NOT NULL REFERENCES call_sessions (id),
    learner_id UUID NOT NULL REFERENCES learners (id),
    body       TEXT,
    created_at BIGINT NOT NULL,
    deleted_at BIGINT,
    PRIMARY KEY (session_id, learner_id),
    CHECK ((body IS NULL) = (deleted_at IS NOT NULL))
);
CREATE INDEX reviews_by_learner ON reviews (learner_id, created_at);
