import { formatCpf } from "../../../shared/check-digits";
import { formatCnpj } from "../../../shared/contracts/cnpj";
import { formatCurrency } from "../../../shared/format";

/** The pt-BR texts of a note's problems (the user sees them on the upload result and on the review screen). */

/** "2026-03-05T10:00:00-03:00" → "05/03/2026". */
function day(isoDateTime: string): string {
  const [year, month, dayOfMonth] = isoDateTime.slice(0, 10).split("-");
  return year && month && dayOfMonth ? `${dayOfMonth}/${month}/${year}` : isoDateTime;
}

export function partyId(id: string): string {
  return id.length === 11 ? formatCpf(id) : formatCnpj(id);
}

export const NOTE_MESSAGES = {
  tooLarge: (file: string, limitMb: number) => `O arquivo ${file} passa de ${limitMb} MB, maior que qualquer NF-e.`,
  encoding: (file: string) => `O arquivo ${file} não está codificado em UTF-8, como exige a NF-e.`,
  doctype: (file: string) => `O arquivo ${file} traz uma declaração DOCTYPE ou ENTITY, que uma NF-e nunca tem; por segurança, não foi lido.`,
  notXml: (file: string) => `O arquivo ${file} não é um XML válido (vazio, truncado ou corrompido).`,
  notNfe: (file: string, found: string) => `O arquivo ${file} não é uma NF-e (encontrado: ${found}).`,
  model: (model: string) => `Modelo ${model || "não informado"} não é NF-e de fornecedor (esperado 55${model === "65" ? "; 65 é NFC-e, cupom de consumidor" : ""}).`,
  layout: (version: string) => `Versão de leiaute ${version || "não informada"} não suportada (esperado 4.00).`,
  noProtocol: () => "XML sem protocolo de autorização da SEFAZ: importe o arquivo autorizado (nfeProc) enviado pelo fornecedor.",
  protocolKey: (protocolKey: string) => `Protocolo de autorização é de outra NF-e (chave ${protocolKey}).`,
  protocolStatus: (status: string) => `Protocolo não autoriza esta NF-e (cStat ${status || "ausente"}).`,
  protocolDigest: () => "Protocolo não autoriza esta NF-e: o resumo (digVal) difere do da assinatura do XML.",
  homologation: () => "NF-e de homologação, sem valor fiscal.",
  keyMalformed: (id: string) => `Chave de acesso inválida: "${id}" (esperado "NFe" seguido de 44 caracteres).`,
  keyCheckDigit: (key: string) => `Dígito verificador da chave ${key} não confere.`,
  keyCheckDigitField: (key: string, cDV: string) => `Dígito verificador da chave ${key} não confere com o campo cDV da nota (${cDV}).`,
  keyMismatch: (fields: string[]) => `Chave de acesso não corresponde aos dados da nota (${fields.join(", ")}).`,
  signature: () => "Assinatura digital não confere: o XML pode ter sido alterado após a emissão.",
  signatureMissing: () => "XML sem assinatura digital: não há como confirmar que não foi alterado após a emissão.",
  cancelled: (key: string, at: string) => `NF-e ${key} foi cancelada pelo emitente em ${day(at)}.`,
  tenantCnpjMissing: () => "Cadastre o CNPJ da empresa nas configurações antes de importar NF-e.",
  ownNote: () => "NF-e emitida pela própria empresa (nota de saída), não é uma compra de fornecedor.",
  recipientCnpj: (cnpj: string) => `NF-e destinada ao CNPJ ${partyId(cnpj)}, não a esta empresa.`,
  recipientCpf: (cpf: string) => `NF-e destinada ao CPF ${partyId(cpf)}, não a esta empresa.`,
  recipientForeign: (id: string) => `NF-e destinada a destinatário estrangeiro${id ? ` (${id})` : ""}, não a esta empresa.`,
  recipientMissing: () => "NF-e sem destinatário, não destinada a esta empresa.",
  notPurchase: (operation: string, purpose: string) =>
    `Operação não é uma compra (tipo ${operation || "?"}: ${OPERATION_LABELS[operation] ?? "desconhecido"}; finalidade ${purpose || "?"}: ${PURPOSE_LABELS[purpose] ?? "desconhecida"}).`,
  cfop: (line: number, cfop: string) => `Item ${line}: CFOP ${cfop} não é de venda nem de bonificação.`,
  emitterId: (id: string) => `${id.length === 11 ? "CPF" : "CNPJ"} do emitente ${partyId(id)} inválido.`,
  lineArithmetic: (line: number) => `Item ${line}: valor do produto não confere com quantidade × valor unitário.`,
  lineQuantity: (line: number) => `Item ${line}: quantidade zero ou negativa.`,
  totals: (differences: { field: string; items: number; total: number }[]) =>
    `Totais da nota não conferem com a soma dos itens (${differences
      .map(({ field, items, total }) =>
        field === "vNF"
          ? `vNF: calculado ${formatCurrency(items)}, informado ${formatCurrency(total)}`
          : `${field}: itens ${formatCurrency(items)}, total ${formatCurrency(total)}`,
      )
      .join("; ")}).`,
  bonus: (lines: number[]) => `Itens em bonificação: ${lines.join(", ")} (sem cobrança).`,
  noPayment: () => "NF-e sem pagamento (forma de pagamento 90): mercadoria sem cobrança.",
  simplesCreditText: () => "Crédito de ICMS do Simples informado só em texto (informações complementares): não aproveitado.",
  futureDate: (issuedAt: string) => `Data de emissão ${day(issuedAt)} posterior a hoje.`,
  unreadTaxGroups: (groups: string[]) => `Grupos de tributos não lidos nesta versão: ${groups.join(", ")} (o XML original fica guardado).`,
} as const;

const OPERATION_LABELS: Readonly<Record<string, string>> = { "0": "entrada", "1": "saída" };
const PURPOSE_LABELS: Readonly<Record<string, string>> = {
  "1": "normal",
  "2": "complementar",
  "3": "ajuste",
  "4": "devolução/retorno",
  "5": "nota de crédito",
  "6": "nota de débito",
};
