// Reception numbers shown to visitors and used by ops: a prefix per kind, the
// Japan-time date and six characters that cannot be misread ('AP-20250711-7KQ3MZ').
import { randomInt } from 'node:crypto';
import { jstToday, formatYmd } from '@hikari/shared/domain';
import { CODE_ALPHABET } from '../seed/demo-people';

export const RECEPTION_PREFIX = {
  applications: 'AP',
  contacts: 'CT',
  transfers: 'TR',
  upsells: 'UP',
  'client-errors': 'ER',
  'area-notices': 'AN',
} as const;

export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

export function receptionId(kind: keyof typeof RECEPTION_PREFIX, now: Date): string {
  return `${RECEPTION_PREFIX[kind]}-${formatYmd(jstToday(now)).replace(/-/g, '')}-${randomCode(6)}`;
}
