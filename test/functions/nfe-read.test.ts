import { beforeAll, describe, expect, it } from "vitest";
import type { NoteReading } from "../../functions/nfe_imports/note/document";
import { isImportable } from "../../functions/nfe_imports/note/document";
import { readNote } from "../../functions/nfe_imports/note/read-note";
import { accessKeyOf, buildNfe, type LineSpec, type NoteSpec, nfeBytes, OTHER_CNPJ, plainLine, STORE_CNPJ, SUPPLIER_CNPJ } from "../support/nfe-xml";
import { makeSigningIdentity, type SigningIdentity } from "../support/self-signed-certificate";

/**
 * Reading one NF-e file: every refusal with its pt-BR message and nothing else, the warnings and notices, and the
 * document with each line's cost and ICMS credit. Files are built by test/support/nfe-xml.ts and signed with a key
 * made here, so a file the test does not break reads without a single problem.
 */

const TODAY = "2026-11-27";
const context = { tenantCnpj: STORE_CNPJ, today: TODAY };
let identity: SigningIdentity;

beforeAll(() => {
  identity = makeSigningIdentity();
});

function read(spec: NoteSpec, file = "nota.xml"): NoteReading {
  return readNote(file, nfeBytes({ signWith: identity, ...spec }), context);
}

function readText(text: string, file = "nota.xml"): NoteReading {
  return readNote(file, new TextEncoder().encode(text), context);
}

/** The problems as the user sees them: level, code and message. */
function seen(reading: NoteReading) {
  return reading.problems.map(({ level, code, message }) => ({ level, code, message }));
}

const KEY = accessKeyOf({ lines: [] });

/** Money as the messages write it: pt-BR currency puts a no-break space after "R$". */
function brl(text: string): string {
  return text.replaceAll("R$ ", "R$\u00a0");
}

describe("a sound note", () => {
  it("reads with no problem at all and is importable", () => {
    const reading = read({ lines: [plainLine()] });
    expect(reading.problems).toEqual([]);
    expect(isImportable(reading)).toBe(true);
    expect(reading.document?.accessKey).toBe(KEY);
  });

  it("reads the header the stored side needs", () => {
    const document = read({ lines: [plainLine({ orderReference: "PED-77", orderItem: "3" })], number: "98765", series: "2" }).document;
    expect(document).toMatchObject({
      accessKey: accessKeyOf({ lines: [], number: "98765", series: "2" }),
      model: "55",
      series: "2",
      number: "98765",
      issuedAt: "2026-03-05T10:00:00-03:00",
      issueDate: "2026-03-05",
      operation: "VENDA DE MERCADORIA",
      supplier: { cnpj: SUPPLIER_CNPJ, name: "DISTRIBUIDORA DE ALIMENTOS TESTE LTDA", tradeName: "DISTRIBUIDORA TESTE", regime: "3", uf: "SP" },
      recipient: { cnpj: STORE_CNPJ, name: "SUPERMERCADO TESTE LTDA" },
      orderReference: "PED-77",
      protocol: { number: "135260000012345", status: "100", receivedAt: "2026-03-05T10:00:00-03:00" },
    });
    expect(document?.lines[0]).toMatchObject({ orderReference: "PED-77", orderItem: "3" });
  });

  it("takes the order from compra/xPed before the lines'", () => {
    expect(read({ lines: [plainLine({ orderReference: "LINHA" })], orderReference: "CABECALHO" }).document?.orderReference).toBe("CABECALHO");
  });

  it("reads UTF-8 with a BOM, without the XML declaration, and with accented text", () => {
    const spec = { lines: [plainLine({ description: "PÃO FRANCÊS & CIA" })], signWith: identity };
    const withBom = readNote("bom.xml", nfeBytes(spec, { bom: true }), context);
    expect(withBom.problems).toEqual([]);
    expect(withBom.document?.lines[0]?.description).toBe("PÃO FRANCÊS & CIA");
    expect(readNote("sem-declaracao.xml", nfeBytes({ ...spec, declaration: false }), context).problems).toEqual([]);
  });

  it("decodes character references as XML allows them", () => {
    const text = buildNfe({ lines: [plainLine({ description: "PAO" })] }).replace("PAO", "P&#195;O &#xE7; &lt;1KG&gt;");
    expect(readText(text).document?.lines[0]?.description).toBe("PÃO ç <1KG>");
  });
});

describe("lines: cost, ICMS credit and GTIN (the field map's worked lines)", () => {
  const lines: LineSpec[] = [
    { quantity: 14, unitPrice: 15.334286, grossValue: 214.68, discount: 30.06, icms: { group: "ICMS00", base: 184.62, rate: 12, value: 22.15 } },
    { quantity: 3, unitPrice: 9.356667, grossValue: 28.07, ipi: 1.4, icms: { group: "ICMS10", rate: 12, value: 3.37, stBase: 35.17, st: 6.33 } },
    { quantity: 6, unitPrice: 7.155, grossValue: 42.93, freight: 7.67, icms: { group: "ICMS00", base: 50.6, rate: 12, value: 6.07 } },
    { quantity: 2, unitPrice: 170.475, grossValue: 340.95, ipi: 17.05, cfop: "5910", icms: { group: "ICMS20", reduction: 26.0, base: 262.58, rate: 12, value: 31.51 } },
    { quantity: 12, unitPrice: 12.84, grossValue: 154.08, cfop: "5910", icms: { group: "ICMS70", base: 100, rate: 18, value: 18, stBase: 200, st: 29.03 } },
    { quantity: 14.3, unitPrice: 37.645, grossValue: 538.32, unit: "KG", icms: { group: "ICMS00", rate: 4, value: 21.53 } },
    { quantity: 5, unitPrice: 2, icms: { group: "ICMS40", relief: 1.8, deductRelief: true } },
  ];

  it("gives each line its cost and credit to the cent, and the note's sums", () => {
    const reading = read({ lines });
    const document = reading.document;
    expect(document?.lines.map((line) => [line.number, line.icmsGroup, line.icmsKind, line.lineCost, line.icmsCredit, line.bonus])).toEqual([
      [1, "ICMS00", "taxed", 184.62, 22.15, false],
      [2, "ICMS10", "st", 35.8, 0, false],
      [3, "ICMS00", "taxed", 50.6, 6.07, false],
      [4, "ICMS20", "taxed", 358, 31.51, true],
      [5, "ICMS70", "st", 183.11, 0, true],
      [6, "ICMS00", "taxed", 538.32, 21.53, false],
      [7, "ICMS40", "exempt", 8.2, 0, false],
    ]);
    expect(document?.totalCost).toBe(1358.65);
    expect(document?.totals.note).toBe(1358.65);
    expect(document?.icmsCredit).toBe(81.26);
    expect(document?.lines[5]).toMatchObject({ unit: "KG", quantity: 14.3, taxUnit: "KG", taxQuantity: 14.3 });
    // Only the notice about the free goods: the note adds up.
    expect(seen(reading)).toEqual([{ level: "info", code: "bonus", message: "Itens em bonificação: 4, 5 (sem cobrança)." }]);
  });

  it("credits vCredICMSSN of a Simples supplier's CSOSN 101 and nothing of CSOSN 102", () => {
    const document = read({
      regime: "1",
      lines: [
        plainLine({ quantity: 1, unitPrice: 84.9, unit: "LU", icms: { group: "ICMSSN101", simplesCredit: 2.05 } }),
        plainLine({ icms: { group: "ICMSSN102" } }),
      ],
    }).document;
    expect(document?.lines.map((line) => [line.icmsKind, line.lineCost, line.icmsCredit])).toEqual([
      ["simples_credit", 84.9, 2.05],
      ["simples_no_credit", 55, 0],
    ]);
  });

  it("keeps a valid GTIN, cEANTrib first, and none for 'SEM GTIN', empty or a wrong check digit", () => {
    const document = read({
      lines: [
        plainLine({ gtin: "7997846900945", taxGtin: "7897846900945" }),
        plainLine({ gtin: "7897846900945", taxGtin: "SEM GTIN" }),
        plainLine({ gtin: "SEM GTIN" }),
        plainLine({ gtin: "", taxGtin: "" }),
        plainLine({ gtin: "7997846900945", taxGtin: "7997846900945" }),
      ],
    }).document;
    expect(document?.lines.map((line) => line.gtin)).toEqual(["7897846900945", "7897846900945", undefined, undefined, undefined]);
  });

  it("reads a box against units as written (CX of 12 UN) for the fraction to be suggested", () => {
    const line = read({ lines: [plainLine({ unit: "CX", quantity: 2, unitPrice: 60, taxUnit: "UN", taxQuantity: 24, taxUnitPrice: 5 })] }).document?.lines[0];
    expect(line).toMatchObject({ unit: "CX", quantity: 2, unitPrice: 60, taxUnit: "UN", taxQuantity: 24, lineCost: 120 });
  });
});

describe("refused files (block), each alone", () => {
  const notXml = (file: string) => [{ level: "block", code: "not_xml", message: `O arquivo ${file} não é um XML válido (vazio, truncado ou corrompido).` }];

  it("refuses what is not XML: truncated, empty, plain text", () => {
    const whole = buildNfe({ lines: [plainLine()], signWith: identity });
    expect(seen(readText(whole.slice(0, whole.length / 2), "cortada.xml"))).toEqual(notXml("cortada.xml"));
    expect(seen(readText("", "vazia.xml"))).toEqual(notXml("vazia.xml"));
    expect(seen(readText("   \n", "branca.xml"))).toEqual(notXml("branca.xml"));
    expect(seen(readText("%PDF-1.4 DANFE", "danfe.pdf"))).toEqual(notXml("danfe.pdf"));
    expect(readText("", "vazia.xml").document).toBeUndefined();
  });

  it("refuses a document type declaration before parsing: external entities and entity expansion", () => {
    const doctype = "O arquivo {f} traz uma declaração DOCTYPE ou ENTITY, que uma NF-e nunca tem; por segurança, não foi lido.";
    const external = `<?xml version="1.0"?><!DOCTYPE nfeProc [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">&xxe;</nfeProc>`;
    const laughs = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`;
    expect(seen(readText(external, "xxe.xml"))).toEqual([{ level: "block", code: "not_xml", message: doctype.replace("{f}", "xxe.xml") }]);
    expect(seen(readText(laughs, "lol.xml"))).toEqual([{ level: "block", code: "not_xml", message: doctype.replace("{f}", "lol.xml") }]);
  });

  it("refuses a file above 1 MB and one not in UTF-8", () => {
    const huge = new Uint8Array(1024 * 1024 + 1).fill(0x20);
    expect(seen(readNote("grande.xml", huge, context))).toEqual([
      { level: "block", code: "not_xml", message: "O arquivo grande.xml passa de 1 MB, maior que qualquer NF-e." },
    ]);
    // "<a>PÃO</a>" in ISO-8859-1: Ã is the single byte 0xC3, which UTF-8 cannot follow with "O".
    const latin1 = new Uint8Array([...new TextEncoder().encode("<a>P"), 0xc3, ...new TextEncoder().encode("O</a>")]);
    expect(seen(readNote("latin1.xml", latin1, context))).toEqual([
      { level: "block", code: "not_xml", message: "O arquivo latin1.xml não está codificado em UTF-8, como exige a NF-e." },
    ]);
  });

  it("refuses XML that is not an NF-e, saying what it is", () => {
    const cce = `<evento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><infEvento Id="ID1101103518"><tpEvento>110110</tpEvento></infEvento></evento>`;
    expect(seen(readText(cce, "cce.xml"))).toEqual([
      { level: "block", code: "not_nfe", message: "O arquivo cce.xml não é uma NF-e (encontrado: evento de NF-e: carta de correção)." },
    ]);
    expect(seen(readText(`<resNFe xmlns="http://www.portalfiscal.inf.br/nfe"/>`, "res.xml"))[0]?.message).toBe(
      "O arquivo res.xml não é uma NF-e (encontrado: resumo de NF-e).",
    );
    const otherNamespace = buildNfe({ lines: [plainLine()] }).replaceAll("http://www.portalfiscal.inf.br/nfe", "urn:outra");
    expect(seen(readText(otherNamespace, "ns.xml"))).toEqual([
      { level: "block", code: "not_nfe", message: "O arquivo ns.xml não é uma NF-e (encontrado: nfeProc sem infNFe ou fora do namespace da NF-e)." },
    ]);
  });

  const cases: [string, Omit<NoteSpec, "lines">, { code: string; message: string }][] = [
    ["an NFC-e (model 65)", { model: "65" }, { code: "model", message: "Modelo 65 não é NF-e de fornecedor (esperado 55; 65 é NFC-e, cupom de consumidor)." }],
    ["layout 3.10", { version: "3.10" }, { code: "layout", message: "Versão de leiaute 3.10 não suportada (esperado 4.00)." }],
    [
      "a note without the SEFAZ protocol",
      { protocol: false },
      { code: "no_protocol", message: "XML sem protocolo de autorização da SEFAZ: importe o arquivo autorizado (nfeProc) enviado pelo fornecedor." },
    ],
    [
      "a bare NFe (no nfeProc)",
      { protocol: "bare" },
      { code: "no_protocol", message: "XML sem protocolo de autorização da SEFAZ: importe o arquivo autorizado (nfeProc) enviado pelo fornecedor." },
    ],
    ["a denied note (cStat 302)", { protocol: { status: "302" } }, { code: "protocol", message: "Protocolo não autoriza esta NF-e (cStat 302)." }],
    [
      "a protocol of another key",
      { protocol: { key: "35260311222333000181550010000099991123456780" } },
      { code: "protocol", message: "Protocolo de autorização é de outra NF-e (chave 35260311222333000181550010000099991123456780)." },
    ],
    [
      "a protocol whose digVal is not the signature's digest",
      { protocol: { digest: "AAAAAAAAAAAAAAAAAAAAAAAAAAA=" } },
      { code: "protocol", message: "Protocolo não autoriza esta NF-e: o resumo (digVal) difere do da assinatura do XML." },
    ],
    ["a homologation note", { environment: "2" }, { code: "homologation", message: "NF-e de homologação, sem valor fiscal." }],
    [
      "an Id without the NFe prefix",
      { id: KEY },
      { code: "key_malformed", message: `Chave de acesso inválida: "${KEY}" (esperado "NFe" seguido de 44 caracteres).` },
    ],
    [
      "a key whose check digit is wrong",
      { keyCheckDigit: String((Number(KEY.slice(43)) + 1) % 10), cdv: String((Number(KEY.slice(43)) + 1) % 10) },
      { code: "key_check_digit", message: `Dígito verificador da chave ${KEY.slice(0, 43)}${(Number(KEY.slice(43)) + 1) % 10} não confere.` },
    ],
    [
      "a key naming another CNPJ",
      { keyCnpj: OTHER_CNPJ },
      { code: "key_mismatch", message: "Chave de acesso não corresponde aos dados da nota (CNPJ do emitente)." },
    ],
    ["a cancelled note", { cancelledAt: "2026-03-06T09:00:00-03:00" }, { code: "cancelled", message: `NF-e ${KEY} foi cancelada pelo emitente em 06/03/2026.` }],
    [
      "a note to another company",
      { recipientCnpj: OTHER_CNPJ },
      { code: "recipient", message: "NF-e destinada ao CNPJ 98.765.432/0001-98, não a esta empresa." },
    ],
    ["a note to a person", { recipientCpf: "52998224725" }, { code: "recipient", message: "NF-e destinada ao CPF 529.982.247-25, não a esta empresa." }],
    [
      "a note to a foreign buyer",
      { recipientForeign: "EXTERIOR" },
      { code: "recipient", message: "NF-e destinada a destinatário estrangeiro (SUPERMERCADO TESTE LTDA), não a esta empresa." },
    ],
    [
      "the store's own outgoing note",
      { emitterCnpj: STORE_CNPJ, recipientCnpj: OTHER_CNPJ },
      { code: "own_note", message: "NF-e emitida pela própria empresa (nota de saída), não é uma compra de fornecedor." },
    ],
    ["an entry note (tpNF 0)", { operation: "0" }, { code: "not_purchase", message: "Operação não é uma compra (tipo 0: entrada; finalidade 1: normal)." }],
    ["a return (finNFe 4)", { purpose: "4" }, { code: "not_purchase", message: "Operação não é uma compra (tipo 1: saída; finalidade 4: devolução/retorno)." }],
    ["an issuer CNPJ with wrong check digits", { emitterCnpj: "11222333000180" }, { code: "emitter_id", message: "CNPJ do emitente 11.222.333/0001-80 inválido." }],
    [
      "totals that do not add up (vProd)",
      { totals: { vProd: 60 } },
      { code: "totals", message: brl("Totais da nota não conferem com a soma dos itens (vProd: itens R$ 55,00, total R$ 60,00; vNF: calculado R$ 60,00, informado R$ 55,00).") },
    ],
    [
      "a vNF that is not its composition",
      { totals: { vNF: 54.99 } },
      { code: "totals", message: brl("Totais da nota não conferem com a soma dos itens (vNF: calculado R$ 55,00, informado R$ 54,99).") },
    ],
  ];

  for (const [name, spec, expected] of cases) {
    it(`refuses ${name}`, () => {
      const reading = read({ lines: [plainLine()], ...spec });
      expect(seen(reading)).toEqual([{ level: "block", ...expected }]);
      expect(isImportable(reading)).toBe(false);
    });
  }

  it("refuses a note whose cancellation comes in the same file as a procEventoNFe", () => {
    const event =
      `<procEventoNFe versao="1.00"><evento versao="1.00"><infEvento Id="ID110111${KEY}01"><chNFe>${KEY}</chNFe><tpEvento>110111</tpEvento></infEvento></evento>` +
      `<retEvento versao="1.00"><infEvento><cStat>155</cStat><chNFe>${KEY}</chNFe><tpEvento>110111</tpEvento><dhRegEvento>2026-03-20T08:00:00-03:00</dhRegEvento></infEvento></retEvento></procEventoNFe>`;
    const text = buildNfe({ lines: [plainLine()], signWith: identity }).replace("</nfeProc>", `${event}</nfeProc>`);
    expect(seen(readText(text))).toEqual([{ level: "block", code: "cancelled", message: `NF-e ${KEY} foi cancelada pelo emitente em 20/03/2026.` }]);
  });

  it("refuses when the company has no CNPJ yet", () => {
    const reading = readNote("nota.xml", nfeBytes({ lines: [plainLine()], signWith: identity }), { tenantCnpj: "", today: TODAY });
    expect(seen(reading)).toEqual([{ level: "block", code: "tenant_cnpj_missing", message: "Cadastre o CNPJ da empresa nas configurações antes de importar NF-e." }]);
  });

  it("compares the company's CNPJ however it was typed", () => {
    const reading = readNote("nota.xml", nfeBytes({ lines: [plainLine()], signWith: identity }), { tenantCnpj: "45.987.654/0001-99", today: TODAY });
    expect(reading.problems).toEqual([]);
  });

  it("accepts an alphanumeric CNPJ in the key and as the issuer", () => {
    expect(read({ lines: [plainLine()], emitterCnpj: "12ABC34501DE35" }).problems).toEqual([]);
  });

  it("reports every problem of a file at once, in the order they are checked", () => {
    const reading = read({ lines: [plainLine()], environment: "2", recipientCnpj: OTHER_CNPJ, totals: { vNF: 1 } });
    expect(reading.problems.map((problem) => problem.code)).toEqual(["homologation", "recipient", "totals"]);
    expect(reading.document?.accessKey).toBe(KEY);
  });
});

describe("warnings the user confirms", () => {
  it("warns when the signed content was changed after signing", () => {
    const tampered = buildNfe({ lines: [plainLine({ description: "ARROZ 5KG" })], signWith: identity }).replace("ARROZ 5KG", "FEIJAO 1KG");
    const reading = readText(tampered);
    expect(seen(reading)).toEqual([
      { level: "warn", code: "signature", message: "Assinatura digital não confere: o XML pode ter sido alterado após a emissão." },
    ]);
    expect(isImportable(reading)).toBe(true);
  });

  it("verifies a file re-indented after signing, and warns on one without a signature", () => {
    expect(read({ lines: [plainLine(), plainLine()], reindent: true }).problems).toEqual([]);
    expect(seen(readNote("nota.xml", nfeBytes({ lines: [plainLine()] }), context))).toEqual([
      { level: "warn", code: "signature_missing", message: "XML sem assinatura digital: não há como confirmar que não foi alterado após a emissão." },
    ]);
  });

  it("warns when a signature's certificate does not match its key", () => {
    const other = makeSigningIdentity("OUTRO EMITENTE");
    const signed = buildNfe({ lines: [plainLine()], signWith: identity });
    const swapped = signed.replace(/<X509Certificate>[^<]*<\/X509Certificate>/, `<X509Certificate>${other.certificateBase64}</X509Certificate>`);
    expect(readText(swapped).problems.map((problem) => problem.code)).toEqual(["signature"]);
  });

  it("warns when ide/cDV differs from a key whose own digit holds", () => {
    const cdv = String((Number(KEY.slice(43)) + 1) % 10);
    expect(seen(read({ lines: [plainLine()], cdv }))).toEqual([
      { level: "warn", code: "key_check_digit_field", message: `Dígito verificador da chave ${KEY} não confere com o campo cDV da nota (${cdv}).` },
    ]);
  });

  it("warns per line on a CFOP that is neither a sale nor free goods, and on wrong line arithmetic", () => {
    const reading = read({ lines: [plainLine(), plainLine({ cfop: "5949" }), plainLine({ quantity: 10, unitPrice: 5.5, grossValue: 55.5 })] });
    expect(reading.problems.map(({ level, code, message, line }) => ({ level, code, message, line }))).toEqual([
      { level: "warn", code: "cfop", message: "Item 2: CFOP 5949 não é de venda nem de bonificação.", line: 2 },
      { level: "warn", code: "line_arithmetic", message: "Item 3: valor do produto não confere com quantidade × valor unitário.", line: 3 },
    ]);
  });

  it("lets a cent of rounding pass in the line arithmetic", () => {
    expect(read({ lines: [plainLine({ quantity: 3, unitPrice: 3.333, grossValue: 10.0 })] }).problems).toEqual([]);
  });

  it("warns when a Simples supplier states its credit only in the free text", () => {
    const complement = "EMPRESA OPTANTE PELO SIMPLES NACIONAL. PERMITE O APROVEITAMENTO DO CRÉDITO DE ICMS NO VALOR DE R$ 1,00";
    const warning = { level: "warn", code: "simples_credit_text", message: "Crédito de ICMS do Simples informado só em texto (informações complementares): não aproveitado." };
    expect(seen(read({ regime: "1", complement, lines: [plainLine({ icms: { group: "ICMSSN102" } })] }))).toEqual([warning]);
    expect(seen(read({ regime: "3", complement, lines: [plainLine()] }))).toEqual([warning]);
    expect(read({ regime: "1", complement, lines: [plainLine({ icms: { group: "ICMSSN101", simplesCredit: 1 } })] }).problems).toEqual([]);
  });

  it("warns on an issue date after today", () => {
    expect(seen(read({ issuedAt: "2026-11-28T08:00:00-03:00", lines: [plainLine()] }))).toEqual([
      { level: "warn", code: "future_date", message: "Data de emissão 28/11/2026 posterior a hoje." },
    ]);
    expect(read({ issuedAt: "2026-11-27T23:59:00-03:00", lines: [plainLine()] }).problems).toEqual([]);
  });
});

describe("notices", () => {
  it("notes an unpaid note without free-goods lines", () => {
    expect(seen(read({ payment: "90", lines: [plainLine()] }))).toEqual([
      { level: "info", code: "no_payment", message: "NF-e sem pagamento (forma de pagamento 90): mercadoria sem cobrança." },
    ]);
  });

  it("reads past tax groups it does not know and names them", () => {
    const reform = "<IBSCBS><CST>000</CST><cClassTrib>000001</cClassTrib></IBSCBS><IS><CSTIS>000</CSTIS></IS>";
    const reading = read({ lines: [plainLine({ extraTaxes: reform }), plainLine({ extraTaxes: reform })] });
    expect(seen(reading)).toEqual([
      { level: "info", code: "unread_tax_groups", message: "Grupos de tributos não lidos nesta versão: IBSCBS, IS (o XML original fica guardado)." },
    ]);
    expect(reading.document?.lines.map((line) => line.lineCost)).toEqual([55, 55]);
    expect(isImportable(reading)).toBe(true);
  });
});
