import { formatYen, jstParts } from '@hikari/shared/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026/11/25 15:04' in Japan time; '—' for nothing or an unreadable value. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '—';
  const p = jstParts(new Date(time));
  return `${p.year}/${pad(p.month)}/${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** Visitors per hour with one decimal: '12.5人/時' (the health figures count visitors, not reports). */
export function formatRate(perHour: number): string {
  return `${(Math.round(perHour * 10) / 10).toFixed(1)}人/時`;
}

export { formatYen };
