import net from 'node:net';

/**
 * The source a per-address limit counts for a client address (`request.ip`, which already
 * honours TRUST_PROXY: docs/security.md#client-addresses-and-proxies): an IPv4 address as it is,
 * and an IPv6 address by its /64 network. One IPv6 subscriber or host is usually given a whole
 * /64, so counting single IPv6 addresses would let one party pick a fresh address per request.
 * An IPv4 address written as IPv6 (`::ffff:203.0.113.9`) counts as the IPv4 address.
 */
export function limitSourceOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  const network = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, its `::` expanded (a zone and a dotted tail are allowed). */
function ipv6Groups(ip: string): string[] {
  const [address = ''] = ip.split('%');
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = groupsOf(head);
  if (tail === undefined) return front;
  const back = groupsOf(tail);
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}
