/** A template app's notice in a real-API build, in English, the source (docs/i18n.md). */
export default {
    notice: "This sample app runs on the demo's mock data; it is not part of this server.",
    back: 'Go to your initiatives',
};
