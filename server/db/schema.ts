import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------------------------------------------------------------------------------------------
// Auth tables (better-auth; written by hand because its schema CLI does not run on Node 20).
// Property names are better-auth's field names; SQL names are snake_case.
// ---------------------------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  role: text('role').notNull().default('user'),
  lastLoginAt: ts('last_login_at'),
  /** The legacy system's userid, kept for migrated users (spec §9 'Migration eligibility'). */
  legacyUserId: text('legacy_user_id'),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(false),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: ts('locked_until'),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId)],
);

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Product tables
// ---------------------------------------------------------------------------------------------

/** Failed sign-in attempts per account, for the temporary lock (security.md §3). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
});

/**
 * The tax profile: one row per user per tax year (spec §3 'clients'). Highly sensitive values
 * (SSNs) live only in `sensitive_encrypted` (AES-256-GCM); `profile_data` holds the rest.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    filingStatus: text('filing_status'),
    profileData: jsonb('profile_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    sensitiveEncrypted: text('sensitive_encrypted'),
  },
  (t) => [uniqueIndex('clients_user_year_uq').on(t.userId, t.taxYear)],
);

/** Append-only audit trail (security.md §14). UPDATE and DELETE are refused by a trigger. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_events_actor_idx').on(t.actorUserId, t.at), index('audit_events_action_idx').on(t.action, t.at)],
);

/**
 * The job queue (docs/decisions/003-job-queue.md). A job is enqueued in the same transaction as
 * the state change that needs it; workers claim with FOR UPDATE SKIP LOCKED and a lease.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<'queued' | 'running' | 'completed' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: ts('run_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one queued/running job per (queue, singleton_key): duplicate enqueues collapse. */
    singletonKey: text('singleton_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('jobs_claim_idx').on(t.state, t.queue, t.runAt),
    index('jobs_running_owner_idx').on(t.lockedBy).where(sql`${t.state} = 'running'`),
    uniqueIndex('jobs_singleton_uq').on(t.queue, t.singletonKey).where(sql`${t.singletonKey} is not null and ${t.state} in ('queued','running')`),
  ],
);

/** Worker processes and their heartbeats: a running job whose worker's heartbeat is stale is released. */
export const jobWorkers = pgTable('job_workers', {
  id: text('id').primaryKey(),
  pid: integer('pid').notNull(),
  host: text('host').notNull(),
  startedAt: ts('started_at').notNull().defaultNow(),
  heartbeatAt: ts('heartbeat_at').notNull().defaultNow(),
});

/** In-app notifications behind the dashboard bell (replaces the spec's fixed count of 3). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    /** One notification per event: re-running the job that raises it does not duplicate it. */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notifications_dedupe_uq').on(t.userId, t.dedupeKey), index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Uploaded documents (spec §3 'documents'). The object key is generated by the server. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull().default('other'),
    /** The user's file name: display text only. */
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    pageCount: integer('page_count'),
    uploadStatus: text('upload_status').$type<'processing' | 'completed' | 'failed'>().notNull().default('processing'),
    analysisError: text('analysis_error'),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
    taxYear: integer('tax_year').notNull(),
  },
  (t) => [
    // Keyset pages of the documents list, newest first, for one year or all (docs/decisions/081).
    index('documents_user_year_page_idx').on(t.userId, t.taxYear, t.uploadedAt, t.id),
    index('documents_user_page_idx').on(t.userId, t.uploadedAt, t.id),
    index('documents_sha_idx').on(t.userId, t.sha256),
  ],
);

/**
 * One extraction result per document (spec: extracted_data). `extracted_fields` are the engine's
 * suggestions with identifiers masked; the full SSN/TINs sit encrypted in `sensitive_encrypted`;
 * `confirmed_fields` are the values the user (or a reviewer) confirmed — kept apart.
 */
export const extractedData = pgTable('extracted_data', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id').notNull().unique().references(() => documents.id, { onDelete: 'cascade' }),
  detectedType: text('detected_type'),
  detectedTaxYear: integer('detected_tax_year'),
  extractedFields: jsonb('extracted_fields').$type<Record<string, unknown>>().notNull(),
  fieldConfidence: jsonb('field_confidence').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  /** Overall confidence in basis points (0–10000). */
  confidenceBp: integer('confidence_bp').notNull(),
  warnings: jsonb('warnings').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  aiSummary: text('ai_summary'),
  verificationStatus: text('verification_status').notNull().default('pending'),
  confirmedFields: jsonb('confirmed_fields').$type<Record<string, unknown>>(),
  sensitiveEncrypted: text('sensitive_encrypted'),
  engine: text('engine').notNull().default('built-in'),
  verifiedBy: text('verified_by'),
  verifiedAt: ts('verified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Per user and year, the fields of every analyzed document, grouped by type (spec §3). */
export const documentLedger = pgTable(
  'document_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    extractedFields: jsonb('extracted_fields').$type<Record<string, unknown>>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_ledger_user_year_uq').on(t.userId, t.taxYear)],
);

/** The conversation with The Accountant (spec §3 chat_messages). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    /** Tool calls of an assistant reply: [{action, message, proposal?}]. */
    toolCalls: jsonb('tool_calls').$type<Array<Record<string, unknown>>>(),
    /** complete, or interrupted when the connection dropped mid-reply (stored as far as it got). */
    status: text('status').$type<'complete' | 'interrupted' | 'error'>().notNull().default('complete'),
    provider: text('provider'),
    tokens: integer('tokens').notNull().default(0),
    /** True when content holds the sealed {content, toolCalls} (server/chat/conversation.ts). */
    sealed: boolean('sealed').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_messages_client_idx').on(t.clientId, t.createdAt), index('chat_messages_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Digital sign-off records (issue 7). Insert-only: a trigger refuses updates; a later change of
 * the signed data is recorded in `signature_voids`, never by editing the signature.
 */
export const signatures = pgTable(
  'signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    signer: text('signer').$type<'taxpayer' | 'spouse'>().notNull(),
    typedName: text('typed_name').notNull(),
    /** The Self-Select PIN (and any other secret of the signature), encrypted. */
    secretEncrypted: text('secret_encrypted').notNull(),
    consentText: text('consent_text').notNull(),
    /** SHA-256 of the exact review summary that was signed. */
    summarySha256: text('summary_sha256').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    signedAt: ts('signed_at').notNull().defaultNow(),
  },
  (t) => [index('signatures_user_year_idx').on(t.userId, t.taxYear, t.signedAt)],
);

export const signatureVoids = pgTable('signature_voids', {
  id: uuid('id').primaryKey().defaultRandom(),
  signatureId: uuid('signature_id').notNull().unique().references(() => signatures.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  voidedAt: ts('voided_at').notNull().defaultNow(),
});

/**
 * A counter per user, raised by database triggers whenever the data a review is built from
 * changes (clients, documents, extracted_data, document_ledger), whoever writes it (docs/decisions/081).
 */
export const userDataVersions = pgTable('user_data_versions', {
  userId: text('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  /**
   * Raised by triggers when something the dashboard shows beside the review's inputs changes
   * (notifications, signatures and their voids); not part of the review status (docs/decisions/082).
   */
  shownVersion: bigint('shown_version', { mode: 'number' }).notNull().default(0),
  changedAt: ts('changed_at').notNull().defaultNow(),
});

/**
 * The document counters of each user and year (the Document Status card), kept by triggers on
 * documents and extracted_data so that reading them is one primary-key lookup (docs/decisions/082).
 */
export const documentCounts = pgTable(
  'document_counts',
  {
    userId: text('user_id').notNull(),
    taxYear: integer('tax_year').notNull(),
    count: integer('count').notNull().default(0),
    processedCount: integer('processed_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    analyzedCount: integer('analyzed_count').notNull().default(0),
    verifiedCount: integer('verified_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taxYear] })],
);

/** The parts of a built review the status needs, for the data version it was built at. */
export const reviewStatusCache = pgTable(
  'review_status_cache',
  {
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
    summarySha256: text('summary_sha256').notNull(),
    requiredSigners: jsonb('required_signers').$type<Array<'taxpayer' | 'spouse'>>().notNull(),
    blockers: jsonb('blockers').$type<string[]>().notNull(),
    builtAt: ts('built_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taxYear] })],
);

// ---------------------------------------------------------------------------------------------
// Legacy system tables (spec §3 'Legacy tables'), imported by administrators (issue 8).
// ---------------------------------------------------------------------------------------------

export const legacyUserlogin = pgTable('userlogin', {
  userid: text('userid').primaryKey(),
  useremail: text('useremail'),
  firstname: text('firstname'),
  lastname: text('lastname'),
  fullname: text('fullname'),
  phone: text('phone'),
  zipcode: text('zipcode'),
  adddate: text('adddate'),
  lastlogin: text('lastlogin'),
  /** The TaxDesk user id once linked (spec: uid). */
  uid: text('uid'),
  isdeleted: text('isdeleted'),
  transfer: text('transfer'),
  importedAt: ts('imported_at').notNull().defaultNow(),
});

/** Columns the spec does not show survive as JSON beside the userid. */
export const legacyUserinfo = pgTable('userinfo', {
  userid: text('userid').primaryKey(),
  data: jsonb('data').$type<Record<string, string>>().notNull(),
  importedAt: ts('imported_at').notNull().defaultNow(),
});

export const legacyUserstack = pgTable('userstack', {
  userid: text('userid').primaryKey(),
  data: jsonb('data').$type<Record<string, string>>().notNull(),
  importedAt: ts('imported_at').notNull().defaultNow(),
});
