import { defineCalls } from './define.ts';

/** Saved positions across devices (issue 21): the "continue" shelf. Ours: the spec is silent. */
export const progressCalls = defineCalls({
  progressSync: ['POST', '/app/progress/sync', 'required'],
  progressList: ['POST', '/app/progress/list', 'required'],
});
