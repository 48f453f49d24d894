// Test harness for shell components: the one store, a router, a fixed clock
// and an analytics sink that records what was sent.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AppStoreBundle } from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { ClockProvider } from '../services/clock';
import { AnalyticsProvider, type AnalyticsEvent, type ClickArea } from '../services/tracking';

export interface RenderShellOptions {
  /** Default '/'. */
  path?: string;
  /** Default: a fresh test store. */
  bundle?: AppStoreBundle;
  /** Default: 2025-08-01 12:00 Japan time. */
  now?: Date | (() => Date);
  /** A container holding the page's server HTML: hydrated instead of rendered. */
  hydrate?: HTMLElement;
}

export const DEFAULT_TEST_NOW = new Date('2025-08-01T12:00:00+09:00');

/** The router's current path, for tests that follow a link. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** The providers every shell component runs in, and what its analytics sink recorded. */
function shellProviders(options: RenderShellOptions) {
  const { path = '/', bundle = createTestStore(), now = DEFAULT_TEST_NOW } = options;
  const clock = typeof now === 'function' ? now : () => now;
  const events: AnalyticsEvent[] = [];
  const sink = { send: (event: AnalyticsEvent) => void events.push(event) };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={bundle.store}>
        <ClockProvider clock={clock}>
          <AnalyticsProvider sink={sink}>
            <MemoryRouter initialEntries={[path]}>
              {children}
              <LocationProbe />
            </MemoryRouter>
          </AnalyticsProvider>
        </ClockProvider>
      </Provider>
    );
  }
  return { Wrapper, bundle, events };
}

export function renderShell(ui: ReactElement, options: RenderShellOptions = {}) {
  const { Wrapper, bundle, events } = shellProviders(options);
  const user = userEvent.setup();
  const rendered = options.hydrate
    ? render(ui, { wrapper: Wrapper, container: options.hydrate, hydrate: true })
    : render(ui, { wrapper: Wrapper });
  return { ...rendered, bundle, events, user };
}

/**
 * The HTML the prerenderer writes for a shell component (what renderShell's
 * `hydrate` takes). The prerenderer (react-dom/static) waits for whatever
 * suspends; renderToString does not, so the component is rendered again,
 * after a pause, until no Suspense boundary was left to the browser
 * (`<!--$!-->`). (react-dom/static itself would leave its contexts set in this
 * one process, where the browser's renderer then finds them.)
 */
export async function renderShellToString(
  ui: ReactElement,
  options: RenderShellOptions = {},
): Promise<string> {
  const { Wrapper } = shellProviders(options);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const html = renderToString(<Wrapper>{ui}</Wrapper>);
    if (!html.includes('<!--$!-->')) return html;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the component kept suspending for a second');
}

/** What a tracked click sends to the analytics sink. */
export function clickEvent(area: ClickArea, target: string, label: string): AnalyticsEvent {
  return { type: 'click', area, target, label };
}

/** What opening or closing a tracked modal sends to the analytics sink. */
export function modalEvent(action: 'open' | 'close', target: string, label: string): AnalyticsEvent {
  return { type: 'modal', action, target, label };
}
