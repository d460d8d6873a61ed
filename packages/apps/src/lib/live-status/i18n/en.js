/** The live channel's status in English, the source (docs/i18n.md). */
export default {
    reconnecting: 'Reconnecting…',
};
