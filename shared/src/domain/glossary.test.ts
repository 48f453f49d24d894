import { readFileSync } from 'node:fs';
import path from 'node:path';
import { priceCatalog } from './catalog';
import { glossary, joinNames, optionNames, rejectedSpellings } from './glossary';
import { findRoute } from './routes';
import { repositoryPath, siteSourceFiles } from '../testing/site-sources';

const SELF = path.join(__dirname, 'glossary.ts');

/** The source and copy files a visitor's text can come from; tests may name a rejected spelling to refuse it. */
function packageSources(): string[] {
  return siteSourceFiles().filter((file) => file !== SELF);
}

describe('one name for each thing', () => {
  it('scans the site: shell, every remote, shared and the API', () => {
    const scanned = new Set(packageSources().map((file) => repositoryPath(file).split('/')[0]));
    for (const pkg of ['shell', 'mfe-apply', 'mfe-option', 'mfe-campaign', 'mfe-area', 'shared', 'api'])
      expect(scanned).toContain(pkg);
  });

  it.each(rejectedSpellings.map(({ rejected, use }) => [rejected, use]))(
    'no page, form, mail or FAQ says 「%s」; they say 「%s」',
    (rejected) => {
      const offenders = packageSources().filter((file) => readFileSync(file, 'utf8').includes(rejected));
      expect(offenders.map(repositoryPath)).toEqual([]);
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
