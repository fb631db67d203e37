-- Matchmaking: call sessions and search tickets (see server/src/matchmaking/mod.rs).

CREATE TABLE call_sessions (
    id         UUID PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('human', 'ai')),
    pool       TEXT NOT NULL,
    persona_id TEXT,
    created_at TIMESTAMPTZ NOT NULL,
    ended_at   TIMESTAMPTZ,
    CHECK ((kind = 'ai') = (persona_id IS NOT NULL))
);

CREATE TABLE match_tickets (
    id             UUID PRIMARY KEY,
    learner_id     UUID NOT NULL REFERENCES learners (id),
    pool           TEXT NOT NULL CHECK (pool IN ('en', 'es', 'fr', 'de', 'ja')),
    status         TEXT NOT NULL CHECK (status IN ('searching', 'matched', 'expired', 'cancelled', 'ai_fallback')),
    self_gender    TEXT NOT NULL CHECK (self_gender IN ('unspecified', 'female', 'male')),
    self_level     INTEGER NOT NULL CHECK (self_level BETWEEN 1 AND 6),
    want_gender    TEXT NOT NULL CHECK (want_gender IN ('any', 'female', 'male')),
    want_level     TEXT NOT NULL CHECK (want_level IN ('any', 'at_or_above')),
    created_at     TIMESTAMPTZ NOT NULL,
    expires_at     TIMESTAMPTZ NOT NULL,
    last_seen_at   TIMESTAMPTZ NOT NULL,
    decided_at     TIMESTAMPTZ,
    -- Set when the ticket stops holding its learner: at cancel/expiry, or when the call ends.
    closed_at      TIMESTAMPTZ,
    session_id     UUID REFERENCES call_sessions (id),
    partner_ticket UUID REFERENCES match_tickets (id),
    CHECK ((status IN ('matched', 'ai_fallback')) = (session_id IS NOT NULL)),
    CHECK ((status = 'matched') = (partner_ticket IS NOT NULL)),
    CHECK ((status = 'searching') = (decided_at IS NULL)),
    CHECK (status <> 'searching' OR closed_at IS NULL),
    CHECK (status NOT IN ('cancelled', 'expired') OR closed_at IS NOT NULL)
);

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

-- The pairing decision and the poll's heartbeat, in one round trip, so the pool lock is held
-- only while the database works.
-- `partner`: the partner's ticket when this call formed a pair. `searching`: whether my
-- ticket was still searching when the call looked (false: re-read it, someone moved it).
CREATE FUNCTION parley_try_pair(
    p_ticket UUID,
    p_session UUID,
    p_now TIMESTAMPTZ,
    p_live_since TIMESTAMPTZ,
    p_created_after TIMESTAMPTZ,
    p_fresh_since TIMESTAMPTZ,
    OUT partner UUID,
    OUT searching BOOLEAN
) LANGUAGE plpgsql AS $$
DECLARE
    me match_tickets%ROWTYPE;
    updated INT;
    -- Genders I accept, and the gender wants that accept me: arrays keep the candidate
    -- lookup an index range scan in the cached plan.
    v_genders TEXT[];
    v_wants TEXT[];
BEGIN
    searching := false;
    -- 0. Heartbeat, coalesced: skipped when the ticket was seen very recently.
    UPDATE match_tickets SET last_seen_at = p_now
     WHERE id = p_ticket AND status = 'searching' AND last_seen_at < p_fresh_since;
    -- 1. Cheap path, no pool lock: nothing to do unless I am still searching and someone
    --    compatible is there. (A plain read sees rows other transactions hold locked; of two
    --    compatible searchers the one whose probe runs last sees the other.)
    SELECT * INTO me FROM match_tickets WHERE id = p_ticket;
    IF NOT FOUND OR me.status <> 'searching' OR me.expires_at <= p_now THEN
        PERFORM set_config('synchronous_commit', 'off', true);
        RETURN;
    END IF;
    searching := true;
    v_genders := CASE me.want_gender WHEN 'any' THEN ARRAY['female', 'male', 'unspecified']
                                     ELSE ARRAY[me.want_gender] END;
    v_wants := ARRAY['any', me.self_gender];
    -- The compatibility predicate below appears twice (probe, then locked pick); keep the two
    -- identical. rules.rs is the specification; tests/pairing_rule.rs checks this function.
    PERFORM 1 FROM match_tickets c
    WHERE
      c.status = 'searching'
      AND c.pool = me.pool
      AND c.self_gender = ANY (v_genders)
      AND c.want_gender = ANY (v_wants)
      AND c.created_at > p_created_after
      AND c.learner_id <> me.learner_id
      AND c.expires_at > p_now
      AND c.last_seen_at >= p_live_since
      AND (me.want_level = 'any' OR c.self_level >= me.self_level)
      AND (c.want_level = 'any' OR me.self_level >= c.self_level);
    IF NOT FOUND THEN
        -- Only a heartbeat was written: losing it in a crash costs nothing, so don't wait
        -- for the disk.
        PERFORM set_config('synchronous_commit', 'off', true);
        RETURN;
    END IF;
    -- 2. One lock per pool (practice language): pairings in a pool happen one at a time, so two
    --    searchers arriving together cannot both miss each other. Pools never share candidates.
    PERFORM pg_advisory_xact_lock(1886, hashtext(me.pool));
    -- 3. Re-read my ticket under its row lock: a partner may have matched me while I waited.
    SELECT * INTO me FROM match_tickets WHERE id = p_ticket FOR UPDATE;
    IF me.status <> 'searching' OR me.expires_at <= p_now THEN
        searching := false;
        RETURN;
    END IF;
    -- 4. The oldest compatible partner. SKIP LOCKED passes over a ticket whose own cancel,
    --    expiry or heartbeat is in flight; if it is still searching afterwards, its own next
    --    poll finds me.
    SELECT c.id INTO partner
    FROM match_tickets c
    WHERE
      c.status = 'searching'
      AND c.pool = me.pool
      AND c.self_gender = ANY (v_genders)
      AND c.want_gender = ANY (v_wants)
      AND c.created_at > p_created_after
      AND c.learner_id <> me.learner_id
      AND c.expires_at > p_now
      AND c.last_seen_at >= p_live_since
      AND (me.want_level = 'any' OR c.self_level >= me.self_level)
      AND (c.want_level = 'any' OR me.self_level >= c.self_level)
    ORDER BY c.created_at, c.id
    LIMIT 1
    FOR UPDATE SKIP LOCKED;
    IF partner IS NULL THEN
        RETURN;
    END IF;
    -- 5. One session for both; the status guard makes a lost race impossible to miss.
    --    `p_now` was read before this call waited for the lock; a partner who joined in the
    --    meantime must not appear matched before they arrived.
    p_now := GREATEST(p_now, (SELECT max(created_at) FROM match_tickets WHERE id IN (me.id, partner)));
    INSERT INTO call_sessions (id, kind, pool, created_at) VALUES (p_session, 'human', me.pool, p_now);
    UPDATE match_tickets
       SET status = 'matched', session_id = p_session, decided_at = p_now,
           partner_ticket = CASE WHEN id = me.id THEN partner ELSE me.id END
     WHERE id IN (me.id, partner) AND status = 'searching';
    GET DIAGNOSTICS updated = ROW_COUNT;
    IF updated <> 2 THEN
        RAISE EXCEPTION 'parley_try_pair: expected to match 2 tickets, matched %', updated;
    END IF;
    PERFORM pg_notify('parley_tickets', me.id::text || ' ' || partner::text);
    searching := false;
END
$$;
