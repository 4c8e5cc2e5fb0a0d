import { isIPv4, isIPv6 } from 'node:net';

/** The 8 16-bit groups of an IPv6 address (with `::` and an embedded IPv4 tail expanded). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const parts = v4[1]!.split('.').map(Number);
    text = `${text.slice(0, -v4[1]!.length)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  if (fill < 0) return null;
  const groups = [...h, ...Array<string>(fill).fill('0'), ...t].map((g) => Number.parseInt(g || '0', 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

/**
 * The network a guest-creation limit counts against: an IPv4 address as it is, an IPv6
 * address by its /64 prefix (one household or phone gets a whole /64). IPv4-mapped IPv6
 * (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */
export function networkOf(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return mapped[1]!;
    const groups = ipv6Groups(ip);
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`;
  }
  return ip || 'unknown';
}
