-- The partner's card with the ticket, and a probe that does not depend on table statistics
-- (see server/src/matchmaking/mod.rs and searchers.rs).
--
-- parley_poll and parley_leave also return the partner's display name and level, which every
-- answer to a matched learner shows: measured, that second read was a fifth of the statements
-- a pair cost. A changed result type needs DROP and CREATE. A pairing also returns the
-- partner's ticket as it left it, as a second row: the partner's long-poll on this instance
-- answers with it instead of reading it again (searchers.rs, "deliveries").
--
-- parley_poll's probe looks up each of the at most six (gender, gender want) pairs by equality.
-- Measured with 10,000 searchers nobody could pair, the cached generic plan of `= ANY (array)`
-- used only `pool` (and `created_at`) as index condition and filtered the gender conditions
-- row by row when the table had never been analyzed (a new deployment, a bulk change, or
-- autovacuum off): every look read the whole queue (5.8 ms in PostgreSQL per poll); by
-- equality the index serves it whatever the statistics (7 buffers). Otherwise the same
-- functions as 0006.

DROP FUNCTION parley_poll(UUID, UUID, UUID, TIMESTAMPTZ, TIMESTAMPTZ, TIMESTAMPTZ, BOOLEAN);
DROP FUNCTION parley_leave(UUID, UUID, TIMESTAMPTZ);

CREATE FUNCTION parley_poll(
    p_ticket UUID,
    p_learner UUID,
    p_session UUID,
    p_now TIMESTAMPTZ,
    p_live_since TIMESTAMPTZ,
    p_created_after TIMESTAMPTZ,
    p_attempt BOOLEAN
) RETURNS TABLE (
    outcome TEXT,
    id UUID, learner_id UUID, pool TEXT, status TEXT, self_gender TEXT, self_level INTEGER,
    want_gender TEXT, want_level TEXT, created_at TIMESTAMPTZ, queued_at TIMESTAMPTZ,
    expires_at TIMESTAMPTZ, last_seen_at TIMESTAMPTZ, decided_at TIMESTAMPTZ,
    closed_at TIMESTAMPTZ, session_id UUID, partner_ticket UUID,
    end_at TIMESTAMPTZ, end_reason TEXT, no_show_ticket UUID,
    partner_name TEXT, partner_level INTEGER
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
    me match_tickets%ROWTYPE;
    v_outcome TEXT := 'none';
    v_partner UUID;
    updated INT;
    -- Genders I accept, and the gender wants that accept me: arrays keep the candidate
    -- lookup an index range scan in the cached plan.
    v_genders TEXT[];
    v_wants TEXT[];
    v_gender TEXT;
    v_want TEXT;
    v_found BOOLEAN := false;
    v_pool_key INT;
BEGIN
    -- 1. My ticket, without a lock. Nothing more to do unless I am still searching and someone
    --    compatible is there. (A plain read sees rows other transactions hold locked; of two
    --    compatible searchers the one whose probe runs last sees the other.)
    SELECT * INTO me FROM match_tickets t
     WHERE t.id = p_ticket AND (p_learner IS NULL OR t.learner_id = p_learner);
    IF NOT FOUND THEN
        RETURN;
    END IF;
    IF p_attempt AND me.status = 'searching' AND me.expires_at > p_now THEN
        v_genders := CASE me.want_gender WHEN 'any' THEN ARRAY['female', 'male', 'unspecified']
                                         ELSE ARRAY[me.want_gender] END;
        v_wants := ARRAY['any', me.self_gender];
        -- The compatibility predicate below appears twice (probe, then locked pick); keep the
        -- two identical. rules.rs is the specification; tests/pairing_rule.rs checks it.
        -- The probe looks up each (gender, gender want) pair by equality: the cached generic
        -- plan of `= ANY (array)` used only the pool as index condition when the table had no
        -- statistics, and read the whole queue on every look.
        <<probe>>
        FOREACH v_gender IN ARRAY v_genders LOOP
            FOREACH v_want IN ARRAY v_wants LOOP
                PERFORM 1 FROM match_tickets c
                WHERE
                  c.status = 'searching'
                  AND c.pool = me.pool
                  AND c.self_gender = v_gender
                  AND c.want_gender = v_want
                  AND c.created_at > p_created_after
                  AND c.learner_id <> me.learner_id
                  AND c.expires_at > p_now
                  AND c.last_seen_at >= p_live_since
                  AND (me.want_level = 'any' OR c.self_level >= me.self_level)
                  AND (c.want_level = 'any' OR me.self_level >= c.self_level);
                IF FOUND THEN
                    v_found := true;
                    EXIT probe;
                END IF;
            END LOOP;
        END LOOP;
        IF NOT v_found THEN
            v_outcome := 'waiting';
        ELSE
            -- 2. One lock per pool (practice language): pairings in a pool happen one at a
            --    time, so two searchers arriving together cannot both miss each other (the
            --    second to take it sees the first, whose row is not locked yet). It is released
            --    when the pair is decided, not at the commit, so the next pairer does not wait
            --    for this one's disk write: the row locks taken here last until the commit, and
            --    the next pairer skips those rows (SKIP LOCKED), so it cannot pair them again.
            v_pool_key := hashtext(me.pool);
            PERFORM pg_advisory_lock(1886, v_pool_key);
            BEGIN
            -- 3. Re-read my ticket under its row lock: a partner may have matched me meanwhile
            --    (if that pairing is still committing, this waits for it and sees the match).
            SELECT * INTO me FROM match_tickets t WHERE t.id = p_ticket FOR UPDATE;
            IF me.status = 'searching' AND me.expires_at > p_now THEN
                -- 4. The compatible partner with the earliest queue place. SKIP LOCKED passes
                --    over a ticket whose own cancel, expiry or attempt is in flight; 'missed'
                --    tells the caller to try again on the next poll.
                SELECT c.id INTO v_partner
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
                IF v_partner IS NULL THEN
                    v_outcome := 'missed';
                ELSE
                    -- 5. One session for both; the status guard makes a lost race impossible
                    --    to miss. `p_now` was read before this call waited for the lock; a
                    --    partner who joined meanwhile must not appear matched before arriving.
                    p_now := GREATEST(p_now, (SELECT max(t.created_at) FROM match_tickets t
                                               WHERE t.id IN (me.id, v_partner)));
                    INSERT INTO call_sessions (id, kind, pool, created_at)
                    VALUES (p_session, 'human', me.pool, p_now);
                    UPDATE match_tickets t
                       SET status = 'matched', session_id = p_session, decided_at = p_now,
                           partner_ticket = CASE WHEN t.id = me.id THEN v_partner ELSE me.id END
                     WHERE t.id IN (me.id, v_partner) AND t.status = 'searching';
                    GET DIAGNOSTICS updated = ROW_COUNT;
                    IF updated <> 2 THEN
                        RAISE EXCEPTION 'parley_poll: expected to match 2 tickets, matched %', updated;
                    END IF;
                    v_outcome := 'paired';
                END IF;
            END IF;
            EXCEPTION WHEN OTHERS THEN
                -- A session-level lock outlives a rolled-back transaction: release it first.
                PERFORM pg_advisory_unlock(1886, v_pool_key);
                RAISE;
            END;
            PERFORM pg_advisory_unlock(1886, v_pool_key);
        END IF;
    END IF;
    RETURN QUERY
    SELECT v_outcome, t.id, t.learner_id, t.pool, t.status, t.self_gender, t.self_level,
           t.want_gender, t.want_level, t.created_at, t.queued_at, t.expires_at, t.last_seen_at,
           t.decided_at, t.closed_at, t.session_id, t.partner_ticket,
           s.ended_at, s.end_reason, s.no_show_ticket, pl.display_name, p.self_level
      FROM match_tickets t LEFT JOIN call_sessions s ON s.id = t.session_id
      LEFT JOIN match_tickets p ON p.id = t.partner_ticket
      LEFT JOIN learners pl ON pl.id = p.learner_id
     WHERE t.id = p_ticket OR (v_outcome = 'paired' AND t.id = v_partner)
     ORDER BY t.id = p_ticket DESC;
END
$$;

CREATE FUNCTION parley_leave(
    p_ticket UUID,
    p_learner UUID,
    p_now TIMESTAMPTZ
) RETURNS TABLE (
    changed BOOLEAN,
    id UUID, learner_id UUID, pool TEXT, status TEXT, self_gender TEXT, self_level INTEGER,
    want_gender TEXT, want_level TEXT, created_at TIMESTAMPTZ, queued_at TIMESTAMPTZ,
    expires_at TIMESTAMPTZ, last_seen_at TIMESTAMPTZ, decided_at TIMESTAMPTZ,
    closed_at TIMESTAMPTZ, session_id UUID, partner_ticket UUID,
    end_at TIMESTAMPTZ, end_reason TEXT, no_show_ticket UUID,
    partner_name TEXT, partner_level INTEGER
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
    v_session UUID;
    v_changed BOOLEAN := false;
BEGIN
    UPDATE match_tickets t SET closed_at = p_now
     WHERE t.id = p_ticket AND (p_learner IS NULL OR t.learner_id = p_learner)
       AND t.closed_at IS NULL AND t.status IN ('matched', 'ai_fallback')
    RETURNING t.session_id INTO v_session;
    IF FOUND THEN
        v_changed := true;
        UPDATE call_sessions s SET ended_at = p_now WHERE s.id = v_session AND s.ended_at IS NULL;
    END IF;
    RETURN QUERY
    SELECT v_changed, t.id, t.learner_id, t.pool, t.status, t.self_gender, t.self_level,
           t.want_gender, t.want_level, t.created_at, t.queued_at, t.expires_at, t.last_seen_at,
           t.decided_at, t.closed_at, t.session_id, t.partner_ticket,
           s.ended_at, s.end_reason, s.no_show_ticket, pl.display_name, p.self_level
      FROM match_tickets t LEFT JOIN call_sessions s ON s.id = t.session_id
      LEFT JOIN match_tickets p ON p.id = t.partner_ticket
      LEFT JOIN learners pl ON pl.id = p.learner_id
     WHERE t.id = p_ticket AND (p_learner IS NULL OR t.learner_id = p_learner);
END
$$;
