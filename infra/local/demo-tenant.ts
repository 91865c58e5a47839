import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { DEFAULT_AVATAR } from "../../shared/avatar";
import { provisionTenant } from "../../functions/session/tenant";
import { findUserByUsername } from "../../functions/lib/request/user-record";
import { createUser } from "../../functions/users/store";
import { readCompanyCnpj, setCompanyCnpj } from "../../functions/lib/entities/company";

export const DEMO_TENANT_ID = "demo";
export const DEMO_BYNAME = "SUPERMERCADO BOM PREÇO LTDA";
/** The demo store's CNPJ (valid check digits): the recipient its sample NF-e files name. */
export const DEMO_CNPJ = "12345678000195";
export const DEMO_SIGN_INS = [
  { username: "admin", password: "admin", name: "ADMINISTRADOR", role: "admin" as const },
  { username: "operador", password: "operador", name: "OPERADOR DE LOJA", role: "user" as const },
];

/** The demo company's logo (a shopping cart on a green rounded square, 120 x 120), which reports embed. */
export const DEMO_LOGO_PNG = readFileSync(new URL("./demo-store/logo.png", import.meta.url));
export const DEMO_LOGO = `data:image/png;base64,${DEMO_LOGO_PNG.toString("base64")}`;

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The demo company with its profile, logo, integration key, the hosts that reach it and the two demo sign-ins. */
export async function seedDemoTenant(
  options: { tenantId?: string; apiKey?: string; byname?: string; domains?: string[]; cnpj?: string } = {},
): Promise<void> {
  const tenantId = options.tenantId ?? DEMO_TENANT_ID;
  await provisionTenant({
    tenantId,
    byname: options.byname ?? DEMO_BYNAME,
    logo: DEMO_LOGO,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.domains ? { domains: options.domains } : {}),
  });
  if (!(await readCompanyCnpj(tenantId))) await setCompanyCnpj(tenantId, options.cnpj ?? DEMO_CNPJ);
  for (const user of DEMO_SIGN_INS) {
    if (await findUserByUsername(tenantId, user.username)) continue;
    await createUser(tenantId, {
      name: user.name,
      username: user.username,
      password: sha256Hex(user.password),
      avatar: DEFAULT_AVATAR,
      role: user.role,
    });
  }
}
