import type { Contract, RequestOf, ResponseOf } from '@chorus/mock-handlers/contracts';
import { api, type QueryValue } from '@chorus/shell';

/**
 * Calls one endpoint by its contract (@chorus/domain's lib/contract.ts): a GET sends the input as its query, a
 * POST as its body, and the answer has the type of the contract's response (no generic written by hand).
 *
 * In a development build (Vite's `import.meta.env.DEV`: the demo's dev server, Storybook) every answer is checked
 * against the response's schema, and a drift is reported on the console with the endpoint and the fields; a
 * production build sends no schema along and checks nothing (the contract tests check every answer instead).
 */
export async function call<C extends Contract>(
  contract: C,
  input: RequestOf<C>,
  signal?: AbortSignal,
): Promise<ResponseOf<C>> {
  const body =
    contract.method === 'GET'
      ? await api.get<unknown>(contract.path, input as Record<string, QueryValue>, signal)
      : await api.post<unknown>(contract.path, input, signal);
  if (import.meta.env?.DEV) reportDrift(contract, body);
  return body as ResponseOf<C>;
}

function reportDrift(contract: Contract, body: unknown): void {
  const checked = contract.response.safeParse(body);
  if (!checked.success) {
    console.error(
      `${contract.method} ${contract.path} answered a body its contract does not allow:`,
      checked.error.issues,
    );
  }
}
