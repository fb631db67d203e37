-- What the AI partner keeps of a learner between calls (see CHANGELOG.md, Unreleased): a few
-- facts the learner told it, kept only while the learner lets it remember. Its PostgreSQL twin
-- is migrations/postgres/0007_partner_memory.sql.

-- "Let my AI partner remember what I tell it", off until the learner turns it on (on their
-- profile). Turning it off deletes the learner's facts in the same transaction, and facts are
-- kept only by a transaction that first takes this row with the setting on
-- (server/src/store/memory.rs).
ALTER TABLE learners ADD COLUMN partner_remembers INTEGER NOT NULL DEFAULT 0 CHECK (partner_remembers IN (0, 1));

-- One fact per row, in the learner's own words (`text`, a short phrase: "Osaka", "a nurse").
-- `folded` is `text` in lower case: a learner's facts of one kind never repeat a text. Kinds
-- other than hobby and family hold one fact each; the store replaces the older one, and keeps
-- at most 20 facts per learner (the newest).
CREATE TABLE partner_memory (
    id         BLOB PRIMARY KEY NOT NULL,
    learner_id BLOB NOT NULL REFERENCES learners (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('name', 'city', 'job', 'hobby', 'family', 'plan')),
    text       TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 100),
    folded     TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (learner_id, kind, folded)
) STRICT;
