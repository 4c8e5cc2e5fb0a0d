import { randomBytes } from 'node:crypto';
import { chunkByteRange, chunkCount, chunkIdentifier } from '@lld/protocol/chunk';

/** A multipart/form-data body of text fields and file parts, for inject. */
export function multipart(
  fields: Record<string, string | number>,
  files: Array<{ name?: string; filename: string; bytes: Uint8Array; type?: string }>,
): { payload: Buffer; contentType: string } {
  const boundary = `----lld${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.name ?? 'file'}"; filename="${f.filename}"\r\ncontent-type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The form fields and bytes of chunk `n` (1-based) of `file` in a chunked upload (PROTOCOL §10). */
export function chunkPart(file: Uint8Array, name: string, n: number, chunkSize: number) {
  const totalChunks = chunkCount(file.length, chunkSize);
  const { start, end } = chunkByteRange(n, file.length, chunkSize);
  return {
    fields: {
      chunkNumber: n,
      chunkSize,
      currentChunkSize: end - start,
      totalSize: file.length,
      identifier: chunkIdentifier(file.length, name),
      filename: name,
      relativePath: name,
      totalChunks,
    },
    bytes: file.subarray(start, end),
    totalChunks,
  };
}
