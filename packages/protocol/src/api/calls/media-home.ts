import { defineCalls } from './define.ts';

/** The calls the home screen makes (sections and the feed); kept apart so the home route carries only these. */
export const mediaHomeCalls = defineCalls({
  mediaHome: ['POST', '/app/media/home', 'optional'],
  mediaRecommend: ['POST', '/app/media/recommend', 'optional'],
});
