-- The silent observer and post-call reviews: see the PostgreSQL twin.

ALTER TABLE learners ADD COLUMN transcribe INTEGER NOT NULL DEFAULT 0 CHECK (transcribe IN (0, 1));

CREATE TABLE utterances (
    id         BLOB PRIMARY KEY NOT NULL,
    session_id BLOB NOT NULL REFERENCES call_sessions (id),
    learner_id BLOB NOT NULL REFERENCES learners (id),
    start_ms   INTEGER NOT NULL CHECK (start_ms >= 0),
    end_ms     INTEGER NOT NULL CHECK (end_ms >= start_ms),
    text       TEXT NOT NULL,
    confidence REAL NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX utterances_by_session ON utterances (session_id, start_ms);

CREATE TABLE review_jobs (
    session_id  BLOB PRIMARY KEY NOT NULL REFERENCES call_sessions (id),
    state       TEXT NOT NULL CHECK (state IN ('pending', 'done')),
    attempts    INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL,
    finished_at INTEGER
) STRICT;
CREATE INDEX review_jobs_pending ON review_jobs (created_at) WHERE state = 'pending';

CREATE TABLE reviews (
    session_id BLOB NOT NULL REFERENCES call_sessions (id),
    learner_id BLOB NOT NULL REFERENCES learners (id),
    body       TEXT,
    created_at INTEGER NOT NULL,
    deleted_at INTEGER,
    PRIMARY KEY (session_id, learner_id),
    CHECK ((body IS NULL) = (deleted_at IS NOT NULL))
) STRICT;
CREATE INDEX reviews_by_learner ON reviews (learner_id, created_at);
