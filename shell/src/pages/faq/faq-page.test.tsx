import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAYMENT_TYPES,
  PAYMENT_TYPE_LABELS,
  contractTerms,
  feeLabels,
  formatYen,
  paths,
  priceCatalog,
} from '@hikari/shared/domain';
import { renderWithStore } from '@hikari/shared/testing';
import { buildFaq, type FaqCategoryId } from '../../content/faq';
import FaqPage from './faq-page';
import { indexFaq, searchFaq } from './faq-search';

const REQUIRED_CATEGORIES: FaqCategoryId[] = [
  'area',
  'plans',
  'application',
  'installation',
  'campaigns',
  'options',
  'changes',
  'trouble',
];

function questions(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('details.faq-item'));
}

describe('FaqPage', () => {
  it('has at least 30 questions spread over every category', () => {
    renderWithStore(<FaqPage />, { path: paths.faq });
    expect(questions().length).toBeGreaterThanOrEqual(30);
    const faq = buildFaq();
    expect(faq.map((category) => category.id)).toEqual(REQUIRED_CATEGORIES);
    for (const category of faq) {
      const section = screen.getByRole('region', { name: category.title });
      expect(within(section).getAllByRole('group').length).toBe(category.items.length);
      expect(category.items.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('says 安心サポートPlus is chosen by the visitor, unticked at first, with its catalog price and free months', () => {
    renderWithStore(<FaqPage />, { path: paths.faq });
    const anshin = priceCatalog.options.isAnshinSupport;
    const item = document.querySelector<HTMLElement>('[data-faq-id="plans-anshin"]') as HTMLElement;
    expect(item).toHaveTextContent(
      `${anshin.label}はご希望の方がお選びいただく有料のオプションで、月額${formatYen(anshin.monthly)}`,
    );
    expect(item).toHaveTextContent(`最初の${anshin.freeMonthsWithLine}ヶ月は無料`);
    expect(item).toHaveTextContent('料金シミュレーションでは選択されていない状態から始まります');
    expect(item).not.toHaveTextContent(/最初から選択|選択を外して/);
  });

  it('offers as payment what the application form offers: two kinds of 口座振替, no credit card', () => {
    renderWithStore(<FaqPage />, { path: paths.faq });
    const item = document.querySelector<HTMLElement>('[data-faq-id="plans-payment"]') as HTMLElement;
    expect(PAYMENT_TYPES).toEqual(['bank', 'paper']);
    for (const type of PAYMENT_TYPES) expect(item).toHaveTextContent(`「${PAYMENT_TYPE_LABELS[type]}」`);
    expect(item).toHaveTextContent('お支払いは口座振替です。');
    expect(item).toHaveTextContent('クレジットカードでのお支払いには対応していません。');
    expect(item).not.toHaveTextContent('クレジットカードからお選びいただけます');
  });

  // docs/business-rules.md#contract-terms: the answers state the terms in the words of the contract document.
  it.each([
    ['plans-term', `${contractTerms.contractPeriod()}${contractTerms.earlyTermination()}`],
    ['plans-payment', contractTerms.paymentMethods],
    ['application-cancel', contractTerms.coolingOffHow],
    ['installation-presence', contractTerms.worksAttendance],
    ['installation-day', contractTerms.worksDay],
    ['campaigns-cashback', contractTerms.cashBackPayment],
  ])('answers %s with the terms of the contract', (id, statement) => {
    renderWithStore(<FaqPage />, { path: paths.faq });
    const item = document.querySelector<HTMLElement>(`[data-faq-id="${id}"]`) as HTMLElement;
    expect(item).toHaveTextContent(statement);
  });

  it('filters the questions as the visitor types and announces the count politely', async () => {
    const user = userEvent.setup();
    renderWithStore(<FaqPage />, { path: paths.faq });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const total = questions().length;

    await user.type(screen.getByRole('searchbox', { name: 'キーワードで探す' }), '解約');

    const expected = searchFaq(indexFaq(buildFaq()), '解約').count;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(total);
    expect(questions()).toHaveLength(expected);
    const said = `「解約」に一致するご質問が${expected}件見つかりました。`;
    expect(screen.getByTestId('faq-count')).toHaveTextContent(said);
    await waitFor(() => expect(status).toHaveTextContent(said));
    expect(screen.queryByText('Wi-Fiのパスワードが分かりません。')).not.toBeInTheDocument();
  });

  it('shows above the list the count of the list, at every keystroke', async () => {
    const user = userEvent.setup();
    renderWithStore(<FaqPage />, { path: paths.faq });
    const box = screen.getByRole('searchbox', { name: 'キーワードで探す' });
    // 宇宙 finds nothing, then the visitor replaces it with かいやく one kana at a time.
    await user.type(box, '宇宙');
    expect(screen.getByTestId('faq-count')).toHaveTextContent(
      '「宇宙」に一致するご質問は見つかりませんでした。',
    );
    await user.clear(box);
    let typed = '';
    for (const kana of 'かいやく') {
      typed += kana;
      await user.type(box, kana);
      const shown = questions().length;
      expect(screen.getByTestId('faq-count')).toHaveTextContent(
        shown === 0
          ? `「${typed}」に一致するご質問は見つかりませんでした。`
          : `「${typed}」に一致するご質問が${shown}件見つかりました。`,
      );
    }
    // The whole word, typed in kana, finds the answers written 解約.
    expect(questions().length).toBeGreaterThan(0);
    expect(screen.getByText('解約するときに、どんな費用がかかりますか？')).toBeInTheDocument();
  });

  it('says so when nothing matches, and shows everything again after clearing', async () => {
    const user = userEvent.setup();
    renderWithStore(<FaqPage />, { path: paths.faq });
    const total = questions().length;
    const box = screen.getByRole('searchbox', { name: 'キーワードで探す' });

    await user.type(box, '宇宙旅行');
    expect(questions()).toHaveLength(0);
    expect(screen.getByTestId('faq-count')).toHaveTextContent(
      '「宇宙旅行」に一致するご質問は見つかりませんでした。',
    );
    expect(screen.getByRole('link', { name: 'サポート窓口のページへ' })).toHaveAttribute(
      'href',
      paths.support,
    );

    await user.click(screen.getByRole('button', { name: '入力を消す' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(questions()).toHaveLength(total);
  });

  it('quotes prices from the catalog in its answers', () => {
    renderWithStore(<FaqPage />, { path: paths.faq });
    const price = screen.getByText('月額料金はいくらですか？').closest('details') as HTMLElement;
    expect(price).toHaveTextContent(`月額${formatYen(priceCatalog.plans.home.plan10G.monthly)}`);
    expect(price).toHaveTextContent(`月額${formatYen(priceCatalog.plans.apartment.plan1G.monthly)}`);
    const holiday = screen
      .getByText('土日や祝日に工事をしてもらえますか？')
      .closest('details') as HTMLElement;
    expect(holiday).toHaveTextContent(
      `${feeLabels.holidayInstallation}${formatYen(priceCatalog.fees.holidayInstallation)}`,
    );
    const cancel = screen
      .getByText('解約するときに、どんな費用がかかりますか？')
      .closest('details') as HTMLElement;
    expect(cancel).toHaveTextContent(formatYen(priceCatalog.fees.removalNet));
    expect(cancel).toHaveTextContent(formatYen(priceCatalog.fees.removalTV));
  });
});
