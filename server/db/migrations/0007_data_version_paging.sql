-- Issue 21: a per-user data version kept by triggers, the review status it was last built for,
-- and index-backed keyset pagination of the documents list (docs/decisions/081).
CREATE TABLE "user_data_versions" (
  "user_id" text PRIMARY KEY NOT NULL,
  "version" bigint NOT NULL DEFAULT 1,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "review_status_cache" (
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "tax_year" integer NOT NULL,
  "data_version" bigint NOT NULL,
  "summary_sha256" text NOT NULL,
  "required_signers" jsonb NOT NULL,
  "blockers" jsonb NOT NULL,
  "built_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("user_id", "tax_year")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_user_data_version(uid text) RETURNS void AS $$
BEGIN
  IF uid IS NULL THEN RETURN; END IF;
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
CREATE OR REPLACE FUNCTION user_data_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_user_data_version(OLD.user_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN PERFORM bump_user_data_version(NEW.user_id); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION extraction_changed() RETURNS trigger AS $$
DECLARE
  doc uuid;
BEGIN
  doc := CASE WHEN TG_OP = 'DELETE' THEN OLD.document_id ELSE NEW.document_id END;
  PERFORM bump_user_data_version((SELECT d.user_id FROM documents d WHERE d.id = doc));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER clients_data_version AFTER INSERT OR UPDATE OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION user_data_changed();
--> statement-breakpoint
CREATE TRIGGER documents_data_version AFTER INSERT OR UPDATE OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION user_data_changed();
--> statement-breakpoint
CREATE TRIGGER document_ledger_data_version AFTER INSERT OR UPDATE OR DELETE ON document_ledger FOR EACH ROW EXECUTE FUNCTION user_data_changed();
--> statement-breakpoint
CREATE TRIGGER extracted_data_data_version AFTER INSERT OR UPDATE OR DELETE ON extracted_data FOR EACH ROW EXECUTE FUNCTION extraction_changed();
--> statement-breakpoint
DROP INDEX IF EXISTS "documents_user_year_idx";
--> statement-breakpoint
CREATE INDEX "documents_user_year_page_idx" ON "documents" USING btree ("user_id", "tax_year", "uploaded_at", "id");
--> statement-breakpoint
CREATE INDEX "documents_user_page_idx" ON "documents" USING btree ("user_id", "uploaded_at", "id");
