export {
  browserLocale,
  type Catalogue,
  type CatalogueLoaders,
  DEVICE_LOCALE_KEY,
  defineCatalogue,
  deviceLocale,
  getCatalogues,
  getI18nVersion,
  getLocale,
  i18nOptions,
  type MessageValues,
  type Messages,
  setLocale,
  subscribeI18n,
  type Translation,
} from './core';
export {
  type DateFormat,
  formatDate,
  formatDateTime,
  formatListTime,
  formatLocale,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  intlLocale,
  pluralCategory,
  setFormatLocale,
} from './format';
export {
  defaultLocale,
  isLocale,
  type Locale,
  type LocaleInfo,
  localeDir,
  localeInfo,
  locales,
  matchLocale,
  pseudoLocale,
} from './locales';
export { accent, PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize } from './pseudo';
export { renderRich, type RichTags, type TranslateFn, useLocale, useT } from './react';
