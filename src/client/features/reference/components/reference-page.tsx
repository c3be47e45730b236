import { buttonClasses } from '@client/components/ui/button';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
      <Link to="/dashboard" className={buttonClasses('ghost', 'sm', '-ml-3')}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Dashboard
      </Link>
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
