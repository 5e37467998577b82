// Which address the rate limit counts: never what the client writes in X-Forwarded-For, only the
// address the site's server (or the configured proxy) vouches for.
import { clientAddress, CONNECTION_ADDRESS_HEADER } from "@/lib/client-address";

describe("clientAddress", () => {
  test("without configuration: the connection's address set by the site's server, whatever X-Forwarded-For says", () => {
    const headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: "192.0.2.10", "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" });
    expect(clientAddress(headers, {})).toBe("192.0.2.10");
  });

  test("a request without the site server's header (and no configured proxy) shares one allowance", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "198.51.100.1" }), {})).toBe("unknown");
  });

  test("behind a configured proxy: its header, the last entry of a list (the one that proxy appended)", () => {
    const env = { TRUSTED_CLIENT_IP_HEADER: " X-Forwarded-For " };
    const headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: "10.0.0.5", "x-forwarded-for": "198.51.100.1, 203.0.113.9" });
    expect(clientAddress(headers, env)).toBe("203.0.113.9");
    expect(clientAddress(new Headers({ "x-real-ip": "203.0.113.4" }), { TRUSTED_CLIENT_IP_HEADER: "x-real-ip" })).toBe("203.0.113.4");
  });
});
