// One schema for PGlite and PostgreSQL. drizzle-kit turns changes here into
// versioned SQL migrations under api/drizzle (`npm run db:generate`), which the
// server applies at start.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The settings record of docs/business-rules.md#records-and-field-names, one row per site name. */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  pickupId: integer('pickup_id').notNull(),
  displayFirstTime: integer('display_first_time').notNull(),
  displayLastTime: integer('display_last_time').notNull(),
  telFirstTime: integer('tel_first_time').notNull(),
  telLastTime: integer('tel_last_time').notNull(),
  maintenanceIsAlwaysDisplay: boolean('maintenance_is_always_display').notNull().default(false),
  maintenanceCategory: text('maintenance_category').notNull().default('tel'),
  maintenanceText: text('maintenance_text').notNull().default(''),
  /** ISO date or date-time; Japan time when no offset is given. */
  maintenanceFirstDate: text('maintenance_first_date'),
  maintenanceLastDate: text('maintenance_last_date'),
  /** The campaign offer (CampaignOffer of the shared domain); null: the seeded offer. */
  campaignOffer: jsonb('campaign_offer'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Service-area master at town level. `town` '' is the rest of the city (the
 * postal data's "以下に掲載がない場合"); `chome` '' covers the whole town.
 */
export const areaTowns = pgTable(
  'area_towns',
  {
    id: serial('id').primaryKey(),
    prefecture: text('prefecture').notNull(),
    city: text('city').notNull(),
    town: text('town').notNull(),
    chome: text('chome').notNull().default(''),
    postalCode: text('postal_code'),
    isServiceArea: boolean('is_service_area').notNull(),
    is10GArea: boolean('is_10g_area').notNull(),
    isTVArea: boolean('is_tv_area').notNull(),
    /** Opening period shown to the visitor (e.g. '2026年4月下旬'); null when already open. */
    period: text('period'),
    notes: text('notes'),
  },
  (t) => [uniqueIndex('area_towns_address_uq').on(t.prefecture, t.city, t.town, t.chome)],
);

/** Apartment buildings the operator has registered (docs/business-rules.md#records-and-field-names apartment flags). */
export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    prefecture: text('prefecture').notNull(),
    city: text('city').notNull(),
    town: text('town').notNull(),
    chome: text('chome').notNull().default(''),
    banchi: text('banchi').notNull().default(''),
    buildingName: text('building_name').notNull(),
    /** NFKC, no spaces or middle dots, lower case: what a search is matched on. */
    nameKey: text('name_key').notNull(),
    isApprovedMansion: boolean('is_approved_mansion').notNull(),
    isNonAvailable: boolean('is_non_available').notNull(),
    mansionPlanType: text('mansion_plan_type'),
    isMansionWari12: boolean('is_mansion_wari12').notNull(),
    isKDDI: boolean('is_kddi').notNull(),
    isAllCommufaMansion: boolean('is_all_commufa_mansion').notNull(),
    notes: text('notes'),
  },
  (t) => [
    index('buildings_town_idx').on(t.prefecture, t.city, t.town),
    uniqueIndex('buildings_address_uq').on(t.prefecture, t.city, t.town, t.chome, t.banchi, t.nameKey),
  ],
);

/** Existing contracts, looked up by CheckTransferRequest. */
export const contracts = pgTable('contracts', {
  contractId: text('contract_id').primaryKey(),
  lastNameKana: text('last_name_kana').notNull(),
  firstNameKana: text('first_name_kana').notNull(),
  /** Digits only. */
  phone: text('phone').notNull(),
  prefecture: text('prefecture').notNull(),
  city: text('city').notNull(),
  town: text('town').notNull(),
  buildingType: integer('building_type').notNull(),
  selectedPlan: text('selected_plan').notNull(),
  /** 'active' | 'suspended' | 'cancelled'. */
  status: text('status').notNull(),
  startedOn: text('started_on').notNull(),
  /** A transfer is already being processed for this contract. */
  hasPendingTransfer: boolean('has_pending_transfer').notNull().default(false),
});

/** Referral codes: seeded demo codes and the ones ApplyCTC hands to applicants. */
export const introducers = pgTable('introducers', {
  code: text('code').primaryKey(),
  /** 'active' | 'suspended'. */
  status: text('status').notNull().default('active'),
  /** Last day (YYYY-MM-DD, Japan time) the code can be used; null: no end. */
  validUntil: text('valid_until'),
  /** How many applications may name this code; null: unlimited. */
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  /** reception id of the application that created it, for codes ApplyCTC issued. */
  sourceReceptionId: text('source_reception_id'),
  createdAt: createdAt(),
});

/**
 * The first answer to every mutation, per operation and idempotency key. A
 * replay with the same key returns `response` and writes nothing else.
 */
export const idempotency = pgTable(
  'idempotency',
  {
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** sha256 of the canonical input: a different input under a used key is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.key] })],
);

const submissionColumns = () => ({
  id: serial('id').primaryKey(),
  receptionId: text('reception_id').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
  payload: jsonb('payload').notNull(),
  /** When it was last finished (完了) or cancelled (取消) in the console; null while open. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  /** 'new' | 'in_progress' | 'done' | 'cancelled' (shared submission-status.ts). */
  status: text('status').notNull().default('new'),
  /** Who handles it, as ops typed it with the last status change. */
  assignee: text('assignee'),
  /** The note of the last status change; every change is in the audit log. */
  statusNote: text('status_note'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
});

export const applications = pgTable('applications', {
  ...submissionColumns(),
  /** The code this applicant can pass on to friends. */
  introductionId: text('introduction_id').notNull().unique(),
  /** The estimate recomputed on the server from the shared domain code. */
  estimate: jsonb('estimate').notNull(),
  /** Where the application stands for the visitor (shared application-stage.ts); ops move it. */
  stage: text('stage').notNull().default('received'),
  stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }),
});

export const contacts = pgTable('contacts', submissionColumns());

export const transferRequests = pgTable('transfer_requests', {
  ...submissionColumns(),
  contractId: text('contract_id').notNull(),
  /** The check answer (amount, deadline) the request was accepted with. */
  checkResult: jsonb('check_result').notNull(),
});

export const upsells = pgTable('upsells', submissionColumns());

/**
 * Client error reports (NotifyClientError). remote and remote_version name the
 * part of the site whose route or chunk produced it ('shell' or a remote, and
 * the version the visitor ran); kind 'fallback' is not an error shown to the
 * visitor but the live version failing to load and served_version, the last
 * known good one, served instead. All null on reports from before.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    ...submissionColumns(),
    remote: text('remote'),
    remoteVersion: text('remote_version'),
    /** 'error' | 'fallback'; null is counted as 'error'. */
    kind: text('kind'),
    servedVersion: text('served_version'),
    /**
     * Who sent the report, as a keyed hash of the guest session (never the
     * token or an address): per-version rates count distinct reporters, so
     * one client cannot make a release look broken.
     */
    reporter: text('reporter'),
  },
  (t) => [index('client_errors_remote_idx').on(t.remote, t.createdAt)],
);

/**
 * Out of the area: a request to be told when service starts at an address,
 * or a question without visit dates (RequestAreaNotice).
 */
export const areaNotices = pgTable('area_notices', {
  ...submissionColumns(),
  /** The server's own area search of the address when the request came in. */
  areaResult: jsonb('area_result').notNull(),
});

/**
 * Click and arrival tracking (docs/business-rules.md#tracking) from POST /events. No personal
 * data: no address, user agent, guest id or free text typed by a visitor;
 * the target is a path without its query, the label a link's visible text.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    /** 'click' | 'modal' | 'arrival'. */
    kind: text('kind').notNull(),
    /** Where a click happened ('menu-button', 'header-link', …); null otherwise. */
    area: text('area'),
    /** 'open' | 'close' for a modal; null otherwise. */
    action: text('action'),
    /** Path of the page or link target, query and hash removed. */
    target: text('target').notNull(),
    label: text('label').notNull(),
    /** Traffic source of an arrival, classified by the server from `params`. */
    source: text('source'),
    /** The tracked query parameters of an arrival. */
    params: jsonb('params'),
  },
  (t) => [index('tracking_events_created_idx').on(t.createdAt)],
);

/**
 * The pages' own speed and errors (issue 19, POST /events `pageview`, `error`
 * and `vital`), tagged with the version of the remote owning the page and the
 * visitor's cohort, so the canary check (modules/canary) can compare a
 * remote's canary with its live version. No personal data: the visitor is a
 * keyed hash of the anonymous visitor cookie, counted distinct so one client
 * cannot steer the figures.
 */
export const rumEvents = pgTable(
  'rum_events',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    /** 'pageview' | 'error' | 'vital'. */
    kind: text('kind').notNull(),
    /** A path of the route table ('/campaign/'). */
    route: text('route').notNull(),
    /** The route's owner: 'shell' or a remote's name. */
    remote: text('remote').notNull(),
    /** The owner's version the page ran (the shell's build id for 'shell'). */
    version: text('version').notNull(),
    /** 'canary' | 'control'. */
    cohort: text('cohort').notNull(),
    /** A vital's name: 'LCP' | 'INP' | 'CLS' | 'TTFB'; null otherwise. */
    metric: text('metric'),
    /** A vital's value (milliseconds; CLS unitless); null otherwise. */
    value: doublePrecision('value'),
    /** Keyed hash (HMAC-SHA256) of the visitor cookie, never the cookie itself. */
    visitor: text('visitor').notNull(),
    /**
     * Keyed hash of the client address's limit key (an IPv6 address by its
     * /64), never the address: the canary's figures count at most a few
     * visitors per address. Null on rows from before it was kept.
     */
    source: text('source'),
    /** An error's message, one line of at most 200 characters; null otherwise. */
    message: text('message'),
  },
  (t) => [index('rum_events_remote_version_kind_idx').on(t.remote, t.version, t.kind)],
);

export const submissionTables = {
  applications,
  contacts,
  transfers: transferRequests,
  upsells,
  'client-errors': clientErrors,
  'area-notices': areaNotices,
} as const;

export type SubmissionType = keyof typeof submissionTables;

/**
 * What ops did (maintenance, settings, imports, exports, views, marking
 * handled, releases). Never personal data: the target is a reception number,
 * a remote name or a setting, the description a short sentence about it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    description: text('description').notNull(),
    /** The caller's address as the API saw it (behind nginx: the visitor's, from the trusted proxy); null for the CLI. */
    address: text('address'),
    /** Who did it: the person's login (ops_people.login); null for the OPS_TOKEN bootstrap identity and for rows from before people. */
    actorLogin: text('actor_login'),
    /** The person's display name when it happened (kept if the person is renamed or disabled later). */
    actorName: text('actor_name'),
    /** The role the action was allowed by (admin, site-ops, support, auditor, team:<remote>). */
    actorRole: text('actor_role'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorLogin, t.at)],
);

/**
 * The ops people who sign in to the console (local accounts, the embedded
 * default): a scrypt password hash and a TOTP second factor. roles are the
 * names of docs/business-rules.md#ops-roles. A disabled person keeps the row
 * (the audit log names them) but cannot sign in, and their sessions and
 * tokens stop working.
 */
export const opsPeople = pgTable(
  'ops_people',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret; a reset replaces it (the person enrols again). */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    totpLastStep: integer('totp_last_step'),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Work mail address, lower case: the first sign-in through the company's provider is matched on it. */
    email: text('email'),
    /** The provider's `sub` for this person, kept at their first sign-in through it. */
    oidcSubject: text('oidc_subject'),
  },
  (t) => [
    uniqueIndex('ops_people_login_idx').on(t.login),
    uniqueIndex('ops_people_email_idx').on(t.email),
    uniqueIndex('ops_people_oidc_subject_idx').on(t.oidcSubject),
  ],
);

/** A signed-in console session: the cookie holds the id, this row only its SHA-256. */
export const opsSessions = pgTable(
  'ops_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => opsPeople.id, { onDelete: 'cascade' }),
    /** Sent back by the console in X-CSRF-Token on every change. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ops_sessions_person_idx').on(t.personId)],
);

/** Personal API tokens for the ops CLI: shown once, stored as SHA-256, expiring, revocable. */
export const opsApiTokens = pgTable(
  'ops_api_tokens',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => opsPeople.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ops_api_tokens_hash_idx').on(t.tokenHash)],
);

/**
 * Mail to visitors (the contract document of an application, …), written in
 * the same transaction as what caused it and sent by the mail worker
 * (src/modules/mail/worker.ts) through SMTP_URL; without SMTP_URL it stays
 * here and ops read it in the console (「送信メール」). message_id is the
 * Message-ID header: a mail sent twice (at-least-once) carries the same one,
 * so the receiving side can drop the duplicate.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull().unique(),
    /** 'contract-document' (src/modules/mail/kinds.ts). */
    kind: text('kind').notNull(),
    /** The submission the mail is about, when there is one. */
    receptionId: text('reception_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sends tried so far (each failure moves next_attempt_at later). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server accepted it; null until then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the last try failed, as the SMTP library said it (no body, no address). */
    lastError: text('last_error'),
    /** When the receiving server refused it for good (a 5xx answer): it is not tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** The works calendar ops keep (shared works-calendar.ts WorksCalendar), one row per site. */
export const worksCalendar = pgTable('works_calendar', {
  siteName: text('site_name').primaryKey(),
  calendar: jsonb('calendar').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Works slots taken: a hold (a visitor chose the slot and has not sent the
 * application yet; expires_at set, reception_id null) or a booking (an
 * application's slot; expires_at null). A slot's bookings and live holds never
 * outnumber its crews: each is written under a lock on the slot
 * (src/modules/works/bookings.ts).
 */
export const worksBookings = pgTable(
  'works_bookings',
  {
    id: serial('id').primaryKey(),
    prefecture: text('prefecture').notNull(),
    /** YYYY-MM-DD, Japan time. */
    date: text('date').notNull(),
    /** 'am' | 'pm'. */
    band: text('band').notNull(),
    /** The hold's secret id, given to the visitor's browser; null for a booking made by ops. */
    holdId: text('hold_id').unique(),
    /** The application the slot is booked for; null while it is a hold. */
    receptionId: text('reception_id').unique(),
    /** When a hold runs out; null once booked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('works_bookings_slot_idx').on(t.prefecture, t.date, t.band)],
);

/**
 * Links to an application's own page (/apply/status/): the SHA-256 of a long
 * random token, never the token. Each mail and the completion page carry
 * their own token.
 */
export const followTokens = pgTable(
  'follow_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    receptionId: text('reception_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('follow_tokens_reception_idx').on(t.receptionId)],
);

/**
 * Applications a visitor asked to carry on later (「メールで続きを送る」): the
 * answers so far (never the bank account number) under the SHA-256 of the
 * mailed link's token, for 7 days. Once the application is sent or the week
 * is over the answers are deleted and closed_reason says why, so the link
 * can say so plainly.
 */
export const applicationDrafts = pgTable('application_drafts', {
  tokenHash: text('token_hash').primaryKey(),
  /** The step the link opens, e.g. '/apply/form3/'. */
  step: text('step').notNull(),
  /** The answers; null once closed. */
  answers: jsonb('answers'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** 'sent' | 'expired'. */
  closedReason: text('closed_reason'),
});
