/**
 * Key builders: the only place that knows how keys are spelled. Tenant data always starts with `T#<tenant>`.
 *
 * Access patterns (session and users):
 * - tenant profile by tenant: GetItem tenantProfile
 * - tenant by request host: GetItem domain; tenant by integration key: GetItem apiKey
 * - every tenant (nightly jobs): Query pk = TENANTS
 * - users of a tenant: Query pk = usersPartition; one user: GetItem user
 * - user id by username (sign-in, uniqueness): GetItem username
 * - failed sign-ins of a username: GetItem loginFailures
 */
export interface Key {
  pk: string;
  sk: string;
}

const ID_WIDTH = 10;

/** Numeric ids sort as text when padded. */
export function padId(id: number): string {
  return String(id).padStart(ID_WIDTH, "0");
}

export const keys = {
  tenantRegistry: (tenantId: string): Key => ({ pk: "TENANTS", sk: tenantId }),
  tenantProfile: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: "PROFILE" }),
  domain: (host: string): Key => ({ pk: `DOMAIN#${host.toLowerCase()}`, sk: "DOMAIN" }),
  apiKey: (keyHash: string): Key => ({ pk: `APIKEY#${keyHash}`, sk: "APIKEY" }),
  counter: (tenantId: string, name: string): Key => ({ pk: `T#${tenantId}`, sk: `COUNTER#${name}` }),
  adminCount: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: "ADMINS" }),
  usersPartition: (tenantId: string): string => `T#${tenantId}#USER`,
  user: (tenantId: string, id: number): Key => ({ pk: `T#${tenantId}#USER`, sk: padId(id) }),
  username: (tenantId: string, username: string): Key => ({ pk: `T#${tenantId}#USERNAME`, sk: username }),
  loginFailures: (tenantId: string, username: string): Key => ({ pk: `T#${tenantId}#LOGINFAIL`, sk: username }),
  job: (tenantId: string, jobId: string): Key => ({ pk: `T#${tenantId}#JOB`, sk: jobId }),
};
