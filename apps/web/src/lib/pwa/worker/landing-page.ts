// The page the worker answers a navigation with: its precached index.html, plus the landing
// screen's files for that path, as the server writes them into the page it serves
// (@lld/protocol/first-screens). Without them a returning visitor's entry appended the screen's
// two dozen <link>s itself at start-up (~80 ms of main thread at 4x CPU on the play page) and the
// chunks were asked for only once the entry had run.

import {
  type FirstScreens,
  firstScreenOf,
  parseFirstScreens,
  withFirstScreen,
} from '@lld/protocol/first-screens';
import { withBody } from './page-response';

/**
 * `response` (the precached index.html) with `files` linked in its head. Anything else (no files,
 * not a 200 HTML answer) is passed on untouched.
 */
export async function withLandingLinks(
  response: Response,
  files: readonly string[] | undefined,
): Promise<Response> {
  if (!files || files.length === 0 || response.status !== 200) return response;
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  return withBody(response, withFirstScreen(await response.text(), files));
}

/**
 * The landing screens' table of this worker's build, read once from its precache (`read` gives
 * the precached first-screens.json). A missing or broken file means no links, and is read again
 * at the next navigation.
 */
export function landingTable(
  read: () => Promise<Response | undefined>,
): (pathname: string) => Promise<readonly string[] | undefined> {
  let table: Promise<FirstScreens | null> | null = null;
  const load = async (): Promise<FirstScreens | null> => {
    try {
      const res = await read();
      return res ? parseFirstScreens(await res.text()) : null;
    } catch {
      return null;
    }
  };
  return async (pathname) => {
    table ??= load();
    const screens = await table;
    if (!screens) table = null;
    return screens ? firstScreenOf(screens, pathname) : undefined;
  };
}
