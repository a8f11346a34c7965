import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the reference store (`node demo-pages/server/main.ts`) on a free port with a throw-away database; `env`
 * adds variables (the bench's SHOP_BENCH_LISTING).
 */
export function startStore(root, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-store-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'demo-pages/server/main.ts')], {
      cwd: root,
      env: { ...process.env, ...env, PORT: '0', SHOP_DB: join(dir, 'store.sqlite') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      const found = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (found) {
        resolve({
          url: `http://localhost:${found[1]}`,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => {
                rmSync(dir, { recursive: true, force: true });
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`the store exited with ${code}`)));
  });
}
