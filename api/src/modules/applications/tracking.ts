// The traffic source and access log an application arrives with
// (docs/business-rules.md#tracking), as the server keeps them: only the tracked parameters, every
// visit classified again with the shared rule. Tracking never blocks an
// application: a missing or unreadable trackingJSON is stored as a direct
// visit with an empty log.
import {
  classifyTrafficSource,
  reclassifyAccessLog,
  sanitizeTrackingParams,
  type AccessLog,
  type TrackingParams,
  type TrafficSource,
} from '@hikari/shared/domain';

const DIRECT = 'direct';

/** Longest trackingJSON read; a longer one is ignored. Default 16 KiB (the cookie holds under 4 KiB). */
export const TRACKING_JSON_MAX = 16 * 1024;

export interface ApplicationTracking {
  /**
   * Where the application came from, last non-direct visit first: this
   * visit's source from arrivalParams unless it is direct (a reload or a
   * typed address), else the latest non-direct visit of the access log,
   * else direct.
   */
  trafficSource: TrafficSource;
  arrivalParams: TrackingParams;
  accessLog: AccessLog;
}

export function applicationTracking(json: string | null | undefined): ApplicationTracking {
  let raw: Record<string, unknown> = {};
  if (json && json.length <= TRACKING_JSON_MAX) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (typeof parsed === 'object' && parsed !== null) raw = parsed as Record<string, unknown>;
    } catch {
      // Ignored on purpose, see above.
    }
  }
  const arrivalParams = sanitizeTrackingParams(raw.arrivalParams);
  const accessLog = reclassifyAccessLog(raw.accessLog);
  const thisVisit = classifyTrafficSource(arrivalParams);
  const lastNonDirect = [...accessLog.log].reverse().find((entry) => entry.type !== DIRECT)?.type;
  return {
    trafficSource: thisVisit !== DIRECT ? thisVisit : (lastNonDirect ?? DIRECT),
    arrivalParams,
    accessLog,
  };
}
