// CRC32C (Castagnoli), the checksum Cloud Storage reports for every object (`crc32c`, `x-goog-hash`),
// which its clients compare with what they downloaded. Node has CRC32 (zlib) but not this polynomial.
const TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The checksum as Cloud Storage sends it: four bytes, big-endian (base64 them for the API). */
export function crc32c(data: Uint8Array): Buffer {
  let crc = 0xffffffff;
  for (const byte of data) crc = TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out;
}
