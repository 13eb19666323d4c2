import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/page-meta';
import { clearNavMarkers } from '../../lib/stored-keys';
import { PRODUCT_GROUPS, findProduct } from './product-content';
import './strings';
import './catalog.css';

/**
 * /{product}: the foundation's home text (temple, gurukulam, herbal cultivation;
 * programs Vision, Divija, Divija Plus, Kaivalya; initiatives Neerukku Nandri, Mithra,
 * Sanjeevini). A slug naming one of them titles the page and scrolls to it. Clears navtype
 * and event_id.
 */
export default function ProductPage() {
  const { t } = useTranslation();
  const { product } = useParams();
  const current = findProduct(product);
  const title = current ? t(`catalog.productItems.${current.key}.title`) : t('catalog.product.title');
  usePageMeta(title, current ? t(`catalog.productItems.${current.key}.text`) : t('catalog.product.description'));

  useEffect(() => clearNavMarkers(), []);
  useEffect(() => {
    if (current) document.getElementById(current.slug)?.scrollIntoView({ block: 'start' });
  }, [current]);

  return (
    <div className="catalog product">
      <PageHeader title={title} />
      <div className="container catalog-page">
        <p className="lead">{t('catalog.product.lead')}</p>
        {PRODUCT_GROUPS.map((group) => (
          <section key={group.heading} className="home-section" aria-labelledby={`product-${group.heading}`}>
            <h2 id={`product-${group.heading}`}>{t(`catalog.product.${group.heading}`)}</h2>
            <div className="product-grid">
              {group.items.map((item) => (
                <article
                  key={item.slug}
                  id={item.slug}
                  className={`card product-item${item === current ? ' is-current' : ''}`}
                  data-testid="product-item"
                >
                  <h3>{t(`catalog.productItems.${item.key}.title`)}</h3>
                  <p>{t(`catalog.productItems.${item.key}.text`)}</p>
                  {item.link && <Link to={item.link}>{t('catalog.product.learnMore')}</Link>}
                </article>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
