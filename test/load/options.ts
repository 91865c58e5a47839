import path from "node:path";

/** `npm run load` options: `-- --seconds 5 --connections 50 --url http://... --list /api/users --data-dir .data/load`. */
export interface LoadOptions {
  seconds: number;
  connections: number;
  /** A server already running; absent = the command starts one on dataDir. */
  url?: string;
  /** The list endpoint loaded as an administrator. */
  listPath: string;
  dataDir: string;
}

export const USAGE =
  "Uso: npm run load -- [--seconds 30] [--connections 200] [--url http://localhost:3000] [--list /api/purchase_orders] [--data-dir .data/load]";

function positiveInteger(flag: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${flag} deve ser um número inteiro positivo (recebido: '${value ?? ""}').`);
  return number;
}

export function parseLoadOptions(argv: readonly string[]): LoadOptions {
  const options: LoadOptions = {
    seconds: 30,
    connections: 200,
    listPath: "/api/purchase_orders",
    dataDir: path.resolve(".data", "load"),
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag = "", inline] = (argv[i] ?? "").split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === "--seconds") options.seconds = positiveInteger(flag, value());
    else if (flag === "--connections") options.connections = positiveInteger(flag, value());
    else if (flag === "--url") options.url = new URL(value() ?? "").origin;
    else if (flag === "--list") {
      const listPath = value() ?? "";
      if (!listPath.startsWith("/api/")) throw new Error(`--list deve ser um caminho da API, como /api/purchase_orders (recebido: '${listPath}').`);
      options.listPath = listPath;
    } else if (flag === "--data-dir") options.dataDir = path.resolve(value() ?? "");
    else throw new Error(`Argumento desconhecido: '${flag}'. ${USAGE}`);
  }
  return options;
}
