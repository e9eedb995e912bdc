-- Accounts (/userapi). E-mails are stored normalised (trimmed, lower-case): one person, one account.
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  -- scrypt of the lowercase MD5 the browser sends; never the MD5 itself.
  password_hash text NOT NULL,
  nick_name text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  user_type integer NOT NULL DEFAULT 0,
  register_time timestamptz NOT NULL DEFAULT now()
);

-- Sign-in tokens: only the SHA-256 of the token is kept.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_user_id ON auth_tokens (user_id);

-- E-mail codes: 6 digits, hashed, 10 minutes, single use, 5 wrong tries.
CREATE TABLE email_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX email_codes_email ON email_codes (email, created_at DESC);

-- A passed slider check for one e-mail, consumed by the next code request.
CREATE TABLE slider_grants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  device_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX slider_grants_email ON slider_grants (email, expires_at DESC);

CREATE TABLE feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  content text NOT NULL,
  contact text NOT NULL DEFAULT '',
  lang text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
