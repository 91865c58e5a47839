import { afterEach, describe, expect, it, vi } from "vitest";
import * as passwords from "../../functions/lib/passwords";
import {
  LOGIN_MESSAGES,
  MAX_FAILED_LOGINS,
  MAX_FAILED_LOGINS_PER_ADDRESS,
  MAX_FAILED_LOGINS_PER_USERNAME,
} from "../../functions/session/lockout";
import { type ApiAnswer, callApi } from "../support/api";
import { seedTenantWithSessions, sha256Hex } from "../support/sessions";
import { useTestTable } from "../support/table";

/**
 * Invariant: however many sign-ins arrive at once, no more passwords are checked than the throttle allows
 * (lockout.ts), and what a lock refuses is only what its policy says.
 */
useTestTable();

const BURST = 100;
const SPRAYED_USERNAMES = 60;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function signInFrom(host: string, sourceIp: string, username: string, password: string): Promise<ApiAnswer> {
  return callApi("POST", "/api/login", { host, sourceIp, body: { username, password: sha256Hex(password) } });
}

function countStatuses(answers: ApiAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A tenant of its own per test, so counters never carry over; answers the host that reaches it. */
async function freshTenant(tenantId: string): Promise<string> {
  const host = `${tenantId}.example.com`;
  await seedTenantWithSessions(tenantId, host);
  return host;
}

describe("sign-in throttle under parallel attempts", () => {
  it(`checks at most ${MAX_FAILED_LOGINS} passwords of ${BURST} parallel attempts on one username from one address`, async () => {
    const host = await freshTenant("rajada");
    const checks = vi.spyOn(passwords, "verifyUserPassword");
    const burst = Array.from({ length: BURST }, (_, i) => signInFrom(host, "198.51.100.7", "operador", `errada-${i}`));
    // The right password, sent while the burst is being checked: the slots are spent, so it is refused unchecked.
    await vi.waitFor(() => expect(checks).toHaveBeenCalledTimes(MAX_FAILED_LOGINS), { timeout: 20_000, interval: 5 });
    const rightAmongThem = await signInFrom(host, "198.51.100.7", "operador", "operador");
    const answers = await Promise.all(burst);

    expect(checks).toHaveBeenCalledTimes(MAX_FAILED_LOGINS);
    expect(rightAmongThem.status).toBe(429);
    expect(rightAmongThem.body.message?.msg).toBe(LOGIN_MESSAGES.locked);
    expect(countStatuses(answers)).toEqual({ 401: MAX_FAILED_LOGINS - 1, 429: BURST - MAX_FAILED_LOGINS + 1 });
    expect(answers.find((answer) => answer.status === 401)?.body.message?.msg).toBe(LOGIN_MESSAGES.invalid);

    // Still locked for that address afterwards, with no password checked.
    expect((await signInFrom(host, "198.51.100.7", "operador", "operador")).status).toBe(429);
    expect(checks).toHaveBeenCalledTimes(MAX_FAILED_LOGINS);
    // The owner, from their own address, is not locked out by a stranger's guesses.
    const owner = await signInFrom(host, "192.0.2.44", "operador", "operador");
    expect(owner.status).toBe(200);
    expect(owner.cookies[0]).toMatch(/^session=/);
  });

  it(`slows spraying: ${SPRAYED_USERNAMES} usernames from one address get 429 once ${MAX_FAILED_LOGINS_PER_ADDRESS} have failed`, async () => {
    const host = await freshTenant("borrifo");
    const checks = vi.spyOn(passwords, "verifyUserPassword");
    const answers = await Promise.all(
      Array.from({ length: SPRAYED_USERNAMES }, (_, i) => signInFrom(host, "203.0.113.9", `usuario${i}`, "123456")),
    );
    expect(checks).toHaveBeenCalledTimes(MAX_FAILED_LOGINS_PER_ADDRESS);
    expect(countStatuses(answers)).toEqual({
      401: MAX_FAILED_LOGINS_PER_ADDRESS - 1,
      429: SPRAYED_USERNAMES - MAX_FAILED_LOGINS_PER_ADDRESS + 1,
    });
    // Sequential spraying meets the same wall.
    expect((await signInFrom(host, "203.0.113.9", "mais-um", "123456")).status).toBe(429);
    // Everyone behind that address waits, even with the right password; other addresses sign in as usual.
    expect((await signInFrom(host, "203.0.113.9", "admin", "admin")).status).toBe(429);
    expect((await signInFrom(host, "203.0.113.10", "admin", "admin")).status).toBe(200);
  });

  it(`locks a username everywhere, its owner included, after ${MAX_FAILED_LOGINS_PER_USERNAME} failures spread over many addresses, for 15 minutes`, async () => {
    const host = await freshTenant("distribuido");
    // Every guess fails without scrypt's cost: what is under test is the counting, not the hash.
    vi.spyOn(passwords, "verifyUserPassword").mockResolvedValue(false);
    const addresses = MAX_FAILED_LOGINS_PER_USERNAME / MAX_FAILED_LOGINS;
    const answers = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS_PER_USERNAME }, (_, i) =>
        signInFrom(host, `198.18.${i % addresses}.1`, "admin", `palpite-${i}`),
      ),
    );
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    vi.restoreAllMocks();

    const owner = await signInFrom(host, "192.0.2.80", "admin", "admin");
    expect(owner.status).toBe(429);
    expect(owner.body.message?.msg).toBe(LOGIN_MESSAGES.locked);
    // Another username is untouched.
    expect((await signInFrom(host, "192.0.2.80", "operador", "operador")).status).toBe(200);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    expect((await signInFrom(host, "192.0.2.80", "admin", "admin")).status).toBe(200);
  });
});
