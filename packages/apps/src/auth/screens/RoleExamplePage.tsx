import { authStore, Link } from '@chorus/shell';
import { Button } from '@chorus/ui';
import { useSnapshot } from 'valtio';
import * as styles from '../components/auth.css';

export interface RoleExamplePageProps {
  title: string;
  description: string;
  /** The admin and staff pages have a Logout button; the guest page does not. */
  withLogout: boolean;
}

export function RoleExamplePage({ title, description, withLogout }: RoleExamplePageProps) {
  const { roles, user } = useSnapshot(authStore);
  return (
    <main className={styles.simplePage}>
      <h1>{title}</h1>
      <p>{description}</p>
      <p>
        Signed in as <strong>{roles.length > 0 ? user.data.displayName : 'Guest'}</strong>; roles:{' '}
        <strong data-testid="user-roles">{roles.length > 0 ? roles.join(', ') : 'none (guest)'}</strong>
      </p>
      {withLogout && (
        <div>
          <Button asChild>
            <Link to="/logout">Logout</Link>
          </Button>
        </div>
      )}
    </main>
  );
}
