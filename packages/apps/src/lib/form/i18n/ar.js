export default {
    cancel: 'إلغاء',
};
