// The phone of the issue 22 journeys (what a new user saw): one browser per describe, a new guest
// per page, the theme back to the default afterwards, and any page error fails its test.
import type { Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { admin, usePhone } from './browser';

export function useNewUserPhone() {
  const phone = usePhone({ afterAll: () => admin('PUT', 'settings/theme', { value: 1 }) });
  // Page errors fail the test that caused them, so a blank or error screen explains itself.
  const errors: string[] = [];
  /** Counts `page`'s uncaught errors against the running test. */
  const watch = (page: Page) => {
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  };
  const newPage = async () => {
    const opened = await phone.newPage();
    watch(opened.page);
    return opened;
  };
  afterEach(() => {
    const seen = errors.splice(0);
    expect(seen).toEqual([]);
  });
  return { newPage, watch };
}
