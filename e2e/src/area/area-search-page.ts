// Page object of the area search form (/area/, /area/home/ and the widget of
// /apply/area/): role- and label-based, as a visitor finds the controls.
import type { Locator, Page, Request } from 'playwright-core';
import { readUntil } from '../support/read-until';

export interface AddressByPostalCode {
  building: 'home' | 'apartment';
  postalCode: string;
  /** The town the look-up must fill in, waited for before going on. */
  town: string;
  chome?: string;
  banchi: string;
  buildingName?: string;
}

export interface AddressBySelects {
  building: 'home' | 'apartment';
  prefecture: string;
  city: string;
  town: string;
  chome?: string;
  banchi: string;
  buildingName?: string;
}

/** A served address the seeded master knows: a home at 〒460-0008 名古屋市中区栄3丁目1-1. */
export const SAKAE_HOME: AddressByPostalCode = {
  building: 'home',
  postalCode: '460-0008',
  town: '栄',
  chome: '3',
  banchi: '1-1',
};

/** The building of that name at the same address. */
export const sakaeApartment = (buildingName: string): AddressByPostalCode => ({
  ...SAKAE_HOME,
  building: 'apartment',
  buildingName,
});

/** Opens /area/ and waits for its heading, as a visitor waits for the page. */
export async function openAreaSearch(page: Page): Promise<AreaSearchForm> {
  await page.goto('/area/');
  await page.getByRole('heading', { level: 1, name: '提供エリア検索' }).waitFor();
  return new AreaSearchForm(page);
}

export class AreaSearchForm {
  constructor(private readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label}`));
  }

  buildingRadio(building: 'home' | 'apartment'): Locator {
    return this.page.getByRole('radio', { name: building === 'home' ? /戸建て/ : /マンション・アパート/ });
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: 'この住所で検索する' });
  }

  get resultHeading(): Locator {
    return this.page.getByRole('heading', { name: '検索結果' });
  }

  /** The description next to a term of the answer's table. */
  resultRow(term: string): Locator {
    return this.page
      .locator('.area-result__row', { has: this.page.locator('dt', { hasText: term }) })
      .locator('dd');
  }

  /** Waits until a field shows the value (the postal look-up fills them asynchronously). */
  async waitForValue(label: string, value: string, timeoutMs = 10_000): Promise<void> {
    const field = this.field(label);
    const current = await readUntil(
      () => field.inputValue(),
      (read) => read === value,
      { timeoutMs },
    );
    if (current !== value) throw new Error(`${label}: expected '${value}', still '${current}'`);
  }

  async fillByPostalCode(address: AddressByPostalCode): Promise<void> {
    await this.buildingRadio(address.building).check();
    await this.field('郵便番号').fill(address.postalCode);
    await this.waitForValue('町名', address.town);
    await this.fillLines(address);
  }

  async fillBySelects(address: AddressBySelects): Promise<void> {
    await this.buildingRadio(address.building).check();
    await this.field('都道府県').selectOption(address.prefecture);
    await this.page.getByRole('option', { name: address.city, exact: true }).waitFor({ state: 'attached' });
    await this.field('市区町村').selectOption(address.city);
    await this.page.getByRole('option', { name: address.town, exact: true }).waitFor({ state: 'attached' });
    await this.field('町名').selectOption(address.town);
    await this.fillLines(address);
  }

  private async fillLines(address: { chome?: string; banchi: string; buildingName?: string }): Promise<void> {
    if (address.chome) await this.field('丁目').fill(address.chome);
    await this.field('番地').fill(address.banchi);
    if (address.buildingName) await this.field('マンション・アパート名').fill(address.buildingName);
  }

  /** Submits and waits for the answer. */
  async search(): Promise<void> {
    await this.submit.click();
    await this.resultHeading.waitFor();
  }
}

/** Counts the SearchCommufaArea requests the page sends from now on. */
export function countAreaSearches(page: Page): { readonly count: number; inputs: Record<string, unknown>[] } {
  const inputs: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as {
      query?: string;
      variables?: { input?: Record<string, unknown> };
    } | null;
    if (body?.query?.includes('SearchCommufaArea')) inputs.push(body.variables?.input ?? {});
  });
  return {
    inputs,
    get count() {
      return inputs.length;
    },
  };
}

/** The plan data the store persisted (redux-persist keeps each field JSON-encoded). */
export async function persistedPlanData(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate(() => localStorage.getItem('persist:hikari:planData'));
  if (!raw) return {};
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value) as unknown]));
}

/** The application's details in this tab's record of the customer (redux-persist, sessionStorage). */
async function customerDetails(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate(() => sessionStorage.getItem('persist:hikari:customer'));
  if (!raw) return {};
  const outer = JSON.parse(raw) as Record<string, string>;
  return JSON.parse(outer.applicationDetails ?? '{}') as Record<string, unknown>;
}

/**
 * The area answer the application relies on and the installation address it
 * answers for: one record in this tab's sessionStorage (never localStorage).
 * The store keeps a change a moment after it is made (redux-persist comes
 * with the first change to keep), so this reads the record again for up to
 * 5 s until it holds an answered address, then returns what is there.
 */
export async function persistedAreaCheck(page: Page): Promise<{
  areaData?: Record<string, unknown> | null;
  areaCheckedAddress?: Record<string, unknown> | null;
}> {
  const details = await readUntil(
    () => customerDetails(page),
    (read) => Boolean(read.areaCheckedAddress),
    { timeoutMs: 5_000 },
  );
  return {
    areaData: details.areaData as Record<string, unknown> | null,
    areaCheckedAddress: details.areaCheckedAddress as Record<string, unknown> | null,
  };
}
