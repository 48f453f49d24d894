import { within } from '@testing-library/react';

/** Each named link inside `container` points to its path. */
export function expectLinks(
  container: HTMLElement,
  links: readonly (readonly [name: string, href: string])[],
) {
  for (const [name, href] of links) {
    expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
  }
}
