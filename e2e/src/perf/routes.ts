/** The routes a visitor lands on, measured by the benchmarks (LH_ROUTES=/,/faq/ overrides). */
export const MEASURED_ROUTES = process.env.LH_ROUTES
  ? process.env.LH_ROUTES.split(',')
  : ['/', '/campaign/', '/apply/form/', '/area/', '/option/', '/faq/'];
