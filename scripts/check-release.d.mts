export const releasedPackages: { dir: string; name: string }[];
/** The files a package's manifest points consumers at (every condition but `source`). */
export function manifestTargets(manifest: Record<string, unknown>): string[];
/** What is wrong with a package's tarball, one line per problem (empty: publishable). */
export function tarballProblems(input: {
  files: string[];
  manifest: Record<string, unknown>;
  mapSources?: Record<string, string[]>;
  versions?: Record<string, string>;
  hasLicense?: boolean;
}): string[];
