// The question bank at scale (issue 22's bench rows), in process on a fresh PGlite or a given empty
// PostgreSQL database: the demo content and 10,000 generated questions in the bank (SEED_BANK's seed), then
//  - an import of a 5,000-question GIFT file (multipart, the whole request, seconds), and
//  - the bank's search over 15,000 questions: words, topic, type, difficulty, unassigned, pages deep
//    (server time of each request through app.inject, p50 and p95 in ms).
// Part of `npm run bench` (run.ts); `node --import tsx bench/question-bank-run.ts` measures it alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/open-database';
import { bankQuestionDrafts } from '../server/src/db/seed/bank-questions';
import { seedQuestionBank } from '../server/src/db/seed/bank-seed';
import { systemClock } from '../server/src/lib/clock';
import { signToken } from '../server/src/lib/tokens';
import { toGift } from '../server/src/modules/question-import/gift-export';

const BANK = 10_000;
const IMPORTED = 5_000;
const SEARCHES = 300;
const STUDIO = '/wp-json/studovna/v1/studio';

/** What one run of the question bank measured. */
export interface BankFigures {
  seeded: number;
  seedSeconds: number;
  imported: number;
  importMb: number;
  importSeconds: number;
  /** The questions the searches ran over. */
  searchedOver: number;
  searches: number;
  p50: number;
  p95: number;
}

/** Measures the bank on PGlite, or on the given empty PostgreSQL database. */
export async function measureQuestionBank(databaseUrl?: string): Promise<BankFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studovna-bench-bank-'));
  const config = await loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-long-enough-for-hs256-signatures',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const db = await openDatabase(config);
  const app = await buildApp({ config, db, clock: systemClock });
  const seconds = (since: number) => (performance.now() - since) / 1000;
  try {
    let started = performance.now();
    await seedQuestionBank(db, BANK);
    const seeded = seconds(started);
    const [admin] = await db.query<{ id: number }>(`select id from users where username = 'spravce'`);
    const token = await signToken(config.jwtSecret, { userId: admin!.id, version: 0 });
    const headers = { host: 'localhost:3000', authorization: `Bearer ${token}` };

    const gift = toGift(bankQuestionDrafts(IMPORTED, BANK));
    const boundary = '----studovnabench';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="format"\r\n\r\ngift\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banka.gift"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from(gift, 'utf8'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    started = performance.now();
    const imported = await app.inject({
      method: 'POST',
      url: `${STUDIO}/questions/import`,
      payload,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const importSeconds = seconds(started);
    if (imported.statusCode !== 200)
      throw new Error(`import: ${imported.statusCode} ${imported.body.slice(0, 300)}`);

    const queries = [
      'search=kolik&page=40',
      'search=hlavn%C3%AD%20m%C4%9Bsto&per_page=50',
      'search=d%C4%9Bliteln%C3%A1&difficulty=2',
      'tag=Zem%C4%9Bpis&page=10',
      'type=sorting_choice&page=25',
      'unassigned=1&page=300',
      'search=se%C5%99a%C4%8F%20%C4%8D%C3%ADsla',
      'difficulty=3&type=single_choice',
      'search=praha',
      '',
    ];
    const times: number[] = [];
    const byQuery = new Map<string, number[]>();
    let total = 0;
    for (let i = 0; i < SEARCHES; i++) {
      const query = queries[i % queries.length]!;
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `${STUDIO}/questions?${query}`, headers });
      times.push(performance.now() - t0);
      byQuery.set(query, [...(byQuery.get(query) ?? []), performance.now() - t0]);
      if (res.statusCode !== 200)
        throw new Error(`search ${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (query === '') total = (res.json() as { total: number }).total;
    }
    times.sort((a, b) => a - b);
    if (process.env.BENCH_DETAIL === '1')
      for (const [query, ms] of byQuery)
        console.log(
          `${query || '(all)'}: median ${ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]!.toFixed(1)} ms`,
        );
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
    return {
      seeded: BANK,
      seedSeconds: seeded,
      imported: IMPORTED,
      importMb: payload.length / 1e6,
      importSeconds,
      searchedOver: total,
      searches: SEARCHES,
      p50: at(50),
      p95: at(95),
    };
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
