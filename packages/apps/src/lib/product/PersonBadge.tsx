import type { Person } from '@chorus/mock-handlers/contracts';
import { Avatar, Text } from '@chorus/ui';
import * as css from './product.css';

/** A person's avatar and name, with an optional muted role: "Hana Host (owner)". */
export function PersonBadge({ person, suffix }: { person: Pick<Person, 'displayName'>; suffix?: string }) {
  return (
    <span className={css.metaItem}>
      <Avatar name={person.displayName} fallback="initials" size="sm" decorative />
      <span>
        {person.displayName}
        {suffix ? <Text tone="muted"> {suffix}</Text> : null}
      </span>
    </span>
  );
}
