/**
 * What a warm function keeps in memory between requests (decoded documents, built answers, indexes, hosts'
 * companies), each piece registered with how to forget it. Forgetting all of it makes the process a fresh
 * container: the bench's cold rows start so, and a test process that moves to another table does, since what
 * it kept was read from the table it leaves.
 */
const forgetters = new Set<() => void>();

/** Registers how to forget one thing kept (a cache made once, when its module loads). */
export function keptInMemory(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets everything this process keeps between requests. */
export function forgetEverythingKept(): void {
  for (const forget of forgetters) forget();
}
