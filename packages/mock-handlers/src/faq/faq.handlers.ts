import { get } from '../lib/http';
import { faqPaths } from './faq.schema';
import { faqStore } from './faq.db';

export const faqHandlers = [get(faqPaths.faq, () => faqStore.state)];
