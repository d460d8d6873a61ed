import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'list.title': 'اجتماعات كل مبادرة',
  'list.intro': 'انضم إلى اجتماع مباشر، أو حضّر الاجتماع التالي، أو اقرأ نتائج الاجتماع الأخير.',
  'list.filters': 'عرض الاجتماعات',
  'filter.all': 'الكل',
  'filter.live': 'مباشر',
  'filter.scheduled': 'مجدول',
  'filter.ended': 'منتهٍ',
  'list.loading': 'جارٍ تحميل الاجتماعات…',
  'list.error': 'تعذّر تحميل الاجتماعات: {reason}',
  'list.empty': 'لا اجتماعات بعد. تُخطَّط الاجتماعات داخل مبادرة.',
  'list.emptyFilter': 'لا يوجد اجتماع في هذه الحالة.',
  'list.count':
    '{count, plural, zero {لا اجتماعات} one {اجتماع واحد} two {اجتماعان} few {# اجتماعات} many {# اجتماعًا} other {# اجتماع}}',
  'meeting.duration': '{minutes, number} دقيقة',
  'meeting.starts': 'يبدأ: {time}',
  'meeting.ends': 'ينتهي: {time}',
  'meeting.ended': 'انتهى: {time}',
  'meeting.customAgenda': 'جدول أعمال مخصّص',
  'meeting.youHost': 'أنت المضيف',
  'meeting.hostedBy': 'يستضيفه {name}',
  'template.label': 'القالب',
  'template.brainwriting': 'الكتابة الذهنية',
  'template.retrospective': 'مراجعة استعادية',
  'template.decision': 'قرار',
  'template.brainwriting.help':
    'يكتب كل شخص أفكاره منفردًا، فتظهر كلها دفعة واحدة، ثم يجمعها الفريق في محاور ويصوّت بالنقاط ويقرّر.',
  'template.retrospective.help':
    'تأمّلوا على انفراد فيما ساعد وما عرقل، ثم اكشفوا وصنّفوا وصوّتوا، ثم إجراء واحد لكل شخص بالدور.',
  'template.decision.help':
    'اطرحوا الخيارات والمخاوف على انفراد، وناقشوا، واستمعوا إلى الجميع بالدور، ثم اتخذوا قرارًا بالموافقة.',
  'template.premortem': 'تحليل ما قبل الفشل',
  'template.leanCoffee': 'القهوة الرشيقة',
  'template.premortem.help':
    'تخيّل أن المشروع فشل: يكتب كل شخص وحده الأسباب، ويجمّعها الفريق في محاور، ويصوّت على الأرجح منها، ويخطط لتفاديها.',
  'template.leanCoffee.help':
    'يقترح كل شخص مواضيع وحده، وتحدد النقاط ترتيبها، ثم يناقشها الفريق واحدًا تلو الآخر.',
  'new.title': 'اجتماع جديد',
  'new.description': 'خطّط له هنا؛ يمكنك تغيير جدول الأعمال والإعدادات قبل أن يبدأ.',
  'new.titleField': 'العنوان',
  'new.titleRequired': 'أعطِ الاجتماع عنوانًا',
  'new.goal': 'الهدف',
  'new.goalHelp': 'بماذا ينبغي أن يخرج الفريق؟',
  'new.when': 'التاريخ والوقت',
  'new.whenRequired': 'اختر تاريخًا ووقتًا',
  'new.length': 'المدة (بالدقائق)',
  'new.lengthRange': 'بين 5 و1440 دقيقة',
  'new.submit': 'إنشاء الاجتماع',
  'new.rota': 'يُيسّر {name} (دوره في المناوبة)',
  'new.rotaHelp':
    'يقود الاجتماع بصفته مضيفًا مشاركًا؛ وتحتفظ أنت بعناصر التحكم ويمكنك استعادة التيسير في أي وقت.',
} satisfies Translation<typeof en>;
