import type { ViewerAssignment } from '@chorus/mock-handlers/contracts';
import { Alert, Icon } from '@chorus/ui';
import { useT } from '../i18n';

/**
 * The viewer's private role in a meeting (only the devil's advocate today): the title names it, one sentence
 * says what to do and that nobody else knows, in the viewer's language. A kind this client does not know
 * shows the API's own instructions.
 */
export function RoleBanner({ assignment }: { assignment: ViewerAssignment }) {
  const t = useT();
  return (
    <Alert tone="warning" icon={<Icon name="shield" size="sm" />} title={t('details.roleTitle')}>
      {assignment.kind === 'devilsAdvocate' ? (
        t('details.roleDevilsAdvocate')
      ) : (
        // The API's words (sent in English, as they are): data, like the meeting's own texts.
        <span data-i18n-ignore>{(assignment as ViewerAssignment).instructions}</span>
      )}
    </Alert>
  );
}
