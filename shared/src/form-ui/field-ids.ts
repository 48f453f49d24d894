// Ids of a field's parts, the same scheme as the shared TextField, so a
// message and its field can be tied together from anywhere on the page.

export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
export const hintId = (name: string) => `${fieldId(name)}-hint`;
export const errorId = (name: string) => `${fieldId(name)}-error`;

/** aria-describedby of a field: its hint and, when shown, its error. */
export function describedBy(name: string, hasHint: boolean, showError: boolean): string | undefined {
  return (
    [hasHint ? hintId(name) : null, showError ? errorId(name) : null].filter(Boolean).join(' ') || undefined
  );
}
