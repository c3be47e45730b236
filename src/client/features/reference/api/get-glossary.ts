import { api } from '@client/lib/api-client';
import type { GlossaryResponse } from '@shared/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every glossary term, alphabetical; /glossary searches and filters them in the browser. */
export const glossaryQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'glossary'],
    queryFn: () => api.get<GlossaryResponse>('/api/glossary'),
  });

export function useGlossary() {
  return useQuery(glossaryQueryOptions());
}
