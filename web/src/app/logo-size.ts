import { decodeBase64Text, encodeBase64Text } from "./base64-text";

const SVG_BASE64_PREFIX = "data:image/svg+xml;base64,";

/**
 * An SVG logo without width and height has no natural size, and the header then measures it as almost
 * nothing (a tiny logo, a title cut short). Gives such an SVG the size of its viewBox; any other image is
 * returned as it is.
 */
export function withNaturalSize(logo: string): string {
  if (!logo.startsWith(SVG_BASE64_PREFIX)) return logo;
  const svg = decodeBase64Text(logo.slice(SVG_BASE64_PREFIX.length));
  const rootTag = svg === null ? undefined : /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (svg === null || !rootTag || /\swidth\s*=/i.test(rootTag)) return logo;
  const viewBox = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(rootTag);
  if (!viewBox) return logo;
  const [, width, height] = viewBox;
  const sizedTag = rootTag.replace(/^<svg\b/i, `<svg width="${width}" height="${height}"`);
  return `${SVG_BASE64_PREFIX}${encodeBase64Text(svg.replace(rootTag, sizedTag))}`;
}
