import { act, screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS, contractTerms, optionNames, paths } from '@hikari/shared/domain';
import { UPSELL_OPTION_FLAGS } from '@hikari/shared/forms';
import { settingsReceived } from '@hikari/shared/store';
import { renderWithStore } from '@hikari/shared/testing';
import { expectLinks } from '../../testing';
import SupportPage from './support-page';

describe('SupportPage', () => {
  // docs/business-rules.md#contract-terms: 初期契約解除 is asked for at the support centre.
  it('tells when and how to ask for 初期契約解除, in the words of the contract document', () => {
    renderWithStore(<SupportPage />, { path: paths.support });
    const section = screen.getByRole('region', { name: '解約をご希望の方' });
    for (const statement of [
      contractTerms.coolingOffPeriod(),
      contractTerms.coolingOffHow,
      contractTerms.coolingOffCharges,
    ])
      expect(within(section).getByText(statement)).toBeInTheDocument();
  });

  it('links current customers to transfer, appointments and option orders', () => {
    renderWithStore(<SupportPage />, { path: paths.support });
    const web = screen.getByRole('region', { name: 'Webでできるお手続き' });
    expectLinks(web, [
      ['移転・名義変更のお手続き', paths.transfer],
      ['工事日・ご訪問のご予約', paths.contact],
      ['オプションの追加', paths.optionApply],
    ]);
  });

  it('names as addable online exactly the options /option/apply/ accepts', () => {
    renderWithStore(<SupportPage />, { path: paths.support });
    const card = screen.getByRole('link', { name: 'オプションの追加' }).closest('li') as HTMLElement;
    // What the option application's schema accepts, in its order.
    const accepted = UPSELL_OPTION_FLAGS.map((flag) => optionNames[flag]);
    expect(within(card).getByText(/をあとから追加できます。$/)).toHaveTextContent(
      `${accepted.join('、')}をあとから追加できます。`,
    );
    expect(accepted).toEqual(expect.arrayContaining(['メッシュWi-Fi', 'ギガぞう（公衆Wi-Fi）', 'DAZN']));
    // Added by phone, with works or a plan choice: not on the web form.
    for (const notOnline of ['光電話', '光テレビ', 'Netflix']) expect(card).not.toHaveTextContent(notOnline);
  });

  it('asks callers for their ご契約番号, the name the forms use', () => {
    renderWithStore(<SupportPage />, { path: paths.support });
    const prepare = screen.getByRole('region', { name: 'お問い合わせの前にご用意いただくもの' });
    expect(within(prepare).getByText(/^ご契約番号（/)).toBeInTheDocument();
    expect(prepare).not.toHaveTextContent('お客さま番号');
  });

  it('shows the published call hours of the settings, the defaults until they arrive', () => {
    const { store } = renderWithStore(<SupportPage />, { path: paths.support });
    const { displayFirstTime, displayLastTime } = DEFAULT_SETTINGS.callTime;
    const desk = screen.getByTestId('phone-tel');
    expect(desk).toHaveTextContent(`受付時間 ${displayFirstTime}:00～${displayLastTime}:00`);
    expect(screen.getByTestId('phone-always')).toHaveTextContent('受付時間 24時間365日');

    act(() => {
      store.dispatch(
        settingsReceived({
          record: {
            ...DEFAULT_SETTINGS,
            callTime: { ...DEFAULT_SETTINGS.callTime, displayFirstTime: 9, displayLastTime: 20 },
          },
          source: 'server',
        }),
      );
    });
    expect(desk).toHaveTextContent('受付時間 9:00～20:00');
  });

  it('walks through the troubleshooting steps in order, ending with the fault line', () => {
    renderWithStore(<SupportPage />, { path: paths.support });
    const trouble = screen.getByRole('region', { name: 'インターネットにつながらないとき' });
    const steps = within(trouble).getAllByRole('heading', { level: 3 });
    expect(steps.map((h) => h.textContent)).toEqual([
      '機器のランプを確かめる',
      '機器を再起動する',
      'ケーブルを確かめる',
      'ほかの機器で試す',
      '故障受付窓口へ連絡する',
    ]);
    expect(within(trouble).getByRole('link', { name: /^0120-/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:0120/),
    );
  });
});
