import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCampaign } from '@hikari/shared/domain';
import { planDataChanged } from '@hikari/shared/store';
import { createTestStore, renderWithStore } from '@hikari/shared/testing';
import { campaignBrowseSlice } from '../state/campaign-browse-slice';
import { CampaignListPage } from './campaign-list-page';

describe('CampaignListPage', () => {
  it('filters the campaigns by category', async () => {
    renderWithStore(<CampaignListPage />, { slices: [campaignBrowseSlice], path: '/campaign/' });
    expect(screen.getByRole('heading', { name: '50,000円キャッシュバック' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '月額割引' }));

    expect(screen.getByRole('button', { name: '月額割引' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: '50,000円キャッシュバック' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: getCampaign('isOneYear980CP').name })).toBeInTheDocument();
  });

  it('marks 10G-only campaigns as not available for a 1G choice made elsewhere', () => {
    const bundle = createTestStore();
    bundle.store.dispatch(planDataChanged({ selectedPlan: 'plan1G' }));
    renderWithStore(<CampaignListPage />, { slices: [campaignBrowseSlice], bundle });

    expect(screen.getByTestId('campaign-plan')).toHaveTextContent('1ギガ');
    const video = screen.getByRole('heading', { name: '10G＋動画配信プレミアム特典' }).closest('li');
    expect(video).toHaveTextContent('1ギガプランは対象外です（10ギガプランのみ）');
  });

  it('describes each campaign with the sentence of its definition, amount included', () => {
    renderWithStore(<CampaignListPage />, { slices: [campaignBrowseSlice], path: '/campaign/' });
    const card = screen.getByRole('heading', { name: '50,000円キャッシュバック' }).closest('li');
    expect(card).toHaveTextContent(getCampaign('is50000CP').description);
    const change = screen.getByRole('heading', { name: '乗り換えキャンペーン' }).closest('li');
    expect(change).toHaveTextContent(getCampaign('isChangeCP').description);
  });

  it('does not list a campaign whose period has ended (Japan time), and lists it while it runs', () => {
    const title = getCampaign('isOriginalAddCP').name;
    const at = (iso: string) => {
      jest.useFakeTimers({ now: new Date(iso), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
      return renderWithStore(<CampaignListPage />, { slices: [campaignBrowseSlice], path: '/campaign/' });
    };
    try {
      const after = at('2025-09-30T00:00:00+09:00');
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '50,000円キャッシュバック' })).toBeInTheDocument();
      after.unmount();

      at('2025-09-29T23:59:00+09:00');
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
