/** The four content areas (spec section 1); content/areas.yaml holds the same and content:check compares them. */
export const areas = [
  { id: 'property', title: 'Property Principles & Ownership', slug: 'property-principles', premium: false },
  { id: 'contracts', title: 'Contracts & Agency', slug: 'contracts-agency', premium: false },
  { id: 'financing', title: 'Financing & Economics', slug: 'financing-economics', premium: true },
  { id: 'law', title: 'Real Estate Law & Ethics', slug: 'real-estate-law', premium: true },
] as const;
export type AreaId = (typeof areas)[number]['id'];

export const freeAreaIds: AreaId[] = areas.filter((a) => !a.premium).map((a) => a.id);
export const allAreaIds: AreaId[] = areas.map((a) => a.id);

export function areaTitle(id: string | null | undefined) {
  return areas.find((a) => a.id === id)?.title ?? 'Real Estate Math';
}

/** Whether an area's content is Premium: the one place this is decided (areas above). */
export function isPremiumArea(id: string) {
  return areas.find((a) => a.id === id)?.premium ?? true;
}

/** Whether a study section (by slug) is Premium: it is when its area is. */
export function isPremiumSection(slug: string) {
  return areas.find((a) => a.slug === slug)?.premium ?? false;
}
