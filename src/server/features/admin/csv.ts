import { CSV_COLUMNS, type ImportProblem } from '@shared/contracts/admin';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const REQUIRED = CSV_COLUMNS.filter((c) => c !== 'state');

/** One example row (an original, correct question) so the template shows every column filled in. */
const EXAMPLE: Record<(typeof CSV_COLUMNS)[number], string> = {
  id: 'csv-template-earnest-money',
  area: 'contracts',
  state: '',
  concept: 'con-earnest-money',
  difficulty: '1',
  topic_pv: 'pv-contracts-agency',
  topic_psi: 'psi-contracts',
  stem: "A buyer's earnest money deposit is best described as:",
  option_a: "Evidence of the buyer's good-faith intent to complete the purchase",
  option_b: "The lender's fee for processing the loan application",
  option_c: 'The commission the listing broker earns at closing',
  option_d: 'A payment the seller makes to take the property off the market',
  answer: 'A',
  explanation:
    'Earnest money is a deposit the buyer makes with an offer to show good faith. It is usually held in escrow or a broker trust account and credited toward the price at closing.',
  memory_hint: 'Earnest means serious: the buyer shows they mean it.',
  fun_fact:
    'The purchase contract, not custom, decides who keeps the earnest money when a sale falls through.',
};

/** question-template.csv: the header and one example row; importing it as is adds that example. */
export function csvTemplate() {
  return stringify([[...CSV_COLUMNS], CSV_COLUMNS.map((c) => EXAMPLE[c])]);
}

/** A CSV row turned into the shape of a content question (area and state included). */
export type CsvCandidate = { row: number; value: Record<string, unknown> };

/** Maps a schema path of a question back to the CSV column it came from. */
export function columnOf(path: PropertyKey[]) {
  const [head, index] = path;
  if (head === 'options' && typeof index === 'number') return `option_${'abcd'[index] ?? 'a'}`;
  if (head === 'options') return 'option_a';
  if (head === 'topics') return index === 1 ? 'topic_psi' : 'topic_pv';
  if (head === 'memoryHint') return 'memory_hint';
  if (head === 'funFact') return 'fun_fact';
  return String(head ?? '');
}

/**
 * Parses CSV text with a real CSV parser (quoted fields, commas and line breaks inside quotes). Row
 * numbers are spreadsheet rows: the header is row 1, the first question row 2.
 */
export function parseQuestionCsv(text: string): { candidates: CsvCandidate[]; problems: ImportProblem[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_quotes: false, trim: true });
  } catch (err) {
    if (err instanceof CsvError)
      return {
        candidates: [],
        problems: [
          { row: (err as CsvError & { lines?: number }).lines ?? 1, column: '', message: err.message },
        ],
      };
    throw err;
  }
  const [header, ...rows] = records;
  if (!header)
    return { candidates: [], problems: [{ row: 1, column: '', message: 'the CSV has no header row' }] };
  const names = header.map((h) => h.toLowerCase());
  const problems: ImportProblem[] = [];
  for (const c of REQUIRED)
    if (!names.includes(c)) problems.push({ row: 1, column: c, message: `missing column ${c}` });
  for (const n of names)
    if (!(CSV_COLUMNS as readonly string[]).includes(n))
      problems.push({
        row: 1,
        column: n,
        message: `unknown column ${n}; the template's columns are ${CSV_COLUMNS.join(', ')}`,
      });
  if (problems.length) return { candidates: [], problems };
  if (!rows.length)
    return { candidates: [], problems: [{ row: 2, column: '', message: 'the CSV has no question rows' }] };
  const candidates = rows.map((cells, i) => {
    const get = (c: string) => cells[names.indexOf(c)] ?? '';
    const letter = get('answer').toUpperCase();
    const answer = LETTERS.indexOf(letter as (typeof LETTERS)[number]);
    const value: Record<string, unknown> = {
      id: get('id'),
      area: get('area'),
      concept: get('concept'),
      difficulty: get('difficulty') === '' ? undefined : Number(get('difficulty')),
      topics: [get('topic_pv'), get('topic_psi')],
      stem: get('stem'),
      options: [get('option_a'), get('option_b'), get('option_c'), get('option_d')],
      answer: answer === -1 ? undefined : answer,
      explanation: get('explanation'),
      memoryHint: get('memory_hint'),
      funFact: get('fun_fact'),
      ...(get('state') ? { state: get('state').toUpperCase() } : {}),
    };
    if (answer === -1)
      problems.push({
        row: i + 2,
        column: 'answer',
        message: 'answer must be the letter of the right option: A, B, C or D',
      });
    return { row: i + 2, value };
  });
  return { candidates, problems };
}
