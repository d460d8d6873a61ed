import { get } from '../lib/http';
import { faqContracts } from './faq.contracts';
import { faqStore } from './faq.db';

// Public (no session): the contract's path, answered as it is stored.
export const faqHandlers = [get(faqContracts.faq.path, () => faqStore.state)];
