/**
 * `npm run tenant -- <command>`: operates companies (tenants) on the local runtime's table (DATA_DIR, default
 * .data) or on a deployed stack's (`--stack <name> [--region r]`, or `--table <name>`). The rules are in
 * operations.ts; this file reads arguments and prints.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatCnpj } from "../../shared/contracts/cnpj";
import {
  addHost,
  createCompany,
  deleteCompany,
  exportCompany,
  importCompany,
  listCompanies,
  removeHost,
  rotateApiKey,
  TenantCommandRefused,
} from "./operations";
import { connect, type Target } from "./target";

const USAGE = `Uso: npm run tenant -- <comando> [--stack <nome> [--region <região>] | --table <nome>]

  create --name <nome> --cnpj <cnpj> --host <endereço> [--host <endereço>…] --admin-user <login>
         [--admin-name <nome>] [--id <id>] [--logo <arquivo.png|jpg>]
  list
  add-host <empresa> <endereço>
  remove-host <empresa> <endereço>
  rotate-key <empresa>
  export <empresa> [--out <arquivo.jsonl>]
  delete <empresa> --confirm-export <arquivo.jsonl>
  import <arquivo.jsonl>

Sem --stack nem --table, opera o runtime local em DATA_DIR (padrão .data).`;

interface Parsed {
  positional: string[];
  options: Map<string, string[]>;
}

const FLAGS_WITH_VALUE = new Set(["name", "cnpj", "host", "admin-user", "admin-name", "id", "logo", "out", "confirm-export", "stack", "region", "table"]);

function parseArguments(argv: string[]): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i] ?? "";
    if (!argument.startsWith("--")) {
      positional.push(argument);
      continue;
    }
    const [flag = "", inline] = argument.slice(2).split(/=(.*)/s, 2);
    if (!FLAGS_WITH_VALUE.has(flag)) throw new TenantCommandRefused(`Opção desconhecida: --${flag}.\n\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === "") throw new TenantCommandRefused(`A opção --${flag} precisa de um valor.`);
    options.set(flag, [...(options.get(flag) ?? []), value]);
  }
  return { positional, options };
}

function one(parsed: Parsed, flag: string): string | undefined {
  const values = parsed.options.get(flag) ?? [];
  if (values.length > 1) throw new TenantCommandRefused(`A opção --${flag} só pode aparecer uma vez.`);
  return values[0];
}

function required(parsed: Parsed, flag: string): string {
  const value = one(parsed, flag);
  if (value === undefined) throw new TenantCommandRefused(`Falta a opção --${flag}.\n\n${USAGE}`);
  return value;
}

function argumentsOf(parsed: Parsed, count: number, names: string): string[] {
  const values = parsed.positional.slice(1);
  if (values.length !== count) throw new TenantCommandRefused(`Uso: npm run tenant -- ${parsed.positional[0]} ${names}`);
  return values;
}

function targetOf(parsed: Parsed): Target {
  const stack = one(parsed, "stack");
  const table = one(parsed, "table");
  const region = one(parsed, "region");
  if (stack && table) throw new TenantCommandRefused("Use --stack ou --table, não os dois.");
  if (stack) return { kind: "stack", stack, ...(region ? { region } : {}) };
  if (table) return { kind: "table", table, ...(region ? { region } : {}) };
  if (region) throw new TenantCommandRefused("--region vale só com --stack ou --table.");
  return { kind: "local", dataDir: path.resolve(process.env.DATA_DIR ?? ".data") };
}

const LOGO_TYPES: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg" };

function logoDataUrl(file: string): string {
  const type = LOGO_TYPES[path.extname(file).toLowerCase()];
  if (!type) throw new TenantCommandRefused("O logotipo precisa ser um arquivo .png ou .jpg (os relatórios só desenham esses).");
  const found = userPath(file);
  if (!existsSync(found)) throw new TenantCommandRefused(`Arquivo não encontrado: ${found}`);
  return `data:${type};base64,${readFileSync(found).toString("base64")}`;
}

function readExportFile(file: string): string {
  if (!existsSync(file)) throw new TenantCommandRefused(`Arquivo de exportação não encontrado: ${file}`);
  return readFileSync(file, "utf8");
}

const COMMANDS = ["create", "list", "add-host", "remove-host", "rotate-key", "export", "delete", "import"];

/** A file named on the command line, from the folder the command was typed in (npm runs scripts from the project's). */
function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const say = (line: string) => console.log(line);

/** Runs one command against the table the configuration points at. */
async function runCommand(parsed: Parsed): Promise<void> {
  const command = parsed.positional[0];
  switch (command) {
    case "create": {
      argumentsOf(parsed, 0, "--name … --cnpj … --host … --admin-user …");
      const logo = one(parsed, "logo");
      const adminName = one(parsed, "admin-name");
      const tenantId = one(parsed, "id");
      const created = await createCompany({
        name: required(parsed, "name"),
        cnpj: required(parsed, "cnpj"),
        hosts: parsed.options.get("host") ?? [],
        adminUsername: required(parsed, "admin-user"),
        ...(adminName ? { adminName } : {}),
        ...(tenantId ? { tenantId } : {}),
        ...(logo ? { logo: logoDataUrl(logo) } : {}),
      });
      say(`Empresa criada: ${created.tenantId}`);
      say(`Administrador: ${created.adminUsername}`);
      say(`Senha provisória: ${created.adminPassword}`);
      say("  (mostrada só agora; entregue ao administrador e peça que a troque em Usuários depois de entrar)");
      say(`Chave da API de integração: ${created.apiKey}`);
      say("  (guardada só como hash; para outra, use rotate-key)");
      return;
    }
    case "list": {
      argumentsOf(parsed, 0, "");
      const companies = await listCompanies();
      if (companies.length === 0) return say("Nenhuma empresa cadastrada.");
      for (const company of companies) {
        say(`${company.tenantId}\t${company.name}\t${company.cnpj ? formatCnpj(company.cnpj) : "(sem CNPJ)"}\t${company.users} usuário(s)\t${company.hosts.join(", ") || "(sem endereço)"}`);
      }
      return;
    }
    case "add-host": {
      const [tenantId = "", host = ""] = argumentsOf(parsed, 2, "<empresa> <endereço>");
      say(`Endereço ${await addHost(tenantId, host)} agora abre a empresa ${tenantId}.`);
      return;
    }
    case "remove-host": {
      const [tenantId = "", host = ""] = argumentsOf(parsed, 2, "<empresa> <endereço>");
      const name = await removeHost(tenantId, host);
      say(`Endereço ${name} removido da empresa ${tenantId} (funções já em execução podem levar até 1 minuto para deixar de usá-lo).`);
      return;
    }
    case "rotate-key": {
      const [tenantId = ""] = argumentsOf(parsed, 1, "<empresa>");
      const apiKey = await rotateApiKey(tenantId);
      say(`Nova chave da API de integração de ${tenantId}: ${apiKey}`);
      say("  (mostrada só agora; a anterior deixou de valer)");
      return;
    }
    case "export": {
      const [tenantId = ""] = argumentsOf(parsed, 1, "<empresa> [--out <arquivo.jsonl>]");
      const now = new Date();
      const out = userPath(one(parsed, "out") ?? `${tenantId}-${now.toISOString().replace(/[-:]/g, "").slice(0, 15)}.jsonl`);
      if (existsSync(out)) throw new TenantCommandRefused(`O arquivo ${out} já existe; escolha outro com --out.`);
      const exported = await exportCompany(tenantId, now);
      writeFileSync(out, exported.text, { mode: 0o600 });
      say(`${exported.items} itens da empresa ${tenantId} exportados para ${out}.`);
      return;
    }
    case "delete": {
      const [tenantId = ""] = argumentsOf(parsed, 1, "<empresa> --confirm-export <arquivo.jsonl>");
      const exportFile = userPath(required(parsed, "confirm-export"));
      const result = await deleteCompany(tenantId, readExportFile(exportFile));
      say(`Empresa ${tenantId} removida: ${result.deleted} itens (a exportação em ${exportFile} os restaura com import).`);
      if (result.leftover > 0) say(`Atenção: ${result.leftover} itens gravados durante a remoção ficaram; exporte e remova de novo.`);
      return;
    }
    case "import": {
      const [file = ""] = argumentsOf(parsed, 1, "<arquivo.jsonl>");
      const result = await importCompany(readExportFile(userPath(file)));
      say(`Empresa ${result.tenantId} importada: ${result.imported} itens.`);
      return;
    }
    default:
      throw new TenantCommandRefused(command ? `Comando desconhecido: ${command}.\n\n${USAGE}` : USAGE);
  }
}

async function main(): Promise<void> {
  const parsed = parseArguments(process.argv.slice(2));
  const command = parsed.positional[0];
  if (!command || !COMMANDS.includes(command)) throw new TenantCommandRefused(command ? `Comando desconhecido: ${command}.\n\n${USAGE}` : USAGE);
  const connection = await connect(targetOf(parsed));
  try {
    console.error(`Conectado: ${connection.description}.`);
    await runCommand(parsed);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof TenantCommandRefused ? error.message : `Erro: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
