-- Anchors' rooms (docs/ARCHITECTURE.md "Anchors' ingest"): one room per user, with the match it covers and its stream key. Only the
-- SHA-256 of the key is kept (a key is 32 random bytes, so a fast hash is enough); NULL after a revoke.
-- The live state is the ingest's word: `session_id` while a publisher streams, `live_seen` its last
-- heartbeat, so a room whose ingest died falls off the air by itself (anchors/rooms.ts LIVE_TTL_MS).
CREATE TABLE anchor_rooms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  match_id integer CHECK (match_id > 0),
  key_hash text UNIQUE,
  key_hint text NOT NULL DEFAULT '',
  session_id text,
  live_since timestamptz,
  live_seen timestamptz,
  last_fault text CHECK (last_fault IN ('codec', 'busy', 'cut')),
  last_fault_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
