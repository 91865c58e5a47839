import { createHash } from "node:crypto";
import { encodePng, type Rgba } from "./png";
import { DEFAULT_AVATAR } from "../../shared/avatar";
import { provisionTenant } from "../../functions/session/tenant";
import { createUser, findUserByUsername } from "../../functions/users/store";

export const DEMO_TENANT_ID = "demo";
export const DEMO_BYNAME = "SUPERMERCADO BOM PREÇO LTDA";
export const DEMO_SIGN_INS = [
  { username: "admin", password: "admin", name: "ADMINISTRADOR", role: "admin" as const },
  { username: "operador", password: "operador", name: "OPERADOR DE LOJA", role: "user" as const },
];

const GREEN: Rgba = [15, 110, 58, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const YELLOW: Rgba = [255, 212, 59, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** A shopping cart on a green rounded square, drawn per pixel (120 x 120). */
function logoPixel(x: number, y: number): Rgba {
  const size = 120;
  const radius = 24;
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) return CLEAR;
  const inWheel = (wx: number) => (x - wx) ** 2 + (y - 94) ** 2 <= 49;
  if (inWheel(42) || inWheel(78)) return YELLOW;
  if (y >= 30 && y <= 37 && x >= 16 && x <= 32) return YELLOW;
  const basketTop = 44;
  const basketBottom = 84;
  if (y >= basketTop && y <= basketBottom) {
    const inset = ((y - basketTop) / (basketBottom - basketTop)) * 8;
    if (x >= 26 + inset && x <= 94 - inset) return WHITE;
  }
  return GREEN;
}

export const DEMO_LOGO = `data:image/png;base64,${encodePng(120, 120, logoPixel).toString("base64")}`;

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
