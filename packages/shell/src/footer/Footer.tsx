import * as css from '../layouts/layout.css';
import * as shell from '../lib/shell.css';

export const COMPANY_NAME = 'Chorus';

/** "© {current year} Chorus". */
export function copyrightLine(date: Date = new Date()): string {
  return `© ${date.getFullYear()} ${COMPANY_NAME}`;
}

export interface FooterProps {
  themeClassName?: string;
  style?: 'fixed' | 'static';
}

export function Footer({ themeClassName, style = 'static' }: FooterProps) {
  return (
    <footer
      className={[shell.region, css.footer, themeClassName].filter(Boolean).join(' ')}
      data-style={style}
    >
      <p className={css.copyright}>{copyrightLine()}</p>
    </footer>
  );
}
