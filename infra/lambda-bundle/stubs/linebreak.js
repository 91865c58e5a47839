// pdfkit's own text flow (doc.text, and @react-pdf's debug overlay) is the one user of this line breaker
// and its Unicode tables, unpacked when the module loads; @react-pdf lays out the reports' text itself.
export default class LineBreaker {
  constructor() {
    throw new Error("Os relatórios não usam o texto corrido do pdfkit.");
  }
}
