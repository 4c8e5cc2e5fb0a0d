import { randomBytes } from 'node:crypto';

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
