import type { Plugin } from "vite";

/**
 * Cloudscape's global styles carry their eight Open Sans faces inline, as base64 in the stylesheet: 140 KB of the
 * 144 KB the app's first stylesheet weighs in gzip, all of it downloaded before anything is drawn, though a screen
 * uses two or three faces. Here each face becomes a file of its own, which the browser fetches only when a text
 * needs it; the faces every screen uses are preloaded beside the scripts; and the text shows in the fallback font
 * meanwhile (`font-display: swap`) instead of staying invisible until the face arrives.
 */

export interface InlineFont {
  /** A file name that says which face it is: "open-sans-400-normal.woff2". */
  name: string;
  bytes: Buffer;
  weight: string;
  style: string;
}

export interface ExtractedFonts {
  /** The stylesheet with each face's data replaced by `placeholderOf(index)`, and swap added where no display is said. */
  css: string;
  fonts: InlineFont[];
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const INLINE_WOFF2 = /url\(\s*(["']?)data:font\/woff2;base64,([A-Za-z0-9+/=]+)\1\s*\)/;

export function placeholderOf(index: number): string {
  return `__inline_font_${index}__`;
}

function descriptor(rule: string, name: string): string | undefined {
  return new RegExp(`${name}\\s*:\\s*([^;}]+)`).exec(rule)?.[1]?.trim().replace(/^["']|["']$/g, "");
}

function fileNameOf(family: string, weight: string, style: string): string {
  const slug = family.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return `${slug}-${weight}-${style}.woff2`;
}

/** Takes the inline woff2 faces out of a stylesheet; rules without one are left as they are. */
export function extractInlineFonts(css: string): ExtractedFonts {
  const fonts: InlineFont[] = [];
  const rewritten = css.replace(FONT_FACE, (rule) => {
    const inline = INLINE_WOFF2.exec(rule);
    if (!inline?.[2]) return rule;
    const weight = descriptor(rule, "font-weight") ?? "400";
    const style = descriptor(rule, "font-style") ?? "normal";
    const family = descriptor(rule, "font-family") ?? "font";
    const index = fonts.length;
    fonts.push({ name: fileNameOf(family, weight, style), bytes: Buffer.from(inline[2], "base64"), weight, style });
    const withFile = rule.replace(INLINE_WOFF2, `url(${placeholderOf(index)})`);
    return /font-display\s*:/.test(withFile) ? withFile : withFile.replace(/;?\s*\}$/, ";font-display:swap}");
  });
  return { css: rewritten, fonts };
}

/** Whether every screen draws text in this face: the body's regular weight and the bold of headers and buttons. */
function isPreloaded(font: InlineFont): boolean {
  return font.style === "normal" && (font.weight === "400" || font.weight === "700");
}

/** The Vite plugin: in a build, each inline face of the emitted stylesheets becomes an asset beside them. */
export function fontFiles(): Plugin {
  return {
    name: "font-files",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const preloads: string[] = [];
      for (const asset of Object.values(bundle)) {
        if (asset.type !== "asset" || !asset.fileName.endsWith(".css") || typeof asset.source !== "string") continue;
        const { css, fonts } = extractInlineFonts(asset.source);
        if (fonts.length === 0) continue;
        let source = css;
        fonts.forEach((font, index) => {
          const fileName = this.getFileName(this.emitFile({ type: "asset", name: font.name, source: font.bytes }));
          // Relative to the stylesheet, which sits in the same assets folder.
          source = source.replace(placeholderOf(index), fileName.slice(fileName.lastIndexOf("/") + 1));
          if (isPreloaded(font)) preloads.push(fileName);
        });
        asset.source = source;
      }
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string" || preloads.length === 0) return;
      const links = preloads.map((fileName) => `<link rel="preload" href="/${fileName}" as="font" type="font/woff2" crossorigin>`).join("\n    ");
      html.source = html.source.replace("</head>", `  ${links}\n  </head>`);
    },
  };
}
