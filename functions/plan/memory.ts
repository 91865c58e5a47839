/**
 * The memory of the API functions, and the V8 heap a function of that memory runs with.
 *
 * 1,024 MB: Lambda gives CPU in proportion to memory (a whole vCPU at 1,769 MB), and the first read of a large
 * store's list after a change builds its answer on the CPU (15,000 rows decoded, summed, serialized, compressed).
 * The heap Lambda sizes from it matters as much: at 512 MB its young generation (the semi-spaces) is too small
 * for that build's rows, which are copied by the garbage collector before they are sent. Measured on the large
 * store with the local runtime's heap set as at each size, the build's first reads ('nada guardado' rows of
 * `npm run bench`) came about 35 ms sooner at the median and 60 ms sooner at the 95th percentile.
 */
export const API_FUNCTION_MEMORY_MB = 1024;

/**
 * The V8 heap limits Lambda's Node.js runtime starts a function with, from its memory: a tenth for the young
 * generation (two semi-spaces), the rest for the old one. The local runtime is started with the same flags
 * (package.json's start, dev, bench and load scripts; the browser tests' server), so what it measures is what a
 * function of that size does.
 */
export function lambdaHeapFlags(memoryMb: number): string[] {
  const youngGeneration = Math.floor(memoryMb / 10);
  return [`--max-semi-space-size=${Math.floor(youngGeneration / 2)}`, `--max-old-space-size=${memoryMb - youngGeneration}`];
}

/** The API functions' heap flags, as the local runtime starts Node with them. */
export const API_HEAP_FLAGS: readonly string[] = lambdaHeapFlags(API_FUNCTION_MEMORY_MB);
