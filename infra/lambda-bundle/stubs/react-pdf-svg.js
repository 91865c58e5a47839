// @react-pdf draws SVG images through this parser; a report's logo is PNG or JPEG (functions/reports/format.ts
// leaves any other out), so it is never called.
export function parseSvg() {
  throw new Error("Os relatórios não desenham imagens SVG.");
}
