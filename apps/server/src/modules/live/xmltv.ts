/** A programme read from XMLTV. */
export interface XmltvProgramme {
  channel: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
}

/** `20261125083000 +0800` (seconds and zone optional; no zone = UTC) → Date, or null. */
export function parseXmltvTime(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?\s*(?:([+-])(\d{2})(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, sign, zh, zm] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(zh) * 60 + Number(zm)) * 60_000 : 0;
  const t = utc - offset;
  return Number.isFinite(t) ? new Date(t) : null;
}

const decode = (s: string) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1];

/**
 * The `<programme>` elements of an XMLTV document (start, stop, channel, first `<title>`).
 * Programmes with an unreadable time or no title are skipped.
 */
export function parseXmltv(xml: string): XmltvProgramme[] {
  const out: XmltvProgramme[] = [];
  for (const m of xml.matchAll(/<programme\b([^>]*)>([\s\S]*?)<\/programme>/g)) {
    const head = m[1]!;
    const start = parseXmltvTime(attr(head, 'start') ?? '');
    const stop = parseXmltvTime(attr(head, 'stop') ?? '');
    const title = decode(/<title\b[^>]*>([\s\S]*?)<\/title>/.exec(m[2]!)?.[1] ?? '');
    if (!start || !stop || !title || stop <= start) continue;
    out.push({ channel: decode(attr(head, 'channel') ?? ''), title, startsAt: start, endsAt: stop });
  }
  return out;
}
