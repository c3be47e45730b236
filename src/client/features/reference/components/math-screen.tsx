import { Calculator } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useMathReference } from '@client/features/reference/api/get-math-reference';
import { useId } from 'react';
import { ConversionTables } from './conversion-tables';
import { FormulasBox } from './formulas-box';
import { MathExamples } from './math-examples';
import { ReferencePage } from './reference-page';

/** /math: conversion tables, the essential formulas and worked examples by category. */
export function MathScreen() {
  const math = useMathReference();
  const tablesHeadingId = useId();
  return (
    <ReferencePage
      title="Real Estate Math"
      icon={<Calculator className="h-8 w-8 shrink-0 text-green-800" aria-hidden />}
      intro="The conversions and formulas the exam expects you to know, and worked problems that show each one step by step."
    >
      {math.isPending ? (
        <LoadingState label="Loading the math reference…" />
      ) : math.isError ? (
        <ErrorState
          title="We could not load the math reference."
          error={math.error}
          onRetry={() => math.refetch()}
        />
      ) : (
        <>
          <section aria-labelledby={tablesHeadingId} className="space-y-3">
            <h2 id={tablesHeadingId} className="text-2xl font-bold text-green-950">
              Quick Reference
            </h2>
            <ConversionTables conversions={math.data.conversions} />
          </section>
          <FormulasBox formulas={math.data.formulas} />
          <MathExamples examples={math.data.examples} />
        </>
      )}
    </ReferencePage>
  );
}
