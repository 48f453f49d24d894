import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRoute, formatYen, paths } from '@hikari/shared/domain';
import { planDataChanged } from '@hikari/shared/store';
import { readyStore, renderPage } from '@hikari/shared/testing';
import { setWariPageOf, setWariPages } from '../../../content/set-wari-pages';
import { SetWariPage } from './set-wari-page';

describe.each(setWariPages.map((page) => [page.path, page] as const))('SetWariPage %s', (path, content) => {
  it('has the route title as its one h1 and lists the discount of every tier', async () => {
    await renderPage(<SetWariPage path={path} />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(findRoute(path)?.title ?? 'missing');
    for (const tier of content.tiers) {
      expect(
        screen.getByRole('row', { name: new RegExp(tier.label.replace(/[()（）]/g, '.')) }),
      ).toHaveTextContent(formatYen(tier.perLine));
    }
  });

  it('multiplies the chosen tier by the number of lines, up to the maximum', async () => {
    const user = userEvent.setup();
    await renderPage(<SetWariPage path={path} />, { path });
    const total = screen.getByRole('status', { name: '毎月の割引額の合計' });
    const [top, low] = content.tiers;
    expect(total).toHaveTextContent(formatYen(top.perLine));

    await user.click(screen.getByRole('radio', { name: new RegExp(low.label.replace(/[()（）]/g, '.')) }));
    await user.selectOptions(screen.getByRole('combobox', { name: /割引を受ける回線数/ }), '3回線');
    expect(total).toHaveTextContent(formatYen(3 * low.perLine));
    expect(screen.getByText(`1年間で${formatYen(3 * low.perLine * 12)}おトクです。`)).toBeInTheDocument();

    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(content.maxLines);
    expect(options.at(-1)).toBe(`${content.maxLines}回線`);
  });
});

describe('SetWariPage eligibility', () => {
  it('needs net + phone: net only is out, adding phone makes it apply', async () => {
    const bundle = await readyStore();
    await renderPage(<SetWariPage path={paths.setWariSmartValue} />, {
      path: paths.setWariSmartValue,
      bundle,
    });
    const status = screen.getByRole('region', { name: '現在のシミュレーションでの判定' });
    expect(status).toHaveTextContent('（10ギガプラン（戸建て）・インターネットのみ）では対象外です');

    act(() => {
      bundle.store.dispatch(planDataChanged({ baseMenu: 1, isPhone: true }));
    });
    expect(status).toHaveTextContent('（10ギガプラン（戸建て）・インターネット＋光電話）では対象です');
    expect(status).toHaveTextContent(setWariPageOf(paths.setWariSmartValue).carrier);
  });
});
