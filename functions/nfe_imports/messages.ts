/** pt-BR texts of the NF-e import (VALIDATION.md's suggestions where it has one). */
const brazilianInstant = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });
};

const percent = (value: number): string => `${String(value).replace(".", ",")}%`;

export const NFE_MESSAGES = {
  imported: (number: string, series: string) => `NF-e ${number} (série ${series}) importada.`,
  review: (pending: number, warnings: number) => {
    const parts = [
      ...(pending > 0 ? [pending === 1 ? "1 item sem produto ou fração" : `${pending} itens sem produto ou fração`] : []),
      ...(warnings > 0 ? [warnings === 1 ? "1 aviso para conferir" : `${warnings} avisos para conferir`] : []),
    ];
    return `Aguardando revisão: ${parts.join(" e ")}.`;
  },
  alreadyImported: (accessKey: string, at: string, by: string) => `NF-e ${accessKey} já importada em ${brazilianInstant(at)} por ${by}.`,
  alreadyWaiting: (accessKey: string, at: string, by: string) => `NF-e ${accessKey} já aguarda revisão desde ${brazilianInstant(at)}, enviada por ${by}.`,
  beingImported: (accessKey: string) => `NF-e ${accessKey} está sendo importada por outra chamada. Tente de novo em instantes.`,
  noCompanyCnpj: "Informe o CNPJ da empresa (Dados da Empresa, no menu do usuário) antes de importar notas.",
  unsupportedBody: "Envie um arquivo XML (application/xml) ou um ZIP de arquivos XML (application/zip).",
  importNotFound: "Nota em importação não encontrada.",
  notInReview: "Esta nota não está mais aguardando revisão.",
  lineNotFound: (line: number) => `A nota não tem o item ${line}.`,
  noSuchLine: "Item da nota não encontrado.",
  productNotFound: "Produto não encontrado.",
  orderNotFound: "Pedido de compra não encontrado.",
  orderOfAnotherSupplier: (orderId: number) => `O pedido ${orderId} é de outro fornecedor.`,
  pendingLines: (count: number) =>
    count === 1 ? "Vincule o produto e a fração do item pendente antes de confirmar." : `Vincule o produto e a fração dos ${count} itens pendentes antes de confirmar.`,
  acceptWarnings: (count: number) => (count === 1 ? "Confira e aceite o aviso da nota para confirmar." : `Confira e aceite os ${count} avisos da nota para confirmar.`),
  confirmed: "Entrada gravada.",
  removed: "Nota descartada.",
  mapped: "Item vinculado.",
  orderSet: "Pedido de compra atualizado.",
  settingsSaved: "CNPJ da empresa salvo.",
  entryNotFound: "Entrada não encontrada.",
  notImportedEntry: "Só entradas importadas de XML podem ser estornadas aqui; as da integração são corrigidas no ERP.",
  alreadyReversed: "Esta entrada já foi estornada.",
  reversed: "Entrada estornada: o estoque dos itens foi devolvido.",
  heldByWriteOffs: (writeOffs: string[]) => `A entrada tem baixas fiscais e não pode ser estornada: ${writeOffs.join("; ")}. Desfaça as baixas antes.`,
  reversalBusy: "Esta entrada está sendo estornada por outra chamada. Tente de novo em instantes.",
  reversalRace: "A entrada mudou durante o estorno (uma baixa fiscal ou outro estorno ao mesmo tempo). Nada foi estornado; confira e tente de novo.",
  newSupplier: (name: string) => `Fornecedor novo cadastrado pela nota: ${name}.`,
  duplicateNumber: (number: string, series: string, otherKey: string) =>
    `Já existe entrada deste fornecedor com número ${number} e série ${series}, com outra chave (${otherKey}).`,
  pendingProduct: (line: number, code: string, description: string) => `Item ${line} (${code} – ${description}): produto não vinculado.`,
  sharedGtin: (line: number, gtin: string, products: string[]) => `Item ${line}: GTIN ${gtin} de mais de um produto (${products.join("; ")}): escolha qual.`,
  pendingUnit: (line: number, unit: string, productUnit: string) =>
    `Item ${line}: unidade ${unit} difere da unidade do produto (${productUnit}); informe quantas ${productUnit} há em 1 ${unit}.`,
  pendingWeight: (line: number, unit: string, productUnit: string) =>
    `Item ${line}: a nota vende em ${unit} e o produto é controlado em ${productUnit} (peso contra unidade); informe quantas ${productUnit} há em 1 ${unit}.`,
  rememberedFraction: (line: number, remembered: number, suggested: number) =>
    `Item ${line}: a fração lembrada (${String(remembered).replace(".", ",")}) difere da que a nota sugere (${String(suggested).replace(".", ",")}).`,
  icmsRate: (line: number, noteRate: number, productRate: number) =>
    `Item ${line}: alíquota de ICMS da nota (${percent(noteRate)}) diferente do cadastro do produto (${percent(productRate)}).`,
  ncm: (line: number, noteNcm: string, productNcm: string) => `Item ${line}: NCM da nota (${noteNcm}) diferente do cadastro do produto (${productNcm}).`,
  orderDivergence: (line: number, orderId: number, detail: string) => `Item ${line}: diverge do pedido ${orderId} (${detail}).`,
  orderMissingItem: (orderId: number, product: string) => `Produto do pedido ${orderId} ausente da nota: ${product}.`,
};
