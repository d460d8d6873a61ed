/**
 * Copies text to the clipboard and says so in the shell's snackbar: `copied` on success, `failed` when the
 * browser refuses (no permission, an insecure page). Resolves to whether it worked.
 */
import { showMessage } from '@chorus/shell';

export async function copyToClipboard(
  text: string,
  messages: { copied: string; failed: string },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showMessage({ message: messages.copied, variant: 'success' });
    return true;
  } catch {
    showMessage({ message: messages.failed, variant: 'error' });
    return false;
  }
}
