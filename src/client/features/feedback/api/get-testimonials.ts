import { api } from '@client/lib/api-client';
import type { TestimonialsResponse } from '@shared/contracts/feedback';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['testimonials'],
    queryFn: () => api.get<TestimonialsResponse>('/api/testimonials'),
  });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
