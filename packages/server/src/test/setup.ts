import { setTestTarget } from '../../../mock-handlers/src/test/server';
import { serverTarget } from './target';

// The `server` Vitest project: the contract tests of the mock run against the server (PGlite in memory).
setTestTarget(serverTarget());
