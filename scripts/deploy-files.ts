// Readers of the production kit's files (deploy/), for the tests that keep them honest without containers:
// scripts/deploy.test.ts (what the files say) and scripts/deploy-topology.test.ts (the same topology run with
// processes). No YAML parser is installed in the workspace, so compose.yaml is read by `parseYamlSubset`: the
// subset the file uses, and an error naming the line for anything else (anchors, block scalars, flow mappings…),
// so a change the reader cannot follow fails the tests instead of passing unread.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const deployDir = join(root, 'deploy');

export type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml };

interface Line {
  number: number;
  indent: number;
  text: string;
}

/** The line without its comment (a `#` at its start or after a space, outside quotes). */
function stripComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#' && (i === 0 || /\s/.test(line[i - 1] ?? ''))) return line.slice(0, i);
  }
  return line;
}

function scalar(raw: string, line: number): Yaml {
  const text = raw.trim();
  const fail = (why: string): never => {
    throw new Error(
      `compose YAML line ${line}: ${why} (${text}); scripts/deploy-files.ts reads a subset of YAML`,
    );
  };
  if (text === '' || text === '~' || text === 'null') return null;
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) fail('an unterminated string');
    return JSON.parse(text) as string;
  }
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) fail('an unterminated string');
    return text.slice(1, -1).replaceAll("''", "'");
  }
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as Yaml[];
    } catch {
      return fail('a flow sequence that is not JSON (write its items in double quotes)');
    }
  }
  if (/^[{&*!|>%@`]/.test(text)) fail('an unsupported YAML form');
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** Parses the block YAML compose files are written in: mappings, sequences, plain, quoted and JSON-like flow values. */
export function parseYamlSubset(source: string): Yaml {
  const lines: Line[] = [];
  source.split('\n').forEach((raw, index) => {
    if (raw.includes('\t')) throw new Error(`compose YAML line ${index + 1}: a tab`);
    const text = stripComment(raw).trimEnd();
    if (text.trim() === '') return;
    if (text.trim() === '---' || text.trim() === '...')
      throw new Error(`compose YAML line ${index + 1}: one document only`);
    lines.push({ number: index + 1, indent: text.length - text.trimStart().length, text: text.trim() });
  });
  let at = 0;

  const keyValue = (line: Line, text: string): [string, string] => {
    const match = /^("[^"]*"|'[^']*'|[^\s:][^:]*?):(?:\s+(.*))?$/.exec(text);
    if (!match) throw new Error(`compose YAML line ${line.number}: expected "key: value" (${text})`);
    const key = String(scalar(match[1] ?? '', line.number));
    return [key, match[2] ?? ''];
  };

  // A value after "key:" with nothing on its line: the block below it (deeper, or a sequence at the same indent).
  const nested = (parentIndent: number, line: Line): Yaml => {
    const next = lines[at];
    if (!next) return null;
    if (next.indent > parentIndent) return block(next.indent);
    if (next.indent === parentIndent && next.text.startsWith('-')) return sequence(parentIndent);
    return scalar('', line.number);
  };

  const mapping = (indent: number, first?: { line: Line; text: string }): { [key: string]: Yaml } => {
    const result: { [key: string]: Yaml } = {};
    const add = (line: Line, text: string, keyIndent: number) => {
      const [key, rest] = keyValue(line, text);
      if (key in result) throw new Error(`compose YAML line ${line.number}: "${key}" twice`);
      result[key] = rest === '' ? nested(keyIndent, line) : scalar(rest, line.number);
    };
    if (first) add(first.line, first.text, indent);
    while (at < lines.length) {
      const line = lines[at] as Line;
      if (line.indent < indent) break;
      if (line.indent > indent) throw new Error(`compose YAML line ${line.number}: unexpected indentation`);
      if (line.text.startsWith('- ') || line.text === '-') break;
      at += 1;
      add(line, line.text, indent);
    }
    return result;
  };

  const sequence = (indent: number): Yaml[] => {
    const result: Yaml[] = [];
    while (at < lines.length) {
      const line = lines[at] as Line;
      if (line.indent !== indent || !(line.text.startsWith('- ') || line.text === '-')) break;
      at += 1;
      const item = line.text.slice(1).trim();
      if (item === '') result.push(nested(indent, line));
      else if (/^("[^"]*"|'[^']*'|[^\s"'[{][^:]*?):(\s|$)/.test(item))
        // "- key: value" and the item's further keys below it, indented like "key".
        result.push(mapping(indent + (line.text.length - item.length), { line, text: item }));
      else result.push(scalar(item, line.number));
    }
    return result;
  };

  const block = (indent: number): Yaml => {
    const first = lines[at];
    if (!first) return null;
    return first.text.startsWith('- ') || first.text === '-' ? sequence(indent) : mapping(indent);
  };

  const value = block(0);
  if (at < lines.length) throw new Error(`compose YAML line ${lines[at]?.number}: not read`);
  return value;
}

export interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; target?: string };
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  restart?: string;
  pull_policy?: string;
  init?: boolean;
  networks?: Record<string, { ipv4_address?: string } | null>;
}
export interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;
}

export const readText = (name: string) => readFileSync(join(deployDir, name), 'utf8');

export function readCompose(): ComposeFile {
  return parseYamlSubset(readText('compose.yaml')) as unknown as ComposeFile;
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$. */
export function interpolate(text: string, variables: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (all, name, colon, kind, arg) => {
      if (all === '$$') return '$';
      const value = variables[name as string];
      const unset = value === undefined || (colon === ':' && value === '');
      if (!unset) return value as string;
      if (kind === '-') return arg as string;
      if (kind === '?') throw new Error(`compose: ${name} is required: ${arg}`);
      return '';
    },
  );
}

/** The variables compose.yaml reads from the environment or deploy/.env. */
export function composeVariables(source = readText('compose.yaml')): string[] {
  return [
    ...new Set([...source.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string)),
  ];
}

export interface DockerInstruction {
  line: number;
  keyword: string;
  args: string;
}
export interface DockerStage {
  /** The image as written (`node:${NODE_MAJOR}-slim`) and with the ARG defaults put in (`node:22-slim`). */
  from: string;
  image: string;
  name?: string;
  instructions: DockerInstruction[];
}

/** The Dockerfile's instructions (continuations joined, comments dropped), by stage, with the global ARGs. */
export function parseDockerfile(source = readText('Dockerfile')): {
  args: Record<string, string>;
  stages: DockerStage[];
  instructions: DockerInstruction[];
} {
  const instructions: DockerInstruction[] = [];
  let pending = '';
  let start = 0;
  source.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (pending && line.startsWith('#')) return;
    if (!pending) start = index + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const text = pending + line;
    pending = '';
    const match = /^(\S+)\s*(.*)$/.exec(text);
    if (match)
      instructions.push({ line: start, keyword: (match[1] ?? '').toUpperCase(), args: match[2] ?? '' });
  });
  const args: Record<string, string> = {};
  const stages: DockerStage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = instruction.args.split(/\s+/).filter((part) => !part.startsWith('--'));
      const image = from.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, arg) => args[arg] ?? '');
      stages.push({ from, image, ...(as?.toUpperCase() === 'AS' && name ? { name } : {}), instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [name = '', value = ''] = instruction.args.split('=');
      args[name.trim()] = value.trim();
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { args, stages, instructions };
}

/** A JSON-form instruction's array (CMD ["node", …]), or null for the shell form. */
export function execForm(args: string): string[] | null {
  try {
    const value = JSON.parse(args) as unknown;
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}
