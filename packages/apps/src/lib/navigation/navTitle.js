import { messages } from './i18n';
export function navTitle(key) {
    return () => messages.t(key);
}
