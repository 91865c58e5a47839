import { describe, expect, it } from "vitest";
import { addressKey } from "../../functions/session/client-address";

describe("the client address a sign-in is counted against", () => {
  it("keeps IPv4 as is, also when a dual-stack socket reports it IPv4-mapped", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::FFFF:127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts IPv6 by its /64, however it is spelled", () => {
    const prefix = "2001:db8:7:1::/64";
    for (const address of ["2001:db8:7:1::1", "2001:0db8:0007:0001:ffff:ffff:ffff:ffff", "2001:DB8:7:1:0:0:0:5", "2001:db8:7:1::1.2.3.4"]) {
      expect(addressKey(address), address).toBe(prefix);
    }
    expect(addressKey("2001:db8:7:2::1")).toBe("2001:db8:7:2::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("spells anything that is not an address as one shared unknown", () => {
    for (const value of ["", "unknown", "1.2.3", "203.0.113.9, 10.0.0.1", "not-an-ip"]) expect(addressKey(value), value).toBe("unknown");
  });
});
