// The condition and note texts a stored estimate's line carries (for example
// 開通工事費's 実質無料 condition: instalments offset by a discount, charged
// on early cancellation), read generically so that whatever the estimate says
// of a line reaches ops in the console and the CSV without each reader
// knowing the field.

const NOTE_KEY = /condition|note|caveat|explanation|remark|disclaimer|effectively/i;

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A structured condition names itself by one of these; its other fields are figures.
    for (const key of ['text', 'label', 'description', 'summary']) {
      if (typeof record[key] === 'string' && record[key].trim()) return [record[key].trim()];
    }
  }
  return [];
}

/** Every condition or note text of a line, in the order its fields come, without repeats. */
export function lineNotes(line: unknown): string[] {
  if (!line || typeof line !== 'object') return [];
  const found = Object.entries(line as Record<string, unknown>)
    .filter(([key]) => NOTE_KEY.test(key))
    .flatMap(([, value]) => texts(value));
  return [...new Set(found)];
}
