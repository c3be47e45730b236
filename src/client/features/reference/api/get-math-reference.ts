import { api } from '@client/lib/api-client';
import type { MathReferenceResponse } from '@shared/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The math reference: conversion tables, essential formulas and worked examples. */
export const mathReferenceQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'math'],
    queryFn: () => api.get<MathReferenceResponse>('/api/math'),
  });

export function useMathReference() {
  return useQuery(mathReferenceQueryOptions());
}
