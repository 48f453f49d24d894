import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderShell } from '../testing';
import { ROUTE_FOCUS_ATTRIBUTE, useScrollOnNavigation } from './use-scroll-on-navigation';

/** A remote's page: its heading arrives a moment after the navigation. */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>料金プラン</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      読み込み完了
    </button>
  );
}

function Site() {
  useScrollOnNavigation();
  return (
    <>
      <nav>
        <Link to="/faq/">よくあるご質問</Link>
        <Link to="/plan/">料金プラン</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>トップ</h1>} />
          <Route path="/faq/" element={<h1>よくあるご質問</h1>} />
          <Route path="/plan/" element={<LatePage />} />
        </Routes>
      </main>
    </>
  );
}

beforeAll(() => {
  window.scrollTo = jest.fn();
});

describe('focus after a navigation', () => {
  it('leaves the first page of a visit to the browser', () => {
    renderShell(<Site />);
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new page's h1, marked as moved by the page change so no frame is drawn", async () => {
    const { user } = renderShell(<Site />);
    await user.click(screen.getByRole('link', { name: 'よくあるご質問' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'よくあるご質問' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute(ROUTE_FOCUS_ATTRIBUTE);
    expect(heading).toHaveAttribute('tabindex', '-1');

    // The next Tab goes on from the heading; the mark and the borrowed tabindex go with the focus.
    await user.tab();
    expect(heading).not.toHaveAttribute(ROUTE_FOCUS_ATTRIBUTE);
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('holds focus on the main area until a late heading arrives, then moves it there', async () => {
    const { user } = renderShell(<Site />);
    await user.click(screen.getByRole('link', { name: '料金プラン' }));
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute(ROUTE_FOCUS_ATTRIBUTE);

    // The remote's content arrives (a click that does not move focus stands in for the download).
    act(() => screen.getByRole('button', { name: '読み込み完了' }).click());
    expect(main).toHaveFocus();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByRole('heading', { level: 1, name: '料金プラン' })).toHaveFocus();
  });

  it('does not take focus back from where the visitor moved it while the page loaded', async () => {
    const { user } = renderShell(<Site />);
    await user.click(screen.getByRole('link', { name: '料金プラン' }));
    const button = screen.getByRole('button', { name: '読み込み完了' });
    button.focus();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(button).toHaveFocus();
  });
});
