-- The AI partner's lines: see the PostgreSQL twin. SQLite cannot drop a NOT NULL constraint, so
-- the table is rebuilt (nothing references it).
CREATE TABLE utterances_new (
    id         BLOB PRIMARY KEY NOT NULL,
    session_id BLOB NOT NULL REFERENCES call_sessions (id),
    learner_id BLOB REFERENCES learners (id),
    start_ms   INTEGER NOT NULL CHECK (start_ms >= 0),
    end_ms     INTEGER NOT NULL CHECK (end_ms >= start_ms),
    text       TEXT NOT NULL,
    confidence REAL NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
INSERT INTO utterances_new SELECT id, session_id, learner_id, start_ms, end_ms, text, confidence, created_at FROM utterances;
DROP TABLE utterances;
ALTER TABLE utterances_new RENAME TO utterances;
CREATE INDEX utterances_by_session ON utterances (session_id, start_ms);
