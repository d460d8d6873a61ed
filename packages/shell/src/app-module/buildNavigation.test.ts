import { setLocale } from '@chorus/ui';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../i18n';
import { filterNavigation } from '../navigation/navItems';
import { type AppModule, resolveNavigation } from './AppModule';
import { buildNavigation } from './buildNavigation';

const modules: AppModule[] = [
  {
    id: 'initiatives',
    title: 'Initiatives',
    navigation: [{ id: 'initiatives', title: 'Initiatives', type: 'item', url: '/apps/initiatives' }],
    routes: [],
  },
  {
    id: 'mail',
    title: 'Mail',
    navigationSection: 'templates',
    navigation: [{ id: 'mail', title: 'Mail', type: 'item', url: '/apps/mail' }],
    routes: [],
  },
  {
    id: 'meetings',
    title: 'Meetings',
    auth: ['admin', 'staff', 'user', 'Host', 'Attendee'],
    navigation: [
      { id: 'meetings', title: 'Meetings for each initiative', type: 'item', url: '/apps/meetings' },
    ],
    routes: [],
  },
  { id: 'login', title: 'Login', navigationSection: 'none', routes: [] },
];

describe('buildNavigation', () => {
  beforeAll(() => messages.load('en'));
  afterAll(() => setLocale('en'));

  it('puts the product section first, then a divider and a collapsed template group', () => {
    const nav = buildNavigation(modules);
    expect(nav.map((i) => i.id)).toEqual(['initiatives', 'meetings', 'templates-divider', 'templates']);
    expect(resolveNavigation(nav)[3]).toMatchObject({
      type: 'collapse',
      title: 'Templates',
      auth: ['admin', 'staff'],
    });
    expect(nav[3]?.children?.map((i) => i.id)).toEqual(['mail']);
  });

  it("titles the template group in the active language (the shell's message, read when the navigation shows)", async () => {
    const nav = buildNavigation(modules);
    await setLocale('es');
    expect(resolveNavigation(nav)[3]?.title).toBe('Plantillas');
    await setLocale('en');
    expect(resolveNavigation(nav)[3]?.title).toBe('Templates');
  });

  it('gives items the module auth when they have none', () => {
    expect(buildNavigation(modules)[1]?.auth).toEqual(modules[2]?.auth);
  });

  it('shows the template group to admin and staff only', () => {
    const nav = buildNavigation(modules);
    expect(filterNavigation(nav, ['staff']).map((i) => i.id)).toContain('templates');
    expect(filterNavigation(nav, ['Host', 'user']).map((i) => i.id)).toEqual(['initiatives', 'meetings']);
  });

  it("merges the collapses modules share by id, children in module order, each keeping its module's roles", () => {
    const family = (id: string, auth: string[], group = 'pages'): AppModule => ({
      id,
      title: id,
      auth,
      navigationSection: 'templates',
      navigation: [
        {
          id: group,
          title: 'Pages',
          type: 'collapse',
          children: [{ id: `pages.${id}`, title: id, type: 'item', url: `/pages/${id}` }],
        },
      ],
      routes: [],
    });
    const nav = buildNavigation([
      ...modules,
      family('profile', ['staff']),
      family('faq', ['admin', 'staff', 'user']),
      family('icons', ['staff'], 'ui'),
    ]);
    const templates = nav.find((item) => item.id === 'templates');
    expect(templates?.children?.map((item) => item.id)).toEqual(['mail', 'pages', 'ui']);
    const pages = templates?.children?.[1];
    expect(pages?.children?.map((item) => [item.id, item.auth])).toEqual([
      ['pages.profile', ['staff']],
      ['pages.faq', ['admin', 'staff', 'user']],
    ]);
    expect(pages?.auth).toEqual(['staff', 'admin', 'user']);
  });
});
