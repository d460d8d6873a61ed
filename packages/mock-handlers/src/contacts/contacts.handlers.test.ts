import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { contactsStore } from './contacts.db';
import type { Contact } from './contacts.schema';
import { contactsPaths } from './contacts.contracts';

useMockServer({ signedInAs: 'host' });

const state = () => contactsStore.state;
const unstarred = () => state().contacts.filter((contact) => !state().user.starred.includes(contact.id));

describe('reading contacts', () => {
  test('all, frequent and starred contacts, and the user', async () => {
    const all = await api<Contact[]>(contactsPaths.contacts, { query: { id: 'all' } });
    expect(all.body.length).toBeGreaterThanOrEqual(100);
    expect((await api<Contact[]>(contactsPaths.contacts)).body).toHaveLength(all.body.length);
    const starred = await api<Contact[]>(contactsPaths.contacts, { query: { id: 'starred' } });
    expect(starred.body.map((contact) => contact.id).sort()).toEqual([...state().user.starred].sort());
    const frequent = await api<Contact[]>(contactsPaths.contacts, { query: { id: 'frequent' } });
    expect(frequent.body.length).toBe(state().user.frequentContacts.length);
    const user = await api(contactsPaths.user);
    expect(user.body.groups.length).toBeGreaterThan(0);
  });
});

describe('changing contacts', () => {
  test('add-contact generates an id and fills the missing fields', async () => {
    const { status, body } = await apiPost(contactsPaths.addContact, {
      newContact: { name: 'Zed', email: 'z@x.io' },
    });
    expect(status).toBe(200);
    expect(body.id).toBeTruthy();
    expect(body.lastName).toBe('');
    expect(state().contacts.at(-1)).toEqual(body);
  });

  test('add-contact without a name or with an oversized field adds nothing', async () => {
    const count = state().contacts.length;
    expect((await apiPost(contactsPaths.addContact, { newContact: { email: 'z@x.io' } })).status).toBe(400);
    expect(
      (await apiPost(contactsPaths.addContact, { newContact: { name: 'a', notes: 'x'.repeat(6000) } }))
        .status,
    ).toBe(400);
    expect((await apiPost(contactsPaths.addContact, { name: 'not wrapped' })).status).toBe(400);
    expect(state().contacts).toHaveLength(count);
  });

  test('update-contact replaces it; an unknown id is a 404', async () => {
    const contact = { ...(state().contacts[0] as Contact), jobTitle: 'Chief Listener' };
    expect((await apiPost(contactsPaths.updateContact, { contact })).body.jobTitle).toBe('Chief Listener');
    expect(state().contacts[0]?.jobTitle).toBe('Chief Listener');
    expect((await apiPost(contactsPaths.updateContact, { contact: { ...contact, id: 'nope' } })).status).toBe(
      404,
    );
  });

  test('remove-contact and remove-contacts delete them and their references', async () => {
    const starredId = state().user.starred[0] as string;
    expect((await apiPost(contactsPaths.removeContact, { contactId: starredId })).body).toBe(starredId);
    expect(state().contacts.some((contact) => contact.id === starredId)).toBe(false);
    expect(state().user.starred).not.toContain(starredId);
    const ids = state()
      .contacts.slice(0, 2)
      .map((contact) => contact.id);
    const count = state().contacts.length;
    expect((await apiPost(contactsPaths.removeContacts, { contactIds: [...ids, 'nope'] })).status).toBe(404);
    expect(state().contacts).toHaveLength(count);
    await apiPost(contactsPaths.removeContacts, { contactIds: ids });
    expect(state().contacts).toHaveLength(count - 2);
    expect((await apiPost(contactsPaths.removeContact, { contactId: 'nope' })).status).toBe(404);
  });

  test('toggle-starred-contact flips membership in the starred list', async () => {
    const id = (unstarred()[0] as Contact).id;
    expect((await apiPost(contactsPaths.toggleStarredContact, { contactId: id })).body.starred).toContain(id);
    expect(state().user.starred).toContain(id);
    await apiPost(contactsPaths.toggleStarredContact, { contactId: id });
    expect(state().user.starred).not.toContain(id);
    expect((await apiPost(contactsPaths.toggleStarredContact, { contactId: 'nope' })).status).toBe(404);
  });

  test('toggle-starred-contacts, set-contacts-starred and set-contacts-unstarred', async () => {
    const starredId = state().user.starred[0] as string;
    const plainId = (unstarred()[0] as Contact).id;
    await apiPost(contactsPaths.toggleStarredContacts, { contactIds: [starredId, plainId] });
    expect(state().user.starred).toContain(plainId);
    expect(state().user.starred).not.toContain(starredId);
    await apiPost(contactsPaths.setContactsStarred, { contactIds: [starredId, plainId] });
    expect(state().user.starred).toEqual(expect.arrayContaining([starredId, plainId]));
    await apiPost(contactsPaths.setContactsUnstarred, { contactIds: [starredId, plainId] });
    expect(state().user.starred).not.toContain(plainId);
    const before = [...state().user.starred];
    expect((await apiPost(contactsPaths.setContactsStarred, { contactIds: [plainId, 'nope'] })).status).toBe(
      404,
    );
    expect((await apiPost(contactsPaths.setContactsStarred, { contactIds: plainId })).status).toBe(400);
    expect(state().user.starred).toEqual(before);
  });
});
