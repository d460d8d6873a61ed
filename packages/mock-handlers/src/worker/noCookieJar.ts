/**
 * Stands in for `tough-cookie` in the service worker build (aliased by the Vite plugin, vite.ts). msw keeps a
 * cookie jar to give handlers the cookies of a request and to store those a response sets; the mock API uses
 * none (its sessions are bearer tokens), and tough-cookie with its public-suffix list is about a third of msw's
 * weight. The worker starts sooner without it. Only what msw's cookie store calls is provided.
 */
export class Cookie {
  static fromJSON(_value: unknown): Cookie | null {
    return null;
  }
  toJSON(): Record<string, unknown> {
    return {};
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(_url: string): Cookie[] {
    return [];
  }
  async setCookie(_cookie: string, _url: string): Promise<void> {}
}
