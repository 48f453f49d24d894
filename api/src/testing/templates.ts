/** The prefectures the tests' master holds: enough for every pinned demo case. */
export const TEST_PREFECTURES = ['愛知県', '三重県', '岐阜県'];

/** Environment variables naming the PGlite template dumps made by global-setup.ts. */
export const TEMPLATE_ENV = {
  empty: 'HIKARI_TEST_PGLITE_EMPTY',
  seeded: 'HIKARI_TEST_PGLITE_SEEDED',
} as const;
