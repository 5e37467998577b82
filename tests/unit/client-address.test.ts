// Which address the rate limit counts: only a header that a server in front of the site sets, never
// one a client can choose.
import { addressHeader, clientAddress } from "@/lib/http/client-address";

const forged = {
  "x-forwarded-for": "198.51.100.1",
  "x-real-ip": "198.51.100.2",
  forwarded: "for=198.51.100.3",
};

describe("clientAddress", () => {
  test("with nothing in front of the site that sets one, no header is trusted: every post shares one allowance", () => {
    expect(addressHeader({})).toBeNull();
    expect(clientAddress(new Headers(forged), {})).toBe("unknown");
  });

  test("on Vercel: the platform's X-Real-IP, whatever the other headers say", () => {
    expect(
      clientAddress(new Headers({ ...forged, "x-real-ip": "203.0.113.7" }), { VERCEL: "1" }),
    ).toBe("203.0.113.7");
  });

  test("the configured header wins over Vercel's, the last entry of a list (the one that proxy appended)", () => {
    const env = { TRUSTED_CLIENT_IP_HEADER: " X-Forwarded-For ", VERCEL: "1" };
    expect(
      clientAddress(
        new Headers({
          "x-forwarded-for": "198.51.100.1, 203.0.113.9",
          "x-real-ip": "198.51.100.2",
        }),
        env,
      ),
    ).toBe("203.0.113.9");
    expect(
      clientAddress(new Headers({ "x-real-ip": "203.0.113.4" }), {
        TRUSTED_CLIENT_IP_HEADER: "x-real-ip",
      }),
    ).toBe("203.0.113.4");
    expect(clientAddress(new Headers({}), { TRUSTED_CLIENT_IP_HEADER: "x-real-ip" })).toBe(
      "unknown",
    );
  });
});
