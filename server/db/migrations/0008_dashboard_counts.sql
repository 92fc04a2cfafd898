-- Issue 21: the dashboard call from stored state (docs/decisions/082). A second per-user counter for
-- what the dashboard shows beside the review's inputs (notifications, signatures), and the
-- document counters of each user and year kept by triggers instead of counted on every call.
ALTER TABLE "user_data_versions" ADD COLUMN "shown_version" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- On the embedded database every raise of a user's counters is also announced on the user_data
-- channel (payload: the user id), delivered at commit: it has one process, which drops its stored
-- dashboard payload on it instead of reading the counters on every call (docs/decisions/082). Only
-- a session that asked for it (taxdesk.notify_user_data = on) announces: on PostgreSQL nobody
-- does, so commits there take no NOTIFY lock.
CREATE OR REPLACE FUNCTION bump_user_data_version(uid text) RETURNS void AS $$
BEGIN
  IF uid IS NULL THEN RETURN; END IF;
  IF current_setting('taxdesk.notify_user_data', true) = 'on' THEN PERFORM pg_notify('user_data', uid); END IF;
  -- A user being deleted (cascading to their rows) has nothing left to version.
  IF NOT EXISTS (SELECT 1 FROM "user" WHERE id = uid) THEN
    DELETE FROM user_data_versions WHERE user_id = uid;
    RETURN;
  END IF;
  INSERT INTO user_data_versions (user_id, version, changed_at) VALUES (uid, 1, now())
  ON CONFLICT (user_id) DO UPDATE SET version = user_data_versions.version + 1, changed_at = now();
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_user_shown_version(uid text) RETURNS void AS $$
BEGIN
  IF uid IS NULL THEN RETURN; END IF;
  IF current_setting('taxdesk.notify_user_data', true) = 'on' THEN PERFORM pg_notify('user_data', uid); END IF;
  -- A user being deleted (cascading to their rows) has nothing left to version.
  IF NOT EXISTS (SELECT 1 FROM "user" WHERE id = uid) THEN
    DELETE FROM user_data_versions WHERE user_id = uid;
    RETURN;
  END IF;
  -- version 0 on a new row: the same as no row for the review status (docs/decisions/081).
  INSERT INTO user_data_versions (user_id, version, shown_version, changed_at) VALUES (uid, 0, 1, now())
  ON CONFLICT (user_id) DO UPDATE SET shown_version = user_data_versions.shown_version + 1, changed_at = now();
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_shown_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_user_shown_version(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN PERFORM bump_user_shown_version(NEW.user_id); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signature_void_changed() RETURNS trigger AS $$
DECLARE
  sig uuid;
BEGIN
  sig := CASE WHEN TG_OP = 'DELETE' THEN OLD.signature_id ELSE NEW.signature_id END;
  PERFORM bump_user_shown_version((SELECT s.user_id FROM signatures s WHERE s.id = sig));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_shown_version AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION user_shown_changed();
--> statement-breakpoint
CREATE TRIGGER signatures_shown_version AFTER INSERT OR UPDATE OR DELETE ON signatures FOR EACH ROW EXECUTE FUNCTION user_shown_changed();
--> statement-breakpoint
CREATE TRIGGER signature_voids_shown_version AFTER INSERT OR UPDATE OR DELETE ON signature_voids FOR EACH ROW EXECUTE FUNCTION signature_void_changed();
--> statement-breakpoint
CREATE TABLE "document_counts" (
  "user_id" text NOT NULL,
  "tax_year" integer NOT NULL,
  "count" integer NOT NULL DEFAULT 0,
  "processed_count" integer NOT NULL DEFAULT 0,
  "failed_count" integer NOT NULL DEFAULT 0,
  "analyzed_count" integer NOT NULL DEFAULT 0,
  "verified_count" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("user_id", "tax_year")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_document_counts(uid text, yr integer, n integer, processed integer, failed integer, analyzed integer, verified integer) RETURNS void AS $$
BEGIN
  IF uid IS NULL OR yr IS NULL THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM "user" WHERE id = uid) THEN
    DELETE FROM document_counts WHERE user_id = uid;
    RETURN;
  END IF;
  INSERT INTO document_counts (user_id, tax_year, count, processed_count, failed_count, analyzed_count, verified_count)
  VALUES (uid, yr, n, processed, failed, analyzed, verified)
  ON CONFLICT (user_id, tax_year) DO UPDATE SET
    count = document_counts.count + n,
    processed_count = document_counts.processed_count + processed,
    failed_count = document_counts.failed_count + failed,
    analyzed_count = document_counts.analyzed_count + analyzed,
    verified_count = document_counts.verified_count + verified;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What one document adds to its user's and year's counters, its extraction included.
CREATE OR REPLACE FUNCTION document_counts_of(doc_id uuid, status text, OUT processed integer, OUT failed integer, OUT analyzed integer, OUT verified integer) AS $$
BEGIN
  processed := (status = 'completed')::int;
  failed := (status = 'failed')::int;
  SELECT (x.extracted_fields <> '{}'::jsonb)::int, (x.verification_status = 'verified')::int INTO analyzed, verified
  FROM extracted_data x WHERE x.document_id = doc_id;
  analyzed := coalesce(analyzed, 0);
  verified := coalesce(verified, 0);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_counts_changed() RETURNS trigger AS $$
DECLARE
  o record;
  n record;
BEGIN
  -- Deletes are counted BEFORE the row goes: the cascade removes the extraction first, after which
  -- neither trigger could tell whose it was.
  IF TG_OP = 'DELETE' THEN
    SELECT * INTO o FROM document_counts_of(OLD.id, OLD.upload_status);
    PERFORM add_document_counts(OLD.user_id, OLD.tax_year, -1, -o.processed, -o.failed, -o.analyzed, -o.verified);
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.user_id IS NOT DISTINCT FROM OLD.user_id AND NEW.tax_year IS NOT DISTINCT FROM OLD.tax_year AND NEW.upload_status IS NOT DISTINCT FROM OLD.upload_status AND NEW.id = OLD.id THEN
      RETURN NULL;
    END IF;
    SELECT * INTO o FROM document_counts_of(OLD.id, OLD.upload_status);
    PERFORM add_document_counts(OLD.user_id, OLD.tax_year, -1, -o.processed, -o.failed, -o.analyzed, -o.verified);
  END IF;
  SELECT * INTO n FROM document_counts_of(NEW.id, NEW.upload_status);
  PERFORM add_document_counts(NEW.user_id, NEW.tax_year, 1, n.processed, n.failed, n.analyzed, n.verified);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION extraction_counts_changed() RETURNS trigger AS $$
DECLARE
  uid text;
  yr integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.document_id = OLD.document_id
     AND (NEW.extracted_fields <> '{}'::jsonb) = (OLD.extracted_fields <> '{}'::jsonb)
     AND (NEW.verification_status = 'verified') IS NOT DISTINCT FROM (OLD.verification_status = 'verified') THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Not found when the document itself is being deleted: its trigger already took the extraction off.
    SELECT d.user_id, d.tax_year INTO uid, yr FROM documents d WHERE d.id = OLD.document_id;
    IF FOUND THEN
      PERFORM add_document_counts(uid, yr, 0, 0, 0, -((OLD.extracted_fields <> '{}'::jsonb)::int), -((OLD.verification_status = 'verified')::int));
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT d.user_id, d.tax_year INTO uid, yr FROM documents d WHERE d.id = NEW.document_id;
    IF FOUND THEN
      PERFORM add_document_counts(uid, yr, 0, 0, 0, (NEW.extracted_fields <> '{}'::jsonb)::int, (NEW.verification_status = 'verified')::int);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER documents_counts_delete BEFORE DELETE ON documents FOR EACH ROW EXECUTE FUNCTION documents_counts_changed();
--> statement-breakpoint
CREATE TRIGGER documents_counts_write AFTER INSERT OR UPDATE ON documents FOR EACH ROW EXECUTE FUNCTION documents_counts_changed();
--> statement-breakpoint
CREATE TRIGGER extracted_data_counts AFTER INSERT OR UPDATE OR DELETE ON extracted_data FOR EACH ROW EXECUTE FUNCTION extraction_counts_changed();
--> statement-breakpoint
INSERT INTO document_counts (user_id, tax_year, count, processed_count, failed_count, analyzed_count, verified_count)
SELECT d.user_id, d.tax_year, count(*)::int,
  (count(*) FILTER (WHERE d.upload_status = 'completed'))::int,
  (count(*) FILTER (WHERE d.upload_status = 'failed'))::int,
  (count(x.id) FILTER (WHERE x.extracted_fields <> '{}'::jsonb))::int,
  (count(x.id) FILTER (WHERE x.verification_status = 'verified'))::int
FROM documents d LEFT JOIN extracted_data x ON x.document_id = d.id
GROUP BY d.user_id, d.tax_year;
