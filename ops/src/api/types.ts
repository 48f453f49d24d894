// Shapes the ops API answers (the contract of issue 10). Kept here, in the
// console, because the console is the only client that reads them whole.

import type {
  CampaignOffer,
  CanaryPolicy,
  SitePart,
  VitalName,
  WorksBand,
  WorksCalendar,
} from '@hikari/shared/domain';

/** The shell or a remote (the remote registry's names). */
export type RemoteName = SitePart;

export interface RemoteVersion {
  version: string;
  releasedAt: string;
  live: boolean;
  withdrawn: boolean;
  /** When ops last made another version live instead of this one; null when never. */
  rolledAwayAt: string | null;
}

/**
 * 'canary' started a canary, 'canary-percent' changed its share of visitors, 'promote' made it
 * live for everyone; a canary withdrawn is a 'withdraw' of its version.
 */
export type LiveAction =
  'release' | 'rollback' | 'activate' | 'withdraw' | 'canary' | 'canary-percent' | 'promote';

export interface LiveHistoryEntry {
  at: string;
  action: LiveAction;
  version: string;
  from: string | null;
  /** 'auto': the server's own canary check promoted a healthy canary. */
  by: 'cli' | 'console' | 'auto';
  /** A canary's share of visitors (canary, canary-percent). */
  percent?: number;
}

/** A canary running beside the live version of a remote (issue 19). */
export interface CanaryRun {
  version: string;
  /** 0..100: the share of visitors shown the canary. */
  percent: number;
  since: string;
}

export interface RemoteItem {
  name: RemoteName;
  label: string;
  live: { version: string; since: string } | null;
  lastKnownGood: string | null;
  versions: RemoteVersion[];
  history: LiveHistoryEntry[];
  /** The running canary (remotes only); null or absent when none runs. */
  canary?: CanaryRun | null;
}

export interface ErrorSample {
  at: string;
  message: string;
  version: string | null;
  path: string | null;
}

export interface HealthItem {
  name: RemoteName;
  live: string | null;
  liveSince: string | null;
  /** Start of the period counted: when the live version went live, or `hours` ago if that is later. */
  countedFrom?: string | null;
  errorsPerHour: number;
  errors: number;
  previous: { version: string; errorsPerHour: number; errors: number } | null;
  fallbacksServed: number;
  latest: ErrorSample[];
}

export interface Maintenance {
  isAlwaysDisplay: boolean;
  category: string;
  text: string;
  firstDate: string | null;
  lastDate: string | null;
}

export interface CallTime {
  displayFirstTime: number;
  displayLastTime: number;
  telFirstTime: number;
  telLastTime: number;
}

export interface SettingsRecord {
  name: string;
  version: string;
  pickupId: number;
  callTime: CallTime;
  maintenance: Maintenance;
  /** The campaign offer (changed with POST /ops/campaigns, which refuses a stale updatedAt). */
  campaignOffer: CampaignOffer;
  updatedAt: string | null;
}

export type SubmissionKind =
  'applications' | 'contacts' | 'transfers' | 'upsells' | 'client-errors' | 'area-notices';

/** 新規・対応中・完了・取消 (shared submission-status.ts). */
export type SubmissionStatus = 'new' | 'in_progress' | 'done' | 'cancelled';

export interface SubmissionSummary {
  kind: SubmissionKind;
  id: number | string;
  receptionId: string;
  createdAt: string;
  status: SubmissionStatus;
  /** When it was finished or cancelled; null while open. */
  handledAt: string | null;
  /** Who handles it; null before anyone took it up. */
  assignee?: string | null;
  name: string | null;
  summary: string | null;
}

export interface SubmissionList {
  total: number;
  items: SubmissionSummary[];
}

export interface SubmissionDetail extends SubmissionSummary {
  statusNote?: string | null;
  statusChangedAt?: string | null;
  /** Every status change, oldest first, as the audit log holds it. */
  statusHistory?: { at: string; description: string }[];
  payload: unknown;
  estimate?: unknown;
  breakdown?: unknown;
  /** The back office's reading of the submission (labels in Japanese), unmasked. */
  fields?: { label: string; value: string }[];
  /** Every stored answer with its Japanese label and value, grouped as the form asks (shared stored-answers). */
  answers?: { section: string; label: string; value: string }[];
  /** Other stored columns: the referral code issued, a transfer check, an area result. */
  extra?: Record<string, unknown>;
  /** Where the application stands for the customer, and its works day (applications only). */
  journey?: ApplicationJourney;
}

export interface ImportProblem {
  line: number;
  column?: string | null;
  reason?: string;
  /** What `npm run area:import` calls the reason. */
  message?: string;
}

export interface ImportReport {
  kind: 'towns' | 'buildings';
  rows: number;
  /** The file's encoding as the server found it. */
  encoding?: 'UTF-8' | 'Shift_JIS';
}

export interface AuditEntry {
  at: string;
  action: string;
  target: string;
  description: string;
  actor: string;
  /** The caller's address as the API saw it; null for changes made from the command line. */
  address: string | null;
  /** Who did it (a person's name, or 「初期管理者（OPS_TOKEN）」); null for the command line's history. */
  person: string | null;
  /** Their login; null for OPS_TOKEN and the command line. */
  login: string | null;
  /** The role they acted in (site-ops, team:mfe-campaign…); null for a refusal or the command line. */
  role: string | null;
}

/** Who is signed in (GET and POST /ops/session): always a person in the console. */
export interface SignedInPerson {
  login: string | null;
  name: string;
  roles: string[];
}

/** What the console keeps of its session in this tab: who, and the CSRF token for changes. */
export interface SessionInfo {
  person: SignedInPerson;
  csrfToken: string | null;
}

/** One ops person on the people screen (GET /ops/people). */
export interface OpsPerson {
  login: string;
  name: string;
  roles: string[];
  disabled: boolean;
  createdAt: string;
  /** The work mail address the company's sign-in (OpenID Connect) is matched on; null: none. */
  email: string | null;
  /** Signed in through the company's provider at least once since the address was set. */
  linkedToProvider: boolean;
}

/** A TOTP enrolment, shown once: the base32 secret and the otpauth:// URI. */
export interface TotpEnrolment {
  secret: string;
  uri: string;
}

/** One of the signed-in person's API tokens (GET /ops/tokens); the value itself is never listed. */
export interface ApiTokenInfo {
  id: number;
  name: string;
  createdAt: string;
  expiresAt: string;
  revoked: boolean;
  lastUsedAt: string | null;
}

/**
 * An outbox message's state: 'local' kept here without sending (no SMTP server is configured),
 * 'pending' waiting for the sender, 'retrying' refused or unreachable and tried again at
 * nextAttemptAt, 'sent' accepted by the SMTP server at sentAt.
 */
/** 'failed': the receiving server refused it for good (SMTP 5xx); it is not tried again. */
export type MailStatus = 'pending' | 'retrying' | 'sent' | 'local' | 'failed';

/** One message of the outbox (GET /ops/mail). */
export interface MailSummary {
  id: number;
  /** e.g. 'contract-document'. */
  kind: string;
  /** The kind in Japanese, from the server. */
  kindLabel: string;
  receptionId: string | null;
  /** The recipient's mail address. */
  to: string;
  subject: string;
  createdAt: string;
  status: MailStatus;
  /** The status in Japanese, from the server. */
  statusLabel: string;
  attempts: number;
  /** When it is tried next, while not yet sent. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
}

export interface MailList {
  /** Newest first. */
  messages: MailSummary[];
  /** False when no SMTP server is configured: nothing is sent, the outbox is where mail is read. */
  smtpConfigured: boolean;
}

/** One message with its bodies (GET /ops/mail/:id); the HTML body carries the same content as the text. */
export interface MailDetail extends MailSummary {
  messageId: string;
  text: string;
  html: string;
}

/** A works time band as the server describes it (shared WORKS_BANDS). */
export interface WorksBandInfo {
  id: WorksBand;
  label: string;
  /** '9:00'. */
  from: string;
  /** '12:00'. */
  to: string;
}

/** GET /ops/works/calendar: the stored calendar, the prefectures served and the bands. */
export interface WorksCalendarAnswer {
  calendar: WorksCalendar;
  /** When ops last saved it (null: never); a save sends it back as seenUpdatedAt. */
  updatedAt: string | null;
  prefectures: string[];
  bands: WorksBandInfo[];
}

/** One prefecture and band of a day in GET /ops/works/bookings. */
export interface WorksBookingSlot {
  prefecture: string;
  band: WorksBand;
  crews: number;
  /** Applications that booked the slot. */
  booked: number;
  /** Visitors holding it while they finish the form. */
  held: number;
}

export interface WorksBookingDay {
  /** YYYY-MM-DD, Japan time. */
  date: string;
  /** A Saturday, Sunday or public holiday. */
  holiday: boolean;
  /** A closed day of the calendar. */
  closed: boolean;
  slots: WorksBookingSlot[];
}

/** GET /ops/works/bookings?from=…&days=46 (the whole bookable period). */
export interface WorksBookings {
  days: WorksBookingDay[];
}

/** A free works slot (GET /ops/works/slots), or an alternative the server offers for a full one. */
export interface FreeWorksSlot {
  date: string;
  band: WorksBand;
  /** '2026年12月8日（火）午前 9:00～12:00'. */
  label: string;
  holiday: boolean;
}

/** Where an application stands for the customer (shared application-stage.ts), with its works day. */
export interface ApplicationJourney {
  stage: string;
  stageLabel: string;
  stages: { id: string; label: string; state: 'done' | 'current' | 'upcoming' | 'cancelled' }[];
  /** Cancelled (取消): neither the stage nor the works day can change until it is taken up again. */
  cancelled?: boolean;
  nextStage: { id: string; label: string } | null;
  worksSlot: { date: string; band: WorksBand; label: string } | null;
  /** What GET /ops/works/slots is asked for this application. */
  slotQuery: { prefecture: string; buildingType: number; wishedDays: string[] };
}

export type { VitalName } from '@hikari/shared/domain';

/** The visitors of one cohort (canary, or control: the live version beside it) since the canary started. */
export interface CohortFigures {
  pageViews: number;
  visitors: number;
  /** Visitors who had at least one error. */
  errorVisitors: number;
  errorsPer1000PageViews: number;
  /** p75 of each web vital (ms; CLS has no unit), null before any sample. */
  vitals: Record<VitalName, { p75: number | null; samples: number; visitors: number }>;
}

/**
 * One one-sided sequential test (mixture SPRT) of the verdict: is the canary
 * worse than control? z is the estimate over its standard error, for reading;
 * pValue is the always-valid p-value the decision uses.
 */
export interface CanaryTest {
  metric: 'errors' | 'INP' | 'LCP';
  control: number | null;
  canary: number | null;
  z: number | null;
  pValue: number | null;
  regressed: boolean;
}

export type CanaryVerdictState = 'collecting' | 'healthy' | 'ready' | 'regressed';

export interface CanaryVerdict {
  state: CanaryVerdictState;
  /** Japanese sentences, from the server. */
  reasons: string[];
  tests: CanaryTest[];
}

/** One remote in GET /ops/canary. */
export interface CanaryFigures {
  name: RemoteName;
  label: string;
  live: string | null;
  canary: CanaryRun | null;
  /** Null when no canary runs. */
  control: CohortFigures | null;
  canaryCohort: CohortFigures | null;
  verdict: CanaryVerdict | null;
}

/** GET /ops/canary. */
export interface CanaryAnswer {
  policy: CanaryPolicy;
  items: CanaryFigures[];
}
