-- The PostgreSQL pairing transaction: the candidate predicate `parley_candidate`, the poll
-- `parley_poll`, which makes the pairing attempt and reads the ticket in one round trip, and the
-- hang-up `parley_leave`, one round trip too. Both answer with `parley_ticket_read` rows.
--
-- This is one of the three homes of the pairing rule; the specification is
-- server/src/domain/pairing.rs, the SQLite twin is server/src/store/sqlite/pairing.rs, and
-- server/tests/pairing_rule.rs holds all three together. The races this prevents are written at
-- the top of server/src/matchmaking/mod.rs.
--
-- Not a numbered migration: every start applies this file after the migrations
-- (server/src/store/postgres/mod.rs), inside one transaction that holds an advisory lock, so a
-- change to the functions is a change to this one file. CREATE OR REPLACE cannot change a
-- function's result columns or arguments: such a change adds a DROP FUNCTION IF EXISTS of the
-- old signature here, above its CREATE.

SELECT pg_advisory_xact_lock(1886, -1);

-- Signatures of earlier releases (0.1.0), replaced below.
DROP FUNCTION IF EXISTS parley_poll(UUID, UUID, UUID, BIGINT, BIGINT, BIGINT);
DROP FUNCTION IF EXISTS parley_candidate(match_tickets, match_tickets, BIGINT, BIGINT, BIGINT);
-- (0.2.0), before the call's host was recorded.
DROP FUNCTION IF EXISTS parley_poll(UUID, UUID, UUID, BIGINT, BIGINT, BIGINT, BIGINT, BIGINT);

-- The rule, in two parts that every query uses together: may `me` be paired with the
-- searching ticket `c`? Queries also name the index's way in (status, pool, genders,
-- created_at); those conditions only narrow the scan to what this already requires.
--
-- `parley_candidate`: what the two tickets say. Another learner's ticket in the same pool,
-- unexpired, polled within the liveness window; then either two ordinary searches,
-- compatible both ways (gender, and "at or above my level", a level wish counting as "any"
-- once a ticket that agreed to widen was queued at or before `p_widen_before`), or two "Call
-- again" searches for each other. Plain column tests, so PostgreSQL inlines it into the scan.
CREATE OR REPLACE FUNCTION parley_candidate(
    c match_tickets,
    me match_tickets,
    p_now BIGINT,
    p_live_since BIGINT,
    p_created_after BIGINT,
    p_widen_before BIGINT
) RETURNS BOOLEAN LANGUAGE sql IMMUTABLE AS $$
    SELECT c.status = 'searching'
       AND c.pool = me.pool
       AND c.id <> me.id
       AND c.learner_id <> me.learner_id
       AND c.created_at > p_created_after
       AND c.expires_at > p_now
       AND c.last_seen_at >= p_live_since
       AND ((me.rematch_learner IS NULL AND c.rematch_learner IS NULL
             AND (me.want_gender = 'any' OR c.self_gender = me.want_gender)
             AND (c.want_gender = 'any' OR c.want_gender = me.self_gender)
             AND (me.want_level = 'any' OR (me.widen AND me.queued_at <= p_widen_before)
                  OR c.self_level >= me.self_level)
             AND (c.want_level = 'any' OR (c.widen AND c.queued_at <= p_widen_before)
                  OR me.self_level >= c.self_level))
            OR (me.rematch_learner = c.learner_id AND c.rematch_learner = me.learner_id))
$$;

-- `parley_kept_apart`: what the two learners' history says. Either blocked the other (for
-- good), or, for ordinary searches, they were paired after `p_cooldown_since` (a "Call
-- again" of both is how recent partners meet again). Evaluated only for tickets that pass
-- `parley_candidate`.
CREATE OR REPLACE FUNCTION parley_kept_apart(
    c match_tickets,
    me match_tickets,
    p_cooldown_since BIGINT
) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM blocks b
                   WHERE b.blocker_id = me.learner_id AND b.blocked_id = c.learner_id)
        OR EXISTS (SELECT 1 FROM blocks b
                   WHERE b.blocker_id = c.learner_id AND b.blocked_id = me.learner_id)
        OR (me.rematch_learner IS NULL
            AND EXISTS (SELECT 1 FROM match_tickets a JOIN match_tickets p ON p.id = a.partner_ticket
                        WHERE a.learner_id = me.learner_id AND p.learner_id = c.learner_id
                          AND a.decided_at > p_cooldown_since))
$$;

-- A ticket as the store reads it: with how its call ended, the partner's card and the AI
-- persona (the columns of TICKET_SELECT in server/src/store/rows.rs, in the same order).
CREATE OR REPLACE VIEW parley_ticket_read AS
    SELECT t.id, t.learner_id, t.pool, t.status, t.self_gender, t.self_level, t.want_gender,
           t.want_level, t.created_at, t.queued_at, t.expires_at, t.last_seen_at, t.decided_at,
           t.closed_at, t.session_id, t.partner_ticket,
           s.ended_at AS end_at, s.end_reason, s.no_show_ticket,
           pl.display_name AS partner_name, p.self_level AS partner_level, s.persona_id AS persona,
           t.widen, t.rematch_learner, p.learner_id AS partner_learner
      FROM match_tickets t LEFT JOIN call_sessions s ON s.id = t.session_id
      LEFT JOIN match_tickets p ON p.id = t.partner_ticket
      LEFT JOIN learners pl ON pl.id = p.learner_id;

-- One look at a ticket for its owner's poll: the pairing attempt, then the ticket as it stands, with how its call ended, the partner's card and the AI persona, so a
-- poll needs no other read. After a pairing, the partner's ticket as the pairing left it is a
-- second row (the partner's long-poll on this instance answers with it). No row: no such
-- ticket, or not `p_learner`'s (a NULL `p_learner` skips that check).
--
-- `outcome`: 'paired' (this call paired the ticket; `partner_ticket` names the partner),
-- 'waiting' (attempted, nobody compatible was there), 'missed' (someone compatible was there
-- but could not be taken: locked, or taken meanwhile; worth trying again), 'none' (no attempt:
-- not searching, or past its expiry).
CREATE OR REPLACE FUNCTION parley_poll(
    p_ticket UUID,
    p_learner UUID,
    p_session UUID,
    p_now BIGINT,
    p_live_since BIGINT,
    p_created_after BIGINT,
    p_widen_before BIGINT,
    p_cooldown_since BIGINT,
    -- The instance that hosts the call if this look makes a pair.
    p_host UUID
) RETURNS TABLE (outcome TEXT, ticket parley_ticket_read) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
    me match_tickets%ROWTYPE;
    v_outcome TEXT := 'none';
    v_partner UUID;
    updated INT;
    -- The genders I accept, and the gender wants that accept me: the index's way in.
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
    IF me.status = 'searching' AND me.expires_at > p_now THEN
        v_genders := CASE me.want_gender WHEN 'any' THEN ARRAY['female', 'male', 'unspecified']
                                         ELSE ARRAY[me.want_gender] END;
        v_wants := ARRAY['any', me.self_gender];
        IF me.rematch_learner IS NOT NULL THEN
            -- A "Call again" search looks only at its partner's open ticket.
            PERFORM 1 FROM match_tickets c
            WHERE c.learner_id = me.rematch_learner AND c.closed_at IS NULL
              AND parley_candidate(c, me, p_now, p_live_since, p_created_after, p_widen_before)
              AND NOT parley_kept_apart(c, me, p_cooldown_since);
            v_found := FOUND;
        ELSE
        -- The probe looks up each (gender, gender want) pair by equality: the cached generic
        -- plan of `= ANY (array)` used only the pool as index condition when the table had no
        -- statistics (a new deployment, or autovacuum off), and read the whole queue on every
        -- look (measured: 5.8 ms per poll with 10,000 searchers, against 7 buffers this way).
        <<probe>>
        FOREACH v_gender IN ARRAY v_genders LOOP
            FOREACH v_want IN ARRAY v_wants LOOP
                PERFORM 1 FROM match_tickets c
                WHERE c.status = 'searching' AND c.pool = me.pool
                  AND c.self_gender = v_gender AND c.want_gender = v_want
                  AND c.created_at > p_created_after
                  AND parley_candidate(c, me, p_now, p_live_since, p_created_after, p_widen_before)
                  AND NOT parley_kept_apart(c, me, p_cooldown_since)
                LIMIT 1;
                IF FOUND THEN
                    v_found := true;
                    EXIT probe;
                END IF;
            END LOOP;
        END LOOP;
        END IF;
        IF NOT v_found THEN
            v_outcome := 'waiting';
        ELSE
            -- 2. One lock per pool (practice language): pairings in a pool happen one at a time,
            --    so two searchers arriving together cannot both miss each other (the second to
            --    take it sees the first, whose row is not locked yet). It is released when the
            --    pair is decided, not at the commit, so the next pairer does not wait for this
            --    one's disk write: the row locks taken here last until the commit, and the next
            --    pairer skips those rows (SKIP LOCKED), so it cannot pair them again.
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
                IF me.rematch_learner IS NOT NULL THEN
                    SELECT c.id INTO v_partner
                    FROM match_tickets c
                    WHERE c.learner_id = me.rematch_learner AND c.closed_at IS NULL
                      AND parley_candidate(c, me, p_now, p_live_since, p_created_after, p_widen_before)
                      AND NOT parley_kept_apart(c, me, p_cooldown_since)
                    FOR UPDATE SKIP LOCKED;
                ELSE
                    SELECT c.id INTO v_partner
                    FROM match_tickets c
                    WHERE c.status = 'searching' AND c.pool = me.pool
                      AND c.self_gender = ANY (v_genders) AND c.want_gender = ANY (v_wants)
                      AND c.created_at > p_created_after
                      AND parley_candidate(c, me, p_now, p_live_since, p_created_after, p_widen_before)
                      AND NOT parley_kept_apart(c, me, p_cooldown_since)
                    ORDER BY c.queued_at, c.id
                    LIMIT 1
                    FOR UPDATE SKIP LOCKED;
                END IF;
                IF v_partner IS NULL THEN
                    v_outcome := 'missed';
                ELSE
                    -- 5. One session for both; the status guard makes a lost race impossible
                    --    to miss. `p_now` was read before this call waited for the lock; a
                    --    partner who joined meanwhile must not appear matched before arriving.
                    p_now := GREATEST(p_now, (SELECT max(t.created_at) FROM match_tickets t
                                               WHERE t.id IN (me.id, v_partner)));
                    INSERT INTO call_sessions (id, kind, pool, created_at, host)
                    VALUES (p_session, 'human', me.pool, p_now, p_host);
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
            EXCEPTION
                -- A session-level lock outlives a rolled-back transaction: release it first.
                -- OTHERS does not match a cancel (a statement timeout, or the client's cancel
                -- request), which must not leave a pooled connection holding the pool's lock
                -- either, so it is named too.
                WHEN query_canceled THEN
                    PERFORM pg_advisory_unlock(1886, v_pool_key);
                    RAISE;
                WHEN OTHERS THEN
                    PERFORM pg_advisory_unlock(1886, v_pool_key);
                    RAISE;
            END;
            PERFORM pg_advisory_unlock(1886, v_pool_key);
        END IF;
    END IF;
    RETURN QUERY
    SELECT v_outcome, v FROM parley_ticket_read v
     WHERE v.id = p_ticket OR (v_outcome = 'paired' AND v.id = v_partner)
     ORDER BY v.id = p_ticket DESC;
END
$$;

-- The learner hangs up: closes their own matched or AI ticket (the schema's trigger ends the
-- call; the first end wins), then reads it as it stands. `changed`: this call closed it. No
-- row: no such ticket, or not `p_learner`'s.
CREATE OR REPLACE FUNCTION parley_leave(
    p_ticket UUID,
    p_learner UUID,
    p_now BIGINT
) RETURNS TABLE (changed BOOLEAN, ticket parley_ticket_read) LANGUAGE plpgsql AS $$
DECLARE
    v_changed BOOLEAN;
BEGIN
    UPDATE match_tickets t SET closed_at = p_now
     WHERE t.id = p_ticket AND t.learner_id = p_learner AND t.closed_at IS NULL
       AND t.status IN ('matched', 'ai_fallback');
    v_changed := FOUND;
    RETURN QUERY
    SELECT v_changed, v FROM parley_ticket_read v WHERE v.id = p_ticket AND v.learner_id = p_learner;
END
$$;
