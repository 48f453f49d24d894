// A route of the route table as a visitor opens it in the built site.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { NOT_FOUND_HEADING, SITE_NAME, type RouteEntry } from '@hikari/shared/domain';

/**
 * Opens `route` and checks it shows its own page: one h1 with the route's
 * title, the document title, and not the 404 page.
 */
export async function openOwnPage(page: Page, route: Pick<RouteEntry, 'path' | 'title'>): Promise<void> {
  await page.goto(route.path);
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.filter({ hasText: route.title }).waitFor();
  assert.equal(await h1.count(), 1, `${route.path}: one h1`);
  assert.equal(await page.title(), `${route.title} | ${SITE_NAME}`, `${route.path}: document title`);
  assert.equal(await page.getByText(NOT_FOUND_HEADING).count(), 0, `${route.path}: not the 404 page`);
}
