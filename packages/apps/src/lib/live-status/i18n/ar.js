export default {
    reconnecting: 'جارٍ إعادة الاتصال…',
};
