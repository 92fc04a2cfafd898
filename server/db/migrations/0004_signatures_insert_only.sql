-- Signatures are insert-only (issue 7): a signed record is never edited; voids are separate rows.
CREATE OR REPLACE FUNCTION signatures_insert_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'signatures are insert-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER signatures_no_update BEFORE UPDATE ON signatures
  FOR EACH ROW EXECUTE FUNCTION signatures_insert_only();
