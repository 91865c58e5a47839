import { describe, expect, it } from "vitest";
import { DEFAULT_AVATAR } from "../../shared/avatar";
import { dataUrlHoldsImage } from "../../shared/contracts/users";
import { decodeBase64, hasImageHeader } from "../../shared/image-header";

const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

function bytes(base64: string): Uint8Array {
  const decoded = decodeBase64(base64);
  if (!decoded) throw new Error("base64 inválido");
  return decoded;
}

const JPEG_HEADER = Uint8Array.from([
  0xff, 0xd8, // SOI
  0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, // APP0 JFIF
  0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00, // SOF0 1×1, 1 component
]);
const GIF_HEADER = Uint8Array.from([...Array.from("GIF89a", (c) => c.charCodeAt(0)), 1, 0, 1, 0, 0, 0, 0]);
const text = (value: string) => new TextEncoder().encode(value);

describe("image header check", () => {
  it("accepts a real PNG, a JPEG and a GIF header, and the default SVG avatar", () => {
    expect(hasImageHeader(bytes(PNG_1X1), "image/png")).toBe(true);
    expect(hasImageHeader(JPEG_HEADER, "image/jpeg")).toBe(true);
    expect(hasImageHeader(GIF_HEADER, "image/gif")).toBe(true);
    expect(dataUrlHoldsImage(DEFAULT_AVATAR)).toBe(true);
  });

  it("recognizes a raster image by its bytes whatever the declared type", () => {
    expect(hasImageHeader(JPEG_HEADER, "image/png")).toBe(true);
  });

  it("refuses text renamed .png and a PNG cut after its signature or with a damaged header", () => {
    expect(hasImageHeader(text("isto não é uma imagem"), "image/png")).toBe(false);
    expect(hasImageHeader(bytes("iVBORw0KGgo="), "image/png")).toBe(false);
    const damaged = bytes(PNG_1X1);
    damaged[17] = 0x7f; // width changed without its CRC
    expect(hasImageHeader(damaged, "image/png")).toBe(false);
  });

  it("refuses a JPEG whose segments run into scan data before any frame header", () => {
    expect(hasImageHeader(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 0, 0, 0, 0, 0, 0]), "image/jpeg")).toBe(false);
    expect(hasImageHeader(Uint8Array.from([0xff, 0xd8, 0x41, 0x42, 0x43, 0x44]), "image/jpeg")).toBe(false);
  });

  it("takes SVG only as declared SVG text that opens an <svg> element", () => {
    expect(hasImageHeader(text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml")).toBe(true);
    expect(hasImageHeader(text("<html><svg></svg></html>"), "image/svg+xml")).toBe(false);
    expect(hasImageHeader(text("<svg></svg>"), "image/png")).toBe(false);
  });
});
