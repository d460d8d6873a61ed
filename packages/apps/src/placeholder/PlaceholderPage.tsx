import { authStore } from '@chorus/shell';
import { useSnapshot } from 'valtio';
import * as styles from '../auth/components/auth.css';

export interface PlaceholderPageProps {
  title: string;
  description?: string;
}

/** Until the meetings issue fills them: the screen's title and who is looking. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  const { roles, user } = useSnapshot(authStore);
  const role = roles.includes('Host') ? 'Host' : roles.includes('Attendee') ? 'Attendee' : 'Guest';
  return (
    <main className={styles.simplePage}>
      <h1>{title}</h1>
      {description && <p>{description}</p>}
      <p>
        Signed in as <strong data-testid="user-name">{user.data.displayName}</strong> (
        <span data-testid="user-role">{role}</span>); roles:{' '}
        <span data-testid="user-roles">{roles.join(', ') || 'none'}</span>
      </p>
    </main>
  );
}
