// A document the cost limit must refuse at once, for the limits tests and the bench.

/**
 * 40 fragments, each spreading the next one twice: 2^40 paths to the one field.
 * `tag` makes each document new, so yoga's parse and validation cache cannot
 * answer it: every refusal is a full parse and validation (the bench times it).
 */
export function fragmentBomb(tag: string): string {
  const levels = 40;
  const f = (i: number) => `F${tag}_${i}`;
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment ${f(i)} on Settings { ...${f(i + 1)} ...${f(i + 1)} }`,
  );
  return [
    `query Bomb${tag} { getSettingLambda(siteName: "hikari") { ...${f(0)} } }`,
    ...fragments,
    `fragment ${f(levels)} on Settings { name }`,
  ].join('\n');
}
