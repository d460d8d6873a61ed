import { beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../lib/navigation/i18n';
import { meetingsNavBadges } from './meetings.badges';

beforeAll(() => messages.ready('en'));
const meeting = (status: 'live' | 'scheduled' | 'ended') => ({ status }) as never;

describe('the meetings item’s live badge', () => {
  test('"Live" while one of the viewer’s meetings runs, heard as how many', () => {
    expect(meetingsNavBadges([meeting('live'), meeting('ended')]).meetings).toMatchObject({
      title: 'Live',
      label: 'live now: 1',
    });
    expect(meetingsNavBadges([meeting('live'), meeting('live')]).meetings).toMatchObject({
      title: '2 live',
      label: 'live now: 2',
    });
  });
  test('none when nothing runs (the badge is removed)', () => {
    expect(meetingsNavBadges([meeting('scheduled'), meeting('ended')])).toEqual({ meetings: undefined });
  });
});
