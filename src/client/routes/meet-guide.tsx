import { GuideAvatar } from '@client/components/guide-avatar';
import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CheckList } from '@client/components/ui/check-list';
import { TextLink } from '@client/components/ui/text-link';
import { useAppConfig } from '@client/lib/api/get-app-config';
import { Link } from '@client/lib/router';
import { brand } from '@shared/brand';
import { premiumPerks } from '@shared/domain/plans';

export function Component() {
  const { data: config } = useAppConfig();
  const stats = [
    config && config.counts.states > 0 && { value: String(config.counts.states), label: 'states covered' },
    config &&
      config.counts.questions > 0 && {
        value: config.counts.questions.toLocaleString('en-US'),
        label: 'practice questions',
      },
  ].filter(Boolean) as { value: string; label: string }[];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex items-center gap-4">
        <GuideAvatar size="xl" />
        <div>
          <h1 className="text-3xl font-bold text-green-950">Meet {brand.guide.name}</h1>
          <p className="text-stone-700">{brand.guide.title}</p>
        </div>
      </header>
      <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-stone-800">
        {brand.guide.name} is our guide character, not a real person: she holds no license, and her story
        below is how we wrote her. The figures are real: counted from what the app holds.
      </p>
      <dl className="grid grid-cols-2 gap-3">
        {stats.map((s) => (
          <Card key={s.label} className="text-center">
            <dd className="text-3xl font-extrabold text-green-900">{s.value}</dd>
            <dt className="text-sm text-stone-700">{s.label}</dt>
          </Card>
        ))}
      </dl>
      <Card className="space-y-3">
        <h2 className="text-xl font-bold text-green-950">How Rita teaches</h2>
        <p>
          Rita sold houses for years before she spent {brand.guide.yearsTeaching} more teaching pre-licensing
          classes. She noticed that students forgot definitions by Friday but remembered every detail of the
          family who lost their deposit over a missed inspection deadline. So she teaches with stories: a
          family, a decision, and the rule that decides how it turns out.
        </p>
        <p>
          Her promise is drive-by knowledge: see each idea often enough, in enough real situations, that it
          feels familiar on exam day. Short rounds every day beat long cramming sessions.
        </p>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-xl font-bold text-green-950">What Premium adds</h2>
        <p>
          Quick Hits, two study sections and the glossary are free for as long as you like. Premium opens the
          rest of Rita's classroom:
        </p>
        <CheckList items={premiumPerks} grid />
        <TextLink to="/subscribe">See the Premium plans</TextLink>
      </Card>
      <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
        Go to Dashboard
      </Link>
    </div>
  );
}
