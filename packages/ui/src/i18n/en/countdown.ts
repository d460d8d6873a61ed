/**
 * The kit's English, the countdown's units and its description: ICU MessageFormat (docs/i18n.md). It ships with the
 * components that show it, so they render at once (on a server too). A new key: here, then in ../es.ts, ../ar.ts.
 */
export default {
  'countdown.label': 'Time left',
  'countdown.days': '{count, plural, one {day} other {days}}',
  'countdown.hours': '{count, plural, one {hour} other {hours}}',
  'countdown.minutes': '{count, plural, one {minute} other {minutes}}',
  'countdown.seconds': '{count, plural, one {second} other {seconds}}',
  'countdown.describe':
    '{days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}}, {minutes, plural, one {# minute} other {# minutes}} and {seconds, plural, one {# second} other {# seconds}}',
};
