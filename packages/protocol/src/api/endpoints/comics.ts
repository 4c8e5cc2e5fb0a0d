import { comicsCalls as c } from '../calls/comics.ts';
import {
  chapterIdRequest,
  comicAuthorRequest,
  comicAuthorResult,
  comicCategoryRequest,
  comicChapterList,
  comicChapterRequest,
  comicDetail,
  comicHome,
  comicHomeRequest,
  comicIdRequest,
  comicIsLook,
  comicListResult,
  comicMaylike,
  comicMaylikeRequest,
  comicPayResult,
  comicPics,
  comicPicsRequest,
  comicTagByIdRequest,
  comicTagByIdResult,
  comicTagListResult,
  comicTrackList,
  comicTrackRequest,
  comicTrackResult,
} from '../comics.ts';
import { listRequest } from '../list.ts';
import { endpoint } from './endpoint.ts';

/** The comics calls with their schemas (request body and `data`, plain after decryption). */
export const comicsEndpoints = {
  // Comics (issue 6).
  comicsHome: endpoint(c.comicsHome, {
    request: comicHomeRequest,
    response: comicHome,
    summary: 'Comic home: categories, featured comics and the hot/new/score rankings',
  }),
  comicsCategory: endpoint(c.comicsCategory, {
    request: comicCategoryRequest,
    response: comicListResult,
    summary: 'Comics of a category (0 = all), sorted hot/new/score',
  }),
  comicsAuthor: endpoint(c.comicsAuthor, {
    request: comicAuthorRequest,
    response: comicAuthorResult,
    summary: 'An author and their comics',
  }),
  comicsDetail: endpoint(c.comicsDetail, {
    request: comicIdRequest,
    response: comicDetail,
    summary: "A comic with its author and the caller's reading progress",
  }),
  comicsChapter: endpoint(c.comicsChapter, {
    request: comicChapterRequest,
    response: comicChapterList,
    summary: 'Chapters of a comic with access, price, unlocked and read markers',
  }),
  comicsMaylike: endpoint(c.comicsMaylike, {
    request: comicMaylikeRequest,
    response: comicMaylike,
    summary: 'Comics like this one (same category or tags)',
  }),
  comicsRecommend: endpoint(c.comicsRecommend, {
    request: comicCategoryRequest,
    response: comicListResult,
    summary: 'Recommended comics, best scored first',
  }),
  comicsTagList: endpoint(c.comicsTagList, {
    request: listRequest,
    response: comicTagListResult,
    summary: 'Comic tags, most used first',
  }),
  comicsTagListById: endpoint(c.comicsTagListById, {
    request: comicTagByIdRequest,
    response: comicTagByIdResult,
    summary: 'A tag and its comics',
  }),
  comicsPay: endpoint(c.comicsPay, {
    request: chapterIdRequest,
    response: comicPayResult,
    summary: 'Buy a paid or VIP chapter with gold (charged once; 3001 when short)',
  }),
  comicsTrackList: endpoint(c.comicsTrackList, {
    request: listRequest,
    response: comicTrackList,
    summary: 'Reading history: comics read, last read first, with the position reached',
  }),
  comicsTrack: endpoint(c.comicsTrack, {
    request: comicTrackRequest,
    response: comicTrackResult,
    summary: 'Save the reading position (chapter, page) of a comic',
  }),
  comicsChapterIsLook: endpoint(c.comicsChapterIsLook, {
    request: chapterIdRequest,
    response: comicIsLook,
    summary: 'May the caller read this chapter, and at which price',
  }),
  comicsChapterPics: endpoint(c.comicsChapterPics, {
    request: comicPicsRequest,
    response: comicPics,
    summary: 'Pages of a chapter (3003 without entitlement); records reading history',
  }),
};
