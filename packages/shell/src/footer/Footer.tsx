import { t, useT } from '../i18n';
import * as css from '../layouts/layout.css';
import * as shell from '../lib/shell.css';

export const COMPANY_NAME = 'Chorus';

/** "© {current year} Chorus", in the active language. */
export function copyrightLine(date: Date = new Date()): string {
  return t('footer.copyright', { year: String(date.getFullYear()), company: COMPANY_NAME });
}

export interface FooterProps {
  themeClassName?: string;
  style?: 'fixed' | 'static';
}

export function Footer({ themeClassName, style = 'static' }: FooterProps) {
  useT(); // the line is read in the active language: render again when it changes
  return (
    <footer
      className={[shell.region, css.footer, themeClassName].filter(Boolean).join(' ')}
      data-style={style}
    >
      <p className={css.copyright}>{copyrightLine()}</p>
    </footer>
  );
}
