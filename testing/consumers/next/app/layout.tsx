// A server component: the kit's CSS (one file) and its default theme on <html>, so portalled dialogs are themed too.
import { themeClassNames } from '@chorus/ui';
import '@chorus/ui/style.css';
import type { ReactNode } from 'react';
import { HydrationMark } from './HydrationMark';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={themeClassNames.default}>
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
