import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'list.title': 'Reuniones de cada iniciativa',
  'list.intro': 'Únete a una reunión en directo, prepara la siguiente o lee los resultados de la última.',
  'list.filters': 'Mostrar reuniones',
  'filter.all': 'Todas',
  'filter.live': 'En directo',
  'filter.scheduled': 'Programadas',
  'filter.ended': 'Terminadas',
  'list.loading': 'Cargando las reuniones…',
  'list.error': 'No se pudieron cargar las reuniones: {reason}',
  'list.empty': 'Todavía no hay reuniones. Las reuniones se planifican dentro de una iniciativa.',
  'list.emptyFilter': 'No hay ninguna reunión en este estado.',
  'list.count': '{count, plural, one {# reunión} other {# reuniones}}',
  'meeting.duration': '{minutes, number} min',
  'meeting.starts': 'Empieza: {time}',
  'meeting.ends': 'Termina: {time}',
  'meeting.ended': 'Terminó: {time}',
  'meeting.customAgenda': 'Agenda personalizada',
  'meeting.youHost': 'Tú la diriges',
  'meeting.hostedBy': 'Dirigida por {name}',
  'template.label': 'Plantilla',
  'template.brainwriting': 'Brainwriting',
  'template.retrospective': 'Retrospectiva',
  'template.decision': 'Decisión',
  'template.brainwriting.help':
    'Cada persona escribe ideas a solas, aparecen todas a la vez, el grupo las agrupa en temas, vota con puntos y decide.',
  'template.retrospective.help':
    'Reflexionad en privado sobre lo que ayudó y lo que estorbó, revelad, agrupad, votad y luego una acción cada uno por turnos.',
  'template.decision.help':
    'Sacad a la luz opciones y reparos en privado, debatid, escuchad a todos por turnos y tomad una decisión por consentimiento.',
  'template.premortem': 'Pre-mortem',
  'template.leanCoffee': 'Lean coffee',
  'template.premortem.help':
    'Imagina que el proyecto fracasó: cada persona escribe a solas por qué, el grupo agrupa las causas, vota las más probables y planea cómo evitarlas.',
  'template.leanCoffee.help':
    'Cada persona propone temas a solas, los puntos deciden el orden y el grupo los trata uno a uno.',
  'new.title': 'Nueva reunión',
  'new.description': 'Planifícala aquí; puedes cambiar la agenda y los ajustes antes de que empiece.',
  'new.titleField': 'Título',
  'new.titleRequired': 'Ponle un título a la reunión',
  'new.goal': 'Objetivo',
  'new.goalHelp': '¿Con qué debería salir el grupo?',
  'new.when': 'Fecha y hora',
  'new.whenRequired': 'Elige una fecha y una hora',
  'new.length': 'Duración (minutos)',
  'new.lengthRange': 'Entre 5 y 1440 minutos',
  'new.submit': 'Crear reunión',
  'new.rota': 'Facilita {name} (le toca por turno)',
  'new.rotaHelp':
    'Dirige la reunión como codirección; tú conservas los controles y puedes retomar la facilitación cuando quieras.',
} satisfies Translation<typeof en>;
