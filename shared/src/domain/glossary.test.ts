import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { priceCatalog } from './catalog';
import { glossary, joinNames, optionNames, rejectedSpellings } from './glossary';
import { findRoute } from './routes';

// Every package of the repository keeps its code and copy under <package>/src.
const ROOT = path.resolve(__dirname, '../../..');
const SELF = path.join(__dirname, 'glossary.ts');

/** The source and copy files a visitor's text can come from; tests may name a rejected spelling to refuse it. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|graphql|html|json)$/.test(name) && !/\.(test|e2e)\.tsx?$/.test(name) ? [file] : [];
  });
}

function packageSources(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => path.join(ROOT, entry.name, 'src'))
    .filter((src) => statSync(src, { throwIfNoEntry: false })?.isDirectory())
    .flatMap(sourceFiles)
    .filter((file) => file !== SELF);
}

describe('one name for each thing', () => {
  it('scans the site: shell, every remote, shared and the API', () => {
    const scanned = new Set(packageSources().map((file) => path.relative(ROOT, file).split(path.sep)[0]));
    for (const pkg of ['shell', 'mfe-apply', 'mfe-option', 'mfe-campaign', 'mfe-area', 'shared', 'api'])
      expect(scanned).toContain(pkg);
  });

  it.each(rejectedSpellings.map(({ rejected, use }) => [rejected, use]))(
    'no page, form, mail or FAQ says 「%s」; they say 「%s」',
    (rejected) => {
      const offenders = packageSources().filter((file) => readFileSync(file, 'utf8').includes(rejected));
      expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([]);
    },
  );

  it('names the options as the catalog does', () => {
    expect(optionNames.isGamingCustom).toBe('ゲーミングカスタム');
    expect(optionNames.isGigazo).toBe('ギガぞう（公衆Wi-Fi）');
    for (const [flag, option] of Object.entries(priceCatalog.options))
      expect(optionNames[flag as keyof typeof priceCatalog.options]).toBe(option.label);
  });

  it('titles the option pages with those names', () => {
    expect(findRoute('/option/gaming-custom/')?.title).toBe('ゲーミングカスタム');
    expect(findRoute('/option/gigazo/')?.title).toBe('ギガぞう（公衆Wi-Fi）');
  });

  it('calls the number of a running contract ご契約番号, as the forms and the API do', () => {
    expect(glossary.contractNumber).toBe('ご契約番号');
  });

  it('joins names as a Japanese list', () => {
    expect(joinNames(['メッシュWi-Fi', 'DAZN'])).toBe('メッシュWi-Fi、DAZN');
  });
});
