/** The folder of initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBin(): string | null;
export interface PostgresCluster {
  /** postgres://user@127.0.0.1:port/database */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every session is ended (57P01), the cluster is back when it resolves. */
  restart(): Promise<void>;
  /** The first half of a restart held open: `pg_ctl stop -m fast` (sessions ended, 57P01), the data kept. */
  down(): Promise<void>;
  /** The second half: started again on the same port; resolves once it accepts connections. */
  up(): Promise<void>;
  /** SIGSTOP to the postmaster and its children: the database hangs (connections open, nothing answers). */
  pause(): Promise<void>;
  /** SIGCONT: the database answers again. */
  resume(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
}
/** Starts a throw-away cluster in a temporary folder on a free loopback port. */
export function startPostgres(options?: { user?: string; database?: string }): Promise<PostgresCluster>;
