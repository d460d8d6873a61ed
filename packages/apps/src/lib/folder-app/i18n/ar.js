export default {
    'frame.openSidebar': 'فتح {name}',
    'sidebar.unread': '{count, plural, zero {لا شيء غير مقروء} one {واحد غير مقروء} two {اثنان غير مقروءين} few {# غير مقروءة} many {# غير مقروء} other {# غير مقروء}}',
    'toolbar.label': 'إجراءات القائمة',
    'toolbar.selectAll': 'تحديد الكل',
    'toolbar.selectNone': 'إلغاء تحديد الكل',
    'toolbar.select': 'تحديد',
    'toolbar.selected': '{count, plural, zero {لم يُحدَّد شيء} one {عنصر واحد محدد} two {عنصران محددان} few {# عناصر محددة} many {# عنصرًا محددًا} other {# عنصر محدد}}',
};
