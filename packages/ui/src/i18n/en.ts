/**
 * The kit's default texts in English (ICU MessageFormat; docs/i18n.md): what a component says when its caller
 * passes no label of its own. The keys live in ./en/ by the components that show them (`core`, `countdown`,
 * `table`): each part ships with its components, so the login page carries no table labels. Add a key to its
 * part first, then in es.ts and ar.ts.
 */
import core from './en/core';
import countdown from './en/countdown';
import table from './en/table';

export default { ...core, ...countdown, ...table };
