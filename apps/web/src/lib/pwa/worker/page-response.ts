/**
 * `page` (an index.html answer) with a new body: its status and headers (the CSP with its
 * script hashes among them) kept, the length and encoding of the old body dropped.
 */
export function withBody(page: Response, html: string): Response {
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}
