// pdfkit loads its standard fonts (Helvetica and the rest) at run time with
// require("#standard-fonts/<name>"), resolved through the "imports" of the package.json nearest the code.
// Bundled, that code is the Lambda's index.mjs, so the font files and that mapping go beside it.
// Usage: node infra/lambda-bundle/add-pdf-fonts.mjs <bundle output folder>
import { cpSync, writeFileSync } from "node:fs";
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error("uso: node infra/lambda-bundle/add-pdf-fonts.mjs <pasta do pacote>");
    process.exit(2);
  }
  addPdfStandardFonts(outDir);
}
