// The long-video list screens, bundled as one chunk: each is small, they share most of their
// code, and one chunk keeps the route table's preload lists (in the entry bundle) short.
export { default as AuthorScreen } from './author-screen';
export { default as LabelPageScreen } from './label-page-screen';
export { default as MorePageScreen } from './more-page-screen';
export { default as MyCollectScreen } from './my-collect-screen';
export { default as MyHistoryScreen } from './my-history-screen';
export { default as TopicListScreen } from './topic-list-screen';
export { default as VideoCollectionScreen } from './video-collection-screen';
