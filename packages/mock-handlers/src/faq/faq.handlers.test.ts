import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { FaqSchema } from './faq.schema';
import { faqPaths } from './faq.contracts';

useMockServer();

test('the FAQ lists questions with answers', async () => {
  const { status, body } = await api(faqPaths.faq);
  expect(status).toBe(200);
  expect(FaqSchema.array().parse(body)).toEqual(body);
  expect(body.length).toBeGreaterThanOrEqual(10);
});
