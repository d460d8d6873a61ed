import { avatarUrl, createRandom } from '@chorus/domain';
import { CITIES, COMPANIES, FIRST_NAMES, JOB_TITLES, LAST_NAMES, STREETS } from '../lib/words';
import type { Contact } from './contacts.schema';
import type { ContactsState } from './contacts.schema';

export function seedContacts(): ContactsState {
  const random = createRandom('contacts');
  const contacts: Contact[] = Array.from({ length: 110 }, (_, index) => {
    const name = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const company = random.pick(COMPANIES);
    return {
      id: `contact-${String(index + 1).padStart(3, '0')}`,
      name,
      lastName,
      avatar: avatarUrl(`${name} ${lastName}`),
      nickname: random.bool(0.4) ? `${name.slice(0, 3)}${random.int(1, 99)}` : '',
      company,
      jobTitle: random.pick(JOB_TITLES),
      email: `${name}.${lastName}@${company.replace(/[^a-z]/gi, '').toLowerCase()}.com`.toLowerCase(),
      phone: `+1-555-${String(random.int(100, 999))}-${String(random.int(1000, 9999))}`,
      address: `${random.int(1, 400)} ${random.pick(STREETS)}, ${random.pick(CITIES)}`,
      birthday: `${random.int(1960, 2002)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      notes: random.bool(0.5) ? random.sentence() : '',
    };
  });
  const ids = contacts.map((contact) => contact.id);
  const pickIds = (count: number) => random.pickMany(ids, count);
  return {
    contacts,
    user: {
      id: 'user-host',
      name: 'Hana Host',
      avatar: avatarUrl('Hana Host'),
      starred: pickIds(12),
      frequentContacts: pickIds(15),
      groups: [
        { id: 'group-friends', name: 'Friends', contactIds: pickIds(8) },
        { id: 'group-clients', name: 'Clients', contactIds: pickIds(10) },
        { id: 'group-facilitators', name: 'Facilitators', contactIds: pickIds(6) },
      ],
    },
  };
}
