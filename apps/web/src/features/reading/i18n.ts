// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import comicsStrings from '@/locales/zh-CN/comics';
import galleryStrings from '@/locales/zh-CN/gallery';
import novelsStrings from '@/locales/zh-CN/novels';

export const tComics = makeT(comicsStrings);
export type ComicsKey = keyof typeof comicsStrings;
export const tGallery = makeT(galleryStrings);
export type GalleryKey = keyof typeof galleryStrings;
export const tNovels = makeT(novelsStrings);
export type NovelsKey = keyof typeof novelsStrings;
