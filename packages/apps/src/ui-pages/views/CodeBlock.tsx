/** A block of source code with a copy button (the UI pages' examples; plain text, no highlighter). */
import { Icon, IconButton } from '@chorus/ui';
import { copyToClipboard } from '../../lib/clipboard';
import { useT } from '../i18n';
import * as css from './uiPages.css';

export interface CodeBlockProps {
  code: string;
  /** What the code is, for the region's name (e.g. the file's name). */
  label: string;
}

export function CodeBlock({ code, label }: CodeBlockProps) {
  const t = useT();
  return (
    <figure className={css.codeFigure} aria-label={label}>
      <div className={css.codeBar}>
        <figcaption className={css.codeCaption}>{label}</figcaption>
        <IconButton
          icon={<Icon name="copy" />}
          label={t('code.copy')}
          size="sm"
          onClick={() => copyToClipboard(code, { copied: t('code.copied'), failed: t('code.copyFailed') })}
        />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <pre className={css.code} tabIndex={0}>
        <code>{code.trimEnd()}</code>
      </pre>
    </figure>
  );
}
