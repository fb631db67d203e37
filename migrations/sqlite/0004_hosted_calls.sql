-- Calls across instances (see CHANGELOG.md, 0.3.0): the instances sharing this database, the
-- instance that hosts each call's room, a host lost mid-call as a way a call ends, and review
-- jobs that one worker claims and builds only once the host has stored everything its observer
-- heard. Its PostgreSQL twin is migrations/postgres/0004_hosted_calls.sql. (SQLite runs one
-- instance, but the same rows tell a restarted Parley which calls its predecessor left open.)
--
-- SQLite cannot change a CHECK constraint in place, so `call_sessions` is rebuilt the way
-- SQLite documents (ALTER TABLE, "other kinds of table schema changes"): a new table, the rows
-- copied, the old one dropped and the new one renamed into place, in one transaction, with
-- foreign keys not enforced (the store runs migrations on a connection without them and checks
-- every foreign key afterwards: `store/sqlite/mod.rs`) and the legacy rename, which leaves the
-- other tables' triggers alone.
PRAGMA legacy_alter_table = ON;

-- Every running Parley registers here and beats every second (server/src/hosting/registry.rs).
-- An instance whose beat is a few seconds old is gone: its calls end (`host_lost`).
CREATE TABLE instances (
    id           BLOB PRIMARY KEY NOT NULL,
    -- Where the other instances reach it (forwarded call requests).
    internal_url TEXT NOT NULL,
    -- Its media room's UDP address, as browsers reach it.
    media_addr   TEXT NOT NULL,
    started_at   INTEGER NOT NULL,
    heartbeat_at INTEGER NOT NULL,
    -- Shutting down: new calls are hosted elsewhere.
    draining     INTEGER NOT NULL DEFAULT 0 CHECK (draining IN (0, 1))
) STRICT;

CREATE TABLE call_sessions_next (
    id             BLOB PRIMARY KEY NOT NULL,
    kind           TEXT NOT NULL CHECK (kind IN ('human', 'ai')),
    pool           TEXT NOT NULL,
    persona_id     TEXT,
    created_at     INTEGER NOT NULL,
    ended_at       INTEGER,
    -- Why the media room ended it (or `host_lost`: the instance hosting it went away); NULL
    -- when a participant left through the matchmaker.
    end_reason     TEXT CHECK (end_reason IS NULL OR (end_reason IN ('hang_up', 'no_show', 'lost', 'host_lost') AND ended_at IS NOT NULL)),
    -- For a no-show, the ticket whose learner never connected.
    no_show_ticket BLOB REFERENCES match_tickets (id)
                   CHECK (no_show_ticket IS NULL OR end_reason = 'no_show'),
    -- The instance whose room hosts the call, chosen when the pair or the AI fallback is made.
    -- Not a reference: a gone instance's row is purged, its calls stay. NULL for calls made
    -- before instances were recorded.
    host           BLOB,
    CHECK ((kind = 'ai') = (persona_id IS NOT NULL))
) STRICT;
INSERT INTO call_sessions_next (id, kind, pool, persona_id, created_at, ended_at, end_reason, no_show_ticket)
    SELECT id, kind, pool, persona_id, created_at, ended_at, end_reason, no_show_ticket FROM call_sessions;
DROP TABLE call_sessions;
ALTER TABLE call_sessions_next RENAME TO call_sessions;
CREATE INDEX call_sessions_open_by_host ON call_sessions (host) WHERE ended_at IS NULL;

-- `heard_all_at`: the hosting instance's mark that its observer stored everything it heard of
-- the call (or that the host is gone, so nothing more will come); no review is built before
-- it. `claimed_by` / `lease_until`: the worker building it, until when; an expired lease may be
-- taken over.
ALTER TABLE review_jobs ADD COLUMN heard_all_at INTEGER;
ALTER TABLE review_jobs ADD COLUMN claimed_by BLOB;
ALTER TABLE review_jobs ADD COLUMN lease_until INTEGER;
-- Jobs queued before this migration were written by a single process that waited itself.
UPDATE review_jobs SET heard_all_at = created_at WHERE state = 'pending';

PRAGMA legacy_alter_table = OFF;
