import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { notesStore } from './notes.db';
import type { Note } from './notes.schema';
import { notesPaths } from './notes.contracts';

useMockServer({ signedInAs: 'host' });

const notes = () => notesStore.state.notes;

describe('notes', () => {
  test('at least 40 notes and the labels', async () => {
    expect((await api<Note[]>(notesPaths.notes)).body.length).toBeGreaterThanOrEqual(40);
    expect((await api(notesPaths.labels)).body.length).toBeGreaterThan(0);
    expect(notes().some((note) => note.archive)).toBe(true);
    expect(notes().some((note) => note.checklist.length > 0)).toBe(true);
  });

  test('create-note stores a note (bare or wrapped) with an id and a time', async () => {
    const { status, body } = await apiPost(notesPaths.createNote, { title: 'Idea', labels: ['label-work'] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'Idea', archive: false, checklist: [], labels: ['label-work'] });
    expect(body.id && body.time).toBeTruthy();
    expect(notes()[0]).toEqual(body);
    const wrapped = await apiPost(notesPaths.createNote, { note: { title: 'Wrapped' } });
    expect(wrapped.body.title).toBe('Wrapped');
  });

  test('create-note with an unknown label or a wrong type adds nothing', async () => {
    const count = notes().length;
    expect((await apiPost(notesPaths.createNote, { title: 'x', labels: ['nope'] })).status).toBe(400);
    expect((await apiPost(notesPaths.createNote, { title: 5 })).status).toBe(400);
    expect(notes()).toHaveLength(count);
  });

  test('update-note archives a note; an unknown id is a 404', async () => {
    const note = { ...(notes()[0] as Note), archive: true };
    expect((await apiPost(notesPaths.updateNote, { note })).body.archive).toBe(true);
    expect(notes()[0]?.archive).toBe(true);
    expect((await apiPost(notesPaths.updateNote, { ...note, id: 'nope' })).status).toBe(404);
    expect((await apiPost(notesPaths.updateNote, { ...note, checklist: 'x' })).status).toBe(400);
  });

  test('update-labels replaces the labels and removes dropped ones from notes', async () => {
    const labels = [
      { id: 'label-work', name: 'Work', handle: 'work' },
      { id: 'label-new', name: 'New', handle: 'new' },
    ];
    expect((await apiPost(notesPaths.updateLabels, labels)).body).toEqual(labels);
    expect(notesStore.state.labels).toEqual(labels);
    expect(notes().every((note) => note.labels.every((id) => id === 'label-work'))).toBe(true);
    const duplicate = [labels[0], { ...labels[0], id: 'other' }];
    expect((await apiPost(notesPaths.updateLabels, { labels: duplicate })).status).toBe(400);
    expect(
      (await apiPost(notesPaths.updateLabels, [{ id: 'x', name: 'X', handle: 'Bad Handle' }])).status,
    ).toBe(400);
    expect(notesStore.state.labels).toEqual(labels);
  });

  test('remove-note removes it', async () => {
    const id = (notes()[0] as Note).id;
    const count = notes().length;
    expect((await apiPost(notesPaths.removeNote, { noteId: id })).body).toBe(id);
    expect(notes()).toHaveLength(count - 1);
    expect((await apiPost(notesPaths.removeNote, { noteId: id })).status).toBe(404);
    expect((await apiPost(notesPaths.removeNote, { noteId: 7 })).status).toBe(400);
  });
});
