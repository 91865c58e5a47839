import { decodeJwt } from "jose";
import { getAll } from "../../functions/lib/entities/support/dynamo";
import { keys } from "../../functions/lib/keys";

/**
 * What every signed-in request reads before it answers (`loadSession` in functions/lib/request/auth.ts): the user and
 * the revocation mark of this sign-in, in one BatchGet. A floor reads the same items the handler reads.
 */
export function sessionReads(context: { tenantId: string; userId: number; cookie: string }): () => Promise<unknown> {
  const token = context.cookie.slice(context.cookie.indexOf("=") + 1);
  const sessionId = String(decodeJwt(token).jti);
  return () => getAll([keys.user(context.tenantId, context.userId), keys.revokedSession(context.tenantId, sessionId)]);
}
