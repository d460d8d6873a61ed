import { authStore, Link, useDocumentTitle } from '@chorus/shell';
import { Button, Heading } from '@chorus/ui';
import { useSnapshot } from 'valtio';
import * as styles from '../components/auth.css';
import { type MessageKey, useT } from '../i18n';

export interface RoleExamplePageProps {
  title: MessageKey;
  description: MessageKey;
  /** The admin and staff pages have a Logout button; the guest page does not. */
  withLogout: boolean;
}

export function RoleExamplePage({ title, description, withLogout }: RoleExamplePageProps) {
  const t = useT();
  const { roles, user } = useSnapshot(authStore);
  useDocumentTitle(t(title));
  return (
    <div className={styles.simplePage}>
      <Heading level={1}>{t(title)}</Heading>
      <p>{t(description)}</p>
      <p>
        {t.rich(
          'role.signedInAs',
          {
            name: (chunks) => <strong>{chunks}</strong>,
            roles: (chunks) => <strong data-testid="user-roles">{chunks}</strong>,
          },
          {
            name: roles.length > 0 ? user.data.displayName : t('role.guest'),
            roles: roles.length > 0 ? roles.join(', ') : t('role.none'),
          },
        )}
      </p>
      {withLogout && (
        <div>
          <Button asChild>
            <Link to="/logout">{t('role.logout')}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
