/**
 * The auth notices and validation texts of the specification (§4, §5, §8), in English exactly (docs/i18n.md):
 * the constants of ../auth.messages (which the login page has before this catalogue loads), written once.
 */
import { authMessages, validationMessages } from '../auth.texts';

export default { ...authMessages, ...validationMessages };
