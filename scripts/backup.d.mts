export class BackupError extends Error {}
/** The folder of pg_dump, pg_restore and psql (PG_BIN, PATH, Debian's /usr/lib/postgresql/<n>/bin), or null. */
export function postgresTools(env?: Record<string, string | undefined>): string | null;
/** A backup of the configured database (DATABASE_URL, else the PGlite folder) to `file`; resolves with its path. */
export function dump(env?: Record<string, string | undefined>, file?: string): Promise<string>;
/** Restores `file` into the configured database: an empty one, or with `clean` its objects dropped first. */
export function restore(
  env: Record<string, string | undefined>,
  file: string,
  options?: { clean?: boolean },
): Promise<void>;
