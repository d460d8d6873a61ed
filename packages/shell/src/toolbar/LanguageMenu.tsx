import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  i18nOptions,
  IconButton,
  isLocale,
  type LocaleInfo,
  localeInfo,
  locales,
  useLocale,
} from '@chorus/ui';
import { useT } from '../i18n';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import { setLanguage } from '../settings/settings.store';

/** The languages a menu offers, each in its own name and script (the pseudo-locale only in development). */
export function languageChoices(): LocaleInfo[] {
  return locales
    .map((code) => localeInfo[code])
    .filter((info) => !info.pseudo || i18nOptions.offerPseudoLocale);
}

/** The toolbar's language menu: English, Español, العربية (the choice is saved like every setting). */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const current = localeInfo[locale];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger>
        <IconButton
          className={shell.chromeButton}
          label={t('language.menu', { language: current.name })}
          icon={<ShellIcon name="languages" />}
          data-testid="language-menu"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={t('language.label')}>
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(value) => isLocale(value) && setLanguage(value)}
        >
          {languageChoices().map((info) => (
            <DropdownMenuRadioItem key={info.code} value={info.code} lang={info.code} dir={info.dir}>
              {info.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
