import { createRandom } from '@chorus/domain';
import { TOPICS } from '../lib/words';
import type { SearchResult } from './search.schema';

export function seedSearch(): SearchResult[] {
  const random = createRandom('search');
  return Array.from({ length: 20 }, (_, i) => {
    const topic = random.pick(TOPICS);
    const title = `${['How to run', 'A guide to', 'Templates for', 'Lessons from'][i % 4]} ${topic}`;
    return {
      id: `result-${i + 1}`,
      title,
      url: `https://chorus.dev/guides/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      excerpt: random.sentence(14, 24),
    };
  });
}
