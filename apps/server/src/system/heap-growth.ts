// How far the server's JavaScript heap may grow between full collections, set once for its process.
import v8 from 'node:v8';

/**
 * Room above what is live after a full collection, in per cent of it. V8 sizes that room from how
 * fast its collector has been, and under an agent's upload it left the server about 9 MB above a
 * 60 MB live heap: a full collection every 150 to 250 ms, each marking all of it and freeing under
 * a megabyte, half a second of the main thread in a 4 s backup (docs/performance.md, "the server's
 * heap given room"). With as much room as is live, that backup made none; the server used a tenth to
 * a fifth less CPU backing up, and a download ran 1.6 times as fast. The server keeps no memory target
 * of its own; the agent, which does, sets its own growth in its launcher.
 */
const SERVER_HEAP_GROWTH_PERCENT = 100;

/** V8 reads the factor at each full collection, so setting it after start takes effect. */
export function setServerHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${SERVER_HEAP_GROWTH_PERCENT}`);
}
