// BENCH_ONLY=lighthouse npm run bench [-- --check]: the Lighthouse section alone — the web app built and
// served as the whole bench serves it, each page scored beside its reference — printed, not written to
// bench/RESULTS.md. With --check it answers 1 naming every broken Lighthouse budget.
import { brokenLighthouseBudgets } from './budgets';
import { machineAtStart } from './machine';
import { lighthouseMarkdown } from './results-table';
import { measureWeb } from './web-run';

/** BENCH_PORT as the whole bench has it: the site server on its port + 3, the references on + 4. */
const PORT = Number(process.env.BENCH_PORT ?? 3900);

export async function runLighthouseOnly(only: string): Promise<number> {
  if (only !== 'lighthouse') {
    console.error(`bench: BENCH_ONLY=${only} is not a section that runs alone (only: lighthouse)`);
    return 2;
  }
  const machine = machineAtStart();
  const { lighthouse } = await measureWeb(PORT + 3, { withSize: false });
  const broken = brokenLighthouseBudgets(lighthouse.ok ? lighthouse.value : null);
  console.log(`\nOn ${machine}.\n\n${lighthouseMarkdown(lighthouse).join('\n')}\n`);
  console.log(
    broken.length ? broken.map((b) => `- broken: ${b}`).join('\n') : 'Every Lighthouse budget holds.',
  );
  console.log('BENCH_ONLY: bench/RESULTS.md left as it was.');
  return process.argv.includes('--check') && broken.length ? 1 : 0;
}
