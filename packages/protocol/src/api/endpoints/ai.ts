import {
  aiBalance,
  aiCreditPackList,
  aiJob,
  aiJobIdRequest,
  aiJobListRequest,
  aiMateSyncRequest,
  aiMateSyncResult,
  aiOk,
  aiScorePayRequest,
  aiScorePayResult,
  aiStripResult,
  aiTemplateList,
  aiTemplateListRequest,
  faceChangeRequest,
  imageToVideoRequest,
  textToImageRequest,
  textToNovelRequest,
} from '../ai.ts';
import { aiCalls as c } from '../calls/ai.ts';
import { listRequest, listResult } from '../list.ts';
import { endpoint } from './endpoint.ts';

const jobs = listResult(aiJob);

/** The AI studio's calls with their schemas. */
export const aiEndpoints = {
  aimateGianBalance: endpoint(c.aimateGianBalance, {
    request: null,
    response: aiBalance,
    summary: 'My AI credits',
  }),
  aimateScoreProductList: endpoint(c.aimateScoreProductList, {
    request: null,
    response: aiCreditPackList,
    summary: 'AI credit packs for sale (gold or diamonds)',
  }),
  aimateScorePay: endpoint(c.aimateScorePay, {
    request: aiScorePayRequest,
    response: aiScorePayResult,
    summary: 'Buy a credit pack: gold or diamonds through the wallet ledger (3001/3002 when short)',
  }),
  aimateSync: endpoint(c.aimateSync, {
    request: aiMateSyncRequest,
    response: aiMateSyncResult,
    summary: "The companion's conversation; with `message`: charge, store it and start the streamed reply",
  }),
  aitemplateList: endpoint(c.aitemplateList, {
    request: aiTemplateListRequest,
    response: aiTemplateList,
    summary: 'Templates of every tool (styles, scenes, characters) and the price of each tool in credits',
  }),
  texttoimageGenerate: endpoint(c.texttoimageGenerate, {
    request: textToImageRequest,
    response: aiJob,
    summary: 'Text to image: charge credits (price × count), queue the job',
  }),
  texttoimageList: endpoint(c.texttoimageList, {
    request: listRequest,
    response: jobs,
    summary: 'My text-to-image jobs, newest first (hidden ones left out)',
  }),
  texttoimageHide: endpoint(c.texttoimageHide, {
    request: aiJobIdRequest,
    response: aiOk,
    summary: 'Hide my job',
  }),
  facechangeList: endpoint(c.facechangeList, {
    request: null,
    response: aiTemplateList,
    summary: 'Face change scenes',
  }),
  facechangeSubmit: endpoint(c.facechangeSubmit, {
    request: faceChangeRequest,
    response: aiJob,
    summary: 'Face change from my own uploaded photo (consent ticked): charge credits, queue the job',
  }),
  facechangeHide: endpoint(c.facechangeHide, {
    request: aiJobIdRequest,
    response: aiOk,
    summary: 'Hide my job',
  }),
  imagetovideoGenerate: endpoint(c.imagetovideoGenerate, {
    request: imageToVideoRequest,
    response: aiJob,
    summary: 'Image to video from my image: charge credits, queue the job',
  }),
  imagetovideoOrder: endpoint(c.imagetovideoOrder, {
    request: listRequest,
    response: jobs,
    summary: 'My image-to-video jobs, newest first (hidden ones left out)',
  }),
  imagetovideoHide: endpoint(c.imagetovideoHide, {
    request: aiJobIdRequest,
    response: aiOk,
    summary: 'Hide my job',
  }),
  texttonovelGenerate: endpoint(c.texttonovelGenerate, {
    request: textToNovelRequest,
    response: aiJob,
    summary: 'Text to novel: charge credits, queue the job; the text streams (aijob/stream) as it is written',
  }),
  texttonovelInfo: endpoint(c.texttonovelInfo, {
    request: aiJobIdRequest,
    response: aiJob,
    summary: 'One of my novel jobs with the text written so far',
  }),
  texttonovelList: endpoint(c.texttonovelList, {
    request: listRequest,
    response: jobs,
    summary: 'My novel jobs, newest first (hidden ones left out)',
  }),
  texttonovelHide: endpoint(c.texttonovelHide, {
    request: aiJobIdRequest,
    response: aiOk,
    summary: 'Hide my job',
  }),
  aijobList: endpoint(c.aijobList, {
    request: aiJobListRequest,
    response: jobs,
    summary: 'History: my jobs of every tool (or one), newest first, hidden ones left out',
  }),
  aijobInfo: endpoint(c.aijobInfo, { request: aiJobIdRequest, response: aiJob, summary: 'One of my jobs' }),
  aiorderDel: endpoint(c.aiorderDel, {
    request: aiJobIdRequest,
    response: aiOk,
    summary: 'Delete my job and its files (a running one is refused with 4009)',
  }),
  stripList: endpoint(c.stripList, {
    request: null,
    response: aiStripResult,
    summary: 'Not built: always 4003 (docs/decisions.md, "AI studio")',
  }),
  stripSubmit: endpoint(c.stripSubmit, {
    request: null,
    response: aiStripResult,
    summary: 'Not built: always 4003 (docs/decisions.md, "AI studio")',
  }),
};
