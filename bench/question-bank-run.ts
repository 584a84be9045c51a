// node --import tsx bench/question-bank-run.ts: the question bank's rows alone (BENCH_DATABASE_URL: an empty
// PostgreSQL database instead of PGlite), as `npm run bench` writes them into bench/RESULTS.md.
import { measureQuestionBank } from './question-bank';
import { questionBankSection } from './results-table';

const url = process.env.BENCH_DATABASE_URL;
const figures = await measureQuestionBank(url);
console.log(
  questionBankSection([{ database: url ? 'PostgreSQL' : 'PGlite', run: { ok: true, value: figures } }]).join(
    '\n',
  ),
);
process.exit(0);
