// The domain the site starts with: what every page's frame runs on (the
// routes and remotes, the settings and maintenance, the campaign offer the
// banner shows, errors, the price catalog). The shell's start
// imports this entry (@hikari/shared/domain/core), never the whole domain:
// the quote (simulation, price breakdown, campaign combinations), the
// important matters and the application's rules load, with the rest of
// @hikari/shared/domain, when a page needs them (docs/architecture.md#shared-state).
// The same modules as in @hikari/shared/domain, which re-exports this entry.
// Also left out, since no frame runs them: the contract's terms and the
// payment methods (contract-terms.ts, payment-methods.ts), kana input
// (kana.ts), the canary policy (canary-policy.ts) and the traffic sources
// and access log (traffic-source.ts, the shell's tracking after the page); a
// shell page or the after-page code that needs one imports its own entry
// (@hikari/shared/domain/contract-terms, …/kana, …/canary-policy,
// …/traffic-source).
export * from './entities';
export * from './routes';
export * from './remotes';
export * from './japan-time';
export * from './catalog';
export * from './glossary';
export * from './campaigns';
export * from './yen';
export * from './maintenance';
export * from './maintenance-notice';
export * from './call-hours';
export * from './normalize';
export * from './plain-text';
export * from './retry-policy';
export * from './errors';
export * from './introducer-id';
export * from './campaign-offer';
export * from './installation-area';
export * from './company';
export * from './quote-terms';
export * from './canary';
export * from './cookie';
export * from './upsell-options';
export * from './headline-figure';
