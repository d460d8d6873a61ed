/** The mock's token secret and the demo accounts' e-mails and passwords, read from its sources. */
export function mockSecrets(sourceRoot?: string, domainRoot?: string): string[];
/** The problems of a real-API build in `outDir` (an empty list when it is clean). */
export function realApiBuildProblems(outDir: string, secrets?: string[]): string[];
