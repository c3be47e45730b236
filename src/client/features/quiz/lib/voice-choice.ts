import type { ConfidenceLevel } from '@shared/learning/confidence';

/** What a spoken reply means in the audio drill: an option (1-4 or A-D) or a confidence level. */
const OPTION_WORDS: [RegExp, number][] = [
  [/\b(one|1|a|first|won)\b/, 0],
  [/\b(two|2|b|second|to|too)\b/, 1],
  [/\b(three|3|c|third|see)\b/, 2],
  [/\b(four|4|d|fourth|for)\b/, 3],
];

export function optionFromSpeech(transcript: string): number | null {
  const t = transcript.toLowerCase();
  for (const [re, i] of OPTION_WORDS) if (re.test(t)) return i;
  return null;
}

export function confidenceFromSpeech(transcript: string): ConfidenceLevel | null {
  const t = transcript.toLowerCase();
  if (/\bsomewhat\b/.test(t)) return 'somewhat_confident';
  if (/\b(new|practice|no idea|completely)\b/.test(t)) return 'need_practice';
  if (/\b(familiar|confident|sure|knew)\b/.test(t)) return 'confident';
  return null;
}
