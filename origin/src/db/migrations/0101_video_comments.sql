-- Comments on highlight collections (/vdapi/videoComment/...). Video ids are the engine's collection ids.
CREATE TABLE video_comments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  video_id integer NOT NULL CHECK (video_id > 0),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The same limit as COMMENT_MAX_LENGTH of the shared vdapi schemas (characters, after trimming).
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Newest first per video: ids grow with time, so (video_id, id DESC) is the page order.
CREATE INDEX video_comments_video_id ON video_comments (video_id, id DESC);
