// node --import tsx bench/growth-run.ts: the growth benchmark alone (npm run bench runs it with the rest).
import { measureGrowth } from './growth';
import { growthSection } from './results-table';

const rows = await measureGrowth(
  process.env.BENCH_QUICK === '1' ? [10_000, 100_000] : [10_000, 100_000, 1_000_000],
);
console.log(`\n${growthSection({ ok: true, value: rows }).join('\n')}`);
