import { isValidCnpj, isValidCpf } from "../../../shared/check-digits";
import { fromCents, sumCents, toCents } from "../../../shared/money";
import { accessKeyOfId, hasValidCheckDigit, isWellFormedAccessKey, isWellFormedId, keyMismatches } from "./access-key";
import type { NoteDocument, NoteProblem, NoteReading, ProblemLevel } from "./document";
import { isPurchaseCfop, type ReadLine, readLine } from "./lines";
import { NOTE_MESSAGES } from "./messages";
import { checkSignature } from "./signature";
import { readTotals, totalsDifferences } from "./totals";
import { attribute, child, children, MAX_NOTE_BYTES, NFE_NAMESPACE, parseXml, text, type XmlElement, type XmlRefusal } from "./xml";

/**
 * Reads one NF-e file (layout 4.00) on its own: the document and every problem the file alone shows, in the order
 * a careful importer checks them (structure, authorisation, key, signature, parties, operation, content). What
 * needs the tenant's data beyond its CNPJ (already imported, matching, the products' fiscal data) is the stored
 * side's.
 */

export interface NoteContext {
  /** The company's CNPJ (14 characters; "" when not set yet). */
  tenantCnpj: string;
  /** Today in the store's time zone, YYYY-MM-DD. */
  today: string;
}

/** cStat 100 (authorised) and 150 (authorised late). */
const AUTHORISED = new Set(["100", "150"]);
/** A cancellation event (tpEvento 110111) registered (cStat 135) or registered late (155). */
const CANCELLATION_EVENT = "110111";
const EVENT_REGISTERED = new Set(["135", "155"]);
/** How a user would recognise the files an importer is sent that are not NF-e. */
const ROOT_LABELS: Readonly<Record<string, string>> = {
  evento: "evento de NF-e",
  envEvento: "evento de NF-e",
  procEventoNFe: "evento de NF-e",
  resNFe: "resumo de NF-e",
  resEvento: "resumo de evento",
  enviNFe: "lote de envio de NF-e",
  retConsReciNFe: "retorno de consulta à SEFAZ",
  cteProc: "CT-e",
  CTe: "CT-e",
  mdfeProc: "MDF-e",
  CompNfse: "NFS-e",
};
const EVENT_LABELS: Readonly<Record<string, string>> = { "110110": "carta de correção", "110111": "cancelamento" };

export function readNote(file: string, bytes: Uint8Array, context: NoteContext): NoteReading {
  const parsed = parseXml(bytes);
  if (!parsed.ok) return { file, problems: [problem("not_xml", "block", refusalMessage(file, parsed.refusal))] };
  const { root } = parsed;
  const nfe = root.name === "nfeProc" ? child(root.element, "NFe") : root.name === "NFe" ? root.element : undefined;
  const inf = child(nfe, "infNFe");
  if (root.namespace !== NFE_NAMESPACE || inf === undefined) {
    return { file, problems: [problem("not_nfe", "block", NOTE_MESSAGES.notNfe(file, rootLabel(root.name, root.element)))] };
  }
  const lines = children(inf, "det").map(readLine);
  const document = documentOf(inf, root.name === "nfeProc" ? root.element : undefined, lines);
  const problems = [
    ...envelopeProblems(root.name, root.element, nfe, inf, document),
    ...keyProblems(inf, document),
    ...signatureProblems(parsed.text, attribute(inf, "Id")),
    ...(document.cancelledAt === undefined ? [] : [problem("cancelled", "block", NOTE_MESSAGES.cancelled(document.accessKey, document.cancelledAt))]),
    ...partyProblems(inf, document, context),
    ...operationProblems(inf, lines),
    ...contentProblems(inf, lines),
    ...noticeProblems(inf, document, lines, context),
  ];
  return { file, document, problems };
}

function problem(code: string, level: ProblemLevel, message: string, line?: number): NoteProblem {
  return line === undefined ? { code, level, message } : { code, level, message, line };
}

function refusalMessage(file: string, refusal: XmlRefusal): string {
  if (refusal === "too_large") return NOTE_MESSAGES.tooLarge(file, MAX_NOTE_BYTES / (1024 * 1024));
  if (refusal === "encoding") return NOTE_MESSAGES.encoding(file);
  if (refusal === "doctype") return NOTE_MESSAGES.doctype(file);
  return NOTE_MESSAGES.notXml(file);
}

function rootLabel(name: string, element: XmlElement): string {
  if (name === "nfeProc" || name === "NFe") return `${name} sem infNFe ou fora do namespace da NF-e`;
  const eventType = text(child(element, "infEvento"), "tpEvento") || text(child(child(element, "evento"), "infEvento"), "tpEvento");
  const event = EVENT_LABELS[eventType];
  const label = ROOT_LABELS[name] ?? name;
  return event === undefined ? label : `${label}: ${event}`;
}

function documentOf(inf: XmlElement, proc: XmlElement | undefined, lines: ReadLine[]): NoteDocument {
  const ide = child(inf, "ide");
  const emit = child(inf, "emit");
  const dest = child(inf, "dest");
  const infProt = child(child(proc, "protNFe"), "infProt");
  const accessKey = accessKeyOfId(attribute(inf, "Id"));
  const issuedAt = text(ide, "dhEmi");
  const orderReference = text(child(inf, "compra"), "xPed") || lines.find((read) => read.line.orderReference)?.line.orderReference;
  const cancelledAt = cancellationOf(proc, accessKey);
  return {
    accessKey,
    model: text(ide, "mod"),
    series: text(ide, "serie"),
    number: text(ide, "nNF"),
    issuedAt,
    issueDate: issuedAt.slice(0, 10),
    operation: text(ide, "natOp"),
    supplier: withoutEmpty({
      cnpj: text(emit, "CNPJ") || text(emit, "CPF"),
      name: text(emit, "xNome"),
      tradeName: text(emit, "xFant"),
      stateRegistration: text(emit, "IE"),
      regime: text(emit, "CRT"),
      uf: text(child(emit, "enderEmit"), "UF"),
    }),
    recipient: withoutEmpty({ cnpj: text(dest, "CNPJ"), cpf: text(dest, "CPF"), foreignId: text(dest, "idEstrangeiro"), name: text(dest, "xNome") }),
    ...(orderReference ? { orderReference } : {}),
    lines: lines.map((read) => read.line),
    totals: readTotals(child(inf, "total")),
    totalCost: fromCents(sumCents(lines.map((read) => toCents(read.line.lineCost)))),
    icmsCredit: fromCents(sumCents(lines.map((read) => toCents(read.line.icmsCredit)))),
    ...(infProt === undefined
      ? {}
      : { protocol: { number: text(infProt, "nProt"), receivedAt: text(infProt, "dhRecbto"), status: text(infProt, "cStat") } }),
    ...(cancelledAt === undefined ? {} : { cancelledAt }),
  };
}

/** Drops the optional fields the note leaves empty, keeping the required ones even when empty. */
function withoutEmpty<T extends Record<string, string>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([name, value]) => value !== "" || name === "cnpj" || name === "name")) as T;
}

/** A registered cancellation of this key in the same file: `retEvento` inside `nfeProc`, or a `procEventoNFe` there. */
function cancellationOf(proc: XmlElement | undefined, accessKey: string): string | undefined {
  const answers = [...children(proc, "retEvento"), ...children(proc, "procEventoNFe").flatMap((event) => children(event, "retEvento"))];
  for (const answer of answers) {
    const info = child(answer, "infEvento");
    const cancels = text(info, "tpEvento") === CANCELLATION_EVENT && EVENT_REGISTERED.has(text(info, "cStat")) && text(info, "chNFe") === accessKey;
    if (cancels) return text(info, "dhRegEvento") || "?";
  }
  return undefined;
}

/** Checks 3–7: model, layout, the protocol and what it authorises, the environment. */
function envelopeProblems(rootName: string, root: XmlElement, nfe: XmlElement | undefined, inf: XmlElement, document: NoteDocument): NoteProblem[] {
  const problems: NoteProblem[] = [];
  const ide = child(inf, "ide");
  if (document.model !== "55") problems.push(problem("model", "block", NOTE_MESSAGES.model(document.model)));
  const version = attribute(inf, "versao");
  const procVersion = rootName === "nfeProc" ? attribute(root, "versao") : "4.00";
  if (version !== "4.00" || procVersion !== "4.00") problems.push(problem("layout", "block", NOTE_MESSAGES.layout(version !== "4.00" ? version : procVersion)));
  const infProt = child(child(rootName === "nfeProc" ? root : undefined, "protNFe"), "infProt");
  if (infProt === undefined) {
    problems.push(problem("no_protocol", "block", NOTE_MESSAGES.noProtocol()));
  } else {
    const status = text(infProt, "cStat");
    const protocolKey = text(infProt, "chNFe");
    const digest = text(child(child(child(nfe, "Signature"), "SignedInfo"), "Reference"), "DigestValue");
    if (protocolKey !== document.accessKey) problems.push(problem("protocol", "block", NOTE_MESSAGES.protocolKey(protocolKey)));
    else if (!AUTHORISED.has(status)) problems.push(problem("protocol", "block", NOTE_MESSAGES.protocolStatus(status)));
    else if (digest !== "" && text(infProt, "digVal") !== "" && text(infProt, "digVal") !== digest) problems.push(problem("protocol", "block", NOTE_MESSAGES.protocolDigest()));
  }
  if (text(ide, "tpAmb") === "2" || text(infProt, "tpAmb") === "2") problems.push(problem("homologation", "block", NOTE_MESSAGES.homologation()));
  return problems;
}

/** Checks 8–10: the key's form, its check digit (and `ide/cDV`), and what it encodes against the document. */
function keyProblems(inf: XmlElement, document: NoteDocument): NoteProblem[] {
  const id = attribute(inf, "Id");
  const key = document.accessKey;
  if (!isWellFormedId(id)) return [problem("key_malformed", "block", NOTE_MESSAGES.keyMalformed(id))];
  const problems: NoteProblem[] = [];
  const ide = child(inf, "ide");
  const cDV = text(ide, "cDV");
  if (!hasValidCheckDigit(key)) problems.push(problem("key_check_digit", "block", NOTE_MESSAGES.keyCheckDigit(key)));
  // SEFAZ never authorises a note whose cDV differs from its key, but the key itself holds: the note is still
  // identified, so this asks for the user's attention rather than refusing (anonymised copies show it).
  else if (cDV !== key.slice(43)) problems.push(problem("key_check_digit_field", "warn", NOTE_MESSAGES.keyCheckDigitField(key, cDV)));
  const emit = child(inf, "emit");
  const mismatches = isWellFormedAccessKey(key)
    ? keyMismatches(key, {
        uf: text(ide, "cUF"),
        issuedAt: document.issuedAt,
        ...(text(emit, "CNPJ") ? { issuerCnpj: text(emit, "CNPJ") } : { issuerCpf: text(emit, "CPF") }),
        model: document.model,
        series: document.series,
        number: document.number,
        emissionType: text(ide, "tpEmis"),
        randomCode: text(ide, "cNF"),
        checkDigit: cDV,
      })
    : [];
  if (mismatches.length > 0) problems.push(problem("key_mismatch", "block", NOTE_MESSAGES.keyMismatch(mismatches)));
  return problems;
}

/** Check 11: a signature that does not verify is a warning; the SEFAZ protocol is what authorises the note. */
function signatureProblems(xml: string, signedId: string): NoteProblem[] {
  const result = checkSignature(xml, signedId);
  if (result === "fails") return [problem("signature", "warn", NOTE_MESSAGES.signature())];
  if (result === "missing") return [problem("signature_missing", "warn", NOTE_MESSAGES.signatureMissing())];
  return [];
}

/** Checks 14 and 16: the note is to this company, not from it, and its issuer's tax id is valid. */
function partyProblems(inf: XmlElement, document: NoteDocument, context: NoteContext): NoteProblem[] {
  const problems: NoteProblem[] = [];
  const tenantCnpj = context.tenantCnpj.toUpperCase().replace(/[^0-9A-Z]/g, "");
  const { recipient, supplier } = document;
  if (tenantCnpj === "") problems.push(problem("tenant_cnpj_missing", "block", NOTE_MESSAGES.tenantCnpjMissing()));
  else if (supplier.cnpj === tenantCnpj) problems.push(problem("own_note", "block", NOTE_MESSAGES.ownNote()));
  else if (recipient.cnpj !== tenantCnpj) problems.push(problem("recipient", "block", recipientMessage(document)));
  const emit = child(inf, "emit");
  const validIssuer = text(emit, "CNPJ") ? isValidCnpj(text(emit, "CNPJ")) : isValidCpf(text(emit, "CPF"));
  if (!validIssuer) problems.push(problem("emitter_id", "block", NOTE_MESSAGES.emitterId(supplier.cnpj)));
  return problems;
}

function recipientMessage({ recipient }: NoteDocument): string {
  if (recipient.cnpj) return NOTE_MESSAGES.recipientCnpj(recipient.cnpj);
  if (recipient.cpf) return NOTE_MESSAGES.recipientCpf(recipient.cpf);
  if (recipient.foreignId !== undefined || recipient.name) return NOTE_MESSAGES.recipientForeign(recipient.name ?? recipient.foreignId ?? "");
  return NOTE_MESSAGES.recipientMissing();
}

/** Check 15: a supplier's normal sale (tpNF 1, finNFe 1); lines whose CFOP is neither a sale nor free goods warn. */
function operationProblems(inf: XmlElement, lines: ReadLine[]): NoteProblem[] {
  const ide = child(inf, "ide");
  const operation = text(ide, "tpNF");
  const purpose = text(ide, "finNFe");
  const problems: NoteProblem[] = [];
  if (operation !== "1" || purpose !== "1") problems.push(problem("not_purchase", "block", NOTE_MESSAGES.notPurchase(operation, purpose)));
  for (const { line } of lines) {
    if (!isPurchaseCfop(line.cfop)) problems.push(problem("cfop", "warn", NOTE_MESSAGES.cfop(line.number, line.cfop), line.number));
  }
  return problems;
}

/** Checks 17 and 18: each line's arithmetic, and the totals against the lines. */
function contentProblems(inf: XmlElement, lines: ReadLine[]): NoteProblem[] {
  const problems: NoteProblem[] = [];
  for (const { line, arithmetic } of lines) {
    if (arithmetic === "quantity") problems.push(problem("line_arithmetic", "warn", NOTE_MESSAGES.lineQuantity(line.number), line.number));
    if (arithmetic === "value") problems.push(problem("line_arithmetic", "warn", NOTE_MESSAGES.lineArithmetic(line.number), line.number));
  }
  const differences = totalsDifferences(child(inf, "total"), lines);
  if (differences.length > 0) problems.push(problem("totals", "block", NOTE_MESSAGES.totals(differences)));
  return problems;
}

const SIMPLES_CREDIT_TEXT = /aproveitamento\s+do\s+cr[eé]dito|cr[eé]dito\s+de\s+icms/i;
const SIMPLES_TEXT = /simples\s+nacional/i;
/** CRT 1 (Simples), 2 (Simples over the sub-limit), 4 (MEI). */
const SIMPLES_REGIMES = new Set(["1", "2", "4"]);

/** Checks 23–26: free goods, a Simples credit stated only in text, an issue date in the future, unread tax groups. */
function noticeProblems(inf: XmlElement, document: NoteDocument, lines: ReadLine[], context: NoteContext): NoteProblem[] {
  const problems: NoteProblem[] = [];
  const bonusLines = document.lines.filter((line) => line.bonus).map((line) => line.number);
  const unpaid = children(child(inf, "pag"), "detPag").some((payment) => text(payment, "tPag") === "90");
  if (bonusLines.length > 0) problems.push(problem("bonus", "info", NOTE_MESSAGES.bonus(bonusLines)));
  else if (unpaid) problems.push(problem("no_payment", "info", NOTE_MESSAGES.noPayment()));
  const complement = text(child(inf, "infAdic"), "infCpl");
  const regime = document.supplier.regime ?? "";
  const creditInFields = lines.some((read) => read.simplesCredit > 0);
  const creditOnlyInText =
    (SIMPLES_REGIMES.has(regime) && !creditInFields && SIMPLES_CREDIT_TEXT.test(complement)) || (regime === "3" && SIMPLES_TEXT.test(complement));
  if (creditOnlyInText) problems.push(problem("simples_credit_text", "warn", NOTE_MESSAGES.simplesCreditText()));
  if (document.issueDate > context.today) problems.push(problem("future_date", "warn", NOTE_MESSAGES.futureDate(document.issuedAt)));
  const unread = [...new Set(lines.flatMap((read) => read.unreadTaxGroups))];
  if (unread.length > 0) problems.push(problem("unread_tax_groups", "info", NOTE_MESSAGES.unreadTaxGroups(unread)));
  return problems;
}
