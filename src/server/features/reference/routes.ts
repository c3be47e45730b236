import { sendCachedBody, staticBodyCache } from '@server/lib/static-body';
import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  FlashcardParams,
  FlashcardReviewRequest,
  FlashcardReviewResponse,
  FlashcardsQuery,
  FlashcardsResponse,
  GlossaryQuery,
  GlossaryResponse,
  MathReferenceResponse,
} from '@shared/contracts/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMathReference, listFlashcards, listGlossaryTerms, reviewFlashcard } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The free reference tools: glossary, flashcards (with FSRS reviews) and the math reference. */
/** Routes anyone may call. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodies = staticBodyCache(app.db);
  app.get(
    '/glossary',
    {
      schema: {
        tags: ['reference'],
        summary: 'Glossary terms in alphabetical order; optional category and case-insensitive search',
        description:
          'Open to everyone. q matches the term or the definition. Without q the list (all, or one category) is made once a minute at most: ETag, 304 on If-None-Match, precompressed.',
        querystring: GlossaryQuery,
        response: { 200: GlossaryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { q, category } = request.query;
      // A search is answered as it comes (any text: not kept); the lists are content.
      if (q) return listGlossaryTerms(app.db, request.query);
      return sendCachedBody(request, reply, bodies, `glossary:${category ?? ''}`, async () =>
        z.encode(GlossaryResponse, await listGlossaryTerms(app.db, { category })),
      );
    },
  );

  app.get(
    '/flashcards',
    {
      schema: {
        tags: ['reference'],
        summary: 'All flashcards, or one category, in a new random order on every request',
        description: 'Open to everyone: flashcards are a free tool, all four categories included.',
        querystring: FlashcardsQuery,
        response: { 200: FlashcardsResponse, ...errors },
      },
    },
    async (request) => listFlashcards(app.db, request.query.category),
  );

  app.get(
    '/math',
    {
      compress: false,
      config: { rateLimit: false },
      schema: {
        tags: ['reference'],
        summary:
          'The math reference: conversion tables, essential formulas and worked examples (ETag, 304 on If-None-Match)',
        response: { 200: MathReferenceResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendCachedBody(request, reply, bodies, 'math', async () =>
        z.encode(MathReferenceResponse, await getMathReference(app.db)),
      ),
  );
};

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/flashcards/:id/review',
    {
      schema: {
        tags: ['reference'],
        summary: "Rate a flashcard (idempotent by reviewId): moves the learner's FSRS schedule on",
        params: FlashcardParams,
        body: FlashcardReviewRequest,
        response: { 200: FlashcardReviewResponse, ...errors },
      },
    },
    async (request) =>
      reviewFlashcard(app.db, viewerOf(request).id, request.params.id, request.body, app.now()),
  );
};
