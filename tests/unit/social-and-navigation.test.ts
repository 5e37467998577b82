// Social links from the `social_media` record, and which navigation entry is current.
import { currentState } from "@/lib/site/navigation";
import { socialLinks } from "@/lib/site/social";

describe("socialLinks", () => {
  test("keeps http(s) links in a fixed order with names", () => {
    expect(
      socialLinks({
        youtube: "https://youtube.com/@x",
        facebook: "http://facebook.com/x",
        instagram: "https://instagram.com/x",
      }),
    ).toEqual([
      { network: "facebook", label: "Facebook", href: "http://facebook.com/x" },
      { network: "instagram", label: "Instagram", href: "https://instagram.com/x" },
      { network: "youtube", label: "YouTube", href: "https://youtube.com/@x" },
    ]);
  });

  test("leaves out missing, empty and non-http links", () => {
    expect(
      socialLinks({
        facebook: "javascript:alert(1)",
        instagram: "  ",
        youtube: "data:text/html,<b>x</b>",
      }),
    ).toEqual([]);
    expect(
      socialLinks({ facebook: "ftp://x.example", instagram: "https://instagram.com/ok" }).map(
        (l) => l.network,
      ),
    ).toEqual(["instagram"]);
    expect(socialLinks(null)).toEqual([]);
  });
});

describe("currentState", () => {
  test.each([
    ["/home", "/home", "page"],
    ["/home/", "/home", "page"],
    ["/products/carbide-step-drill", "/products", "true"],
    ["/products", "/products", "page"],
    ["/productsx", "/products", undefined],
    ["/about-us", "/home", undefined],
    [null, "/home", undefined],
  ] as const)("%p for %p is %p", (path, href, expected) =>
    expect(currentState(path, href)).toBe(expected),
  );
});
