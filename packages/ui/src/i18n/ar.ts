import type { Translation } from '../intl/core';
import type en from './en';

export default {
  close: 'إغلاق',
  dismiss: 'تجاهل',
  remove: 'إزالة',
  removeNamed: 'إزالة {name}',
  'loading.label': 'جارٍ التحميل…',
  'progress.label': 'جارٍ التحميل',
  'queryStatus.error': 'حدث خطأ ما',
  'queryStatus.retry': 'أعد المحاولة',
  'avatar.user': 'مستخدم',
  'password.show': 'إظهار كلمة المرور',
  'countdown.label': 'الوقت المتبقي',
  'countdown.days': '{count, plural, zero {يوم} one {يوم} two {يومان} few {أيام} many {يومًا} other {يوم}}',
  'countdown.hours':
    '{count, plural, zero {ساعة} one {ساعة} two {ساعتان} few {ساعات} many {ساعة} other {ساعة}}',
  'countdown.minutes':
    '{count, plural, zero {دقيقة} one {دقيقة} two {دقيقتان} few {دقائق} many {دقيقة} other {دقيقة}}',
  'countdown.seconds':
    '{count, plural, zero {ثانية} one {ثانية} two {ثانيتان} few {ثوانٍ} many {ثانية} other {ثانية}}',
  'countdown.describe':
    '{days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}، {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}، {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}} و{seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتان} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  'table.search': 'البحث في {label}',
  'table.searchPlaceholder': 'بحث…',
  'table.filters': 'عوامل التصفية',
  'table.filtersActive': 'عوامل التصفية ({count})',
  'table.clearFilters': 'مسح عوامل التصفية',
  'table.selected':
    '{count, plural, zero {لا صفوف محددة} one {صف واحد محدد} two {صفان محددان} few {# صفوف محددة} many {# صفًا محددًا} other {# صف محدد}}',
  'table.empty': 'لا توجد صفوف لعرضها.',
  'table.noResults': 'لا توجد صفوف تطابق البحث أو عوامل التصفية.',
  'table.updating': 'جارٍ تحديث الصفوف…',
  'table.loadingRows': 'جارٍ تحميل الصفوف…',
  'table.row': 'الصف {index}',
  'table.selectRow': 'تحديد {row}',
  'table.selectAll': 'تحديد كل الصفوف',
  'table.rows':
    '{count, plural, zero {لا صفوف} one {صف واحد} two {صفان} few {# صفوف} many {# صفًا} other {# صف}}',
  'table.rowsFiltered':
    '{count} من {total, plural, zero {# صف} one {صف واحد} two {صفين} few {# صفوف} many {# صفًا} other {# صف}}',
  'table.rowsPerPage': 'صفوف في الصفحة',
  'table.noRows': 'لا توجد صفوف',
  'table.range': '<range>{first}–{last}</range> من {count}',
  'table.pagination': 'ترقيم صفحات {label}',
  'table.firstPage': 'الصفحة الأولى',
  'table.previousPage': 'الصفحة السابقة',
  'table.nextPage': 'الصفحة التالية',
  'table.lastPage': 'الصفحة الأخيرة',
  'table.page': 'الصفحة {page} من {count}',
  'table.filterOperator': 'عامل تصفية {label}',
  'table.filterValue': 'قيمة تصفية {label}',
  'table.filterPlaceholder': 'تصفية…',
  'filter.contains': 'يحتوي على',
  'filter.startsWith': 'يبدأ بـ',
  'filter.endsWith': 'ينتهي بـ',
  'filter.matches': 'يطابق',
  'filter.greaterThan': 'أكبر من',
  'filter.lessThan': 'أصغر من',
} satisfies Translation<typeof en>;
