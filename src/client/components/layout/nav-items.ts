import {
  BookOpen,
  Calculator,
  CircleHelp,
  GraduationCap,
  Home,
  type IconComponent,
  Layers,
  LayoutDashboard,
  UserRound,
} from '@client/components/ui/icons';
import { guideRoute } from '@shared/brand';

export type NavItem = { to: string; label: string; icon: IconComponent; premium?: boolean };

/** The eight entries of the main navigation (spec section 2). */
export const mainNav: NavItem[] = [
  { to: '/welcome', label: 'Welcome', icon: Home },
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/study', label: 'Study', icon: GraduationCap },
  { to: '/questions', label: 'Questions', icon: CircleHelp, premium: true },
  { to: '/glossary', label: 'Glossary', icon: BookOpen },
  { to: '/flashcards', label: 'Flashcards', icon: Layers },
  { to: '/math', label: 'Math', icon: Calculator },
  { to: guideRoute, label: 'Meet Rita', icon: UserRound },
];

/** The mobile bottom bar: welcome, dashboard, study. */
export const bottomNav = mainNav.filter((i) => ['/welcome', '/dashboard', '/study'].includes(i.to));

/** A premium-locked item sends a free learner to /subscribe. */
export function resolveNavTarget(item: NavItem, isPremium: boolean) {
  const locked = Boolean(item.premium) && !isPremium;
  return { href: locked ? '/subscribe' : item.to, locked };
}
