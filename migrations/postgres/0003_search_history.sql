-- The pools' recent history, for the search screen's wait estimate (see CHANGELOG.md, 0.2.0):
-- every search that ended (matched, AI partner, cancelled or expired) by pool and when it
-- ended, so "the searches of the last hour" reads an index range
-- (server/src/store/history.rs). Its SQLite twin is
-- migrations/sqlite/0003_search_history.sql.
CREATE INDEX match_tickets_ended_by_pool
    ON match_tickets (pool, decided_at) WHERE decided_at IS NOT NULL;
