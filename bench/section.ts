// One measured section of the bench: its figures, or why it could not measure them, with its time logged.
import type { Measured } from './results-table';

export async function section<T>(name: string, work: () => Promise<T>): Promise<Measured<T>> {
  const started = performance.now();
  console.log(`bench: ${name}…`);
  try {
    const value = await work();
    console.log(`bench: ${name} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return { ok: true, value };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    console.error(`bench: ${name} not measured: ${reason}`);
    return { ok: false, reason };
  }
}
