import type { Db } from '@server/db/client';
import { correctAnswerOf, itemFromRow } from '@server/learning/question-item';
import {
  type QuestionsQuery,
  type QuestionsResponse,
  STATE_LAW_TOPIC,
  STATE_LAW_TOPIC_NAME,
  type TopicsResponse,
} from '@shared/contracts/questions';
import { allAreaIds, areas } from '@shared/domain/areas';
import type { z } from 'zod';
import { findQuestionsPage } from './queries';

/** The topics of the Questions Database: the four content areas, then state law. */
export function listTopics(): TopicsResponse {
  return [
    ...areas.map((a) => ({ id: a.id, name: a.title })),
    { id: STATE_LAW_TOPIC, name: STATE_LAW_TOPIC_NAME },
  ];
}

type ParsedQuery = z.output<typeof QuestionsQuery>;

/**
 * One page of the Questions Database, searched and filtered on the server (the bank has 3,000+
 * items: sending them all to a phone to filter there would be ~4 MB of JSON).
 */
export async function listQuestions(db: Db, q: ParsedQuery): Promise<QuestionsResponse> {
  const { page, pageSize } = q;
  const { rows, total } = await findQuestionsPage(
    db,
    q.topic === STATE_LAW_TOPIC
      ? { areas: allAreaIds, stateLawOnly: true, stateCode: q.state, search: q.search || undefined }
      : { areas: allAreaIds, topic: q.topic, stateCode: q.state, search: q.search || undefined },
    (page - 1) * pageSize,
    pageSize,
  );
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return {
    questions: rows.map((r) => {
      const item = itemFromRow(r);
      return {
        id: r.id,
        topicId: r.area,
        type: r.type,
        question: r.question,
        options: r.options,
        correctAnswer: correctAnswerOf(item),
        explanation: r.explanation,
        rationales: r.rationales ?? null,
        difficulty: r.difficulty,
        memoryHint: r.memoryHint,
        funFact: r.funFact,
        stateCode: r.stateCode,
        conceptId: r.conceptId,
      };
    }),
    totalCount: total,
    page,
    pageSize,
    totalPages,
    hasMore: page * pageSize < total,
  };
}
