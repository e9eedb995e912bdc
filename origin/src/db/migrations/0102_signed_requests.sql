-- The replay guard (http/replayGuard.ts): signed requests already accepted, kept until their timestamp could
-- no longer pass the signature check. In the database, so a restart forgets nothing and several origins
-- on one database refuse each other's replays. `key` is a SHA-256 hex; expired rows are purged every minute.
CREATE TABLE signed_requests (
  key text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX signed_requests_expires_at ON signed_requests (expires_at);
