import { type FirstScreens, parseFirstScreens } from '@lld/protocol/first-screens';
import { readWhenChanged } from './spa-index.ts';

const NONE: FirstScreens = {};

/**
 * The landing screens' files (the web build's first-screens.json), read again only when the file
 * changes (a new build); empty when there is none or it is not JSON.
 */
export function firstScreensFile(file: string): () => FirstScreens {
  const read = readWhenChanged(file, parseFirstScreens);
  return () => read() ?? NONE;
}
