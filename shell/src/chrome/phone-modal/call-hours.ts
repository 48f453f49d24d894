// The phone hours are one definition in shared (call-hours.ts): the hours shown and the hours counted as open.
export { callHoursLabel, isWithinCallHours } from '@hikari/shared/domain/core';
