export interface SizeEntry {
  id: string;
  label: string;
  from: string;
  import: string[] | '*';
  css?: string[];
  budget?: { js?: number; css?: number };
}
interface MetafileOutput {
  entryPoint?: string;
  cssBundle?: string;
  imports?: { path: string; kind: string; external?: boolean }[];
}
/** The consumer module of an entry: its named imports (or the whole barrel) and its stylesheets. */
export function consumerSource(entry: SizeEntry): string;
/** The output files an entry loads at once and later (dynamic imports), from esbuild's metafile. */
export function splitOutputs(
  metafile: { outputs: Record<string, MetafileOutput> },
  entryOutput: string,
): { initial: string[]; later: string[] };
/** An entry's verdict: each measured figure against its budget. */
export function judge(
  measured: { js: number; css: number },
  budget?: { js?: number; css?: number },
): { ok: boolean; over: string[] };
