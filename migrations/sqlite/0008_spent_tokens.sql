-- Single-use proofs, spent once across every instance: the hash of each LiveKit webhook body
-- taken (a replay is refused) and the nonce of each egress token used (a second connection is
-- refused). Kept until they could no longer be accepted anyway (`expires_at`, Unix ms), then
-- forgotten by the next spend (server/src/store/learners.rs, `spend_once`).
CREATE TABLE spent_tokens (
    key        TEXT PRIMARY KEY NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX spent_tokens_expiry ON spent_tokens (expires_at);
