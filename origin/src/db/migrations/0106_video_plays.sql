-- Plays of highlight collections (/vdapi/videoCollection/play). A device's play of a collection counts once
-- within the play window (PLAY_WINDOW_MS of the shared vdapi schemas): `video_plays` keeps, per collection
-- and device, when its play last counted; `video_views` the collection's count. Ids are the engine's.
CREATE TABLE video_plays (
  video_id integer NOT NULL CHECK (video_id > 0),
  -- The x-device-id header: MD5 hex of the browser's client id.
  device_id text NOT NULL CHECK (device_id ~ '^[0-9a-f]{32}$'),
  counted_at timestamptz NOT NULL,
  PRIMARY KEY (video_id, device_id)
);
CREATE TABLE video_views (
  video_id integer PRIMARY KEY CHECK (video_id > 0),
  views integer NOT NULL CHECK (views > 0)
);
-- The most played first (/vdapi/videoCollection/hot).
CREATE INDEX video_views_views ON video_views (views DESC, video_id);
