import { SignedXml } from "xml-crypto";
import { mod11CheckDigit } from "../../shared/check-digits";
import type { SigningIdentity } from "./self-signed-certificate";

/**
 * NF-e 4.00 files for the reading's tests: a `nfeProc` whose key, check digit, totals and protocol hold unless a
 * test breaks one on purpose, with the ICMS groups, ST, IPI, discount, freight, free goods, Simples credit, KG
 * lines and order references the cases need. Optionally signed (XML-DSig as SEFAZ requires: C14N, SHA-1,
 * RSA-SHA1) with a key made in the test.
 */

export const SUPPLIER_CNPJ = "11222333000181";
export const STORE_CNPJ = "45987654000199";
/** A valid CNPJ of another company. */
export const OTHER_CNPJ = "98765432000198";

export interface IcmsSpec {
  /** "ICMS00", "ICMS20", "ICMS40", "ICMS10", "ICMS70", "ICMS60", "ICMSSN101", "ICMSSN102"… */
  group: string;
  base?: number;
  rate?: number;
  value?: number;
  reduction?: number;
  stBase?: number;
  st?: number;
  fcpSt?: number;
  simplesCredit?: number;
  relief?: number;
  deductRelief?: boolean;
}

export interface LineSpec {
  code?: string;
  description?: string;
  /** `cEAN` and `cEANTrib`; "SEM GTIN" when left out. */
  gtin?: string;
  taxGtin?: string;
  ncm?: string;
  cfop?: string;
  unit?: string;
  quantity: number;
  unitPrice: number;
  taxUnit?: string;
  taxQuantity?: number;
  taxUnitPrice?: number;
  /** vProd; qCom × vUnCom rounded when left out. */
  grossValue?: number;
  discount?: number;
  freight?: number;
  insurance?: number;
  otherCharges?: number;
  ipi?: number;
  icms?: IcmsSpec;
  orderReference?: string;
  orderItem?: string;
  /** Raw XML appended inside `imposto` (e.g. the tax reform's groups). */
  extraTaxes?: string;
}

export interface NoteSpec {
  lines: LineSpec[];
  uf?: string;
  issuedAt?: string;
  emitterCnpj?: string;
  emitterCpf?: string;
  emitterName?: string;
  regime?: string;
  recipientCnpj?: string;
  recipientCpf?: string;
  recipientForeign?: string;
  model?: string;
  series?: string;
  number?: string;
  emissionType?: string;
  randomCode?: string;
  environment?: string;
  operation?: string;
  purpose?: string;
  version?: string;
  /** Replaces `infNFe/@Id` as written (the key stays the one computed). */
  id?: string;
  /** Replaces the key's check digit, `ide/cDV`, or the key's encoded CNPJ. */
  keyCheckDigit?: string;
  cdv?: string;
  keyCnpj?: string;
  /** false: no `protNFe`; "bare": the root is `NFe` alone. */
  protocol?: false | "bare" | { status?: string; key?: string; environment?: string; digest?: string };
  /** Values written in ICMSTot instead of the computed ones. */
  totals?: Partial<Record<string, number>>;
  payment?: string;
  complement?: string;
  orderReference?: string;
  cancelledAt?: string;
  declaration?: boolean;
  /** Signed with this identity; `reindent` pretty-prints the file after signing, as some ERPs do. */
  signWith?: SigningIdentity;
  reindent?: boolean;
}

const NAMESPACE = "http://www.portalfiscal.inf.br/nfe";

const money = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: number) => Math.round(value * 100);
const tag = (name: string, value: string | number | undefined) => (value === undefined ? "" : `<${name}>${value}</${name}>`);
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The 44-digit key of the spec's fields, with its module-11 digit (or the one the spec imposes). */
export function accessKeyOf(spec: NoteSpec): string {
  const issuedAt = spec.issuedAt ?? "2026-03-05T10:00:00-03:00";
  const issuer = spec.keyCnpj ?? spec.emitterCnpj ?? (spec.emitterCpf ? `000${spec.emitterCpf}` : SUPPLIER_CNPJ);
  const first43 = [
    spec.uf ?? "35",
    issuedAt.slice(2, 4) + issuedAt.slice(5, 7),
    issuer,
    spec.model ?? "55",
    (spec.series ?? "1").padStart(3, "0"),
    (spec.number ?? "4321").padStart(9, "0"),
    spec.emissionType ?? "1",
    (spec.randomCode ?? "12345678").padStart(8, "0"),
  ].join("");
  return first43 + (spec.keyCheckDigit ?? String(mod11CheckDigit(first43)));
}

interface LineFigures {
  gross: number;
  discount: number;
  freight: number;
  insurance: number;
  other: number;
  ipi: number;
  base: number;
  icms: number;
  stBase: number;
  st: number;
  fcpSt: number;
  relief: number;
  deductedRelief: number;
}

function lineXml(line: LineSpec, number: number): { xml: string; figures: LineFigures } {
  const gross = line.grossValue === undefined ? cents(line.quantity * line.unitPrice) : cents(line.grossValue);
  const icms = line.icms ?? { group: "ICMS00", rate: 18 };
  const base = icms.base === undefined ? gross : cents(icms.base);
  const value = icms.value === undefined ? Math.round((base * (icms.rate ?? 0)) / 100) : cents(icms.value);
  const figures: LineFigures = {
    gross,
    discount: cents(line.discount ?? 0),
    freight: cents(line.freight ?? 0),
    insurance: cents(line.insurance ?? 0),
    other: cents(line.otherCharges ?? 0),
    ipi: cents(line.ipi ?? 0),
    base: 0,
    icms: 0,
    stBase: cents(icms.stBase ?? 0),
    st: cents(icms.st ?? 0),
    fcpSt: cents(icms.fcpSt ?? 0),
    relief: cents(icms.relief ?? 0),
    deductedRelief: icms.deductRelief ? cents(icms.relief ?? 0) : 0,
  };
  const cst = icms.group.startsWith("ICMSSN") ? tag("CSOSN", icms.group.slice(6)) : tag("CST", icms.group.slice(4));
  let groupBody = `<orig>0</orig>${cst}`;
  if (["ICMS00", "ICMS10", "ICMS20", "ICMS51", "ICMS70", "ICMS90"].includes(icms.group)) {
    figures.base = base;
    figures.icms = value;
    groupBody += `<modBC>3</modBC>${tag("pRedBC", icms.reduction?.toFixed(4))}<vBC>${money(base)}</vBC><pICMS>${(icms.rate ?? 0).toFixed(4)}</pICMS><vICMS>${money(value)}</vICMS>`;
  }
  if (icms.st !== undefined) {
    groupBody += `<modBCST>4</modBCST><vBCST>${money(figures.stBase)}</vBCST><pICMSST>18.0000</pICMSST><vICMSST>${money(figures.st)}</vICMSST>`;
    if (icms.fcpSt !== undefined) groupBody += `<vFCPST>${money(figures.fcpSt)}</vFCPST>`;
  }
  if (icms.group === "ICMS60") groupBody += "<vBCSTRet>0.00</vBCSTRet><vICMSSTRet>0.00</vICMSSTRet>";
  if (icms.relief !== undefined) groupBody += `<vICMSDeson>${money(figures.relief)}</vICMSDeson><motDesICMS>9</motDesICMS>${icms.deductRelief ? "<indDeduzDeson>1</indDeduzDeson>" : ""}`;
  if (icms.simplesCredit !== undefined) groupBody += `<pCredSN>2.0000</pCredSN><vCredICMSSN>${money(cents(icms.simplesCredit))}</vCredICMSSN>`;
  const optional = (name: string, amount: number) => (amount === 0 ? "" : `<${name}>${money(amount)}</${name}>`);
  const prod =
    `<prod><cProd>${line.code ?? `P${number}`}</cProd><cEAN>${line.gtin ?? "SEM GTIN"}</cEAN><xProd>${escaped(line.description ?? `PRODUTO ${number}`)}</xProd>` +
    `<NCM>${line.ncm ?? "19059090"}</NCM><CFOP>${line.cfop ?? "5102"}</CFOP><uCom>${line.unit ?? "UN"}</uCom><qCom>${line.quantity.toFixed(4)}</qCom>` +
    `<vUnCom>${line.unitPrice.toFixed(10)}</vUnCom><vProd>${money(gross)}</vProd><cEANTrib>${line.taxGtin ?? line.gtin ?? "SEM GTIN"}</cEANTrib>` +
    `<uTrib>${line.taxUnit ?? line.unit ?? "UN"}</uTrib><qTrib>${(line.taxQuantity ?? line.quantity).toFixed(4)}</qTrib>` +
    `<vUnTrib>${(line.taxUnitPrice ?? line.unitPrice).toFixed(10)}</vUnTrib>` +
    `${optional("vFrete", figures.freight)}${optional("vSeg", figures.insurance)}${optional("vDesc", figures.discount)}${optional("vOutro", figures.other)}` +
    `<indTot>1</indTot>${tag("xPed", line.orderReference)}${tag("nItemPed", line.orderItem)}</prod>`;
  const ipi =
    figures.ipi === 0
      ? ""
      : `<IPI><cEnq>999</cEnq><IPITrib><CST>50</CST><vBC>${money(gross)}</vBC><pIPI>5.0000</pIPI><vIPI>${money(figures.ipi)}</vIPI></IPITrib></IPI>`;
  const imposto = `<imposto><ICMS><${icms.group}>${groupBody}</${icms.group}></ICMS>${ipi}<PIS><PISNT><CST>07</CST></PISNT></PIS><COFINS><COFINSNT><CST>07</CST></COFINSNT></COFINS>${line.extraTaxes ?? ""}</imposto>`;
  return { xml: `<det nItem="${number}">${prod}${imposto}</det>`, figures };
}

function totalsXml(figures: LineFigures[], overrides: Partial<Record<string, number>>): { xml: string; note: number } {
  const sum = (pick: (line: LineFigures) => number) => figures.reduce((total, line) => total + pick(line), 0);
  const values: Record<string, number> = {
    vBC: sum((line) => line.base),
    vICMS: sum((line) => line.icms),
    vICMSDeson: sum((line) => line.relief),
    vFCP: 0,
    vBCST: sum((line) => line.stBase),
    vST: sum((line) => line.st),
    vFCPST: sum((line) => line.fcpSt),
    vFCPSTRet: 0,
    vProd: sum((line) => line.gross),
    vFrete: sum((line) => line.freight),
    vSeg: sum((line) => line.insurance),
    vDesc: sum((line) => line.discount),
    vII: 0,
    vIPI: sum((line) => line.ipi),
    vIPIDevol: 0,
    vPIS: 0,
    vCOFINS: 0,
    vOutro: sum((line) => line.other),
  };
  values.vNF =
    (values.vProd ?? 0) -
    (values.vDesc ?? 0) -
    sum((line) => line.deductedRelief) +
    (values.vST ?? 0) +
    (values.vFCPST ?? 0) +
    (values.vFrete ?? 0) +
    (values.vSeg ?? 0) +
    (values.vOutro ?? 0) +
    (values.vIPI ?? 0);
  for (const [name, value] of Object.entries(overrides)) if (value !== undefined) values[name] = cents(value);
  const xml = `<total><ICMSTot>${Object.entries(values)
    .map(([name, value]) => `<${name}>${money(value)}</${name}>`)
    .join("")}</ICMSTot></total>`;
  return { xml, note: values.vNF ?? 0 };
}

function sign(nfe: string, identity: SigningIdentity): string {
  const signer = new SignedXml({
    privateKey: identity.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicCert: identity.certificatePem,
    canonicalizationAlgorithm: "http://www.w3.org/TR/2001/REC-xml-c14n-20010315",
    signatureAlgorithm: "http://www.w3.org/2000/09/xmldsig#rsa-sha1",
  });
  signer.addReference({
    xpath: "//*[local-name(.)='infNFe']",
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/TR/2001/REC-xml-c14n-20010315"],
    digestAlgorithm: "http://www.w3.org/2000/09/xmldsig#sha1",
  });
  signer.computeSignature(nfe, { location: { reference: "//*[local-name(.)='infNFe']", action: "after" } });
  return signer.getSignedXml();
}

/** The file's text. */
export function buildNfe(spec: NoteSpec): string {
  const key = accessKeyOf(spec);
  const issuedAt = spec.issuedAt ?? "2026-03-05T10:00:00-03:00";
  const environment = spec.environment ?? "1";
  const lines = spec.lines.map((line, index) => lineXml(line, index + 1));
  const totals = totalsXml(
    lines.map((line) => line.figures),
    spec.totals ?? {},
  );
  const ide =
    `<ide><cUF>${spec.uf ?? "35"}</cUF><cNF>${spec.randomCode ?? "12345678"}</cNF><natOp>VENDA DE MERCADORIA</natOp><mod>${spec.model ?? "55"}</mod>` +
    `<serie>${spec.series ?? "1"}</serie><nNF>${spec.number ?? "4321"}</nNF><dhEmi>${issuedAt}</dhEmi><tpNF>${spec.operation ?? "1"}</tpNF>` +
    `<idDest>1</idDest><cMunFG>3550308</cMunFG><tpImp>1</tpImp><tpEmis>${spec.emissionType ?? "1"}</tpEmis><cDV>${spec.cdv ?? key.slice(43)}</cDV>` +
    `<tpAmb>${environment}</tpAmb><finNFe>${spec.purpose ?? "1"}</finNFe><indFinal>0</indFinal><indPres>9</indPres><procEmi>0</procEmi><verProc>TESTE 1.0</verProc></ide>`;
  const emitterId = spec.emitterCpf ? tag("CPF", spec.emitterCpf) : tag("CNPJ", spec.emitterCnpj ?? SUPPLIER_CNPJ);
  const emit = `<emit>${emitterId}<xNome>${spec.emitterName ?? "DISTRIBUIDORA DE ALIMENTOS TESTE LTDA"}</xNome><xFant>DISTRIBUIDORA TESTE</xFant><enderEmit><xLgr>RUA DAS FLORES</xLgr><nro>100</nro><xBairro>CENTRO</xBairro><cMun>3550308</cMun><xMun>SAO PAULO</xMun><UF>SP</UF></enderEmit><IE>111222333444</IE><CRT>${spec.regime ?? "3"}</CRT></emit>`;
  const recipientId = spec.recipientForeign
    ? tag("idEstrangeiro", spec.recipientForeign)
    : spec.recipientCpf
      ? tag("CPF", spec.recipientCpf)
      : tag("CNPJ", spec.recipientCnpj ?? STORE_CNPJ);
  const dest = `<dest>${recipientId}<xNome>SUPERMERCADO TESTE LTDA</xNome><indIEDest>1</indIEDest></dest>`;
  const payment = `<pag><detPag><tPag>${spec.payment ?? "15"}</tPag><vPag>${spec.payment === "90" ? "0.00" : money(totals.note)}</vPag></detPag></pag>`;
  const infNFe =
    `<infNFe versao="${spec.version ?? "4.00"}" Id="${spec.id ?? `NFe${key}`}">${ide}${emit}${dest}${lines.map((line) => line.xml).join("")}${totals.xml}` +
    `<transp><modFrete>0</modFrete></transp>${payment}${spec.complement === undefined ? "" : `<infAdic><infCpl>${escaped(spec.complement)}</infCpl></infAdic>`}` +
    `${spec.orderReference === undefined ? "" : `<compra><xPed>${spec.orderReference}</xPed></compra>`}</infNFe>`;
  let nfe = `<NFe xmlns="${NAMESPACE}">${infNFe}</NFe>`;
  if (spec.signWith) nfe = sign(nfe, spec.signWith);
  const digest = /<DigestValue>([^<]*)<\/DigestValue>/.exec(nfe)?.[1] ?? "";
  const declaration = spec.declaration === false ? "" : '<?xml version="1.0" encoding="UTF-8"?>';
  if (spec.protocol === "bare") return declaration + nfe;
  const protocol =
    spec.protocol === false
      ? ""
      : `<protNFe versao="4.00"><infProt><tpAmb>${spec.protocol?.environment ?? environment}</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic><chNFe>${spec.protocol?.key ?? key}</chNFe>` +
        `<dhRecbto>${issuedAt}</dhRecbto><nProt>135260000012345</nProt>${digest ? `<digVal>${spec.protocol?.digest ?? digest}</digVal>` : ""}` +
        `<cStat>${spec.protocol?.status ?? "100"}</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe>`;
  const cancellation =
    spec.cancelledAt === undefined
      ? ""
      : `<retEvento versao="1.00"><infEvento><tpAmb>1</tpAmb><cOrgao>35</cOrgao><cStat>135</cStat><xMotivo>Evento registrado e vinculado a NF-e</xMotivo><chNFe>${key}</chNFe><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><dhRegEvento>${spec.cancelledAt}</dhRegEvento><nProt>135260000099999</nProt></infEvento></retEvento>`;
  const proc = `<nfeProc xmlns="${NAMESPACE}" versao="${spec.version ?? "4.00"}">${nfe}${protocol}${cancellation}</nfeProc>`;
  return declaration + (spec.reindent ? proc.replace(/></g, ">\n  <") : proc);
}

/** The file's bytes (UTF-8, with a BOM when asked). */
export function nfeBytes(spec: NoteSpec, options: { bom?: boolean } = {}): Uint8Array {
  const body = new TextEncoder().encode(buildNfe(spec));
  return options.bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...body]) : body;
}

/** A plain line: `quantity` UN at `unitPrice`, ICMS00 at 18 %. */
export function plainLine(overrides: Partial<LineSpec> = {}): LineSpec {
  return { quantity: 10, unitPrice: 5.5, ...overrides };
}
