import { describe, expect, it } from "vitest";
import { quotaNetwork } from "./client-ip.js";

describe("visitor network", () => {
  it("keeps IPv4 addresses, unwrapping IPv4-mapped IPv6", () => {
    expect(quotaNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(quotaNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 addresses by /64", () => {
    expect(quotaNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(quotaNetwork("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(quotaNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(quotaNetwork("::1")).toBe("0:0:0:0::/64");
  });
});
