import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { KnowledgeBaseCategorySchema, type KnowledgeBaseCategory } from './knowledge-base.schema';
import { knowledgeBasePaths } from './knowledge-base.contracts';

useMockServer();

test("the 'Item Support' category has 24 articles and its five featured titles", async () => {
  const { status, body } = await api<KnowledgeBaseCategory[]>(knowledgeBasePaths.categories);
  expect(status).toBe(200);
  for (const category of body) expect(KnowledgeBaseCategorySchema.parse(category)).toEqual(category);
  const itemSupport = body.find((category) => category.title === 'Item Support');
  expect(itemSupport?.articlesCount).toBe(24);
  expect(itemSupport?.path).toBe('/pages/knowledge-base');
  expect(itemSupport?.featuredArticles.map((article) => article.title)).toEqual([
    'What is Item Support?',
    'How to contact an author',
    'Rating or review removal policy',
    'Purchasing unsupported items',
    'Item installation guide',
  ]);
});

test('some articles carry markup a sanitiser must neutralise', async () => {
  const { body } = await api<KnowledgeBaseCategory[]>(knowledgeBasePaths.categories);
  const contents = body.flatMap((category) => category.featuredArticles.map((article) => article.content));
  expect(contents.some((content) => content.includes('<script>'))).toBe(true);
  expect(contents.some((content) => content.includes('onerror='))).toBe(true);
  expect(contents.some((content) => content.includes('javascript:'))).toBe(true);
});
