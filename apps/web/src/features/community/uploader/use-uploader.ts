import { communityCalls } from '@lld/protocol/api/calls/community';
import type { ChunkUploadResult } from '@lld/protocol/api/community';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiUrl, signedHeaders } from '@/lib/api/client';
import { resultData } from '@/lib/api/uploads';
import { ChunkUploader } from './chunk-uploader';

/** One uploader for the screen's life, wired to the signed API; re-renders on its changes. */
export function useChunkUploader(): ChunkUploader {
  const [uploader] = useState(
    () =>
      new ChunkUploader({
        target: apiUrl(communityCalls.uploadChunk),
        headers: () => signedHeaders(communityCalls.uploadChunk),
        parseResult: (status, body) => resultData<ChunkUploadResult>(status, body),
      }),
  );
  useEffect(() => () => uploader.destroy(), [uploader]);
  useSyncExternalStore(
    (cb) => uploader.subscribe(cb),
    () => uploader.files.map((f) => `${f.state}:${f.loaded}:${f.averageSpeed}`).join('|'),
  );
  return uploader;
}
