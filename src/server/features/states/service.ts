import type { Db } from '@server/db/client';
import { findState } from '@server/exam/queries';
import { AppError } from '@server/lib/app-error';
import type { StateSupplementResponse } from '@shared/contracts/states';
import { countStateItems, findSupplement } from './queries';

/** The supplement of a state that has one; the story's placeholders are already the state's own words. */
export async function getSupplement(db: Db, stateCode: string): Promise<StateSupplementResponse> {
  const [doc, state, stateItems] = await Promise.all([
    findSupplement(db, stateCode),
    findState(db, stateCode),
    countStateItems(db, stateCode),
  ]);
  if (!doc) throw new AppError('NOT_FOUND', `There is no state supplement for ${stateCode} yet.`);
  const { state: _state, ...glance } = doc.glance;
  return {
    stateCode: stateCode as StateSupplementResponse['stateCode'],
    stateName: state?.name ?? stateCode,
    stateItems,
    glance: { ...glance, unconfirmed: glance.unconfirmed ?? [] },
    story: doc.story ? { title: doc.story.title, readTime: doc.story.readTime, body: doc.story.body } : null,
  };
}
