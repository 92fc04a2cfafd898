-- Job workers and their heartbeats (issue 19): each worker process has a row it refreshes every few
-- seconds; a running job whose worker's heartbeat is stale (the process died) is released at once
-- instead of waiting for its lease to run out.
CREATE TABLE "job_workers" (
  "id" text PRIMARY KEY NOT NULL,
  "pid" integer NOT NULL,
  "host" text NOT NULL,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_running_owner_idx" ON "jobs" USING btree ("locked_by") WHERE "state" = 'running';
