-- A device is known to an account only from the address it signed in from (accounts/signInBackoff.ts):
-- `x-device-id` is sent in clear with every request, so alone it is no secret, and an attacker who
-- sent the owner's from 30 addresses was never slowed (docs/API.md "Sign-in back-off"). The address is the one
-- the origin established (TRUST_PROXY), not one the client names. Rows from before have no address
-- and exempt nothing: their owners are known again at their next sign-in.
ALTER TABLE sign_in_devices ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE sign_in_devices DROP CONSTRAINT sign_in_devices_pkey;
ALTER TABLE sign_in_devices ADD PRIMARY KEY (email, device_id, address);
