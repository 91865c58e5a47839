import { COLUMNS_MEDIA_TYPE, decodeListPayload } from "../../shared/contracts/columns-lists";
import { type ColumnsPayload, isColumnsPayload } from "../../shared/wire/columns";
import type { RouteAnswer } from "../support/api";

/** The Accept header of the web client's list reads (web/src/app/api.ts). */
export const COLUMNS_ACCEPT = { accept: `${COLUMNS_MEDIA_TYPE}, application/json` };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * A long list's answer in both forms (issue 29): rows, bytes of JSON text and of gzip as sent, plain and in
 * columns, and the client's decoding of the compact one (parse + decode, as web/src/app/api.ts does).
 */
export async function wireFormsDetail(get: (headers?: Record<string, string>) => Promise<RouteAnswer>): Promise<string> {
  const plain = await get();
  const compact = await get(COLUMNS_ACCEPT);
  const plainRows = (plain.json() as { data?: unknown[] }).data ?? [];
  const text = JSON.stringify(compact.json());
  const started = performance.now();
  const data = (JSON.parse(text) as { data?: unknown }).data;
  const rows = isColumnsPayload(data) ? decodeListPayload(data as ColumnsPayload) : [];
  const decodeMs = performance.now() - started;
  if (!isColumnsPayload(data)) return `${plainRows.length} linhas: resposta em colunas NÃO veio em colunas`;
  return (
    `${rows.length} linhas; JSON ${kb(JSON.stringify(plain.json()).length)}, ${kb(plain.bytes)} gzip; ` +
    `colunas ${kb(text.length)}, ${kb(compact.bytes)} gzip; ler+decodificar ${decodeMs.toFixed(0)} ms`
  );
}
