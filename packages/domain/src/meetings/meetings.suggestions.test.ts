import { describe, expect, test } from 'vitest';
import { normaliseText, stem, suggestThemes } from './meetings.suggestions';

/**
 * Grouping suggestions against ideas labelled by hand: four topics in each of English, Spanish and Arabic, as a
 * team writes them in a retrospective (the key word of a topic recurs, not always; some ideas name another topic's
 * word). The agreement of the suggestions with the labels is the adjusted Rand index (an idea left out of every
 * suggestion counts as a group of its own): 1 is perfect, 0 is chance.
 */
const LABELLED: Record<'en' | 'es' | 'ar', Record<string, string[]>> = {
  en: {
    buddy: [
      'Give every new hire a buddy for the first month.',
      'A buddy from another team would help newcomers meet people.',
      'Pair each newcomer with a buddy who answers the silly questions.',
      'The buddy lunch on day one made a huge difference.',
      'Buddies should get time in their sprint to help the new hire.',
      'Rotate the buddy role so it does not always fall on the same people.',
      'A short guide for buddies: what to show a new hire in week one.',
      'My buddy left after two weeks; newcomers need a backup buddy.',
      'Let new hires pick their buddy after the first few days.',
    ],
    setup: [
      'Laptop setup took two full days.',
      'Have the laptop ready and set up before the first day.',
      'Access rights to the repositories took a week to arrive.',
      'A setup script for the laptop would save hours.',
      'Request all access rights before the start date.',
      'Nobody knew who grants access to the staging servers.',
      'The laptop came without the development tools installed.',
      'One checklist for laptop, accounts and access rights.',
      'Waiting for VPN access blocked my first week.',
    ],
    meetings: [
      'Too many meetings in the first week; no time to read.',
      'Cancel the recurring status meetings nobody needs.',
      'Meetings without an agenda should be declined.',
      'Keep Wednesday afternoons free of meetings.',
      'Shorter meetings: 25 minutes instead of 30.',
      'Record the big meetings so people can catch up later.',
      'Every meeting should end with written decisions.',
      'Half my calendar is meetings I only listen to.',
      'Move the standup meeting to an async update.',
    ],
    docs: [
      'The wiki is out of date; nobody trusts the documentation.',
      'Write down how we deploy: it is only in the heads of two people.',
      'Documentation for the API is missing examples.',
      'One owner per wiki page keeps the documentation current.',
      'Search in the wiki never finds the right page.',
      'Add architecture documentation for newcomers.',
      'Delete old wiki pages instead of leaving them to rot.',
      'Document the release process step by step.',
      'Docs should live next to the code, reviewed with it.',
    ],
  },
  es: {
    clientes: [
      'Responder a los clientes en menos de un día.',
      'Los clientes esperan demasiado en el teléfono.',
      'Un chat para que los clientes pregunten sin llamar.',
      'Encuesta corta a los clientes después de cada pedido.',
      'El equipo de soporte necesita ver el historial del cliente.',
      'Preguntas frecuentes para que los clientes resuelvan solos.',
      'Llamar a los clientes que se fueron para saber por qué.',
      'Más personas en soporte los lunes, cuando llaman más clientes.',
    ],
    oficina: [
      'La oficina es muy ruidosa para concentrarse.',
      'Salas pequeñas en la oficina para llamadas.',
      'Plantas y más luz natural en la oficina.',
      'La oficina necesita sillas mejores.',
      'Un día fijo en la oficina para vernos todos.',
      'El aire acondicionado de la oficina no funciona.',
      'Cocina de la oficina más limpia y con café decente.',
      'Reservar puestos en la oficina con una aplicación.',
    ],
    formacion: [
      'Formación en ventas para el equipo nuevo.',
      'Un presupuesto de formación para cada persona.',
      'Cursos de formación en horario de trabajo.',
      'Compartir lo aprendido en cada curso con el equipo.',
      'Formación sobre la herramienta nueva antes de usarla.',
      'Mentores internos para formar a los nuevos.',
      'Tiempo cada viernes para cursos y formación.',
      'Un catálogo de cursos recomendados.',
    ],
    envios: [
      'Los envíos tardan una semana en llegar.',
      'Ofrecer envío gratis a partir de cierto importe.',
      'Avisar al cliente cuando sale el envío.',
      'Un segundo proveedor de envíos para las temporadas altas.',
      'Los envíos al extranjero cuestan demasiado.',
      'Seguimiento del envío en la página del pedido.',
      'Embalaje más pequeño para abaratar los envíos.',
      'Recoger el pedido en tienda en lugar del envío.',
    ],
  },
  ar: {
    customers: [
      'الرد على العملاء خلال يوم واحد.',
      'العملاء ينتظرون طويلا على الهاتف.',
      'محادثة مباشرة ليسأل العملاء بدون اتصال.',
      'استبيان قصير للعملاء بعد كل طلب.',
      'فريق الدعم يحتاج إلى سجل العميل كاملا.',
      'أسئلة شائعة ليحل العملاء مشاكلهم بأنفسهم.',
      'الاتصال بالعملاء الذين غادروا لمعرفة السبب.',
      'زيادة موظفي الدعم يوم الاثنين حين يتصل العملاء أكثر.',
    ],
    office: [
      'المكتب مزعج جدا ولا يمكن التركيز.',
      'غرف صغيرة في المكتب للمكالمات.',
      'نباتات وإضاءة طبيعية أكثر في المكتب.',
      'المكتب يحتاج كراسي أفضل.',
      'يوم ثابت في المكتب ليلتقي الجميع.',
      'التكييف في المكتب لا يعمل.',
      'مطبخ المكتب أنظف مع قهوة جيدة.',
      'حجز المكاتب عبر تطبيق.',
    ],
    training: [
      'تدريب على المبيعات للفريق الجديد.',
      'ميزانية تدريب لكل موظف.',
      'دورات تدريبية في وقت العمل.',
      'مشاركة ما تعلمناه في كل دورة مع الفريق.',
      'تدريب على الأداة الجديدة قبل استخدامها.',
      'مرشدون داخليون لتدريب الموظفين الجدد.',
      'وقت كل جمعة للدورات والتدريب.',
      'قائمة بالدورات الموصى بها.',
    ],
    shipping: [
      'الشحن يستغرق أسبوعا كاملا.',
      'شحن مجاني فوق مبلغ معين.',
      'إبلاغ العميل عند خروج الشحنة.',
      'شركة شحن ثانية لمواسم الذروة.',
      'الشحن إلى الخارج مكلف جدا.',
      'تتبع الشحنة في صفحة الطلب.',
      'تغليف أصغر لتخفيض تكلفة الشحن.',
      'استلام الطلب من المتجر بدلا من الشحن.',
    ],
  },
};

/** The ideas of a set, with ids, and each idea's label. */
function labelled(sets: Record<string, string[]>[]) {
  const ideas: { id: string; text: string }[] = [];
  const labels = new Map<string, string>();
  for (const set of sets)
    for (const [label, texts] of Object.entries(set))
      for (const text of texts) {
        const id = `idea-${ideas.length}`;
        ideas.push({ id, text });
        labels.set(id, label);
      }
  return { ideas, labels };
}

const choose2 = (n: number) => (n * (n - 1)) / 2;

/** The adjusted Rand index of two partitions of the same items (Hubert and Arabie). */
function adjustedRandIndex(a: Map<string, string>, b: Map<string, string>): number {
  const table = new Map<string, number>();
  const rows = new Map<string, number>();
  const columns = new Map<string, number>();
  for (const [item, x] of a) {
    const y = b.get(item) ?? `alone:${item}`;
    table.set(`${x}\u0000${y}`, (table.get(`${x}\u0000${y}`) ?? 0) + 1);
    rows.set(x, (rows.get(x) ?? 0) + 1);
    columns.set(y, (columns.get(y) ?? 0) + 1);
  }
  const index = [...table.values()].reduce((sum, n) => sum + choose2(n), 0);
  const sumRows = [...rows.values()].reduce((sum, n) => sum + choose2(n), 0);
  const sumColumns = [...columns.values()].reduce((sum, n) => sum + choose2(n), 0);
  const expected = (sumRows * sumColumns) / choose2(a.size);
  const max = (sumRows + sumColumns) / 2;
  return max === expected ? 1 : (index - expected) / (max - expected);
}

function agreement(sets: Record<string, string[]>[]): number {
  const { ideas, labels } = labelled(sets);
  const predicted = new Map<string, string>();
  suggestThemes(ideas).forEach((suggestion, index) => {
    for (const id of suggestion.ideaIds) predicted.set(id, `suggestion-${index}`);
  });
  return adjustedRandIndex(labels, predicted);
}

describe('the suggestions agree with themes people made by hand (adjusted Rand index ≥ 0.7)', () => {
  test.each(['en', 'es', 'ar'] as const)('%s', (language) => {
    const score = agreement([LABELLED[language]]);
    console.info(`suggestions vs labels, ${language}: ARI ${score.toFixed(2)}`);
    expect(score).toBeGreaterThanOrEqual(0.7);
  });

  test('the three languages in one meeting', () => {
    const score = agreement([LABELLED.en, LABELLED.es, LABELLED.ar]);
    console.info(`suggestions vs labels, all 100 ideas: ARI ${score.toFixed(2)}`);
    expect(score).toBeGreaterThanOrEqual(0.7);
  });
});

describe('what a suggestion is', () => {
  test('groups of two or more, each titled by words its ideas share, no idea twice', () => {
    const ideas = [
      { id: 'a', text: 'Too many meetings on Mondays' },
      { id: 'b', text: 'Fewer meetings, more focus time' },
      { id: 'c', text: 'Meetings without an agenda waste time' },
      { id: 'd', text: 'The coffee machine is broken' },
    ];
    const suggestions = suggestThemes(ideas);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]?.ideaIds).toEqual(['a', 'b', 'c']);
    expect(suggestions[0]?.title).toMatch(/^Meetings/);
  });

  test('a word every idea shares still names their theme', () => {
    const [only] = suggestThemes([
      { id: 'a', text: 'A weekly digest of decisions made in meetings' },
      { id: 'b', text: 'Calendar integration so meetings start from the invite' },
      { id: 'c', text: 'Let attendees suggest agenda items before the meeting' },
    ]);
    expect(only?.title).toBe('Meetings');
  });

  test('nothing to suggest from one idea, or none alike', () => {
    expect(suggestThemes([])).toEqual([]);
    expect(suggestThemes([{ id: 'a', text: 'Only me' }])).toEqual([]);
    expect(
      suggestThemes([
        { id: 'a', text: 'Laptops' },
        { id: 'b', text: 'Parking spaces' },
      ]),
    ).toEqual([]);
  });

  test('accents, Arabic diacritics and letter forms, plurals and the Arabic article do not split a word', () => {
    expect(normaliseText('Formación')).toBe(normaliseText('formacion'));
    expect(normaliseText('أَسْئِلَة')).toBe(normaliseText('اسئله'));
    expect(stem(normaliseText('meetings'))).toBe(stem(normaliseText('meeting')));
    expect(stem(normaliseText('envíos'))).toBe(stem(normaliseText('envio')));
    expect(stem(normaliseText('العملاء'))).toBe(stem(normaliseText('عملاء')));
    expect(stem(normaliseText('للعملاء'))).toBe(stem(normaliseText('عملاء')));
  });

  test('the same ideas give the same suggestions', () => {
    const { ideas } = labelled([LABELLED.en]);
    expect(suggestThemes(ideas)).toEqual(suggestThemes(ideas));
  });
});
