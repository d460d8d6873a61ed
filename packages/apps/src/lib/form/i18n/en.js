/** The apps' shared form dialogs, in English (docs/i18n.md). */
export default {
    cancel: 'Cancel',
};
