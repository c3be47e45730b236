import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Study content loaded from content/ by the idempotent seed (upsert by stable id). User data never
 * lives here; learner tables reference these ids.
 */
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const usState = pgTable('us_state', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull(),
  region: text('region').notNull(),
  regulatoryBody: text('regulatory_body').notNull(),
  regulatoryAbbreviation: text('regulatory_abbreviation').notNull(),
  website: text('website').notNull(),
  examProvider: text('exam_provider').notNull(),
  preEducationHours: numeric('pre_education_hours', { mode: 'number' }).notNull(),
  continuingEducationHours: numeric('continuing_education_hours', { mode: 'number' }).notNull(),
  licenseRenewalYears: integer('license_renewal_years').notNull(),
  passingPercentage: integer('passing_percentage').notNull(),
  specialRequirements: jsonb('special_requirements').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

export const concept = pgTable('concept', {
  id: text('id').primaryKey(),
  area: text('area').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  topics: jsonb('topics').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

export const glossaryTerm = pgTable('glossary_term', {
  id: text('id').primaryKey(),
  term: text('term').notNull(),
  definition: text('definition').notNull(),
  category: text('category').notNull(),
  examples: jsonb('examples').$type<string[]>().notNull(),
  relatedTerms: jsonb('related_terms').$type<string[]>().notNull(),
  conceptIds: jsonb('concept_ids').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

export const flashcard = pgTable('flashcard', {
  id: text('id').primaryKey(),
  front: text('front').notNull(),
  back: text('back').notNull(),
  category: text('category').notNull(),
  difficulty: integer('difficulty').notNull(),
  hint: text('hint'),
  conceptId: text('concept_id').notNull(),
  /** Set when the item left content/: never served again; answers and reviews keep their history. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export const question = pgTable('question', {
  id: text('id').primaryKey(),
  area: text('area').notNull(),
  conceptId: text('concept_id'),
  topics: jsonb('topics').$type<string[]>().notNull(),
  stateCode: text('state_code'),
  type: text('type').notNull().default('multiple_choice'),
  question: text('question').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  answerIndex: integer('answer_index').notNull(),
  explanation: text('explanation').notNull(),
  difficulty: integer('difficulty').notNull(),
  memoryHint: text('memory_hint'),
  funFact: text('fun_fact'),
  scenario: boolean('scenario').notNull().default(false),
  premium: boolean('premium').notNull().default(false),
  source: text('source').notNull().default('content'),
  /** One sentence per option, in option order: why the key is right, why each wrong answer is wrong. */
  rationales: jsonb('rationales').$type<string[]>(),
  cognitive: text('cognitive'),
  /** State items: the state-portion topic and the law the item tests ({law, source, version}). */
  stateTopic: text('state_topic'),
  citation: jsonb('citation').$type<{ law: string; source: string; version: string }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the item left content/: never served again; answers and reviews keep their history. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export const story = pgTable('story', {
  id: text('id').primaryKey(),
  section: text('section').notNull(),
  kind: text('kind').notNull(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  readTime: integer('read_time').notNull(),
  difficulty: text('difficulty').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  conceptIds: jsonb('concept_ids').$type<string[]>().notNull(),
  teaser: text('teaser').notNull(),
  forSection: text('for_section'),
  body: text('body').notNull(),
  premium: boolean('premium').notNull(),
  updatedAt: updatedAt(),
});

export const achievement = pgTable('achievement', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  points: integer('points').notNull(),
  rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export const trackStep = pgTable('track_step', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  type: text('type').notNull(),
  target: text('target').notNull(),
  mode: text('mode'),
  estimatedMinutes: integer('estimated_minutes').notNull(),
  required: boolean('required').notNull(),
  premium: boolean('premium').notNull(),
  updatedAt: updatedAt(),
});

/** Whole documents that are read as one piece: areas, blueprints, the math reference. */
export const contentDocument = pgTable('content_document', {
  id: text('id').primaryKey(),
  body: jsonb('body').notNull(),
  updatedAt: updatedAt(),
});
