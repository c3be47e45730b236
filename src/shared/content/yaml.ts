import { CORE_SCHEMA, dump, load } from 'js-yaml';

/**
 * The one way the project reads YAML (content files, the admin's view of them, the tests and benches
 * that read content): YAML 1.2's core schema, as the `yaml` package parses it by default (dates stay
 * strings, `yes` is a string, duplicate keys are an error), in about a fifth of its time: content/ is
 * 7.7 MB of YAML, loaded by every start that seeds, the content check and the seed's tests. Every content
 * file parses to the same value with either (checked when this changed); an empty document is null.
 */
export function parseYaml(text: string): unknown {
  const value = load(text, { schema: CORE_SCHEMA });
  return value === undefined ? null : value;
}

/** YAML as the tests write content files (the same schema). */
export function stringifyYaml(value: unknown): string {
  return dump(value, { schema: CORE_SCHEMA, lineWidth: -1 });
}
