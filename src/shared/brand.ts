/**
 * Brand strings in one place: an owner renames the product by editing this file.
 * The feedback address can also be overridden at run time through FEEDBACK_EMAIL (server config),
 * which the server sends to the client in /api/config.
 */
export const brand = {
  name: 'Homestead Prep',
  tagline: 'Pass your real-estate exam, one family story at a time.',
  slug: 'homestead-prep',
  guide: {
    name: 'Aunt Rita',
    shortName: 'Rita',
    slug: 'rita',
    title: 'Retired broker-educator',
    yearsTeaching: 15,
  },
  defaultFeedbackEmail: 'feedback@homesteadprep.example',
  themeColor: '#14532d',
} as const;

export const guideRoute = `/meet-${brand.guide.slug}` as const;
