import type { areas } from './areas';

/**
 * The four content areas as the glossary and flashcards name them (ids are the content area ids).
 * Plain data, no schema library: the client's first screens import it without pulling in zod.
 */
export const referenceCategories = [
  'property',
  'contracts',
  'financing',
  'law',
] as const satisfies readonly (typeof areas)[number]['id'][];
export type ReferenceCategory = (typeof referenceCategories)[number];

/** Labels of the category chips on /glossary and /flashcards (spec section 2). */
export const referenceCategoryLabels: Record<ReferenceCategory, string> = {
  property: 'Property Principles',
  contracts: 'Contracts & Agency',
  financing: 'Financing & Economics',
  law: 'Real Estate Law',
};
