/**
 * @chorus/domain: the product's API as plain TypeScript, for the mock (packages/mock-handlers) and the server
 * (packages/server) alike: the contracts, the endpoint definitions, the rules, the stored records, their
 * projections and the seeds. No msw, no React, no database: each host supplies the contexts (auth.context.ts,
 * meetings.context.ts) from its own storage.
 *
 * Floors, each importing only the ones below it (checked by scripts/check-floors.mjs):
 * lib → auth → initiatives → meetings → workspace, content-search.
 */
export * from './contracts';
export type { Endpoint } from './endpoints';

export * from './lib/bodies';
export * from './lib/crypto';
export * from './lib/endpoints';
export * from './lib/errors';
export * from './lib/firebaseToken';
export * from './lib/ids';
export * from './lib/images';
export * from './lib/makeup';
export * from './lib/order';
export * from './lib/random';
export * from './lib/schema';
export * from './lib/secret';
export * from './lib/text';
export * from './lib/time';

export * from './auth/auth.accounts';
export * from './auth/auth.context';
export * from './auth/auth.endpoints';
export * from './auth/auth.people';
export * from './auth/auth.records';
export * from './auth/auth.seed';

export * from './initiatives/initiatives.records';
export * from './initiatives/initiatives.rules';
export * from './initiatives/initiatives.seed';

export * from './meetings/meetings.changes';
export * from './meetings/meetings.context';
export * from './meetings/meetings.endpoints';
export * from './meetings/meetings.presence';
export * from './meetings/meetings.facilitation';
export * from './meetings/meetings.guests';
export * from './meetings/meetings.breakouts';
export * from './meetings/meetings.projections';
export * from './meetings/meetings.records';
export * from './meetings/meetings.results';
export * from './meetings/meetings.rules';
export * from './meetings/meetings.seed';

export * from './workspace/workspace.endpoints';
export * from './workspace/workspace.invitations';
export * from './workspace/workspace.projections';

export * from './content-search/content-search.endpoints';
export * from './content-search/content-search.match';
