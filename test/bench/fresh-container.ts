import { deletePartition } from "../../functions/lib/entities/support/dynamo";
import { keys } from "../../functions/lib/keys";
import { forgetEverythingKept } from "../../functions/lib/kept-in-memory";
import { COLD_LIST_TARGET, FIRST_BUILD_TARGET, type Measurement } from "./types";

/**
 * A fresh container, as the bench's cold rows start each call: nothing the functions keep in memory. What is
 * stored in the table stays, as it does in AWS, where another container may have built and stored a list's answer.
 */
export const freshContainer: () => void = forgetEverythingKept;

/** A fresh container that no other container went before: no answer stored for the tenant either. */
export async function freshContainerNothingStored(tenantId: string): Promise<void> {
  freshContainer();
  await deletePartition(keys.derivationsPartition(tenantId));
}

/**
 * A stored list's two cold rows beside the same floor: a fresh container (`fresh`, by default nothing in memory,
 * the stored answers there), and the first read since the data changed (nothing stored either).
 */
export function coldRows(
  endpoint: string,
  tenantId: string,
  list: Pick<Measurement, "run" | "floor">,
  fresh: () => void | Promise<void> = freshContainer,
): Measurement[] {
  return [
    { name: `  ${endpoint}, função fria`, ...list, before: fresh, target: COLD_LIST_TARGET },
    { name: `  ${endpoint}, função fria, nada guardado`, ...list, before: () => freshContainerNothingStored(tenantId), target: FIRST_BUILD_TARGET },
  ];
}
