import { Link } from 'react-router';
import type { PageWords } from '@portal/contract/page-words';
import { PATHS } from '@portal/contract/routes';
import './page-sections.css';

/**
 * The pages whose words the office edits (contract page-words.ts): the home page's introduction
 * and the foundation page's sections. They take their words as props, so the public pages
 * (words from the server) and the back office's preview (words being typed) draw the same thing.
 */

/**
 * A paragraph word: rich text, sanitised by the server (or the page's own starting text, or
 * the editor's own HTML in the back office's preview), shown as its HTML.
 */
function PageText({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  return <div className={`rich-text page-text${className ? ` ${className}` : ''}`} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Simple line icons (24x24) for the temple town's four parts. */
const ICONS = {
  temple: 'M12 2l2 3h-4l2-3zM8 6h8l1 3H7l1-3zM6 10h12v2H6zM7 13h10v8H7zM11 16h2v5h-2zM3 21h18v1H3z',
  gurukulam: 'M4 4h7a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-5a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h5z',
  commune: 'M3 11l9-7 9 7v10h-6v-6H9v6H3z',
  herbal: 'M5 21c0-9 5-15 15-17-1 10-6 15-13 15M5 21l8-8',
} as const;

const TOWN = ['temple', 'gurukulam', 'commune', 'herbal'] as const;

/** The home page's introduction: deity and guru, then the planned temple town. */
export function IntroSections({ words, lang }: { words: PageWords<'home'>; lang?: 'en' | 'ta' }) {
  return (
    <div lang={lang} className="page-words" data-testid="home-intro">
      <section className="home-section intro" aria-labelledby="intro-heading">
        <h2 id="intro-heading">{words.intro_heading}</h2>
        <PageText className="lead" html={words.intro_lead} />
        <div className="intro-pair">
          <article className="intro-card">
            <h3>{words.deity_title}</h3>
            <PageText html={words.deity_text} />
          </article>
          <article className="intro-card">
            <h3>{words.guru_title}</h3>
            <PageText html={words.guru_text} />
          </article>
        </div>
      </section>
      <section className="home-section town" aria-labelledby="town-heading">
        <h2 id="town-heading">{words.town_title}</h2>
        <PageText className="lead" html={words.town_lead} />
        <ul className="town-grid">
          {TOWN.map((part) => (
            <li key={part} className="town-item">
              <svg className="town-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d={ICONS[part]} />
              </svg>
              <h3>{words[`${part}_title`]}</h3>
              <PageText html={words[`${part}_text`]} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The foundation page's parts: each has a slug, so /gurukulam or /kaivalya opens at its own part. */
export interface ProductItem {
  slug: string;
  /** Its words: `${key}_title`, `${key}_text`. */
  key: 'temple' | 'gurukulam' | 'herbal' | 'vision' | 'divija' | 'divija_plus' | 'kaivalya' | 'neerukku' | 'mithra' | 'sanjeevini';
  link?: string;
}

export const PRODUCT_GROUPS: Array<{ id: string; heading: 'places_heading' | 'programs_heading' | 'initiatives_heading'; items: ProductItem[] }> = [
  {
    id: 'placesHeading',
    heading: 'places_heading',
    items: [
      { slug: 'temple', key: 'temple' },
      { slug: 'gurukulam', key: 'gurukulam' },
      { slug: 'herbal-cultivation', key: 'herbal' },
    ],
  },
  {
    id: 'programsHeading',
    heading: 'programs_heading',
    items: [
      { slug: 'vision', key: 'vision', link: PATHS.program(5) },
      { slug: 'divija', key: 'divija', link: PATHS.program(3) },
      { slug: 'divija-plus', key: 'divija_plus', link: PATHS.program(3) },
      { slug: 'kaivalya', key: 'kaivalya', link: PATHS.program(4) },
    ],
  },
  {
    id: 'initiativesHeading',
    heading: 'initiatives_heading',
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

/** The foundation page below its header: the introduction and the three groups of parts. */
export function FoundationSections({ words, current, learnMore, lang }: { words: PageWords<'foundation'>; current?: ProductItem; learnMore: string; lang?: 'en' | 'ta' }) {
  return (
    <div lang={lang} className="page-words" data-testid="foundation-words">
      <PageText className="lead" html={words.lead} />
      {PRODUCT_GROUPS.map((group) => (
        <section key={group.id} className="home-section" aria-labelledby={`product-${group.id}`}>
          <h2 id={`product-${group.id}`}>{words[group.heading]}</h2>
          <div className="product-grid">
            {group.items.map((item) => (
              <article key={item.slug} id={item.slug} className={`card product-item${item === current ? ' is-current' : ''}`} data-testid="product-item">
                <h3>{words[`${item.key}_title`]}</h3>
                <PageText html={words[`${item.key}_text`]} />
                {item.link && <Link to={item.link}>{learnMore}</Link>}
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
