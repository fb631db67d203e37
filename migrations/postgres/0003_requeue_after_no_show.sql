-- Requeue after a no-show (see server/src/matchmaking/requeue.rs): how a call ended, and each
-- ticket's place in the queue, which a learner whose partner never showed up keeps.

-- How the session ended ('hang_up', 'no_show', 'lost'; NULL when a participant left through
-- the matchmaker, or for sessions that ended before this migration) and, for a no-show, the
-- ticket whose learner never connected.
ALTER TABLE call_sessions
    ADD COLUMN end_reason TEXT CHECK (end_reason IN ('hang_up', 'no_show', 'lost')),
    ADD COLUMN no_show_ticket UUID REFERENCES match_tickets (id),
    ADD CHECK (end_reason IS NULL OR ended_at IS NOT NULL),
    ADD CHECK (no_show_ticket IS NULL OR end_reason = 'no_show');

-- The place in the queue: the insert time for a normal join, an earlier ticket's place for a
-- learner requeued after their partner's no-show. `created_at` stays the real insert time, so
-- the scan bound on stale rows keeps working.
ALTER TABLE match_tickets ADD COLUMN queued_at TIMESTAMPTZ;
UPDATE match_tickets SET queued_at = created_at;
ALTER TABLE match_tickets
    ALTER COLUMN queued_at SET NOT NULL,
    ADD CHECK (queued_at <= created_at);

-- A learner's latest ticket, for the place kept after a no-show.
CREATE INDEX match_tickets_by_learner ON match_tickets (learner_id, created_at);

-- parley_try_pair as in 0002, except that the partner is the compatible ticket with the
-- earliest queue place (`queued_at`), not the earliest insert.
CREATE OR REPLACE FUNCTION parley_try_pair(
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
    -- 4. The compatible partner with the earliest queue place. SKIP LOCKED passes over a
    --    ticket whose own cancel, expiry or heartbeat is in flight; if it is still searching
    --    afterwards, its own next poll finds me.
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
    ORDER BY c.queued_at, c.id
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
