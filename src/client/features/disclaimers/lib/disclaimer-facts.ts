import type { StateInfo } from '@shared/contracts/states';
import { DEFAULT_EDUCATION_HOURS } from '@shared/domain/limits';

/** The state details the Disclaimers page is personalised with, or generic wording without a state. */
export type DisclaimerFacts = {
  stateName: string | null;
  /** 'the Texas salesperson exam' or "your state's salesperson exam" */
  examPhrase: string;
  /** 'the Texas Real Estate Commission (TREC)' or "your state's real-estate regulator" */
  regulator: string;
  /** 'Texas Real Estate Commission (TREC)', for a heading; null without a state */
  regulatorTitle: string | null;
  /** 'TREC' or 'your regulator', for short repeats */
  regulatorShort: string;
  /** '180' for a state; the spec's default text '60-90' otherwise */
  hours: string;
  website: { href: string; label: string } | null;
};

/** A link only for a real http(s) address; the label drops the scheme and a trailing slash. */
export function websiteLink(raw: string): DisclaimerFacts['website'] {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const label = `${url.host}${url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '')}`;
  return { href: url.href, label };
}

/** Names start with 'the' unless they already do (most bodies read 'Texas Real Estate Commission'). */
function withArticle(body: string) {
  return /^the\s/i.test(body) ? body : `the ${body}`;
}

export function disclaimerFacts(state: StateInfo | null): DisclaimerFacts {
  if (!state) {
    return {
      stateName: null,
      examPhrase: "your state's salesperson exam",
      regulator: "your state's real-estate regulator",
      regulatorTitle: null,
      regulatorShort: 'your regulator',
      hours: DEFAULT_EDUCATION_HOURS,
      website: null,
    };
  }
  const abbr = state.regulatoryAbbreviation.trim();
  return {
    stateName: state.name,
    examPhrase: `the ${state.name} salesperson exam`,
    regulator: `${withArticle(state.regulatoryBody)}${abbr ? ` (${abbr})` : ''}`,
    regulatorTitle: `${state.regulatoryBody}${abbr ? ` (${abbr})` : ''}`,
    regulatorShort: abbr || withArticle(state.regulatoryBody),
    hours: state.preEducationHours.toLocaleString('en-US'),
    website: websiteLink(state.website),
  };
}
