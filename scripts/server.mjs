// `npm run server [-- command]`: the Chorus server (packages/server/dist/main.js), built first only when its
// sources changed since the last build (`--build` forces it). Production runs the built entry itself:
// `npm run build:server` once, then `node packages/server/dist/main.js [command]` (docs/server.md).
import { buildServerIfStale, serverEntry } from './server-dist.mjs';

const force = process.argv.includes('--build');
const args = process.argv.slice(2).filter((arg) => arg !== '--build');
const code = await buildServerIfStale({ force });
if (code !== 0) process.exit(code);
// The entry reads its command from process.argv.
process.argv = [process.argv[0], serverEntry, ...args];
await import(serverEntry);
