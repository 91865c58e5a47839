// Reports use the PDF standard fonts only: WOFF2 fonts (the one use of brotli) never load.
export default function decompress() {
  throw new Error("Fontes WOFF2 não são usadas nos relatórios.");
}
