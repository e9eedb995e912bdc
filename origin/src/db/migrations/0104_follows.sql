-- Followed teams and competitions (/vdapi/user/follow/...). Target ids are the engine's team and league
-- ids. `alerts` is each follow's own switch for goal and kick-off alerts, on unless the fan turns it off.
CREATE TABLE follows (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('team', 'league')),
  target_id integer NOT NULL CHECK (target_id > 0),
  alerts boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, target_id)
);
-- The list is read oldest first, per user.
CREATE INDEX follows_user_created ON follows (user_id, created_at, kind, target_id);
