import { describe, expect, it } from 'vitest';
import { isActivePath } from './Link';

describe('isActivePath (NavLink)', () => {
  it('is active on the path itself and its sub-paths', () => {
    expect(isActivePath('/apps/mail/inbox', '/apps/mail/inbox')).toBe(true);
    expect(isActivePath('/apps/mail/inbox/42', '/apps/mail/inbox')).toBe(true);
  });
  it('is not active on a path that only starts with the same letters', () => {
    expect(isActivePath('/apps/mail/inboxes', '/apps/mail/inbox')).toBe(false);
    expect(isActivePath('/apps/mail/sent', '/apps/mail/inbox')).toBe(false);
  });
  it('with end, is active on the path only', () => {
    expect(isActivePath('/apps/mail/inbox/42', '/apps/mail/inbox', true)).toBe(false);
    expect(isActivePath('/apps/mail/inbox', '/apps/mail/inbox', true)).toBe(true);
  });
  it('ignores case and a trailing slash, like the router', () => {
    expect(isActivePath('/Apps/Mail/Inbox', '/apps/mail/inbox/')).toBe(true);
  });
  it('treats / as the parent of every path unless end', () => {
    expect(isActivePath('/apps', '/')).toBe(true);
    expect(isActivePath('/apps', '/', true)).toBe(false);
  });
});
