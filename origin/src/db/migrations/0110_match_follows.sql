-- A fan may follow one match (its bell on a match card or page): its kick-off, goals, red cards, half
-- and full time are alerted. The target id is then the engine's match id.
ALTER TABLE follows DROP CONSTRAINT follows_kind_check;
ALTER TABLE follows ADD CONSTRAINT follows_kind_check CHECK (kind IN ('team', 'league', 'match'));
