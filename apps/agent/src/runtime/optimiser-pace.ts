// How long a function runs before V8's optimising compiler takes it up, set once for the agent's process.
import v8 from 'node:v8';

/**
 * Bytecode a function runs between V8's checks of whether to optimise it: four times V8's own 66 KiB.
 * The agent starts its encoder and restore threads afresh for each job, and V8 by default optimises,
 * on its compiler threads, nearly every function run a few hundred times, including the many that run
 * only while a job starts; on two busy cores that compiling is taken from the backup. At four times
 * the budget the functions that do the work are still optimised within the first few megabytes.
 * Measured in alternating pairs, the agent's compiler and worker threads used 0.3 s less CPU in a
 * quarter-size backup of 3.4 s (docs/performance.md, "the optimising compiler's pace"). The server
 * keeps V8's pace: its threads live as long as it does, so it compiles its code once, not per job.
 */
export const INTERRUPT_BUDGET = 4 * 66 * 1024;

/** V8's flags are the process's, so this reaches every worker thread, including ones already running. */
export function paceOptimiser(): void {
  v8.setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
}
