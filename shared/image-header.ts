/**
 * Whether a file's bytes start like an image a browser can show: the format's signature and a header
 * that decodes (PNG IHDR with its CRC, JPEG SOI up to a frame header, GIF/BMP/WebP headers with a size).
 * It is no decoder: it refuses text or random bytes named .png, not a picture damaged further in.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_BIT_DEPTHS = new Set([1, 2, 4, 8, 16]);
const PNG_COLOR_TYPES = new Set([0, 2, 3, 4, 6]);

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

function uint32BE(bytes: Uint8Array, at: number): number {
  return (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;
}

function uint16BE(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

function uint16LE(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function int32LE(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16) | ((bytes[at + 3] ?? 0) << 24);
}

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Signature, then an IHDR chunk of 13 bytes with a size, a valid depth and colour type, and a matching CRC. */
function isPng(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 33) return false;
  if (uint32BE(bytes, 8) !== 13 || !startsWith(bytes, ascii("IHDR"), 12)) return false;
  const width = uint32BE(bytes, 16);
  const height = uint32BE(bytes, 20);
  if (width === 0 || height === 0 || !PNG_BIT_DEPTHS.has(bytes[24] ?? -1) || !PNG_COLOR_TYPES.has(bytes[25] ?? -1)) return false;
  return crc32(bytes.subarray(12, 29)) === uint32BE(bytes, 29);
}

/** SOI, then well-formed marker segments up to a frame header (SOFn) with a width and components. */
function isJpeg(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0xff, 0xd8])) return false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return false; // end of image or scan data before any frame header
    const length = uint16BE(bytes, at + 2);
    if (length < 2) return false;
    const isFrameHeader = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader) {
      return length >= 8 && at + 10 <= bytes.length && uint16BE(bytes, at + 7) > 0 && (bytes[at + 9] ?? 0) > 0;
    }
    at += 2 + length;
  }
  return false;
}

function isGif(bytes: Uint8Array): boolean {
  const versioned = startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
  return versioned && bytes.length >= 13 && uint16LE(bytes, 6) > 0 && uint16LE(bytes, 8) > 0;
}

const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("BM")) || bytes.length < 26) return false;
  const dibSize = int32LE(bytes, 14);
  if (!BMP_DIB_SIZES.has(dibSize)) return false;
  if (dibSize === 12) return uint16LE(bytes, 18) > 0 && uint16LE(bytes, 20) > 0;
  return int32LE(bytes, 18) > 0 && int32LE(bytes, 22) !== 0;
}

function isWebp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("RIFF")) || !startsWith(bytes, ascii("WEBP"), 8)) return false;
  return ["VP8 ", "VP8L", "VP8X"].some((chunk) => startsWith(bytes, ascii(chunk), 12));
}

const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** An SVG is text: it must open with an `<svg` element (after an optional XML prolog and comments). */
function isSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096));
  return SVG_START.test(text);
}

/** Raster formats are recognized by their bytes, whatever the declared type; SVG only when declared. */
export function hasImageHeader(bytes: Uint8Array, declaredType: string): boolean {
  if (declaredType === "image/svg+xml") return isSvg(bytes);
  return isPng(bytes) || isJpeg(bytes) || isGif(bytes) || isWebp(bytes) || isBmp(bytes);
}

/** The bytes of a base64 payload, or null when it is not base64. */
export function decodeBase64(base64: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
