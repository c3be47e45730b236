import { BookOpen, Calculator, Layers, Wrench } from '@client/components/ui/icons';
import { Link } from '@client/lib/router';
import { Panel } from './panel';

const tools = [
  {
    to: '/math',
    title: 'Real Estate Math',
    blurb: 'Formulas, conversions and worked examples',
    icon: Calculator,
  },
  { to: '/glossary', title: 'Glossary', blurb: 'Look up a term in plain words', icon: BookOpen },
  { to: '/flashcards', title: 'Flashcards', blurb: 'Flip through key terms and ideas', icon: Layers },
] as const;

export function QuickTools() {
  return (
    <Panel title="Quick Tools" icon={Wrench}>
      <ul className="space-y-2">
        {tools.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              className="flex items-center gap-3 rounded-xl border border-amber-200 p-3 hover:border-green-700 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-800"
            >
              <t.icon className="h-5 w-5 shrink-0 text-green-800" aria-hidden />
              <span className="min-w-0">
                <span className="block font-semibold text-green-950">{t.title}</span>
                <span className="block text-sm text-stone-700">{t.blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
