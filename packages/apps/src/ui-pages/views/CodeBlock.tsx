/** A block of source code with a copy button (the UI pages' examples; plain text, no highlighter). */
import { Icon, IconButton } from '@chorus/ui';
import { useId } from 'react';
import { copyToClipboard } from '../../lib/clipboard';
import { useT } from '../i18n';
import * as css from './uiPages.css';

export interface CodeBlockProps {
  code: string;
  /** The file the code is (or would be) in: the caption, "Source: BoxExample.tsx", and the region's name. */
  file: string;
}

export function CodeBlock({ code, file }: CodeBlockProps) {
  const t = useT();
  const captionId = useId();
  return (
    <figure className={css.codeFigure} aria-labelledby={captionId}>
      <div className={css.codeBar}>
        {/* The file's name is code, not text to translate. */}
        <figcaption className={css.codeCaption} id={captionId}>
          {t('code.source')} <code>{file}</code>
        </figcaption>
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
