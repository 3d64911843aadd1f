// How long a function runs before V8's optimising compiler takes it up, set once for each process.
import v8 from 'node:v8';

/**
 * Bytecode a function runs between V8's checks of whether to optimise it: four times V8's own 66 KiB.
 * The agent and the server start their worker threads afresh for each job, and V8 by default
 * optimises, on its compiler threads, nearly every function run a few hundred times, including the
 * many that run only while a job starts up; on two busy cores that compiling is taken from the backup.
 * At four times the budget the functions that do the work are still optimised within the first few
 * megabytes: measured in alternating pairs, a quarter-size backup took 8 % less CPU in the agent and
 * the server together (docs/performance.md, "the optimising compiler's pace").
 */
export const INTERRUPT_BUDGET = 4 * 66 * 1024;

/** V8's flags are the process's, so this reaches every worker thread, including ones already running. */
export function paceOptimiser(): void {
  v8.setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
}
