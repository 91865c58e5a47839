import { seedDemoTenant, sha256Hex } from "../../infra/local/demo-tenant";
import { callApi, cookieOf } from "./api";

export { sha256Hex };

/** Seeds a tenant with its admin/operador sign-ins and answers a session cookie for each. */
export async function seedTenantWithSessions(tenantId = "demo", host = "localhost:3000") {
  await seedDemoTenant({ tenantId, byname: `EMPRESA ${tenantId.toUpperCase()}` });
  const admin = await signIn("admin", "admin", host);
  const user = await signIn("operador", "operador", host);
  return { admin, user };
}

export async function signIn(username: string, password: string, host = "localhost:3000"): Promise<string> {
  const answer = await callApi("POST", "/api/login", { body: { username, password: sha256Hex(password) }, host });
  if (answer.status !== 200) throw new Error(`Login de ${username} falhou: ${answer.status}`);
  return cookieOf(answer);
}
