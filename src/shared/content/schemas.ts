import { examProviders, regions, stateCodes } from '@shared/domain/states';
import { z } from 'zod';

/** Schemas for the data files under content/. The seed and content:check both parse with these. */

export const areaIds = ['property', 'contracts', 'financing', 'law'] as const;
export const AreaId = z.enum(areaIds);
export type AreaId = z.infer<typeof AreaId>;

export const sectionSlugs = [
  'property-principles',
  'contracts-agency',
  'financing-economics',
  'real-estate-law',
] as const;
export const SectionSlug = z.enum(sectionSlugs);
export type SectionSlug = z.infer<typeof SectionSlug>;

const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case: lowercase letters, digits and single hyphens');
const text = z.string().trim().min(1);

export const Area = z.object({
  id: AreaId,
  title: text,
  slug: SectionSlug,
  adminTopicId: z.number().int().positive(),
  adminTopicName: text,
});
export const AreasFile = z.array(Area).length(4);

export const pearsonTopicIds = [
  'pv-property',
  'pv-ownership',
  'pv-valuation',
  'pv-contracts-agency',
  'pv-practice',
  'pv-disclosures',
  'pv-financing',
  'pv-math',
] as const;
export const psiTopicIds = [
  'psi-ownership',
  'psi-land-use',
  'psi-valuation',
  'psi-financing',
  'psi-agency',
  'psi-disclosures',
  'psi-contracts',
  'psi-leasing',
  'psi-transfer',
  'psi-practice',
  'psi-math',
] as const;
export const OutlineTopicId = z.enum([...pearsonTopicIds, ...psiTopicIds]);
export type OutlineTopicId = z.infer<typeof OutlineTopicId>;

export const Blueprint = z.object({
  id: z.enum(['pearson-vue', 'psi']),
  vendor: text,
  name: text,
  effective: z.string(),
  scoredItems: z.number().int().positive(),
  source: text,
  topics: z
    .array(
      z.object({
        id: OutlineTopicId,
        title: text,
        items: z.number().int().positive().optional(),
        weight: z.number().positive().optional(),
        unconfirmed: z.boolean().optional(),
      }),
    )
    .min(1),
});
export type Blueprint = z.infer<typeof Blueprint>;

function wordCount(s: string) {
  return s.trim().split(/\s+/).filter(Boolean).length;
}

export const Concept = z.object({
  id,
  title: text,
  topics: z.array(OutlineTopicId).min(2),
  summary: text.refine((s) => {
    const n = wordCount(s);
    return n >= 100 && n <= 200;
  }, 'summary must be 100-200 words'),
});
export const ConceptsFile = z.object({ area: AreaId, concepts: z.array(Concept).min(1) });
export type Concept = z.infer<typeof Concept>;

export const GlossaryTerm = z.object({
  term: text,
  definition: text,
  examples: z.array(text).min(1),
  related: z.array(text).default([]),
  concepts: z.array(id).min(1),
});
export const GlossaryFile = z.object({ area: AreaId, terms: z.array(GlossaryTerm).min(1) });
export type GlossaryTerm = z.infer<typeof GlossaryTerm>;

export const Flashcard = z.object({
  id,
  front: text,
  back: text,
  difficulty: z.number().int().min(1).max(3),
  hint: text.optional(),
  concept: id,
});
export const FlashcardsFile = z.object({ area: AreaId, cards: z.array(Flashcard).min(1) });
export type Flashcard = z.infer<typeof Flashcard>;

export const cognitiveLevels = ['knowledge', 'application', 'analysis'] as const;
export const CognitiveLevel = z.enum(cognitiveLevels);

/** The subjects a state portion tests (the state-law issue's list). */
export const stateTopicIds = [
  'license-law',
  'license-requirements',
  'agency-disclosure',
  'supervision',
  'trust-accounts',
  'advertising',
  'compensation',
  'discipline-recovery',
  'contracts-disclosures',
  'landlord-tenant',
] as const;
export const StateTopicId = z.enum(stateTopicIds);

/** The fields every question has, national or state (the admin edit form validates with these too). */
export const questionFields = {
  id,
  concept: id,
  difficulty: z.number().int().min(1).max(5),
  cognitive: CognitiveLevel.optional(),
  scenario: z.boolean().default(false),
  stem: text,
  options: z.array(text).length(4),
  answer: z.number().int().min(0).max(3),
  /** One per option, in option order: why the key is right, and for each wrong option why it is wrong. */
  rationales: z.array(text).length(4).optional(),
  explanation: text.refine((s) => (s.match(/[.!?](\s|$)/g) ?? []).length >= 2, {
    message: 'explanation needs at least 2 sentences',
  }),
  memoryHint: text,
  funFact: text,
};

export function distinctOptions<T extends { options: string[] }>(q: T) {
  return new Set(q.options.map((o) => o.toLowerCase())).size === 4;
}

export const Question = z
  .object({
    ...questionFields,
    topics: z.array(OutlineTopicId).length(2),
    state: z.enum(stateCodes).optional(),
  })
  .refine(distinctOptions, { message: 'the four options must be distinct', path: ['options'] })
  .refine(
    (q) =>
      q.topics.filter((t) => t.startsWith('pv-')).length === 1 &&
      q.topics.filter((t) => t.startsWith('psi-')).length === 1,
    { message: 'topics: exactly one Pearson VUE and one PSI topic', path: ['topics'] },
  );
export const QuestionsFile = z.object({
  area: AreaId,
  author: text,
  reviewer: text.nullable(),
  questions: z.array(Question).min(1),
});

/** Where a state item's rule is written: the section, the copy read, and that copy's version or date. */
export const Citation = z.object({
  law: text,
  source: z.url(),
  version: text,
});

/** A state-law item: the question fields plus its state, study area, state-portion topic and citation. */
export const StateQuestion = z
  .object({
    ...questionFields,
    area: AreaId,
    stateTopic: StateTopicId,
    citation: Citation,
  })
  .refine(distinctOptions, { message: 'the four options must be distinct', path: ['options'] });
export const StateQuestionsFile = z.object({
  state: z.enum(stateCodes),
  author: text,
  reviewer: text.nullable(),
  questions: z.array(StateQuestion).min(1),
});
export type StateQuestion = z.infer<typeof StateQuestion>;

/** The one-page "state at a glance" of a state supplement (state-law/<st>/glance.yaml). */
export const StateGlance = z.object({
  state: z.enum(stateCodes),
  regulator: z.object({ name: text, abbreviation: text, website: z.url() }),
  licensePath: z.array(text).min(3).max(10),
  education: z.object({
    preLicenseHours: z.number().positive(),
    postLicenseHours: z.number().positive().nullable(),
    ceHours: z.number().nonnegative(),
    renewalYears: z.number().int().min(1).max(4),
  }),
  exam: z.object({ vendor: text, portions: text, notes: text.optional() }),
  keyForms: z.array(z.object({ name: text, use: text })).min(1),
  topRules: z.array(z.object({ rule: text, citation: text })).length(10),
  sources: z.array(z.object({ url: z.url(), version: text })).min(1),
  unconfirmed: z.array(text).default([]),
});
export type StateGlance = z.infer<typeof StateGlance>;

/** The front matter of a state supplement story (state-law/<st>/story.md). */
export const StateStoryFrontMatter = z.object({
  id: z.string().regex(/^state-[a-z]{2}$/, 'a state story id is state-<code>'),
  state: z.enum(stateCodes),
  title: text,
  readTime: z.number().int().min(1).max(30),
  teaser: text,
  concepts: z.array(id).default([]),
});
export type Question = z.infer<typeof Question>;

export const storySections = [...sectionSlugs, 'overview'] as const;
export const Difficulty = z.enum(['Beginner', 'Intermediate', 'Advanced']);
export const StoryFrontMatter = z.object({
  id,
  section: z.enum(storySections),
  kind: z.enum(['story', 'tip']),
  title: text,
  readTime: z.number().int().min(1).max(30),
  difficulty: Difficulty,
  tags: z.array(text).default([]),
  concepts: z.array(id).default([]),
  teaser: text,
  order: z.number().int().optional(),
  /** For an overview story: the study section it introduces on /study. */
  forSection: SectionSlug.optional(),
});
export type StoryFrontMatter = z.infer<typeof StoryFrontMatter>;

export const State = z.object({
  id: z.enum(stateCodes),
  name: text,
  abbreviation: z.enum(stateCodes),
  region: z.enum(regions),
  regulatoryBody: text,
  regulatoryAbbreviation: text,
  website: z.url(),
  examProvider: z.enum(examProviders),
  preEducationHours: z.number().positive(),
  continuingEducationHours: z.number().nonnegative(),
  licenseRenewalYears: z.number().int().min(1).max(4),
  passingPercentage: z.number().int().min(50).max(100),
  specialRequirements: z.array(text).default([]),
  unconfirmed: z.array(text).default([]),
  /** Where a figure was confirmed: field name to the address of the law or regulator page read. */
  sources: z.record(z.string(), z.url()).default({}),
});
export const StatesFile = z.array(State).length(50);
export type State = z.infer<typeof State>;

export const mathCategories = [
  'area',
  'commission',
  'mortgage',
  'valuation',
  'tax',
  'investment',
  'prorations',
  'land',
] as const;
export const MathReference = z.object({
  conversions: z
    .array(
      z.object({
        group: z.enum(['area', 'length', 'volume', 'land']),
        rows: z.array(z.object({ unit: text, equals: text })).min(1),
      }),
    )
    .min(4),
  formulas: z.array(z.object({ name: text, formula: text, note: text.optional() })).min(1),
  examples: z
    .array(
      z.object({
        id,
        category: z.enum(mathCategories),
        title: text,
        problem: text,
        solution: text,
        answer: text,
        formula: text,
        explanation: text,
      }),
    )
    .min(40),
});
export type MathReference = z.infer<typeof MathReference>;

const trackSteps = z.number().int().positive();
export const AchievementRule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answers_total'), min: trackSteps }),
  z.object({ type: z.literal('correct_total'), min: trackSteps }),
  z.object({ type: z.literal('streak_days'), min: trackSteps }),
  z.object({
    type: z.literal('sessions_completed'),
    min: trackSteps,
    mode: z.enum(['quick', 'adaptive', 'weak_areas', 'mock_exam']).optional(),
  }),
  z.object({
    type: z.literal('perfect_session'),
    minQuestions: trackSteps,
    mode: z.enum(['quick', 'adaptive', 'weak_areas', 'mock_exam']).optional(),
  }),
  z.object({ type: z.literal('mock_exam_score'), minPercent: z.number().min(1).max(100) }),
  z.object({ type: z.literal('stories_read'), min: trackSteps, section: SectionSlug.optional() }),
  z.object({
    type: z.literal('area_accuracy'),
    area: AreaId,
    minPercent: z.number().min(1).max(100),
    minAnswers: trackSteps,
  }),
  z.object({ type: z.literal('areas_practiced'), min: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal('flashcards_reviewed'), min: trackSteps }),
  z.object({ type: z.literal('track_steps'), min: z.number().int().min(1).max(10) }),
  z.object({ type: z.literal('level_reached'), min: trackSteps }),
]);
export type AchievementRule = z.infer<typeof AchievementRule>;

export const Achievement = z.object({
  id,
  name: text,
  description: text,
  icon: z.enum(['trophy', 'star', 'bullseye']),
  points: z.number().int().positive(),
  rule: AchievementRule,
});
export const AchievementsFile = z.array(Achievement).min(20);
export type Achievement = z.infer<typeof Achievement>;

export const TrackStep = z.object({
  id,
  order: z.number().int().min(1).max(10),
  title: text,
  description: text,
  type: z.enum(['dashboard', 'study', 'quiz']),
  target: text,
  mode: z.enum(['quick', 'adaptive', 'weak_areas', 'mock_exam']).optional(),
  estimatedMinutes: z.number().int().positive(),
  required: z.boolean(),
  premium: z.boolean(),
});
export const TrackFile = z.array(TrackStep).length(10);
export type TrackStep = z.infer<typeof TrackStep>;

/** The /study overview's practice banks: hand-picked questions and flashcards per section. */
export const StudyBank = z.object({
  section: SectionSlug,
  questions: z.array(id).min(3),
  flashcards: z.array(id).min(3),
});
export const StudyBanksFile = z.array(StudyBank).length(4);
export type StudyBank = z.infer<typeof StudyBank>;

/** One portion of a state's licensing exam (content/states/exams.yaml). */
export const examPortionIds = ['national', 'state', 'combined'] as const;
export const ExamPortion = z.object({
  id: z.enum(examPortionIds),
  scoredItems: z.number().int().min(1).max(200),
  pretestItems: z.number().int().min(0).max(30).default(0),
  minutes: z.number().int().min(1).max(300),
  passPercent: z.number().min(50).max(100),
  /** `published`: the vendor's or regulator's own per-portion mark; `spec`: the product's state pass %. */
  passSource: z.enum(['published', 'spec']),
  /** A combined exam only: how many of its scored items test state law (0 when unknown). */
  stateItems: z.number().int().min(0).default(0),
});
export type ExamPortion = z.infer<typeof ExamPortion>;

const examFigure = z
  .string()
  .regex(
    /^(vendor|(national|state|combined)\.(scoredItems|pretestItems|minutes|passPercent|stateItems))$/,
    'a figure is vendor or <portion>.<scoredItems|pretestItems|minutes|passPercent|stateItems>',
  );

/** A state's salesperson exam as published: its vendor and portions, each figure with a source. */
export const StateExam = z
  .object({
    state: z.enum(stateCodes),
    vendor: z.enum(['Pearson VUE', 'PSI', 'state-run', 'other']),
    spec: z.object({ questions: z.number().int().positive(), minutes: z.number().int().positive() }),
    portions: z.array(ExamPortion).min(1).max(2),
    sources: z.array(z.object({ covers: z.array(examFigure).min(1), url: z.url(), read: text })).default([]),
    unconfirmed: z.array(examFigure).default([]),
    notes: text.optional(),
  })
  .refine(
    (e) => {
      const ids = e.portions.map((p) => p.id).join(',');
      return ids === 'national,state' || ids === 'combined' || ids === 'national';
    },
    {
      message: 'portions are national then state, or one combined (or national) portion',
      path: ['portions'],
    },
  )
  .refine((e) => e.portions.every((p) => p.id === 'combined' || p.stateItems === 0), {
    message: 'stateItems belongs to a combined portion only',
    path: ['portions'],
  })
  .refine(
    (e) => {
      const sourced = new Set(e.sources.flatMap((s) => s.covers));
      const unconfirmed = new Set(e.unconfirmed);
      // A pass mark taken from the product spec is the spec's rule: it needs no outside source.
      const fromSpec = new Set(
        e.portions.filter((p) => p.passSource === 'spec').map((p) => `${p.id}.passPercent`),
      );
      return figuresOf(e).every((f) => sourced.has(f) || unconfirmed.has(f) || fromSpec.has(f));
    },
    { message: 'every figure has a source or is listed as unconfirmed', path: ['sources'] },
  );
export type StateExam = z.infer<typeof StateExam>;
export const StateExamsFile = z
  .array(StateExam)
  .length(50)
  .refine((l) => new Set(l.map((e) => e.state)).size === 50, { message: 'one entry per state' });

/** The figures of a state exam entry, by the names sources and `unconfirmed` use. */
export function figuresOf(e: { portions: { id: string }[] }): string[] {
  return [
    'vendor',
    ...e.portions.flatMap((p) => [
      `${p.id}.scoredItems`,
      `${p.id}.pretestItems`,
      `${p.id}.minutes`,
      `${p.id}.passPercent`,
      ...(p.id === 'combined' ? [`${p.id}.stateItems`] : []),
    ]),
  ];
}
