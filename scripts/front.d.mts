import type { Server } from 'node:http';
/** Serves a built demo on host:port and passes /api/* and /healthz on to the API server at `apiUrl`. */
export function serveFront(options: {
  dir: string;
  apiUrl: string;
  host?: string;
  port?: number;
}): Promise<{ server: Server; port: number; url: string; close(): Promise<void> }>;
/** Where the demo built for a Chorus server goes. */
export const serverDemoDir: string;
/** Builds the server and the demo for it; resolves with the exit code. */
export function buildForServer(): Promise<number>;
