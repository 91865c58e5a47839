/** `npm run smoke -- <url> <user> <password> [--api-key K] [--order N]`. */
export interface SmokeOptions {
  /** The stack's web address (CloudFront, a custom domain, or the local runtime). */
  baseUrl: string;
  user: string;
  password: string;
  /** The company's integration key; without it the integration steps are skipped. */
  apiKey?: string;
  /** The purchase order to print; absent = the first of the list. */
  orderId?: number;
}

export const SMOKE_USAGE =
  "Uso: npm run smoke -- <url> <usuário> <senha> [--api-key <chave de integração>] [--order <id do pedido>]";

export function parseSmokeArgs(argv: readonly string[]): SmokeOptions {
  const positional: string[] = [];
  let apiKey: string | undefined = process.env.SMOKE_API_KEY || undefined;
  let orderId: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [flag = "", inline] = (argv[i] ?? "").split(/=(.*)/s);
    const value = () => inline ?? argv[++i] ?? "";
    if (flag === "--api-key") apiKey = value();
    else if (flag === "--order") {
      const text = value();
      orderId = Number(text);
      if (!/^[1-9]\d*$/.test(text)) throw new Error(`--order deve ser o id de um pedido (recebido: '${text}').`);
    } else if (flag.startsWith("--")) throw new Error(`Argumento desconhecido: '${flag}'. ${SMOKE_USAGE}`);
    else positional.push(argv[i] ?? "");
  }
  const [url, user, password] = positional;
  if (positional.length !== 3 || !url || !user || !password) throw new Error(SMOKE_USAGE);
  let baseUrl: string;
  try {
    baseUrl = new URL(url).origin;
  } catch {
    throw new Error(`Endereço inválido: '${url}' (use, por exemplo, https://loja.exemplo.com.br).`);
  }
  return { baseUrl, user, password, ...(apiKey ? { apiKey } : {}), ...(orderId ? { orderId } : {}) };
}
