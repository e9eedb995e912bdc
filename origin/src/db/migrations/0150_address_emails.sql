-- The different e-mails one address asked about in the account calls within the hour
-- (accounts/emailsPerAddress.ts, docs/API.md "What each call tells"): kept in the database, so that every
-- origin on it counts the same e-mails, rather than each origin its own.
CREATE TABLE address_emails (
  address text NOT NULL,
  email text NOT NULL,
  first_at timestamptz NOT NULL,
  PRIMARY KEY (address, email)
);
CREATE INDEX address_emails_first_at ON address_emails (first_at);
