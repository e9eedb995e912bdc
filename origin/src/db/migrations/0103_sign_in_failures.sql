-- Sign-in back-off (accounts/signInBackoff.ts, docs/API.md "Sign-in back-off"): wrong passwords per e-mail
-- and address, kept an hour, and the devices that signed in to an account before (exempt from the
-- account-wide back-off, so an attack on the account never locks its owner's own browser out).
CREATE TABLE sign_in_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_email ON sign_in_failures (email, failed_at DESC);

CREATE TABLE sign_in_devices (
  email text NOT NULL,
  device_id text NOT NULL,
  signed_in_at timestamptz NOT NULL,
  PRIMARY KEY (email, device_id)
);
