import { createRandom } from '@chorus/domain';
import { KNOWLEDGE_BASE_PATH, type KnowledgeBaseCategory } from './knowledge-base.schema';

/** The sample category of §3/§9. */
export const ITEM_SUPPORT = {
  title: 'Item Support',
  articlesCount: 24,
  featuredTitles: [
    'What is Item Support?',
    'How to contact an author',
    'Rating or review removal policy',
    'Purchasing unsupported items',
    'Item installation guide',
  ],
} as const;

/** Markup a sanitiser must neutralise. */
export const HOSTILE_ARTICLE_CONTENT = [
  '<p>Welcome!</p><script>alert("xss from an article")</script><p>Read on.</p>',
  '<p>Screenshot:</p><img src="x" onerror="alert(\'xss from an article\')">',
  '<p><a href="javascript:alert(\'xss from an article\')">Start here</a></p>',
];

const OTHER: Array<[string, number, string[]]> = [
  ['Getting Started', 12, ['Create your first initiative', 'Invite attendees', 'Run your first meeting']],
  ['Buying', 18, ['Choosing a plan', 'Paying by invoice', 'Upgrading']],
  ['Licenses', 9, ['Regular license', 'Extended license', 'Team license']],
  ['Account', 14, ['Changing your e-mail', 'Two-step sign-in', 'Deleting your account']],
  ['Meetings', 21, ['Silent brainstorming', "Devil's advocate", 'Anonymous voting']],
];

export function seedKnowledgeBase(): KnowledgeBaseCategory[] {
  const random = createRandom('knowledge-base');
  const article = (categoryId: string, title: string, n: number) => ({
    id: `${categoryId}-article-${n + 1}`,
    title,
    content: `<h2>${title}</h2><p>${random.paragraph(2, 4)}</p><ul><li>${random.sentence()}</li><li>${random.sentence()}</li></ul>`,
  });
  const categories: KnowledgeBaseCategory[] = [
    {
      id: 'item-support',
      title: ITEM_SUPPORT.title,
      path: KNOWLEDGE_BASE_PATH,
      articlesCount: ITEM_SUPPORT.articlesCount,
      featuredArticles: ITEM_SUPPORT.featuredTitles.map((title, n) => article('item-support', title, n)),
    },
    ...OTHER.map(([title, articlesCount, titles]) => {
      const id = title.toLowerCase().replace(/\s+/g, '-');
      return {
        id,
        title,
        path: KNOWLEDGE_BASE_PATH,
        articlesCount,
        featuredArticles: titles.map((t, n) => article(id, t, n)),
      };
    }),
  ];
  const started = categories[1];
  if (started) {
    started.featuredArticles.forEach((entry, n) => {
      entry.content = `${entry.content}${HOSTILE_ARTICLE_CONTENT[n] ?? ''}`;
    });
  }
  return categories;
}
