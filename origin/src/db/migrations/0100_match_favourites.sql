-- Favourite matches (/vdapi/user/fav/toggle, /vdapi/user/favList). Match ids are the engine's.
CREATE TABLE match_favourites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  match_id integer NOT NULL CHECK (match_id > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, match_id)
);
-- The list shows the newest favourite first.
CREATE INDEX match_favourites_user_created ON match_favourites (user_id, created_at DESC, match_id DESC);
