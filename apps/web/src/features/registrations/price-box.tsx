import { useTranslation } from 'react-i18next';
import type { PriceEstimate } from '@portal/contract/registrations';
import { formatMoney } from '../../lib/money';

/**
 * The price breakdown of an event (event price, discount percent and value, early-bird,
 * advance, total, currency), as the server computed it.
 */
export function PriceBox({ price }: { price: PriceEstimate }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, price.currency);
  return (
    <section className="price-box" aria-label={t('reg.priceTitle')} data-testid="price-box">
      <h2>{t('reg.priceTitle')}</h2>
      <dl>
        <div>
          <dt>{t('reg.eventPrice')}</dt>
          <dd>{money(price.event_price)}</dd>
        </div>
        {price.discount > 0 && (
          <div>
            <dt>{t('reg.discount', { percent: price.discount })}</dt>
            <dd>− {money(price.discount_value)}</dd>
          </div>
        )}
        {price.early_value > 0 && (
          <div>
            <dt>{t('reg.early')}</dt>
            <dd>− {money(price.early_value)}</dd>
          </div>
        )}
        {!!price.code && (
          <div data-testid="price-code">
            <dt>{t('reg.codeLine', { code: price.code })}</dt>
            <dd>− {money(price.code_value ?? 0)}</dd>
          </div>
        )}
        <div className="price-total">
          <dt>{t('reg.total')}</dt>
          <dd>{money(price.total)}</dd>
        </div>
        {price.advance > 0 && (
          <div>
            <dt>{t('reg.advance')}</dt>
            <dd>{money(price.advance)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
