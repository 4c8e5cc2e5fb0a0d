import { novelsCalls as c } from '../calls/novels.ts';
import {
  bookChapterContent,
  bookChapterRequest,
  bookDetail,
  bookDetailRequest,
  bookIsLook,
  bookList,
  bookListRequest,
  bookPayResult,
  bookTrackRequest,
  bookTrackResult,
} from '../novels.ts';
import { endpoint } from './endpoint.ts';

/** The novels calls with their schemas (request body and `data`, plain after decryption). */
export const novelsEndpoints = {
  // Novels and audio books (issue 6).
  novelList: endpoint(c.novelList, {
    request: bookListRequest,
    response: bookList,
    summary: 'Novels (kind text) or audio books (kind audio), most read first',
  }),
  novelDetail: endpoint(c.novelDetail, {
    request: bookDetailRequest,
    response: bookDetail,
    summary: "A novel or audio book with every chapter (access, price, unlocked) and the caller's progress",
  }),
  novelChapter: endpoint(c.novelChapter, {
    request: bookChapterRequest,
    response: bookChapterContent,
    summary: 'Text of a chapter or the file of a track (3003 without entitlement); records history',
  }),
  novelIsLook: endpoint(c.novelIsLook, {
    request: bookChapterRequest,
    response: bookIsLook,
    summary: 'May the caller open this chapter or track, and at which price',
  }),
  novelPay: endpoint(c.novelPay, {
    request: bookChapterRequest,
    response: bookPayResult,
    summary: 'Buy a paid or VIP chapter or track with gold',
  }),
  novelTrack: endpoint(c.novelTrack, {
    request: bookTrackRequest,
    response: bookTrackResult,
    summary: 'Save the reading fraction or listening second of a chapter or track',
  }),
};
