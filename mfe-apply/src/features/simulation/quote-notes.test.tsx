import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import {
  buildPriceBreakdown,
  computeEstimate,
  priceCatalog,
  constructionCondition,
} from '@hikari/shared/domain';
import { QuoteNotes } from './components/quote-notes';

/** A stylesheet as the page gets it, its imports inlined (jsdom does not follow them). */
function stylesheetText(file: string): string {
  return readFileSync(file, 'utf8').replace(/^@import '([^']+)';$/gm, (_, imported: string) =>
    stylesheetText(path.resolve(path.dirname(file), imported)),
  );
}

// The stylesheets the page loads: the site's (shared, found through its package's
// exports, since a stylesheet import is mapped to nothing under jest) and this remote's.
function withStylesheets() {
  const shared = require.resolve('@hikari/shared/package.json');
  const siteCss = (JSON.parse(readFileSync(shared, 'utf8')) as { exports: Record<string, string> }).exports[
    './site.css'
  ];
  for (const file of [
    path.resolve(path.dirname(shared), siteCss),
    path.join(__dirname, '../../styles/apply.css'),
  ]) {
    const style = document.createElement('style');
    style.textContent = stylesheetText(file);
    document.head.append(style);
  }
}

function quoteWithConditions() {
  const { planData, campaignData } = computeEstimate(
    {
      isAreaChecked: true,
      buildingType: 0,
      selectedPlan: 'plan10G',
      baseMenu: 0,
      campaignPolicy: 'benefits',
      baseCampaign: { isChangeCP: false, isOneYear980CP: false, is50000CP: false },
    },
    new Date(),
  );
  const breakdown = buildPriceBreakdown(planData, campaignData, new Date());
  // The 開通工事費 実質無料 condition, as the quote carries it whenever the campaign waives the works.
  return { ...breakdown, conditions: [constructionCondition(priceCatalog)] };
}

describe('QuoteNotes: ご確認いただきたい条件', () => {
  afterEach(() => document.head.replaceChildren());

  it('reads as a plain list of sentences, each condition with its title', () => {
    const breakdown = quoteWithConditions();
    render(
      <section className="summary">
        <QuoteNotes breakdown={breakdown} />
      </section>,
    );
    expect(screen.getByRole('heading', { name: 'ご確認いただきたい条件' })).toBeInTheDocument();
    const list = within(screen.getByTestId('quote-conditions'));
    expect(list.queryAllByRole('term')).toHaveLength(0);
    expect(list.queryAllByRole('definition')).toHaveLength(0);
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      breakdown.conditions.map((condition) => `${condition.title}：${condition.text}`),
    );
  });

  it('is drawn left-aligned in the normal weight inside the estimate box', () => {
    withStylesheets();
    render(
      <section className="summary">
        <dl>
          <dt>月額料金（1年目）</dt>
          <dd data-testid="total">5,940円</dd>
        </dl>
        <QuoteNotes breakdown={quoteWithConditions()} />
      </section>,
    );
    // The stylesheets are in force: the totals' figures are right-aligned and bold.
    expect(getComputedStyle(screen.getByTestId('total')).textAlign).toBe('right');
    expect(getComputedStyle(screen.getByTestId('total')).fontWeight).toBe('700');
    const conditions = screen.getByTestId('quote-conditions');
    for (const element of [conditions, ...within(conditions).getAllByRole('listitem')]) {
      const style = getComputedStyle(element);
      expect(style.textAlign).not.toBe('right');
      expect(['', 'normal', '400']).toContain(style.fontWeight);
    }
  });
});
