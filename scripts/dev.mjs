// Development: the server with reload on change (tsx watch) and the web app with hot module reload (Vite).
// Open http://app.localhost:5173 (Vite proxies the API and website to the server on :3000).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@studovna/web'], { stdio: 'inherit' }),
];
console.log('Studovna dev: app http://app.localhost:5173 · API and website http://localhost:3000');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
