/**
 * The memory of the API functions, and the V8 heap a function of that memory runs with.
 *
 * 1,024 MB: Lambda gives CPU in proportion to memory (a whole vCPU at 1,769 MB), and the first read of a large
 * store's list after a change builds its answer on the CPU (15,000 rows decoded, summed, serialized, compressed).
 * The heap Lambda sizes from it matters as much: at 512 MB its young generation (the semi-spaces) is too small
 * for that build's rows, which are copied by the garbage collector before they are sent. Measured on the large
 * store with the local runtime's young generation set as at each size, the build's first reads ('nada guardado'
 * rows of `npm run bench`) came about 35 ms sooner at the median and 60 ms sooner at the 95th percentile.
 */
export const API_FUNCTION_MEMORY_MB = 1024;

/**
 * The semi-space Lambda's Node.js runtime starts a function with, from its memory: a tenth of it for the young
 * generation, which holds two semi-spaces (the old generation gets the rest).
 */
export function lambdaSemiSpaceMb(memoryMb: number): number {
  return Math.floor(Math.floor(memoryMb / 10) / 2);
}

/**
 * The flags the local runtime starts Node with (package.json's start, dev, bench and load:day scripts; the load
 * test's and the browser tests' servers): the API functions' young generation, so that what a request costs here
 * is what it costs a function of that size. Not their old generation's limit: the local process holds the caches
 * of every route group, where AWS gives each group a function of its own.
 */
export const LOCAL_RUNTIME_HEAP_FLAGS: readonly string[] = [`--max-semi-space-size=${lambdaSemiSpaceMb(API_FUNCTION_MEMORY_MB)}`];
