// Where this server answers its own requests: on loopback at PORT (set by `next start` and `npm start`),
// or on Vercel, where the proxy and each route run apart, at the site's own address.
export function ownOrigin(requestOrigin: string): string {
  return process.env.VERCEL ? requestOrigin : `http://127.0.0.1:${process.env.PORT || "3000"}`;
}
