/**
 * The contracts' text rules without zod, for pages that must stay small (the login and register forms): the
 * same functions the API's schemas use, so a form never accepts what the API refuses.
 */
export { isEmailAddress, visibleLength, visibleText, wellFormed } from './lib/text';
