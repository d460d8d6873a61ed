/** The sample navigation's titles (shellStoryKit.tsx), by item id. */
export default {
  initiatives: 'Initiatives',
  meetings: 'Meetings for each initiative',
  templates: 'Templates',
  applications: 'Applications',
  mail: 'Mail',
  calendar: 'Calendar',
  contacts: 'Contacts',
  todo: 'To-Do',
  chat: 'Chat',
  'e-commerce': 'E-commerce',
  products: 'Products',
  orders: 'Orders',
  pages: 'Pages',
  faq: 'FAQ',
  'admin-example': 'Admin: Auth protected page',
  docs: 'Documentation',
};
