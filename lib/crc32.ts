/**
 * zlib CRC-32 (reflected polynomial 0xEDB88320, initial value and final xor 0xFFFFFFFF), table
 * driven. cudafe++ uses it for the module id: over `--orig_src_path_name`, over long entity names
 * and over the fallback time stamp + working directory.
 */

const TABLE: Uint32Array = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** Continues a CRC over `bytes`; `crc` is a previous result (0 to start). */
export function crc32Bytes(bytes: Uint8Array, crc = 0): number {
  let c = (crc ^ 0xffffffff) >>> 0;
  for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const encoder = new TextEncoder();

/** CRC-32 of the UTF-8 bytes of `s` (the binary works on the bytes of C strings). */
export function crc32(s: string, crc = 0): number {
  return crc32Bytes(encoder.encode(s), crc);
}

/** `%08x` of a 32-bit value. */
export function hex8(v: number): string {
  return (v >>> 0).toString(16).padStart(8, "0");
}
