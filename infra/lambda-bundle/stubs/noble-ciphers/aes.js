// pdfkit encrypts a document with AES only when it is given a password; reports are never encrypted, and
// the cipher's tables (built when the module loads) stay out of the renderer's cold start.
function noEncryption() {
  throw new Error("Os relatórios não são criptografados.");
}
export const cbc = noEncryption;
export const ecb = noEncryption;
