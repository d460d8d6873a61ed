/**
 * /pages/errors/error-404 and error-500: the shell's own error pages, the ones the app shows for an unknown
 * route (with its search field and the way home) and for a screen that fails, here on routes of their own.
 */
import { NotFoundPage, RouteErrorPage } from '@chorus/shell';
import { useLocation } from 'react-router';
import { useT } from '../i18n';
import { templatePaths } from '../templatePaths';

export default function ErrorTemplatePage() {
  const t = useT();
  const { pathname } = useLocation();
  return pathname === templatePaths.error500 ? (
    <RouteErrorPage error={new Error(t('error500.message'))} />
  ) : (
    <NotFoundPage />
  );
}
