import { BackLinks } from '@client/components/back-links';
import type { ReactNode } from 'react';

/** The frame shared by /glossary, /flashcards and /math: back link, title and a short intro. */
export function ReferencePage({
  title,
  intro,
  icon,
  children,
}: {
  title: string;
  intro: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <BackLinks variant="ghost" className="-ml-3" />
      <header className="space-y-2">
        <h1 className="flex items-center gap-3 text-3xl font-bold text-green-950">
          {icon}
          {title}
        </h1>
        <p className="max-w-3xl text-stone-700">{intro}</p>
      </header>
      {children}
    </div>
  );
}
