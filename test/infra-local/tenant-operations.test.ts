import { CloudFormationClient, DescribeStacksCommand } from "@aws-sdk/client-cloudformation";
import { DynamoDBClient, ScanCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { config, resetConfig } from "../../functions/lib/config";
import { sha256Hex } from "../../infra/local/demo-tenant";
import { exportText, itemLine, parseExport } from "../../infra/tenant/export-file";
import {
  addHost,
  type CreatedCompany,
  createCompany,
  deleteCompany,
  exportCompany,
  importCompany,
  removeHost,
  rotateApiKey,
  TenantCommandRefused,
} from "../../infra/tenant/operations";
import { connect } from "../../infra/tenant/target";
import { isOwnedBy } from "../../infra/tenant/tenant-items";
import type { TenantData } from "../../shared/contracts/session";
import { callApi } from "../support/api";
import { useTestTable } from "../support/table";

const table = useTestTable();

let storeA: CreatedCompany;
let storeB: CreatedCompany;

const HOST_A = "padaria.exemplo.com.br";
const HOST_B = "mercado.exemplo.com.br";

function send(company: CreatedCompany, kind: string, items: unknown[]) {
  return callApi("POST", `/api/integration/${kind}`, { body: { items }, headers: { authorization: `Bearer ${company.apiKey}` } });
}

const product = (id: number) => ({
  id,
  barcode: `789${String(id).padStart(10, "0")}`,
  description: `PRODUTO ${id}`,
  group_id: 1,
  unit: "UN",
  cost: 10.25,
  price: 15.99,
  icms_out_rate: 18,
  icms_in_rate: 12,
  stock: 40,
  active: true,
});

const saleLine = (id: string, productId: number) => ({
  id,
  date: "2026-11-20",
  product_id: productId,
  quantity: 3,
  unit_price: 15.99,
  total: 47.97,
  unit_cost: 10.25,
  icms_out_rate: 18,
  icms_in_rate: 12,
});

/** A store's day of data through the integration API, and a sign-in of its administrator. */
async function fillStore(company: CreatedCompany, host: string): Promise<void> {
  for (const [kind, items] of [
    ["groups", [{ id: 1, name: "PANIFICAÇÃO" }]],
    ["products", [product(10), product(11)]],
    ["sales", [saleLine("pdv-1", 10), saleLine("pdv-2", 11)]],
  ] as const) {
    expect((await send(company, kind, [...items])).status).toBe(200);
  }
  const login = await callApi("POST", "/api/login", { body: { username: company.adminUsername, password: sha256Hex(company.adminPassword) }, host });
  expect(login.status).toBe(200);
}

/** Every item of the test's table, each as its export line. */
async function tableLines(): Promise<{ line: string; item: Record<string, AttributeValue> }[]> {
  const client = new DynamoDBClient({ endpoint: inject("dynamoEndpoint"), region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  const found: { line: string; item: Record<string, AttributeValue> }[] = [];
  try {
    let startKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await client.send(new ScanCommand({ TableName: table.tableName, ConsistentRead: true, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }));
      for (const item of page.Items ?? []) found.push({ line: itemLine(item), item });
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  } finally {
    client.destroy();
  }
  return found.sort((a, b) => a.line.localeCompare(b.line));
}

async function linesOf(owner: (item: Record<string, AttributeValue>) => boolean): Promise<string[]> {
  return (await tableLines()).filter(({ item }) => owner(item)).map(({ line }) => line);
}

const tenantDataAt = (host: string) => callApi<TenantData>("GET", "/api/tenant_data", { host });

beforeAll(async () => {
  // A deployed stack without a default company: an unregistered host reaches none.
  delete process.env.DEFAULT_TENANT_ID;
  resetConfig();
  storeA = await createCompany({ name: "Padaria Pão Quente", cnpj: "11.222.333/0001-81", hosts: [HOST_A], adminUsername: "gerente", tenantId: "padaria" });
  storeB = await createCompany({ name: "Mercado Boa Vista", cnpj: "12345678000195", hosts: [HOST_B], adminUsername: "dono", tenantId: "mercado" });
  await fillStore(storeA, HOST_A);
  await fillStore(storeB, HOST_B);
});

describe("tenant commands", () => {
  it("creates a company whose administrator signs in on its host with the one-time password, and refuses a host already taken", async () => {
    expect(storeA.adminPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await tenantDataAt(HOST_A)).body.data).toEqual({ byname: "Padaria Pão Quente" });
    await expect(createCompany({ name: "Outra", cnpj: "11222333000181", hosts: [HOST_B], adminUsername: "x" })).rejects.toThrow(
      "O endereço 'mercado.exemplo.com.br' já pertence à empresa 'mercado'.",
    );
  });

  it("exports, deletes and imports a company back to the same items, never touching another company's", async () => {
    const ofA = (item: Record<string, AttributeValue>) => isOwnedBy(item, "padaria");
    const beforeA = await linesOf(ofA);
    const others = await linesOf((item) => !ofA(item));
    expect(beforeA.length).toBeGreaterThan(10);
    expect(others.some((line) => line.includes('"T#mercado#SALELINES#2026-11-20"'))).toBe(true);

    const exported = await exportCompany("padaria");
    expect(exported.items).toBe(beforeA.length);
    const exportOfB = await exportCompany("mercado");
    await expect(deleteCompany("padaria", exportOfB.text)).rejects.toThrow("A exportação é da empresa 'mercado', não de 'padaria'.");

    expect(await deleteCompany("padaria", exported.text)).toEqual({ deleted: beforeA.length, leftover: 0 });
    expect(await linesOf(ofA)).toEqual([]);
    expect(await linesOf((item) => !ofA(item))).toEqual(others);
    const gone = await tenantDataAt(HOST_A);
    expect(gone.status).toBe(404);
    expect(gone.body.message?.msg).toBe("Empresa não encontrada");

    expect(await importCompany(exported.text)).toEqual({ tenantId: "padaria", imported: beforeA.length });
    expect(await linesOf(ofA)).toEqual(beforeA);
    expect(await linesOf((item) => !ofA(item))).toEqual(others);
    expect((await send(storeA, "products", [product(12)])).status).toBe(200);
    await expect(importCompany(exported.text)).rejects.toThrow("A empresa 'padaria' já tem dados nesta tabela. Remova-a antes de importar.");
    // A product written after the export: the export no longer holds everything, so the delete is refused.
    await expect(deleteCompany("padaria", exported.text)).rejects.toThrow(/A exportação não tem \d+ dos \d+ itens atuais/);
  });

  it("answers for a host at once when it is added, and with 'Empresa não encontrada' when no company has it", async () => {
    const host = "filial.exemplo.com.br";
    for (const unknown of [await tenantDataAt(host), await callApi("POST", "/api/login", { body: { username: "dono", password: sha256Hex("x") }, host })]) {
      expect(unknown.status).toBe(404);
      expect(unknown.body.message?.msg).toBe("Empresa não encontrada");
    }
    await addHost("mercado", host);
    const found = await tenantDataAt(host);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({ byname: "Mercado Boa Vista" });
    await expect(addHost("padaria", host)).rejects.toThrow("O endereço 'filial.exemplo.com.br' já pertence à empresa 'mercado'.");
    await expect(removeHost("padaria", host)).rejects.toBeInstanceOf(TenantCommandRefused);
    await removeHost("mercado", host);
    expect((await tenantDataAt(host)).status).toBe(404);
  });

  it("rotates the integration key: the new one works, the old one stops", async () => {
    const newKey = await rotateApiKey("mercado");
    const groups = [{ id: 2, name: "BEBIDAS" }];
    expect((await send(storeB, "groups", groups)).status).toBe(401);
    expect((await send({ ...storeB, apiKey: newKey }, "groups", groups)).status).toBe(200);
  });
});

describe("export file", () => {
  const item = {
    pk: { S: "T#padaria#SALELINES#2026-11-20" },
    sk: { S: "B#03" },
    lines: { B: new Uint8Array([0, 1, 254, 255]) },
    total: { N: "12345678901234567890.123" },
    tags: { SS: ["b", "a"] },
    chunks: { BS: [new Uint8Array([9]), new Uint8Array([1, 2])] },
    open: { BOOL: false },
    nothing: { NULL: true },
    nested: { M: { list: { L: [{ N: "1" }, { S: "á" }, { NS: ["2", "1"] }] } } },
  };

  it("gives back every attribute exactly: binaries, numbers beyond a double's precision, sets, nested maps and lists", () => {
    const text = exportText("padaria", [item], new Date("2026-11-28T01:00:00Z"));
    const read = parseExport(text);
    expect(read.header).toMatchObject({ tenantId: "padaria", items: 1, exportedAt: "2026-11-28T01:00:00.000Z" });
    expect(read.items).toHaveLength(1);
    expect(itemLine(read.items[0] ?? {})).toBe(itemLine(item));
    expect(read.items[0]?.total).toEqual({ N: "12345678901234567890.123" });
    expect(read.items[0]?.lines?.B).toEqual(new Uint8Array([0, 1, 254, 255]));
  });

  it("refuses a file that is not a whole export", () => {
    const text = exportText("padaria", [item, { ...item, sk: { S: "B#04" } }], new Date());
    expect(() => parseExport(text.split("\n").slice(0, 2).join("\n"))).toThrow("Exportação incompleta: o cabeçalho diz 2 itens e o arquivo tem 1.");
    expect(() => parseExport('{"Item":{}}\n')).toThrow("O arquivo não é uma exportação de empresa (cabeçalho ausente ou de outro formato).");
  });
});

describe("target of the commands", () => {
  it("works on a deployed stack's table, named by the stack's TableName output", async () => {
    const cloudFormation = mockClient(CloudFormationClient);
    cloudFormation.on(DescribeStacksCommand, { StackName: "BackOffice" }).resolves({
      Stacks: [
        {
          StackName: "BackOffice",
          CreationTime: new Date(),
          StackStatus: "UPDATE_COMPLETE",
          Outputs: [{ OutputKey: "TableName", OutputValue: "BackOffice-Table1234-ABCD" }],
        },
      ],
    });
    const saved = { ...process.env };
    try {
      const connection = await connect({ kind: "stack", stack: "BackOffice", region: "sa-east-1" });
      expect(connection.description).toBe("tabela BackOffice-Table1234-ABCD na AWS (sa-east-1)");
      expect(config().TABLE_NAME).toBe("BackOffice-Table1234-ABCD");
      expect(config().DYNAMODB_ENDPOINT).toBeUndefined();
    } finally {
      cloudFormation.restore();
      process.env = saved;
      resetConfig();
    }
  });
});
