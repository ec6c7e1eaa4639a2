import net from "node:net";

/**
 * The network a visitor is counted by. IPv4 addresses count alone; IPv6
 * addresses count by their /64 prefix, because one household or phone gets a
 * whole /64 and can rotate within it at will.
 */
export function quotaNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return ip;
  return expandIPv6(ip).slice(0, 4).join(":") + "::/64";
}

function expandIPv6(ip: string): string[] {
  const [head, tail = ""] = ip.split("::") as [string, string?];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = ip.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array(missing).fill("0"), ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ""));
}
