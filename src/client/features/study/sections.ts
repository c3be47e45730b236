import type { SectionSlug } from '@shared/content/schemas';
import { areas } from '@shared/domain/areas';

export type FreeSectionSlug = 'property-principles' | 'contracts-agency';
export type PremiumSectionSlug = 'financing-economics' | 'real-estate-law';

const areaTitle = (slug: SectionSlug) => areas.find((a) => a.slug === slug)?.title ?? slug;

/** Where each section's study page lives. */
export const sectionPath = (slug: SectionSlug) => `/study/${slug}`;

/** The free study pages (spec: Property and Contracts study pages). */
export const freeSections: Record<
  FreeSectionSlug,
  { slug: FreeSectionSlug; title: string; minutes: number; level: string }
> = {
  'property-principles': {
    slug: 'property-principles',
    title: areaTitle('property-principles'),
    minutes: 45,
    level: 'Fundamental',
  },
  'contracts-agency': {
    slug: 'contracts-agency',
    title: areaTitle('contracts-agency'),
    minutes: 50,
    level: 'Advanced',
  },
};

export type PremiumSection = {
  slug: PremiumSectionSlug;
  title: string;
  gateHeading: string;
  subtitle: string;
  badges: string[];
  unlockLabel: string;
  /** What the /study overview teaser lists for a free learner. */
  teaserFeatures: string[];
};

/** The premium study pages (spec: Financing & Economics and Real Estate Law & Ethics study pages). */
export const premiumSections: Record<PremiumSectionSlug, PremiumSection> = {
  'financing-economics': {
    slug: 'financing-economics',
    title: 'Financing & Economics',
    gateHeading: 'Advanced Financing & Economics Study Materials',
    subtitle: 'Premium Study Materials - Real Estate Investment & Market Analysis',
    badges: ['Investment Analysis', 'Market Economics', 'Financial Math'],
    unlockLabel: 'Unlock Financing & Economics',
    teaserFeatures: [
      'Advanced loan comparison',
      'Rate impact analysis',
      'Down payment strategy',
      'Closing cost negotiation',
      'Investment property financing',
      'Credit improvement',
    ],
  },
  'real-estate-law': {
    slug: 'real-estate-law',
    title: 'Real Estate Law & Ethics',
    gateHeading: 'Advanced Real Estate Law & Ethics Study Materials',
    subtitle: 'Premium Study Materials - Legal Framework & Professional Ethics',
    badges: ['Legal Framework', 'Ethics & Compliance', 'Documentation'],
    unlockLabel: 'Unlock Real Estate Law & Ethics',
    teaserFeatures: [
      'Fair housing applications',
      'Discrimination prevention',
      'Ethics dilemmas',
      'Legal compliance',
      'State-specific regulations',
      'Case studies',
    ],
  },
};

export const isPremiumSectionSlug = (slug: string): slug is PremiumSectionSlug => slug in premiumSections;
