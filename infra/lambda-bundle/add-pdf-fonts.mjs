// pdfkit loads its standard fonts (Helvetica and the rest) at run time with
// require("#standard-fonts/<name>"), resolved through the "imports" of the package.json nearest the code.
// Bundled, that code is the Lambda's index.mjs, so the font files and that mapping go beside it. So does the
// layout engine's WebAssembly, read from a file rather than from the bundle (stubs/yoga-layout/load.js).
// Usage: node infra/lambda-bundle/add-pdf-fonts.mjs <bundle output folder>
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// pdfkit is what @react-pdf/renderer depends on, so it is found from there (the copy the bundle holds).
const require = createRequire(createRequire(import.meta.url).resolve("@react-pdf/renderer"));

export function addPdfStandardFonts(outDir) {
  const fontsDir = path.dirname(require.resolve("pdfkit/standard-fonts/Helvetica"));
  cpSync(fontsDir, path.join(outDir, "standard-fonts"), { recursive: true, filter: (source) => !source.endsWith(".mjs") });
  const manifest = { type: "module", imports: { "#standard-fonts/*": { require: "./standard-fonts/*.cjs" } } };
  writeFileSync(path.join(outDir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

// The same copy of yoga-layout the bundle's stub imports the rest of.
const YOGA_LOADER = new URL("../../node_modules/yoga-layout/dist/binaries/yoga-wasm-base64-esm.js", import.meta.url);
const INLINE_WASM = /(["'])data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)\1/;

/** Writes yoga's loader without its inline WebAssembly (yoga-loader.mjs) and the WebAssembly (yoga.wasm). */
export function addLayoutEngine(outDir) {
  const loader = readFileSync(YOGA_LOADER, "utf8");
  const inline = INLINE_WASM.exec(loader);
  if (!inline?.[2]) throw new Error(`WebAssembly embutido não encontrado em ${fileURLToPath(YOGA_LOADER)}.`);
  writeFileSync(path.join(outDir, "yoga.wasm"), Buffer.from(inline[2], "base64"));
  writeFileSync(path.join(outDir, "yoga-loader.mjs"), loader.replace(inline[2], ""));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error("uso: node infra/lambda-bundle/add-pdf-fonts.mjs <pasta do pacote>");
    process.exit(2);
  }
  addPdfStandardFonts(outDir);
  addLayoutEngine(outDir);
}
