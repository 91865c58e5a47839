import * as z from "zod";
import {
  entriesQuerySchema,
  type NfeConfirmAnswer,
  nfeConfirmBodySchema,
  nfeImportOrderBodySchema,
  nfeImportsQuerySchema,
  nfeLineMappingBodySchema,
} from "../../shared/contracts/nfe-imports";
import { tenantSettingsBodySchema } from "../../shared/contracts/cnpj";
import { readCompanyCnpj, setCompanyCnpj } from "../lib/entities/company";
import { DomainError } from "../lib/errors";
import { FileBody, httpApi, requireSession } from "../lib/request/http";
import { parseId, parseInput } from "../lib/request/validate";
import { confirmImport } from "./confirm";
import { listEntries, listEntryItems } from "./entries-list";
import { NFE_MESSAGES } from "./messages";
import { discardImport, importDetail, listReview, mapLine, setOrder } from "./operations";
import { reverseEntry } from "./reverse";
import { importFiles } from "./upload";

const importId = (raw: string | undefined): number => parseId(raw, NFE_MESSAGES.importNotFound);
const entryId = (raw: string | undefined): number => parseId(raw, NFE_MESSAGES.entryNotFound);
const fileName = z.string().trim().min(1).max(200).catch("nota.xml");

export const handler = httpApi("nfe_imports", {
  "GET /api/tenant_settings": async (request) => ({ data: { cnpj: await readCompanyCnpj(request.tenantId) } }),
  "PUT /api/tenant_settings": async (request) => {
    const { cnpj } = parseInput(tenantSettingsBodySchema, request.body);
    await setCompanyCnpj(request.tenantId, cnpj);
    return { data: { cnpj }, message: { type: "success", msg: NFE_MESSAGES.settingsSaved } };
  },
  "POST /api/nfe_imports": async (request) => {
    if (!(request.body instanceof FileBody)) throw new DomainError(415, NFE_MESSAGES.unsupportedBody);
    const session = requireSession(request);
    const name = fileName.parse(request.query.file_name ?? (request.body.contentType === "zip" ? "notas.zip" : "nota.xml"));
    return { data: await importFiles(request.tenantId, request.body, name, session.name || session.username) };
  },
  "GET /api/nfe_imports": async (request) => {
    parseInput(nfeImportsQuerySchema, request.query);
    return { data: await listReview(request.tenantId) };
  },
  "GET /api/nfe_imports/{id}": async (request) => ({ data: await importDetail(request.tenantId, importId(request.params.id)) }),
  "PUT /api/nfe_imports/{id}": async (request) => {
    const id = importId(request.params.id);
    const { order_id } = parseInput(nfeImportOrderBodySchema, request.body);
    return { data: await setOrder(request.tenantId, id, order_id), message: { type: "success", msg: NFE_MESSAGES.orderSet } };
  },
  "PUT /api/nfe_imports/{id}/lines/{n}": async (request) => {
    const id = importId(request.params.id);
    const line = parseId(request.params.n, NFE_MESSAGES.noSuchLine);
    const body = parseInput(nfeLineMappingBodySchema, request.body);
    return { data: await mapLine(request.tenantId, id, line, body.product_id, body.fraction), message: { type: "success", msg: NFE_MESSAGES.mapped } };
  },
  "POST /api/nfe_imports/{id}/confirm": async (request) => {
    const id = importId(request.params.id);
    const body = parseInput(nfeConfirmBodySchema, request.body);
    const session = requireSession(request);
    const entry = await confirmImport(request.tenantId, id, session.name || session.username, body.accept_warnings ?? false);
    const answer: NfeConfirmAnswer = { entry_id: entry };
    return { data: answer, message: { type: "success", msg: NFE_MESSAGES.confirmed } };
  },
  "DELETE /api/nfe_imports/{id}": async (request) => {
    await discardImport(request.tenantId, importId(request.params.id));
    return { data: true, message: { type: "success", msg: NFE_MESSAGES.removed } };
  },
  "GET /api/entries": async (request) => ({ data: await listEntries(request.tenantId, parseInput(entriesQuerySchema, request.query)) }),
  "GET /api/entries/{id}/items": async (request) => ({ data: await listEntryItems(request.tenantId, entryId(request.params.id)) }),
  "POST /api/entries/{id}/reverse": async (request) => {
    await reverseEntry(request.tenantId, entryId(request.params.id));
    return { data: true, message: { type: "success", msg: NFE_MESSAGES.reversed } };
  },
});
