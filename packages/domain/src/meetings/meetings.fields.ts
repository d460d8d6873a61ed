import { DateStringSchema, LIMITS, requiredText } from '../lib/schema';

/** The fields the meetings contract's files share (not exported by the contract itself). */

/** A time on the wire (ISO 8601). */
export const Time = DateStringSchema;
/** Required text trims Unicode white space and format characters first (`requiredText`, lib/schema). */
export const Title = requiredText(LIMITS.shortText);
