-- Calls across instances (see CHANGELOG.md, 0.3.0): the instances sharing this database, the
-- instance that hosts each call's room, a host lost mid-call as a way a call ends, and review
-- jobs that one worker claims and builds only once the host has stored everything its observer
-- heard. Its SQLite twin is migrations/sqlite/0004_hosted_calls.sql.

-- Every running Parley registers here and beats every second (server/src/hosting/registry.rs).
-- An instance whose beat is a few seconds old is gone: its calls end (`host_lost`).
CREATE TABLE instances (
    id           UUID PRIMARY KEY,
    -- Where the other instances reach it (forwarded call requests).
    internal_url TEXT NOT NULL,
    -- Its media room's UDP address, as browsers reach it.
    media_addr   TEXT NOT NULL,
    started_at   BIGINT NOT NULL,
    heartbeat_at BIGINT NOT NULL,
    -- Shutting down: new calls are hosted elsewhere.
    draining     BOOLEAN NOT NULL DEFAULT FALSE
);

-- The instance whose room hosts the call, chosen when the pair or the AI fallback is made.
-- Not a reference: a gone instance's row is purged, its calls stay. NULL for calls made before
-- instances were recorded.
ALTER TABLE call_sessions ADD COLUMN host UUID;
CREATE INDEX call_sessions_open_by_host ON call_sessions (host) WHERE ended_at IS NULL;

-- 0001 wrote the end reasons' check inline, so PostgreSQL named it: find it by what it says.
DO $$
DECLARE
    v_name TEXT;
BEGIN
    SELECT conname INTO STRICT v_name FROM pg_constraint
     WHERE conrelid = 'call_sessions'::regclass AND contype = 'c'
       AND pg_get_constraintdef(oid) LIKE '%hang_up%';
    EXECUTE format('ALTER TABLE call_sessions DROP CONSTRAINT %I', v_name);
END
$$;
ALTER TABLE call_sessions ADD CONSTRAINT call_sessions_end_reason_check CHECK (
    end_reason IS NULL
    OR (end_reason IN ('hang_up', 'no_show', 'lost', 'host_lost') AND ended_at IS NOT NULL));

-- `heard_all_at`: the hosting instance's mark that its observer stored everything it heard of
-- the call (or that the host is gone, so nothing more will come); no review is built before
-- it. `claimed_by` / `lease_until`: the worker building it, until when; an expired lease may be
-- taken over by another instance.
ALTER TABLE review_jobs ADD COLUMN heard_all_at BIGINT;
ALTER TABLE review_jobs ADD COLUMN claimed_by UUID;
ALTER TABLE review_jobs ADD COLUMN lease_until BIGINT;
-- Jobs queued before this migration were written by a single process that waited itself.
UPDATE review_jobs SET heard_all_at = created_at WHERE state = 'pending';
