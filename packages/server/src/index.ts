/** @chorus/server: the product's API on PostgreSQL or PGlite (issue 16). */
export { createServer, startServer, developmentSecret, type ServerOptions, type ChorusServer } from './app';
export { openDatabase, type Database, type DatabaseOptions } from './db/database';
export { createLocalBus, type LiveBus, type LiveEvent } from './live/bus';
