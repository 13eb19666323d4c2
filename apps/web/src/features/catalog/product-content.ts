import { PATHS } from '@portal/contract/routes';

/**
 * The foundation home text of /{product}: the temple town's places, four programs
 * and three initiatives. Each has a slug, so /gurukulam or /kaivalya opens at its own part.
 */
export interface ProductItem {
  slug: string;
  /** i18n key under catalog.productItems */
  key: string;
  link?: string;
}

export const PRODUCT_GROUPS: Array<{ heading: 'placesHeading' | 'programsHeading' | 'initiativesHeading'; items: ProductItem[] }> = [
  {
    heading: 'placesHeading',
    items: [
      { slug: 'temple', key: 'temple' },
      { slug: 'gurukulam', key: 'gurukulam' },
      { slug: 'herbal-cultivation', key: 'herbal' },
    ],
  },
  {
    heading: 'programsHeading',
    items: [
      { slug: 'vision', key: 'vision', link: PATHS.program(5) },
      { slug: 'divija', key: 'divija', link: PATHS.program(3) },
      { slug: 'divija-plus', key: 'divijaPlus', link: PATHS.program(3) },
      { slug: 'kaivalya', key: 'kaivalya', link: PATHS.program(4) },
    ],
  },
  {
    heading: 'initiativesHeading',
    items: [
      { slug: 'neerukku-nandri', key: 'neerukku' },
      { slug: 'mithra', key: 'mithra' },
      { slug: 'sanjeevini', key: 'sanjeevini' },
    ],
  },
];

/** The item a /{product} slug names, if any ("Divija_Plus", "divija plus" and "divija-plus" alike). */
export function findProduct(product: string | undefined): ProductItem | undefined {
  const slug = (product ?? '').toLowerCase().replace(/[\s_]+/g, '-');
  return PRODUCT_GROUPS.flatMap((g) => g.items).find((i) => i.slug === slug);
}
