import { showMessage } from '@chorus/shell';
import { useT } from '../i18n';

/** The template pages' forms submit to nothing real, and say so in the snackbar. */
export function useTemplateSubmit(): () => Promise<void> {
  const t = useT();
  return async () => {
    showMessage({ message: t('template.notSent'), variant: 'info' });
  };
}
