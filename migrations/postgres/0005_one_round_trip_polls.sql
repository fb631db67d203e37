-- Polls and hang-ups in one round trip each (see server/src/matchmaking/mod.rs).
--
-- parley_poll replaces parley_try_pair: it checks that the ticket is the caller's, makes the
-- pairing attempt if asked (the same per-pool lock and two-way rule as 0003), and returns the
-- ticket as it then stands together with how its call ended, so a poll needs no other read.
-- The heartbeat is no longer written here: the matchmaker batches heartbeats (presence.rs).
--
-- Both functions return no row when the ticket does not exist or is not `p_learner`'s (a NULL
-- `p_learner` skips that check). Columns are named like the ticket columns the store reads.

DROP FUNCTION parley_try_pair(UUID, UUID, TIMESTAMPTZ, TIMESTAMPTZ, TIMESTAMPTZ, TIMESTAMPTZ);

-- `outcome`: 'paired' (this call paired the ticket; `partner_ticket` names the partner),
-- 'waiting' (attempted, nobody compatible was there), 'missed' (someone compatible was there
-- but could not be taken: locked, or taken meanwhile; worth trying again), 'none' (no
-- attempt: not asked, not searching, or past its expiry).
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
    end_at TIMESTAMPTZ, end_reason TEXT, no_show_ticket UUID
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
            v_outcome := 'waiting';
        ELSE
            -- 2. One lock per pool (practice language): pairings in a pool happen one at a
            --    time, so two searchers arriving together cannot both miss each other.
            PERFORM pg_advisory_xact_lock(1886, hashtext(me.pool));
            -- 3. Re-read my ticket under its row lock: a partner may have matched me meanwhile.
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
                    PERFORM pg_notify('parley_tickets', me.id::text || ' ' || v_partner::text);
                    v_outcome := 'paired';
                END IF;
            END IF;
        END IF;
    END IF;
    RETURN QUERY
    SELECT v_outcome, t.id, t.learner_id, t.pool, t.status, t.self_gender, t.self_level,
           t.want_gender, t.want_level, t.created_at, t.queued_at, t.expires_at, t.last_seen_at,
           t.decided_at, t.closed_at, t.session_id, t.partner_ticket,
           s.ended_at, s.end_reason, s.no_show_ticket
      FROM match_tickets t LEFT JOIN call_sessions s ON s.id = t.session_id
     WHERE t.id = p_ticket;
END
$$;

-- Hang-up: closes the caller's matched or AI ticket and ends its session (guarded, both
-- participants' long-polls woken), and returns the ticket as it then stands. `changed`: this
-- call closed it.
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
    end_at TIMESTAMPTZ, end_reason TEXT, no_show_ticket UUID
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
        -- Wake both participants' long-polls, on whichever instance they wait.
        PERFORM pg_notify('parley_tickets',
            (SELECT string_agg(t.id::text, ' ') FROM match_tickets t WHERE t.session_id = v_session));
    END IF;
    RETURN QUERY
    SELECT v_changed, t.id, t.learner_id, t.pool, t.status, t.self_gender, t.self_level,
           t.want_gender, t.want_level, t.created_at, t.queued_at, t.expires_at, t.last_seen_at,
           t.decided_at, t.closed_at, t.session_id, t.partner_ticket,
           s.ended_at, s.end_reason, s.no_show_ticket
      FROM match_tickets t LEFT JOIN call_sessions s ON s.id = t.session_id
     WHERE t.id = p_ticket AND (p_learner IS NULL OR t.learner_id = p_learner);
END
$$;
