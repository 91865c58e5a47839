import { useRef, useState } from "react";
import type { WriteOutcome } from "./collector-api";
import { newIdempotencyKey } from "./idempotency-key";

/**
 * One registration at a time, each with its own idempotency key. A second tap while one is on its way does
 * nothing; a registration that got no answer stays pending with its key, and 'Tentar novamente' sends the
 * same key again, so the server registers it once however many times it arrives.
 */

interface Draft<B> {
  body: B;
  key: string;
  /** How the pending message names it ("A contagem de 12 UN de ARROZ"). */
  what: string;
}

export interface Registration<B, T> {
  busy: boolean;
  /** The registration that got no answer, waiting for 'Tentar novamente'. */
  pending: { what: string } | undefined;
  /** The server's reason for the last refusal. */
  refusal: string | undefined;
  /** Sends a new registration; answers how it went (undefined: one was already on its way). */
  register(body: B, what: string): Promise<WriteOutcome<T> | undefined>;
  /** Sends the pending registration again, with its key. */
  retry(): Promise<WriteOutcome<T> | undefined>;
  discard(): void;
  clearRefusal(): void;
}

export function useRegistration<B, T>(send: (body: B & { idempotency_key: string }) => Promise<WriteOutcome<T>>): Registration<B, T> {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Draft<B>>();
  const [refusal, setRefusal] = useState<string>();
  // A ref, not state: a double tap arrives before React renders the button busy.
  const inFlight = useRef(false);

  const attempt = async (draft: Draft<B>): Promise<WriteOutcome<T> | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    setRefusal(undefined);
    try {
      const outcome = await send({ ...draft.body, idempotency_key: draft.key });
      setPending(outcome.kind === "lost" ? draft : undefined);
      if (outcome.kind === "refused") setRefusal(outcome.message);
      return outcome;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return {
    busy,
    pending: pending && { what: pending.what },
    refusal,
    register: (body, what) => attempt({ body, key: newIdempotencyKey(), what }),
    retry: () => (pending ? attempt(pending) : Promise.resolve(undefined)),
    discard: () => setPending(undefined),
    clearRefusal: () => setRefusal(undefined),
  };
}
