// Who may upload (issue 20's authorisation matrix; see src/test/authz.ts). Uploads are
// multipart; each caller's files and chunked uploads are its own (keyed by user).

import { endpoints } from '@lld/protocol/api/endpoints';
import { chunkIdentifier } from '@lld/protocol/chunk';
import { eq } from 'drizzle-orm';
import { type AuthzCase, type AuthzRow, authzTable, sendMultipart, TINY_PNG } from '../../test/authz.ts';
import { chunkUploads, userFiles } from './upload.schema.ts';

const ownerFiles = (c: AuthzCase) =>
  c.db.select().from(userFiles).where(eq(userFiles.userId, c.owner.userId));

const image = (path: string): AuthzRow => ({
  body: () => null,
  send: (c, who) =>
    sendMultipart(c, who, path, {}, [{ filename: 'a.png', bytes: TINY_PNG, type: 'image/png' }]),
  guest: 4003,
  other: 200,
  owner: 200,
  ownerState: ownerFiles,
});

/** Half of a two-chunk MP4 the owner started; everyone sends chunk 1 of the same identifier. */
const MP4 = (() => {
  const b = new Uint8Array(4096);
  b.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')], 0);
  return b;
})();
const chunkFields = (n: number) => ({
  chunkNumber: n,
  chunkSize: 2048,
  currentChunkSize: 2048,
  totalSize: MP4.length,
  identifier: chunkIdentifier(MP4.length, 'authz.mp4'),
  filename: 'authz.mp4',
  relativePath: 'authz.mp4',
  totalChunks: 2,
});

export const authz = authzTable({
  rows: {
    uploadImages: image(endpoints.uploadImages.path),
    uploadImg: image(endpoints.uploadImg.path),
    uploadImgv2: image(endpoints.uploadImgv2.path),
    uploadChunk: {
      body: async (c) => {
        await sendMultipart(c, c.owner, endpoints.uploadChunk.path, chunkFields(2), [
          { filename: 'authz.mp4', bytes: MP4.subarray(2048) },
        ]);
        return null;
      },
      send: (c, who) =>
        sendMultipart(c, who, endpoints.uploadChunk.path, chunkFields(1), [
          { filename: 'authz.mp4', bytes: MP4.subarray(0, 2048) },
        ]),
      guest: 4003,
      other: 200,
      owner: 200,
      // Another user's chunk 1 does not complete the owner's upload.
      ownerState: (c) =>
        c.db
          .select({ status: chunkUploads.status, url: chunkUploads.url })
          .from(chunkUploads)
          .where(eq(chunkUploads.userId, c.owner.userId)),
    },
  },
});
