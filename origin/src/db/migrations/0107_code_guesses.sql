-- Slow guessing of e-mail codes (accounts/codeGuesses.ts, docs/API.md "E-mail code guessing"): every
-- wrong code for an e-mail, from any address, device or code, kept a day; and the e-mail's lock once it
-- reaches the day's cap, so its owner is told once per lock. The address is the one the origin
-- established (TRUST_PROXY), kept for the record only: the cap is per e-mail, whatever the client says.
CREATE TABLE code_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX code_failures_email ON code_failures (email, failed_at DESC);

CREATE TABLE code_locks (
  email text PRIMARY KEY,
  locked_at timestamptz NOT NULL,
  locked_until timestamptz NOT NULL
);

-- The account's language (cn, en or vi): the one it registered or last signed in with, for the mails
-- the owner did not ask for. Accounts from before have none until their next sign-in.
ALTER TABLE users ADD COLUMN lang text CHECK (lang IN ('cn', 'en', 'vi'));
