import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import type { TableItem } from "./tenant-items";

/**
 * A company's export: JSON lines. The first line names the export (format, company, when, how many items);
 * each other line is one item as `{"Item": …}` in DynamoDB JSON (the form of DynamoDB's own export to S3:
 * `{"S": "…"}`, `{"N": "…"}`, binaries in base64), so numbers and bytes come back exactly. Keys are written
 * in sorted order: the same item always makes the same line, which is how a delete checks that an export
 * still holds everything.
 */

export const EXPORT_FORMAT = "back-office-tenant-export";
const EXPORT_VERSION = 1;

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  version: number;
  tenantId: string;
  exportedAt: string;
  items: number;
}

export interface TenantExport {
  header: ExportHeader;
  items: TableItem[];
  /** Each item's line, as written (for comparisons). */
  lines: string[];
}

type JsonValue = string | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, "base64"));

function attributeToJson(value: AttributeValue): JsonValue {
  if (value.S !== undefined) return { S: value.S };
  if (value.N !== undefined) return { N: value.N };
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.BOOL !== undefined) return { BOOL: value.BOOL };
  if (value.NULL !== undefined) return { NULL: value.NULL };
  if (value.SS !== undefined) return { SS: [...value.SS].sort() };
  if (value.NS !== undefined) return { NS: [...value.NS].sort() };
  if (value.BS !== undefined) return { BS: value.BS.map(base64).sort() };
  if (value.L !== undefined) return { L: value.L.map(attributeToJson) };
  if (value.M !== undefined) return { M: itemToJson(value.M) };
  throw new Error(`Tipo de atributo não suportado: ${Object.keys(value).join(", ")}`);
}

function itemToJson(item: Record<string, AttributeValue>): { [key: string]: JsonValue } {
  const json: { [key: string]: JsonValue } = {};
  for (const name of Object.keys(item).sort()) {
    const value = item[name];
    if (value) json[name] = attributeToJson(value);
  }
  return json;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringsOf(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === "string")) throw new Error("Conjunto inválido na exportação.");
  return value;
}

function attributeFromJson(json: unknown): AttributeValue {
  if (!isRecord(json)) throw new Error("Atributo inválido na exportação.");
  const [type, value] = Object.entries(json)[0] ?? [];
  switch (type) {
    case "S":
    case "N":
      if (typeof value !== "string") break;
      return type === "S" ? { S: value } : { N: value };
    case "B":
      if (typeof value !== "string") break;
      return { B: bytesOf(value) };
    case "BOOL":
      if (typeof value !== "boolean") break;
      return { BOOL: value };
    case "NULL":
      return { NULL: true };
    case "SS":
      return { SS: stringsOf(value) };
    case "NS":
      return { NS: stringsOf(value) };
    case "BS":
      return { BS: stringsOf(value).map(bytesOf) };
    case "L":
      if (!Array.isArray(value)) break;
      return { L: value.map(attributeFromJson) };
    case "M":
      return { M: itemFromJson(value) };
  }
  throw new Error(`Atributo inválido na exportação: ${JSON.stringify(json).slice(0, 80)}`);
}

function itemFromJson(json: unknown): TableItem {
  if (!isRecord(json)) throw new Error("Item inválido na exportação.");
  return Object.fromEntries(Object.entries(json).map(([name, value]) => [name, attributeFromJson(value)]));
}

/** The line an item is written as. */
export function itemLine(item: TableItem): string {
  return JSON.stringify({ Item: itemToJson(item) });
}

/** The whole export file. */
export function exportText(tenantId: string, items: TableItem[], exportedAt: Date): string {
  const header: ExportHeader = { format: EXPORT_FORMAT, version: EXPORT_VERSION, tenantId, exportedAt: exportedAt.toISOString(), items: items.length };
  const lines = items.map(itemLine).sort();
  return `${[JSON.stringify(header), ...lines].join("\n")}\n`;
}

/** Reads an export back, refusing anything that is not a whole export of this format. */
export function parseExport(text: string): TenantExport {
  const [first = "", ...rest] = text.split("\n").filter((line) => line.trim() !== "");
  let header: unknown;
  try {
    header = JSON.parse(first);
  } catch {
    throw new Error("O arquivo não é uma exportação de empresa (primeira linha não é JSON).");
  }
  if (!isRecord(header) || header.format !== EXPORT_FORMAT || typeof header.tenantId !== "string" || typeof header.items !== "number") {
    throw new Error("O arquivo não é uma exportação de empresa (cabeçalho ausente ou de outro formato).");
  }
  if (header.version !== EXPORT_VERSION) throw new Error(`Versão de exportação não suportada: ${String(header.version)}.`);
  if (rest.length !== header.items) {
    throw new Error(`Exportação incompleta: o cabeçalho diz ${header.items} itens e o arquivo tem ${rest.length}.`);
  }
  const items = rest.map((line, index) => {
    try {
      const parsed: unknown = JSON.parse(line);
      if (!isRecord(parsed)) throw new Error("linha sem objeto");
      return itemFromJson(parsed.Item);
    } catch (error) {
      throw new Error(`Linha ${index + 2} da exportação inválida: ${(error as Error).message}`);
    }
  });
  return { header: header as unknown as ExportHeader, items, lines: items.map(itemLine) };
}
