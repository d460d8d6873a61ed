import { setTestTarget } from '../../../mock-handlers/src/test/server';
import { startNewPgliteFrom } from '../db/database';
import { emptyPgliteCluster } from './pgliteTemplate';
import { serverTarget } from './target';

// Every PGlite database of the tests (the shared target's, and each test's own server) starts from one empty
// cluster made once per worker, not from its own initdb.
startNewPgliteFrom(await emptyPgliteCluster());

// The `server` Vitest project: the contract tests of the mock run against the server (PGlite in memory).
setTestTarget(serverTarget());
