import { describe, expect, it } from 'vitest';
import type { NavItem } from '../app-module/AppModule';
import {
  filterNavigation,
  flattenNavigation,
  isPathInChildren,
  isUrlActive,
  navIndent,
  searchNavigation,
} from './navItems';

const tree: NavItem[] = [
  { id: 'initiatives', title: 'Initiatives', type: 'item', url: '/apps/initiatives' },
  { id: 'meetings', title: 'Meetings for each initiative', type: 'item', url: '/apps/meetings' },
  { id: 'divider-1', type: 'divider' },
  {
    id: 'templates',
    title: 'Templates',
    type: 'collapse',
    auth: ['admin', 'staff'],
    children: [
      {
        id: 'mail',
        title: 'Mail',
        type: 'item',
        url: '/apps/mail',
        badge: { title: '25', bg: '#F44336', fg: '#fff' },
      },
      {
        id: 'admin-only',
        title: 'Admin page',
        type: 'item',
        url: '/auth/admin-role-example',
        auth: ['admin'],
      },
      {
        id: 'pages',
        title: 'Pages',
        type: 'collapse',
        children: [{ id: 'faq', title: 'FAQ', type: 'item', url: '/pages/faq' }],
      },
    ],
  },
];

describe('filterNavigation', () => {
  it('hides items the roles may not see, and the divider left behind', () => {
    const guest = filterNavigation(tree, []);
    expect(guest.map((i) => i.id)).toEqual(['initiatives', 'meetings']);
  });

  it('keeps the template group for staff but not the admin-only item', () => {
    const staff = filterNavigation(tree, ['staff']);
    const templates = staff.find((i) => i.id === 'templates');
    expect(templates?.children?.map((i) => i.id)).toEqual(['mail', 'pages']);
    expect(filterNavigation(tree, ['admin']).find((i) => i.id === 'templates')?.children).toHaveLength(3);
  });

  it('treats an empty auth list as guests only', () => {
    const items: NavItem[] = [{ id: 'login', title: 'Login', type: 'item', url: '/login', auth: [] }];
    expect(filterNavigation(items, [])).toHaveLength(1);
    expect(filterNavigation(items, ['admin'])).toHaveLength(0);
  });
});

describe('paths', () => {
  it('matches sub-paths unless the item is exact', () => {
    expect(isUrlActive('/apps/mail', '/apps/mail/inbox')).toBe(true);
    expect(isUrlActive('/apps/mail', '/apps/mail/inbox', true)).toBe(false);
    expect(isUrlActive('/apps/mail', '/apps/mailbox')).toBe(false);
    expect(isUrlActive('/', '/apps')).toBe(false);
  });

  it('finds the current path inside nested children', () => {
    expect(isPathInChildren(tree[3]!, '/pages/faq')).toBe(true);
    expect(isPathInChildren(tree[3]!, '/apps/initiatives')).toBe(false);
  });

  it('caps the nested indent at 80', () => {
    expect(navIndent(1)).toBe(16);
    expect(navIndent(10)).toBe(80);
  });
});

describe('searchNavigation', () => {
  const many: NavItem[] = Array.from({ length: 25 }, (_, i) => ({
    id: `page-${i}`,
    title: `Page ${i}`,
    type: 'item' as const,
    url: `/p/${i}`,
  }));

  it('searches titles case-insensitively', () => {
    expect(searchNavigation(tree, 'MEET').map((i) => i.id)).toEqual(['meetings']);
    expect(searchNavigation(tree, 'faq').map((i) => i.id)).toEqual(['faq']);
  });

  it("finds an item with its group's title too, and gives the groups it is in", () => {
    const nested: NavItem[] = [
      {
        id: 'pages',
        title: 'Pages',
        type: 'collapse',
        children: [
          {
            id: 'pricing',
            title: 'Pricing',
            type: 'collapse',
            children: [{ id: 'pricing-1', title: 'Style 1', type: 'item', url: '/pages/pricing/style-1' }],
          },
          { id: 'faq', title: 'FAQ', type: 'item', url: '/pages/faq' },
        ],
      },
    ];
    expect(searchNavigation(nested, 'pricing style').map((hit) => [hit.id, hit.trail])).toEqual([
      ['pricing-1', ['Pages', 'Pricing']],
    ]);
    expect(searchNavigation(nested, 'style 1').map((hit) => hit.id)).toEqual(['pricing-1']);
    expect(searchNavigation(nested, 'faq').map((hit) => hit.trail)).toEqual([['Pages']]);
  });

  it('returns at most 10 suggestions and none for an empty query', () => {
    expect(searchNavigation(many, 'page')).toHaveLength(10);
    expect(searchNavigation(many, '  ')).toHaveLength(0);
    expect(searchNavigation(many, 'zzz')).toHaveLength(0);
  });

  it('flattens leaves in order', () => {
    expect(flattenNavigation(tree).map((i) => i.id)).toEqual([
      'initiatives',
      'meetings',
      'mail',
      'admin-only',
      'faq',
    ]);
  });
});
