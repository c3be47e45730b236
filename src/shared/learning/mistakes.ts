/**
 * The mistakes deck's rule, as the server's query applies it (practice/queries.ts findMistakeIds),
 * for the device to move its own copy offline: a question answered wrong stays in the deck until it
 * has been answered right on two different local days since its last wrong answer.
 */
export const MISTAKE_CLEAR_DAYS = 2;

/** One missed question: its last wrong answer and the right answers after it (time and local day). */
export type MistakeEntry = {
  questionId: string;
  lastWrongAt: string;
  rights: { at: string; day: string }[];
};

export type DeckAnswer = { questionId: string; isCorrect: boolean; at: Date; localDay: string };

const ms = (iso: string) => Date.parse(iso);

/** Whether a missed question is still in the deck. */
export function inDeck(e: MistakeEntry) {
  return new Set(e.rights.map((r) => r.day)).size < MISTAKE_CLEAR_DAYS;
}

/**
 * The deck after one more answer (in any order: an answer older than the last wrong one changes
 * nothing, as in the server's query, which reads the whole history). Entries that have left the deck
 * are kept, so a late wrong answer is placed exactly as the server places it.
 */
export function applyAnswer(deck: readonly MistakeEntry[], a: DeckAnswer): MistakeEntry[] {
  const at = a.at.getTime();
  const e = deck.find((x) => x.questionId === a.questionId);
  if (!a.isCorrect) {
    if (e && ms(e.lastWrongAt) >= at) return [...deck];
    const next: MistakeEntry = {
      questionId: a.questionId,
      lastWrongAt: a.at.toISOString(),
      rights: (e?.rights ?? []).filter((r) => ms(r.at) > at),
    };
    return [...deck.filter((x) => x !== e), next];
  }
  if (!e || ms(e.lastWrongAt) >= at) return [...deck];
  return deck.map((x) =>
    x === e ? { ...e, rights: [...e.rights, { at: a.at.toISOString(), day: a.localDay }] } : x,
  );
}

/** The deck from a whole history of answers. */
export function deckFrom(answers: readonly DeckAnswer[]): MistakeEntry[] {
  return answers.reduce<MistakeEntry[]>((deck, a) => applyAnswer(deck, a), []);
}

/** The question ids in the deck, the most recently missed first (the server's order). */
export function deckIds(deck: readonly MistakeEntry[], live?: ReadonlySet<string>): string[] {
  return deck
    .filter((e) => inDeck(e) && (!live || live.has(e.questionId)))
    .sort((a, b) => ms(b.lastWrongAt) - ms(a.lastWrongAt))
    .map((e) => e.questionId);
}
