// `npm run db:generate -w @chorus/server -- <name>`: drizzle-kit writes the next migration into drizzle/.
// drizzle-kit (hoisted to the root) imports drizzle-orm, which npm installed beside this package only: a link
// at the root for the time of the run lets it find the same copy.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(here, '..', '..');
const link = join(root, 'node_modules', 'drizzle-orm');
const made = !existsSync(link);
if (made) symlinkSync(join(here, 'node_modules', 'drizzle-orm'), link, 'dir');
try {
  const name = process.argv[2] ?? 'change';
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'drizzle-kit', 'bin.cjs'), 'generate', '--name', name],
    { cwd: here, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  if (made) rmSync(link);
}
