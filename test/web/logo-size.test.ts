import { describe, expect, it } from "vitest";
import { decodeBase64Text } from "../../web/src/app/base64-text";
import { withNaturalSize } from "../../web/src/app/logo-size";

const svgLogo = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;
const svgOf = (logo: string) => decodeBase64Text(logo.slice("data:image/svg+xml;base64,".length));

describe("withNaturalSize", () => {
  it("sizes an SVG logo that has only a viewBox", () => {
    const logo = svgLogo('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60"/></svg>');
    expect(svgOf(withNaturalSize(logo))).toBe(
      '<svg width="120" height="60" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60"/></svg>',
    );
  });

  it("leaves sized SVGs, SVGs without viewBox and other images alone", () => {
    const sized = svgLogo('<svg width="10" height="10" viewBox="0 0 120 60"></svg>');
    const noViewBox = svgLogo("<svg><rect/></svg>");
    const png = "data:image/png;base64,iVBORw0KGgo=";
    expect(withNaturalSize(sized)).toBe(sized);
    expect(withNaturalSize(noViewBox)).toBe(noViewBox);
    expect(withNaturalSize(png)).toBe(png);
    expect(withNaturalSize("")).toBe("");
  });
});
