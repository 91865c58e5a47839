// Reports use the PDF standard fonts only (Helvetica): font files are never parsed, so fontkit stays out.
function noFontFiles() {
  throw new Error("Os relatórios usam só as fontes padrão do PDF.");
}
export const create = noFontFiles;
export const open = noFontFiles;
export default { create, open };
