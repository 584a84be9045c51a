import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { readMail, resetLinkOf, type ReadMail } from '../server/test/smtp-capture';
import { mailDir } from './infrastructure';

const dir = () => mailDir(process.env.E2E_DATA_DIR!);

/** Every raw message the SMTP server received for the address, oldest first. */
async function messagesTo(address: string): Promise<string[]> {
  const files = (await readdir(dir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const raws = await Promise.all(files.map((f) => readFile(join(dir(), f), 'utf8')));
  const to = address.toLowerCase();
  return raws.filter((raw) => /^To:(.*)$/im.exec(raw)?.[1]?.toLowerCase().includes(to));
}

/** The newest message the SMTP server received for the address, waiting for it to arrive. */
export async function mailTo(address: string): Promise<ReadMail & { raw: string }> {
  let raws: string[] = [];
  await expect
    .poll(async () => (raws = await messagesTo(address)).length, {
      message: `an e-mail to ${address} at the SMTP server`,
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const raw = raws.at(-1)!;
  return { ...readMail(raw), raw };
}

export { resetLinkOf };
