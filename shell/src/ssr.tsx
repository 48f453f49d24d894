// The shell's Node build (tools/webpack/create-server-config.ts), used only by
// the prerenderer (tools/site/prerender.ts). It renders a route inside the
// shell's own layout with react-dom's static prerender, which waits for every
// lazy page; a remote's page comes from the remote's Node build, whose
// singletons (React, the router, the store, @hikari/shared) are the ones
// bundled here (`requireShared`), as the federation shares them in the browser.
import * as reduxToolkit from '@reduxjs/toolkit';
import * as formik from 'formik';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
// The whole module, for the remotes' Node builds (which use the shared store's hooks, not these).
// eslint-disable-next-line no-restricted-imports
import * as reactRedux from 'react-redux';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';
import * as redux from 'redux';
import * as reduxPersist from 'redux-persist';
import * as yup from 'yup';
import * as sharedApi from '@hikari/shared/api';
import * as sharedDomain from '@hikari/shared/domain';
import * as sharedFormUi from '@hikari/shared/form-ui';
import * as sharedForms from '@hikari/shared/forms';
import * as sharedStore from '@hikari/shared/store';
import * as sharedUi from '@hikari/shared/ui';
import { App } from './app/app';
import { provideRemotePages } from './remotes/remote-loading/remotes';

const SHARED: Record<string, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  'react-router-dom': reactRouterDom,
  'react-redux': reactRedux,
  '@reduxjs/toolkit': reduxToolkit,
  redux,
  'redux-persist': reduxPersist,
  formik,
  yup,
  '@hikari/shared/api': sharedApi,
  '@hikari/shared/domain': sharedDomain,
  '@hikari/shared/form-ui': sharedFormUi,
  '@hikari/shared/forms': sharedForms,
  '@hikari/shared/store': sharedStore,
  '@hikari/shared/ui': sharedUi,
};

/** The `require` a remote's Node build is evaluated with: the singletons of this build. */
export function requireShared(request: string): unknown {
  if (!(request in SHARED)) throw new Error(`the shell's Node build does not provide "${request}"`);
  return SHARED[request];
}

/** What a remote's Node build exports (its src/ssr.tsx). */
export interface RemoteServerModule {
  /** Its exposed modules by federation name ('./routes'). */
  exposes: Record<string, () => Promise<unknown>>;
}

export type RemoteServerModules = Partial<Record<sharedUi.RemoteName, RemoteServerModule>>;

export interface RenderOptions {
  /** The instant the page is rendered at (the clock of banners and call hours). */
  at: Date;
  /** The Node builds of the remotes whose pages may be rendered. */
  remotes: RemoteServerModules;
}

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  markup: string;
  /** 200 for a route of the table, 404 for the error page. */
  status: number;
  /** What the page's RENDERED_HEADLINE_META says: the banner's figure in yen, which the browser hydrates with. */
  headline: string;
}

/** The banner's headline for the offer, instant and address the page renders with: found here, on the server. */
function headlineOf(bundle: sharedStore.AppStoreBundle, at: Date): string {
  const state = bundle.store.getState();
  const offer = sharedStore.selectCampaignOffer(state);
  const address = sharedStore.selectCampaignAddress(state);
  return String(sharedDomain.campaignHeadline(offer, at, address).maxCashBack);
}

let remotesInstalled = false;

async function installRemotes(remotes: RemoteServerModules): Promise<void> {
  if (remotesInstalled) return;
  remotesInstalled = true;
  for (const [name, mod] of Object.entries(remotes) as [sharedUi.RemoteName, RemoteServerModule][]) {
    const routesLoader = mod.exposes['./routes'];
    if (routesLoader) provideRemotePages(name, (await routesLoader()) as sharedUi.RemoteRoutesModule);
  }
  // No remote loader: a module one remote embeds from another (mfe-apply and the area-search
  // widget) is drawn in the browser only, so a page's HTML depends on its owner's version alone.
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream) {
    text +=
      typeof chunk === 'string' ? chunk : decoder.decode(chunk as unknown as Uint8Array, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Renders the page at `url` (a path of the route table, or any other path for
 * the 404 page); with `failed`, the generic error page in the layout.
 */
export async function renderPage(
  url: string,
  options: RenderOptions & { failed?: boolean },
): Promise<RenderedPage> {
  await installRemotes(options.remotes);
  sharedUi.setRenderedAt(options.at);
  const bundle = sharedStore.getAppStore();
  const headline = headlineOf(bundle, options.at);
  sharedUi.setRenderedHeadline(headline);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <App
      bundle={bundle}
      Router={({ children }) => (
        <reactRouterDom.MemoryRouter initialEntries={[url]}>{children}</reactRouterDom.MemoryRouter>
      )}
      failed={options.failed}
      clock={() => options.at}
      analytics={{ send: () => undefined }}
    />,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline in the HTML: no boundary is outlined and completed by an inline
      // script (the CSP forbids them, and the page is complete anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const markup = await streamToString(prelude);
  if (errors.length > 0) {
    throw new Error(`${url} failed to render: ${errors.map((e) => String(e)).join('; ')}`);
  }
  return {
    markup,
    status: options.failed ? 500 : sharedDomain.findRoute(url) ? 200 : 404,
    headline,
  };
}

export { routeTable, findRoute, SITE_NAME } from '@hikari/shared/domain';
