/** The contracts' text rules without zod (see @chorus/domain/text), for pages that must stay small. */
export { isEmailAddress, visibleLength, visibleText, wellFormed } from '@chorus/domain/text';
