// The firebase auth provider, tested for real against the Firebase Auth emulator.
//   node scripts/firebase-emulator-test.mjs        (or: npm run test:firebase, if the lead adds it)
// firebase-tools is NOT part of the project's install: it is installed on demand into
// .tmp/firebase-tools (about 2 minutes and 312 MB the first time, cached after). The emulator runs
// offline on loopback ports with the UI disabled, project demo-chorus (a demo-* project needs no login).
// Prints `N passed, N failed` and exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, freePort, root, run } from './lib.mjs';

const FIREBASE_TOOLS_VERSION = '15.34.2';
const PROJECT = 'demo-chorus';
const toolsDir = join(root, '.tmp/firebase-tools');
const firebaseBin = join(toolsDir, 'node_modules/.bin/firebase');
const workDir = join(root, '.tmp/firebase-emulator');
// Node 22 from the project's devDependencies first on PATH, as npm scripts have it.
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` };

function installedVersion() {
  try {
    return JSON.parse(readFileSync(join(toolsDir, 'node_modules/firebase-tools/package.json'), 'utf8'))
      .version;
  } catch {
    return null;
  }
}

if (installedVersion() !== FIREBASE_TOOLS_VERSION) {
  console.log(
    `Installing firebase-tools@${FIREBASE_TOOLS_VERSION} into .tmp/firebase-tools (first run: ~2 minutes)...`,
  );
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(
    join(toolsDir, 'package.json'),
    `${JSON.stringify({ private: true, name: 'chorus-firebase-tools' })}\n`,
  );
  const code = await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      '--save-exact',
      `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
    ],
    { cwd: toolsDir, env },
  );
  if (code !== 0 || !existsSync(firebaseBin)) {
    console.error('Could not install firebase-tools.');
    console.log('firebase emulator: 0 passed, 1 failed');
    process.exit(1);
  }
}

const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
mkdirSync(workDir, { recursive: true });
writeFileSync(
  join(workDir, 'firebase.json'),
  `${JSON.stringify(
    {
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    },
    null,
    2,
  )}\n`,
);

console.log(`Starting the Auth emulator on 127.0.0.1:${authPort}...`);
const emulator = spawn(firebaseBin, ['emulators:start', '--only', 'auth', '--project', PROJECT], {
  cwd: workDir,
  env: { ...env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
const ready = new Promise((resolve) => {
  const timer = setTimeout(() => resolve(false), 120_000);
  const onData = (chunk) => {
    output += chunk;
    if (output.includes('All emulators ready')) {
      clearTimeout(timer);
      resolve(true);
    }
  };
  emulator.stdout.on('data', onData);
  emulator.stderr.on('data', onData);
  emulator.on('exit', () => {
    clearTimeout(timer);
    resolve(false);
  });
});

function stopEmulator() {
  if (emulator.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    emulator.on('exit', resolve);
    try {
      process.kill(-emulator.pid, 'SIGINT');
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-emulator.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 10_000).unref();
  });
}

let passed = 0;
let failed = 0;
try {
  if (!(await ready)) {
    console.error(output.slice(-4000));
    console.error('The Auth emulator did not start.');
    failed = 1;
  } else {
    const report = join(workDir, 'results.json');
    await run(
      bin('vitest'),
      [
        'run',
        '--config',
        'scripts/firebase-emulator/vitest.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      {
        env: {
          ...env,
          FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}`,
          FIREBASE_PROJECT_ID: PROJECT,
        },
      },
    );
    try {
      const results = JSON.parse(readFileSync(report, 'utf8'));
      passed = results.numPassedTests ?? 0;
      failed =
        (results.numFailedTests ?? 0) +
        (results.numTotalTestSuites > 0 && results.success === false && !results.numFailedTests ? 1 : 0);
    } catch {
      failed = 1;
    }
  }
} finally {
  await stopEmulator();
}
console.log(`firebase emulator: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
