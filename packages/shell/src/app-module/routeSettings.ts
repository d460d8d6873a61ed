import type { RouteSettings } from './AppModule';

/** /login and /register: no navbar, toolbar or side panels; footer shown (spec §2). */
export const authPageSettings: RouteSettings = {
  layout: {
    config: {
      navbar: { display: false },
      toolbar: { display: false },
      footer: { display: true },
      leftSidePanel: { display: false },
      rightSidePanel: { display: false },
    },
  },
};

/** /forgot-password: like the login page, without the footer. */
export const noFooterAuthPageSettings: RouteSettings = {
  layout: {
    config: {
      navbar: { display: false },
      toolbar: { display: false },
      footer: { display: false },
      leftSidePanel: { display: false },
      rightSidePanel: { display: false },
    },
  },
};
