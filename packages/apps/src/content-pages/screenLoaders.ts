/**
 * The content pages' screens, each loaded on its routes. Kept out of index.ts (in the sign-in page's bundle):
 * each dynamic import carries the list of chunks to preload with it.
 */
export const invoiceScreen = () => import('./invoices/screens/InvoiceScreen/InvoiceScreen');
export const pricingScreen = () => import('./pricing/screens/PricingScreen/PricingScreen');
export const searchScreen = () => import('./search/screens/SearchScreen/SearchScreen');
export const faqScreen = () => import('./faq/screens/FaqScreen/FaqScreen');
export const knowledgeBaseScreen = () =>
  import('./knowledge-base/screens/KnowledgeBaseScreen/KnowledgeBaseScreen');
