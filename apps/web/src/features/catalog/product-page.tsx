import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { wordPlainText } from '@portal/contract/page-words';
import { PageHeader } from '../../components/page-header';
import { FoundationSections, findProduct } from '../../components/page-sections';
import { PageHead } from '../../components/page-head';
import { clearNavMarkers } from '../../lib/stored-keys';
import { usePageWords } from './api';
import './strings';
import './catalog.css';

/**
 * /{product}: the foundation page (temple, gurukulam, herbal cultivation; programs Vision,
 * Divija, Divija Plus, Kaivalya; initiatives Neerukku Nandri, Mithra, Sanjeevini), in the words
 * the office keeps (Page words). A slug naming one of them titles the page and scrolls to it.
 * Clears navtype and event_id.
 */
export default function ProductPage() {
  const { t } = useTranslation();
  const { product } = useParams();
  const current = findProduct(product);
  const words = usePageWords('foundation');
  const title = current ? words[`${current.key}_title`] : words.title;
  const head = <PageHead title={title} description={current ? wordPlainText(words[`${current.key}_text`]) : t('catalog.product.description')} />;

  useEffect(() => clearNavMarkers(), []);
  useEffect(() => {
    if (current) document.getElementById(current.slug)?.scrollIntoView({ block: 'start' });
  }, [current]);

  return (
    <div className="catalog product">
      {head}
      <PageHeader title={title} />
      <div className="container catalog-page">
        <FoundationSections words={words} current={current} learnMore={t('catalog.product.learnMore')} />
      </div>
    </div>
  );
}
