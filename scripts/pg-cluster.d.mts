/** The folder of initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBin(): string | null;
export interface PostgresCluster {
  /** postgres://user@127.0.0.1:port/database */
  url: string;
  port: number;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
}
/** Starts a throw-away cluster in a temporary folder on a free loopback port. */
export function startPostgres(options?: { user?: string; database?: string }): Promise<PostgresCluster>;
