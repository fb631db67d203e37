-- The silent observer and post-call reviews (see server/src/observer/mod.rs and
-- server/src/review/mod.rs). Times in these tables are Unix milliseconds, as in SQLite, so both
-- stores share their SQL.

-- Consent to transcription, asked at onboarding. Nobody is transcribed without it.
ALTER TABLE learners ADD COLUMN transcribe BOOLEAN NOT NULL DEFAULT FALSE;

-- What the observer heard: one row per utterance, written as soon as it is transcribed, so a
-- restart loses nothing already transcribed. Times are on the call's clock.
CREATE TABLE utterances (
    id         UUID PRIMARY KEY,
    session_id UUID NOT NULL REFERENCES call_sessions (id),
    learner_id UUID NOT NULL REFERENCES learners (id),
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
