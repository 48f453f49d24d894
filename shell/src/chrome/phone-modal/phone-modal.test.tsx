import { screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@hikari/shared/domain';
import { phoneModalOpened, settingsReceived } from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { modalEvent, renderShell } from '../../testing';
import { PhoneModal } from './phone-modal';

function openModalAt(
  now: string,
  callTime = DEFAULT_SETTINGS.callTime,
  pickupId = DEFAULT_SETTINGS.pickupId,
) {
  const bundle = createTestStore();
  bundle.store.dispatch(
    settingsReceived({ record: { ...DEFAULT_SETTINGS, callTime, pickupId }, source: 'server' }),
  );
  bundle.store.dispatch(phoneModalOpened());
  return renderShell(<PhoneModal />, { bundle, now: new Date(now), path: '/faq/' });
}

describe('PhoneModal', () => {
  it('shows the display hours and the pickup code from the settings, focused on its close button', async () => {
    openModalAt(
      '2025-08-01T12:00:00+09:00',
      { displayFirstTime: 9, displayLastTime: 20, telFirstTime: 9, telLastTime: 21 },
      305,
    );
    const dialog = await screen.findByRole('dialog', { name: 'お電話でのご相談' });
    expect(within(dialog).getByText('9:00～20:00')).toBeInTheDocument();
    expect(within(dialog).getByText('305')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus();
  });

  it('offers the call link within the hours it shows', async () => {
    openModalAt('2025-08-01T17:30:00+09:00');
    const dialog = await screen.findByRole('dialog', { name: 'お電話でのご相談' });
    // The name holds the visible number (WCAG 2.5.3).
    expect(within(dialog).getByRole('link', { name: /^電話をかける：\s*0120-000-111$/ })).toHaveAttribute(
      'href',
      'tel:0120000111',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('ただいまお電話を受け付けています。');
  });

  it('says it is outside the hours at 18:30, when it shows 10:00～18:00 (one definition of the hours)', async () => {
    openModalAt('2025-08-01T18:30:00+09:00');
    const dialog = await screen.findByRole('dialog', { name: 'お電話でのご相談' });
    expect(within(dialog).getByText('10:00～18:00')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByText('0120-000-111')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('ただいま受付時間外です');
  });

  it('uses the default hours (10-18, tel 10-19) and pickupId 218 before any settings arrive', async () => {
    const bundle = createTestStore();
    bundle.store.dispatch(phoneModalOpened());
    renderShell(<PhoneModal />, { bundle });
    const dialog = await screen.findByRole('dialog', { name: 'お電話でのご相談' });
    expect(within(dialog).getByText('10:00～18:00')).toBeInTheDocument();
    expect(within(dialog).getByText('218')).toBeInTheDocument();
  });

  it('closes on its close button and tracks the closing', async () => {
    const { user, events } = openModalAt('2025-08-01T12:00:00+09:00');
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events).toContainEqual(modalEvent('close', '/faq/', 'お電話でのご相談'));
  });

  it('closes on Escape', async () => {
    const { user } = openModalAt('2025-08-01T12:00:00+09:00');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
