import { createHash } from "node:crypto";
import { DEFAULT_AVATAR } from "../../shared/avatar";
import { provisionTenant } from "../../functions/session/tenant";
import { createUser, findUserByUsername } from "../../functions/users/store";

export const DEMO_TENANT_ID = "demo";
export const DEMO_BYNAME = "SUPERMERCADO BOM PREÇO LTDA";
export const DEMO_SIGN_INS = [
  { username: "admin", password: "admin", name: "ADMINISTRADOR", role: "admin" as const },
  { username: "operador", password: "operador", name: "OPERADOR DE LOJA", role: "user" as const },
];

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="24" fill="#0f6e3a"/><path d="M26 44h68l-8 40H34z" fill="#fff"/><circle cx="42" cy="94" r="7" fill="#ffd43b"/><circle cx="78" cy="94" r="7" fill="#ffd43b"/><path d="M18 32h12l4 12" stroke="#ffd43b" stroke-width="7" fill="none" stroke-linecap="round"/><text x="60" y="72" font-family="Arial" font-size="20" font-weight="700" fill="#0f6e3a" text-anchor="middle">BP</text></svg>';

export const DEMO_LOGO = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString("base64")}`;

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The demo company with its profile, logo, integration key and the two demo sign-ins. */
export async function seedDemoTenant(options: { tenantId?: string; apiKey?: string; byname?: string } = {}): Promise<void> {
  const tenantId = options.tenantId ?? DEMO_TENANT_ID;
  await provisionTenant({
    tenantId,
    byname: options.byname ?? DEMO_BYNAME,
    logo: DEMO_LOGO,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
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
