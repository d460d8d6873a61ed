export default {
    initiatives: 'المبادرات',
    meetings: 'اجتماعات كل مبادرة',
    mail: 'البريد',
    todo: 'المهام',
    notes: 'الملاحظات',
    contacts: 'جهات الاتصال',
    calendar: 'التقويم',
    chat: 'الدردشة',
    auth: 'المصادقة',
    'auth.admin': 'المسؤول: صفحة محمية بالمصادقة',
    'auth.staff': 'الموظفون: صفحة محمية بالمصادقة',
    'auth.guest': 'الضيف: صفحة محمية بالمصادقة',
};
