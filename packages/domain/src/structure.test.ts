import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cycles,
  importGraph,
  reachable,
  sourceFiles,
  specifiers,
  upwardImports,
} from '@chorus/testing/imports';
import { expect, test } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The floors of the domain, from the ground up: lib/ (schemas, errors, ids, the endpoint definer) knows no
 * domain; auth/ (accounts, people, the viewer) stands on lib; initiatives/ (records, membership) on auth;
 * meetings/ on initiatives; workspace/ (an initiative's page with its meetings, its endpoints, invitations) and
 * content-search/ on all of them; the entries (index.ts, contracts.ts, …) on top.
 */
const FLOORS = ['lib', 'auth', 'initiatives', 'meetings', ['workspace', 'content-search'], ''];

test('no folder of the domain imports a floor above its own, and no module imports itself in a circle', () => {
  const graph = importGraph(here);
  expect(upwardImports(graph, FLOORS)).toEqual([]);
  expect(cycles(graph)).toEqual([]);
});

test('the domain imports zod and nothing else: no msw, no React, no database, no Node built-in', () => {
  const packages = new Set(
    sourceFiles(here).flatMap((file) =>
      specifiers(readFileSync(join(here, file), 'utf8')).filter((specifier) => !specifier.startsWith('.')),
    ),
  );
  expect([...packages]).toEqual(['zod']);
});

test('the contracts entry (what a client loads) reaches no rules, records, seeds or endpoints', () => {
  const { packages, files } = reachable(resolve(here, 'contracts.ts'), { values: true, root: here });
  expect(packages).toEqual(['zod']);
  expect(
    files.filter((file) =>
      /\.(rules|changes|records|seed|accounts|endpoints|projections|context)\.ts$/.test(file),
    ),
  ).toEqual([]);
});
