import { request } from 'node:http';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config';
import { BackupFileError } from './backup-archive';
import { backupStopped, ON_POSTGRES, writeFileAtomically } from './backup.service';
import { controlSocketOf } from './backup-socket';
import { stat } from 'node:fs/promises';

/**
 * `npm run backup [FILE]`: one file with the embedded database and the data directory's files, taken from
 * the running server through its socket, or straight from the directory when no server runs.
 */
async function main(): Promise<void> {
  const config = await loadConfig();
  if (config.databaseUrl) throw new BackupFileError(ON_POSTGRES);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = resolve(process.argv[2] ?? `studovna-backup-${stamp}.zip`);
  const fromServer = await writeFileAtomically(file, (out) => fromRunningServer(config.dataDir, out)).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') return false;
      throw error;
    },
  );
  if (!fromServer) await backupStopped(config.dataDir, file);
  const { size } = await stat(file);
  console.log(
    `Backup written to ${file} (${(size / 1024 / 1024).toFixed(1)} MB, ${fromServer ? 'from the running server' : 'no server was running'}).`,
  );
}

function fromRunningServer(dataDir: string, out: NodeJS.WritableStream): Promise<true> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: controlSocketOf(dataDir), method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) return fail(new BackupFileError(`The server answered ${res.statusCode}.`));
      pipeline(res, out).then(
        () => (res.complete ? done(true) : fail(new BackupFileError('The server stopped in the middle.'))),
        fail,
      );
    });
    req.on('error', fail);
    req.end();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name !== 'Error' ? error.message : error);
  process.exit(1);
});
