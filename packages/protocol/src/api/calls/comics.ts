import { defineCalls } from './define.ts';

/** Where the comics calls live (PROTOCOL §11) and how they are made; no schemas, so the web app imports it. */
export const comicsCalls = defineCalls({
  comicsHome: ['POST', '/app/comics/home', 'optional'],
  comicsCategory: ['POST', '/app/comics/category', 'optional'],
  comicsAuthor: ['POST', '/app/comics/author', 'optional'],
  comicsDetail: ['POST', '/app/comics/detail', 'optional'],
  comicsChapter: ['POST', '/app/comics/chapter', 'optional'],
  comicsMaylike: ['POST', '/app/comics/maylike', 'optional'],
  comicsRecommend: ['POST', '/app/comics/recommend', 'optional'],
  comicsTagList: ['POST', '/app/comics/tag/list', 'optional'],
  comicsTagListById: ['POST', '/app/comicsTag/listById', 'optional'],
  comicsPay: ['POST', '/app/comics/pay', 'required'],
  comicsTrackList: ['POST', '/app/comics/trackList', 'required'],
  comicsTrack: ['POST', '/app/comics/track', 'required'],
  comicsChapterIsLook: ['POST', '/app/comicsChapter/isLook', 'optional'],
  comicsChapterPics: ['POST', '/app/comicsChapter/pics', 'required'],
});
