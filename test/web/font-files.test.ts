import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { extractInlineFonts, placeholderOf } from "../../web/build/font-files";

const globalStyles = readFileSync(createRequire(import.meta.url).resolve("@cloudscape-design/global-styles/index.css"), "utf8");
const WOFF2_SIGNATURE = "wOF2";

describe("the build takes Cloudscape's inline fonts out of its stylesheet", () => {
  it("gives each of the eight Open Sans faces a file of its own, shown with swap meanwhile", () => {
    const { css, fonts } = extractInlineFonts(globalStyles);

    expect(fonts.map((font) => font.name)).toEqual(
      ["300", "400", "700", "800"].flatMap((weight) => [`open-sans-${weight}-normal.woff2`, `open-sans-${weight}-italic.woff2`]),
    );
    for (const font of fonts) expect(font.bytes.subarray(0, 4).toString("latin1")).toBe(WOFF2_SIGNATURE);
    expect(css).not.toContain("data:font");
    const rules = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(8);
    rules.forEach((rule, index) => {
      expect(rule).toContain(`url(${placeholderOf(index)})`);
      expect(rule).toMatch(/font-display:swap\}$/);
    });
    // What is left is the styles themselves: under a tenth of what came in.
    expect(css.length).toBeLessThan(globalStyles.length / 10);
  });

  it("keeps a display already said, and leaves a face served from a file as it is", () => {
    const bytes = Buffer.from("wOF2 a face");
    const inline = `@font-face{font-family:"Brand";font-weight:600;font-style:italic;font-display:optional;src:url('data:font/woff2;base64,${bytes.toString("base64")}') format("woff2")}`;
    const fromFile = "@font-face{font-family:Other;src:url(other.woff2)}";

    const { css, fonts } = extractInlineFonts(`${inline}\n${fromFile}`);

    expect(fonts).toEqual([{ name: "brand-600-italic.woff2", bytes, weight: "600", style: "italic" }]);
    expect(css).toBe(
      `@font-face{font-family:"Brand";font-weight:600;font-style:italic;font-display:optional;src:url(${placeholderOf(0)}) format("woff2")}\n${fromFile}`,
    );
  });
});
