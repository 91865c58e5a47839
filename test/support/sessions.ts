import { provisionTenant } from "../../functions/session/tenant";
import { DEMO_LOGO, seedDemoTenant, sha256Hex } from "../../infra/local/demo-tenant";
import { callApi, cookieOf } from "./api";

export { sha256Hex };

/**
 * Seeds a tenant with its admin/operador sign-ins and answers a session cookie for each.
 * A host other than localhost is mapped to the tenant, as a company's own domain would be.
 */
export async function seedTenantWithSessions(tenantId = "demo", host = "localhost:3000") {
  const byname = `EMPRESA ${tenantId.toUpperCase()}`;
  const hostname = host.split(":")[0] ?? host;
  if (hostname !== "localhost") await provisionTenant({ tenantId, byname, logo: DEMO_LOGO, domains: [hostname] });
  await seedDemoTenant({ tenantId, byname });
  const admin = await signIn("admin", "admin", host);
  const user = await signIn("operador", "operador", host);
  return { admin, user };
}

export async function signIn(username: string, password: string, host = "localhost:3000"): Promise<string> {
  const answer = await callApi("POST", "/api/login", { body: { username, password: sha256Hex(password) }, host });
  if (answer.status !== 200) throw new Error(`Login de ${username} falhou: ${answer.status}`);
  return cookieOf(answer);
}
