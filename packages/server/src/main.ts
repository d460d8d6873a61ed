import { nodeVersionProblem } from './nodeVersion';

/**
 * The server's entry (`node packages/server/dist/main.js [command]`, `npm run server [-- command]`): the Node.js
 * version is checked before the rest loads, then cli.ts runs the command (serve by default; migrate,
 * create-admin, help). Its environment: docs/server.md.
 */
const problem = nodeVersionProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const { runCommand } = await import('./cli');
const code = await runCommand(process.argv.slice(2), process.env);
// The output is flushed and every handle closed before the process ends by itself.
if (code !== null) process.exitCode = code;
