import { act, screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS, type SettingsRecord } from '@hikari/shared/domain';
import { settingsReceived } from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { modalEvent, renderShell } from '../../testing';
import { MaintenanceModal } from './maintenance-modal';
import { MaintenancePage } from './maintenance-page';
import { maintenancePeriodLabel } from './maintenance-period';

const withMaintenance = (maintenance: Partial<SettingsRecord['maintenance']>): SettingsRecord => ({
  ...DEFAULT_SETTINGS,
  maintenance: { ...DEFAULT_SETTINGS.maintenance, ...maintenance },
});

function renderModal(settings: SettingsRecord, now: string) {
  const bundle = createTestStore();
  bundle.store.dispatch(settingsReceived({ record: settings, source: 'server' }));
  return renderShell(<MaintenanceModal />, { bundle, now: new Date(now) });
}

beforeEach(() => sessionStorage.clear());

describe('MaintenanceModal', () => {
  it('appears on an open page as soon as new settings switch maintenance on', async () => {
    const { bundle } = renderModal(DEFAULT_SETTINGS, '2025-08-01T12:00:00+09:00');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => {
      bundle.store.dispatch(
        settingsReceived({
          record: withMaintenance({
            isAlwaysDisplay: true,
            text: '本日21時から翌3時までシステムメンテナンスを行います。',
          }),
          source: 'realtime',
        }),
      );
    });

    // Maintenance is on now: the notice says so, not that it is planned.
    const dialog = await screen.findByRole('alertdialog', { name: 'ただいまメンテナンス中です' });
    expect(dialog).toHaveTextContent('本日21時から翌3時までシステムメンテナンスを行います。');
    expect(within(dialog).getByRole('button', { name: '確認しました' })).toHaveFocus();
  });

  it.each([
    ['2025-09-08T23:59:59+09:00', false],
    ['2025-09-09T00:00:00+09:00', true],
    ['2025-09-11T23:59:59+09:00', true],
    ['2025-09-12T00:00:00+09:00', false],
  ])(
    'for a window 2025-09-10 to 2025-09-11, at %s it shows: %s (24 h lead, to the end of lastDate)',
    (now, shown) => {
      renderModal(withMaintenance({ firstDate: '2025-09-10', lastDate: '2025-09-11' }), now);
      expect(Boolean(screen.queryByRole('alertdialog'))).toBe(shown);
    },
  );

  it('announces a maintenance still to come, and says it is on once it has begun', async () => {
    const night = withMaintenance({ firstDate: '2025-09-10T02:00', lastDate: '2025-09-10T04:00' });
    renderModal(night, '2025-09-09T12:00:00+09:00');
    expect(await screen.findByRole('alertdialog', { name: 'メンテナンスのお知らせ' })).toHaveTextContent(
      'システムメンテナンスを予定しております',
    );
  });

  it('while maintenance is on, tells a browsing visitor that browsing and the simulation go on', async () => {
    const night = withMaintenance({ firstDate: '2025-09-10T02:00', lastDate: '2025-09-10T04:00' });
    renderModal(night, '2025-09-10T03:00:00+09:00');
    const dialog = await screen.findByRole('alertdialog', { name: 'ただいまメンテナンス中です' });
    expect(dialog).toHaveTextContent('ページの閲覧や料金シミュレーションはご利用いただけます');
    expect(dialog).not.toHaveTextContent('予定しております');
    expect(dialog).toHaveTextContent('2025年9月10日（水）2:00 ～ 2025年9月10日（水）4:00');
  });

  it('does not cover the maintenance page of a page that submits: one message at a time', () => {
    const bundle = createTestStore();
    bundle.store.dispatch(
      settingsReceived({ record: withMaintenance({ isAlwaysDisplay: true }), source: 'server' }),
    );
    renderShell(<MaintenanceModal />, {
      bundle,
      path: '/apply/terms/',
      now: new Date('2025-08-01T12:00:00+09:00'),
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('never shows for the reserve category', () => {
    renderModal(withMaintenance({ isAlwaysDisplay: true, category: 'reserve' }), '2025-08-01T12:00:00+09:00');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('prints the period in Japanese', async () => {
    renderModal(
      withMaintenance({ firstDate: '2025-09-10T01:00', lastDate: '2025-09-11' }),
      '2025-09-10T02:00:00+09:00',
    );
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '2025年9月10日（水）1:00 ～ 2025年9月11日（木）23:59',
    );
  });

  it('stays closed once confirmed, until ops announce a different maintenance', async () => {
    const { user, bundle, events } = renderModal(
      withMaintenance({ isAlwaysDisplay: true, text: 'A' }),
      '2025-08-01T12:00:00+09:00',
    );
    await user.click(screen.getByRole('button', { name: '確認しました' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(events).toContainEqual(modalEvent('close', '/', 'ただいまメンテナンス中です'));

    act(() => {
      bundle.store.dispatch(
        settingsReceived({
          record: withMaintenance({ isAlwaysDisplay: true, text: 'A' }),
          source: 'realtime',
        }),
      );
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => {
      bundle.store.dispatch(
        settingsReceived({
          record: withMaintenance({ isAlwaysDisplay: true, text: 'B' }),
          source: 'realtime',
        }),
      );
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('B');
  });
});

describe('MaintenancePage', () => {
  it('shows the settings text and offers the phone and the top page', () => {
    const bundle = createTestStore();
    bundle.store.dispatch(
      settingsReceived({
        record: withMaintenance({
          isAlwaysDisplay: true,
          text: '9月10日の終日、お申し込みを停止しています。',
        }),
        source: 'server',
      }),
    );
    renderShell(<MaintenancePage />, { bundle });
    expect(screen.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' })).toBeInTheDocument();
    expect(screen.getByText('9月10日の終日、お申し込みを停止しています。')).toBeInTheDocument();
    // What the visitor typed is not lost: the pages that submit keep their drafts in the tab.
    expect(screen.getByTestId('maintenance-draft-kept')).toHaveTextContent(
      'ご入力途中の内容は、このブラウザに残っています。',
    );
    expect(screen.getByRole('button', { name: 'お電話でのご相談' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TOPに戻る' })).toHaveAttribute('href', '/');
  });

  it('falls back to its own text when the settings give none', () => {
    renderShell(<MaintenancePage />);
    expect(screen.getByText(/ただいまシステムメンテナンスを行っております。/)).toBeInTheDocument();
  });
});

describe('maintenancePeriodLabel', () => {
  it('is null without a dated window', () => {
    expect(maintenancePeriodLabel(withMaintenance({ isAlwaysDisplay: true }))).toBeNull();
  });
});
