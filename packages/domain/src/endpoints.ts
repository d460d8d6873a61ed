import type { AuthEndpoint } from './auth/auth.context';
import type { DataEndpoint } from './meetings/meetings.context';
import type { GuestEndpoint } from './meetings/meetings.guests';

/** Any endpoint of the product: an adapter (the mock's msw, the server's Hono) mounts each by its kind. */
// biome-ignore lint/suspicious/noExplicitAny: a list holds endpoints of every schema
export type Endpoint = DataEndpoint<any> | AuthEndpoint<any> | GuestEndpoint<any>;
