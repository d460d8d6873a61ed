'use client';

// The kit's catalogue, given the Countdown's English and the plural compiler: they ship with the Countdown
// (a page without one carries neither), so it renders at once, on a server too.
import { withEnglish } from '../../i18n';
import english from '../../i18n/en/countdown';
import { plurals } from '../../intl/plural';
import { useT as useCatalogue } from '../../intl/react';

export const messages = withEnglish(english, plurals);
export const useT = () => useCatalogue(messages);
