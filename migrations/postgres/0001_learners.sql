-- Guest learners and their profiles. A learner row exists from the first visit; the profile
-- columns stay NULL until onboarding. Codes are checked here too: the database is the backstop.
CREATE TABLE learners (
    id           UUID PRIMARY KEY,
    display_name TEXT CHECK (display_name IS NULL OR char_length(display_name) BETWEEN 1 AND 40),
    language     TEXT CHECK (language IN ('en', 'es', 'fr', 'de', 'ja')),
    level        TEXT CHECK (level IN ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
    gender       TEXT NOT NULL DEFAULT 'unspecified' CHECK (gender IN ('unspecified', 'female', 'male')),
    want_gender  TEXT NOT NULL DEFAULT 'any' CHECK (want_gender IN ('any', 'female', 'male')),
    want_level   TEXT NOT NULL DEFAULT 'any' CHECK (want_level IN ('any', 'at_or_above')),
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Server-wide secrets created on first start (the cookie signing key).
CREATE TABLE app_secrets (
    name  TEXT PRIMARY KEY,
    value BYTEA NOT NULL
);
